/// A typed number: an integer or a decimal, with an optional minimum, maximum and number of
/// decimal places. Written `-12`, `0`, `3.25` (ASCII digits, `.` for the point, no grouping).
///
/// As a restriction it accepts every prefix that can still become a number in range ("", "-",
/// "1."), so the user can always type the value; the field is incomplete until the value is a
/// whole number in range. Negative numbers can be typed only when the minimum is below zero or
/// absent.
public struct NumberFormat: Sendable, Hashable {
  /// True for decimals, false for integers.
  public let isDecimal: Bool
  /// The smallest value allowed, as written ("0", "-2.5"); nil for none.
  public let minimum: String?
  /// The largest value allowed, as written; nil for none.
  public let maximum: String?
  /// The most digits after the point (decimals only); nil for any number.
  public let places: Int?

  /// A number from its parts as written (flags and form files); check `configurationError`.
  public init(isDecimal: Bool, minimum: String? = nil, maximum: String? = nil, places: Int? = nil) {
    self.isDecimal = isDecimal
    self.minimum = minimum
    self.maximum = maximum
    self.places = isDecimal ? places : 0
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

  /// What is wrong with the format itself: a malformed or reversed bound, negative places.
  public var configurationError: ConfigurationError? {
    for (name, bound) in [("minimum", minimum), ("maximum", maximum)] {
      guard let bound else { continue }
      guard let value = Magnitude.signed(bound), isDecimal || !value.hasPoint else {
        return .invalidNumber(
          "the \(name) \"\(bound)\" is not \(isDecimal ? "a decimal like -2.5" : "an integer like -12")")
      }
    }
    if let places, places < 0 { return .invalidNumber("decimal places must be 0 or more, got \(places)") }
    if let low = minimum.flatMap(Magnitude.signed), let high = maximum.flatMap(Magnitude.signed),
      Magnitude.compareSigned(low, high) > 0
    {
      return .invalidNumber("the minimum \(minimum!) is above the maximum \(maximum!)")
    }
    return nil
  }

  /// The text shape, as a pattern: an optional minus (when negatives are possible), digits, and for
  /// decimals an optional point followed by digits.
  var shape: String {
    let negative = minimum.flatMap(Magnitude.signed).map { $0.negative && !$0.isZero } ?? true
    let fraction = !isDecimal || places == 0 ? "" : "(\\.[0-9]\(places.map { "{1,\($0)}" } ?? "+"))?"
    return (negative ? "-?" : "") + "[0-9]+" + fraction
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
    let low = minimum.flatMap(Magnitude.signed)
    let high = maximum.flatMap(Magnitude.signed)
    if negative {
      if let low, !low.negative, !low.isZero { return nil }
      let lowest = high.map { $0.negative ? $0 : .zero } ?? .zero
      return (lowest.absolute, low.map(\.absolute))
    }
    if let high, high.negative, !high.isZero { return nil }
    return (low.map { $0.negative ? .zero : $0 } ?? .zero, high)
  }

  /// True when some number written with `text` as its start is in range. `text` has the shape.
  func canReachRange(_ text: Substring) -> Bool {
    let negative = text.first == "-"
    guard let (low, high) = side(negative: negative) else { return false }
    guard let high else { return true }
    let body = negative ? text.dropFirst() : text
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integer = Magnitude.digits(parts[0])
    let hasPoint = parts.count == 2
    let fraction = hasPoint ? Magnitude.digits(parts[1]) : []
    if parts[0].isEmpty { return Magnitude.compare(low, high) <= 0 }
    if integer.count > high.integer.count + 1 { return false }
    // The largest fraction a completion can have: `places` nines, or enough nines to pass `low`.
    func largest(after fraction: [UInt8]) -> [UInt8] {
      guard isDecimal, places != 0 else { return fraction }
      let extra =
        places.map { max($0 - fraction.count, 0) } ?? max(low.fraction.count - fraction.count, 0) + 1
      return fraction + Array(repeating: 9, count: extra)
    }
    if hasPoint {
      let smallest = Magnitude(integer: integer, fraction: fraction)
      let biggest = Magnitude(integer: integer, fraction: largest(after: fraction))
      return Magnitude.compare(smallest, high) <= 0 && Magnitude.compare(biggest, low) >= 0
    }
    for zeros in 0...(high.integer.count + 1) {
      let smallest = Magnitude(integer: integer + Array(repeating: 0, count: zeros), fraction: [])
      let biggest = Magnitude(
        integer: integer + Array(repeating: 9, count: zeros), fraction: largest(after: []))
      if Magnitude.compare(smallest, high) > 0 { return false }
      if Magnitude.compare(biggest, low) >= 0 { return true }
    }
    return false
  }

  /// True when the whole text, a complete number, is in range.
  func isInRange(_ text: Substring) -> Bool {
    guard let value = Magnitude.signed(text) else { return false }
    if let low = minimum.flatMap(Magnitude.signed), Magnitude.compareSigned(value, low) < 0 { return false }
    if let high = maximum.flatMap(Magnitude.signed), Magnitude.compareSigned(value, high) > 0 { return false }
    return true
  }
}

/// A decimal number as digit arrays, compared exactly (no rounding, no overflow).
struct Magnitude {
  /// Integer digits without leading zeros.
  var integer: [UInt8]
  /// Fraction digits without trailing zeros.
  var fraction: [UInt8]
  var negative = false
  var hasPoint = false

  init(integer: [UInt8], fraction: [UInt8]) {
    self.integer = Array(integer.drop { $0 == 0 })
    var fraction = fraction
    while fraction.last == 0 { fraction.removeLast() }
    self.fraction = fraction
  }

  static let zero = Magnitude(integer: [], fraction: [])
  var isZero: Bool { integer.isEmpty && fraction.isEmpty }
  var absolute: Magnitude { Magnitude(integer: integer, fraction: fraction) }

  static func digits(_ text: Substring) -> [UInt8] { text.utf8.map { $0 &- 48 } }

  /// Parses "-12", "3.25"; nil when not a number.
  static func signed<S: StringProtocol>(_ text: S) -> Magnitude? {
    let negative = text.first == "-"
    let body = negative ? text.dropFirst() : text[...]
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard !parts[0].isEmpty, parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
      parts.count == 1 || !parts[1].isEmpty
    else { return nil }
    var value = Magnitude(
      integer: parts[0].utf8.map { $0 - 48 }, fraction: parts.count == 2 ? parts[1].utf8.map { $0 - 48 } : [])
    value.negative = negative
    value.hasPoint = parts.count == 2
    return value
  }

  /// -1, 0 or 1 as `left` is below, equal to or above `right`, ignoring signs.
  static func compare(_ left: Magnitude, _ right: Magnitude) -> Int {
    if left.integer.count != right.integer.count { return left.integer.count < right.integer.count ? -1 : 1 }
    for (a, b) in zip(left.integer, right.integer) where a != b { return a < b ? -1 : 1 }
    for (a, b) in zip(left.fraction, right.fraction) where a != b { return a < b ? -1 : 1 }
    return left.fraction.count == right.fraction.count
      ? 0 : left.fraction.count < right.fraction.count ? -1 : 1
  }

  /// Compares with signs; -0 equals 0.
  static func compareSigned(_ left: Magnitude, _ right: Magnitude) -> Int {
    let leftNegative = left.negative && !left.isZero
    let rightNegative = right.negative && !right.isZero
    if leftNegative != rightNegative { return leftNegative ? -1 : 1 }
    return leftNegative ? compare(right, left) : compare(left, right)
  }
}
