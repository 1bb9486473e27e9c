import FieldEngine
import Testing

/// Bugs the fuzzers found (Fuzz/Crashes keeps their inputs), each as a small test.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
  @Test(
    "a paste whose characters are all refused, over a selection whose removal joins its neighbours into a refused character, is refused (it looped for ever)",
    arguments: [EditPolicy.truncate, .filter])
  func pasteOverJoiningSelection(policy: EditPolicy) {
    var field = Field(id: "f", rules: FieldRules(typingPolicy: policy, pastePolicy: policy))
    field.rules.allowedCharacters = "🇯 "
    field.apply(.setText("🇯 🇯"))
    #expect(field.text == "🇯 🇯")
    field.apply(.move(.start))
    field.apply(.move(.characterRight))
    field.apply(.move(.characterRight, extending: true))
    let outcome = field.apply(.paste("\u{FFFD}"))
    #expect(outcome.status == .refused)
    #expect(outcome.message != nil)
    #expect(field.text == "🇯 🇯")
    #expect(field.invariantViolations() == [])
  }

  @Test(
    "text that cleaning empties inserts nothing and replaces no selection (a typed Escape deleted the selection, leaving a mask's text impossible)",
    arguments: [Edit.insert("\u{1B}"), .paste("\r\n"), .paste("\u{1B}[31m\u{7F}"), .setText("\u{85}")])
  func cleanedAwayOverSelection(edit: Edit) throws {
    var field = Field(id: "f", rules: FieldRules(format: try .mask("(999) 000-0000")))
    field.apply(.paste("5551234567"))
    #expect(field.text == "(555) 123-4567")
    field.apply(.move(.wordLeft))
    field.apply(.move(.start, extending: true))
    let selection = field.buffer.selectedOffsets
    let outcome = field.apply(edit)
    #expect(outcome.status == .refused)
    #expect(outcome.message?.hasPrefix("removed ") == true)
    #expect(field.text == "(555) 123-4567")
    #expect(field.buffer.selectedOffsets == selection)
    #expect(field.formatState == .complete)
  }
}
