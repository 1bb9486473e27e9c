import FieldChoices
import FieldEngine
import FieldIO

extension ChoiceListLayout {
  /// Draws the border's sides inside the margin, in the border's shape (`--border=STYLE`), and
  /// its label on its top line, or on its bottom line when the position says so or the border has
  /// only that one (fzf's `printLabel`).
  func drawBorder(_ surround: ChoiceListFrame, into frame: inout Frame) {
    let appearance = controller.appearance
    let sides = surround.border
    guard sides != Insets() else { return }
    let characters = appearance.border.characters
    let top = surround.margin.top
    let left = surround.margin.left
    let width = controller.width - surround.margin.columns
    let height = controller.height - surround.margin.rows
    guard width > 0, height > 0 else { return }
    func line(_ start: String, _ middle: String, _ end: String) -> String {
      let inner = width - sides.columns
      return (sides.left > 0 ? start : "") + String(repeating: middle, count: max(0, inner))
        + (sides.right > 0 ? end : "")
    }
    let put = { (text: String, row: Int, column: Int, frame: inout Frame) in
      frame.put(text, row: row, column: column, style: .dim, role: .border)
    }
    if sides.top > 0 { put(line(characters.topLeft, characters.top, characters.topRight), top, left, &frame) }
    if sides.bottom > 0 {
      put(
        line(characters.bottomLeft, characters.bottom, characters.bottomRight), top + height - 1, left, &frame
      )
    }
    for row in (top + sides.top)..<max(top + sides.top, top + height - sides.bottom) {
      if sides.left > 0 { put(characters.left, row, left, &frame) }
      if sides.right > 0 { put(characters.right, row, left + width - 1, &frame) }
    }
    let label = Self.labelText(appearance.borderLabel)
    guard !label.isEmpty, sides.rows > 0 else { return }
    let onBottom = sides.top == 0 || (appearance.borderLabelPosition.bottom && sides.bottom > 0)
    let shown = DisplayText.fit(label, columns: width)
    let column = appearance.borderLabelPosition.start(width: width, length: TerminalWidth.columns(of: shown))
    frame.put(shown, row: onBottom ? top + height - 1 : top, column: left + column, role: .borderLabel)
  }

  /// The footer's lines (`--footer`) and a line between them and the items: under the items
  /// with the query on top, else above them (as fzf 0.74.5 places its footer).
  func drawFooter(_ arrangement: Arrangement, width: Int, into frame: inout Frame) {
    let footer = controller.appearance.footer
    guard !footer.isEmpty else { return }
    let onTop = controller.appearance.layout == .queryOnTop
    let lineRow = onTop ? arrangement.footerRow : arrangement.footerRow + footer.count
    let firstLine = onTop ? arrangement.footerRow + 1 : arrangement.footerRow
    frame.put(String(repeating: "─", count: width), row: lineRow, column: 0, style: .dim, role: .border)
    for (offset, line) in footer.enumerated() {
      frame.put(
        DisplayText.fit(Self.labelText(line), columns: width - 2), row: firstLine + offset, column: 1,
        role: .footer)
    }
  }

  /// A label as drawn on a border: on one line, its escape sequences (its colours among them)
  /// left out and every other control character written out, so none reaches the terminal.
  static func labelText(_ label: String) -> String {
    guard !label.isEmpty else { return "" }
    return DisplayText.line(ANSIText.runs(Array(label.utf8)).map(\.text).joined())
  }
}
