import FieldEngine
import Testing

/// The README's Swift example, line by line: it must work as written.
@Suite("README example")
struct ReadmeExampleTests {
  @Test("the vowels field of the README")
  func vowelsExample() {
    var vowels = Field(id: "vowels", label: "Vowels")
    vowels.maxLength = 5
    vowels.allowedCharacters = "AEIOUaeiou"
    #expect(vowels.apply(.insert("a")).status == .applied)
    let outcome = vowels.apply(.insert("b"))
    #expect(outcome.status == .refused)
    #expect(outcome.message == "'b' is not allowed: only AEIOUaeiou")
    #expect(
      vowels.apply(.paste("Hello, Universe!")).message
        == "pasted 4 of 16 characters: 10 not allowed (only AEIOUaeiou), 2 over the limit of 5 characters")
    #expect(vowels.text == "aeoUi")
  }

  @Test("the database column field of the README")
  func columnExample() {
    var column = Field(id: "db", rules: FieldRules(limits: [LengthLimit(20), LengthLimit(64, .utf8Bytes)]))
    column.rules.characterRules.append(.custom("digits only") { $0.isASCII && $0.isNumber })
    column.apply(.paste("tel: 0123 456 789 0123 456 789"))
    #expect(column.text == "01234567890123456789")
  }

  @Test("the masks, numbers and patterns example of the README")
  func formatsExample() throws {
    var code = Field(id: "code", rules: FieldRules(format: try .pattern("[A-Z]{2}[0-9]{4}")))
    #expect(code.apply(.insert("A")).status == .applied)
    let refused = code.apply(.insert("1"))
    #expect(refused.status == .refused)
    #expect(refused.message == "'1' is not allowed: does not fit the pattern [A-Z]{2}[0-9]{4}")
    var phone = Field(id: "phone", rules: FieldRules(format: try .mask("(999) 000-0000")))
    phone.apply(.paste("5551234567"))
    #expect(phone.text == "(555) 123-4567")
    #expect(phone.value(withLiterals: false) == "5551234567")
    let age = FieldRules(format: try .number(.integer(minimum: 0, maximum: 130)))
    #expect(age.format?.state(of: "131") == .impossible)
  }
}
