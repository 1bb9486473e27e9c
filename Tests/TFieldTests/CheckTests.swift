import FieldEngine
import GraphemeBreakData
import Testing

@testable import TFieldArguments
@testable import tfield

/// `tfield check`, run in process through `Tool.run`: the exact flags a script would write.
@Suite("tfield check")
struct CheckTests {
  func check(_ arguments: [String], stdin: String? = nil) -> CommandResult {
    Tool.run(["check"] + arguments, stdin: { .success(Array((stdin ?? "").utf8)) })
  }

  struct Sample: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let scalars: Int
    let bytes: Int
    let utf16: Int
    let columns: Int
    var testDescription: String { name }
  }

  /// Characters of every kind: each one character, with its size in the other units.
  static let samples: [Sample] = [
    Sample(name: "e + U+0301", text: "e\u{301}", scalars: 2, bytes: 3, utf16: 2, columns: 1),
    Sample(name: "precomposed é", text: "\u{E9}", scalars: 1, bytes: 2, utf16: 1, columns: 1),
    Sample(name: "thumbs up with skin tone", text: "👍🏽", scalars: 2, bytes: 8, utf16: 4, columns: 4),
    Sample(name: "flag of Japan", text: "🇯🇵", scalars: 2, bytes: 8, utf16: 4, columns: 2),
    Sample(name: "ZWJ family", text: "👨‍👩‍👧", scalars: 5, bytes: 18, utf16: 8, columns: 6),
    Sample(
      name: "Hangul syllable from jamo", text: "\u{1100}\u{1161}\u{11A8}", scalars: 3, bytes: 9, utf16: 3,
      columns: 2),
    Sample(name: "keycap", text: "1\u{FE0F}\u{20E3}", scalars: 3, bytes: 7, utf16: 3, columns: 1),
  ]

  @Test("one character is one character; the other units count what they count", arguments: samples)
  func units(sample: Sample) {
    let text = sample.text
    #expect(check(["--max-length", "1", "--value", text]).status == .success)
    #expect(check(["--max-length", "0", "--value", text]).status == .failure)
    for (flag, name, size) in [
      ("--max-scalars", "maxScalars", sample.scalars), ("--max-bytes", "maxBytes", sample.bytes),
      ("--max-utf16", "maxUTF16", sample.utf16), ("--max-columns", "maxColumns", sample.columns),
    ] {
      #expect(check([flag, String(size), "--value", text]).status == .success, "\(flag) \(size)")
      let over = check([flag, String(size - 1), "--value", text])
      #expect(over.status == .failure, "\(flag) \(size - 1)")
      #expect(over.errors.hasPrefix(name + ": longer than the limit of"))
    }
  }

  @Test("allowed and denied sets compare with canonical equivalence")
  func canonicalEquivalence() {
    #expect(check(["--allow", "\u{E9}", "--value", "e\u{301}"]).status == .success)
    #expect(check(["--allow", "e\u{301}", "--value", "\u{E9}\u{E9}"]).status == .success)
    let denied = check(["--deny", "\u{E9}", "--value", "caf" + "e\u{301}"])
    #expect(denied == CommandResult(status: .failure, errors: "deny: 'e\u{301}' is not allowed: no \u{E9}\n"))
    #expect(check(["--allow", "e", "--value", "e\u{301}"]).status == .failure)
  }

  @Test("validators: required and minimum length count characters")
  func validators() {
    #expect(
      check(["--required", "--value", ""])
        == CommandResult(status: .failure, errors: "required: \(Wording.requiredMissing)\n"))
    #expect(check(["--min-length", "2", "--value", ""]).status == .success)
    #expect(check(["--min-length", "2", "--value", "👍🏽🇯🇵"]).status == .success)
    #expect(check(["--min-length", "3", "--value", "👍🏽🇯🇵"]).status == .failure)
  }

  @Test("controls are a violation of their own")
  func controls() {
    let result = check(["--value", "a\tb"])
    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("controls: contains control characters"))
  }

  @Test("every violation, one line each; JSON on stdout in both cases")
  func reports() {
    let failing = check(["--max-length", "3", "--allow", "abc", "--required", "--value", "abcd!"])
    #expect(
      failing.errors
        == "maxLength: longer than the limit of 3 characters: 5\nallow: 'd', '!' are not allowed: only abc\n")
    let json = check(["--max-length", "3", "--value", "a\"bcd", "--output", "json"])
    #expect(json.status == .failure)
    #expect(json.errors == "")
    #expect(
      json.output
        == "{\"valid\":false,\"violations\":[{\"rule\":\"maxLength\",\"message\":\"longer than the limit of 3 characters: 5\"}]}\n"
    )
    #expect(check(["--value", "x", "--output", "json"]).output == "{\"valid\":true,\"violations\":[]}\n")
  }

  @Test(
    "stdin: one trailing LF or CRLF removed, as $(…) would",
    arguments: [
      ("abc\n", true), ("abc\r\n", true), ("abc", true), ("abc\n\n", false), ("abcd\n", false),
      ("ab\n", true),
    ])
  func standardInput(input: String, passes: Bool) {
    #expect(check(["--max-length", "3"], stdin: input).status == (passes ? .success : .failure))
  }

  @Test("stdin that is not UTF-8 is an error")
  func notUTF8() {
    let result = Tool.run(["check"], stdin: { .success([0x61, 0xFF]) })
    #expect(result == CommandResult(status: .error, errors: "tfield: stdin is not UTF-8 text\n"))
  }

  @Test("Unicode's GraphemeBreakTest: every line is exactly as many characters as the file says")
  func graphemeBreakTest() throws {
    var checked = 0
    // Where Swift's Character is known to disagree with the file, check counts Swift's characters
    // (the engine's tests hold the exact list).
    for testCase in try GraphemeBreakTestFile.load()
    where !testCase.hasControls && !testCase.isKnownSwiftDisagreement {
      let count = testCase.expected.count
      let text = testCase.text
      #expect(
        check(["--max-length", String(count), "--value", text]).status == .success, "line \(testCase.line)")
      let over = check(["--max-length", String(count - 1), "--value", text])
      #expect(
        over.errors
          == "maxLength: longer than the limit of \(count - 1) \(count - 1 == 1 ? "character" : "characters"): \(count)\n",
        "line \(testCase.line)")
      #expect(
        check(["--min-length", String(count), "--value", text]).status == .success, "line \(testCase.line)")
      checked += 1
    }
    #expect(checked > 400)
  }
}
