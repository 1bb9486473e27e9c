import Testing

@testable import FieldEngine

/// `FieldSpec.defaultValue`: what an empty field submits, held to the field's rules.
@Suite("Default values")
struct DefaultValueTests {
  @Test("a default that breaks the rules is a configuration error naming what it breaks")
  func mustPass() throws {
    var spec = FieldSpec(id: "f", rules: FieldRules(limits: [LengthLimit(3, .characters)]))
    spec.defaultValue = "guest"
    #expect(spec.configurationErrors.first?.rule == .defaultValue)
    #expect(
      spec.configurationErrors.first?.description
        == "the default \"guest\" breaks the field's rules: longer than the limit of 3 characters: 5")
    spec.defaultValue = "bob"
    #expect(spec.configurationErrors.isEmpty)
  }

  @Test("an empty field takes its default through the door; a field with text keeps it")
  func takes() throws {
    var spec = FieldSpec(id: "f")
    spec.defaultValue = "guest"
    var field = try spec.makeField()
    #expect(field.takeDefaultIfEmpty()?.status == .applied)
    #expect(field.text == "guest")
    field.apply(.setText("ada"))
    #expect(field.takeDefaultIfEmpty() == nil)
    #expect(field.text == "ada")
  }

  @Test("a form's submit fills the empty fields that have defaults, and only those")
  func formSubmit() throws {
    var first = FieldSpec(id: "a")
    first.defaultValue = "one"
    let second = FieldSpec(id: "b", validators: [.required])
    var form = try Form([try first.makeField(), try second.makeField()])
    #expect(
      form.submit()
        == .failure(
          SubmitFailure(id: "b", violations: [Violation(rule: .required, message: "a value is required")])))
    #expect(form.fields[0].text == "one")
  }
}
