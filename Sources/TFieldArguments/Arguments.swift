import FieldEngine

// tfield's command line, parsed into a `Command` with nothing done yet: a library, so that the
// arguments fuzzer (Fuzz/FuzzTargets) can reach it; the tool itself lives in Sources/tfield.

/// The subcommands of `tfield`.
public enum Subcommand: String, CaseIterable, Sendable {
  /// One field on the terminal.
  case input
  /// Several fields from a form file.
  case form
  /// A value against the rules, without a terminal.
  case check
  /// A prompt dialog: a title, a message, one field, OK and Cancel.
  case prompt
  /// An editable choice list.
  case choose
}

/// How `input` and `form` print what was entered.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// The value and a newline (`form`: each value on its own line, in field order).
  case plain
  /// A JSON string (`form`: one object of id -> value, in field order).
  case json
  /// Quoted for `eval` (`form`: one `id='value'` line per field).
  case shell
  /// Percent-encoded as a URL query component (`form`: `id=value&id=value`).
  case url
}

/// How `check` reports.
public enum CheckOutput: String, CaseIterable, Sendable {
  /// Nothing on success; one line per violation on stderr.
  case plain
  /// `{"valid": …, "violations": […]}` on stdout.
  case json
}

/// What the command line asks for, parsed and checked; no I/O has happened yet.
public enum Command: Equatable, Sendable {
  /// `--help`: the tool's help, or a subcommand's.
  case help(Subcommand?)
  /// `--version`.
  case version
  /// `tfield input`.
  case input(spec: FieldSpec, output: OutputFormat)
  /// `tfield form FILE`.
  case form(path: String, output: OutputFormat)
  /// `tfield check`; `value` is nil when it comes from stdin.
  case check(spec: FieldSpec, value: String?, output: CheckOutput)
  /// `tfield prompt`: the spec holds the rules and the initial value.
  case prompt(spec: FieldSpec, title: String, message: String, output: OutputFormat)
  /// `tfield choose`; `items` is nil when they come from stdin; the spec holds the rules of an item
  /// added with "Other…".
  case choose(Choose)
}

/// What `tfield choose` was asked for.
public struct Choose: Equatable, Sendable {
  /// The items from the command line, or nil to read stdin's lines.
  public var items: [String]?
  /// The item marked as the current choice.
  public var selected: String?
  /// Offer "Other…" for a new item.
  public var other = false
  /// The title row.
  public var title = ""
  /// The rules of a new item.
  public var spec = FieldSpec(id: "item")
  /// How the choice is printed.
  public var output = OutputFormat.plain
}

/// A mistake on the command line, as data; `Messages` words it.
public enum UsageError: Error, Equatable, Sendable {
  /// No subcommand at all.
  case missingSubcommand
  /// A subcommand that does not exist.
  case unknownSubcommand(String)
  /// An option the subcommand does not take.
  case unknownOption(String, Subcommand)
  /// An option that needs a value came last.
  case missingValue(flag: String)
  /// A switch such as `--required` was given a value with `=`.
  case unexpectedValue(flag: String)
  /// A number that is not a whole number ≥ 0.
  case notAWholeNumber(flag: String, got: String)
  /// A whole number larger than any `Int` (`Int.max`, 9223372036854775807 on 64-bit systems).
  case tooLarge(flag: String, got: String)
  /// A value that is not one of the choices.
  case notAChoice(flag: String, got: String, choices: [String])
  /// The same option twice.
  case repeated(flag: String)
  /// A word the subcommand does not take.
  case unexpectedArgument(String, Subcommand)
  /// `form` without its file.
  case missingFile
  /// `--min`, `--max` or `--places` without `--integer` or `--decimal`.
  case needsNumberKind(flag: String)
  /// Both `--integer` and `--decimal`.
  case bothNumberKinds
}

/// Parses `tfield`'s arguments (without the program's name) into a `Command`.
public enum Arguments {
  /// The rule flags that take a whole number, and the unit of each length limit.
  public static let limitFlags: [(flag: String, unit: LengthUnit)] = [
    ("--max-length", .characters), ("--max-scalars", .scalars), ("--max-bytes", .utf8Bytes),
    ("--max-utf16", .utf16CodeUnits), ("--max-columns", .columns),
  ]

