import FieldEngine
import SeededRandom
import Testing

/// The multi-line text area: lines under the field rules, the whole value's limits, line breaks
/// from paste, graphemes, and undo, all through its one door.
@Suite("Text area")
struct TextAreaTests {
  /// Types each character as a key would.
  private func type(_ text: String, into area: inout TextArea) {
    for character in text { area.apply(.edit(.insert(String(character)))) }
  }

  @Test("Enter breaks the line at the cursor and the value joins the lines with LF")
  func lineBreaks() {
    var area = TextArea()
    type("hello world", into: &area)
    for _ in 0..<5 { area.apply(.edit(.move(.characterLeft))) }
    #expect(area.apply(.lineBreak).status == .applied)
    #expect(area.text == "hello \nworld")
    #expect(area.cursor == (line: 1, character: 0))
    #expect(area.lines.map(\.text) == ["hello ", "world"])
  }

  @Test(
    "pasted CR LF and CR become LF",
    arguments: ["one\r\ntwo\r\nthree", "one\rtwo\rthree", "one\ntwo\r\nthree"]
  )
  func pastedLineBreaks(paste: String) {
    var area = TextArea()
    let outcome = area.apply(.edit(.paste(paste)))
    #expect(outcome.status == .applied)
    #expect(area.text == "one\ntwo\nthree")
    #expect(area.lines.count == 3)
    #expect(area.cursor == (line: 2, character: 5))
  }

  @Test("a paste in the middle of a line carries the rest of the line after its last line")
  func pasteInTheMiddle() {
    var area = TextArea(value: "ab")
    area.apply(.edit(.move(.characterLeft)))
    area.apply(.edit(.paste("1\n2")))
    #expect(area.text == "a1\n2b")
    #expect(area.cursor == (line: 1, character: 1))
  }

  @Test("allow and deny apply to each line, never to the line breaks; a paste is filtered, with why")
  func rulesPerLine() {
    var rules = FieldRules()
    rules.allowedCharacters = "abc "
    var area = TextArea(lineRules: rules)
    #expect(area.apply(.edit(.insert("x"))).message == "'x' is not allowed: only abc ")
    #expect(area.apply(.lineBreak).status == .applied)
    let pasted = area.apply(.edit(.paste("axb\r\ncxd")))
    #expect(pasted.status == .adjusted)
    #expect(area.text == "\nab\nc")
    #expect(pasted.message == "pasted 3 of 6 characters: 3 not allowed (only abc )")
  }

  @Test("typing past --max-length is refused; a paste keeps what fits; a line break counts one")
  func wholeLength() {
    var area = TextArea(maxLength: 5)
    type("ab", into: &area)
    area.apply(.lineBreak)
    type("cd", into: &area)
    #expect(area.characterCount == 5)
    let typed = area.apply(.edit(.insert("e")))
    #expect(typed.status == .refused)
    #expect(typed.message == "limit of 5 characters reached")
    #expect(area.apply(.lineBreak).message == "limit of 5 characters reached")
    area.apply(.edit(.deleteBackward))
    area.apply(.edit(.deleteBackward))
    let pasted = area.apply(.edit(.paste("xyz")))
    #expect(area.text == "ab\nxy")
    #expect(pasted.message == "pasted 2 of 3 characters: 1 over the limit of 5 characters")
  }

  @Test("a paste over --max-lines keeps the lines that fit and says so")
  func maxLines() {
    var area = TextArea(maxLines: 2)
    let pasted = area.apply(.edit(.paste("one\ntwo\nthree")))
    #expect(pasted.status == .adjusted)
    #expect(area.text == "one\ntwo")
    #expect(pasted.message == "limit of 2 lines reached")
    #expect(area.apply(.lineBreak).status == .refused)
  }

  @Test("under the reject policy a paste that does not fit whole is refused whole")
  func rejectPolicy() {
    var rules = FieldRules()
    rules.pastePolicy = .reject
    var area = TextArea(lineRules: rules, maxLines: 2, value: "a")
    #expect(area.apply(.edit(.paste("1\n2\n3"))).status == .refused)
    #expect(area.text == "a")
  }

