import FieldEngine

/// What options set: the spec of the field that the rule options describe, the number being
/// put together from its options, and the command's own settings. The flag parser fills one for
/// a command line, the form-file reader one per field; both read options through
/// `Option.apply(_:to:)` and finish with `finishedSpec()`, so a flag and its key cannot differ.
public struct CommandSettings: Equatable, Sendable {
  /// The field the rule options describe.
  public var spec: FieldSpec
  /// The typed number, from `--integer`/`--decimal`, `--min`, `--max` and `--places`.
  public var number = NumberDraft()
  /// How `input`, `form`, `prompt` and `choose` print what was entered.
  public var output = OutputFormat.plain
  /// How `check` reports.
  public var checkOutput = CheckOutput.plain
  /// The title: a prompt's top border, a list's title row.
  public var title = ""
  /// A prompt's message.
  public var message = ""
  /// The item a list marks as the current choice.
  public var selected: String?
  /// A list offers "Other…" for a new item.
  public var offersOther = false
  /// The value `check` checks; nil to read stdin.
  public var checkedValue: String?
  /// How the interactive subcommands draw: inline or full screen, and what they leave behind.
  public var display = Display()
  /// The answer `confirm` highlights at the start, which Enter alone takes.
  public var defaultAnswer = Answer.no
  /// What `confirm` prints.
  public var confirmOutput = ConfirmOutput.plain

  /// The settings before any option: a field with the subcommand's id, and the default of every
  /// option the subcommand takes (for a form file's field, `subcommand` nil: of every key).
  public init(for subcommand: Subcommand?) {
    spec = FieldSpec(id: subcommand?.fieldID ?? "")
    let options = subcommand.map { OptionTable.options(for: $0) } ?? OptionTable.keyed
    for option in options {
      guard let value = option.defaultValue else { continue }
      option.apply(.text(value), to: &self)
    }
  }

  /// The spec with its number built from the number's options.
  ///
  /// - Throws: both number kinds given, or a bound or places without either.
  public func finishedSpec() throws(NumberDraft.Problem) -> FieldSpec {
    var spec = spec
    spec.number = try number.format()
    return spec
  }
}

/// A typed number being put together from its options, which may come in any order: the kind
/// (`--integer` or `--decimal`), then its bounds and places once all are read.
public struct NumberDraft: Equatable, Sendable {
  /// The kinds given (`.integer`, `.decimal`), in order; more than one is a mistake.
  public private(set) var kinds: [FieldSpec.Setting] = []
  /// The smallest value, as written.
  public private(set) var minimum: String?
  /// The largest value, as written.
  public private(set) var maximum: String?
  /// The most digits after the point.
  public private(set) var places: Int?
  /// The bounds and places given (`.minimum`, `.maximum`, `.places`), in order.
  public private(set) var given: [FieldSpec.Setting] = []

  /// What keeps a draft from being a number.
  public enum Problem: Error, Equatable, Sendable {
    /// Both `--integer` and `--decimal`.
    case bothKinds
    /// A bound or places without a kind: the first one given.
    case withoutKind(FieldSpec.Setting)
  }

  /// Creates an empty draft: no number.
  public init() {}

  /// The kind chosen (`.integer` or `.decimal`), nil for none: what a format value is read as
  /// (`ValueKind.resolved(forFormat:)`).
  ///
  /// - Throws: both kinds.
  public func kind() throws(Problem) -> FieldSpec.Setting? {
    guard kinds.count <= 1 else { throw .bothKinds }
    return kinds.first
  }

  /// Turns a kind on (`--integer`, `"integer": true`) or off (`"integer": false`).
  public mutating func setKind(_ kind: FieldSpec.Setting, _ on: Bool) {
    kinds.removeAll { $0 == kind }
    if on { kinds.append(kind) }
  }

  /// Sets a bound (`.minimum` or `.maximum`) as written.
  public mutating func setBound(_ bound: FieldSpec.Setting, _ text: String) {
    if bound == .minimum { minimum = text } else { maximum = text }
    given.append(bound)
  }

