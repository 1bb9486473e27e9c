import FieldEngine
import Testing

/// `--group`: a number's digit groups, only shown: where the separator goes, and which
/// separators can be one.
@Suite("Digit groups")
struct DigitGroupTests {
  @Test(
    "the separator goes before every third integer digit from the point or the end",
    arguments: [
      ("", [Int]()), ("-", []), ("1", []), ("123", []), ("1234", [1]), ("1234567", [1, 4]),
      ("-1234567.891", [2, 5]), ("+1000", [2]), ("1000.5", [1]), (".5", []), ("0001000", [1, 4]),
      ("12345.", [2]), ("1234.56789", [1]),
    ])
  func breaks(_ text: String, _ expected: [Int]) {
    let number = NumberFormat(isDecimal: true, groupSeparator: ",")
    #expect(number.groupBreaks(in: text) == expected)
  }

  @Test("without a separator there are no groups")
  func none() {
    #expect(NumberFormat.integer().groupBreaks(in: "1234567").isEmpty)
  }

  @Test("a separator is one character one column wide, no digit, sign, control or (for a decimal) point")
  func separators() throws {
    for separator in [",", "_", "'", " ", "\u{2009}"] {
      #expect(
        NumberFormat(isDecimal: true, groupSeparator: separator).configurationError == nil, "\(separator)")
    }
    #expect(NumberFormat(isDecimal: false, groupSeparator: ".").configurationError == nil)
    for (separator, isDecimal) in [
      ("", false), (",,", false), ("1", false), ("-", false), ("+", false), ("\t", false), (".", true),
      ("界", false),
    ] {
      let number = NumberFormat(isDecimal: isDecimal, groupSeparator: separator)
      #expect(
        number.configurationError == .invalidNumber(.invalidGroupSeparator(separator, isDecimal: isDecimal)),
        "\(separator.debugDescription)")
    }
    #expect(
      ConfigurationError.invalidNumber(.invalidGroupSeparator(".", isDecimal: true)).description
        == "number field: the digit-group separator \".\" must be one character one column wide, not a digit, "
        + "a sign or the point, like , or _")
  }

  @Test("typing and the value keep the digits alone")
  func valueKeepsDigits() throws {
    var field = Field(
      id: "n", rules: FieldRules(format: try .number(NumberFormat(isDecimal: false, groupSeparator: ","))))
    #expect(field.apply(.insert(",")).status == .refused)
    _ = field.apply(.paste("1234567"))
    #expect(field.text == "1234567")
    #expect(field.formatState == .complete)
  }
}
