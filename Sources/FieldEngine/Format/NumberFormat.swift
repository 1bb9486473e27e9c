/// A typed number: an integer or a decimal, with an optional minimum, maximum and number of
/// decimal places. Written `-12`, `0`, `3.25` (ASCII digits, `.` for the point, no grouping).
/// Leading zeros are allowed and change nothing (`007` is 7), and a decimal may start with its
/// point (`.5`, `-.5`); the value is handed on as typed.
///
/// As a restriction it accepts every prefix that can still become a number in range ("", "-",
/// "1.", "."), so the user can always type the value; the field is incomplete until the value is
/// a whole number in range. Negative numbers can be typed only when the minimum is below zero or
/// absent. The range and the places are checked from a `NumberReading` kept along the text, so a
/// keystroke costs the same whatever the number's length.
public struct NumberFormat: Sendable, Hashable {
  /// True for decimals, false for integers.
  public let isDecimal: Bool
  /// The smallest value allowed, as written ("0", "-2.5"); nil for none.
  public let minimum: String?
  /// The largest value allowed, as written; nil for none.
  public let maximum: String?
  /// The most digits after the point; nil for any number. An integer has 0 (more is a
  /// configuration error).
  public let places: Int?
  /// The digit-group separator shown between groups of three integer digits ("," shows 1234567
  /// as 1,234,567); nil for none. Only shown: the text and the value keep their digits as typed
  /// (`groupBreaks(in:)`).
  public let groupSeparator: String?
  /// The bounds read (nil when absent or malformed), once: a keystroke compares with them.
  private let bounds: (minimum: Magnitude?, maximum: Magnitude?)
  /// How many digits a reading must keep to compare with the bounds.
  let keep: NumberReading.Keep

  /// One end of the range.
  package enum Bound: Sendable, Hashable {
    /// The minimum.
    case minimum
    /// The maximum.
    case maximum
  }

  /// The most significant digits a bound may have (integer digits after leading zeros and
  /// fraction digits before trailing zeros): more than this means nothing for a typed number.
  public static let maximumDigits = 1000

  /// A number from its parts as written (flags and form files); check `configurationError`.
  /// `places` nil means any number of places for a decimal and none for an integer.
  /// `groupSeparator` is shown between digit groups (see `groupBreaks(in:)`).
  public init(
    isDecimal: Bool, minimum: String? = nil, maximum: String? = nil, places: Int? = nil,
    groupSeparator: String? = nil
  ) {
    self.isDecimal = isDecimal
    self.groupSeparator = groupSeparator
    self.minimum = minimum
    self.maximum = maximum
    self.places = places ?? (isDecimal ? nil : 0)
    bounds = (minimum.flatMap(Magnitude.signed), maximum.flatMap(Magnitude.signed))
    let read = [bounds.minimum, bounds.maximum].compactMap { $0 }
    keep =
      read.isEmpty
      ? NumberReading.Keep()
      : NumberReading.Keep(
        integer: read.map(\.integer.count).max()! + 1, fraction: read.map(\.fraction.count).max()! + 1)
  }

  /// Formats are equal when written alike.
  public static func == (left: NumberFormat, right: NumberFormat) -> Bool {
    (left.isDecimal, left.minimum, left.maximum, left.places, left.groupSeparator)
      == (right.isDecimal, right.minimum, right.maximum, right.places, right.groupSeparator)
  }

