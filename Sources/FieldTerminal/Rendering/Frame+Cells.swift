import FieldEngine

/// One cell of a drawn row: the character that starts in it (empty for the second cell of a wide
/// character), and how it is drawn.
struct StyledCell: Equatable, Sendable {
  /// The character drawn from this cell, with any zero-width characters that join it; "" for the
  /// second cell of a wide character.
  var text: String
  var style: Style
  var role: ColorRole
  var colors = TextColors()

  static let blank = StyledCell(text: " ", style: [], role: .none)
}

extension Frame {
  /// The cells of a row, `width` of them, as a terminal shows them after the row's spans are
  /// drawn in order: later spans overwrite earlier ones; a wide character that does not fit whole
  /// is left out, and one whose half is overwritten leaves a blank in its other half; a
  /// zero-width character joins the cell before it; control characters are dropped (the last
  /// gate, as in `Painter`).
  func styledCells(row: Int, width cellCount: Int, width: (Character) -> Int = TerminalWidth.columns(of:))
    -> [StyledCell]
  {
    var cells = Array(repeating: StyledCell.blank, count: max(0, cellCount))
    guard rows.indices.contains(row) else { return cells }
    for span in rows[row] {
      var column = span.column
      for character in span.text {
        if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
          continue
        }
        let size = width(character)
        if size <= 0 {
          var lead = column - 1
          while lead > 0, lead < cells.count, cells[lead].text.isEmpty { lead -= 1 }
          if lead >= 0, lead < cells.count { cells[lead].text.append(character) }
          continue
        }
        if column + size > cells.count { break }
        if column >= 0 {
          // A wide character cut in half by this one leaves a blank in its other half.
          if cells[column].text.isEmpty, column > 0 { cells[column - 1] = .blank }
          if column + size < cells.count, cells[column + size].text.isEmpty { cells[column + size] = .blank }
          cells[column] = StyledCell(
            text: String(character), style: span.style, role: span.role, colors: span.colors)
          for cell in column + 1..<column + size {
            cells[cell] = StyledCell(text: "", style: span.style, role: span.role, colors: span.colors)
          }
        }
        column += size
      }
    }
    return cells
  }
}
