import FieldEngine
import Testing

@testable import FieldTerminal

/// The keystroke path without a terminal: key events in, whole screens out.
@Suite("Form controller and layout")
struct FormControllerTests {
  static func demoFields() -> [Field] {
    var one = Field(id: "one", label: "One")
    one.maxLength = 1
    var vowels = Field(id: "vowels", label: "Vowels", validators: [.required])
    vowels.maxLength = 5
    vowels.allowedCharacters = "AEIOUaeiou"
    return [Field(id: "unlimited", label: "Unlimited"), one, vowels]
  }

  static func controller(width: Int = 50, height: Int = 12, fields: [Field] = demoFields()) throws
    -> FormController
  {
    FormController(form: try Form(fields), title: "Demo", width: width, height: height)
  }

  /// Types text one key at a time, as a person does.
  static func type(_ text: String, into controller: inout FormController) {
    for character in text { controller.handle(.text(String(character))) }
  }

  @Test("the first screen: title, labels, boxes, rules and counters, help line; cursor in the first box")
  func firstScreen() throws {
    let controller = try Self.controller()
    #expect(
      controller.frame().textGrid() == [
        " Demo",
        "",
        "› Unlimited  [                                   ]",
        "              no limit",
        "  One        [   ]",
        "              max 1 · 0/1",
        "  Vowels     [           ]",
        "              max 5 · only AEIOUaeiou · 0/5",
        "",
        "",
        "",
        " Tab next · Enter submit · Esc cancel · ^C quit …",
      ])
    #expect(controller.frame().cursor == Position(row: 2, column: 14))
  }

  @Test("typing, a refused key with its reason, focus moving, and the cursor after wide characters")
  func typing() throws {
    var controller = try Self.controller()
    Self.type("日本", into: &controller)
    #expect(controller.frame().cursor == Position(row: 2, column: 18))
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    Self.type("ab", into: &controller)
    let grid = controller.frame().textGrid()
    #expect(grid[2] == "  Unlimited  [日本                               ]")
    #expect(grid[6] == "› Vowels     [a          ]")
    #expect(grid[7] == "              max 5 · only AEIOUaeiou · 1/5")
    #expect(grid[10] == " 'b' is not allowed: only AEIOUaeiou")
    #expect(controller.frame().cursor == Position(row: 6, column: 15))
    controller.handle(.key(.up, []))
    #expect(controller.frame().textGrid()[10] == "")
    #expect(controller.form.focused.id == "one")
  }

  @Test("a box grows to show a character wider than its limit's estimate")
  func boxGrows() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.handle(.text("👨‍👩‍👧‍👦"))
    #expect(controller.frame().textGrid()[4] == "› One        [👨‍👩‍👧‍👦 ]")
    #expect(controller.frame().cursor == Position(row: 4, column: 22))
  }

  @Test("a long message wraps into the free rows above the message row")
  func longMessage() throws {
    var controller = try Self.controller(width: 40)
    controller.handle(.key(.backTab, []))
    controller.handle(.paste("Hello, Universe!"))
    let grid = controller.frame().textGrid()
    #expect(
      Array(grid[8...10]) == [
        " pasted 5 of 16 characters: 10 not", " allowed (only AEIOUaeiou), 1 over the",
        " limit of 5 characters",
      ])
  }

  @Test("a paste that is trimmed says so on the message line")
  func pasteMessage() throws {
    var controller = try Self.controller()
    controller.handle(.key(.backTab, []))
    controller.handle(.paste("Hello, Universe!"))
    #expect(controller.form["vowels"]?.text == "eoUie")
    #expect(
      controller.message
        == .init(
          "pasted 5 of 16 characters: 10 not allowed (only AEIOUaeiou), 1 over the limit of 5 characters",
          .info))
  }

  @Test("long text scrolls to keep the cursor visible, marking the hidden sides")
  func scrolling() throws {
    var controller = try Self.controller()
    controller.handle(.paste(String(repeating: "abcdefghij", count: 10)))
    var grid = controller.frame().textGrid()
    // The box is 35 cells: the last 34 characters, then the cursor's cell.
    #expect(
      grid[2] == "› Unlimited  <" + String(String(repeating: "abcdefghij", count: 10).suffix(34)) + " ]")
    #expect(controller.frame().cursor == Position(row: 2, column: 48))
    controller.handle(.key(.home, []))
    grid = controller.frame().textGrid()
    #expect(grid[2] == "› Unlimited  [abcdefghijabcdefghijabcdefghijabcde>")
    #expect(controller.frame().cursor == Position(row: 2, column: 14))
    controller.handle(.key(.end, []))
    #expect(controller.frame().cursor == Position(row: 2, column: 48))
  }

  @Test("a wide character is never split at the edge of a box")
  func wideAtEdge() throws {
    var controller = try Self.controller(width: 19)
    // Labels get 8 cells and the box 5: "日本" takes 4 and "語" would need 2 more.
    controller.handle(.paste("日本語"))
    controller.handle(.key(.home, []))
    #expect(controller.frame().textGrid()[2] == "› Unlimit…  [日本 >")
    controller.handle(.key(.end, []))
    #expect(controller.frame().textGrid()[2] == "› Unlimit…  <本語 ]")
    #expect(controller.frame().cursor == Position(row: 2, column: 17))
  }

  @Test("a screen too small asks to be made larger, and a resize brings the form back intact")
  func tooSmall() throws {
    var controller = try Self.controller()
    Self.type("keep me", into: &controller)
    controller.resize(width: 20, height: 5)
    #expect(controller.frame().textGrid() == ["make the window", "larger: this form", "needs 18x10", "", ""])
    controller.resize(width: 10, height: 2)
    #expect(controller.frame().textGrid() == ["make the", "window …"])
    controller.resize(width: 1, height: 1)
    #expect(controller.frame().textGrid() == ["…"])
    controller.resize(width: 50, height: 12)
    #expect(controller.frame().textGrid()[2] == "› Unlimited  [keep me                            ]")
  }

  @Test("Enter submits only when validators pass, focusing the first failing field")
  func submit() throws {
    var controller = try Self.controller()
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.form.focused.id == "vowels")
    #expect(controller.message == .init("Vowels: a value is required", .error))
    Self.type("a", into: &controller)
    controller.handle(.key(.enter, []))
    #expect(controller.status == .submitted(["unlimited": "", "one": "", "vowels": "a"]))
  }

  @Test("bytes in: a lone Escape cancels after the decoder's wait; Ctrl-C interrupts")
  func bytes() throws {
    var controller = try Self.controller()
    controller.feed([0x1B], now: 1000)
    #expect(controller.status == .running)
    let deadline = try #require(controller.deadline)
    controller.tick(now: deadline)
    #expect(controller.status == .cancelled)
    var other = try Self.controller()
    other.feed(Array("é".utf8) + [0x03], now: 0)
    #expect(other.status == .interrupted)
  }

  @Test("reads in the middle of a bracketed paste change nothing, so the host need not paint")
  func revisionDuringPaste() throws {
    var controller = try Self.controller()
    let before = controller.revision
    controller.feed(Array("\u{1B}[200~first half ".utf8), now: 0)
    controller.feed(Array("second half".utf8), now: 1)
    #expect(controller.revision == before)
    controller.feed(Array("\u{1B}[201~".utf8), now: 2)
    #expect(controller.revision == before + 1)
    #expect(controller.form.focused.text == "first half second half")
  }

  @Test("Ctrl-L asks for a redraw once; selection shows in reverse video")
  func redrawAndSelection() throws {
    var controller = try Self.controller()
    Self.type("abc", into: &controller)
    controller.handle(.key(.left, [.shift]))
    let spans = controller.frame().rows[2]
    #expect(spans.contains { $0.text == "c" && $0.style.contains(.reverse) })
    controller.handle(.key(.control("l"), []))
    let first = controller.takeRedrawRequest()
    let second = controller.takeRedrawRequest()
    #expect(first && !second)
  }
}

