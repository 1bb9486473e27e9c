import FieldEngine
import Testing

/// Incremental search of a field's history, readline's Ctrl-R and Ctrl-S.
@Suite("History: incremental search")
struct HistorySearchTests {
  static func field(_ entries: [String], rules: FieldRules = FieldRules()) -> Field {
    var field = Field(id: "f", rules: rules)
    field.history = FieldHistory(entries)
    return field
  }

  static func search(_ field: inout Field, _ text: String) {
    for character in text { field.apply(.search(.type(String(character)))) }
  }

  /// The selected (highlighted) text.
  static func highlighted(_ field: Field) -> String { String(field.text[field.buffer.selectedRange]) }

  @Test("Ctrl-R finds the newest entry holding the text, highlighted, the cursor at the match")
  func find() throws {
    var field = Self.field(["make test", "git commit", "make all", "git push"])
    field.type("draft")
    field.apply(.search(.older))
    #expect(field.history?.search?.text == "")
    Self.search(&field, "gi")
    #expect(field.text == "git commit")
    #expect(Self.highlighted(field) == "gi")
    #expect(field.buffer.headOffset == 0)
    let search = try #require(field.history?.search)
    #expect(Wording.describe(search) == "(reverse-i-search)`gi'")
    field.apply(.search(.older))
    #expect(field.text == "git push")
    #expect(field.apply(.search(.older)).status == .refused)
    #expect(field.history?.search?.isFailing == true)
    #expect(Wording.describe(field.history!.search!) == "(failed reverse-i-search)`gi'")
    #expect(field.text == "git push")
    // The other way's key first only turns the search, on its match (readline's); then it moves.
    #expect(field.apply(.search(.newer)).status == .applied)
    #expect(field.text == "git push")
    #expect(field.history?.search?.isFailing == false)
    field.apply(.search(.newer))
    #expect(field.text == "git commit")
  }

  @Test("typing more keeps the match while it holds the text; then searches older")
  func narrowing() {
    var field = Self.field(["make test", "make all", "make alpha"])
    field.apply(.search(.older))
    Self.search(&field, "make")
    #expect(field.text == "make test")
    Self.search(&field, " al")
    #expect(field.text == "make all")
    Self.search(&field, "p")
    #expect(field.text == "make alpha")
    Self.search(&field, "z")
    #expect(field.history?.search?.isFailing == true)
    #expect(field.text == "make alpha")
    field.apply(.search(.deleteBackward))
    #expect(field.history?.search?.isFailing == false)
    #expect(Self.highlighted(field) == "make alp")
    field.apply(.search(.deleteBackward))
    #expect(field.text == "make alpha")
  }

  @Test("Escape (cancel) puts back the line and the walk as they were; Backspace to nothing shows the line")
  func cancel() {
    var field = Self.field(["one", "two"])
    field.type("mine")
    field.apply(.search(.older))
    Self.search(&field, "t")
    #expect(field.text == "two")
    field.apply(.search(.deleteBackward))
    #expect(field.text == "mine")
    Self.search(&field, "o")
    #expect(field.text == "one")
    field.apply(.search(.cancel))
    #expect(field.history?.search == nil)
    #expect(field.text == "mine")
    #expect(field.cursorColumn == 4)
    field.apply(.undo)
    #expect(field.text == "")
  }

  @Test("accept leaves the match in the field and the walk there; ↓ goes on from it")
  func accept() {
    var field = Self.field(["c3", "b2", "a1"])
    field.type("draft")
    field.apply(.search(.older))
    Self.search(&field, "b")
    field.apply(.search(.accept))
    #expect(field.text == "b2")
    #expect(!field.buffer.hasSelection)
    #expect(field.cursorColumn == 0)
    #expect(field.history?.position == 1)
    field.apply(.historyNewer)
    #expect(field.text == "c3")
    field.apply(.historyNewer)
    #expect(field.text == "draft")
  }

  @Test("any other edit ends the search with its match, then acts")
  func otherEdit() {
    var field = Self.field(["hello"])
    field.apply(.search(.older))
    Self.search(&field, "ell")
    field.apply(.move(.end))
    #expect(field.history?.search == nil)
    field.type("!")
    #expect(field.text == "hello!")
  }

  @Test("Ctrl-R on an empty search takes the last search's text again")
  func again() {
    var field = Self.field(["x1", "y", "x2"])
    field.apply(.search(.older))
    Self.search(&field, "x")
    field.apply(.search(.accept))
    field.apply(.historyNewest)
    field.apply(.search(.older))
    field.apply(.search(.older))
    #expect(field.history?.search?.text == "x")
    #expect(field.text == "x1")
  }

  @Test("a match is whole characters: \"e\" is not found inside e + U+0301, nor 👍 inside 👍🏽")
  func wholeCharacters() {
    var field = Self.field(["cafe\u{301}", "👍🏽 thumbs", "plain e", "👍 ok"])
    field.apply(.search(.older))
    Self.search(&field, "e")
    #expect(field.text == "plain e")
    field.apply(.search(.cancel))
    field.apply(.search(.older))
    Self.search(&field, "👍")
    #expect(field.text == "👍 ok")
    #expect(Self.highlighted(field) == "👍")
  }

  @Test("a repeat of the line just found is skipped, as readline does")
  func repeats() {
    var field = Self.field(["ab", "x", "ab", "abc"])
    field.apply(.search(.older))
    Self.search(&field, "ab")
    #expect(field.history?.search?.match == 0)
    field.apply(.search(.older))
    #expect(field.history?.search?.match == 3)
  }

  @Test("a match the rules refuse whole is passed over; one they filter comes in filtered")
  func rules() {
    var rules = FieldRules(limits: [LengthLimit(5)], pastePolicy: .reject)
    rules.allowedCharacters = "abcdefghijklmnopqrstuvwxyz"
    var field = Self.field(["toolong", "tool"], rules: rules)
    field.apply(.search(.older))
    Self.search(&field, "too")
    #expect(field.text == "tool")
    var filtering = Self.field(["tool42"], rules: FieldRules())
    filtering.rules.allowedCharacters = "abcdefghijklmnopqrstuvwxyz"
    filtering.apply(.search(.older))
    Self.search(&filtering, "oo")
    #expect(filtering.text == "tool")
    #expect(Self.highlighted(filtering) == "oo")
  }

  @Test("the search runs over many entries, 32 bytes at a time, both ways")
  func long() {
    var history = FieldHistory()
    for index in 0..<5_000 { history.appendOlder("command number \(index) with arguments") }
    var field = Field(id: "f")
    field.history = history
    field.apply(.search(.older))
    Self.search(&field, "number 4321 ")
    #expect(field.text == "command number 4321 with arguments")
    Self.search(&field, "x")
    #expect(field.history?.search?.isFailing == true)
    field.apply(.search(.cancel))
    field.apply(.historyOldest)
    field.apply(.search(.newer))
    Self.search(&field, "ber 12 ")
    #expect(field.text == "command number 12 with arguments")
  }
}
