import FieldEngine

/// A field's format being put together from its options, which may come in any order: a mask, a
/// pattern, or a number's or date's kind (`--integer`, `--decimal` or `--date`) with its bounds
/// and places once all are read. A field takes one format; more is a mistake `textFormat()` names.
public struct FormatDraft: Equatable, Sendable {
  /// The mask template (`--mask`), as written; nil for none.
  public private(set) var mask: String?
  /// The pattern (`--pattern`), as written; nil for none.
  public private(set) var pattern: String?
  /// The kinds given (`.integer`, `.decimal`), in order; more than one is a mistake.
  public private(set) var kinds: [RuleName] = []
  /// The date layout (`--date`), as written; nil for none.
  public private(set) var dateLayout: String?
  /// The value is handed on in ISO 8601 (`--iso`).
  public private(set) var iso = false
  /// The smallest value, as written.
  public private(set) var minimum: String?
  /// The largest value, as written.
  public private(set) var maximum: String?
  /// The most digits after the point.
  public private(set) var places: Int?
  /// The digit-group separator shown (`--group SEP`).
  public private(set) var groupSeparator: String?
  /// The bounds, places and group separator given (`.minimum`, `.maximum`, `.places`, `.group`),
  /// in order.
  public private(set) var given: [RuleName] = []

  /// What keeps a draft from being a format.
  public enum Problem: Error, Equatable, Sendable {
    /// Both `--integer` and `--decimal`.
    case bothKinds
    /// A bound or places without a kind: the first one given.
    case withoutKind(RuleName)
    /// Several formats, or a format that cannot be built (a malformed pattern, reversed bounds).
    case configuration(ConfigurationError)
  }

  /// Creates an empty draft: no format.
  public init() {}

  /// The kind chosen (`.integer` or `.decimal`), nil for none: what a format value is read as
  /// (`ValueKind.resolved(forFormat:)`).
  ///
  /// - Throws: both kinds.
  public func kind() throws(Problem) -> RuleName? {
    guard kinds.count <= 1 else { throw .bothKinds }
    return kinds.first ?? dateLayout.map { _ in .date }
  }

  /// Sets the mask template (`--mask TEMPLATE`, `"mask": "(000) 000-0000"`).
  public mutating func setMask(_ template: String) { mask = template }

  /// Sets the pattern (`--pattern REGEX`, `"pattern": "[A-Z]{2}"`).
  public mutating func setPattern(_ source: String) { pattern = source }

  /// Sets the date layout (`--date FORMAT`, `"date": "YYYY-MM-DD"`).
  public mutating func setDate(_ layout: String) { dateLayout = layout }

  /// Asks for the value in ISO 8601 (`--iso`), or not.
  public mutating func setISO(_ on: Bool) { iso = on }

  /// Turns a kind on (`--integer`, `"integer": true`) or off (`"integer": false`).
  public mutating func setKind(_ kind: RuleName, _ on: Bool) {
    kinds.removeAll { $0 == kind }
    if on { kinds.append(kind) }
  }

  /// Sets a bound (`.minimum` or `.maximum`) as written.
  public mutating func setBound(_ bound: RuleName, _ text: String) {
    if bound == .minimum { minimum = text } else { maximum = text }
    given.append(bound)
  }

  /// Sets the places.
  public mutating func setPlaces(_ places: Int) {
    self.places = places
    given.append(.places)
  }

  /// Sets the digit-group separator (`--group ,`, `"group": "_"`).
  public mutating func setGroupSeparator(_ separator: String) {
    groupSeparator = separator
    given.append(.group)
  }

  /// The format built, or nil for none.
  ///
  /// - Throws: both number kinds, a bound or places without a kind, `--iso` without a date;
  ///   then several formats (`ConfigurationError.severalFormats`, in the order mask, number, date,
  ///   pattern), or the format's own configuration error.
  public func textFormat() throws(Problem) -> TextFormat? {
    let number = try numberFormat()
    let date = try dateFormat()
    let given: [RuleName] = [
      mask.map { _ in .mask }, number.map { $0.isDecimal ? .decimal : .integer }, date.map { _ in .date },
      pattern.map { _ in .pattern },
    ]
    .compactMap { $0 }
    if given.count > 1 { throw .configuration(.severalFormats(given)) }
    do throws(ConfigurationError) {
      if let mask { return try .mask(mask) }
      if let number { return try .number(number) }
      if let date { return try .date(date) }
      if let pattern { return try .pattern(pattern) }
      return nil
    } catch {
      throw .configuration(error)
    }
  }

  /// The number format, or nil when no kind was given.
  ///
  /// - Throws: both kinds, or a bound or places without a kind.
  func numberFormat() throws(Problem) -> NumberFormat? {
    guard let kind = try kind(), kind != .date else {
      if let first = given.first(where: { dateLayout == nil || $0 == .places || $0 == .group }) {
        throw .withoutKind(first)
      }
      return nil
    }
    return NumberFormat(
      isDecimal: kind == .decimal, minimum: minimum, maximum: maximum, places: places,
      groupSeparator: groupSeparator)
  }

  /// The date format, or nil when no layout was given; the bounds are the date's unless a number
  /// kind was given too (a mistake that the spec names: several formats).
  ///
  /// - Throws: `--iso` without a date.
  func dateFormat() throws(Problem) -> DateFormat? {
    guard let dateLayout else {
      if iso { throw .withoutKind(.iso) }
      return nil
    }
    guard kinds.isEmpty else { return DateFormat(dateLayout) }
    return DateFormat(dateLayout, minimum: minimum, maximum: maximum)
  }
}