  /// Hashes the format as written.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isDecimal)
    hasher.combine(minimum)
    hasher.combine(maximum)
    hasher.combine(places)
    hasher.combine(groupSeparator)
  }

  /// An integer, optionally between `minimum` and `maximum` inclusive.
  public static func integer(minimum: Int? = nil, maximum: Int? = nil) -> NumberFormat {
    NumberFormat(
      isDecimal: false, minimum: minimum.map(String.init), maximum: maximum.map(String.init), places: 0)
  }

  /// A decimal, optionally between `minimum` and `maximum` inclusive (written as decimals, "-2.5"),
  /// with at most `places` digits after the point.
  public static func decimal(minimum: String? = nil, maximum: String? = nil, places: Int? = nil)
    -> NumberFormat
  {
    NumberFormat(isDecimal: true, minimum: minimum, maximum: maximum, places: places)
  }

  /// The bound as written, or nil.
  package func text(of bound: Bound) -> String? { bound == .minimum ? minimum : maximum }

  /// The bound's value, or nil when there is none or it is malformed.
  func value(of bound: Bound) -> Magnitude? { bound == .minimum ? bounds.minimum : bounds.maximum }

  /// What is wrong with the format itself: a malformed, too long or reversed bound, places below
  /// zero or on an integer, or a range that holds no number with the places allowed.
  public var configurationError: ConfigurationError? {
    for bound in [Bound.minimum, .maximum] {
      guard let text = text(of: bound) else { continue }
      guard let value = Magnitude.signed(text), isDecimal || value.fraction.isEmpty && !value.hasPoint else {
        return .invalidNumber(.notANumber(bound, text, isDecimal: isDecimal))
      }
      if value.significantDigits > Self.maximumDigits { return .invalidNumber(.tooManyDigits(bound, text)) }
    }
    if let groupSeparator, !Self.canSeparateGroups(groupSeparator, isDecimal: isDecimal) {
      return .invalidNumber(.invalidGroupSeparator(groupSeparator, isDecimal: isDecimal))
    }
    if let places, places < 0 { return .invalidNumber(.negativePlaces(places)) }
    if let places, places > 0, !isDecimal { return .invalidNumber(.placesOnInteger(places)) }
    if let minimum, let maximum, let low = value(of: .minimum), let high = value(of: .maximum),
      Magnitude.compareSigned(low, high) > 0
    {
      return .invalidNumber(.reversed(minimum: minimum, maximum: maximum))
    }
    if !canReach(NumberReading()) { return .invalidNumber(.noValueWithPlaces(self)) }
    return nil
  }

  /// True when `separator` can show digit groups: one character one column wide that a number's
  /// text cannot hold (no digit, sign or control), and for a decimal not its point.
  static func canSeparateGroups(_ separator: String, isDecimal: Bool) -> Bool {
    guard separator.count == 1, let character = separator.first,
      TerminalWidth.columns(of: separator) == 1, !InputCleaner.needsCleaning(separator)
    else { return false }
    if character.isASCII && character.isWholeNumber || character == "+" || character == "-" { return false }
    return !(isDecimal && character == ".")
  }

  /// Where the separator shows in a field's `text`: the UTF-8 offsets of the integer digits it
  /// goes before, counting threes leftward from the point (or the end): "-1234567.891" gives 2
  /// and 5, shown as -1,234,567.891. Empty without a separator. The fraction is not grouped.
  /// Costs the length of the text (a number field's text is short).
  public func groupBreaks(in text: String) -> [Int] {
    guard groupSeparator != nil else { return [] }
    let bytes = Array(text.utf8)
    var start = 0
    if start < bytes.count, bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+") {
      start += 1
    }
    var end = start
    while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
    let digits = end - start
    return stride(from: start + 1, to: end, by: 1).filter { (digits - ($0 - start)) % 3 == 0 }
  }

  /// True when a value may be negative: the minimum is below zero, or there is none.
  var allowsNegative: Bool { value(of: .minimum).map { $0.negative && !$0.isZero } ?? true }

  /// The text shape, as a pattern: an optional sign (`+`, or `-` when negatives are possible),
  /// digits, and for decimals that may have places an optional point followed by digits, or a
  /// point and digits alone. The places and the range are checked from the reading, not here (a
  /// `+` under a maximum below zero leads nowhere, and is refused as such).
  var shape: String {
    let digits = isDecimal && places != 0 ? "([0-9]+(\\.[0-9]+)?|\\.[0-9]+)" : "[0-9]+"
    return (allowsNegative ? "[-+]?" : "\\+?") + digits
  }

  /// The range in words, for messages: "from 0 to 130", "at least 1", "at most 9.5", or "".
  public var rangeDescription: String {
    switch (minimum, maximum) {
    case (let low?, let high?): "from \(low) to \(high)"
    case (let low?, nil): "at least \(low)"
    case (nil, let high?): "at most \(high)"
    case (nil, nil): ""
    }
  }

  /// The bounds, on the side of zero of the text's sign, as magnitudes: [low, high], high nil for
  /// none; nil when no value of that sign is allowed.
  func side(negative: Bool) -> (low: Magnitude, high: Magnitude?)? {
    let low = value(of: .minimum)
    let high = value(of: .maximum)
    if negative {
      if let low, !low.negative, !low.isZero { return nil }
      let lowest = high.map { $0.negative ? $0 : .zero } ?? .zero
      return (lowest.absolute, low.map(\.absolute))
    }
    if let high, high.negative, !high.isZero { return nil }
    return (low.map { $0.negative ? .zero : $0 } ?? .zero, high)
  }
}

/// Why a number format cannot be used, with what the messages name.
package enum NumberProblem: Sendable, Hashable {
  /// A bound that is not a number of the format's kind: which, as written.
  case notANumber(NumberFormat.Bound, String, isDecimal: Bool)
  /// A bound with more than `NumberFormat.maximumDigits` significant digits.
  case tooManyDigits(NumberFormat.Bound, String)
  /// Decimal places below zero.
  case negativePlaces(Int)
  /// Decimal places on an integer (it takes no point).
  case placesOnInteger(Int)
  /// The minimum above the maximum, as written.
  case reversed(minimum: String, maximum: String)
  /// No number with the places allowed lies in the range (places 1 from 0.51 to 0.59).
  case noValueWithPlaces(NumberFormat)
  /// A digit-group separator that cannot be one (`NumberFormat.groupSeparator`), as given.
  case invalidGroupSeparator(String, isDecimal: Bool)
}
