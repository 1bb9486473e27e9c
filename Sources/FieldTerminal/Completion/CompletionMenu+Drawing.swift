import FieldEngine
import FieldIO

extension CompletionMenu {
  /// The rows an open menu wants below its field: a row a candidate shown (at most
  /// `shownRows`) and its last row (the count and keys, "reading…", "no candidate matches" or
  /// what failed); none while closed. The one number the layouts add below the field.
  package var rowsWanted: Int { isOpen ? min(matchCount, Self.shownRows) + 1 : 0 }

  /// Draws the open menu in `rows` rows from `row`, `width` columns from `column`: the candidates
  /// (their controls written out, never sent raw), the highlighted one reversed, scrolled to keep
  /// it shown, then the last row. Pure.
  package func draw(into frame: inout Frame, row: Int, column: Int, width: Int, rows: Int) {
    guard isOpen, rows > 0, width > 2 else { return }
    let shown = min(matchCount, Self.shownRows, rows - 1)
    let first = highlight < shown ? 0 : highlight - shown + 1
    for offset in 0..<max(shown, 0) {
      let candidateRow = first + offset
      guard let text = candidate(row: candidateRow) else { break }
      let line = DisplayText.fit(" " + DisplayText.line(text), columns: width - 1)
      let padded = line + String(repeating: " ", count: max(0, width - 1 - TerminalWidth.columns(of: line)))
      let highlighted = candidateRow == highlight
      frame.put(
        padded, row: row + offset, column: column, style: highlighted ? [.reverse, .bold] : [],
        role: highlighted ? .completionSelected : .completionMenu)
    }
    let last: String
    var isError = false
    if let failure {
      last = failure
      isError = true
    } else if matchCount == 0 {
      last = loading ? ComponentWording.completionReading : ComponentWording.completionNoMatch
    } else {
      last = ComponentWording.completionCount(matchCount, of: list?.count ?? 0)
    }
    frame.put(
      DisplayText.fit(" " + last, columns: width - 1), row: row + max(shown, 0), column: column,
      style: isError ? .bold : .dim, role: isError ? .error : .counter)
  }

  /// True while candidates are being read or a command waits for typing to pause.
  var loading: Bool { (list?.isReading ?? false) || due != nil || isRunning }
}
