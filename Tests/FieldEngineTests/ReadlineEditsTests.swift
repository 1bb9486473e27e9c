import FieldEngine
import Testing

/// readline's commands beyond the basic editing keys: character search, overwrite mode, yank-last-arg and
/// yank-nth-arg, the prefix and non-incremental history searches, and a password as one word.
@Suite("readline's character search, overwrite mode, argument yanks and history searches")
struct ReadlineEditsTests {
  /// A field holding `text`, the cursor at `cursor` characters from the start (the end when nil).
  static func field(_ text: String, cursor: Int? = nil, history: [String]? = nil) -> Field {
    var field = Field(id: "f", value: text)
    if let cursor { field.apply(.move(.start)); field.apply(.move(.characterRight), argument: cursor) }
    if let history { field.history = FieldHistory(history) }
    return field
  }

  /// The text with "|" at the cursor.
  static func shown(_ field: Field) -> String {
    var text = field.text
    text.insert("|", at: field.buffer.cursor)
    return text
  }

  @Test(
    "Ctrl-] c and Alt-Ctrl-] c: to the next (previous) c, an argument's count of them on",
    arguments: [
      ("hello world", 0, Character("o"), true, nil as Int?, "hell|o world"),
      ("hello world", 4, "o", true, nil, "hello w|orld"),  // from under an o: the next one
      ("hello world", 0, "o", true, 2, "hello w|orld"),
      ("hello world", 0, "o", true, 5, "hello w|orld"),  // fewer than asked: the last one found
      ("hello world", 11, "o", false, nil, "hello w|orld"),
      ("hello world", 11, "o", false, -1, "hello world|"),  // negative: the other way, none there
      ("hello world", 11, "l", false, 2, "hel|lo world"),  // the second l back
      ("héllo", 0, "l", true, nil, "hé|llo"),
    ])
  func characterSearch(
    text: String, cursor: Int, character: Character, forward: Bool, argument: Int?, expected: String
  ) {
    var field = Self.field(text, cursor: cursor)
    field.apply(.searchCharacter(character, forward: forward), argument: argument)
    #expect(Self.shown(field) == expected)
  }

  @Test("a character search that finds nothing leaves the cursor and says why")
  func characterNotFound() {
    var field = Self.field("abc", cursor: 0)
    let outcome = field.apply(.searchCharacter("z", forward: true))
    #expect(outcome.status == .refused)
    #expect(outcome.message == "no 'z' after the cursor")
    #expect(field.buffer.cursor == field.text.startIndex)
  }

  @Test("Insert: typing replaces the character under the cursor, appends at the end; again: inserts")
  func overwrite() {
    var field = Self.field("abc", cursor: 0)
    #expect(field.apply(.toggleOverwrite).message == "overwrite mode: typing replaces the text")
    #expect(field.isOverwriting)
    field.type("XY")
    #expect(Self.shown(field) == "XY|c")
    field.type("ZW")
    #expect(Self.shown(field) == "XYZW|")
    field.apply(.undo)
    #expect(Self.shown(field) == "XYZ|")
    field.apply(.toggleOverwrite)
    field.apply(.move(.start))
    field.type("q")
    #expect(Self.shown(field) == "q|XYZ")
  }

  @Test("overwrite mode: Backspace turns the character before the cursor into a space, at the end deletes")
  func overwriteBackspace() {
    var field = Self.field("abcd", cursor: 2)
    field.apply(.toggleOverwrite)
    field.apply(.deleteBackward)
    #expect(Self.shown(field) == "a| cd")
    field.apply(.move(.end))
    field.apply(.deleteBackward)
    #expect(Self.shown(field) == "a c|")
  }

  @Test("overwrite mode with an argument: Alt-3 x types over three characters")
  func overwriteArgument() {
    var field = Self.field("abcdef", cursor: 1)
    field.apply(.toggleOverwrite)
    field.apply(.insert("x"), argument: 3)
    #expect(Self.shown(field) == "axxx|ef")
  }

  @Test(
    "words as the shell splits them (bash's history -p '!!:n' gives the same)",
    arguments: [
      ("make install PREFIX=/usr", ["make", "install", "PREFIX=/usr"]),
      ("echo \"a b\" c", ["echo", "\"a b\"", "c"]),
      ("cat x|grep 'y z'>out", ["cat", "x", "|", "grep", "'y z'", ">", "out"]),
      ("ls 2>/dev/null && echo $(date +%s)", ["ls", "2>", "/dev/null", "&&", "echo", "$(date +%s)"]),
      ("git log # comment here", ["git", "log", "#", "comment", "here"]),
      ("a\\ b c;d", ["a\\ b", "c", ";", "d"]),
      ("x >>y <<<z &>w", ["x", ">>", "y", "<<<", "z", "&>", "w"]),
      ("  ", []),
    ])
  func shellWords(line: String, words: [String]) {
    #expect(HistoryWords.split(line) == words)
  }

