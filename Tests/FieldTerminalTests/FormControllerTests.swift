import FieldEngine
import ScriptedLines
import Testing

@testable import FieldIO
@testable import FieldKeys
@testable import FieldTerminal

/// The keystroke path without a terminal: key events in, whole screens out.
@Suite("Form controller and layout")
struct FormControllerTests {
  static func demoFields() -> [Field] {
    var one = Field(id: "one", label: "One")
    one.rules.maxLength = 1
    var vowels = Field(id: "vowels", label: "Vowels", validators: [.required])
    vowels.rules.maxLength = 5
    vowels.rules.allowedCharacters = "AEIOUaeiou"
    return [Field(id: "unlimited", label: "Unlimited"), one, vowels]
  }

  static func controller(width: Int = 50, height: Int = 12, fields: [Field] = demoFields()) throws
    -> FormController
  {
    FormController(form: try Form(fields), title: "Demo").sized(width, height)
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

  @Test("the help row offers Tab only where there is a next field; Ctrl-J submits as Enter does")
  func helpRowAndControlJ() throws {
    var one = try Self.controller(width: 70, fields: [Field(id: "name", label: "Name")])
    #expect(one.frame().textGrid().last == " Enter submit · Esc cancel · ^C quit · ^_ undo")
    one.type("Ada")
    one.handle(.key(.control("j"), []))
    #expect(one.status == .submitted(["name": "Ada"]))
    let several = try Self.controller(width: 70)
    #expect(several.frame().textGrid().last?.hasPrefix(" Tab next · Enter submit") == true)
  }

  @Test("typing, a refused key with its reason, focus moving, and the cursor after wide characters")
  func typing() throws {
    var controller = try Self.controller()
    controller.type("日本")
    #expect(controller.frame().cursor == Position(row: 2, column: 18))
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    controller.type("ab")
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

  @Test("a box's width never depends on what it holds; a character wider than the box is shown cut")
  func boxKeepsItsWidth() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.handle(.text("👨‍👩‍👧‍👦"))
    // The one-character box keeps its three cells: the family's first person and a marker.
    #expect(controller.frame().textGrid()[4] == "› One        [👨…]")
    #expect(controller.frame().cursor == Position(row: 4, column: 16))
    controller.handle(.key(.home, []))
    #expect(controller.frame().textGrid()[4] == "› One        [👨…]")
    #expect(controller.frame().cursor == Position(row: 4, column: 14))
    // A 45-emoji cluster in the unlimited field: the box stays as wide, shows what fits of it.
    controller.handle(.key(.backTab, []))
    let cluster = Array(repeating: "👩", count: 45).joined(separator: "\u{200D}")
    controller.handle(.text(cluster))
    let row = controller.frame().textGrid()[2]
    #expect(row.unicodeScalars.starts(with: "› Unlimited  [👩\u{200D}👩".unicodeScalars), "\(row)")
    #expect(row.hasSuffix("…]"), "\(row)")
    #expect(TerminalWidth.columns(of: row) == 50)
  }

  @Test("line and paragraph separators in a field show as ␤ and ¶, one cell each, and nothing drifts")
  func separatorsShown() throws {
    var controller = try Self.controller()
    controller.handle(.paste("xy\u{2028}zw\u{2029}END"))
    #expect(controller.form.focused.text == "xy\u{2028}zw\u{2029}END")
    #expect(
      controller.frame().textGrid()[2] == "› Unlimited  [xy\u{2424}zw¶END" + String(repeating: " ", count: 26)
        + "]")
    #expect(controller.frame().cursor == Position(row: 2, column: 23))
  }