  /// Sets the places.
  public mutating func setPlaces(_ places: Int) {
    self.places = places
    given.append(.places)
  }

  /// The number format, or nil when no kind was given.
  ///
  /// - Throws: both kinds, or a bound or places without a kind.
  public func format() throws(Problem) -> NumberFormat? {
    guard let kind = try kind() else {
      if let first = given.first { throw .withoutKind(first) }
      return nil
    }
    return NumberFormat(isDecimal: kind == .decimal, minimum: minimum, maximum: maximum, places: places)
  }
}

/// How `input`, `form`, `prompt`, `choose` and `confirm` run on the terminal: how they draw, how
/// long they wait, whether they ask in plain lines.
public struct Display: Equatable, Sendable {
  /// Draw on the whole (alternate) screen instead of inline below the cursor (`--fullscreen`).
  public var fullscreen = false
  /// Inline, erase what was drawn when done instead of leaving a transcript (`--clear`).
  public var clearsWhenDone = false
  /// Inline, how many rows a list takes (`--height`); nil for its default.
  public var height: ListHeight?
  /// How long to wait for an answer, counted from the start (`--timeout`); nil for ever.
  public var timeout: Timeout?
  /// Ask in plain lines (`--plain`): no cursor addressing, the terminal's own line editing.
  public var plain = false
  /// When to draw in colour (`--color`).
  public var color = ColorMode.auto

  /// Draws inline, leaves a transcript, takes a list's default height.
  public init(fullscreen: Bool = false, clearsWhenDone: Bool = false, height: ListHeight? = nil) {
    self.fullscreen = fullscreen
    self.clearsWhenDone = clearsWhenDone
    self.height = height
  }
}

/// How many rows an inline list takes: a count of rows, or a share of the terminal's.
public enum ListHeight: Equatable, Hashable, Sendable {
  /// This many rows, at least `minimumRows`.
  case rows(Int)
  /// This percentage of the terminal's rows, 1 to 100.
  case percent(Int)

  /// The fewest rows a list draws: its filter row, two items, its message row.
  public static let minimumRows = 4

  /// Reads `N` (rows, at least `minimumRows`) or `N%` (1 to 100); nil for anything else.
  public init?(_ text: String) {
    let percent = text.hasSuffix("%")
    let digits = percent ? text.dropLast() : text[...]
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), digits.count <= 9,
      let number = Int(digits)
    else { return nil }
    if percent {
      guard (1...100).contains(number) else { return nil }
      self = .percent(number)
    } else {
      guard number >= Self.minimumRows else { return nil }
      self = .rows(number)
    }
  }
}

/// How long an interactive subcommand waits, from its start (`--timeout SECONDS`): more than 0
/// seconds, decimals allowed (`2.5`), less than a billion.
public struct Timeout: Equatable, Hashable, Sendable {
  /// The time in milliseconds, rounded up (at least 1).
  public let milliseconds: Int

  /// The largest number of whole seconds accepted, plus one.
  public static let limit = 1_000_000_000

  /// A time of `milliseconds` (at least 1).
  public init(milliseconds: Int) {
    self.milliseconds = max(1, milliseconds)
  }

  /// Reads `30`, `2.5` or `.5` seconds; nil for 0, anything negative, anything that is not
  /// digits with at most one point, and a billion seconds or more.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard !(whole.isEmpty && fraction.isEmpty), isDigits(whole), isDigits(fraction) else { return nil }
    let digits = whole.drop { $0 == "0" }
    guard digits.count <= 9 else { return nil }
    // Milliseconds from the first three fraction digits, rounded up by any digit after them.
    let seconds = Int(digits) ?? 0
    let thousandths =
      Int((fraction.prefix(3) + String(repeating: "0", count: max(0, 3 - fraction.count)))) ?? 0
    let roundsUp = fraction.dropFirst(3).contains { $0 != "0" }
    let total = seconds * 1000 + thousandths + (roundsUp ? 1 : 0)
    guard total > 0 else { return nil }
    milliseconds = total
  }
}
