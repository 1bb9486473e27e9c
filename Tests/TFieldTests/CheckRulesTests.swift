import FieldEngine
import Testing

@testable import tfield

/// `tfield check` agrees with the field: what a field submits passes, and rules no value can
/// satisfy are configuration errors (exit 2), as they are for `input`.
@Suite("tfield check: the field's rules")
struct CheckRulesTests {
  func check(_ arguments: [String]) -> CommandResult {
    Tool.run(["check"] + arguments, stdin: { .success([]) })
  }

  @Test(
    "a mask field's value without literals passes check --unmasked",
    arguments: [
      ("(000) 000-0000", "5551234567"), ("(999) 000", "123456"), ("(999) 000", "  1234"), (">LL-00", "ab12"),
    ])
  func unmasked(_ mask: String, _ typed: String) throws {
    var spec = FieldSpec(id: "m", rules: FieldRules(format: try .mask(mask)))
    spec.submitsLiterals = false
    var field = try spec.makeField()
    for character in typed { _ = field.apply(.insert(String(character))) }
    #expect(field.validate().isEmpty, "\(field.text)")
    let value = field.submittedValue
    let result = check(["--mask", mask, "--unmasked", "--value", value])
    #expect(result.status == .success, "\(mask) \(value): \(result.errors)")
    // Without --unmasked the value is read with its literals: the bare digits are not that.
    if value != field.text { #expect(check(["--mask", mask, "--value", value]).status == .failure) }
  }

  @Test("check --unmasked takes the text with its literals too, and says what an incomplete value lacks")
  func unmaskedWithLiterals() {
    #expect(
      check(["--mask", "(000) 000-0000", "--unmasked", "--value", "(555) 123-4567"]).status == .success)
    #expect(
      check(["--mask", "(000) 000-0000", "--unmasked", "--value", "555"]).errors
        == "incomplete: not complete yet (mask (000) 000-0000)\n")
  }

  @Test(
    "a leading + where a positive value can be",
    arguments: [
      (["--integer", "--value", "+5"], true), (["--decimal", "--value", "+.5"], true),
      (["--decimal", "--min", "-1", "--max", "1", "--value", "+0.5"], true),
      (["--integer", "--min", "0", "--value", "+5"], true),
      (["--integer", "--max", "-1", "--value", "+5"], false),
      (["--integer", "--value", "+-5"], false), (["--integer", "--value", "5+"], false),
    ])
  func plusSign(_ arguments: [String], _ valid: Bool) {
    #expect(check(arguments).status == (valid ? .success : .failure), "\(arguments)")
  }

  @Test(
    "rules no value can satisfy: exit 2 with the flag at fault, whatever the value",
    arguments: [
      (
        ["--mask", "000", "--min-length", "5"],
        "tfield: --min-length: a minimum length of 5 characters can never be reached: the longest value of the "
          + "mask 000, 000, has 3\n"
      ),
      (
        ["--pattern", "a", "--min-length", "2"],
        "tfield: --min-length: a minimum length of 2 characters can never be reached: the longest value of the "
          + "pattern a, a, has 1\n"
      ),
      (
        ["--pattern", "", "--required"],
        "tfield: --required: a value is required, but every value of the empty pattern is empty\n"
      ),
      (
        ["--pattern", "a{0}", "--required"],
        "tfield: --required: a value is required, but every value of the pattern a{0} is empty\n"
      ),
      (
        ["--allow", "é", "--max-bytes", "1", "--required"],
        "tfield: --required: a value is required, but no value fits in 1 UTF-8 byte: the shortest, é, has 2\n"
      ),
      (
        ["--date", "YYYY-MM-DD", "--min", "9999-12-31", "--deny", "9"],
        "tfield: --deny: no value of the date YYYY-MM-DD from 9999-12-31 can be typed with no 9\n"
      ),
      (
        ["--date", "YYYY-MM-DD", "--max-length", "5"],
        "tfield: --max-length: no value of the date YYYY-MM-DD fits in 5 characters: the shortest, 0001-01-01, "
          + "has 10\n"
      ),
    ])
  func unsatisfiable(_ arguments: [String], _ message: String) {
    let result = check(arguments + ["--value", ""])
    #expect(result.status == .error)
    #expect(result.errors == message)
  }

  @Test("a mask's literals count: --mask '(000)' --min-length 5 is fine, and (123) passes")
  func literalsCount() {
    #expect(check(["--mask", "(000)", "--min-length", "5", "--value", "(123)"]).status == .success)
  }
}
