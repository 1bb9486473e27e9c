import FieldEngine
import Testing

@testable import FieldKeys
@testable import FieldTerminal

/// The prompt dialog without a terminal: keys in, state and whole screens out.
@Suite("Prompt controller and layout")
struct PromptControllerTests {
  static func prompt(
    _ spec: FieldSpec = FieldSpec(id: "name", rules: FieldRules(limits: [LengthLimit(5)])), width: Int = 60
  )
    throws -> PromptController
  {
    try PromptController(title: "Name", question: "Who are you?", spec: spec).sized(width, 12)
  }

  @Test("a password field in a prompt shows one glyph per character, never its text")
  func passwordPrompt() throws {
    var prompt = try Self.prompt(FieldSpec(id: "secret", isPassword: true))
    prompt.type("s3cr3t")
    let grid = prompt.frame().textGrid()
    #expect(grid.contains { $0.contains("[••••••") })
    #expect(grid.contains { $0.contains("│ no limit · F4 shows") })
    #expect(!grid.joined().contains("s3cr3t"))
    #expect(prompt.field.text == "s3cr3t")
    prompt.handle(.key(.function(4), []))
    #expect(prompt.frame().textGrid().contains { $0.contains("[s3cr3t") })
    #expect(prompt.frame().textGrid().contains { $0.contains("│ no limit · F4 hides") })
    prompt.handle(.key(.function(4), []))
    #expect(!prompt.frame().textGrid().joined().contains("s3cr3t"))
  }

  @Test("F4 leaves a field that is not a password alone")
  func revealOnlyPasswords() throws {
    var prompt = try Self.prompt()
    prompt.handle(.key(.function(4), []))
    #expect(!prompt.revealed)
  }

  @Test("a hidden password scrolls by its glyphs: the cursor stays in the box with zero-width characters")
  func passwordScroll() throws {
    var prompt = try Self.prompt(FieldSpec(id: "secret", isPassword: true), width: 30)
    // U+200B takes no column of its own, but its glyph takes one.
    prompt.type(String(repeating: "a\u{200B}", count: 40))
    let frame = prompt.frame()
    let row = try #require(frame.textGrid().firstIndex { $0.contains("<•") })
    let line = frame.textGrid()[row]
    let closing = try #require(line.lastIndex(of: "]"))
    let cursor = try #require(frame.cursor)
    #expect(cursor.row == row)
    #expect(cursor.column <= line.distance(from: line.startIndex, to: closing))
  }