  @Test("graphemes: a family emoji and a flag count one each, a combining mark joins its letter")
  func graphemes() {
    var area = TextArea(maxLength: 4)
    area.apply(.edit(.paste("👨‍👩‍👧\n🇯🇵")))
    #expect(area.characterCount == 3)
    area.apply(.edit(.insert("e")))
    #expect(area.apply(.edit(.insert("\u{301}"))).status == .applied)
    #expect(area.characterCount == 4)
    #expect(area.text == "👨‍👩‍👧\n🇯🇵e\u{301}")
    area.apply(.edit(.deleteBackward))
    #expect(area.text == "👨‍👩‍👧\n🇯🇵")
  }

  @Test("a combining mark typed at a line's start never joins the line before; counts agree with Swift's")
  func markAtLineStart() {
    var area = TextArea()
    area.apply(.edit(.insert("e")))
    area.apply(.lineBreak)
    area.apply(.edit(.insert("\u{301}")))
    #expect(area.lines[0].text == "e")
    #expect(area.characterCount == area.text.count)
    area.apply(.edit(.move(.start)))
    area.apply(.edit(.deleteBackward))
    // Joined, "e" and the mark are one character: the line holds it whole.
    #expect(area.text == "e\u{301}")
    #expect(area.characterCount == 1)
    // The cursor where the lines met, on the character's start: never inside it.
    #expect(area.cursor == (line: 0, character: 0))
  }

  @Test("Backspace at a line's start and Delete at its end join the lines")
  func joins() {
    var area = TextArea(value: "ab\ncd")
    area.apply(.edit(.move(.start)))
    area.apply(.edit(.deleteBackward))
    #expect(area.text == "abcd")
    #expect(area.cursor == (line: 0, character: 2))
    area.apply(.lineBreak)
    area.apply(.edit(.move(.characterLeft)))
    #expect(area.cursor == (line: 0, character: 2))
    area.apply(.edit(.deleteForward))
    #expect(area.text == "abcd")
  }

  @Test("Ctrl-K kills to the line's end, and at its end joins the next; Ctrl-U at a start joins back")
  func lineKills() {
    var area = TextArea(value: "one two\nthree")
    area.apply(.lineUp)
    area.apply(.edit(.move(.start)))
    area.apply(.edit(.move(.wordRight)))
    area.apply(.edit(.killToEnd))
    #expect(area.text == "one\nthree")
    area.apply(.edit(.killToEnd))
    #expect(area.text == "onethree")
    area.apply(.edit(.yank))
    #expect(area.text == "one twothree")
    area.apply(.lineBreak)
    area.apply(.edit(.killToStart))
    #expect(area.text == "one twothree")
  }

  @Test("↑ and ↓ keep the goal column across a shorter line, in cells")
  func goalColumn() {
    var area = TextArea(value: "abcdef\nx\n日本語です")
    area.apply(.textStart)
    for _ in 0..<5 { area.apply(.edit(.move(.characterRight))) }
    area.apply(.lineDown)
    #expect(area.cursor == (line: 1, character: 1))
    area.apply(.lineDown)
    // Column 5 falls inside 語 (columns 4-5): the cursor stops before it.
    #expect(area.cursor == (line: 2, character: 2))
    area.apply(.lineUp)
    area.apply(.lineUp)
    #expect(area.cursor == (line: 0, character: 5))
    area.apply(.lineUp)
    #expect(area.cursor == (line: 0, character: 0))
  }

  @Test("← at a line's start and → at its end cross into the next line")
  func crossingMoves() {
    var area = TextArea(value: "ab\ncd")
    area.apply(.edit(.move(.start)))
    area.apply(.edit(.move(.characterLeft)))
    #expect(area.cursor == (line: 0, character: 2))
    area.apply(.edit(.move(.characterRight)))
    #expect(area.cursor == (line: 1, character: 0))
  }

  @Test("undo takes back a word of typing, a line break and a paste, each whole; redo brings them back")
  func undo() {
    var area = TextArea()
    type("hello", into: &area)
    area.apply(.lineBreak)
    area.apply(.edit(.paste("a\nb")))
    area.apply(.edit(.undo))
    #expect(area.text == "hello\n")
    area.apply(.edit(.undo))
    #expect(area.text == "hello")
    area.apply(.edit(.undo))
    #expect(area.text == "")
    #expect(area.apply(.edit(.undo)).message == "nothing to undo")
    area.apply(.edit(.redo))
    area.apply(.edit(.redo))
    #expect(area.text == "hello\n")
    #expect(area.cursor == (line: 1, character: 0))
  }

