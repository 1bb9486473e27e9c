import FieldEngine
import Testing

@testable import FieldIO
@testable import FieldKeys
@testable import FieldTerminal

/// The text area as a component, without a terminal: keys in, the text, the status and whole
/// screens out.
@Suite("Text area controller and layout")
struct TextAreaControllerTests {
  static func area(
    _ area: TextArea = TextArea(), label: String = "Message", inline: Bool = true, width: Int = 40,
    height: Int = 12
  ) -> TextAreaController {
    TextAreaController(label: label, area: area).sized(width, height, inline: inline)
  }

  private static let enter = KeyEvent.key(.enter, [])
  private static let escape = KeyEvent.key(.escape, [])
  private static func control(_ letter: Character) -> KeyEvent { .key(.control(letter), []) }

  @Test(
    "Enter and Ctrl-J break the line; Ctrl-D anywhere and Alt-Enter submit the lines joined by LF",
    arguments: [KeyEvent.key(.control("d"), []), .key(.enter, [.alt])])
  func submitKeys(submit: KeyEvent) {
    var controller = Self.area()
    controller.type("one")
    controller.handle(Self.enter)
    controller.type("two")
    controller.handle(Self.control("j"))
    controller.type("three")
    // Ctrl-D submits wherever the cursor is, on a line that holds text too (as gum write).
    controller.handle(.key(.up, []))
    controller.handle(submit)
    #expect(controller.status == .submitted("one\ntwo\nthree"))
    #expect(controller.transcript == ["Message: 3 lines"])
  }

  @Test("Escape on an unchanged text cancels at once; on a changed one it asks first; another key forgets")
  func escape() {
    var unchanged = Self.area(TextArea(value: "draft"))
    unchanged.handle(Self.escape)
    #expect(unchanged.status == .cancelled)
    #expect(unchanged.transcript == ["Message: (cancelled)"])

    var changed = Self.area(TextArea(value: "draft"))
    changed.type("!")
    changed.handle(Self.escape)
    #expect(changed.status == .running)
    #expect(changed.message?.text == "the text has changed: Escape again discards it")
    changed.handle(.key(.left, []))
    changed.handle(Self.escape)
    #expect(changed.status == .running)
    changed.handle(Self.escape)
    #expect(changed.status == .cancelled)
  }

  @Test("↑ ↓ Ctrl-P Ctrl-N move between lines; Ctrl-A Ctrl-E Ctrl-K Ctrl-U act on the cursor's line")
  func lineKeys() {
    var controller = Self.area(TextArea(value: "alpha beta\ngamma\ndelta"))
    controller.handle(Self.control("p"))
    controller.handle(Self.control("p"))
    #expect(controller.area.cursor == (line: 0, character: 5))
    controller.handle(Self.control("n"))
    controller.handle(Self.control("a"))
    controller.handle(Self.control("k"))
    #expect(controller.area.text == "alpha beta\n\ndelta")
    controller.handle(.key(.up, []))
    controller.handle(Self.control("e"))
    #expect(controller.area.cursor == (line: 0, character: 10))
    controller.handle(.key(.left, [.control]))
    controller.handle(Self.control("u"))
    #expect(controller.area.text == "beta\n\ndelta")
    controller.handle(.key(.down, []))
    controller.handle(.key(.down, []))
    controller.handle(Self.control("e"))
    // Delete at the end of the last line has nothing to delete; on the empty line it joins.
    controller.handle(.key(.delete, []))
    #expect(controller.area.text == "beta\n\ndelta")
    controller.handle(.key(.up, []))
    controller.handle(.key(.delete, []))
    #expect(controller.area.text == "beta\ndelta")
    controller.handle(.key(.home, [.control]))
    #expect(controller.area.cursor == (line: 0, character: 0))
    controller.handle(.key(.end, [.control]))
    #expect(controller.area.cursor == (line: 1, character: 5))
  }

  @Test("a check that fails on submit says why and keeps the text")
  func failedCheck() {
    var controller = Self.area(TextArea(validators: [.required]))
    controller.handle(Self.control("d"))
    #expect(controller.status == .running)
    #expect(controller.message?.text == "a value is required")
  }

  @Test("a keyboard macro and Ctrl-] work across the lines as in a field")
  func readlineSequences() {
    var controller = Self.area()
    for key in [Self.control("x"), .text("(")] { controller.handle(key) }
    controller.type("ab")
    controller.handle(Self.enter)
    for key in [Self.control("x"), .text(")")] { controller.handle(key) }
    for key in [Self.control("x"), .text("e")] { controller.handle(key) }
    #expect(controller.area.text == "ab\nab\n")
    controller.handle(.key(.up, []))
    controller.handle(Self.control("a"))
    for key in [Self.control("]"), .text("b")] { controller.handle(key) }
    #expect(controller.area.cursor == (line: 1, character: 1))
  }

