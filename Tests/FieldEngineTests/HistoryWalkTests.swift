import FieldEngine
import Testing

/// Walking a field's history: ↑ and ↓, Alt-< and Alt->, the line being edited kept, edits to
/// recalled entries kept and never written back, each line's undo steps its own, and every entry
/// through the paste policy.
@Suite("History: walking")
struct HistoryWalkTests {
  static func field(_ entries: [String], rules: FieldRules = FieldRules()) -> Field {
    var field = Field(id: "f", rules: rules)
    field.history = FieldHistory(entries)
    return field
  }

  @Test("↑ walks newest first; ↓ comes back to the line being edited, kept as it was")
  func walk() {
    var field = Self.field(["three", "two", "one"])
    field.type("draft")
    field.apply(.move(.characterLeft))
    #expect(field.apply(.historyOlder).status == .applied)
    #expect(field.text == "three")
    #expect(field.cursorColumn == 5)
    #expect(field.history?.position == 0)
    field.apply(.historyOlder)
    field.apply(.historyOlder)
    #expect(field.text == "one")
    let end = field.apply(.historyOlder)
    #expect(end.status == .refused)
    #expect(end.message == "no older entry in the history")
    #expect(field.text == "one")
    field.apply(.historyNewer)
    field.apply(.historyNewer)
    field.apply(.historyNewer)
    #expect(field.text == "draft")
    #expect(field.cursorColumn == 4)
    #expect(field.history?.position == nil)
    #expect(field.apply(.historyNewer).message == "no newer entry: this is the line being edited")
  }

  @Test("Alt-< goes to the oldest entry, Alt-> back to the line being edited")
  func ends() {
    var field = Self.field(["c", "b", "a"])
    field.type("x")
    field.apply(.historyOldest)
    #expect(field.text == "a")
    #expect(field.apply(.historyOldest).status == .refused)
    field.apply(.historyNewest)
    #expect(field.text == "x")
    #expect(field.apply(.historyNewest).status == .refused)
  }

  @Test("edits to a recalled entry last while the field is open and never reach the history")
  func editsKept() {
    var field = Self.field(["alpha", "beta"])
    field.apply(.historyOlder)
    field.type("!")
    field.apply(.historyOlder)
    #expect(field.text == "beta")
    field.apply(.historyNewer)
    #expect(field.text == "alpha!")
    #expect(field.history?[0] == "alpha")
    #expect(field.history?.all == ["alpha", "beta"])
  }

  @Test("each line has its own undo steps; a fresh entry has none")
  func undoPerLine() {
    var field = Self.field(["alpha"])
    field.type("my line")
    field.apply(.historyOlder)
    #expect(field.apply(.undo).message == "nothing to undo")
    #expect(field.text == "alpha")
    field.type("X")
    field.apply(.historyNewer)
    #expect(field.text == "my line")
    field.apply(.undo)
    #expect(field.text == "my ")
    field.apply(.undo)
    #expect(field.text == "")
    field.apply(.redo)
    field.apply(.historyOlder)
    #expect(field.text == "alphaX")
    field.apply(.undo)
    #expect(field.text == "alpha")
  }

  @Test("an entry that breaks the rules comes in filtered, with the reason")
  func filtered() {
    var field = Self.field(["ab12", "x"], rules: FieldRules(limits: [LengthLimit(3)]))
    field.rules.allowedCharacters = "ab12x"
    let outcome = field.apply(.historyOlder)
    #expect(outcome.status == .adjusted)
    #expect(field.text == "ab1")
    #expect(outcome.message == "recalled 3 of 4 characters: 1 over the limit of 3 characters")
    #expect(field.invariantViolations() == [])
  }

  @Test("under a rejecting paste policy an entry that breaks the rules is refused; the walk goes on")
  func refused() {
    var rules = FieldRules(limits: [LengthLimit(4)], pastePolicy: .reject)
    rules.allowedCharacters = "abcdefghijklmnopqrstuvwxyz"
    var field = Self.field(["ok", "too long", "fine"], rules: rules)
    field.type("me")
    field.apply(.historyOlder)
    #expect(field.text == "ok")
    let outcome = field.apply(.historyOlder)
    #expect(outcome.status == .refused)
    #expect(outcome.message?.hasPrefix("history entry 2 of 3 not recalled; ") == true)
    #expect(field.text == "ok")
    #expect(field.history?.position == 1)
    field.apply(.historyOlder)
    #expect(field.text == "fine")
    field.apply(.historyNewer)
    #expect(field.text == "fine")
    field.apply(.historyNewer)
    #expect(field.text == "ok")
    field.apply(.historyNewer)
    #expect(field.text == "me")
  }

  @Test("a password field never reads its history")
  func password() {
    var field = Self.field(["secret"])
    field.isPassword = true
    #expect(field.apply(.historyOlder).message == "a password field keeps no history")
    #expect(field.apply(.search(.older)).status == .refused)
    field.type("s")
    #expect(field.suggestion == nil)
    #expect(field.text == "s")
  }

  @Test("a field without a history says so")
  func none() {
    var field = Field(id: "f")
    #expect(field.apply(.historyOlder).message == "this field has no history")
  }

  @Test("entries that no field could hold are left out; a repeat is kept once")
  func entries() {
    var history = FieldHistory(["a", "", "b\tc", "a", "d", "d", "e\u{85}"])
    // "a" after the two left out would be a repeat of the "a" kept before them.
    #expect(history.all == ["a", "d"])
    #expect(history.appendOlder("d") == .repeated)
    #expect(history.appendOlder("") == .empty)
    #expect(history.appendOlder("x\ny") == .controlCharacters)
    let invalid: [UInt8] = [0x61, 0xFF]
    #expect(invalid.withUnsafeBufferPointer { history.appendOlder(utf8: $0) } == .notUTF8)
  }

  @Test("a recalled entry costs its own length, not the history's: its text comes from one buffer")
  func packed() {
    var history = FieldHistory()
    for index in 0..<10_000 { history.appendOlder("entry \(index)") }
    var field = Field(id: "f")
    field.history = history
    field.apply(.historyOldest)
    #expect(field.text == "entry 9999")
    field.apply(.historyNewer)
    #expect(field.text == "entry 9998")
  }
}
