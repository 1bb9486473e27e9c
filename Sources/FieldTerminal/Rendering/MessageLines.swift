import FieldIO

/// A message laid out on the rows a component gives it: wrapped at spaces onto at most three
/// rows (`mostRows`), fewer where the screen has no more; a message that needs more ends with "…"
/// on its last row shown, and is marked cut so that its whole text can be written elsewhere (the
/// runner writes it to standard error once the terminal is restored).
struct MessageLines: Equatable {
  /// The most rows a message takes.
  static let mostRows = 3

  /// The rows to draw, at least one.
  let lines: [String]
  /// True when the text needed more rows than it was given.
  let isCut: Bool

  /// Lays out `text` (its line breaks kept as the ends of paragraphs: `DisplayText.wrapped`) in
  /// `columns` cells on at most `rows` rows (at least one, at most `mostRows`).
  init(_ text: String, columns: Int, rows: Int = MessageLines.mostRows) {
    let rows = min(max(rows, 1), Self.mostRows)
    let all = DisplayText.wrapped(text, columns: columns)
    guard all.count > rows else {
      lines = all
      isCut = false
      return
    }
    lines =
      all.prefix(rows - 1) + [DisplayText.fit(all[(rows - 1)...].joined(separator: " "), columns: columns)]
    isCut = true
  }

  /// The rows `text` wants in `columns` cells: one to `mostRows`.
  static func rowsWanted(_ text: String, columns: Int) -> Int {
    MessageLines(text, columns: columns).lines.count
  }
}
