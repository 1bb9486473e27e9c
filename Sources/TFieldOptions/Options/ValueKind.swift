import FieldEngine

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
  /// A form file's array of strings (a multiselect's values).
  case strings
  /// A form file's options: an array of strings, or of `{"label": …, "value": …}` objects.
  case options
  /// A form file's condition: `{"field": ID, "equals": VALUE}` or `{"field": ID, "in": [VALUES]}`.
  case condition

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
    case .strings: "LIST"
    case .options: "OPTIONS"
    case .condition: "CONDITION"
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
