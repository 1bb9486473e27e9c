import FieldEngine

/// One option of `tfield`: a flag of some subcommands, a key of form files, or both, with
/// everything the flag parser, the form-file reader, the help, the messages and the docs need to
/// know about it. The rows are `OptionTable.options`; an option is made by one of the typed
/// constructors (`boolean`, `text`, `wholeNumber`, `choice`, `formatValue`), so its value kind and
/// what it does with the value cannot disagree.
public struct Option: Sendable {
  /// The long flag ("--max-length"), or nil for a key that only form files have ("id").
  public let flag: String?
  /// Short forms of the flag ("-h").
  public let shortFlags: [String]
  /// The key of a form file's field ("maxLength"), or nil for an option of the command line only.
  public let key: String?
  /// The subcommands that take the flag, in `Subcommand` order.
  public let subcommands: [Subcommand]
  /// True when `tfield` takes the flag before any subcommand (`tfield --version`).
  public let beforeSubcommand: Bool
  /// What the value is.
  public let value: ValueKind
  /// What the option does, in a few words, without its flag or key.
  public let help: String
  /// Where help and the docs list it.
  public let section: Section
  /// The rule it sets, so that an error or a violation about that rule names it.
  public let rule: RuleName?
  /// The formats the option belongs to (`--places` needs `--decimal`): help and the docs say so,
  /// and a mistake without one of them names them.
  public let needs: [RuleName]
  /// The value taken when the option is not given, as written on the command line; nil when
  /// not given means not set.
  public let defaultValue: String?
  /// True when the option may be given more than once (`--selected`), each value adding to
  /// the others.
  public let repeats: Bool
  /// For a switch that also takes a whole number attached to its flag (`--multi=N`, `-mN`, as
  /// fzf's `--multi[=MAX]`), what the number does; nil for every other option.
  package let attachedNumber: (@Sendable (inout CommandSettings, Int) -> Void)?
  let action: Action

  /// What an option does with its value.
  enum Action: Sendable {
    /// Sets part of the settings; the value always has the option's kind.
    case set(@Sendable (inout CommandSettings, OptionValue) -> Void)
    /// Shows help.
    case help
    /// Shows the version.
    case version
  }

  /// The groups help and the docs list options in.
  public enum Section: String, CaseIterable, Sendable {
    /// The field itself and how it is shown: id, label, initial value, password echo.
    case field
    /// The rules: lengths, character sets, policies, validators.
    case rules
    /// The whole-text formats: mask, numbers, pattern.
    case formats
    /// The command's own options: output, title, items.
    case command
    /// A field's history and suggestions.
    case history
    /// Help and version.
    case general
  }

  /// True for `--help`.
  public var showsHelp: Bool { if case .help = action { true } else { false } }
  /// True for `--version`.
  public var showsVersion: Bool { if case .version = action { true } else { false } }
  /// True when the option is a rule or a format: `RULES` in usage lines.
  public var isRule: Bool { section == .rules || section == .formats }

  /// Every spelling of the flag: the long one, then the short ones.
  public var flags: [String] { (flag.map { [$0] } ?? []) + shortFlags }

  /// The spellings that turn a switch off (`+m`, `--no-multi`), as fzf spells them: a default
  /// from `TFIELD_DEFAULT_OPTS` can be undone on the command line. A spelling that is another
  /// option's own flag (`+i`) is that option's.
  public var offFlags: [String] {
    guard value == .boolean, let flag, flag.hasPrefix("--"), !flag.hasPrefix("--no-"), !beforeSubcommand
    else {
      return []
    }
    return shortFlags.filter { $0.hasPrefix("-") }.map { "+" + $0.dropFirst() } + [
      "--no-" + flag.dropFirst(2)
    ]
  }

  /// Applies a value of the option's kind (`OptionValue.boolean` for `.boolean`,
  /// `.wholeNumber` for `.wholeNumber`, `.text` for every other kind) to the settings.
  public func apply(_ value: OptionValue, to settings: inout CommandSettings) {
    if case .set(let set) = action { set(&settings, value) }
  }

  /// A row in full; the typed constructors below are the way to make one.
  init(
    flag: String?, shortFlags: [String] = [], key: String?, subcommands: [Subcommand],
    beforeSubcommand: Bool = false, value: ValueKind, help: String, section: Section,
    rule: RuleName? = nil, needs: [RuleName] = [], defaultValue: String? = nil,
    repeats: Bool = false, attachedNumber: (@Sendable (inout CommandSettings, Int) -> Void)? = nil,
    action: Action
  ) {
    self.flag = flag
    self.shortFlags = shortFlags
    self.key = key
    self.subcommands = subcommands
    self.beforeSubcommand = beforeSubcommand
    self.value = value
    self.help = help
    self.section = section
    self.rule = rule
    self.needs = needs
    self.defaultValue = defaultValue
    self.repeats = repeats
    self.attachedNumber = attachedNumber
    self.action = action
  }
}