  @Test("the initial value goes through the paste policy; a changed text is told from it")
  func initialValue() throws {
    let spec = FieldSpec(
      id: "message", value: "ok\r\nno!", rules: FieldRules(limits: [LengthLimit(5)], bannedCharacters: "!"))
    var area = try TextArea(spec: spec, maxLines: 3)
    #expect(area.text == "ok\nno")
    #expect(area.initialValueOutcome?.status == .adjusted)
    #expect(area.maxLength == 5)
    #expect(!area.isChanged)
    area.apply(.edit(.deleteBackward))
    #expect(area.isChanged)
    #expect(area.apply(.edit(.historyOlder)).message == "this field has no history")
  }

  @Test(
    "required is checked on the whole value: a character that is not white space, on any line",
    arguments: [
      ("", false), ("\n", false), ("\n\n\n", false), (" \t\n  ", false), ("\n\n x", true), ("a\n", true),
    ])
  func required(value: String, passes: Bool) {
    let area = TextArea(validators: [.required], value: value)
    #expect(area.validate().map(\.rule) == (passes ? [] : [.required]))
  }

  @Test("Insert turns overwrite mode on for every line; typing then replaces, never past a line's end")
  func overwriteMode() {
    var area = TextArea(value: "abc\nxyz")
    #expect(area.apply(.edit(.toggleOverwrite)).message == "overwrite mode: typing replaces the text")
    #expect(area.isOverwriting)
    area.apply(.edit(.move(.start)))
    area.apply(.edit(.insert("Q")))
    #expect(area.text == "abc\nQyz")
    area.apply(.lineUp)
    area.apply(.edit(.move(.end)))
    area.apply(.edit(.insert("!")))
    #expect(area.text == "abc!\nQyz")
    area.apply(.edit(.toggleOverwrite))
    area.apply(.edit(.move(.start)))
    area.apply(.edit(.insert("-")))
    #expect(area.text == "-abc!\nQyz")
  }

  @Test("Ctrl-] searches the cursor's line only; the history's keys say there is none")
  func lineOnlyKeys() {
    var area = TextArea(value: "a-b\nc-d")
    area.apply(.edit(.move(.start)))
    #expect(area.apply(.edit(.searchCharacter("-", forward: true))).status == .applied)
    #expect(area.cursor == (line: 1, character: 1))
    #expect(area.apply(.edit(.searchCharacter("a", forward: true))).message == "no 'a' after the cursor")
    #expect(area.cursor == (line: 1, character: 1))
    for edit in [Edit.historyPrefixOlder, .historyPrefixNewer, .yankLastArgument, .yankNthArgument] {
      #expect(area.apply(.edit(edit)).message == "this field has no history")
    }
    #expect(area.text == "a-b\nc-d")
  }

  @Test("typing joins one undo step until the run ends (a key that is no edit)")
  func endEditRun() {
    var area = TextArea()
    type("ab", into: &area)
    area.endEditRun()
    type("cd", into: &area)
    area.apply(.edit(.undo))
    #expect(area.text == "ab")
  }

  @Test("random edits keep the invariants and the whole limits", arguments: 0..<20)
  func randomEdits(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var area = TextArea(maxLength: 12, maxLines: 3)
    let edits: [TextAreaEdit] = [
      .lineBreak, .lineUp, .lineDown, .edit(.insert("x")), .edit(.insert("é")), .edit(.paste("a\r\nb\rc\nd")),
      .edit(.deleteBackward), .edit(.deleteForward), .edit(.killToEnd), .edit(.killToStart), .edit(.yank),
      .edit(.undo), .edit(.redo), .edit(.move(.characterLeft)), .edit(.move(.characterRight)),
      .edit(.changeCase(.upper)), .edit(.insert("ß")), .edit(.transposeCharacters), .textStart, .textEnd,
      .edit(.toggleOverwrite), .edit(.searchCharacter("x", forward: false)),
    ]
    for _ in 0..<300 {
      area.apply(edits[Int(random.next() % UInt64(edits.count))])
      #expect(area.invariantViolations().isEmpty)
      #expect(area.characterCount <= 12)
      #expect(area.lines.count <= 3)
    }
  }
}
