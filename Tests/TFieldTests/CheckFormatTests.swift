import FieldEngine
import Testing

@testable import tfield

/// `tfield check` with the format flags: masks, numbers and patterns.
@Suite("tfield check: formats")
struct CheckFormatTests {
  func check(_ arguments: [String]) -> CommandResult {
    Tool.run(["check"] + arguments, stdin: { .success([]) })
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var errors: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["--mask", "(999) 000-0000", "--value", "(555) 123-4567"], errors: ""),
    Case(
      arguments: ["--mask", "(999) 000-0000", "--value", "(555) 12"],
      errors: "incomplete: not complete yet (mask (999) 000-0000)\n"),
    Case(
      arguments: ["--mask", "(999) 000-0000", "--value", "555"],
      errors: "invalid: cannot be completed (mask (999) 000-0000); fix it before submitting\n"),
    Case(arguments: ["--integer", "--min", "0", "--max", "130", "--value", "42"], errors: ""),
    Case(
      arguments: ["--integer", "--min", "0", "--max", "130", "--value", "131"],
      errors: "invalid: cannot be completed (integer from 0 to 130); fix it before submitting\n"),
    Case(
      arguments: ["--decimal", "--min", "0.5", "--places", "2", "--value", "0."],
      errors: "incomplete: not complete yet (decimal at least 0.5, at most 2 decimal places)\n"),
    Case(arguments: ["--decimal", "--places", "2", "--value", "-3.25"], errors: ""),
    Case(arguments: ["--pattern", "[A-Z]{2}[0-9]{4}", "--value", "AB1234"], errors: ""),
    Case(
      arguments: ["--pattern", "[A-Z]{2}[0-9]{4}", "--value", "AB1"],
      errors: "incomplete: not complete yet (pattern [A-Z]{2}[0-9]{4})\n"),
    Case(arguments: ["--pattern", "[A-Z]{2}[0-9]{4}", "--value", ""], errors: ""),
    // --iso reads the value as input --iso prints it, and checks it in the layout.
    Case(arguments: ["--date", "DD.MM.YYYY", "--iso", "--value", "2024-02-29"], errors: ""),
    Case(arguments: ["--date", "DD.MM.YYYY hh:mm", "--iso", "--value", "2024-02-29T14:30"], errors: ""),
    Case(arguments: ["--date", "DD.MM.YYYY", "--iso", "--value", ""], errors: ""),
    Case(
      arguments: ["--date", "DD.MM.YYYY", "--iso", "--value", "29.02.2024"],
      errors: "iso: not in ISO 8601 form (YYYY-MM-DD)\n"),
    Case(
      arguments: ["--date", "DD.MM.YYYY", "--iso", "--max", "31.12.2023", "--value", "2024-02-29"],
      errors:
        "invalid: not a date in range (date DD.MM.YYYY up to 31.12.2023): after the maximum 31.12.2023\n"),
    Case(
      arguments: ["--date", "DD.MM.YYYY", "--iso", "--value", "2023-02-29"],
      errors: "invalid: not a date in range (date DD.MM.YYYY): 2023 has no 29 February (not a leap year)\n"),
  ]

  @Test("values against formats", arguments: cases)
  func values(_ example: Case) {
    let result = check(example.arguments)
    #expect(result.errors == example.errors)
    #expect(result.status == (example.errors.isEmpty ? .success : .failure))
  }

  @Test("format flags that make no sense are errors that name the flag")
  func mistakes() {
    #expect(
      check(["--min", "3", "--value", "4"]).errors
        == "tfield: --min: give --integer or --decimal or --date with it\n")
    #expect(
      check(["--integer", "--decimal"]).errors == "tfield: --integer and --decimal: give one of them\n")
    #expect(
      check(["--pattern", "a(b", "--value", "a"]).errors
        == "tfield: --pattern: pattern \"a(b\" at character 2: this '(' is never closed\n")
    #expect(
      check(["--integer", "--min", "9", "--max", "1"]).errors
        == "tfield: --min: number field: the minimum 9 is above the maximum 1\n")
  }
}
