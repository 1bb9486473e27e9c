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
