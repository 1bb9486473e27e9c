extension Frame {
  /// Draws `inner` with its top left corner at `row`, `column` (its cursor too, when it has one).
  package mutating func place(_ inner: Frame, row: Int, column: Int) {
    for (offset, spans) in inner.rows.enumerated() where rows.indices.contains(row + offset) {
      rows[row + offset] += spans.map { span in
        var moved = span
        moved.column += column
        return moved
      }
    }
    if let position = inner.cursor {
      cursor = Position(row: position.row + row, column: position.column + column)
    }
    cutMessages += inner.cutMessages
  }

  /// A box of rounded corners around the frame's edges.
  package mutating func drawBorder(style: Style = .dim, role: ColorRole = .hint) {
    guard width >= 2, height >= 2 else { return }
    let line = String(repeating: "─", count: width - 2)
    put("╭" + line + "╮", row: 0, column: 0, style: style, role: role)
    for row in 1..<height - 1 {
      put("│", row: row, column: 0, style: style, role: role)
      put("│", row: row, column: width - 1, style: style, role: role)
    }
    put("╰" + line + "╯", row: height - 1, column: 0, style: style, role: role)
  }
}
