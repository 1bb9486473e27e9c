import FieldEngine

extension Frame {
  /// The frame as plain text, one string per row, for golden tests.
  ///
  /// Each `Character` takes `width(character)` cells. A wide character sits in its first cell and
  /// its second cell adds nothing, so "日本" reads as "日本" while taking four cells. A character
  /// of width zero joins the cell before it. Text is clipped at the frame's right edge; a wide
  /// character that does not fit whole is not drawn. A later span overwrites an earlier one, and a
  /// wide character whose half is overwritten leaves a space in its other half, as on a terminal.
  /// Trailing spaces are trimmed, as `tmux capture-pane` does. Widths are the package's one width
  /// function's.
  public func textGrid() -> [String] { textGrid(width: TerminalWidth.columns(of:)) }

  /// The frame as plain text with `width` giving the cells a character takes.
  package func textGrid(width: (Character) -> Int) -> [String] {
    rows.map { spans in
      var line = CellLine(width: self.width)
      for span in spans {
        line.draw(span.text, from: span.column, width: width)
      }
      return line.text
    }
  }
}

extension Frame {
  /// How the frame is drawn, one string per row and one letter per cell, for golden tests that
  /// check style as well as text (read it beside ``textGrid()``):
  ///
  /// - a colour role gives its letter: `f` focus, `e` error, `h` hint, `s` success, `m` match; upper case
  ///   (`F`, `E`, `H`, `S`) when the cell is also bold or reverse;
  /// - otherwise the style: `R` reverse (a selection), `B` bold, `d` dim, `u` underline (a
  ///   field's cells), `.` none.
  ///
  /// A wide character's two cells both carry its letter; trailing `.` are trimmed.
  public func styleGrid() -> [String] { styleGrid(width: TerminalWidth.columns(of:)) }

  /// The style grid with `width` giving the cells a character takes.
  package func styleGrid(width: (Character) -> Int) -> [String] {
    rows.map { spans in
      var cells = Array(repeating: Character("."), count: self.width)
      for span in spans {
        let code = Self.styleCode(span)
        var column = span.column
        for character in span.text {
          let cellCount = width(character)
          if cellCount <= 0 { continue }
          if column + cellCount > cells.count { break }
          if column >= 0 {
            for cell in column..<column + cellCount { cells[cell] = code }
          }
          column += cellCount
        }
      }
      while cells.last == "." { cells.removeLast() }
      return String(cells)
    }
  }

  private static func styleCode(_ span: Span) -> Character {
    let strong = span.style.contains(.bold) || span.style.contains(.reverse)
    let role: Character? =
      switch span.role.family {
      case .focus: "f"
      case .error: "e"
      case .hint: "h"
      case .success: "s"
      case .match: "m"
      default: nil
      }
    if let role { return strong ? Character(role.uppercased()) : role }
    if span.style.contains(.reverse) { return "R" }
    if span.style.contains(.bold) { return "B" }
    if span.style.contains(.dim) { return "d" }
    if span.style.contains(.underline) { return "u" }
    return "."
  }
}

/// One row of cells: `nil` is the second half of a wide character.
struct CellLine {
  private(set) var cells: [String?]

  init(width: Int) {
    cells = Array(repeating: " ", count: width)
  }

  var text: String {
    var result = cells.compactMap { $0 }.joined()
    while result.last == " " {
      result.removeLast()
    }
    return result
  }

  mutating func draw(_ text: String, from start: Int, width: (Character) -> Int) {
    var column = start
    for character in text {
      let cellCount = width(character)
      if cellCount <= 0 {
        if column > 0, column - 1 < cells.count, column - 1 >= 0 {
          var lead = column - 1
          while lead > 0, cells[lead] == nil { lead -= 1 }
          cells[lead] = (cells[lead] ?? "") + String(character)
        }
        continue
      }
      if column + cellCount > cells.count { return }
      if column >= 0 {
        place(character, at: column, cellCount: cellCount)
      }
      column += cellCount
    }
  }

  private mutating func place(_ character: Character, at column: Int, cellCount: Int) {
    let end = column + cellCount
    // A wide character cut in half by this one leaves a space in its other half.
    if cells[column] == nil, column > 0 { cells[column - 1] = " " }
    if end < cells.count, cells[end] == nil { cells[end] = " " }
    cells[column] = String(character)
    for index in column + 1..<end {
      cells[index] = nil
    }
  }
}
