import FieldEngine

/// A JSON number read exactly, as digits and a power of ten, never through a `Double`: `3.0`,
/// `3e0` and `300E-2` are the same whole number 3, `1e400` is not infinity, and `0.1` is not
/// 0.1000000000000000055511151231257827.
package struct JSONNumber: Equatable, Sendable {
  /// The sign; false for zero.
  package var negative: Bool
  /// The significant digits, without leading or trailing zeros; empty for zero.
  package var digits: [UInt8]
  /// The power of ten the digits are multiplied by.
  package var exponent: Int

  /// Reads a literal the reader has checked against JSON's grammar
  /// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`).
  package init(_ literal: String) {
    var mantissa: [UInt8] = []
    var fractionDigits = 0
    var exponent = 0
    var exponentNegative = false
    var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent digits
    for byte in literal.utf8 {
      switch byte {
      case UInt8(ascii: "."): part = 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"): part = 2
      case UInt8(ascii: "-") where part == 2: exponentNegative = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if part == 2 {
          // Past a billion the number means nothing here; saturate rather than overflow.
          exponent = min(exponent * 10 + Int(digit), 1_000_000_000)
        } else {
          mantissa.append(digit)
          if part == 1 { fractionDigits += 1 }
        }
      default: break
      }
    }
    var power = (exponentNegative ? -exponent : exponent) - fractionDigits
    var digits = Array(mantissa.drop { $0 == 0 })
    while digits.last == 0 {
      digits.removeLast()
      power += 1
    }
    self.negative = literal.hasPrefix("-") && !digits.isEmpty
    self.digits = digits
    self.exponent = digits.isEmpty ? 0 : power
  }

  /// True when the number has no fraction.
  package var isWhole: Bool { exponent >= 0 }

  /// How many digits its plain decimal notation has, integer and fraction together.
  package var plainDigits: Int { digits.isEmpty ? 1 : max(digits.count + exponent, digits.count, -exponent) }

  /// The number as an `Int`: nil when it has a fraction or lies outside `Int`'s range.
  package var integer: Int? {
    guard isWhole, digits.count + exponent <= 19 else { return nil }
    var value = 0
    for digit in digits + Array(repeating: 0, count: exponent) {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = times.addingReportingOverflow(negative ? -Int(digit) : Int(digit))
      guard !overflow && !overflowAgain else { return nil }
      value = sum
    }
    return value
  }

  /// The number in plain decimal notation, as `NumberFormat` reads a bound: "100", "-0.25", "0";
  /// nil when that would take more than `NumberFormat.maximumDigits` digits (a bound that long
  /// means nothing, and `1e1000000000` would take a gigabyte).
  package var plain: String? {
    guard plainDigits <= NumberFormat.maximumDigits + 1 else { return nil }
    let text = digits.map { Character(Unicode.Scalar($0 + 48)) }
    let body: String
    if digits.isEmpty {
      body = "0"
    } else if exponent >= 0 {
      body = String(text) + String(repeating: "0", count: exponent)
    } else if -exponent < digits.count {
      body = String(text.dropLast(-exponent)) + "." + String(text.suffix(-exponent))
    } else {
      body = "0." + String(repeating: "0", count: -exponent - digits.count) + String(text)
    }
    return (negative ? "-" : "") + body
  }
}
