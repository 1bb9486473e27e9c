import FieldEngine
import Testing

@testable import FieldTerminal

/// The hint row under a field says its rules, its minimum length included.
@Suite("A field's hint")
struct FieldHintTests {
  @Test(
    "a minimum length is said (never \"no limit\" for it), beside the limits and their counter",
    arguments: [
      (FieldSpec(id: "a", validators: [.minLength(6)]), "min 6"),
      (
        FieldSpec(id: "a", rules: FieldRules(limits: [LengthLimit(10)]), validators: [.minLength(6)]),
        "max 10 · min 6 · 0/10"
      ),
      (FieldSpec(id: "a", validators: [.required]), "no limit"),
      (FieldSpec(id: "a"), "no limit"),
    ])
  func hint(spec: FieldSpec, hint: String) throws {
    let field = try spec.makeField()
    #expect(FieldBox.hint(for: field, masked: false, revealKey: nil) == hint)
  }
}
