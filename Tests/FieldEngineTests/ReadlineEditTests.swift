import FieldEngine
import Testing

/// A field holding `text`, the cursor where "|" is (the "|" taken out).
func field(_ marked: String, rules: FieldRules = FieldRules()) -> Field {
  let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
  var field = Field(id: "f", rules: rules, value: parts.joined())
  field.apply(.move(.start))
  for _ in parts[0] { field.apply(.move(.characterRight)) }
  return field
}

extension Field {
  /// The text with "|" at the cursor.
  var marked: String {
    var text = self.text
    text.insert("|", at: buffer.cursor)
    return text
  }
}

/// The engine's side of readline's keys: the edits with their numeric arguments, on whole
/// characters.
@Suite("readline's edits in the engine")
struct ReadlineEditTests {
  @Test(
    "case changes: whole characters, Unicode's full mapping, the root locale",
    arguments: [
      (WordCase.upper, "straße", "STRASSE"), (.upper, "ﬁx", "FIX"),
      (.upper, "e\u{301}t\u{E9}", "E\u{301}T\u{C9}"),
      (.upper, "istanbul", "ISTANBUL"), (.lower, "İSTANBUL", "i\u{307}stanbul"), (.lower, "ΣΑΣ", "σασ"),
      (.capitalized, "ßa", "Ssa"), (.capitalized, "ﬁne", "Fine"), (.capitalized, "ǆemal", "ǅemal"),
      (.capitalized, "hELLO wORLD", "Hello World"), (.capitalized, "1st 2ND", "1st 2nd"),
      (.upper, "👍🏽ok 🇯🇵", "👍🏽OK 🇯🇵"), (.capitalized, "a_b", "A_B"), (.lower, "日本", "日本"),
    ])
  func caseMapping(wordCase: WordCase, text: String, expected: String) {
    let mapped = wordCase.apply(to: text)
    #expect(mapped.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(mapped.debugDescription)")
  }

  @Test(
    "edits with their numeric argument",
    arguments: [
      ("ab|", Edit.insert("x"), 4, "abxxxx|"), ("ab|", .insert("x"), 0, "ab|"),
      ("ab|", .insert("x"), -2, "ab|"),
      ("|abcdef", .move(.characterRight), 4, "abcd|ef"), ("abc|def", .move(.characterRight), -2, "a|bcdef"),
      ("a|bc", .move(.characterLeft), 5, "|abc"), ("one two three|", .move(.wordLeft), 2, "one |two three"),
      ("|one two", .move(.wordLeft), -1, "one| two"), ("ab|c", .move(.end), 3, "abc|"),
      ("abcdef|", .deleteBackward, 3, "abc|"), ("|abcdef", .deleteForward, 2, "|cdef"),
      ("abc|def", .deleteForward, -2, "a|def"), ("abc|", .deleteForward, 2, "abc|"),
      ("a b c|", .deleteWordBackward, 2, "a |"), ("|a b c", .deleteWordForward, 2, "| c"),
      ("a b/c d|", .deleteWhitespaceWordBackward, 2, "a |"),
      ("a b|", .deleteWhitespaceWordBackward, -3, "a |"),
      ("one |two", .killToEnd, -1, "|two"), ("one |two", .killToStart, 5, "|two"),
      ("|abcd", .transposeCharacters, 1, "|abcd"), ("a|bcd", .transposeCharacters, 2, "bca|d"),
      ("abc|d", .transposeCharacters, -1, "abc|d"), ("abc|d", .transposeCharacters, 0, "abc|d"),
      ("a |b c", .transposeWords, 1, "b a| c"), ("a| b c", .transposeWords, 2, "c b a|"),
      ("|one two", .changeCase(.upper), 2, "ONE TWO|"), ("one two|", .changeCase(.upper), -1, "one TWO|"),
      ("ONE|", .changeCase(.upper), 1, "ONE|"), ("|ONE", .changeCase(.upper), 1, "ONE|"),
    ])
  func argument(before: String, edit: Edit, argument: Int, after: String) {
    var edited = field(before)
    edited.apply(edit, argument: argument)
    #expect(edited.marked == after)
    #expect(edited.invariantViolations() == [])
  }

  @Test("a counted insertion is one step of its own: undo takes back exactly it")
  func countedInsertionUndo() {
    var edited = field("|")
    edited.apply(.insert("a"))
    edited.apply(.insert("x"), argument: 3)
    edited.apply(.insert("b"))
    edited.apply(.undo)
    #expect(edited.text == "axxx")
    edited.apply(.undo)
    #expect(edited.text == "a")
  }

  @Test("Backspace and Delete with an argument kill; an argument of 0 keeps a run of kills going")
  func argumentKills() {
    var edited = field("ab cd|")
    edited.apply(.deleteWhitespaceWordBackward)
    edited.apply(.deleteBackward, argument: 0)
    edited.apply(.deleteBackward, argument: 2)
    edited.apply(.yank)
    #expect(edited.text == "ab cd")
    #expect(edited.killRing.entries == ["b cd"])
  }

