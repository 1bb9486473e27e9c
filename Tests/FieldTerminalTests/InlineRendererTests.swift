import FieldEngine
import SeededRandom
import Testing

@testable import FieldTerminal

/// The inline presentation's painter, replayed through a small terminal emulator: what it draws,
/// and that it never writes above its region.
@Suite("Inline renderer")
struct InlineRendererTests {
  static func frame(_ texts: [String], width: Int, cursor: Position? = nil) -> Frame {
    var frame = Frame(width: width, height: texts.count, cursor: cursor)
    for (row, text) in texts.enumerated() { frame.put(text, row: row, column: 0) }
    return frame
  }

  @Test("opening at the bottom scrolls the lines above up; they stay intact; the region shows the frame")
  func opensAtTheBottom() {
    var terminal = VirtualTerminal(width: 20, height: 8)
    terminal.printLines((1...7).map { "line \($0)" })
    var renderer = InlineRenderer(capabilities: .ansi)
    terminal.feed(renderer.open(height: 3))
    terminal.feed(
      renderer.render(
        Self.frame(["› Name [ab ]", "max 5", "help"], width: 19, cursor: .init(row: 0, column: 10))))
    #expect(
      terminal.screen == ["line 3", "line 4", "line 5", "line 6", "line 7", "› Name [ab ]", "max 5", "help"])
    #expect(terminal.row == 5 && terminal.column == 10)
    #expect(terminal.touchedRows.allSatisfy { $0 >= 7 }, "\(terminal.touchedRows.sorted())")
  }

  @Test("after a resize, the region's first row is found from the widths of the rows drawn above the cursor")
  func rowsAboveCursorAfterAResize() {
    var renderer = InlineRenderer(capabilities: .ansi)
    _ = renderer.open(height: 4)
    let title = String(repeating: "T", count: 68)
    _ = renderer.render(
      Self.frame(
        [title, "› Name  [" + String(repeating: "a", count: 70), "hint", "help"], width: 79,
        cursor: .init(row: 1, column: 77)))
    // Cut (xterm): the cursor's row in the region.
    #expect(renderer.rowsAboveCursor(columns: 60, reflows: false) == 1)
    // Reflowed to 60 columns: the title takes two rows, the cursor is on its row's second.
    #expect(renderer.rowsAboveCursor(columns: 60, reflows: true) == 3)
    // Grown or unchanged: every row fits on one.
    #expect(renderer.rowsAboveCursor(columns: 80, reflows: true) == 1)
    #expect(renderer.rowsAboveCursor(columns: 30, reflows: true) == 5)
    // The bytes go up that far before clearing to the end of the screen.
    let text = String(decoding: renderer.reopen(height: 4, columns: 60, reflows: true), as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[3A\r\u{1B}[J"), "\(text.debugDescription)")
  }

  @Test(
    "after a resize with the cursor on the region's first row, the cursor does not go up (CUU 0 moves one)")
  func reopenOnTheFirstRow() throws {
    var renderer = InlineRenderer(capabilities: .ansi)
    _ = renderer.open(height: 3)
    _ = renderer.render(
      Self.frame(
        ["› Name  <" + String(repeating: "a", count: 48) + " ]", "hint", "help"], width: 59,
        cursor: .init(row: 0, column: 57)))
    for (columns, reflows) in [(80, true), (80, false), (60, true)] {
      var copy = renderer
      let text = String(decoding: copy.reopen(height: 3, columns: columns, reflows: reflows), as: UTF8.self)
      let clear = try #require(text.range(of: "\u{1B}[J"))
      #expect(!text[..<clear.lowerBound].contains("A"), "\(columns) \(reflows): \(text.debugDescription)")
    }
  }

  @Test(
    "rows drawn 79 wide on a screen now 78 wide (not yet told): cleared from the first row to the screen's end, then drawn whole"
  )
  func clearAfterAnUnreportedResize() {
    var renderer = InlineRenderer(capabilities: .ansi)
    _ = renderer.open(height: 3)
    let rows = ["› Name  <" + String(repeating: "a", count: 68) + " ]", "hint", "help"]
    let frame = Self.frame(rows, width: 79, cursor: .init(row: 2, column: 4))
    _ = renderer.render(frame)
    // The field's row wraps at 78 columns: two rows above the cursor's row are three screen rows.
    let text = String(decoding: renderer.clearAfterResize(columns: 78, reflows: true), as: UTF8.self)
    #expect(text == "\u{1B}[3A\r\u{1B}[J", "\(text.debugDescription)")
    #expect(renderer.cursorRow == 0 && renderer.column == 0)
    // Forgotten: the next frame draws every row.
    let again = String(decoding: renderer.render(frame), as: UTF8.self)
    #expect(rows.allSatisfy { again.contains($0) }, "\(again.debugDescription)")
  }

  @Test("which environments name a terminal that reflows rows")
  func reflowingTerminals() {
    func reflows(_ variables: [String: String]) -> Bool {
      InlineSession.reflowsByEnvironment { variables[$0] }
    }
    #expect(reflows(["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "screen"]))
    #expect(reflows(["VTE_VERSION": "7600", "TERM": "xterm-256color"]))
    #expect(reflows(["TERM": "xterm-kitty"]))
    #expect(reflows(["TERM_PROGRAM": "iTerm.app"]))
    #expect(!reflows(["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(390)"]))
    #expect(!reflows([:]))
  }

  @Test("a second frame sends only the rows that changed")
  func diffs() {
    var renderer = InlineRenderer(capabilities: .ansi)
    _ = renderer.open(height: 3)
    _ = renderer.render(Self.frame(["a", "b", "c"], width: 10))
    let bytes = renderer.render(Self.frame(["a", "B", "c"], width: 10))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("B") && !text.contains("a") && !text.contains("c"), "\(text.debugDescription)")
    #expect(renderer.render(Self.frame(["a", "B", "c"], width: 10)).isEmpty)
  }

  @Test("clearing leaves the cursor on the region's first row, the rows blank, the lines above intact")
  func clears() {
    var terminal = VirtualTerminal(width: 20, height: 6)
    terminal.printLines(["keep 1", "keep 2"])
    var renderer = InlineRenderer(capabilities: .ansi)
    terminal.feed(renderer.open(height: 3))
    terminal.feed(
      renderer.render(Self.frame(["one", "two", "three"], width: 19, cursor: .init(row: 2, column: 1))))
    let leave = renderer.leaveBytes
    terminal.feed(renderer.clear())
    #expect(terminal.screen == ["keep 1", "keep 2", "", "", "", ""])
    #expect(terminal.row == 2 && terminal.column == 0)
    // What a signal handler would write is the same clear, with the cursor shown.
    #expect(String(decoding: leave, as: UTF8.self).hasSuffix("\u{1B}[?25h"))
  }

  @Test("random frames and region sizes: the region always shows the last frame, nothing above it is written")
  func randomFrames() {
    var random = SplitMix64(seed: 0x1711E)
    let words = ["héllo", "日本", "👍🏽", "a", "longer text here", "", "é", "[x]"]
    for _ in 0..<200 {
      let screenHeight = Int.random(in: 4...12, using: &random)
      var terminal = VirtualTerminal(width: 24, height: screenHeight)
      let printed = Int.random(in: 0...screenHeight + 3, using: &random)
      terminal.printLines((0..<printed).map { "p\($0)" })
      let top = terminal.absoluteRow
      var renderer = InlineRenderer(capabilities: .ansi)
      var height = Int.random(in: 1...screenHeight, using: &random)
      terminal.feed(renderer.open(height: height))
      var last: Frame?
      for _ in 0..<8 {
        if Bool.random(using: &random) {
          height = Int.random(in: 1...screenHeight, using: &random)
          terminal.feed(renderer.resize(height: height))
        }
        let texts = (0..<height).map { _ in words.randomElement(using: &random)! }
        let frame = Self.frame(
          texts, width: 23, cursor: .init(row: Int.random(in: 0..<height, using: &random), column: 2))
        terminal.feed(renderer.render(frame))
        last = frame
      }
      // The region's rows now hold the last frame; nothing above its first row was written.
      let regionTop = top - terminal.scrolledAway
      let shown = Array(terminal.screen[regionTop..<regionTop + height])
      #expect(shown == last!.textGrid(), "screen \(terminal.screen)")
      #expect(
        terminal.touchedRows.allSatisfy { $0 >= top }, "touched \(terminal.touchedRows.sorted()) top \(top)")
    }
  }

  @Test(
    "the cursor-position answer is found among other bytes",
    arguments: [
      ("\u{1B}[12;5R", 5), ("ab\u{1B}[3;1Rcd", 1), ("\u{1B}[1;2", nil), ("\u{1B}[A\u{1B}[24;80R", 80),
    ])
  func cursorReport(bytes: String, column: Int?) {
    let found = CursorPositionReport.find(in: Array(bytes.utf8))
    #expect(found?.column == column)
  }
}
