import FieldEngine
import Testing

/// Cursor moves, selection, deletion, kill and yank, undo and redo.
@Suite("Editing")
struct EditingTests {
  @Test("character moves step over whole characters")
  func characterMoves() {
    var field = makeField(value: "a👍🏽e\u{301}")
    #expect(field.cursorColumn == 3)
    field.apply(.move(.characterLeft))
    #expect(field.cursorColumn == 2)
    field.apply(.move(.characterLeft))
    field.apply(.move(.characterLeft))
    #expect(field.cursorColumn == 0)
    #expect(field.apply(.move(.characterLeft)).status == .unchanged)
    field.apply(.move(.end))
    #expect(field.apply(.move(.characterRight)).status == .unchanged)
  }

  @Test("word moves follow Emacs: to the start and the end of words")
  func wordMoves() {
    var field = makeField(value: "hello, big world")
    field.apply(.move(.wordLeft))
    #expect(field.cursorColumn == 11)
    field.apply(.move(.wordLeft))
    #expect(field.cursorColumn == 7)
    field.apply(.move(.start))
    field.apply(.move(.wordRight))
    #expect(field.cursorColumn == 5)
    field.apply(.move(.wordRight))
    #expect(field.cursorColumn == 10)
  }

  @Test("a selection is extended by moves and replaced by typing")
  func selection() {
    var field = makeField(value: "hello world")
    field.apply(.move(.wordLeft, extending: true))
    #expect(String(field.text[field.buffer.selectedRange]) == "world")
    field.type("there")
    #expect(field.text == "hello there")
    field.apply(.move(.start, extending: true))
    #expect(field.buffer.hasSelection)
    field.apply(.move(.characterRight))
    #expect(!field.buffer.hasSelection)
    #expect(field.cursorColumn == 11)
  }

  @Test("a plain move collapses a selection to its side")
  func collapse() {
    var field = makeField(value: "abcdef")
    field.apply(.move(.characterLeft, extending: true))
    field.apply(.move(.characterLeft, extending: true))
    field.apply(.move(.characterLeft))
    #expect(field.cursorColumn == 4)
    field.apply(.selectAll)
    field.apply(.move(.characterRight))
    #expect(field.cursorColumn == 6)
  }

  @Test("Backspace and Delete remove the selection first")
  func deleteSelection() {
    var field = makeField(value: "abcdef")
    field.apply(.selectAll)
    field.apply(.deleteBackward)
    #expect(field.text.isEmpty)
    field.apply(.setText("abcdef"))
    field.apply(.move(.start))
    field.apply(.move(.characterRight, extending: true))
    field.apply(.deleteForward)
    #expect(field.text == "bcdef")
    field.apply(.deleteForward)
    #expect(field.text == "cdef")
    #expect(field.apply(.deleteBackward).status == .unchanged)
  }

  @Test("typing under a limit replaces a selection when the result fits")
  func replaceSelectionAtLimit() {
    var field = makeField(maxLength: 3, value: "abc")
    #expect(field.apply(.insert("x")).status == .refused)
    field.apply(.move(.characterLeft, extending: true))
    #expect(field.apply(.insert("x")).status == .applied)
    #expect(field.text == "abx")
  }

  @Test("kills go to the ring; consecutive kills join; yank brings them back")
  func killAndYank() {
    var field = makeField(value: "one two three")
    field.apply(.deleteWordBackward)
    field.apply(.deleteWordBackward)
    #expect(field.text == "one ")
    #expect(field.killRing.entries == ["two three"])
    field.apply(.move(.start))
    field.apply(.killToEnd)
    #expect(field.killRing.entries == ["one ", "two three"])
    field.apply(.yank)
    #expect(field.text == "one ")
    field.apply(.yankPop)
    #expect(field.text == "two three")
    field.apply(.yankPop)
    #expect(field.text == "one ")
  }

  @Test("kill to start, Alt-D, and the refusals of yank")
  func moreKills() {
    var field = makeField(value: "alpha beta")
    #expect(field.apply(.yankPop).status == .refused)
    // The engine knows no keys: it names the edit, and a front end may name its key.
    let refused = field.apply(.yankPop)
    #expect(refused.message == "yank-pop cycles the kill ring only right after a yank")
    #expect(
      refused.message { $0 == .yankPop ? "Esc y" : nil }
        == "Esc y cycles the kill ring only right after a yank")
    field.apply(.move(.wordLeft))
    field.apply(.killToStart)
    #expect(field.text == "beta")
    field.apply(.deleteWordForward)
    #expect(field.text.isEmpty)
    #expect(field.killRing.entries == ["alpha beta"])  // consecutive kills join, as in Emacs
    var empty = makeField()
    #expect(empty.apply(.yank).message == "nothing to yank: the kill ring is empty")
  }

  @Test("yank goes through the paste policy")
  func yankThroughRules() {
    var field = makeField(maxLength: 4, value: "abc")
    field.apply(.killToStart)
    field.apply(.insert("x"))
    let outcome = field.apply(.yank)
    #expect(field.text == "xabc")
    field.apply(.yank)
    #expect(field.text == "xabc")
    _ = outcome
  }

  @Test("typing coalesces into one undo step per word")
  func undoWords() {
    var field = makeField()
    field.type("hello big world")
    field.apply(.undo)
    #expect(field.text == "hello big ")
    field.apply(.undo)
    #expect(field.text == "hello ")
    field.apply(.undo)
    #expect(field.text.isEmpty)
    #expect(field.apply(.undo).message == "nothing to undo")
    field.apply(.redo)
    field.apply(.redo)
    #expect(field.text == "hello big ")
  }

  @Test("undo restores text, cursor and selection exactly; redo the state after")
  func undoRestoresSelection() {
    var field = makeField(value: "hello world")
    field.apply(.move(.wordLeft, extending: true))
    let before = field.buffer
    field.apply(.paste("there"))
    let after = field.buffer
    field.apply(.undo)
    #expect(field.buffer == before)
    field.apply(.redo)
    #expect(field.buffer == after)
    #expect(field.apply(.redo).message == "nothing to redo")
  }

  @Test("a new edit after undo clears redo; a move ends a typing step")
  func redoCleared() {
    var field = makeField()
    field.type("ab")
    field.apply(.move(.characterLeft))
    field.type("x")
    #expect(field.text == "axb")
    field.apply(.undo)
    #expect(field.text == "ab")
    field.type("y")
    #expect(!field.canRedo)
    #expect(field.canUndo)
  }

  @Test("undo of a combining mark that joined its character")
  func undoCombining() {
    var field = makeField()
    field.type("e\u{301}", byScalar: true)
    field.apply(.undo)
    #expect(field.text.isEmpty)
    field.apply(.redo)
    #expect(field.text == "e\u{301}")
    #expect(field.invariantViolations() == [])
  }

  @Test("changing the rules puts the text through them and clears history")
  func changingRules() {
    var field = makeField(value: "Hello")
    field.rules.allowedCharacters = "aeiouH"
    #expect(field.text == "Heo")
    #expect(!field.canUndo)
    field.rules.bannedCharacters = "H"
    #expect(field.text == "eo")
    #expect(field.rules.bannedCharacters == "H")
    #expect(field.rules.allowedCharacters == "aeiouH")
  }
}
