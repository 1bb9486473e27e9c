import FieldEngine
import Testing

/// One description of a field: a `FieldSpec` holds the rules (at most one format), the validators
/// and the display; a `Field` holds its spec; rules and validators of your own compare by name,
/// so specs and fields are values that compare and hash.
@Suite("Field specs: one description, compared by value")
struct FieldSpecTests {
  @Test("validators compare by what they check; one of your own by its name, not its closure")
  func validators() {
    let even = Validator.custom("even") { $0.count % 2 == 0 ? nil : "odd" }
    let evenAgain = Validator.custom("even") { _ in nil }
    #expect(even == evenAgain)
    #expect(even.hashValue == evenAgain.hashValue)
    #expect(even != .custom("odd") { _ in nil })
    #expect(Validator.minLength(3) == .minLength(3))
    #expect(Validator.minLength(3) != .minLength(4))
    #expect(Validator.required != .custom("required") { _ in nil })
    #expect(Set([even, evenAgain, .required, .required, .minLength(2)]).count == 3)
  }

  @Test("character rules compare by their sets as written; one of your own by its name")
  func characterRules() {
    let digits = CharacterRule.custom("digits") { $0.isNumber }
    #expect(digits == .custom("digits") { _ in false })
    #expect(digits != .custom("letters") { $0.isNumber })
    #expect(CharacterRule.allowed("abc") == .allowed("abc"))
    #expect(CharacterRule.allowed("abc") != .banned("abc"))
    #expect(CharacterRule.allowed("abc") != .allowed("cba"))
    #expect(Set([digits, .allowed("abc"), .allowed("abc")]).count == 2)
  }

  @Test("rules compare by limits, character rules, policies and format")
  func rules() throws {
    var rules = FieldRules(limits: [LengthLimit(5)], characterRules: [.allowed("ab")])
    var same = FieldRules(limits: [LengthLimit(5)], characterRules: [.allowed("ab")])
    #expect(rules == same)
    #expect(rules.hashValue == same.hashValue)
    same.pastePolicy = .reject
    #expect(rules != same)
    same.pastePolicy = rules.pastePolicy
    rules.format = try .pattern("[ab]+")
    #expect(rules != same)
    same.format = try .pattern("[ab]+")
    #expect(rules == same)
    same.format = try .mask("00")
    #expect(rules != same)
  }

  @Test("specs are equal when every part is, and hash alike; each part tells them apart")
  func specs() throws {
    let spec = FieldSpec(
      id: "code", label: "Code",
      rules: FieldRules(limits: [LengthLimit(6)], format: try .pattern("[A-Z]{2}[0-9]{4}")),
      validators: [.required], placeholder: "AB1234")
    var other = spec
    #expect(other == spec)
    #expect(other.hashValue == spec.hashValue)
    #expect(Set([spec, other]).count == 1)
    other.rules.format = try .mask("LL0000")
    #expect(other != spec)
    other = spec
    other.placeholder = ""
    #expect(other != spec)
    other = spec
    other.required = false
    #expect(other != spec)
    other.required = true
    #expect(other == spec, "the validators again in their order: required first")
  }

  @Test("a spec holds one format: setting one replaces the other")
  func oneFormat() throws {
    var spec = FieldSpec(id: "f", rules: FieldRules(format: try .mask("000")))
    spec.rules.format = try .number(.integer(minimum: 0))
    #expect(spec.rules.format?.kind == .number(.integer(minimum: 0)))
    spec.rules.format = nil
    #expect(spec.rules.format == nil)
  }

  @Test("the spec's validators are its required flag and minimum length, in that order")
  func validatorsOfTheSpec() {
    var spec = FieldSpec(id: "f", validators: [.minLength(3)])
    spec.required = true
    #expect(spec.validators == [.required, .minLength(3)])
    spec.minLength = 4
    #expect(spec.validators == [.required, .minLength(4)])
    spec.minLength = nil
    spec.required = false
    #expect(spec.validators.isEmpty)
    #expect(
      FieldSpec(id: "f", validators: [.required, .minLength(3)])
        != FieldSpec(id: "f", validators: [.minLength(3)]))
  }

  @Test("a field holds the spec it was built from; without its text, the spec without its value")
  func fieldHoldsItsSpec() throws {
    let spec = FieldSpec(
      id: "phone", label: "Phone", value: "5551234567",
      rules: FieldRules(format: try .mask("(000) 000-0000")), placeholder: "digits", isPassword: false,
      submitsLiterals: false)
    let field = try spec.makeField()
    #expect(field.spec == spec)
    #expect(field.text == "(555) 123-4567")
    #expect(field.submittedValue == "5551234567")
    var empty = spec
    empty.value = ""
    #expect(field.withoutText().spec == empty)
    #expect(field.withoutText().text == "")
    #expect(Field(spec: spec) == field)
  }

  @Test("fields are equal when their specs, text, cursor and selection are")
  func fields() {
    let spec = FieldSpec(id: "name", label: "Name", rules: FieldRules(limits: [LengthLimit(10)]))
    var one = Field(spec: spec)
    var two = Field(spec: spec)
    #expect(one == two)
    _ = one.apply(.insert("ab"))
    #expect(one != two)
    _ = two.apply(.insert("a"))
    _ = two.apply(.insert("b"))
    #expect(one == two, "the same text and cursor, though undo steps differ")
    #expect(one.hashValue == two.hashValue)
    _ = two.apply(.move(.characterLeft))
    #expect(one != two)
    var renamed = Field(spec: spec)
    renamed.label = "Full name"
    #expect(renamed != Field(spec: spec))
    #expect(renamed.spec.label == "Full name")
    renamed.validators.append(.custom("even") { _ in nil })
    #expect(renamed.spec.validators == [.custom("even") { _ in "other closure" }])
  }

  @Test("FieldRules in one call are the rules set one by one; the allowed set is the first rule")
  func rulesInOneCall() {
    var oneByOne = FieldRules()
    oneByOne.bannedCharacters = "xy"
    oneByOne.maxLength = 5
    oneByOne.allowedCharacters = "abcx"
    let inOneCall = FieldRules(maxLength: 5, allowedCharacters: "abcx", bannedCharacters: "xy")
    #expect(inOneCall == oneByOne)
    #expect(oneByOne.characterRules == [.allowed("abcx"), .banned("xy")])
    #expect(oneByOne.limits == [LengthLimit(5)])
    // The allowed set is checked first, though it was set last: "y", refused by both, is not
    // allowed; "x", allowed, is banned.
    var field = Field(id: "f", rules: oneByOne)
    #expect(field.apply(.insert("y")).message == "'y' is not allowed: only abcx")
    #expect(field.apply(.insert("x")).message == "'x' is not allowed: no xy")
  }

  @Test("a field's and a spec's rules are read and changed through rules; a field's text follows")
  func rulesThroughField() throws {
    var spec = FieldSpec(id: "f", value: "abcdef")
    spec.rules.maxLength = 4
    #expect(spec.rules.limit(in: .characters) == 4)
    var field = try spec.makeField()
    #expect(field.text == "abcd")
    field.rules.allowedCharacters = "abc"
    #expect(field.text == "abc")
    #expect(field.spec.rules == FieldRules(maxLength: 4, allowedCharacters: "abc"))
  }
}
