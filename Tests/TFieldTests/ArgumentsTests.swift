import FieldEngine
import TFieldOptions
import Testing

@testable import TFieldArguments
@testable import tfield

@Suite("tfield arguments")
struct ArgumentsTests {
  @Test("every rule flag lands in the spec")
  func allRuleFlags() throws {
    let command = try Arguments.parse([
      "check", "--max-length", "5", "--max-scalars", "6", "--max-bytes=7", "--max-utf16", "8",
      "--max-columns",
      "9", "--allow", "abc", "--deny", "c", "--on-type", "filter", "--on-paste", "truncate", "--required",
      "--min-length", "2", "--value", "-3", "--output", "json",
    ])
    let spec = FieldSpec(
      id: "value",
      rules: FieldRules(
        limits: [
          LengthLimit(5), LengthLimit(6, .scalars), LengthLimit(7, .utf8Bytes),
          LengthLimit(8, .utf16CodeUnits),
          LengthLimit(9, .columns),
        ], allowedCharacters: "abc", bannedCharacters: "c", typingPolicy: .filter, pastePolicy: .truncate),
      validators: [.required, .minLength(2)])
    #expect(command == .check(spec: spec, value: "-3", output: .json))
  }

  @Test("input: label, value, output; form: file and output; defaults")
  func subcommands() throws {
    #expect(
      try Arguments.parse(["input", "--label", "Name", "--value", "x", "--output", "shell"])
        == .input(spec: FieldSpec(id: "value", label: "Name", value: "x"), output: .shell))
    #expect(try Arguments.parse(["input"]) == .input(spec: FieldSpec(id: "value"), output: .plain))
    #expect(try Arguments.parse(["form", "f.json"]) == .form(path: "f.json", output: .json))
    #expect(
      try Arguments.parse(["form", "--output=url", "--", "-f.json"]) == .form(path: "-f.json", output: .url))
    #expect(
      try Arguments.parse(["check"]) == .check(spec: FieldSpec(id: "value"), value: nil, output: .plain))
  }

  @Test("help and version")
  func helpAndVersion() throws {
    #expect(try Arguments.parse(["--help"]) == .help(nil))
    #expect(try Arguments.parse(["help", "form"]) == .help(.form))
    #expect(try Arguments.parse(["check", "--max-length", "3", "-h"]) == .help(.check))
    #expect(try Arguments.parse(["input", "--help"]) == .help(.input))
    #expect(try Arguments.parse(["--version"]) == .version)
  }

  struct Mistake: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      arguments: [],
      message:
        "missing subcommand (input, write, form, check, prompt, choose, confirm, completions or shell); see tfield --help"
    ),
    Mistake(
      arguments: ["edit"],
      message:
        "unknown subcommand \"edit\" (input, write, form, check, prompt, choose, confirm, completions or shell); see tfield --help"
    ),
    Mistake(
      arguments: ["check", "--max-len", "3"],
      message: "check: unknown option --max-len; see tfield check --help"),
    Mistake(
      arguments: ["form", "f.json", "--max-length", "3"],
      message: "form: unknown option --max-length; see tfield form --help"),
    Mistake(arguments: ["check", "--max-length"], message: "--max-length: missing value"),
    Mistake(
      arguments: ["choose", "--height", "3", "a"],
      message:
        "--height: expected rows, at least 4, a share of the terminal like 40%, or the terminal's rows less N like -2, "
        + "each with ~ before it for at most that (~40%), got \"3\""),
    Mistake(
      arguments: ["choose", "--height", "101%", "a"],
      message:
        "--height: expected rows, at least 4, a share of the terminal like 40%, or the terminal's rows less N like -2, "
        + "each with ~ before it for at most that (~40%), got \"101%\""),
    Mistake(
      arguments: ["choose", "--height", "~~40%", "a"],
      message:
        "--height: expected rows, at least 4, a share of the terminal like 40%, or the terminal's rows less N like -2, "
        + "each with ~ before it for at most that (~40%), got \"~~40%\""),
    Mistake(
      arguments: ["choose", "--border=round", "a"],
      message:
        "--border: expected one of rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical, "
        + "top, bottom, left, right, line, none, got \"round\""),
    Mistake(
      arguments: ["choose", "--border-label-pos", "left", "a"],
      message:
        "--border-label-pos: expected a column (N from the left, -N from the right, 0 or center for the middle), "
        + ":top or :bottom after it, got \"left\""),
    Mistake(
      arguments: ["choose", "--margin", "50%", "a"],
      message:
        "--margin: expected 1 to 4 sizes joined by commas (top, right, bottom, left), each cells like 2 "
        + "(0 to 9999) or a share of the screen like 10% (0% to 49%), got \"50%\""),
    Mistake(
      arguments: ["choose", "--padding", "1,2,3,4,5", "a"],
      message:
        "--padding: expected 1 to 4 sizes joined by commas (top, right, bottom, left), each cells like 2 "
        + "(0 to 9999) or a share of the screen like 10% (0% to 49%), got \"1,2,3,4,5\""),
    Mistake(
      arguments: ["choose", "--padding", "-1", "a"],
      message:
        "--padding: expected 1 to 4 sizes joined by commas (top, right, bottom, left), each cells like 2 "
        + "(0 to 9999) or a share of the screen like 10% (0% to 49%), got \"-1\""),
    Mistake(
      arguments: ["choose", "--info", "left", "a"],
      message:
        "--info: expected one of default, right, hidden, inline, inline-right, inline:PREFIX, inline-right:PREFIX, "
        + "got \"left\""),
    Mistake(
      arguments: ["choose", "--height", "-x", "a"],
      message:
        "--height: expected rows, at least 4, a share of the terminal like 40%, or the terminal's rows less N like "
        + "-2, each with ~ before it for at most that (~40%), got \"-x\""),
    Mistake(
      arguments: ["choose", "--min-height", "5%", "a"],
      message:
        "--min-height: expected rows from 0 to 9999, with + after them for that many items shown, got \"5%\""),
    Mistake(
      arguments: ["choose", "--fullscreen", "--height", "10", "a"],
      message: "--height: a list below the cursor takes it; with --fullscreen the list takes the whole screen"
    ),
    Mistake(
      arguments: ["check", "--fullscreen"],
      message: "check: unknown option --fullscreen; see tfield check --help"),
    Mistake(
      arguments: ["check", "--max-length", "-3"],
      message: "--max-length: expected a whole number ≥ 0, got \"-3\""),
    Mistake(
      arguments: ["input", "--max-bytes=1.5"],
      message: "--max-bytes: expected a whole number ≥ 0, got \"1.5\""),
    Mistake(
      arguments: ["check", "--min-length", "two"],
      message: "--min-length: expected a whole number ≥ 0, got \"two\""),
    Mistake(
      arguments: ["check", "--max-columns", "99999999999999999999"],
      message: "--max-columns: 99999999999999999999 is too large (at most 9223372036854775807)"),
    Mistake(
      arguments: ["check", "--max-length", "9223372036854775808"],
      message: "--max-length: 9223372036854775808 is too large (at most 9223372036854775807)"),
    Mistake(
      arguments: ["check", "--min-length", "18446744073709551616"],
      message: "--min-length: 18446744073709551616 is too large (at most 9223372036854775807)"),
    Mistake(
      arguments: ["check", "--decimal", "--places=99999999999999999999"],
      message: "--places: 99999999999999999999 is too large (at most 9223372036854775807)"),
    Mistake(
      arguments: ["check", "--on-type", "drop"],
      message: "--on-type: expected one of reject, truncate, filter, got \"drop\""),
    Mistake(
      arguments: ["input", "--output", "xml"],
      message: "--output: expected one of plain, json, shell, url, got \"xml\""),
    Mistake(
      arguments: ["check", "--output", "shell"],
      message: "--output: expected one of plain, json, got \"shell\""),
    Mistake(arguments: ["check", "--required=yes"], message: "--required: takes no value"),
    Mistake(arguments: ["check", "--deny", "a", "--deny", "b"], message: "--deny: given more than once"),
    Mistake(arguments: ["check", "extra"], message: "check: unexpected argument \"extra\""),
    Mistake(arguments: ["form", "a.json", "b.json"], message: "form: unexpected argument \"b.json\""),
    Mistake(arguments: ["form"], message: "form: missing the form file; see tfield form --help"),
    Mistake(
      arguments: ["input", "--label", "x", "--value", "y", "--deny"], message: "--deny: missing value"),
    Mistake(
      arguments: ["input", "--date", "YYYY-MM", "--calendar"],
      message: "--calendar: the date format \"YYYY-MM\" has no day (DD) for a calendar to pick"),
    Mistake(
      arguments: ["prompt", "--date", "hh:mm", "--calendar"],
      message: "--calendar: the date format \"hh:mm\" has no day (DD) for a calendar to pick"),
    Mistake(
      arguments: ["input", "--calendar"],
      message: "--calendar: give --date with a day (like --date YYYY-MM-DD): a calendar picks days"),
    Mistake(
      arguments: ["input", "--integer", "--calendar"],
      message: "--calendar: give --date with a day (like --date YYYY-MM-DD): a calendar picks days"),
    Mistake(
      arguments: ["input", "--date", "YYYY-MM-DD", "--week-start", "wednesday"],
      message: "--week-start: expected one of monday, sunday, got \"wednesday\""),
  ]

  @Test("each mistake is named, exit 2", arguments: mistakes)
  func mistake(_ mistake: Mistake) {
    let result = Tool.run(mistake.arguments, stdin: { .success([]) })
    #expect(result.status == .error)
    #expect(result.errors == "tfield: " + mistake.message + "\n")
    #expect(result.output == "")
  }

  @Test(
    "inline by default; --fullscreen, --clear and choose --height are read",
    arguments: [
      (["input"], Display()),
      (["input", "--fullscreen"], Display(fullscreen: true)),
      (["prompt", "--clear"], Display(clearsWhenDone: true)),
      (["choose", "--height", "10", "a"], Display(height: .rows(10))),
      (["choose", "--height=40%", "a"], Display(height: .percent(40))),
      (["choose", "--height=~40%", "a"], Display(height: .upToPercent(40))),
      (["choose", "--height", "~12", "a"], Display(height: .upToRows(12))),
    ])
  func display(arguments: [String], display: Display) throws {
    let parsed: Display? =
      switch try Arguments.parse(arguments) {
      case .input(_, _, let given, _), .form(_, _, let given, _), .prompt(_, _, _, _, let given, _): given
      case .choose(let choose): choose.display
      default: nil
      }
    #expect(parsed == display)
  }

  @Test(
    "the largest numbers are taken and nothing overflows",
    arguments: [
      (["--max-length", "9223372036854775807", "--value", "abc"], TFieldOptions.ExitStatus.success),
      (
        ["--max-bytes", "4611686018427387904", "--max-columns", "4611686018427387904", "--value", "abc"],
        .success
      ),
      (["--min-length", "9223372036854775807", "--value", "abc"], .failure),
      (["--min-length", "9223372036854775807", "--max-length", "9223372036854775807"], .success),
      (["--integer", "--max", "99999999999999999999999999", "--value", "00042"], .success),
      (["--decimal", "--places", "9223372036854775807", "--value", "-.5"], .success),
    ])
  func largestNumbers(flags: [String], status: TFieldOptions.ExitStatus) {
    let result = Tool.run(["check"] + flags, stdin: { .success([]) })
    #expect(result.status == status, "\(result.errors)")
  }

  @Test("rules from flags that make no sense name the flag, exit 2")
  func configurationErrors() {
    let result = Tool.run(["check", "--allow", "", "--value", "x"])
    #expect(result.status == .error)
    #expect(
      result.errors == "tfield: --allow: " + ConfigurationError.emptyAllowedSet.description + "\n")
  }

  @Test("a minimum length longer than the maximum names --min-length, exit 2")
  func unreachableMinimum() {
    let result = Tool.run(["input", "--max-length", "3", "--min-length", "5"])
    #expect(result.status == .error)
    #expect(
      result.errors
        == "tfield: --min-length: a minimum length of 5 characters can never be reached under a maximum of "
        + "3 characters\n")
  }

  @Test("--help for the tool and each subcommand, --version")
  func helpTexts() {
    for arguments in [["--help"], ["input", "--help"], ["form", "--help"], ["check", "--help"]] {
      let result = Tool.run(arguments)
      #expect(result.status == .success)
      #expect(result.output.hasPrefix("Usage:") || result.output.hasPrefix("tfield:"))
      #expect(result.output.contains(arguments.count == 1 ? "tfield input" : "tfield " + arguments[0]))
    }
    #expect(Tool.run(["input", "--help"]).output.contains("--max-utf16 N"))
    #expect(Tool.run(["--version"]).output == "tfield \(Version.number)\n")
  }
}
