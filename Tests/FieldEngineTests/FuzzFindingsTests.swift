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
    field.allowedCharacters = "🇯 "
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
}