  @Test(
    "Alt-.: the last word of the previous entry; again: of the one before; then none, the text as it was before the first"
  )
  func yankLastArgument() {
    var field = Self.field("x ", history: ["make install PREFIX=/usr", "ls -l /tmp"])
    field.apply(.yankLastArgument)
    #expect(Self.shown(field) == "x PREFIX=/usr|")
    field.apply(.yankLastArgument)
    #expect(Self.shown(field) == "x /tmp|")
    let past = field.apply(.yankLastArgument)
    #expect(past.status == .refused)
    #expect(past.message == "no history entry to take a word from")
    #expect(Self.shown(field) == "x |")
    // Each press took the last one's word out first (as readline undoes it): nothing to undo.
    #expect(field.apply(.undo).reasons.contains(.nothingToUndo))
    #expect(Self.shown(field) == "x |")
  }

  @Test("Alt-. with an argument: that word (0 the first); a negative argument on a later press turns back")
  func yankLastArgumentWithArgument() {
    var field = Self.field("", history: ["a b c", "d e f"])
    field.apply(.yankLastArgument, argument: 1)
    #expect(field.text == "b")
    field.apply(.yankLastArgument)
    #expect(field.text == "e")
    field.apply(.yankLastArgument, argument: -1)
    #expect(field.text == "b")
  }

  @Test("Alt-Ctrl-Y: word 1 of the previous entry, or word n; an entry without it is said")
  func yankNthArgument() {
    var field = Self.field("", history: ["make install PREFIX=/usr"])
    field.apply(.yankNthArgument)
    #expect(field.text == "install")
    field.apply(.yankNthArgument, argument: 0)
    #expect(field.text == "installmake")
    let outcome = field.apply(.yankNthArgument, argument: 7)
    #expect(outcome.message == "history entry 1 has no such word")
  }

  @Test("Page Up and Page Down: entries that start with the text before the cursor, the cursor after it")
  func prefixSearch() {
    var field = Self.field("git", history: ["ls", "git commit", "make", "git commit", "git push"])
    field.apply(.historyPrefixOlder)
    #expect(Self.shown(field) == "git| commit")
    // The same line again is passed over, as readline does.
    field.apply(.historyPrefixOlder)
    #expect(Self.shown(field) == "git| push")
    let outcome = field.apply(.historyPrefixOlder)
    #expect(outcome.message == "no older history entry starts with \"git\"")
    #expect(field.text == "git push")
    field.apply(.historyPrefixNewer)
    #expect(Self.shown(field) == "git| commit")
  }

  @Test("Alt-P: the text is searched for at Enter, the cursor at the match; an empty one repeats the last")
  func nonIncrementalSearch() throws {
    var field = Self.field("draft", history: ["git push", "make", "ls"])
    field.apply(.search(.olderWhenEntered))
    for character in "ak" { field.apply(.search(.type(String(character)))) }
    // Nothing is searched for while typing.
    #expect(field.text == "draft")
    let search = try #require(field.history?.search)
    #expect(Wording.describe(search) == "(reverse-search)`ak' Enter searches")
    field.apply(.search(.enter))
    #expect(Self.shown(field) == "m|ake")
    #expect(field.history?.search == nil)
    field.apply(.search(.newerWhenEntered))
    field.apply(.search(.type("zz")))
    let missing = field.apply(.search(.enter))
    #expect(missing.message == "no history entry holds \"zz\"")
    #expect(field.text == "make")
  }

  @Test(
    "a password is one word: word moves and kills go to its ends",
    arguments: [
      (Edit.move(.wordLeft), 4, "|one two"), (.move(.wordRight), 4, "one two|"),
      (.deleteWordBackward, 6, "|o"), (.deleteWordForward, 4, "one |"),
      (.deleteWhitespaceWordBackward, 7, "|"),
    ])
  func passwordIsOneWord(edit: Edit, cursor: Int, expected: String) {
    var field = Self.field("one two", cursor: cursor)
    field.isPassword = true
    field.apply(edit)
    #expect(Self.shown(field) == expected)
  }
}
