import FieldEngine
import Testing

/// The behaviours of the seed blog posts: maxLength, partial paste, allowed characters, banned ones.
@Suite("Seed behaviours")
struct SeedBehaviourTests {
  @Test("typing stops at maxLength and says why", arguments: [1, 5, 10])
  func typingStopsAtMaxLength(limit: Int) {
    var field = makeField(maxLength: limit)
    let outcomes = field.type(String(repeating: "x", count: limit + 3))
    #expect(field.text == String(repeating: "x", count: limit))
    #expect(outcomes.prefix(limit).allSatisfy { $0.status == .applied })
    #expect(outcomes.dropFirst(limit).allSatisfy { $0.status == .refused })
    let unit = limit == 1 ? "character" : "characters"
    #expect(outcomes.last?.message == "limit of \(limit) \(unit) reached")
  }

  @Test("a field with no limit takes everything")
  func unlimited() {
    var field = makeField()
    field.type(String(repeating: "abc ", count: 100))
    #expect(field.text.count == 400)
  }

  @Test("the seed's partial paste keeps the first characters that fit")
  func partialPaste() {
    var field = makeField(maxLength: 5)
    field.type("ab")
    let outcome = field.apply(.paste("cdefghij"))
    #expect(field.text == "abcde")
    #expect(outcome.status == .adjusted)
    #expect(outcome.message == "pasted 3 of 8 characters: 5 over the limit of 5 characters")
  }

  @Test("a paste under the reject policy is refused whole, like MaxLengthTextField")
  func rejectPaste() {
    var field = makeField(maxLength: 5, paste: .reject)
    field.type("ab")
    let outcome = field.apply(.paste("cdefghij"))
    #expect(field.text == "ab")
    #expect(outcome.status == .refused)
    #expect(outcome.message == "limit of 5 characters reached")
  }

  @Test("vowels only: 'b' is refused with the allowed set in the message")
  func vowelsOnly() {
    var field = makeField(maxLength: 5, allowed: "AEIOUaeiou")
    let outcomes = field.type("abEci")
    #expect(field.text == "aEi")
    #expect(outcomes[1].message == "'b' is not allowed: only AEIOUaeiou")
    #expect(outcomes[3].status == .refused)
  }

