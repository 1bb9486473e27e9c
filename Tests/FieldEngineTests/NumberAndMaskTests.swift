import FieldEngine
import Testing

/// Typed numbers and input masks: prefixes that must pass and that must fail.
@Suite("Numbers and masks")
struct NumberAndMaskTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var format: String
    var number: NumberFormat?
    var mask: String?
    var text: String
    var state: FormatState
    var testDescription: String { "\(format) on \(text.debugDescription) is \(state)" }

    static func number(_ number: NumberFormat, _ name: String, _ text: String, _ state: FormatState) -> Case {
      Case(format: name, number: number, text: text, state: state)
    }

    static func mask(_ template: String, _ text: String, _ state: FormatState) -> Case {
      Case(format: template, mask: template, text: text, state: state)
    }

    func makeFormat() throws -> TextFormat { try number.map { try .number($0) } ?? .mask(mask!) }
  }

  static let age = NumberFormat.integer(minimum: 0, maximum: 130)
  static let signed = NumberFormat.integer(minimum: -40, maximum: 60)
  static let price = NumberFormat.decimal(minimum: "0.5", maximum: "99.99", places: 2)
  static let loose = NumberFormat.decimal()
  static let adult = NumberFormat.integer(minimum: 18, maximum: 130)
  static let natural = NumberFormat.integer(minimum: 1)
  static let upToTwo = NumberFormat.decimal(minimum: "0", maximum: "2")
  static let narrow = NumberFormat.decimal(minimum: "0.51", maximum: "0.59", places: 2)
  static let fromFive = NumberFormat.decimal(minimum: "5")
  static let manyPlaces = NumberFormat.decimal(places: 19999)

  static let cases: [Case] = [
    .number(age, "0-130", "", .incomplete),
    .number(age, "0-130", "1", .complete),
    .number(age, "0-130", "13", .complete),
    .number(age, "0-130", "130", .complete),
    .number(age, "0-130", "131", .impossible),
    .number(age, "0-130", "14", .complete),
    .number(age, "0-130", "140", .impossible),
    .number(age, "0-130", "-", .impossible),
    .number(age, "0-130", "1.", .impossible),
    .number(age, "0-130", "0", .complete),
    .number(age, "0-130", "007", .complete),
    .number(signed, "-40-60", "-", .incomplete),
    .number(signed, "-40-60", "-4", .complete),
    .number(signed, "-40-60", "-40", .complete),
    .number(signed, "-40-60", "-41", .impossible),
    .number(signed, "-40-60", "-5", .complete),
    .number(signed, "-40-60", "-50", .impossible),
    .number(signed, "-40-60", "7", .complete),
    .number(signed, "-40-60", "70", .impossible),
    .number(price, "0.5-99.99", "", .incomplete),
    .number(price, "0.5-99.99", "0", .incomplete),
    .number(price, "0.5-99.99", "0.", .incomplete),
    .number(price, "0.5-99.99", "0.4", .impossible),
    .number(price, "0.5-99.99", "0.5", .complete),
    .number(price, "0.5-99.99", "99.99", .complete),
    .number(price, "0.5-99.99", "99.999", .impossible),
    .number(price, "0.5-99.99", "100", .impossible),
    .number(price, "0.5-99.99", "1.", .incomplete),
    .number(price, "0.5-99.99", "-", .impossible),
    .number(adult, "18-130", "1", .incomplete),
    .number(adult, "18-130", "14", .impossible),
    .number(adult, "18-130", "18", .complete),
    .number(adult, "18-130", "5", .incomplete),
    .number(adult, "18-130", "99", .complete),
    .number(natural, "1-", "0", .incomplete),
    .number(natural, "1-", "-", .impossible),
    .number(natural, "1-", "123456789012345678901234567890", .complete),
    .number(loose, "decimal", "-", .incomplete),
    .number(loose, "decimal", "-1.", .incomplete),
    .number(loose, "decimal", "-1.25", .complete),
    .number(loose, "decimal", "1.2.", .impossible),
    .number(loose, "decimal", "1e5", .impossible),
    // Leading zeros change nothing: 00001 is 1, in range; a decimal may start with its point.
    .number(age, "0-130", "0001", .complete),
    .number(age, "0-130", "00001", .complete),
    .number(age, "0-130", "0000000130", .complete),
    .number(age, "0-130", "0000000131", .impossible),
    .number(age, "0-130", "0000", .complete),
    .number(age, "0-130", ".", .impossible),
    .number(signed, "-40-60", "-0040", .complete),
    .number(signed, "-40-60", "-00041", .impossible),
    .number(signed, "-40-60", "-0", .complete),
    .number(upToTwo, "0-2", "01", .complete),
    .number(upToTwo, "0-2", "001", .complete),
    .number(upToTwo, "0-2", "002.000", .complete),
    .number(upToTwo, "0-2", "2.0001", .impossible),
    .number(upToTwo, "0-2", ".", .incomplete),
    .number(upToTwo, "0-2", ".5", .complete),
    .number(upToTwo, "0-2", "-.5", .impossible),
    .number(loose, "decimal", ".5", .complete),
    .number(loose, "decimal", "-.5", .complete),
    .number(loose, "decimal", "-.", .incomplete),
    .number(loose, "decimal", "..", .impossible),
    .number(loose, "decimal", "5.", .incomplete),
    .number(price, "0.5-99.99", ".", .incomplete),
    .number(price, "0.5-99.99", ".49", .impossible),
    .number(price, "0.5-99.99", ".5", .complete),
    .number(price, "0.5-99.99", "099.99", .complete),
    // Exact: a prefix that no completion brings into range is refused, also across a point.
    .number(narrow, "0.51-0.59, 2 places", "0.5", .incomplete),
    .number(narrow, "0.51-0.59, 2 places", "0.50", .impossible),
    .number(narrow, "0.51-0.59, 2 places", ".59", .complete),
    .number(narrow, "0.51-0.59, 2 places", "0.6", .impossible),
    .number(fromFive, "5-", "1.", .impossible),
    .number(fromFive, "5-", "1", .incomplete),
    .number(fromFive, "5-", "5.", .incomplete),
    .number(fromFive, "5-", "4.99999999", .impossible),
    // Places are counted, not spelled out in the automaton.
    .number(manyPlaces, "19999 places", "1." + String(repeating: "7", count: 19999), .complete),
    .number(manyPlaces, "19999 places", "1." + String(repeating: "7", count: 20000), .impossible),
    .mask("(999) 000-0000", "", .incomplete),
    .mask("(999) 000-0000", "(555) 123-4567", .complete),
    .mask("(999) 000-0000", "(   ) 123-4567", .complete),
    .mask("(999) 000-0000", "(555) 12", .incomplete),
    .mask("(999) 000-0000", "5", .impossible),
    .mask("(999) 000-0000", "(a", .impossible),
    .mask("(999) 000-0000", "(555) 123-45678", .impossible),
    .mask("00-99", "12-", .complete),
    // Textual's missing_optional: the literal before optional slots left out goes with them.
    .mask(">0000-00-99", "2024-12", .complete),
    .mask("00-99", "12", .complete),
    .mask("(000)", "(123", .incomplete),
    .mask("00-00", "12", .incomplete),
    .mask(">LL-000", "AB-1", .incomplete),
    .mask(">LL-000", "ab", .impossible),
  ]

  @Test("whole texts and prefixes", arguments: cases)
  func states(_ example: Case) throws {
    #expect(try example.makeFormat().state(of: example.text) == example.state)
  }

  @Test("typing a number: every prefix of a valid value passes, the field is incomplete until it is one")
  func typingNumbers() throws {
    var field = Field(id: "age", rules: FieldRules(format: try .number(Self.age)))
    #expect(field.type("-1x4").map(\.status) == [.refused, .applied, .refused, .applied])
    #expect(field.text == "14")
    #expect(field.apply(.insert("0")).status == .refused)
    #expect(field.validate() == [])
    var price = Field(id: "price", rules: FieldRules(format: try .number(Self.price)))
    price.type("0.")
    #expect(
      price.validate() == [
        Violation(
          rule: .formatIncomplete,
          message: "not complete yet (decimal from 0.5 to 99.99, at most 2 decimal places)")
      ])
    price.type("4")
    #expect(price.text == "0.")
    price.type("75")
    #expect(price.text == "0.75")
    #expect(price.validate() == [])
  }

  @Test(
    "typing, paste and a whole value agree on leading zeros and a leading point",
    arguments: [
      (age, "00001"), (age, "0130"), (upToTwo, "001"), (upToTwo, ".5"), (loose, "-.5"), (price, "00.75"),
    ])
  func typingPasteAndCheckAgree(number: NumberFormat, text: String) throws {
    let spec = FieldSpec(id: "n", rules: FieldRules(format: try .number(number)))
    #expect(try spec.violations(of: text) == [])
    var typed = try spec.makeField()
    #expect(typed.type(text).allSatisfy { $0.status == .applied })
    #expect(typed.text == text)
    #expect(typed.validate() == [])
    var pasted = try spec.makeField()
    #expect(pasted.apply(.paste(text)).status == .applied)
    #expect(pasted.text == text)
    #expect(pasted.invariantViolations() == [])
  }

  @Test("a long paste of leading zeros into a bounded number costs its length, and the value is kept")
  func longLeadingZeros() throws {
    var field = Field(id: "age", rules: FieldRules(format: try .number(Self.age)))
    field.apply(.paste(String(repeating: "0", count: 100_000) + "42"))
    #expect(field.text.count == 100_002)
    #expect(field.formatState == .complete)
    #expect(field.apply(.insert("0")).status == .refused)
  }

  @Test("a long paste into a number bounded on one side only costs its length")
  func longPaste() throws {
    var field = Field(id: "n", rules: FieldRules(format: try .number(Self.natural)))
    field.apply(.paste(String(repeating: "1234567890", count: 2_000)))
    #expect(field.text.count == 20_000)
    #expect(field.formatState == .complete)
  }

  @Test("a mask types its literals: typing or pasting digits fills the slots")
  func maskFills() throws {
    let format = try TextFormat.mask("(999) 000-0000")
    var typed = Field(id: "phone", rules: FieldRules(format: format))
    typed.type("555")
    #expect(typed.text == "(555) ")
    typed.type("1234567")
    #expect(typed.text == "(555) 123-4567")
    #expect(typed.formatState == .complete)
    #expect(typed.value(withLiterals: false) == "5551234567")
    var pasted = Field(id: "phone", rules: FieldRules(format: format))
    pasted.apply(.paste("555 123 4567"))
    #expect(pasted.text == "(555) 123-4567")
    var short = Field(id: "phone", rules: FieldRules(format: format))
    short.type(")123")
    #expect(short.text == "(   ) 123-")
    #expect(short.value(withLiterals: false) == "123")
    #expect(short.invariantViolations() == [])
    var literal = Field(id: "phone", rules: FieldRules(format: format))
    let statuses = literal.type("(555) 123-4567").map(\.status)
    #expect(literal.text == "(555) 123-4567")
    #expect(statuses.filter { $0 == .refused } == [])
    #expect(literal.apply(.insert(")")).status == .refused)
    var cased = Field(id: "plate", rules: FieldRules(format: try .mask(">LL-000")))
    cased.type("ab12")
    #expect(cased.text == "AB-12")
    // "ß" uppercases to "SS", two characters for one slot: it stays "ß" (this crashed once).
    var sharp = Field(id: "plate", rules: FieldRules(format: try .mask(">LL-000")))
    sharp.type("ßa")
    #expect(sharp.text == "ßA-")
    sharp.apply(.move(.start))
    #expect(sharp.apply(.changeCase(.upper)).status == .refused)
  }

  @Test("← and → step over a mask's literals, from slot to slot")
  func cursorSkipsLiterals() throws {
    var field = Field(id: "phone", rules: FieldRules(format: try .mask("(999) 000-0000")), value: "5551234")
    #expect(field.text == "(555) 123-4")
    let columns = (0..<6).map { _ in
      field.apply(.move(.characterLeft))
      return field.cursorColumn
    }
    #expect(columns == [10, 8, 7, 6, 3, 2])
    field.apply(.move(.characterRight))
    #expect(field.cursorColumn == 3)
    field.apply(.move(.characterRight))
    #expect(field.cursorColumn == 6)
    field.apply(.move(.start))
    field.apply(.move(.characterLeft))
    #expect(field.cursorColumn == 0)
  }

  @Test("configuration errors are worded")
  func errors() {
    #expect(throws: ConfigurationError.invalidNumber(.reversed(minimum: "9", maximum: "1"))) {
      try TextFormat.number(.integer(minimum: 9, maximum: 1))
    }
    #expect(
      ConfigurationError.invalidNumber(.reversed(minimum: "9", maximum: "1")).description
        == "number field: the minimum 9 is above the maximum 1")
    #expect(throws: ConfigurationError.invalidNumber(.notANumber(.maximum, "1,5", isDecimal: true))) {
      try TextFormat.number(.decimal(maximum: "1,5"))
    }
    #expect(
      ConfigurationError.invalidNumber(.notANumber(.maximum, "1,5", isDecimal: true)).description
        == "number field: the maximum \"1,5\" is not a decimal like -2.5")
    #expect(
      throws: ConfigurationError.invalidMask(
        "--", problem: "it has no slot to type in (0 9 # D d H h L ? A a & C)")
    ) {
      try TextFormat.mask("--")
    }
    // Found by fuzz-arguments: the mask typed its literal U+001E into the field.
    #expect(
      throws: ConfigurationError.invalidMask(
        "0\u{1E}0", problem: "its literal '\\x1E' is a control character, which no field holds")
    ) {
      try TextFormat.mask("0\u{1E}0")
    }
    #expect(
      throws: ConfigurationError.invalidPattern(
        "a\tb", position: 2, problem: .unsupported("the control character '\\t' (no field holds one)"))
    ) {
      try TextFormat.pattern("a\tb")
    }
  }
}
