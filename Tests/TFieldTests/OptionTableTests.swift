import FieldEngine
import FormFiles
import Foundation
import PackagePaths
import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// The option table (`OptionTable`) is the one place options are written: these tests check the
/// table against itself, against the readers that use it, and against the docs printed from it.
@Suite("Option table")
struct OptionTableTests {
  @Test("no subcommand takes one flag twice, no two options share a key, every option is reachable")
  func unique() {
    for subcommand in Subcommand.allCases {
      let flags = OptionTable.options(for: subcommand).flatMap(\.flags)
      #expect(Set(flags).count == flags.count, "\(subcommand): \(flags)")
    }
    let before = OptionTable.beforeSubcommand.flatMap(\.flags)
    #expect(Set(before).count == before.count)
    #expect(Set(OptionTable.keys).count == OptionTable.keys.count)
    for option in OptionTable.options {
      #expect(option.key != nil || !option.subcommands.isEmpty || option.beforeSubcommand, "\(option.help)")
      #expect(option.flag != nil || option.subcommands.isEmpty, "\(option.help)")
      if let defaultValue = option.defaultValue {
        #expect(option.value.choices.map(\.value).contains(defaultValue), "\(option.term(.commandLine))")
      }
    }
  }

  /// Every rule a spec states, which a configuration error or a violation can name.
  static let settings: [RuleName] = RuleName.stated