/// Bytes in, text out: a read's characters reach the engine whole, whatever the terminal.
@Suite("Characters across reads")
struct CharactersAcrossReadsTests {
  static func controller(allow: String? = nil, pasteRule: Bool) throws -> FormController {
    var field = Field(id: "f")
    field.allowedCharacters = allow
    return FormController(
      form: try Form([field]), title: "T", width: 40, height: 8,
      decoder: KeyDecoder(detectsUnbracketedPaste: pasteRule))
  }

  @Test(
    "a character of several scalars in one read is one edit of an allowed character",
    arguments: [(text: "e\u{301}", pasteRule: false), ("e\u{301}", true), ("🇯🇵", false), ("👍🏽", false)])
  func oneReadOneCharacter(text: String, pasteRule: Bool) throws {
    var controller = try Self.controller(allow: text, pasteRule: pasteRule)
    controller.feed(Array(text.utf8), now: 0)
    #expect(controller.form.focused.text == text)
    #expect(controller.message == nil)
  }

  @Test("a mark typed after its base in another read joins it", arguments: [false, true])
  func markInNextRead(pasteRule: Bool) throws {
    var controller = try Self.controller(pasteRule: pasteRule)
    controller.feed(Array("e".utf8), now: 0)
    controller.feed(Array("\u{301}".utf8), now: 100)
    #expect(controller.form.focused.text == "e\u{301}")
    #expect(controller.form.focused.buffer.metrics.characters == 1)
    #expect(controller.form.focused.buffer.cursorCharacterOffset == 1)
  }
}
