import Foundation
import Testing

@testable import FieldTerminal

@Suite("JSON text")
struct JSONTextTests {
  @Test(
    "strings round-trip through Foundation's parser",
    arguments: [
      "", "plain", "quote \" and \\ backslash", "line\nbreak\r\ttab", "\u{1}\u{1F}\u{7F}", "héllo 日本 👍🏽 🇯🇵",
      "e\u{301}", "\u{2028}\u{2029}", "</script>",
    ])
  func roundTrip(value: String) throws {
    let text = JSONText.string(value)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    #expect(parsed as? String == value)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test("objects have sorted keys on one line")
  func object() {
    #expect(
      JSONText.object(["vowels": "ae", "banned": "", "one": "é"]) == #"{"banned":"","one":"é","vowels":"ae"}"#
    )
  }
}
