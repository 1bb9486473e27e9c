import FieldEngine
import Testing

@testable import FormFiles
@testable import TFieldArguments
@testable import tfield

/// `--date`, its bounds and `--iso` on the command line and as form-file keys.
@Suite("tfield: --date, --min/--max as dates, --iso, and the form file's keys")
struct DateOptionTests {
  func message(_ text: String) -> String? {
    if case .failure(let error) = FormFile.parseResult(text) { return Messages.describe(error) }
    return nil
  }

  func errors(_ arguments: [String]) -> String {
    Tool.run(["check"] + arguments, stdin: { .success([]) }).errors
  }

  @Test("flags and keys build the same date spec")
  func spec() throws {
    let invocation = try Arguments.parse(["input", "--date", "DD.MM.YYYY", "--max", "today", "--iso"])
    let file = try FormFile.parse(
      Array(#"{"fields": [{"id": "value", "date": "DD.MM.YYYY", "max": "today", "iso": true}]}"#.utf8),
      name: "f")
    guard case .input(let spec, _, _, _) = invocation else {
      Issue.record("not an input: \(invocation)")
      return
    }
    #expect(spec.rules.format?.kind == .date(DateFormat("DD.MM.YYYY", maximum: "today")))
    #expect(spec.submitsISO)
    #expect(spec == file.fields.first)
  }

  @Test("mistakes name the flag or the key")
  func mistakes() {
    #expect(errors(["--iso", "--value", "x"]) == "tfield: --iso: give --date with it\n")
    #expect(
      errors(["--date", "YYYY-MM-DD", "--places", "2"]) == "tfield: --places: give --decimal with it\n")
    #expect(
      errors(["--date", "hh:mm", "--min", "today"])
        == "tfield: --min: date format \"hh:mm\": the minimum today needs a format with a date; use now for the time\n"
    )
    #expect(
      message(#"{"fields": [{"id": "a", "date": "DD.MM.YYYY", "max": 3}]}"#)
        == "form.json: field \"a\" (index 0): \"max\" must be a string (line 1, column 54)")
    #expect(
      message(#"{"fields": [{"id": "a", "iso": true}]}"#)
        == "form.json: field \"a\" (index 0): \"iso\" needs \"date\": \"FORMAT\" (line 1, column 25)")
    #expect(
      message(#"{"fields": [{"id": "a", "date": "DD.MM.YYYY", "min": "31.02.2024"}]}"#)
        == "form.json: field \"a\" (index 0): date format \"DD.MM.YYYY\": the minimum \"31.02.2024\" is not a "
        + "real date: month 02 has 29 days, not 31 (line 1, column 54)")
  }

  @Test("--iso prints the value in ISO 8601 in every output format")
  func iso() throws {
    var spec = FieldSpec(
      id: "d", rules: FieldRules(format: try .date(DateFormat("DD.MM.YYYY hh:mm"))), submitsISO: true)
    spec.value = "29.02.2024 13:05"
    let field = try spec.makeField()
    #expect(field.submittedValue == "2024-02-29T13:05")
    spec.submitsISO = false
    #expect(try spec.makeField().submittedValue == "29.02.2024 13:05")
  }
}