  @Test("Backspace after long text scrolls back: no empty cells at the end while text is hidden")
  func scrollsBackAfterDeleting() throws {
    var controller = try Self.controller()
    controller.type(String(repeating: "abcdefghij", count: 10))
    for _ in 0..<40 { controller.handle(.key(.backspace, [])) }
    // 60 characters left: the box (35 cells) shows the last 34 and the cursor's cell.
    let text = String(String(repeating: "abcdefghij", count: 6).suffix(34))
    #expect(controller.frame().textGrid()[2] == "› Unlimited  <" + text + " ]")
    for _ in 0..<40 { controller.handle(.key(.backspace, [])) }
    // 20 characters: everything shows again, from the start.
    #expect(controller.frame().textGrid()[2] == "› Unlimited  [abcdefghijabcdefghij               ]")
    // Widening the screen shows more of a scrolled text, not empty cells.
    controller.type(String(repeating: "x", count: 40))
    controller.layout(in: Region(width: 80, height: 12))
    #expect(
      controller.frame().textGrid()[2]
        == "› Unlimited  [abcdefghijabcdefghij" + String(repeating: "x", count: 40) + "     ]")
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
    #expect(controller.form["vowels"]?.field.text == "eoUie")
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
    controller.type("keep me")
    controller.layout(in: Region(width: 17, height: 5))
    #expect(controller.frame().textGrid() == ["make the window", "larger: this form", "needs 18x5", "", ""])
    #expect(controller.frame().cursor == nil)
    controller.layout(in: Region(width: 10, height: 2))
    #expect(controller.frame().textGrid() == ["make the", "window …"])
    controller.layout(in: Region(width: 1, height: 1))
    #expect(controller.frame().textGrid() == ["…"])
    controller.layout(in: Region(width: 50, height: 12))
    #expect(controller.frame().textGrid()[2] == "› Unlimited  [keep me                            ]")
  }

  @Test("the size the notice asks for is one at which the form draws", arguments: [5, 8, 13, 30])
  func statedMinimumWorks(labelLength: Int) throws {
    let fields = [Field(id: "a", label: String(repeating: "L", count: labelLength)), Field(id: "b")]
    var controller = try Self.controller(width: 40, height: 3, fields: fields)
    let notice = controller.frame().textGrid().joined(separator: " ")
    let words = notice.split(separator: " ")
    let size = try #require(words.last).split(separator: "x").compactMap { Int($0) }
    controller.layout(in: Region(width: size[0], height: size[1]))
    let fits = [controller.fitsScreen]
    controller.layout(in: Region(width: size[0] - 1, height: size[1]))
    let narrower = controller.fitsScreen
    controller.layout(in: Region(width: size[0], height: size[1] - 1))
    let lower = controller.fitsScreen
    #expect(fits == [true] && !narrower && !lower, "\(notice)")
  }

  @Test("keys do nothing to a form too small to be seen; Escape, Ctrl-C and Ctrl-L still act")
  func keysWhileTooSmall() throws {
    var controller = try Self.controller(width: 12, height: 8)
    controller.type("abc")
    controller.handle(.paste("pasted"))
    controller.handle(.key(.tab, []))
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.form.focused.id == "unlimited")
    #expect(controller.form.focused.text == "")
    let redraw = controller.handle(.key(.control("l"), [])).effects.redraws
    #expect(redraw)
    controller.handle(.key(.escape, []))
    #expect(controller.status == .cancelled)
    var other = try Self.controller(width: 12, height: 8)
    other.handle(.key(.control("c"), []))
    #expect(other.status == .interrupted)
  }

  @Test("a form taller than the screen scrolls to keep the focused field, its hint and the message")
  func scrollsVertically() throws {
    let fields = (1...12).map { number in
      var field = Field(id: "f\(number)", label: "Field \(number)")
      field.rules.maxLength = 10
      return field
    }
    var controller = try Self.controller(width: 40, height: 10, fields: fields)
    #expect(
      controller.frame().textGrid() == [
        " Demo                          ↓ 9 more",
        "› Field 1   [                     ]",
        "             max 10 · 0/10",
        "  Field 2   [                     ]",
        "             max 10 · 0/10",
        "  Field 3   [                     ]",
        "             max 10 · 0/10",
        "",
        "",
        " Tab next · Enter submit · Esc cancel …",
      ])
    for _ in 0..<4 { controller.handle(.key(.tab, [])) }
    controller.type("x")
    var grid = controller.frame().textGrid()
    #expect(grid[0] == " Demo               ↑ 2 more · ↓ 7 more")
    #expect(grid[5] == "› Field 5   [x                    ]")
    #expect(controller.frame().cursor == Position(row: 5, column: 14))
    // Up to the first field and back round to the last.
    controller.handle(.key(.backTab, []))
    controller.handle(.key(.backTab, []))
    controller.handle(.key(.backTab, []))
    controller.handle(.key(.backTab, []))
    controller.handle(.key(.backTab, []))
    grid = controller.frame().textGrid()
    #expect(grid[0] == " Demo                          ↑ 9 more")
    #expect(grid[5] == "› Field 12  [                     ]")
    controller.handle(.text("!"))
    controller.handle(.paste(String(repeating: "y", count: 20)))
    grid = controller.frame().textGrid()
    // The message wraps into the row the fields leave free.
    #expect(grid[7...8] == [" pasted 9 of 20 characters: 11 over the", " limit of 10 characters"])
    // A taller screen shows all the fields again.
    controller.layout(in: Region(width: 40, height: 28))
    #expect(controller.frame().textGrid()[2] == "  Field 1   [                     ]")
    #expect(controller.frame().textGrid()[24] == "› Field 12  [!yyyyyyyyy           ]")
  }

  @Test("labels, a title and a message holding control characters are drawn made visible, never raw")
  func controlsInDisplayText() throws {
    var field = Field(id: "tab", label: "Tab\there")
    field.placeholder = "a\u{1B}[31mred\u{1B}[0m"
    var controller = FormController(
      form: try Form([field]), title: "First\nSecond"
    ).sized(40, 8)
    controller.show(.init("one\ntwo", .info))
    let grid = controller.frame().textGrid()
    #expect(grid[0] == " First Second")
    #expect(grid[2] == "› Tab here  [a\\e[31mred\\e[0m           ]")
    #expect(grid[5] == " one")
    #expect(grid[6] == " two")
    for row in controller.frame().rows {
      for span in row {
        #expect(!span.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(span.text)")
      }
    }
  }

  @Test("a limit too large to mean anything makes a box as wide as the screen, not a crash")
  func hugeLimits() throws {
    for unit in LengthUnit.allCases {
      var field = Field(id: "big")
      field.rules.limits = [LengthLimit(Int.max, unit)]
      var controller = FormController(form: try Form([field]), title: "").sized(30, 6)
      controller.handle(.text("a"))
      #expect(controller.frame().textGrid()[2] == "›   [a                       ]", "\(unit)")
      field.rules.limits = [LengthLimit(4_611_686_018_427_387_904, unit)]
      controller = FormController(form: try Form([field]), title: "").sized(30, 6)
      #expect(controller.frame().textGrid()[2].hasSuffix("]"), "\(unit)")
    }
  }

  @Test("a refusal about a key names the key as the component's table does")
  func keyNamedFromTable() throws {
    var form = try Self.controller()
    form.handle(.key(.character("y"), [.alt]))
    #expect(form.message == StatusMessage("Alt-Y cycles the kill ring only right after a yank", .error))
    let bindings = KeyBindings<FormCommand>(
      [KeyBinding("F9", [.key(.function(9), [])], .edit(.yankPop), "cycle the kill ring")])
    var custom = FormController(form: try Form(Self.demoFields()), title: "Demo", bindings: bindings)
    custom.handle(.key(.function(9), []))
    #expect(custom.message == StatusMessage("F9 cycles the kill ring only right after a yank", .error))
    var prompt = PromptController(title: "P", question: "m", field: Field(id: "p"))
    prompt.handle(.key(.character("y"), [.alt]))
    #expect(prompt.message?.text == "Alt-Y cycles the kill ring only right after a yank")
  }

  @Test("Enter submits only when validators pass, focusing the first failing field")
  func submit() throws {
    var controller = try Self.controller()
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.form.focused.id == "vowels")
    #expect(controller.message == .init("Vowels: a value is required", .error))
    controller.type("a")
    controller.handle(.key(.enter, []))
    #expect(controller.status == .submitted(["unlimited": "", "one": "", "vowels": "a"]))
  }

  @Test("bytes in: a lone Escape cancels after the decoder's wait; Ctrl-C interrupts")
  func bytes() throws {
    var controller = ComponentDriver(try Self.controller())
    controller.feed([0x1B], now: at(1000))
    #expect(controller.status == .running)
    let deadline = try #require(controller.wake.deadline)
    controller.wake(now: deadline)
    #expect(controller.status == .cancelled)
    var other = ComponentDriver(try Self.controller())
    other.feed(Array("é".utf8) + [0x03], now: at(0))
    #expect(other.status == .interrupted)
  }

  @Test("reads in the middle of a bracketed paste change nothing, so the host need not paint")
  func repaintAfterPaste() throws {
    var controller = ComponentDriver(try Self.controller())
    #expect(!controller.feed(Array("\u{1B}[200~first half ".utf8), now: at(0)).repaint)
    #expect(!controller.feed(Array("second half".utf8), now: at(1)).repaint)
    #expect(controller.feed(Array("\u{1B}[201~".utf8), now: at(2)).repaint)
    #expect(controller.component.form.focused.text == "first half second half")
  }

  @Test("Ctrl-L asks for a redraw, the next key does not; selection shows in reverse video")
  func redrawAndSelection() throws {
    var controller = try Self.controller()
    controller.type("abc")
    controller.handle(.key(.left, [.shift]))
    let spans = controller.frame().rows[2]
    #expect(spans.contains { $0.text == "c" && $0.style.contains(.reverse) })
    var host = controller.hosted(controller.width, controller.height)
    let redraw = host.handle(.key(.control("l"), []))
    let next = host.handle(.key(.left, []))
    #expect(redraw.redraw && redraw.repaint && !next.redraw && next.repaint)
  }
}