  @Test("the box centred on the screen: title, message, field with its rules, buttons, help")
  func screen() throws {
    var prompt = try Self.prompt()
    prompt.type("héllo!")
    #expect(
      prompt.frame().textGrid() == [
        "",
        "    ┌─ Name ───────────────────────────────────────────┐",
        "    │ Who are you?                                     │",
        "    │                                                  │",
        "    │ [héllo      ]                                    │",
        "    │ max 5 · 5/5                                      │",
        "    │                [ OK ]  [ Cancel ]                │",
        "    │ limit of 5 characters reached                    │",
        "    │ Tab next · Enter OK · Esc cancel                 │",
        "    └──────────────────────────────────────────────────┘",
        "",
        "",
      ])
    #expect(prompt.frame().cursor == Position(row: 4, column: 12))
  }

  @Test("Enter on the field submits the value, through the field's rules")
  func submitOnField() throws {
    var prompt = try Self.prompt(FieldSpec(id: "v", rules: FieldRules(allowedCharacters: "aeiou")))
    prompt.type("eh")
    #expect(prompt.message == StatusMessage("'h' is not allowed: only aeiou", .error))
    prompt.handle(.paste("loud"))
    prompt.handle(.key(.enter, []))
    #expect(prompt.status == .submitted("eou"))
    #expect(prompt.value == "eou")
    prompt.handle(.text("x"))
    #expect(prompt.value == "eou")
  }

  @Test("Tab walks field, OK, Cancel and back; Enter on OK submits, on Cancel cancels")
  func buttons() throws {
    var prompt = try Self.prompt()
    prompt.type("ab")
    prompt.handle(.key(.tab, []))
    #expect(prompt.focus == .ok)
    #expect(prompt.frame().cursor == Position(row: 6, column: 23))
    prompt.handle(.key(.tab, []))
    #expect(prompt.focus == .cancel)
    prompt.handle(.key(.tab, []))
    #expect(prompt.focus == .field)
    prompt.handle(.key(.backTab, []))
    #expect(prompt.focus == .cancel)
    var cancelled = prompt
    cancelled.handle(.key(.enter, []))
    #expect(cancelled.status == .cancelled)
    #expect(cancelled.value == nil)
    prompt.handle(.key(.backTab, []))
    prompt.handle(.key(.enter, []))
    #expect(prompt.status == .submitted("ab"))
  }

  @Test("Escape cancels, Ctrl-C interrupts, a hang-up cancels")
  func endings() throws {
    var escaped = ComponentDriver(try Self.prompt())
    escaped.feed(Array("ab".utf8), now: at(0))
    escaped.feed([0x1B], now: at(0))
    #expect(escaped.status == .running)
    escaped.wake(now: at(10_000))
    #expect(escaped.status == .cancelled)
    var interrupted = ComponentDriver(try Self.prompt())
    interrupted.feed([0x03], now: at(0))
    #expect(interrupted.status == .interrupted)
    var hungUp = ComponentDriver(try Self.prompt())
    #expect(hungUp.send(.endOfInput).ended)
    #expect(hungUp.status == .cancelled)
  }

  @Test("a failing validator keeps the prompt open and says why; typing on a button edits the field")
  func validators() throws {
    var prompt = try Self.prompt(FieldSpec(id: "v", validators: [.required]))
    prompt.handle(.key(.tab, []))
    prompt.handle(.key(.enter, []))
    #expect(prompt.status == .running)
    #expect(prompt.focus == .field)
    #expect(prompt.message?.text == "a value is required")
    prompt.handle(.key(.tab, []))
    prompt.handle(.text("x"))
    #expect(prompt.focus == .field)
    #expect(prompt.field.text == "x")
  }

  @Test("an initial value goes in through the paste policy and says what it lost")
  func initialValue() throws {
    let prompt = try Self.prompt(
      FieldSpec(id: "v", value: "abxc", rules: FieldRules(allowedCharacters: "abc")))
    #expect(prompt.field.text == "abc")
    #expect(prompt.message?.text == "set 3 of 4 characters: 1 not allowed (only abc)")
  }

  @Test("a screen too small for the box says so, alone, and keys do nothing but leave or redraw")
  func tooSmall() throws {
    var prompt = try Self.prompt()
    prompt.layout(in: Region(width: 20, height: 5))
    #expect(prompt.frame().textGrid() == ["make the window", "larger: this needs", "24x9", "", ""])
    #expect(prompt.frame().cursor == nil)
    prompt.type("abc")
    prompt.handle(.key(.enter, []))
    #expect(prompt.status == .running)
    #expect(prompt.field.text == "")
    // The size it names is one at which it draws.
    prompt.layout(in: Region(width: 24, height: 9))
    #expect(prompt.fitsScreen)
    #expect(prompt.frame().textGrid().contains { $0.contains("Who are you?") })
    prompt.layout(in: Region(width: 20, height: 5))
    prompt.handle(.key(.escape, []))
    #expect(prompt.status == .cancelled)
  }

  @Test("a prompt that fits short regions draws without its box in 5, 4 and 3 rows; keys act")
  func shortRegions() throws {
    var prompt = try Self.prompt()
    prompt.fitsShortRegions = true
    prompt.layout(in: Region(width: 40, height: 8))
    #expect(
      prompt.frame().textGrid() == [
        "",
        " Name: Who are you?",
        " [           ]",
        " max 5 · 0/5",
        " [ OK ]  [ Cancel ]",
        " Tab next · Enter OK · Esc cancel",
        "",
        "",
      ])
    #expect(prompt.frame().cursor == Position(row: 2, column: 2))
    prompt.type("abcdef")
    prompt.layout(in: Region(width: 40, height: 4, isInline: true))
    #expect(
      prompt.frame().textGrid() == [
        " Name: Who are you?", " [abcde      ]", " limit of 5 characters reached",
        " [ OK ]  [ Cancel ] Tab next · Enter O…",
      ])
    prompt.layout(in: Region(width: 40, height: 3, isInline: true))
    #expect(
      prompt.frame().textGrid() == [
        " Name: Who are you?", " [abcde      ]", " limit of 5 characters reached",
      ])
    prompt.handle(.key(.tab, []))
    #expect(
      prompt.frame().textGrid() == [
        " Name: Who are you?", " [abcde      ]", " [ OK ]  [ Cancel ] Tab next · Enter O…",
      ])
    #expect(prompt.frame().cursor == Position(row: 2, column: 3))
    prompt.handle(.key(.enter, []))
    #expect(prompt.value == "abcde")
    // Below three rows it says how large the screen must be, as a box that does not fit does.
    var tiny = try Self.prompt()
    tiny.fitsShortRegions = true
    tiny.layout(in: Region(width: 40, height: 2))
    #expect(tiny.frame().textGrid()[0].hasPrefix("make the window larger"))
  }

  @Test("a message's line breaks end its lines inside the box; a title's is a space; escapes show")
  func messageLines() throws {
    var prompt = try PromptController(
      title: "Two\nlines", question: "First line.\nSecond line.\tTabbed\u{1B}[31m.",
      spec: FieldSpec(id: "v"))
    prompt.layout(in: Region(width: 60, height: 14))
    let grid = prompt.frame().textGrid()
    let box = grid.filter { $0.contains("│") }
    #expect(grid.contains { $0.contains("┌─ Two lines ─") }, "\(grid)")
    #expect(box.contains { $0.contains("│ First line.") && $0.hasSuffix("│") }, "\(grid)")
    #expect(box.contains { $0.contains("│ Second line. Tabbed\\e[31m.") && $0.hasSuffix("│") }, "\(grid)")
    #expect(!grid.contains { $0.hasPrefix("Second") })
  }

  @Test("the field's box is as wide as its rules, whatever it holds, even with a huge limit")
  func fieldWidth() throws {
    var prompt = try Self.prompt(FieldSpec(id: "one", rules: FieldRules(limits: [LengthLimit(1)])))
    prompt.handle(.text("👨‍👩‍👧"))
    #expect(prompt.frame().textGrid().contains { $0.contains("│ [👨…]") })
    for unit in LengthUnit.allCases {
      let huge = try Self.prompt(
        FieldSpec(id: "big", rules: FieldRules(limits: [LengthLimit(4_611_686_018_427_387_904, unit)])))
      #expect(huge.frame().textGrid().contains { $0.contains("│ [ ") }, "\(unit)")
    }
  }
}