  @Test("consecutive kills join: forward kills after, backward kills before; a move starts anew")
  func killsJoin() {
    var edited = field("one two three four|")
    edited.apply(.deleteWordBackward)
    edited.apply(.deleteWhitespaceWordBackward)
    #expect(edited.killRing.entries == ["three four"])
    edited.apply(.move(.start))
    edited.apply(.deleteWordForward)
    edited.apply(.killToEnd)
    #expect(edited.killRing.entries == ["one two ", "three four"])
    #expect(edited.text.isEmpty)
  }

  @Test("the yank pointer: Alt-Y goes one older; the next yank inserts that entry again")
  func yankPointer() {
    var edited = field("a b c|")
    for _ in 0..<3 {
      edited.apply(.deleteWordBackward)
      edited.apply(.move(.characterLeft))
      edited.apply(.move(.end))
    }
    #expect(edited.killRing.entries == ["a ", "b ", "c"])
    edited.apply(.yank)
    edited.apply(.yankPop)
    edited.apply(.yankPop)
    #expect(edited.text == "c")
    edited.apply(.yank)
    #expect(edited.text == "cc")
    edited.apply(.yankPop)
    #expect(edited.text == "ca ")
    edited.apply(.deleteWordBackward)
    #expect(edited.killRing.yankIndex == 0)
  }

  @Test("a yank the rules refuse still lets Alt-Y go on to an older entry")
  func yankPopPastRefused() {
    var rules = FieldRules()
    rules.allowedCharacters = "ab "
    var edited = field("a b|", rules: rules)
    edited.apply(.killToStart)
    edited.killRing = KillRingFixture.ring(["zzz", "a b"])
    #expect(edited.apply(.yank).status == .refused)
    #expect(edited.apply(.yankPop).changedState)
    #expect(edited.text == "a b")
  }

  @Test("the mark: set, swapped with the cursor, moved by kills and yanks, kept on a boundary")
  func mark() {
    var edited = field("one |two")
    #expect(edited.buffer.markOffset == 0)
    edited.apply(.setMark)
    edited.apply(.move(.end))
    edited.apply(.exchangeCursorAndMark)
    #expect(edited.marked == "one |two")
    #expect(edited.buffer.markOffset == 7)
    edited.apply(.setMark, argument: 1)
    #expect(edited.buffer.markOffset == 1)
    #expect(edited.apply(.setMark, argument: 99).status == .unchanged)
    edited.apply(.move(.end))
    edited.apply(.deleteWordBackward)
    #expect(edited.buffer.markOffset == 4)
    // A combining mark typed at the mark's place joins the character before it: the mark goes to
    // that character's start.
    edited.apply(.move(.start))
    edited.apply(.move(.characterRight))
    edited.apply(.setMark)
    edited.apply(.insert("\u{301}"))
    #expect(edited.buffer.markOffset == 0)
    #expect(edited.invariantViolations() == [])
  }

  @Test("transpositions move whole characters: emoji, flags, marks")
  func transposeCharacters() {
    var edited = field("a👍🏽🇯🇵|")
    edited.apply(.transposeCharacters)
    #expect(edited.marked == "a🇯🇵👍🏽|")
    edited = field("e\u{301}x|")
    edited.apply(.transposeCharacters)
    #expect(edited.marked.unicodeScalars.elementsEqual("xe\u{301}|".unicodeScalars))
    var one = field("a|")
    #expect(one.apply(.transposeCharacters).reasons == [.nothingToTranspose])
    var word = field("one|")
    #expect(word.apply(.transposeWords).reasons == [.nothingToTranspose])
  }

  @Test("revert: back to the text the field started with, as one step that undo takes back")
  func revert() {
    var edited = Field(id: "f", value: "start")
    #expect(edited.apply(.revert).reasons == [.nothingToRevert])
    edited.apply(.insert(" one"))
    edited.apply(.move(.start))
    edited.apply(.deleteForward)
    #expect(edited.text == "tart one")
    edited.apply(.revert)
    #expect(edited.marked == "start|")
    edited.apply(.undo)
    #expect(edited.text == "tart one")
    edited.apply(.redo)
    #expect(edited.marked == "start|")
    #expect(edited.invariantViolations() == [])
  }

  @Test("delete spaces around the cursor: every Unicode space, and nothing else")
  func deleteSpaces() {
    var edited = field("a \u{A0}|\u{3000} b")
    edited.apply(.deleteSpacesAroundCursor)
    #expect(edited.marked == "a|b")
    #expect(edited.apply(.deleteSpacesAroundCursor).status == .unchanged)
  }

  @Test("words are letters and digits; whitespace words are anything but whitespace")
  func words() {
    var edited = field("snake_case x|")
    edited.apply(.move(.wordLeft))
    edited.apply(.move(.wordLeft))
    #expect(edited.marked == "snake_|case x")
    edited = field("cp /a/b\u{3000}日本|")
    edited.apply(.deleteWhitespaceWordBackward)
    #expect(edited.marked == "cp /a/b\u{3000}|")
  }
}

/// A kill ring with given entries, newest first, made by killing them in order.
enum KillRingFixture {
  static func ring(_ entries: [String]) -> KillRing {
    var field = Field(id: "ring")
    for entry in entries.reversed() {
      field.apply(.setText(entry))
      field.apply(.move(.end))
      field.apply(.killToStart)
      field.endEditRun()
    }
    return field.killRing
  }
}