/// Bytes in, text out: a read's characters reach the engine whole, whatever the terminal.
@Suite("Characters across reads")
struct CharactersAcrossReadsTests {
  static func controller(allow: String? = nil, pasteRule: Bool) throws -> ComponentDriver<FormController> {
    var field = Field(id: "f")
    field.rules.allowedCharacters = allow
    return ComponentDriver(
      FormController(form: try Form([field]), title: "T").sized(40, 8),
      decoder: KeyDecoder(detectsUnbracketedPaste: pasteRule))
  }

  @Test(
    "a character of several scalars in one read is one edit of an allowed character",
    arguments: [(text: "e\u{301}", pasteRule: false), ("e\u{301}", true), ("🇯🇵", false), ("👍🏽", false)])
  func oneReadOneCharacter(text: String, pasteRule: Bool) throws {
    var controller = try Self.controller(allow: text, pasteRule: pasteRule)
    controller.feed(Array(text.utf8), now: at(0))
    #expect(controller.component.form.focused.text == text)
    #expect(controller.component.message == nil)
  }

  @Test("a mark typed after its base in another read joins it", arguments: [false, true])
  func markInNextRead(pasteRule: Bool) throws {
    var controller = try Self.controller(pasteRule: pasteRule)
    controller.feed(Array("e".utf8), now: at(0))
    controller.feed(Array("\u{301}".utf8), now: at(100))
    #expect(controller.component.form.focused.text == "e\u{301}")
    #expect(controller.component.form.focused.buffer.metrics.characters == 1)
    #expect(controller.component.form.focused.buffer.cursorCharacterOffset == 1)
  }
}

