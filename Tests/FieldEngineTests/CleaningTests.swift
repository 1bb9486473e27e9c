import FieldEngine
import Testing

/// Control characters never enter a field, whatever its policy.
@Suite("Control characters")
struct CleaningTests {
  @Test(
    "what each kind of control becomes",
    arguments: [
      ("a\rb", "a b", "1 line break became a space"),
      ("a\nb", "a b", "1 line break became a space"),
      ("a\r\nb", "a b", "1 line break became a space"),
      ("a\r\n\r\nb", "a  b", "2 line breaks became spaces"),
      ("hunter2\n", "hunter2", "removed the line break at the end"),
      ("hunter2\r\n", "hunter2", "removed the line break at the end"),
      ("line\n\n", "line", "removed 2 line breaks at the end"),
      ("a\r\nb\r\n\r", "a b", "removed 2 line breaks at the end; 1 line break became a space"),
      ("a\n\tb\n", "a  b", "removed the line break at the end; 1 line break and 1 tab became spaces"),
      ("end\t\n", "end ", "removed the line break at the end; 1 tab became a space"),
      ("red\n\u{1B}[0m", "red", "removed 1 escape sequence and the line break at the end"),
      ("\n", "", "removed the line break at the end"),
      ("a\tb", "a b", "1 tab became a space"),
      ("\u{1B}[31mred\u{1B}[0m", "red", "removed 2 escape sequences"),
      ("\u{1B}]0;title\u{07}x", "x", "removed 1 escape sequence"),
      ("\u{1B}]8;;http://e.x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link", "removed 2 escape sequences"),
      ("\u{1B}P1$r\u{1B}\\ok", "ok", "removed 1 escape sequence"),
      ("\u{1B}OAup", "up", "removed 1 escape sequence"),
      ("\u{1B}(Bx", "x", "removed 1 escape sequence"),
      ("\u{1B}7x\u{1B}8", "x", "removed 2 escape sequences"),
      ("\u{9B}1mx", "x", "removed 1 escape sequence"),
      ("\u{9D}0;t\u{9C}x", "x", "removed 1 escape sequence"),
      ("a\u{0}b\u{7}c\u{7F}d\u{85}e", "abcde", "removed 4 control characters"),
      ("x\u{1B}", "x", "removed 1 escape sequence"),
      ("\u{1B}[31", "", "removed 1 escape sequence"),
    ])
  func cleaning(input: String, expected: String, message: String) {
    let (text, report) = InputCleaner.clean(input)
    #expect(text == expected)
    #expect(Wording.describe(report) == message)
  }

  @Test("clean text comes back unchanged, with an empty report")
  func cleanText() {
    let (text, report) = InputCleaner.clean("héllo 日本 👍🏽")
    #expect(text == "héllo 日本 👍🏽")
    #expect(report.isEmpty)
  }

  @Test("a pasted coloured line keeps its letters and says what went", arguments: EditPolicy.allCases)
  func pasteKeepsLetters(policy: EditPolicy) {
    var field = makeField(paste: policy)
    let outcome = field.apply(.paste("\u{1B}[1;32mOK\u{1B}[0m\r\ndone"))
    #expect(field.text == "OK done")
    #expect(outcome.status == .adjusted)
    #expect(outcome.message == "removed 2 escape sequences; 1 line break became a space")
  }

  @Test("typed controls are dropped too, and a typed Escape alone inserts nothing")
  func typedControls() {
    var field = makeField()
    let outcome = field.apply(.insert("\u{1B}"))
    #expect(outcome.status == .refused)
    #expect(field.text.isEmpty)
    #expect(outcome.message == "removed 1 escape sequence")
  }

  @Test(
    "a line copied with its newline pastes as the line, in every field and under every policy",
    arguments: EditPolicy.allCases)
  func trailingLineBreakDropped(policy: EditPolicy) {
    var password = makeField(paste: policy)
    password.isPassword = true
    let outcome = password.apply(.paste("hunter2\n"))
    #expect(password.text == "hunter2")
    #expect(outcome.status == .adjusted)
    #expect(outcome.message == "removed the line break at the end")
    var middle = makeField(paste: policy, value: "ab")
    middle.apply(.move(.characterLeft))
    middle.apply(.paste("x\r\n\r\n"))
    #expect(middle.text == "axb")
    #expect(middle.cursorColumn == 2)
  }

  @Test("a paste of line breaks only inserts nothing, and says so")
  func onlyLineBreaks() {
    var field = makeField(value: "a")
    let outcome = field.apply(.paste("\r\n"))
    #expect(field.text == "a")
    #expect(outcome.status == .refused)
    #expect(outcome.message == "removed the line break at the end")
  }

  @Test("cleaning happens before the rules: a line break can count against a limit as a space")
  func cleaningBeforeRules() {
    var field = makeField(maxLength: 3)
    field.apply(.paste("a\nbcd"))
    #expect(field.text == "a b")
  }
}
