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
  /// `-N`: the terminal's rows less N (fzf's negative height), at least `minimumRows`.
  case allBut(Int)
  /// `~-N`: as few rows as the list needs, at most the terminal's rows less N.
  case upToAllBut(Int)

  /// The fewest rows a list draws: its filter row, two items, its message row.
  public static let minimumRows = 4

  /// Reads `N` (rows, at least `minimumRows`), `N%` (1 to 100) or `-N` (the terminal's rows less
  /// N, N from 0), each with a `~` before it for an adaptive height (`~40%`); nil for anything else.
  public init?(_ text: String) {
    if text.hasPrefix("~") {
      switch ListHeight(String(text.dropFirst())) {
      case .rows(let rows)?: self = .upToRows(rows)
      case .percent(let percent)?: self = .upToPercent(percent)
      case .allBut(let rows)?: self = .upToAllBut(rows)
      default: return nil
      }
      return
    }
    if text.hasPrefix("-") {
      let digits = text.dropFirst()
      guard !digits.isEmpty, digits.count <= 9, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let rows = Int(digits)
      else { return nil }
      self = .allBut(rows)
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

  /// Reads `--min-height`: rows from 0 to 9999, with `+` after them for that many items shown
  /// (the rows around them added); nil for anything else.
  public static func minimum(_ text: String) -> (rows: Int, addsFixedRows: Bool)? {
    let plus = text.hasSuffix("+")
    let digits = plus ? text.dropLast() : text[...]
    guard !digits.isEmpty, digits.count <= 4, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let rows = Int(digits)
    else { return nil }
    return (rows, plus)
  }
}
