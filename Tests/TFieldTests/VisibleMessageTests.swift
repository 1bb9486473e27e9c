import Testing

@testable import tfield

/// What tfield writes on stderr shows user-given text with its controls written out, whatever
/// the message; stdout keeps values byte for byte.
@Suite("tfield messages with controls made visible")
struct VisibleMessageTests {
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
  }

  @Test(
    "a control character in --allow, --deny or a mask is a usage error that names it visibly",
    arguments: [
      (["check", "--allow", "ab\u{1B}[2J", "--value", "z"], "tfield: --allow: '\\e' is a control character"),
      (["input", "--deny", "x\u{01}"], "tfield: --deny: '\\x01' is a control character"),
      (
        ["input", "--mask", "0\u{1B}[2J"], "tfield: --mask: mask \"0\\e[2J\": its literal '\\e' is a control"
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = Tool.run(arguments, stdin: { .success([]) })
    #expect(result.status == .error)
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
    #expect(!Self.hasRawControl(result.errors), "\(result.errors)")
  }

  @Test("a form file's keys, a violation's value and an argument reach stderr made visible")
  func everyMessage() {
    let form = #"{"title": "T\u001b]0;owned\u0007", "fields": [{"id": "n", "pattern": "(\u001b[2J"}]}"#
    var result = Tool.run(["form", "f\u{1B}[2J.json"], readFile: { _ in .success(Array(form.utf8)) })
    #expect(result.status == .error)
    #expect(
      result.errors.contains("f\\e[2J.json: field \"n\" (index 0): pattern \"(\\e[2J\""), "\(result.errors)")
    #expect(!Self.hasRawControl(result.errors), "\(result.errors)")
    result = Tool.run(["input", "--bogus\u{1B}[2J"])
    #expect(result.errors.contains("--bogus\\e[2J"), "\(result.errors)")
    #expect(!Self.hasRawControl(result.errors), "\(result.errors)")
    result = Tool.run(["check", "--allow", "ab", "--value", "a\u{202E}b"])
    #expect(result.errors.contains("<U+202E>") || result.errors.contains("U+202E"), "\(result.errors)")
    #expect(!result.errors.unicodeScalars.contains("\u{202E}"), "\(result.errors)")
  }

  @Test("items on stdout stay byte for byte")
  func stdoutUnchanged() {
    var printed: [UInt8] = []
    let item = "invoice\u{202E}fdp.exe\u{1B}[0m"
    let result = Tool.run(
      ["choose", "--filter", "inv", item],
      write: {
        printed += $0
        return nil
      })
    #expect(result.status == .success)
    #expect(printed + result.bytes == Array((item + "\n").utf8))
  }
}
