/// How many rows an inline list takes: a count of rows, or a share of the terminal's; either as
/// a cap the list shrinks under when its items need fewer rows (fzf's adaptive `~`).
public enum ListHeight: Equatable, Hashable, Sendable {
  /// This many rows, at least `minimumRows`.
  case rows(Int)
  /// This percentage of the terminal's rows, 1 to 100.
  case percent(Int)
  /// `~N`: as few rows as the list needs, at most N (at least `minimumRows`).
  case upToRows(Int)
  /// `~N%`: as few rows as the list needs, at most this percentage of the terminal's (1 to 100).
  case upToPercent(Int)

  /// The fewest rows a list draws: its filter row, two items, its message row.
  public static let minimumRows = 4

  /// Reads `N` (rows, at least `minimumRows`) or `N%` (1 to 100), each with a `~` before it for
  /// an adaptive height (`~40%`); nil for anything else.
  public init?(_ text: String) {
    if text.hasPrefix("~") {
      switch ListHeight(String(text.dropFirst())) {
      case .rows(let rows)?: self = .upToRows(rows)
      case .percent(let percent)?: self = .upToPercent(percent)
      default: return nil
      }
      return
    }
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