/// What an option's value is: how the flag parser and the form-file reader read it, how help
/// names it, and what a shell completion would offer.
public enum ValueKind: Equatable, Hashable, Sendable {
  /// No value: a switch given or not (`true` or `false` in a form file).
  case boolean
  /// Any text; `name` is how help shows it ("TEXT", "CHARS", "TEMPLATE", "REGEX", "ITEM").
  case text(name: String)
  /// A whole number in a range (`0 ... Int.max` for most; `--tabstop`'s is `1...1000`),
  /// read by `wholeNumber(from:)`.
  case wholeNumber(ClosedRange<Int>)
  /// One of a fixed list of words.
  case choice(name: String, choices: [Choice])
  /// A file's path, or `-` for stdin.
  case file
  /// A file's path (a form file's: relative to the form file).
  case path
  /// A value of the field's format, whose kind depends on the format chosen:
  /// `resolved(forFormat:)` (a number under `--integer` or `--decimal`, a date under `--date`).
  case formatValue
  /// A number, written like `-12` or, when `isDecimal`, like `-2.5` or `.5`.
  case number(isDecimal: Bool)
  /// A date or time written in the field's date layout, or `today` or `now`.
  case dateValue
  /// A height in rows (`N`, at least 4) or a share of the terminal's (`N%`).
  case height
  /// An item of a list, as bytes kept exactly as given (not necessarily UTF-8).
  case item(name: String)
  /// A time in seconds, more than 0, decimals allowed (`Timeout`).
  case seconds

  /// How help names the value ("N", "POLICY"), or nil for a switch.
  public var name: String? {
    switch self {
    case .boolean: nil
    case .text(let name), .choice(let name, _), .item(let name): name
    case .wholeNumber: "N"
    case .file, .path: "FILE"
    case .formatValue: "VALUE"
    case .number: "NUMBER"
    case .dateValue: "DATE"
    case .height: "ROWS"
    case .seconds: "SECONDS"
    }
  }

  /// The kind once the field's format is known (`.integer`, `.decimal`, or nil for none): a
  /// format value becomes that format's kind of value; every other kind stays as it is. Without
  /// a format that has values, a format value stays unresolved.
  public func resolved(forFormat format: RuleName?) -> ValueKind {
    guard self == .formatValue else { return self }
    switch format {
    case RuleName.integer: return .number(isDecimal: false)
    case RuleName.decimal: return .number(isDecimal: true)
    case RuleName.date: return .dateValue
    default: return self
    }
  }

  /// The range of a whole number's values; nil for every other kind.
  public var numberRange: ClosedRange<Int>? {
    if case .wholeNumber(let range) = self { return range }
    return nil
  }

  /// `text` read as a whole number of this kind's range: the one reading of every whole-number
  /// option, from the command line and from a form file (whose numbers come as plain digits,
  /// `signed`). Digits with a value out of the range, however many (`10^30`), are
  /// `.outOfRange`; anything else that is not digits is `.notANumber`.
  public func wholeNumber(from text: String, signed: Bool = false) -> Result<Int, WholeNumberProblem> {
    let range = numberRange ?? 0 ... .max
    switch WholeNumber.read(text, signed: signed, in: range) {
    case .number(let value): return .success(value)
    case .outOfRange: return .failure(.outOfRange(range))
    case .notANumber: return .failure(.notANumber(range))
    }
  }

  /// The allowed words of a choice; empty for every other kind.
  public var choices: [Choice] {
    if case .choice(_, let choices) = self { return choices }
    return []
  }
}

/// Why a whole number option's value is refused: the range it must be in.
public enum WholeNumberProblem: Error, Equatable, Sendable {
  /// Digits whose value is outside the range.
  case outOfRange(ClosedRange<Int>)
  /// Not digits.
  case notANumber(ClosedRange<Int>)

  /// The range the value must be in.
  public var range: ClosedRange<Int> {
    switch self {
    case .outOfRange(let range), .notANumber(let range): range
    }
  }

  /// The range in words: "a whole number ≥ 0", "a whole number from 1 to 1000".
  public static func describe(_ range: ClosedRange<Int>) -> String {
    range.upperBound == .max
      ? "a whole number ≥ \(range.lowerBound)"
      : "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }
}

/// One allowed word of a choice, with what it means ("" when the word says it all).
public struct Choice: Equatable, Hashable, Sendable {
  /// The word, as typed.
  public let value: String
  /// What it means, for help and completions.
  public let help: String

