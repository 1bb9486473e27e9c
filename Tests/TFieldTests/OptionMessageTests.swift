import FieldEngine
import FormFiles
import Testing

@testable import TFieldArguments
@testable import tfield

/// Rules that make no sense, from flags and from a form file: the message names the option the
/// user gave (the flag, the key and its place), and the same decision comes from both.
@Suite("Messages name the option given")
struct OptionMessageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// The rule flags of `tfield check`.
    var flags: [String]
    /// The same rules as a form file's field members, after `"id": "a", `.
    var members: String
    /// The flag and the key the message must name.
    var flag: String
    var key: String
    /// The message after the flag or the field.
    var message: String
    var testDescription: String { flags.joined(separator: " ") }
  }

  static let longBound = String(repeating: "1", count: 1001)

  static let cases: [Case] = [
    Case(
      flags: ["--mask", "000", "--integer"], members: #""mask": "000", "integer": true"#, flag: "--integer",
      key: "integer", message: "a field takes one format, got mask and integer"),
    Case(
      flags: ["--integer", "--pattern", "a"], members: #""integer": true, "pattern": "a""#, flag: "--pattern",
      key: "pattern", message: "a field takes one format, got integer and pattern"),
    Case(
      flags: ["--integer", "--max", "1.5"], members: #""integer": true, "max": 1.5"#, flag: "--max",
      key: "max",
      message: "number field: the maximum \"1.5\" is not an integer like -12"),
    Case(
      flags: ["--integer", "--min", "9", "--max", "1"], members: #""integer": true, "min": 9, "max": 1"#,
      flag: "--min", key: "min", message: "number field: the minimum 9 is above the maximum 1"),
    Case(
      flags: ["--integer", "--places", "2"], members: #""integer": true, "places": 2"#, flag: "--places",
      key: "places", message: "number field: an integer has no decimal places, got 2; make it a decimal"),
    Case(
      flags: ["--decimal", "--places", "1", "--min", "0.51", "--max", "0.59"],
      members: #""decimal": true, "places": 1, "min": 0.51, "max": 0.59"#, flag: "--places", key: "places",
      message: "number field: no number from 0.51 to 0.59 has at most 1 decimal place"),
    Case(
      flags: ["--decimal", "--max", longBound], members: "\"decimal\": true, \"max\": \(longBound)",
      flag: "--max",
      key: "max", message: "number field: the maximum \"11111111111111111111…\" has more than 1000 digits"),
    Case(
      flags: ["--allow", "abc", "--deny", "abc"], members: #""allow": "abc", "deny": "abc""#, flag: "--deny",
      key: "deny",
      message:
        "every character of the allowed set abc is refused (no abc), so no character could ever be typed"),
    Case(
      flags: ["--mask", "(000)", "--allow", "abc"], members: #""mask": "(000)", "allow": "abc""#,
      flag: "--allow", key: "allow",
      message: "no value of the mask (000) can be typed: it needs '(', which is not allowed (only abc)"),
    Case(
      flags: ["--integer", "--deny", "0123456789"], members: #""integer": true, "deny": "0123456789""#,
      flag: "--deny", key: "deny",
      message: "no value of the integer can be typed: it needs a digit, which is not allowed (no 0123456789)"),
    Case(
      flags: ["--integer", "--min", "1000", "--max-length", "2"],
      members: #""integer": true, "min": 1000, "maxLength": 2"#, flag: "--max-length", key: "maxLength",
      message: "no value of the integer at least 1000 fits in 2 characters: the shortest, 1000, has 4"),
    Case(
      flags: ["--pattern", "[A-Z]{2}[0-9]{4}", "--max-bytes", "5"],
      members: #""pattern": "[A-Z]{2}[0-9]{4}", "maxBytes": 5"#, flag: "--max-bytes", key: "maxBytes",
      message: "no value of the pattern [A-Z]{2}[0-9]{4} fits in 5 UTF-8 bytes: the shortest, AA0000, has 6"),
    Case(
      flags: ["--required", "--max-utf16", "0"], members: #""required": true, "maxUTF16": 0"#,
      flag: "--max-utf16", key: "maxUTF16",
      message: "a value is required, but the maximum is 0 UTF-16 code units"),
  ]

  @Test("from flags: exit 2, the flag named", arguments: cases)
  func flags(_ example: Case) {
    let result = Tool.run(["check"] + example.flags + ["--value", "1"])
    #expect(result.status == .error)
    #expect(result.errors == "tfield: \(example.flag): \(example.message)\n")
  }

  @Test("from a form file: the key named, with the place of its value", arguments: cases)
  func formFile(_ example: Case) throws {
    let text = "{\"fields\": [{\"id\": \"a\", \(example.members)}]}"
    let keyStart = try #require(text.range(of: "\"\(example.key)\": ")).upperBound
    let column = text[..<keyStart].unicodeScalars.count + 1
    let result = Tool.run(["form", "form.json"], readFile: { _ in .success(Array(text.utf8)) })
    #expect(result.status == .error)
    #expect(
      result.errors
        == "tfield: form.json: field \"a\" (index 0): \(example.message) (line 1, column \(column))\n")
  }

  @Test("flags the form file has no equivalent for: an exponent is not a flag's number")
  func flagsOnly() {
    #expect(
      Tool.run(["check", "--integer", "--max", "1e3", "--value", "1"]).errors
        == "tfield: --max: number field: the maximum \"1e3\" is not an integer like -12\n")
    #expect(
      Tool.run(["check", "--places", "2", "--value", "1"]).errors
        == "tfield: --places: give --decimal with it\n")
  }

  @Test("many decimal places: no automaton of their size, no internal pattern in a message")
  func manyPlaces() {
    let value = "1." + String(repeating: "5", count: 19999)
    #expect(Tool.run(["check", "--decimal", "--places", "19999", "--value", value]).status == .success)
    let over = Tool.run(["check", "--decimal", "--places", "19999", "--value", value + "5"])
    #expect(
      over.errors
        == "invalid: cannot be completed (decimal, at most 19999 decimal places); fix it before submitting\n")
    #expect(
      Tool.run(["check", "--decimal", "--places", String(Int.max), "--min", "0.5", "--value", ".5"]).status
        == .success)
  }

  @Test("choose checks the whole spec of a new item, its format too")
  func chooseFormat() {
    #expect(
      Tool.run(["choose", "--other", "--pattern", "a(", "x"]).errors
        == "tfield: --pattern: pattern \"a(\" at character 2: this '(' is never closed\n")
  }
}