/// A large form is measured once, when its controller is made: a key, a resize or a frame never
/// goes over every field again, so a keystroke costs the same at 10 fields and at 10,000, and a
/// form of 100,000 fields reaches its first question after one pass (tf-bench times both).
@Suite("Large forms: one layout pass")
struct LargeFormTests {
  static func fields(_ count: Int) -> [Field] {
    (0..<count).map { index in
      Field(
        id: "f\(index)", label: index == count / 2 ? "The longest label" : "F\(index)",
        rules: index % 2 == 0 ? FieldRules() : FieldRules(limits: [LengthLimit(3 + index % 5)]))
    }
  }

  @Test("a key does no layout pass, at 10 fields as at 10,000", arguments: [10, 10_000])
  func keysDoNoPass(count: Int) throws {
    var controller = FormController(form: try Form(Self.fields(count)), title: "Big").sized(60, 20)
    #expect(controller.layoutPasses == 1)
    let keys: [KeyEvent] = [
      .text("a"), .key(.tab, []), .text("b"), .key(.backspace, []), .key(.tab, [.shift]), .key(.up, []),
      .key(.down, []), .key(.down, []),
    ]
    for key in keys {
      controller.handle(key)
      _ = controller.frame()
      _ = controller.fitsScreen
      _ = controller.inlineHeight(width: 60, screenHeight: 20)
    }
    controller.layout(in: Region(width: 70, height: 21))
    _ = controller.frame()
    #expect(controller.layoutPasses == 1)
    #expect(controller.form.fields[0].text == "a")
    #expect(controller.form.focusIndex == 1)
    // The measures kept are the fields' own: nothing a key did changed a label or a rule.
    #expect(controller.measures == FormLayout.Measures(controller.form))
    #expect(controller.measures.longestLabel == (count >= 10 ? 17 : 0))
  }

  @Test("a plain form of 100,000 fields reaches its first question after one layout pass")
  func plainFormOfManyFields() throws {
    let fields = Self.fields(100_000)
    let controller = FormController(form: try Form(fields), title: "Big")
    #expect(controller.layoutPasses == 1)
    #expect(controller.measures.desiredWidths.count == 100_000)
    var lines = ScriptedLines(["x"])
    #expect(PlainQuestions.field(fields[0], label: fields[0].label, on: &lines) == .answered("x"))
    #expect(lines.shown == "F0: x\n")
  }
}