  /// A word and its meaning.
  public init(_ value: String, _ help: String = "") {
    self.value = value
    self.help = help
  }
}

/// A value read for an option, in the shape its kind gives: a switch's state, a whole number, or
/// text (everything else, checked against a choice's words where there are some).
public enum OptionValue: Equatable, Sendable {
  /// A switch: given (true), or in a form file true or false.
  case boolean(Bool)
  /// A whole number in the option's range.
  case wholeNumber(Int)
  /// Text: the word as given, a choice's word, a path, a format's value as written.
  case text(String)
  /// An item's bytes, exactly as given.
  case bytes([UInt8])
}

extension Option {
  /// A switch: `--required`, `"required": true`; with `attachedNumber`, one that also takes a
  /// whole number attached to its flag (`--multi=3`, `-m3`).
  static func boolean(
    _ flag: String?, short: [String] = [], key: String? = nil, _ subcommands: [Subcommand],
    _ section: Section,
    rule: RuleName? = nil, needs: [RuleName] = [], help: String,
    attachedNumber: (@Sendable (inout CommandSettings, Int) -> Void)? = nil,
    set: @escaping @Sendable (inout CommandSettings, Bool) -> Void
  ) -> Option {
    Option(
      flag: flag, shortFlags: short, key: key, subcommands: subcommands, value: .boolean, help: help,
      section: section,
      rule: rule, needs: needs, attachedNumber: attachedNumber,
      action: .set { settings, value in
        guard case .boolean(let on) = value else { preconditionFailure("\(value) for a switch") }
        set(&settings, on)
      })
  }

  /// Text: `--allow CHARS`, `"allow": "abc"`.
  static func text(
    _ flag: String?, short: [String] = [], key: String? = nil, _ subcommands: [Subcommand],
    _ section: Section, name: String, rule: RuleName? = nil, needs: [RuleName] = [], repeats: Bool = false,
    help: String,
    set: @escaping @Sendable (inout CommandSettings, String) -> Void
  ) -> Option {
    Option(
      flag: flag, shortFlags: short, key: key, subcommands: subcommands, value: .text(name: name), help: help,
      section: section, rule: rule, needs: needs, repeats: repeats,
      action: .set { settings, value in set(&settings, value.text) })
  }

  /// A whole number in `range` (by default from 0 to `Int.max`): `--max-length N`,
  /// `"maxLength": 5`; a number out of the range is refused naming it.
  static func wholeNumber(
    _ flag: String?, short: [String] = [], key: String? = nil, _ subcommands: [Subcommand],
    _ section: Section, in range: ClosedRange<Int> = 0 ... .max,
    rule: RuleName? = nil, needs: [RuleName] = [], help: String,
    set: @escaping @Sendable (inout CommandSettings, Int) -> Void
  ) -> Option {
    Option(
      flag: flag, shortFlags: short, key: key, subcommands: subcommands, value: .wholeNumber(range),
      help: help,
      section: section,
      rule: rule, needs: needs,
      action: .set { settings, value in
        guard case .wholeNumber(let number) = value else { preconditionFailure("\(value) for a number") }
        set(&settings, number)
      })
  }

  /// One of an enumeration's raw values: `--on-type POLICY`, `"onType": "filter"`. The choices
  /// are the type's cases, in order, with `notes` saying what each means.
  static func choice<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
    _ flag: String?, key: String? = nil, _ subcommands: [Subcommand], _ section: Section, name: String,
    of type: Word.Type, notes: [Word: String] = [:], default defaultValue: Word, help: String,
    set: @escaping @Sendable (inout CommandSettings, Word) -> Void
  ) -> Option where Word.RawValue == String {
    let choices = Word.allCases.map { Choice($0.rawValue, notes[$0] ?? "") }
    return Option(
      flag: flag, key: key, subcommands: subcommands, value: .choice(name: name, choices: choices),
      help: help,
      section: section, defaultValue: defaultValue.rawValue,
      action: .set { settings, value in
        guard let word = Word(rawValue: value.text) else { preconditionFailure("\(value) is no choice") }
        set(&settings, word)
      })
  }

  /// An item, as bytes: `--selected ITEM`, any number of times.
  static func item(
    _ flag: String, _ subcommands: [Subcommand], _ section: Section, name: String, repeats: Bool,
    help: String,
    set: @escaping @Sendable (inout CommandSettings, [UInt8]) -> Void
  ) -> Option {
    Option(
      flag: flag, key: nil, subcommands: subcommands, value: .item(name: name), help: help, section: section,
      repeats: repeats, action: .set { settings, value in set(&settings, value.bytes) })
  }

  /// A value of the field's format, read once the format is known: `--min VALUE`, `"min": 0`.
  static func formatValue(
    _ flag: String?, key: String? = nil, _ subcommands: [Subcommand], rule: RuleName,
    needs: [RuleName], help: String, set: @escaping @Sendable (inout CommandSettings, String) -> Void
  ) -> Option {
    Option(
      flag: flag, key: key, subcommands: subcommands, value: .formatValue, help: help, section: .formats,
      rule: rule, needs: needs, action: .set { settings, value in set(&settings, value.text) })
  }
}

extension OptionValue {
  /// The text of a text value; a programming error for any other.
  var text: String {
    guard case .text(let text) = self else { preconditionFailure("\(self) where text was expected") }
    return text
  }

  /// The bytes of an item value (a text value's UTF-8: a form file's or a test's string).
  var bytes: [UInt8] {
    switch self {
    case .bytes(let bytes): bytes
    case .text(let text): Array(text.utf8)
    default: preconditionFailure("\(self) where an item was expected")
    }
  }
}