  /// Parses the arguments.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { throw .missingSubcommand }
    if first == "--help" || first == "-h" || first == "help" {
      guard arguments.count > 1 else { return .help(nil) }
      guard let subcommand = Subcommand(rawValue: arguments[1]) else {
        throw .unknownSubcommand(arguments[1])
      }
      return .help(subcommand)
    }
    if first == "--version" { return .version }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw first.hasPrefix("-") ? .unknownOption(first, .input) : .unknownSubcommand(first)
    }
    var words = Words(Array(arguments.dropFirst()))
    var spec = FieldSpec(id: "value")
    var seen = Set<String>()
    var value: String?
    var output: String?
    var file: String?
    var title: String?
    var message: String?
    var choose = Choose()
    var items: [String] = []
    var numberKind: String?
    var bounds: (minimum: String?, maximum: String?, places: Int?) = (nil, nil, nil)
    var boundFlag: String?
    while let word = words.next() {
      if word.name == "--help" || word.name == "-h" { return .help(subcommand) }
      guard word.isOption else {
        if subcommand == .choose {
          items.append(word.name)
          continue
        }
        guard subcommand == .form, file == nil else { throw .unexpectedArgument(word.name, subcommand) }
        file = word.name
        continue
      }
      guard seen.insert(word.name).inserted else { throw .repeated(flag: word.name) }
      let takesRules = subcommand != .form
      switch word.name {
      case "--output": output = try words.value(for: word)
      case "--value" where subcommand != .form && subcommand != .choose: value = try words.value(for: word)
      case "--title" where subcommand == .prompt || subcommand == .choose: title = try words.value(for: word)
      case "--message" where subcommand == .prompt: message = try words.value(for: word)
      case "--selected" where subcommand == .choose: choose.selected = try words.value(for: word)
      case "--other" where subcommand == .choose:
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        choose.other = true
      case "--label" where subcommand == .input: spec.label = try words.value(for: word)
      case "--allow" where takesRules: spec.allow = try words.value(for: word)
      case "--deny" where takesRules: spec.deny = try words.value(for: word)
      case "--on-type" where takesRules: spec.onType = try policy(words.value(for: word), word.name)
      case "--on-paste" where takesRules: spec.onPaste = try policy(words.value(for: word), word.name)
      case "--min-length" where takesRules:
        spec.minLength = try wholeNumber(words.value(for: word), word.name)
      case "--required" where takesRules:
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        spec.required = true
      case "--mask" where takesRules: spec.mask = try words.value(for: word)
      case "--pattern" where takesRules: spec.pattern = try words.value(for: word)
      case "--integer" where takesRules, "--decimal" where takesRules:
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        guard numberKind == nil else { throw .bothNumberKinds }
        numberKind = word.name
      case "--min" where takesRules:
        bounds.minimum = try words.value(for: word)
        boundFlag = boundFlag ?? word.name
      case "--max" where takesRules:
        bounds.maximum = try words.value(for: word)
        boundFlag = boundFlag ?? word.name
      case "--places" where takesRules:
        bounds.places = try wholeNumber(words.value(for: word), word.name)
        boundFlag = boundFlag ?? word.name
      case "--password" where subcommand == .input || subcommand == .prompt:
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        spec.password = true
      case "--unmasked" where subcommand == .input:
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        spec.unmasked = true
      case "--placeholder" where subcommand == .input || subcommand == .prompt:
        spec.placeholder = try words.value(for: word)
      default:
        guard takesRules, let unit = limitFlags.first(where: { $0.flag == word.name })?.unit else {
          throw .unknownOption(word.name, subcommand)
        }
        spec.limits[unit] = try wholeNumber(words.value(for: word), word.name)
      }
    }
    if let numberKind {
      spec.number = NumberFormat(
        isDecimal: numberKind == "--decimal", minimum: bounds.minimum, maximum: bounds.maximum,
        places: bounds.places)
    } else if let boundFlag {
      throw .needsNumberKind(flag: boundFlag)
    }
    switch subcommand {
    case .input:
      spec.value = value ?? ""
      return .input(spec: spec, output: try choice(output ?? "plain", "--output"))
    case .form:
      guard let file else { throw .missingFile }
      return .form(path: file, output: try choice(output ?? "json", "--output"))
    case .check:
      return .check(spec: spec, value: value, output: try choice(output ?? "plain", "--output"))
    case .prompt:
      spec.value = value ?? ""
      return .prompt(
        spec: spec, title: title ?? "", message: message ?? "",
        output: try choice(output ?? "plain", "--output"))
    case .choose:
      choose.items = items.isEmpty ? nil : items
      choose.title = title ?? ""
      spec.id = "item"
      choose.spec = spec
      choose.output = try choice(output ?? "plain", "--output")
      return .choose(choose)
    }
  }

  private static func wholeNumber(_ text: String, _ flag: String) throws(UsageError) -> Int {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      throw .notAWholeNumber(flag: flag, got: text)
    }
    guard let number = Int(text) else { throw .tooLarge(flag: flag, got: text) }
    return number
  }

  /// The flag that spells a setting, for messages about a configuration error from flags.
  public static func flag(for setting: FieldSpec.Setting) -> String {
    switch setting {
    case .limit(let unit): limitFlags.first { $0.unit == unit }!.flag
    case .allow: "--allow"
    case .deny: "--deny"
    case .required: "--required"
    case .minLength: "--min-length"
    case .mask: "--mask"
    case .integer: "--integer"
    case .decimal: "--decimal"
    case .minimum: "--min"
    case .maximum: "--max"
    case .places: "--places"
    case .pattern: "--pattern"
    }
  }

  private static func policy(_ text: String, _ flag: String) throws(UsageError) -> EditPolicy {
    try choice(text, flag)
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ flag: String)
    throws(UsageError) -> T where T.RawValue == String
  {
    guard let value = T(rawValue: text) else {
      throw .notAChoice(flag: flag, got: text, choices: T.allCases.map(\.rawValue))
    }
    return value
  }

  /// The words after the subcommand: `--flag value`, `--flag=value`, and plain words. After `--`,
  /// every word is plain.
  private struct Words {
    struct Word {
      var name: String
      var attached: String?
      var isOption: Bool
    }

    private var remaining: ArraySlice<String>
    private var onlyPlain = false

    init(_ words: [String]) { remaining = words[...] }

    mutating func next() -> Word? {
      guard let word = remaining.popFirst() else { return nil }
      if onlyPlain || !word.hasPrefix("-") || word == "-" { return Word(name: word, isOption: false) }
      if word == "--" {
        onlyPlain = true
        return next()
      }
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        return Word(
          name: String(word[..<equals]), attached: String(word[word.index(after: equals)...]), isOption: true)
      }
      return Word(name: word, isOption: true)
    }

    /// The option's value: attached with `=`, or the next word whatever it looks like, so that
    /// `--value -3` and `--deny -` work.
    mutating func value(for word: Word) throws(UsageError) -> String {
      if let attached = word.attached { return attached }
      guard let value = remaining.popFirst() else { throw .missingValue(flag: word.name) }
      return value
    }
  }
}
