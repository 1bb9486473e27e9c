import FieldEngine
import Testing

/// Patterns checked while typing: prefixes that can still match pass, others fail.
@Suite("Patterns")
struct PatternTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var pattern: String
    var text: String
    var state: FormatState
    var testDescription: String { "\(pattern) on \(text.debugDescription) is \(state)" }
  }

  static let cases: [Case] = [
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "", state: .incomplete),
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "A", state: .incomplete),
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "AB1", state: .incomplete),
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "AB1234", state: .complete),
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "A1", state: .impossible),
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "AB12345", state: .impossible),
    Case(pattern: "[A-Z]{2}[0-9]{4}", text: "ab", state: .impossible),
    Case(pattern: "a|bc", text: "b", state: .incomplete),
    Case(pattern: "a|bc", text: "a", state: .complete),
    Case(pattern: "a|bc", text: "ac", state: .impossible),
    Case(pattern: "(ab)+", text: "aba", state: .incomplete),
    Case(pattern: "(ab)+", text: "abab", state: .complete),
    Case(pattern: "(?:ab)*c", text: "c", state: .complete),
    Case(pattern: "x?y", text: "y", state: .complete),
    Case(pattern: "\\d{2,3}", text: "12", state: .complete),
    Case(pattern: "\\d{2,3}", text: "1234", state: .impossible),
    Case(pattern: "\\d{2,}", text: "12345678", state: .complete),
    Case(pattern: "\\w+\\s\\w+", text: "hé ", state: .incomplete),
    Case(pattern: "\\w+\\s\\w+", text: "hé-", state: .impossible),
    Case(pattern: "[^0-9]+", text: "ab", state: .complete),
    Case(pattern: "[^0-9]+", text: "a1", state: .impossible),
    Case(pattern: "..", text: "👍🏽e\u{301}", state: .complete),
    Case(pattern: "é", text: "e\u{301}", state: .complete),
    Case(pattern: "[a\\-z]", text: "-", state: .complete),
    Case(pattern: "[a-]", text: "-", state: .complete),
    Case(pattern: "\\(\\d\\)", text: "(1)", state: .complete),
    Case(pattern: "a{0}b", text: "b", state: .complete),
  ]

  @Test("whole texts and prefixes", arguments: cases)
  func states(_ example: Case) throws {
    let pattern = try Pattern(example.pattern)
    #expect(pattern.state(of: example.text) == example.state)
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var pattern: String
    var message: String
    var testDescription: String { pattern }
  }

  static let bad: [Bad] = [
    Bad(
      pattern: "^ab",
      message:
        "pattern \"^ab\" at character 1: an anchor '^' (the whole text always has to match) is not supported"),
    Bad(
      pattern: "ab$",
      message:
        "pattern \"ab$\" at character 3: an anchor '$' (the whole text always has to match) is not supported"),
    Bad(pattern: "(a", message: "pattern \"(a\" at character 1: this '(' is never closed"),
    Bad(pattern: "a)", message: "pattern \"a)\" at character 2: this ')' closes no group"),
    Bad(pattern: "[ab", message: "pattern \"[ab\" at character 1: this '[' is never closed"),
    Bad(pattern: "*a", message: "pattern \"*a\" at character 1: '*' has nothing before it to repeat"),
    Bad(
      pattern: "a{3,1}",
      message: "pattern \"a{3,1}\" at character 2: a repeat is written {m}, {m,} or {m,n} with m <= n"),
    Bad(pattern: "a*?", message: "pattern \"a*?\" at character 3: a lazy quantifier is not supported"),
    Bad(pattern: "(a)\\1", message: "pattern \"(a)\\1\" at character 4: the escape '\\1' is not supported"),
    Bad(pattern: "\\bx", message: "pattern \"\\bx\" at character 1: the escape '\\b' is not supported"),
    Bad(
      pattern: "(?=a)",
      message: "pattern \"(?=a)\" at character 1: a lookaround or named group '(?' is not supported"),
    Bad(
      pattern: "[z-a]",
      message: "pattern \"[z-a]\" at character 2: a range needs single characters in order, like A-Z"),
    Bad(pattern: "a\\", message: "pattern \"a\\\" at character 2: a '\\' at the end escapes nothing"),
    Bad(
      pattern: "(a{100}){300}",
      message:
        "pattern \"(a{100}){300}\" at character 1: the pattern is too large to check while typing "
        + "(limit: 20000 states); use smaller repeats"
    ),
    Bad(
      pattern: "(a*){4000}",
      message:
        "pattern \"(a*){4000}\" at character 1: the pattern is too large to check while typing "
        + "(limit: 20000 states); use smaller repeats"
    ),
  ]

  @Test("anything outside the subset is a configuration error with its position", arguments: bad)
  func errors(_ example: Bad) {
    #expect(throws: ConfigurationError.self) { try Pattern(example.pattern) }
    do {
      _ = try Pattern(example.pattern)
    } catch {
      #expect(error.description == example.message)
    }
  }

  @Test("typing: a key is refused only when no continuation can match")
  func typing() throws {
    var field = Field(id: "code", rules: FieldRules(format: try .pattern("[A-Z]{2}[0-9]{4}")))
    #expect(field.type("A1B").map(\.status) == [.applied, .refused, .applied])
    #expect(field.text == "AB")
    #expect(field.formatState == .incomplete)
    #expect(field.validate().map(\.rule) == [.formatIncomplete])
    field.type("12345")
    #expect(field.text == "AB1234")
    #expect(field.formatState == .complete)
    #expect(field.validate() == [])
    #expect(
      field.apply(.insert("9")).message == "'9' is not allowed: does not fit the pattern [A-Z]{2}[0-9]{4}")
  }

  @Test("a deletion that leaves an impossible text is allowed; the field is invalid until fixed")
  func deletionLeavesInvalid() throws {
    var field = Field(id: "code", rules: FieldRules(format: try .pattern("[A-Z]{2}[0-9]{4}")), value: "AB12")
    field.apply(.move(.start))
    field.apply(.move(.characterRight))
    #expect(field.apply(.deleteForward).status == .applied)
    #expect(field.text == "A12")
    #expect(field.formatState == .impossible)
    #expect(field.validate().map(\.rule) == [.formatInvalid])
    #expect(field.apply(.insert("C")).status == .applied)
    #expect(field.text == "AC12")
    #expect(field.formatState == .incomplete)
    #expect(field.invariantViolations() == [])
  }

  @Test("paste: filter drops what cannot fit, truncate stops at it, reject refuses it all")
  func pastePolicies() throws {
    let format = try TextFormat.pattern("[A-Z]{2}[0-9]{4}")
    let expected: [(EditPolicy, String)] = [(.filter, "AB1234"), (.truncate, "AB"), (.reject, "")]
    for (policy, text) in expected {
      var field = Field(id: "p", rules: FieldRules(pastePolicy: policy, format: format))
      field.apply(.paste("AB-12x34"))
      #expect(field.text == text, "\(policy)")
      #expect(field.invariantViolations() == [])
    }
  }

  @Test("a long text: the cached states follow edits anywhere")
  func longText() throws {
    var field = Field(id: "long", rules: FieldRules(format: try .pattern("(ab)*c?")))
    field.apply(.paste(String(repeating: "ab", count: 200)))
    #expect(field.text.count == 400)
    field.apply(.move(.start))
    for _ in 0..<101 { field.apply(.move(.characterRight)) }
    #expect(field.apply(.insert("c")).status == .refused)
    #expect(field.apply(.deleteBackward).status == .applied)
    #expect(field.formatState == .impossible)
    #expect(field.apply(.insert("a")).status == .applied)
    field.apply(.move(.end))
    field.type("c")
    #expect(field.formatState == .complete)
    #expect(field.invariantViolations() == [])
  }
}
