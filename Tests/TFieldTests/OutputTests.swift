import FieldEngine
import Foundation
import Testing

@testable import tfield

@Suite("tfield output formats")
struct OutputTests {
  static let hostile = [
    "", "plain", "it's", "'", "''", "a'b'c", "$(touch /tmp/tfield-pwned)", "`touch /tmp/tfield-pwned`",
    "\"$HOME\"", "back\\slash", "line\nbreak", "trailing newline\n", "\n\n", "tab\there", "; rm -rf /", "*",
    "é 👍🏽 🇯🇵", "!event", "${x:-y}", "\\'\\", "-n",
  ]

  @Test("shell: eval \"v=$(printf '%s\\n' QUOTED)\" sets exactly the value and runs nothing")
  func shellRoundTrip() throws {
    for value in Self.hostile {
      let quoted = Output.value(value, as: .shell)
      let script = "eval \"v=$(printf '%s' \(Output.shellQuoted(quoted)))\"; printf '%s' \"$v\""
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(value.debugDescription)")
      #expect(String(decoding: data, as: UTF8.self) == value, "\(value.debugDescription) as \(quoted)")
    }
    #expect(!FileManager.default.fileExists(atPath: "/tmp/tfield-pwned"))
  }

  @Test("shell: single quotes, the closing quote last")
  func shellQuoting() {
    #expect(Output.shellQuoted("it's") == "'it'\\''s'")
    #expect(Output.shellQuoted("") == "''")
    #expect(Output.value("a\n", as: .shell) == "'a\n'\n")
  }

  @Test("url: RFC 3986 unreserved kept, every other UTF-8 byte %XX")
  func url() {
    #expect(Output.urlQueryComponent("AZaz09-._~") == "AZaz09-._~")
    #expect(Output.urlQueryComponent("a b&c=d+e/f?g#h%") == "a%20b%26c%3Dd%2Be%2Ff%3Fg%23h%25")
    #expect(Output.urlQueryComponent("é👍") == "%C3%A9%F0%9F%91%8D")
  }

  @Test("json: a string, escaped; a form's object in field order")
  func json() {
    #expect(Output.value("a\"b\\c\u{1}é", as: .json) == "\"a\\\"b\\\\c\\u0001é\"\n")
    // The programs' one writer (JSONText): a chosen item may hold NUL and DEL, a field U+2028, U+2029.
    #expect(Output.value("\u{0}\u{7F}\u{2028}\u{2029}", as: .json) == #""\u0000\u007f\u2028\u2029""# + "\n")
    #expect(Output.values(["v": "\u{2028}"], as: .json) == #"{"v":"\u2028"}"# + "\n")
    #expect(Output.values(["b": "1", "a": "2"], as: .json) == "{\"b\":\"1\",\"a\":\"2\"}\n")
    #expect(Output.values(["b": "x y", "a": "it's"], as: .shell) == "b='x y'\na='it'\\''s'\n")
    #expect(Output.values(["b": "x y", "a": "&"], as: .url) == "b=x%20y&a=%26\n")
    #expect(Output.values(["b": "x y", "a": ""], as: .plain) == "x y\n\n")
  }

  @Test("a form's typed values: a multiselect's list and a confirm's answer in each format")
  func typedValues() {
    let values: FormValues = [
      "db": "postgres", "features": ["auth", "it's"], "none": [], "telemetry": false,
    ]
    #expect(
      Output.values(values, as: .json)
        == #"{"db":"postgres","features":["auth","it's"],"none":[],"telemetry":false}"# + "\n")
    #expect(
      Output.values(values, as: .shell)
        == "db='postgres'\nfeatures=('auth' 'it'\\''s')\nnone=()\ntelemetry=false\n")
    #expect(Output.values(values, as: .url) == "db=postgres&features=auth&features=it%27s&telemetry=false\n")
    #expect(Output.values(values, as: .plain) == "postgres\nauth\nit's\nfalse\n")
  }

  @Test("shell names")
  func shellNames() {
    #expect(Output.isShellName("email_2"))
    #expect(Output.isShellName("_x"))
    #expect(!Output.isShellName("2x"))
    #expect(!Output.isShellName("e-mail"))
    #expect(!Output.isShellName(""))
    #expect(!Output.isShellName("é"))
  }
}
