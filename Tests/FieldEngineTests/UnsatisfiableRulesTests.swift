import FieldEngine
import Testing

/// Rules no value can satisfy are configuration errors, decided in the engine so that
/// flags, form files and the Swift API agree.
@Suite("Rules no value can satisfy")
struct UnsatisfiableRulesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The spec, or the error of a format that cannot be built (a spec cannot hold one).
    var spec: Result<FieldSpec, ConfigurationError>
    var error: ConfigurationError?
    var testDescription: String { name }
  }

  static func spec(
    limits: [LengthLimit] = [], allow: String? = nil, deny: String? = nil, required: Bool = false,
    mask: String? = nil, number: NumberFormat? = nil, pattern: String? = nil
  ) -> Result<FieldSpec, ConfigurationError> {
    Result { () throws(ConfigurationError) in
      let format: TextFormat? =
        if let mask { try .mask(mask) } else if let number { try .number(number) } else if let pattern {
          try .pattern(pattern)
        } else { nil }
      return FieldSpec(
        id: "f",
        rules: FieldRules(limits: limits, allowedCharacters: allow, bannedCharacters: deny, format: format),
        validators: required ? [.required] : [])
    }
  }

  static func format(mask: String? = nil, number: NumberFormat? = nil, pattern: String? = nil) -> TextFormat {
    try! mask.map { try .mask($0) } ?? number.map { try .number($0) } ?? .pattern(pattern!)
  }

  static let cases: [Case] = [
    Case(
      name: "--allow abc --deny abc", spec: spec(allow: "abc", deny: "abc"),
      error: .noCharacterAllowed(allowed: "abc", refusedBy: [.noCharacters("abc")])),
    Case(
      name: "--mask '(000)' --allow abc", spec: spec(allow: "abc", mask: "(000)"),
      error: .noValueFits(
        format: format(mask: "(000)"), needs: .character("("), refusedBy: .onlyCharacters("abc"))),
    Case(
      name: "--mask '(999)000' --deny '('", spec: spec(deny: "(", mask: "(999)000"),
      error: .noValueFits(
        format: format(mask: "(999)000"), needs: .character("("), refusedBy: .noCharacters("("))),
    Case(
      name: "--integer --min 1000 --max-length 2",
      spec: spec(limits: [LengthLimit(2)], number: .integer(minimum: 1000)),
      error: .valueTooLong(
        format: format(number: .integer(minimum: 1000)), shortest: "1000", length: 4, limit: LengthLimit(2))),
    Case(
      name: "--integer --allow abc", spec: spec(allow: "abc", number: .integer()),
      error: .noValueFits(
        format: format(number: .integer()), needs: .digit, refusedBy: .onlyCharacters("abc"))),
    Case(
      name: "--integer --max -1 --allow 0123456789",
      spec: spec(allow: "0123456789", number: .integer(maximum: -1)),
      error: .noValueFits(
        format: format(number: .integer(maximum: -1)), needs: .character("-"),
        refusedBy: .onlyCharacters("0123456789"))),
    Case(
      name: "--decimal --min 0.5 --max 0.7 --deny .",
      spec: spec(deny: ".", number: .decimal(minimum: "0.5", maximum: "0.7")),
      error: .noValueFits(
        format: format(number: .decimal(minimum: "0.5", maximum: "0.7")), needs: .character("."),
        refusedBy: .noCharacters("."))),
    Case(
      name: "--integer --min 5 --max 9 --allow 0123",
      spec: spec(allow: "0123", number: .integer(minimum: 5, maximum: 9)),
      error: .noValueFits(
        format: format(number: .integer(minimum: 5, maximum: 9)), needs: nil,
        refusedBy: .onlyCharacters("0123"))
    ),
    Case(
      name: "--mask 000 --max-length 2", spec: spec(limits: [LengthLimit(2)], mask: "000"),
      error: .valueTooLong(format: format(mask: "000"), shortest: "000", length: 3, limit: LengthLimit(2))),
    Case(
      name: "--pattern '[A-Z]{2}[0-9]{4}' --max-bytes 5",
      spec: spec(limits: [LengthLimit(5, .utf8Bytes)], pattern: "[A-Z]{2}[0-9]{4}"),
      error: .valueTooLong(
        format: format(pattern: "[A-Z]{2}[0-9]{4}"), shortest: "AA0000", length: 6,
        limit: LengthLimit(5, .utf8Bytes))),
    Case(
      name: "--allow 日本 --pattern '日+' --max-bytes 2",
      spec: spec(limits: [LengthLimit(2, .utf8Bytes)], allow: "日本", pattern: "日+"),
      error: .valueTooLong(
        format: format(pattern: "日+"), shortest: "日", length: 3, limit: LengthLimit(2, .utf8Bytes))),
    Case(
      name: "--mask '>LL' --allow ab (the mask upper-cases)", spec: spec(allow: "ab", mask: ">LL"),
      error: .noValueFits(format: format(mask: ">LL"), needs: nil, refusedBy: .onlyCharacters("ab"))),
    Case(
      name: "--required --max-bytes 0", spec: spec(limits: [LengthLimit(0, .utf8Bytes)], required: true),
      error: .requiredUnderZeroLimit(LengthLimit(0, .utf8Bytes))),
    Case(
      name: "--required --allow ' \u{3000}' (only white space)",
      spec: spec(allow: " \u{3000}", required: true),
      error: .requiredOnlyBlank(allowed: " \u{3000}")),
    Case(
      name: "--required --allow ' a' (one letter is enough)", spec: spec(allow: " a", required: true),
      error: nil),
    Case(
      name: "--decimal --places 1 --min 0.51 --max 0.59",
      spec: spec(number: .decimal(minimum: "0.51", maximum: "0.59", places: 1)),
      error: .invalidNumber(.noValueWithPlaces(.decimal(minimum: "0.51", maximum: "0.59", places: 1)))),
    // Satisfiable, some only just.
    Case(
      name: "--integer --min 100 --max 200 --allow 17 --max-length 3 (111)",
      spec: spec(limits: [LengthLimit(3)], allow: "17", number: .integer(minimum: 100, maximum: 200)),
      error: nil),
    Case(
      name: "--decimal --min 0.5 --max 0.7 --max-length 2 (.5)",
      spec: spec(limits: [LengthLimit(2)], number: .decimal(minimum: "0.5", maximum: "0.7")), error: nil),
    Case(
      name: "--integer --min -5 --max -1 --max-length 2 (-1)",
      spec: spec(limits: [LengthLimit(2)], number: .integer(minimum: -5, maximum: -1)), error: nil),
    Case(
      name: "--mask 999 --allow abc (all optional: empty)", spec: spec(allow: "abc", mask: "999"), error: nil),
    Case(name: "--allow abc --deny a", spec: spec(allow: "abc", deny: "a"), error: nil),
    Case(
      name: "--pattern '(abcd)?' --max-length 2 (empty)",
      spec: spec(limits: [LengthLimit(2)], pattern: "(abcd)?"),
      error: nil),
    Case(
      name: "--pattern '.{3}' --max-columns 0 (any character might be a zero-width one)",
      spec: spec(limits: [LengthLimit(0, .columns)], pattern: ".{3}"), error: nil),
    Case(name: "--max-length 0 (only the empty value)", spec: spec(limits: [LengthLimit(0)]), error: nil),
  ]

  @Test("each is a configuration error with its reason, or none", arguments: cases)
  func configuration(_ example: Case) {
    let errors =
      switch example.spec {
      case .success(let spec): spec.configurationErrors
      case .failure(let error): [error]
      }
    #expect(errors == (example.error.map { [$0] } ?? []))
  }

  @Test("the errors in words")
  func wording() {
    let words = Self.cases.compactMap { $0.error?.description }
    #expect(
      words == [
        "every character of the allowed set abc is refused (no abc), so no character could ever be typed",
        "no value of the mask (000) can be typed: it needs '(', which is not allowed (only abc)",
        "no value of the mask (999)000 can be typed: it needs '(', which is not allowed (no ()",
        "no value of the integer at least 1000 fits in 2 characters: the shortest, 1000, has 4",
        "no value of the integer can be typed: it needs a digit, which is not allowed (only abc)",
        "no value of the integer at most -1 can be typed: it needs '-', which is not allowed (only 0123456789)",
        "no value of the decimal from 0.5 to 0.7 can be typed: it needs '.', which is not allowed (no .)",
        "no value of the integer from 5 to 9 can be typed with only 0123",
        "no value of the mask 000 fits in 2 characters: the shortest, 000, has 3",
        "no value of the pattern [A-Z]{2}[0-9]{4} fits in 5 UTF-8 bytes: the shortest, AA0000, has 6",
        "no value of the pattern 日+ fits in 2 UTF-8 bytes: the shortest, 日, has 3",
        "no value of the mask >LL can be typed with only ab",
        "a value is required, but the maximum is 0 UTF-8 bytes",
        "a value is required, but the allowed set holds only white space, and a value of white space alone is blank",
        "number field: no number from 0.51 to 0.59 has at most 1 decimal place",
      ])
  }

  @Test("rules built in Swift say so too, and their field takes no text, with the reason")
  func swiftAPI() throws {
    var rules = FieldRules(format: try .number(.integer(minimum: 1000)))
    #expect(rules.configurationErrors == [])
    rules.maxLength = 3
    #expect(rules.configurationErrors.count == 1)
    var field = Field(id: "n", rules: rules)
    let outcome = field.apply(.insert("1"))
    #expect(outcome.status == .refused)
    #expect(outcome.message == "this field takes no text: " + rules.configurationErrors[0].description)
    rules.characterRules.append(.custom("odd digits") { "13579".contains($0) })
    rules.maxLength = nil
    #expect(rules.configurationErrors == [])
    rules.characterRules.append(.banned("13579"))
    #expect(
      rules.configurationErrors == [
        .noValueFits(
          format: try .number(.integer(minimum: 1000)), needs: .digit, refusedBy: .custom("odd digits"))
      ])
  }
}

