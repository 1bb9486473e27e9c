import FieldEngine
import Foundation
import Testing

@testable import FieldIO

@Suite("JSON text")
struct JSONTextTests {
  @Test(
    "strings round-trip through Foundation's parser",
    arguments: [
      "", "plain", "quote \" and \\ backslash", "line\nbreak\r\ttab", "\u{1}\u{1F}\u{7F}", "héllo 日本 👍🏽 🇯🇵",
      "e\u{301}", "\u{2028}\u{2029}", "</script>", "\u{0}nul", "\u{E2}\u{80}", "€\u{2027}\u{202A}",
    ])
  func roundTrip(value: String) throws {
    let text = JSONText.string(value)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    #expect(parsed as? String == value)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
  }

  @Test(
    "each character that needs it is escaped, and only those",
    arguments: [
      ("\u{2028}", #""\u2028""#), ("\u{2029}", #""\u2029""#), ("\u{7F}", #""\u007f""#),
      ("\u{0}", #""\u0000""#),
      ("\u{1B}[0m", #""\u001b[0m""#), ("a\"b\\c", #""a\"b\\c""#), ("\n\r\t", #""\n\r\t""#),
      ("\u{8}\u{C}", #""\u0008\u000c""#), ("x\u{2028}y\u{2029}z", #""x\u2028y\u2029z""#),
      ("€ ‧ \u{202A} 👍🏽", "\"€ ‧ \u{202A} 👍🏽\""), ("/", #""/""#),
    ])
  func escapes(value: String, json: String) {
    #expect(JSONText.string(value) == json)
  }

  @Test(
    "objects escape what their values hold: NUL and DEL (a list item may hold them, a field cannot), U+2028, U+2029"
  )
  func objects() {
    let members = [(key: "b", value: "\u{0}\u{7F}"), (key: "a", value: "\u{2028}\u{2029}")]
    #expect(JSONText.object(members) == #"{"b":"\u0000\u007f","a":"\u2028\u2029"}"#)
    // A form's values in the form's order (`fields-demo`, `tfield form`), typed by their kind.
    let values: FormValues = ["vowels": "ae", "languages": ["C", "Zig"], "banned": "", "dark": false]
    #expect(JSONText.object(values) == #"{"vowels":"ae","languages":["C","Zig"],"banned":"","dark":false}"#)
    #expect(
      JSONText.object(json: [
        (key: "ok", json: "true"), (key: "list", json: JSONText.array(json: ["1", "{}"])),
      ])
        == #"{"ok":true,"list":[1,{}]}"#)
    #expect(JSONText.object([]) == "{}" && JSONText.array(json: []) == "[]")
  }
}
