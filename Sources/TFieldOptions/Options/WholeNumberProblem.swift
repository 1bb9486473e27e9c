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
