import FieldChoices
import FieldEngine
import FieldIO

extension ChoiceListLayout {
  /// Draws the border's sides inside the margin, in the border's shape (`--border=STYLE`), and
  /// its label on its top line, or on its bottom line when the position says so or the border has
  /// only that one (fzf's `printLabel`).
  func drawBorder(_ surround: ChoiceListFrame, into frame: inout Frame) {
    let appearance = controller.appearance
    var border = SectionBorder(shape: appearance.border)
    border.label = appearance.borderLabel
    border.labelPosition = appearance.borderLabelPosition
    Self.drawBox(
      border, sides: surround.border, top: surround.margin.top, left: surround.margin.left,
      width: controller.width - surround.margin.columns, height: controller.height - surround.margin.rows,
      into: &frame)
  }

  /// Draws the boxes around parts of the list (`--input-border`, `--list-border` …), each the
  /// content's width.
  func drawBoxes(_ arrangement: Arrangement, width: Int, into frame: inout Frame) {
    for box in arrangement.boxes {
      Self.drawBox(
        box.border, sides: box.sides, top: box.rows.lowerBound, left: 0, width: width,
        height: box.rows.count, roles: box.roles, into: &frame)
    }
  }

  /// Draws a border's `sides` around the area `width` by `height` cells from `top`, `left`, in
  /// the border's shape, and its label on its top line, or on its bottom line when the position
  /// says so or the border has only that one.
  static func drawBox(
    _ border: SectionBorder, sides: Insets, top: Int, left: Int, width: Int, height: Int,
    roles: BoxRoles = BoxRoles(), into frame: inout Frame
  ) {
    guard sides != Insets(), width > 0, height > 0 else { return }
    let characters = border.shape.characters
    func line(_ start: String, _ middle: String, _ end: String) -> String {
      let inner = width - sides.columns
      return (sides.left > 0 ? start : "") + String(repeating: middle, count: max(0, inner))
        + (sides.right > 0 ? end : "")
    }
    let put = { (text: String, row: Int, column: Int, frame: inout Frame) in
      frame.put(text, row: row, column: column, style: .dim, role: roles.border)
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
    let label = labelText(border.label)
    guard !label.isEmpty, sides.rows > 0 else { return }
    let onBottom = sides.top == 0 || (border.labelPosition.bottom && sides.bottom > 0)
    let shown = DisplayText.fit(label, columns: width)
    let column = border.labelPosition.start(width: width, length: TerminalWidth.columns(of: shown))
    frame.put(shown, row: onBottom ? top + height - 1 : top, column: left + column, role: roles.label)
  }

  /// The footer's lines (`--footer`) and a line between them and the items: under the items
  /// with the query on top, else above them (as fzf 0.74.5 places its footer).
  func drawFooter(_ arrangement: Arrangement, width: Int, into frame: inout Frame) {
    let footer = controller.appearance.footer
    guard !footer.isEmpty else { return }
    if let lineRow = arrangement.footerLineRow {
      frame.put(
        String(repeating: "─", count: width), row: lineRow, column: 0, style: .dim, role: .footerBorder)
    }
    let sides = arrangement.footerSides
    for (offset, line) in footer.enumerated() {
      frame.put(
        DisplayText.fit(Self.labelText(line), columns: width - sides.columns - 2),
        row: arrangement.footerRow + offset, column: sides.left + 1, role: .footer)
    }
  }

  /// A label as drawn on a border: on one line, its escape sequences (its colours among them)
  /// left out and every other control character written out, so none reaches the terminal.
  static func labelText(_ label: String) -> String {
    guard !label.isEmpty else { return "" }
    return DisplayText.line(ANSIText.runs(Array(label.utf8)).map(\.text).joined())
  }
}

/// The roles a box's lines and its label are drawn in.
struct BoxRoles: Equatable {
  var border = ColorRole.border
  var label = ColorRole.borderLabel
}