  @Test("a filtering paste drops what is not allowed and counts it")
  func filteringPaste() {
    var field = makeField(maxLength: 5, allowed: "AEIOUaeiou")
    let outcome = field.apply(.paste("Hello, Universe!"))
    #expect(field.text == "eoUie")
    #expect(
      outcome.message
        == "pasted 5 of 16 characters: 10 not allowed (only AEIOUaeiou), 1 over the limit of 5 characters")
  }

  @Test("a filtered paste's message: pasted 5 of 13 characters: 8 not allowed")
  func exampleMessage() {
    var field = makeField(allowed: "aeiou")
    let outcome = field.apply(.paste("a1b2e3c4i5o6u"))
    #expect(field.text == "aeiou")
    #expect(outcome.message == "pasted 5 of 13 characters: 8 not allowed (only aeiou)")
  }

  @Test("freaky: only the letters of \"freaky\", case as written")
  func freaky() {
    var field = makeField(maxLength: 10, allowed: "freaky")
    field.type("Freaky fry yak! ark ark")
    #expect(field.text == "reakyfryya")
  }

  @Test("banned characters: anything but digits")
  func banned() {
    var field = makeField(banned: "0123456789")
    let outcomes = field.type("R2D2 and C3PO")
    #expect(field.text == "RD and CPO")
    #expect(outcomes[1].message == "'2' is not allowed: no 0123456789")
  }

  @Test("deletions are always allowed, even past a limit lowered under the text")
  func deletionsAllowed() {
    var field = makeField(value: "abcdef")
    field.rules.maxLength = 3
    #expect(field.text == "abc")
    #expect(field.apply(.deleteBackward).status == .applied)
    #expect(field.text == "ab")
  }

  @Test("the truncate policy keeps the text up to the first refused character")
  func truncateStops() {
    var field = makeField(allowed: "abc", paste: .truncate)
    let outcome = field.apply(.paste("abxcab"))
    #expect(field.text == "ab")
    #expect(outcome.message == "pasted 2 of 6 characters: stopped at 'x', not allowed (only abc)")
  }

  @Test("an empty allowed set is a configuration error, not a field that silently takes nothing")
  func emptyAllowedSet() throws {
    var field = makeField(allowed: "")
    #expect(field.rules.configurationErrors == [.emptyAllowedSet])
    #expect(throws: ConfigurationError.emptyAllowedSet) { try field.rules.checkConfiguration() }
    let outcome = field.apply(.insert("a"))
    #expect(outcome.status == .refused)
    #expect(outcome.message?.contains("the allowed set is empty") == true)
    #expect(throws: FormError.misconfigured(id: "f", .emptyAllowedSet)) { try Form([field]) }
  }

  @Test("no allowed set means no restriction")
  func noSet() {
    var field = makeField(allowed: nil)
    field.type("anything at all 123 ✓")
    #expect(field.text == "anything at all 123 ✓")
  }

  @Test("a negative limit is a configuration error")
  func negativeLimit() {
    let field = makeField(maxLength: -3)
    #expect(field.rules.configurationErrors == [.negativeLimit(LengthLimit(-3))])
    #expect(ConfigurationError.negativeLimit(LengthLimit(-3)).description.contains("got -3"))
  }

  @Test("a minimum length that a maximum forbids is a configuration error; columns do not forbid it")
  func unreachableMinimum() {
    let tight = FieldSpec(
      id: "f", rules: FieldRules(limits: [LengthLimit(5), LengthLimit(3, .utf8Bytes)]),
      validators: [.minLength(4)])
    #expect(tight.configurationErrors == [.unreachableMinLength(4, LengthLimit(3, .utf8Bytes))])
    #expect(throws: ConfigurationError.unreachableMinLength(4, LengthLimit(3, .utf8Bytes))) {
      try tight.makeField()
    }
    #expect(
      ConfigurationError.unreachableMinLength(4, LengthLimit(3, .utf8Bytes)).description
        == "a minimum length of 4 characters can never be reached under a maximum of 3 UTF-8 bytes")
    #expect(
      FieldSpec(id: "f", rules: FieldRules(limits: [LengthLimit(4)]), validators: [.minLength(4)])
        .configurationErrors.isEmpty)
    // U+200B takes no column, so 3 characters fit in 2 columns.
    #expect(
      FieldSpec(id: "f", rules: FieldRules(limits: [LengthLimit(2, .columns)]), validators: [.minLength(3)])
        .configurationErrors.isEmpty)
  }

  @Test("a rule of your own: digits only, as a predicate")
  func customRule() {
    var rules = FieldRules()
    rules.characterRules.append(.custom("digits only") { $0.isASCII && $0.isNumber })
    var field = Field(id: "pin", rules: rules)
    let outcomes = field.type("12a3")
    #expect(field.text == "123")
    #expect(outcomes[2].message == "'a' is not allowed: digits only")
  }

  @Test("several limits at once: 20 characters and 64 UTF-8 bytes")
  func severalLimits() {
    var field = makeField(limits: [LengthLimit(20), LengthLimit(64, .utf8Bytes)])
    field.apply(.paste(String(repeating: "日", count: 30)))
    #expect(field.text.count == 20)
    field.apply(.setText(""))
    let outcome = field.apply(.paste(String(repeating: "👍🏽", count: 30)))
    #expect(field.text.count == 8)  // 8 bytes each: 64 / 8
    #expect(outcome.message == "pasted 8 of 30 characters: 22 over the limit of 64 UTF-8 bytes")
  }
}