  @Test("inline: the label and the counts, five rows of text with a gutter, the help row")
  func inlineScreen() {
    var controller = Self.area(TextArea(maxLength: 100, maxLines: 10), height: 7)
    controller.handle(.paste("Fix the parser\n\nIt read CR LF as two lines."))
    #expect(
      controller.frame().textGrid() == [
        "Message             3/10 lines · 43/100",
        "│ Fix the parser",
        "│",
        "│ It read CR LF as two lines.",
        "│",
        "│",
        "Enter new line · ^D submit …",
      ])
    #expect(controller.frame().cursor == Position(row: 3, column: 29))
    #expect(controller.inlineHeight(width: 40, screenHeight: 24) == 7)
  }

  @Test("a line wider than the area ends in \">\"; the cursor's line, scrolled, starts with \"<\"")
  func cutLines() {
    var controller = Self.area(width: 20, height: 5)
    controller.handle(.paste("0123456789abcdefghij\nshort\n0123456789abcdefghijklmnop"))
    // The cursor at the end of the last line: it scrolls, its start hidden.
    #expect(
      controller.frame().textGrid().prefix(4) == [
        "Message", "│ 0123456789abcdefg>", "│ short", "│<abcdefghijklmnop",
      ])
    #expect(controller.frame().cursor == Position(row: 3, column: 18))
    controller.handle(.key(.home, []))
    #expect(controller.frame().textGrid()[3] == "│ 0123456789abcdefg>")
    // A line that fills the area, the cursor's cell after it, is not cut.
    var exact = Self.area(width: 20, height: 5)
    exact.handle(.paste("0123456789abcdef"))
    #expect(exact.frame().textGrid()[1] == "│ 0123456789abcdef")
  }

  @Test("full screen: every row but the label's and the bottom two holds text; the lines out of view counted")
  func fullScreen() {
    var controller = Self.area(inline: false, width: 30, height: 6)
    controller.handle(.paste((1...6).map { "line \($0)" }.joined(separator: "\n")))
    let grid = controller.frame().textGrid()
    #expect(grid.prefix(4) == ["Message              ↑ 3 more", "│ line 4", "│ line 5", "│ line 6"])
    for _ in 0..<5 { controller.handle(.key(.up, [])) }
    #expect(
      controller.frame().textGrid().prefix(4) == [
        "Message              ↓ 3 more", "│ line 1", "│ line 2", "│ line 3",
      ])
  }

  @Test("a screen too small shows only why; Escape still leaves")
  func tooSmall() {
    var controller = Self.area(width: 8, height: 12)
    #expect(!controller.fitsScreen)
    controller.type("x")
    #expect(controller.area.text.isEmpty)
    controller.handle(Self.escape)
    #expect(controller.status == .cancelled)
  }

  @Test("the key table: every row of the plan, no history and no date steps")
  func keyTable() {
    let table = KeyBindings<TextAreaCommand>.textArea
    let expected: [(KeyEvent, TextAreaCommand)] = [
      (Self.enter, .edit(.lineBreak)), (Self.control("j"), .edit(.lineBreak)), (Self.control("d"), .submit),
      (.key(.enter, [.alt]), .submit), (Self.escape, .cancel), (.key(.up, []), .edit(.lineUp)),
      (Self.control("p"), .edit(.lineUp)), (.key(.down, []), .edit(.lineDown)),
      (Self.control("n"), .edit(.lineDown)), (.key(.delete, []), .edit(.deleteForward)),
      (Self.control("a"), .edit(.move(.start))), (Self.control("e"), .edit(.move(.end))),
      (Self.control("k"), .edit(.killToEnd)), (Self.control("u"), .edit(.killToStart)),
      (.key(.character("<"), [.alt]), .edit(.textStart)), (.key(.character(">"), [.alt]), .edit(.textEnd)),
      (.key(.insert, []), .edit(.toggleOverwrite)), (Self.control("c"), .interrupt),
      (Self.control("z"), .suspend), (Self.control("l"), .redraw),
    ]
    for (key, command) in expected { #expect(table.command(for: key) == command, "\(key.name)") }
    for key in [
      Self.control("r"), Self.control("s"), .key(.pageUp, []), .key(.up, [.alt]), .key(.left, [.shift]),
    ] {
      #expect(table.command(for: key) == nil, "\(key.name)")
    }
    #expect(table.command(after: Self.control("x"), Self.control("e")) == .editInEditor)
    #expect(table.helpLine.hasPrefix("Enter new line · ^D submit · Esc cancel"))
  }
}