  @Test("the rules the spec states are the rules the option table sets, and no others")
  func tableAndSpecAgree() {
    let set = OptionTable.options.compactMap(\.rule)
    #expect(Set(set) == Set(RuleName.stated))
    #expect(set.count == RuleName.stated.count, "a rule set by two options")
    for option in OptionTable.options { #expect(option.needs.allSatisfy(RuleName.stated.contains)) }
    // A violation of a stated rule is named by its option's key.
    for rule in RuleName.stated { #expect(OptionTable.name(of: rule) == OptionTable.option(for: rule)?.key) }
  }

  @Test("each part of a spec is set by exactly one option, which has a flag and a key", arguments: settings)
  func settingOption(_ setting: RuleName) throws {
    let options = OptionTable.options.filter { $0.rule == setting }
    #expect(options.count == 1)
    let option = try #require(options.first)
    #expect(option.flag != nil && option.key != nil)
    #expect(OptionTable.flag(for: setting) == option.flag)
    #expect(OptionTable.key(for: setting) == option.key)
    for need in option.needs { #expect(OptionTable.option(for: need) != nil, "\(need)") }
  }

  @Test(
    "violations' rule names are the names tfield check has always printed",
    arguments: [
      (RuleName.limit(.characters), "maxLength"), (.limit(.scalars), "maxScalars"),
      (.limit(.utf8Bytes), "maxBytes"), (.limit(.utf16CodeUnits), "maxUTF16"),
      (.limit(.columns), "maxColumns"),
      (.allowedCharacters, "allow"), (.bannedCharacters, "deny"), (.controls, "controls"),
      (.formatIncomplete, "incomplete"), (.formatInvalid, "invalid"), (.required, "required"),
      (.minLength, "minLength"), (.characterRule("digits only"), "digits only"), (.validator("even"), "even"),
    ])
  func ruleNames(rule: RuleName, name: String) {
    #expect(OptionTable.name(of: rule) == name)
  }

  /// A value of each kind, as a flag's word and as a form file's JSON.
  static func samples(_ kind: ValueKind) -> [(word: String?, json: String)] {
    switch kind {
    case .boolean: [(nil, "true")]
    case .text: [("a-b c", "\"a-b c\"")]
    case .wholeNumber: [("7", "7")]
    case .choice(_, let choices): choices.map { ($0.value, "\"\($0.value)\"") }
    case .file: [("f.json", "\"f.json\"")]
    case .path: [("h.txt", "\"h.txt\"")]
    case .formatValue, .number: [("12", "12"), ("-3", "-3")]
    case .height: [("10", "\"10\""), ("40%", "\"40%\"")]
    case .item: [("a-b c", "\"a-b c\"")]
    case .seconds: [("2.5", "2.5")]
    case .dateValue: [("2024-03-15", "\"2024-03-15\""), ("today", "\"today\"")]
    case .strings: [(nil, "[\"a\", \"b\"]")]
    case .options: [(nil, "[\"a\", {\"label\": \"B\", \"value\": \"b\"}]")]
    case .condition: [(nil, "{\"field\": \"a\", \"equals\": true}")]
    }
  }

  /// Every option that is both a flag and a key.
  static let flagsWithKeys = OptionTable.keyed.filter { $0.flag != nil }

  @Test("a flag and its key set the same spec, for every value kind", arguments: flagsWithKeys)
  func flagAndKeyAgree(_ option: Option) throws {
    let subcommand = try #require(option.subcommands.first)
    // A format's value needs its format, given both ways.
    // (`--iso` needs `--date`, which takes a layout.)
    let needs = option.needs.prefix(1).compactMap { OptionTable.option(for: $0) }
    var needFlags: [String] = []
    var needMembers: [String] = []
    for need in needs {
      let takesLayout = need.value != .boolean
      needFlags += [need.flag!] + (takesLayout ? ["YYYY-MM-DD"] : [])
      needMembers.append("\"\(need.key!)\": " + (takesLayout ? "\"YYYY-MM-DD\"" : "true"))
    }
    // When and how long a command checks needs the command.
    if option.key == "validateWhileTyping" || option.key == "validateTimeout" {
      needFlags += ["--validate", "true"]
      needMembers.append("\"validate\": \"true\"")
    }
    // A key no text field takes is given to an element of its kind (`maxLines`, an area's).
    if let kind = option.kinds.first, !option.kinds.contains(.text) {
      needMembers.append("\"kind\": \"\(kind.rawValue)\"")
    }
    // A history's size needs its file.
    if option.key == "historySize" {
      needFlags += ["--history", "h"]
      needMembers.append("\"history\": \"h\"")
    }
    // A date's layout must read as one.
    // A digit-group separator is one character.
    let samples =
      option.rule == .date
      ? [("DD.MM.YYYY", "\"DD.MM.YYYY\"")]
      : option.rule == .group ? [(",", "\",\""), ("_", "\"_\"")] : Self.samples(option.value)
    for sample in samples {
      let flags: [String] = needFlags + [option.flag!] + (sample.word.map { [$0] } ?? [])
      let members = (needMembers + ["\"\(option.key!)\": \(sample.json)"]).joined(separator: ", ")
      let fromFlags = try Arguments.parse([subcommand.rawValue] + flags)
      let file = try FormFile.parse(
        Array("{\"fields\": [{\"id\": \"\(subcommand.fieldID)\", \(members)}]}".utf8), name: "f")
      #expect(fromFlags.spec == file.fields.first, "\(flags) and {\(members)}")
      let fileHistory = file.histories[subcommand.fieldID] ?? HistorySettings()
      #expect(fromFlags.history == fileHistory, "\(flags) and {\(members)}")
      #expect(fromFlags.maxLines == file.form.elements.first?.area?.maxLines, "\(flags) and {\(members)}")
      if sample.word != option.defaultValue {
        #expect(
          fromFlags.spec != CommandSettings(for: subcommand).spec || fromFlags.history != HistorySettings()
            || fromFlags.maxLines != nil,
          "\(flags) changed nothing")
      }
    }
  }

  @Test("without options a spec has the table's defaults, which are FieldSpec's")
  func defaults() throws {
    for subcommand in Subcommand.allCases {
      #expect(CommandSettings(for: subcommand).spec == FieldSpec(id: subcommand.fieldID))
    }
    #expect(CommandSettings(for: .form).output == .json)
    #expect(CommandSettings(for: .input).output == .plain)
    #expect(
      try FormFile.parse(Array(#"{"fields": [{"id": "a"}]}"#.utf8), name: "f").fields == [FieldSpec(id: "a")])
  }

  @Test("a format's value takes the kind of the format chosen")
  func formatValueKind() {
    #expect(ValueKind.formatValue.resolved(forFormat: .integer) == .number(isDecimal: false))
    #expect(ValueKind.formatValue.resolved(forFormat: .decimal) == .number(isDecimal: true))
    #expect(ValueKind.formatValue.resolved(forFormat: nil) == .formatValue)
    #expect(ValueKind.wholeNumber(0 ... .max).resolved(forFormat: .decimal) == .wholeNumber(0 ... .max))
  }

  @Test(
    "each subcommand's help lists every option it takes, and its usage line", arguments: Subcommand.allCases)
  func help(_ subcommand: Subcommand) {
    let help = Tool.run([subcommand.rawValue, "--help"]).output
    for option in OptionTable.options(for: subcommand) {
      // A term too long for its column has a line of its own.
      let term = "  " + option.term(.commandLine)
      #expect(help.contains(term + " ") || help.contains(term + "\n"), "\(option.term(.commandLine))")
    }
    #expect(help.hasPrefix("Usage: tfield \(subcommand.rawValue) "))
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= OptionTable.helpWidth })
    let tool = Tool.run(["--help"]).output
    #expect(tool.contains("  " + OptionTable.usageWords(for: subcommand).prefix(3).joined(separator: " ")))
  }

  @Test("help wraps at spaces and keeps a one- or two-character word with what follows")
  func wrap() {
    #expect(
      OptionTable.wrap("0 digit, A letter or digit", width: 11) == ["0 digit,", "A letter", "or digit"])
    #expect(OptionTable.wrap("one two", width: 3) == ["one", "two"])
    #expect(OptionTable.wrap("", width: 10) == [""])
  }
}

@Suite("Option reference")
struct OptionReferenceTests {
  @Test("docs/tfield-options.md is the option table")
  func reference() throws {
    let url = PackageRoot.url("docs/tfield-options.md")
    let expected = OptionTable.markdownReference
    if ProcessInfo.processInfo.environment["TF_REGENERATE_DOCS"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected,
      "docs/tfield-options.md differs from the table; TF_REGENERATE_DOCS=1 swift test --filter OptionReference"
    )
  }
}

extension Invocation {
  /// The spec of the field the invocation describes, if any.
  fileprivate var spec: FieldSpec? {
    switch self {
    case .input(let spec, _, _, _), .check(let spec, _, _), .prompt(let spec, _, _, _, _, _): spec
    case .choose(let choose): choose.spec
    case .write(let write): write.spec
    case .help, .version, .form, .confirm, .completions, .shellBindings: nil
    }
  }

  /// The most lines of `write`'s text (nil for no limit, or another subcommand).
  fileprivate var maxLines: Int? {
    if case .write(let write) = self { return write.maxLines }
    return nil
  }

  /// The history settings of the field the invocation describes (none when it has none).
  fileprivate var history: HistorySettings {
    switch self {
    case .input(_, _, _, let history), .prompt(_, _, _, _, _, let history): history
    default: HistorySettings()
    }
  }
}

extension Option: CustomTestStringConvertible {
  /// The option as help lists it.
  public var testDescription: String { term(.commandLine) }
}
