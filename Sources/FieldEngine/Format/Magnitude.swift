/// A decimal number as digit arrays, compared exactly (no rounding, no overflow).
struct Magnitude: Hashable, Sendable {
  /// Integer digits without leading zeros.
  var integer: [UInt8]
  /// Fraction digits without trailing zeros.
  var fraction: [UInt8]
  var negative = false
  var hasPoint = false

  init(integer: [UInt8], fraction: [UInt8] = []) {
    self.integer = Array(integer.drop { $0 == 0 })
    var fraction = fraction
    while fraction.last == 0 { fraction.removeLast() }
    self.fraction = fraction
  }

  static let zero = Magnitude(integer: [], fraction: [])
  var isZero: Bool { integer.isEmpty && fraction.isEmpty }
  var absolute: Magnitude { Magnitude(integer: integer, fraction: fraction) }
  /// The digits that carry the value: integer digits after leading zeros and fraction digits
  /// before trailing zeros.
  var significantDigits: Int { integer.count + fraction.count }

  /// Parses "-12", "3.25", "007", ".5", "-.5"; nil when not a number (no digit, a second point, a
  /// point with nothing after it, anything but ASCII digits).
  static func signed<S: StringProtocol>(_ text: S) -> Magnitude? {
    let negative = text.first == "-"
    let body = negative ? text.dropFirst() : text[...]
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
      parts.count == 1 ? !parts[0].isEmpty : !parts[1].isEmpty
    else { return nil }
    var value = Magnitude(
      integer: parts[0].utf8.map { $0 - 48 }, fraction: parts.count == 2 ? parts[1].utf8.map { $0 - 48 } : [])
    value.negative = negative
    value.hasPoint = parts.count == 2
    return value
  }

  /// The smallest number with at most `places` fraction digits that is not below this one; the
  /// number itself when `places` is nil or it has no more fraction digits than that.
  func roundedUp(toPlaces places: Int?) -> Magnitude {
    guard let places, fraction.count > places else { return self }
    var digits = integer + fraction.prefix(places)
    var index = digits.count - 1
    while index >= 0 && digits[index] == 9 {
      digits[index] = 0
      index -= 1
    }
    if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0) }
    let integerCount = digits.count - places
    return Magnitude(integer: Array(digits[..<integerCount]), fraction: Array(digits[integerCount...]))
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
