import Testing

@testable import FieldTerminal

/// A width function for tests: the CJK ideographs and emoji used here take 2 cells, combining
/// marks 0, everything else 1 (summed over scalars, like `TerminalWidth.columns(of:)`).
func testWidth(_ character: Character) -> Int {
  character.unicodeScalars.reduce(0) { sum, scalar in
    switch scalar.value {
    case 0x0300...0x036F, 0x200D: sum
    case 0x3000...0x9FFF, 0x1F300...0x1FAFF: sum + 2
    default: sum + 1
    }
  }
}

@Suite("Frame.textGrid")
struct FrameTextGridTests {
  @Test("the style grid: a letter a cell, roles before styles, wide characters on both cells")
  func styleGrid() {
    var frame = Frame(width: 12, height: 2)
    frame.put("日a", row: 0, column: 1, style: .underline)
    frame.put("b", row: 0, column: 4, style: [.reverse])
    frame.put("c", row: 0, column: 5, style: .dim)
    frame.put("d", row: 0, column: 6, style: .bold)
    frame.put("ee", row: 0, column: 8, role: .error)
    frame.put("!", row: 0, column: 10, style: .bold, role: .error)
    frame.put("h", row: 1, column: 0, style: .dim, role: .hint)
    frame.put("›", row: 1, column: 2, style: .reverse, role: .focus)
    #expect(frame.styleGrid(width: testWidth) == [".uuuRdB.eeE", "h.F"])
  }

  @Test("an empty frame is blank lines")
  func emptyFrame() {
    #expect(Frame(width: 5, height: 2).textGrid(width: testWidth) == ["", ""])
  }

  @Test("spans land at their columns; wide characters read naturally")
  func wideCharacters() {
    var frame = Frame(width: 20, height: 2)
    frame.put("日本 👍🏽 é", row: 0, column: 2)
    frame.put("e\u{301}!", row: 1, column: 0, style: .bold)
    #expect(frame.textGrid(width: testWidth) == ["  日本 👍🏽 é", "e\u{301}!"])
  }

  @Test(
    "text is clipped at the right edge; a wide character that does not fit is left out",
    arguments: [
      (column: 0, expected: "日本"),
      (column: 1, expected: " 日"),
      (column: 3, expected: ""),
      (column: 4, expected: ""),
      (column: -2, expected: "本a"),
    ])
  func clipping(column: Int, expected: String) {
    var frame = Frame(width: 4, height: 1)
    frame.put("日本a", row: 0, column: column)
    #expect(frame.textGrid(width: testWidth) == [expected])
  }

  @Test("overwriting half of a wide character leaves a space in the other half")
  func overwriteHalf() {
    var frame = Frame(width: 6, height: 1)
    frame.put("日本", row: 0, column: 0)
    frame.put("x", row: 0, column: 1)
    #expect(frame.textGrid(width: testWidth) == [" x本"])
    frame.put("y", row: 0, column: 2)
    #expect(frame.textGrid(width: testWidth) == [" xy"])
  }

  @Test("spans on rows outside the frame are ignored")
  func rowsOutside() {
    var frame = Frame(width: 3, height: 1)
    frame.put("a", row: 1, column: 0)
    frame.put("b", row: -1, column: 0)
    #expect(frame.rows == [[]])
    let fromRows = Frame(
      width: 3, height: 1, rows: [[Span(column: 0, text: "a")], [Span(column: 0, text: "b")]])
    #expect(fromRows.textGrid(width: testWidth) == ["a"])
  }

  @Test("frames compare by content, cursor included")
  func equality() {
    var first = Frame(width: 3, height: 1, cursor: Position(row: 0, column: 1))
    first.put("ab", row: 0, column: 0, role: .focus)
    var second = first
    #expect(first == second)
    second.cursor = nil
    #expect(first != second)
  }
}
