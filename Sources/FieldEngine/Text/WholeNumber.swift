/// A whole number written in decimal digits, read without ever overflowing: the one reader the
/// package's options, form files, field indices and preview offsets turn digits into an `Int`
/// with. A number outside the range asked for, however many digits it has (`10^30`, `2^63`), is
/// said to be out of range, never wrapped or trapped on.
///
/// ```swift
/// WholeNumber.read("1000000000000", in: 1...1000)     // .outOfRange(.above)
/// WholeNumber.read("-9223372036854775808", signed: true, in: .min ... .max)   // .number(.min)
/// WholeNumber.clamped("+99999999999999999999", to: -100...100)   // 100
/// ```
package enum WholeNumber {
  /// What a text holds.
  package enum Reading: Equatable, Hashable, Sendable {
    /// A number within the range.
    case number(Int)
    /// Digits (with a sign, where one is allowed) whose value lies outside the range: `.below`
    /// its lower bound or `.above` its upper one.
    case outOfRange(Side)
    /// Not a whole number: empty, a character other than digits, or a sign where none is allowed.
    case notANumber
  }

  /// Which side of a range a number lies on.
  package enum Side: Equatable, Hashable, Sendable {
    case below, above
  }

  /// Reads `text`: ASCII digits, after one `-` or `+` when `signed`, and nothing else.
  ///
  /// - Parameters:
  ///   - text: the number as written.
  ///   - signed: whether a sign may come first.
  ///   - range: the values accepted.
  package static func read(
    _ text: some StringProtocol, signed: Bool = false, in range: ClosedRange<Int> = 0 ... .max
  ) -> Reading {
    var utf8 = text.utf8[...]
    var negative = false
    if signed, let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      utf8 = utf8.dropFirst()
    }
    guard !utf8.isEmpty else { return .notANumber }
    // Accumulated towards the sign's side, so that Int.min is read; past Int's range the digits
    // are still checked, and the value is known to lie beyond either bound.
    var value = 0
    var overflowed = false
    for byte in utf8 {
      guard (0x30...0x39).contains(byte) else { return .notANumber }
      guard !overflowed else { continue }
      let digit = Int(byte - 0x30)
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) =
        negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      if overflow || overflowAgain {
        overflowed = true
      } else {
        value = sum
      }
    }
    if overflowed { return .outOfRange(negative ? .below : .above) }
    if value < range.lowerBound { return .outOfRange(.below) }
    if value > range.upperBound { return .outOfRange(.above) }
    return .number(value)
  }

  /// The signed number `text` holds, moved into `range` when it lies outside it (a line number
  /// past the end means the end); nil when `text` is not a number.
  package static func clamped(_ text: some StringProtocol, to range: ClosedRange<Int>) -> Int? {
    switch read(text, signed: true, in: range) {
    case .number(let value): value
    case .outOfRange(.below): range.lowerBound
    case .outOfRange(.above): range.upperBound
    case .notANumber: nil
    }
  }

  /// `left + right`, held at `Int`'s ends rather than overflowing.
  package static func saturatingSum(_ left: Int, _ right: Int) -> Int {
    let (sum, overflow) = left.addingReportingOverflow(right)
    guard overflow else { return sum }
    return right < 0 ? .min : .max
  }
}
