import FieldEngine
import Testing

/// The Swift examples of the FieldEngine guide (the engine's articles of
/// `Sources/TerminalFields/TerminalFields.docc`) and doc comments, each run here as written (its
/// `print`s caught and compared with the comments beside them). `DocExamplesAreTested` checks that
/// every example that says what it prints stands in a test; DocExampleCompileTests compiles every
/// example outside the package.
@Suite("FieldEngine guide examples")
struct FieldEngineDocExamples {
  /// An example's body, with `print` caught.
  struct Printed {
    var lines: [String] = []
    mutating func print(_ item: Any) { lines.append("\(item)") }
  }

  struct GettingStartedRules {
    var output = Printed()
    mutating func print(_ item: Any) { output.print(item) }

    mutating func run() {
      var vowels = Field(id: "vowels", label: "Vowels")
      vowels.rules.maxLength = 5
      vowels.rules.allowedCharacters = "AEIOUaeiou"

      print(vowels.rules.violations(of: "aeiouA").map(\.message))
      // ["longer than the limit of 5 characters: 6"]

      var column = Field(id: "db", rules: FieldRules(limits: [LengthLimit(20), LengthLimit(64, .utf8Bytes)]))
      column.rules.characterRules.append(.custom("digits only") { $0.isASCII && $0.isNumber })
      column.apply(.paste("tel: 0123 456 789 0123 456 789"))
      print(column.text)
    }
  }

  @Test("Getting started: a field with rules")
  func gettingStarted() {
    var example = GettingStartedRules()
    example.run()
    #expect(
      example.output.lines == [
        "[\"longer than the limit of 5 characters: 6\"]", "01234567890123456789",
      ])
  }

  struct GettingStartedSpec {
    var output = Printed()
    mutating func print(_ item: Any) { output.print(item) }

    mutating func run() throws {
      var spec = FieldSpec(id: "code", label: "Code", value: "ab12x")
      spec.rules.maxLength = 4
      spec.rules.allowedCharacters = "abcdef0123456789"
      let field = try spec.makeField()
      print(field.text)  // ab12
      print(try spec.violations(of: "abcdef").map(\.message))  // ["longer than the limit of 4 characters: 6"]
    }
  }

  @Test("Getting started: fields described as data")
  func gettingStartedSpec() throws {
    var example = GettingStartedSpec()
    try example.run()
    #expect(
      example.output.lines == [
        "ab12",
        "[\"longer than the limit of 4 characters: 6\"]",
      ])
  }

  struct Formats {
    var output = Printed()
    mutating func print(_ item: Any) { output.print(item) }

    mutating func run() throws {
      let code = try TextFormat.pattern("[A-Z]{2}[0-9]{4}")
      print(code.violation(of: "A1")!.message)
      // cannot be completed (pattern [A-Z]{2}[0-9]{4}); fix it before submitting
      let phoneSpec = FieldSpec(
        id: "phone", value: "5551234567", rules: FieldRules(format: try .mask("(999) 000-0000")))
      let phone = try phoneSpec.makeField()
      print(phone.text)  // (555) 123-4567
      print(phone.value(withLiterals: false))  // 5551234567
      let age = FieldRules(format: try .number(.integer(minimum: 0, maximum: 130)))
      print(age.format!.violation(of: "131")!.message)
      // cannot be completed (integer from 0 to 130); fix it before submitting
    }
  }

  @Test("Formats: a pattern, a mask and a number")
  func formats() throws {
    var example = Formats()
    try example.run()
    #expect(
      example.output.lines == [
        "cannot be completed (pattern [A-Z]{2}[0-9]{4}); fix it before submitting", "(555) 123-4567",
        "5551234567",
        "cannot be completed (integer from 0 to 130); fix it before submitting",
      ])
  }

  struct PatternComment {
    var output = Printed()
    mutating func print(_ item: Any) { output.print(item) }

    mutating func run() throws {
      let code = try TextFormat.pattern("[A-Z]{2}[0-9]{4}")
      print(code.violation(of: "AB1")!.message)  // not complete yet (pattern [A-Z]{2}[0-9]{4})
      print(code.violation(of: "A1")!.message)
      // cannot be completed (pattern [A-Z]{2}[0-9]{4}); fix it before submitting
      print(code.violation(of: "AB1234") == nil)  // true
    }
  }

  @Test("Pattern's doc comment: what a text lacks")
  func patternComment() throws {
    var example = PatternComment()
    try example.run()
    #expect(
      example.output.lines == [
        "not complete yet (pattern [A-Z]{2}[0-9]{4})",
        "cannot be completed (pattern [A-Z]{2}[0-9]{4}); fix it before submitting", "true",
      ])
  }
}