/// The search against brute force: for small formats, allowed sets and limits, every text over
/// the allowed characters up to four long is tried.
@Suite("Rules no value can satisfy, against brute force")
struct UnsatisfiableBruteForceTests {
  static let formats: [TextFormat] = [
    try! .mask("(00)"), try! .mask("0-0"), try! .mask("L9"), try! .mask(">LL"), try! .mask("&&"),
    try! .mask("9?"), try! .pattern("[ab]c+"), try! .pattern("a|bb|ccc"), try! .pattern("(ab)*c"),
    try! .pattern("[0-5]{2}"), try! .number(.integer(minimum: 5, maximum: 9)),
    try! .number(.integer(minimum: -3, maximum: -1)), try! .number(.decimal(minimum: "0.5", maximum: "0.7")),
    try! .number(.integer(minimum: 10)), try! .number(.decimal(minimum: "-0.5", maximum: "3", places: 1)),
  ]
  static let allowedSets = ["ab", "(0)", "05", "-1", "c", "ab c", "A", "(-)05.", "09", "5."]

  @Test("an error means no value exists; no error means one does, within the limit")
  func againstBruteForce() {
    var errors = 0
    var fine = 0
    for format in Self.formats {
      for allowed in Self.allowedSets {
        for limit in [nil, 1, 2, 3] as [Int?] {
          let rules = FieldRules(
            limits: limit.map { [LengthLimit($0)] } ?? [], characterRules: [.allowed(allowed)], format: format
          )
          // The empty text counts when the format takes it (a mask of optional slots).
          let valid = allTexts(over: Array(allowed), upTo: 4).first { text in
            rules.violations(of: text).isEmpty && format.state(of: text) == .complete
          }
          let name = "\(format.summary), only \(allowed), max \(limit.map(String.init) ?? "none")"
          if rules.configurationErrors.isEmpty {
            fine += 1
            // Within a limit of at most 3, a value would have been found.
            if limit != nil { #expect(valid != nil, "\(name): no error, yet no value") }
          } else {
            errors += 1
            #expect(valid == nil, "\(name): \(rules.configurationErrors), yet \(valid ?? "") fits")
            // The shortest value named fits all but the limit, and nothing shorter does.
            if case .valueTooLong(_, let shortest, let length, _) = rules.configurationErrors[0].problem {
              let unlimited = FieldRules(characterRules: [.allowed(allowed)], format: format)
              let fits = { (text: String) in
                unlimited.violations(of: text).isEmpty && format.state(of: text) == .complete
              }
              #expect(shortest.map { fits($0) && $0.count == length } ?? false, "\(name)")
              #expect(allTexts(over: Array(allowed), upTo: length - 1).allSatisfy { !fits($0) }, "\(name)")
            }
          }
        }
      }
    }
    #expect(errors > 100 && fine > 100)
  }
}

/// Validators no value can satisfy: a required value, or a minimum length, that the rules never
/// let a value reach. Counted in the text the user sees: a mask's literals count.
@Suite("Validators no value can satisfy")
struct UnmetDemandTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: FieldSpec
    var words: String?
    var testDescription: String { name }
  }

  static func spec(
    limits: [LengthLimit] = [], allow: String? = nil, deny: String? = nil, required: Bool = false,
    minLength: Int? = nil, mask: String? = nil, pattern: String? = nil, date: DateFormat? = nil
  ) -> FieldSpec {
    FieldSpec(
      id: "f",
      rules: FieldRules(
        limits: limits, allowedCharacters: allow, bannedCharacters: deny,
        format: try! date.map { try .date($0) } ?? mask.map { try .mask($0) }
          ?? pattern.map { try .pattern($0) }),
      validators: (required ? [.required] : []) + (minLength.map { [.minLength($0)] } ?? []))
  }

  static let cases: [Case] = [
    Case(
      name: "--mask 000 --min-length 5", spec: spec(minLength: 5, mask: "000"),
      words:
        "a minimum length of 5 characters can never be reached: the longest value of the mask 000, 000, has 3"
    ),
    Case(name: "--mask '(000)' --min-length 5 (the literals count)", spec: spec(minLength: 5, mask: "(000)")),
    Case(
      name: "--pattern a --min-length 2", spec: spec(minLength: 2, pattern: "a"),
      words:
        "a minimum length of 2 characters can never be reached: the longest value of the pattern a, a, has 1"),
    Case(
      name: "--pattern '' --required", spec: spec(required: true, pattern: ""),
      words: "a value is required, but every value of the empty pattern is empty"),
    Case(
      name: "--pattern 'a{0}' --required", spec: spec(required: true, pattern: "a{0}"),
      words: "a value is required, but every value of the pattern a{0} is empty"),
    Case(
      name: "--allow é --max-bytes 1 --required",
      spec: spec(limits: [LengthLimit(1, .utf8Bytes)], allow: "é", required: true),
      words: "a value is required, but no value fits in 1 UTF-8 byte: the shortest, é, has 2"),
    Case(
      name: "--allow é --max-bytes 3 --min-length 2",
      spec: spec(limits: [LengthLimit(3, .utf8Bytes)], allow: "é", minLength: 2),
      words:
        "a minimum length of 2 characters can never be reached in 3 UTF-8 bytes: the shortest value that "
        + "long, éé, has 4"),
    Case(
      name: "--pattern '[aé]+' --max-bytes 5 --min-length 2 (aa)",
      spec: spec(limits: [LengthLimit(5, .utf8Bytes)], minLength: 2, pattern: "[aé]+")),
    Case(
      name: "--pattern '[aé]+' --allow é --max-bytes 5 --min-length 3",
      spec: spec(limits: [LengthLimit(5, .utf8Bytes)], allow: "é", minLength: 3, pattern: "[aé]+"),
      words:
        "a minimum length of 3 characters can never be reached in 5 UTF-8 bytes: the shortest value of the "
        + "pattern [aé]+ that long, ééé, has 6"),
    Case(
      name: "--date YYYY-MM-DD --min 9999-12-31 --deny 9",
      spec: spec(deny: "9", date: DateFormat("YYYY-MM-DD", minimum: "9999-12-31")),
      words: "no value of the date YYYY-MM-DD from 9999-12-31 can be typed with no 9"),
    Case(
      name: "--date YYYY-MM-DD --min 2024-01-01 --deny 9 (2024-01-01)",
      spec: spec(deny: "9", date: DateFormat("YYYY-MM-DD", minimum: "2024-01-01"))),
    Case(
      name: "--date YYYY-MM-DD --max-length 5 cites a real date",
      spec: spec(limits: [LengthLimit(5)], date: DateFormat("YYYY-MM-DD")),
      words: "no value of the date YYYY-MM-DD fits in 5 characters: the shortest, 0001-01-01, has 10"),
    Case(
      name: "--date DD.MM.YYYY --min 2024-02-29 --max 2024-02-29 --deny 4",
      spec: spec(deny: "4", date: DateFormat("DD.MM.YYYY", minimum: "29.02.2024", maximum: "29.02.2024")),
      words: "no value of the date DD.MM.YYYY from 29.02.2024 to 29.02.2024 can be typed with no 4"),
    Case(
      name: "--date hh:mm --min-length 6", spec: spec(minLength: 6, date: DateFormat("hh:mm")),
      words:
        "a minimum length of 6 characters can never be reached: the longest value of the time hh:mm, 00:00, "
        + "has 5"),
    Case(name: "--required --mask 999 (a space a slot)", spec: spec(required: true, mask: "999")),
    Case(name: "--required --pattern 'a*'", spec: spec(required: true, pattern: "a*")),
  ]

  @Test("each is a configuration error with its reason, or none", arguments: cases)
  func configuration(_ example: Case) {
    #expect(example.spec.configurationErrors.map(\.description) == (example.words.map { [$0] } ?? []))
  }

  @Test("the error names the validator")
  func setting() {
    #expect(Self.cases[0].spec.configurationErrors.first?.rule == .minLength)
    #expect(Self.cases[3].spec.configurationErrors.first?.rule == .required)
  }

  @Test("an error means no value long enough exists; no error means one does, within the limit")
  func againstBruteForce() {
    var errors = 0
    var fine = 0
    for format in UnsatisfiableBruteForceTests.formats {
      for allowed in UnsatisfiableBruteForceTests.allowedSets {
        for limit in [nil, 1, 2, 3] as [Int?] {
          let rules = FieldRules(
            limits: limit.map { [LengthLimit($0)] } ?? [], characterRules: [.allowed(allowed)], format: format
          )
          guard rules.configurationErrors.isEmpty else { continue }
          for validator in [Validator.required, .minLength(2), .minLength(3)] {
            let minimum = if case .minLength(let count) = validator.kind { count } else { 1 }
            let valid = allTexts(over: Array(allowed), upTo: 4).first { text in
              text.count >= minimum && rules.violations(of: text).isEmpty
                && format.state(of: text) == .complete
            }
            let name =
              "\(format.summary), only \(allowed), max \(limit.map(String.init) ?? "none"), \(minimum)"
            if let error = rules.unmetDemand(of: [validator]) {
              errors += 1
              #expect(valid == nil, "\(name): \(error), yet \(valid ?? "") fits")
            } else {
              fine += 1
              if limit != nil { #expect(valid != nil, "\(name): no error, yet no value") }
            }
          }
        }
      }
    }
    #expect(errors > 50 && fine > 100)
  }
}
