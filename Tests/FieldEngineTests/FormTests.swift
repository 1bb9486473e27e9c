import FieldEngine
import Testing

@Suite("Form")
struct FormTests {
  func demoForm() throws -> Form {
    var one = Field(id: "one", label: "One")
    one.rules.maxLength = 1
    var vowels = Field(id: "vowels", label: "Vowels", validators: [.required, .minLength(2)])
    vowels.rules.maxLength = 5
    vowels.rules.allowedCharacters = "AEIOUaeiou"
    return try Form([Field(id: "unlimited", label: "Unlimited"), one, vowels])
  }

  @Test("focus moves forward and back, wrapping")
  func focus() throws {
    var form = try demoForm()
    #expect(form.focused.id == "unlimited")
    form.focusPrevious()
    #expect(form.focused.id == "vowels")
    form.focusNext()
    form.focusNext()
    #expect(form.focused.id == "one")
    form.focus(99)
    #expect(form.focused.id == "vowels")
  }

  @Test("values by id, and a kill ring shared between fields")
  func values() throws {
    var form = try demoForm()
    form.apply(.insert("x"))
    form.apply(.killToStart)
    form.focusNext()
    form.apply(.yank)
    #expect(form.values == ["unlimited": "", "one": "x", "vowels": ""])
    #expect(form.apply(.insert("a"), to: "vowels")?.status == .applied)
    #expect(form["vowels"]?.field.text == "a")
    #expect(form.apply(.insert("a"), to: "nope") == nil)
  }

  @Test(
    "text killed in a password field never reaches the shared kill ring",
    arguments: [Edit.killToStart, .killToEnd, .deleteWordBackward, .deleteWordForward])
  func passwordKillsStayInTheField(kill: Edit) throws {
    var password = Field(id: "password", value: "hunter2 secret")
    password.isPassword = true
    var form = try Form([Field(id: "unlimited", value: "older"), password])
    form.apply(.killToStart)  // "older" is killed in an ordinary field: the ring holds it
    form.apply(.undo)
    form.focusNext()
    // Inside "hunter2 |secret": every kill below takes some text (a password is one word, so a
    // word move would go to its start).
    form.apply(.move(.characterLeft), argument: 6)
    let outcome = form.apply(kill)
    #expect(outcome.status == .applied)
    #expect(form.focused.text.count < "hunter2 secret".count)
    #expect(form.killRing.entries == ["older"])
    form.focusNext()
    form.apply(.selectAll)
    form.apply(.yank)
    #expect(form["unlimited"]?.field.text == "older")
  }

  @Test("a password field yanks what other fields killed")
  func passwordYanks() throws {
    var password = Field(id: "password")
    password.isPassword = true
    var form = try Form([Field(id: "unlimited", value: "pass"), password])
    form.apply(.killToStart)
    form.focusNext()
    form.apply(.yank)
    #expect(form["password"]?.field.text == "pass")
    form.apply(.killToStart)
    form.apply(.killToStart)
    #expect(form.killRing.entries == ["pass"])
  }

  @Test("submit refuses until validators pass, and focuses the first failing field")
  func submit() throws {
    var form = try demoForm()
    guard case .failure(let failure) = form.submit() else {
      Issue.record("an empty required field must fail")
      return
    }
    #expect(failure.id == "vowels")
    #expect(failure.violations.map(\.message) == ["a value is required"])
    #expect(form.focused.id == "vowels")
    form.apply(.insert("a"))
    guard case .failure(let short) = form.submit() else {
      Issue.record("one character is under the minimum of 2")
      return
    }
    #expect(short.violations.map(\.message) == ["at least 2 characters needed, got 1"])
    form.apply(.insert("e"))
    #expect(try form.submit().get() == ["unlimited": "", "one": "", "vowels": "ae"])
  }

  @Test("a custom validator reports and never blocks typing")
  func customValidator() throws {
    let even = Validator.custom("even") { $0.count % 2 == 0 ? nil : "needs an even length" }
    var field = Field(id: "e", validators: [even])
    field.apply(.insert("a"))
    #expect(field.text == "a")
    #expect(field.validate() == [Violation(rule: .validator("even"), message: "needs an even length")])
  }

  @Test(
    "forms refuse duplicate ids and no fields",
    arguments: [
      ([Field(id: "a"), Field(id: "a")], FormError.duplicateID("a")),
      ([], FormError.noFields),
    ])
  func badForms(fields: [Field], error: FormError) {
    #expect(throws: error) { try Form(fields) }
    #expect(!error.description.isEmpty)
  }

  @Test("whole values are checked against the restrictions without typing")
  func checkValues() {
    var rules = FieldRules(limits: [LengthLimit(3), LengthLimit(5, .utf8Bytes)])
    rules.allowedCharacters = "abcé"
    #expect(rules.violations(of: "abc") == [])
    let violations = rules.violations(of: "abcéx\n")
    #expect(
      violations.map(\.rule) == [.controls, .limit(.characters), .limit(.utf8Bytes), .allowedCharacters])
    #expect(violations[1].message == "longer than the limit of 3 characters: 6")
    #expect(violations[3].message == "'x', '\\n' are not allowed: only abcé")
  }
}
