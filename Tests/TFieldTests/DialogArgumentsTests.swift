import FieldEngine
import Testing

@testable import TFieldArguments
@testable import tfield

@Suite("tfield prompt and choose arguments")
struct DialogArgumentsTests {
  @Test("prompt: title, message, value, rules and output")
  func prompt() throws {
    #expect(
      try Arguments.parse([
        "prompt", "--title", "City", "--message", "Where to?", "--deny", "0123456789", "--value", "Oslo",
        "--output", "json",
      ])
        == .prompt(
          spec: FieldSpec(id: "value", value: "Oslo", bannedCharacters: "0123456789"), title: "City",
          message: "Where to?",
          output: .json))
    #expect(
      try Arguments.parse(["prompt"])
        == .prompt(spec: FieldSpec(id: "value"), title: "", message: "", output: .plain))
    #expect(
      try Arguments.parse(["prompt", "--password", "--placeholder", "8 or more", "--min-length", "8"])
        == .prompt(
          spec: FieldSpec(id: "value", minLength: 8, isPassword: true, placeholder: "8 or more"), title: "",
          message: "", output: .plain))
  }

  @Test("choose: items, --other, --selected, a new item's rules; no items means stdin")
  func choose() throws {
    var expected = Choose(
      items: ["pear", "-x", "plum"], selected: "plum", other: true, title: "Fruit",
      spec: FieldSpec(id: "item", limits: [LengthLimit(8)]))
    #expect(
      try Arguments.parse([
        "choose", "--other", "--selected", "plum", "--title", "Fruit", "--max-length", "8", "pear", "--",
        "-x",
        "plum",
      ]) == .choose(expected))
    expected = Choose()
    #expect(try Arguments.parse(["choose"]) == .choose(expected))
  }

  @Test(
    "mistakes name the flag",
    arguments: [
      (["choose", "--other=yes"], "tfield: --other: takes no value"),
      (["choose", "--value", "x"], "tfield: choose: unknown option --value; see tfield choose --help"),
      (["prompt", "--label", "x"], "tfield: prompt: unknown option --label; see tfield prompt --help"),
      (["prompt", "extra"], "tfield: prompt: unexpected argument \"extra\""),
      (["prompt", "--password=yes"], "tfield: --password: takes no value"),
      (["choose", "--password"], "tfield: choose: unknown option --password; see tfield choose --help"),
      (["input", "--title", "x"], "tfield: input: unknown option --title; see tfield input --help"),
    ])
  func mistakes(arguments: [String], message: String) {
    let result = Tool.run(arguments)
    #expect(result.status == .error)
    #expect(result.errors == message + "\n")
  }

  @Test("choose reads stdin's lines when no items are given; none at all and no --other is an error")
  func stdinItems() {
    #expect(DialogCommands.lines(of: "pear\r\n\nplum\n") == ["pear", "plum"])
    let result = Tool.run(["choose"], stdin: { .success(Array("\n\n".utf8)) })
    #expect(result.status == .error)
    #expect(
      result.errors
        == "tfield: choose: no items: give them as arguments or as lines on stdin, or offer --other\n")
    let notUTF8 = Tool.run(["choose"], stdin: { .success([0xFF]) })
    #expect(notUTF8.errors == "tfield: stdin is not UTF-8 text\n")
  }

  @Test("a rule that makes no sense stops prompt and choose before the terminal")
  func configuration() {
    #expect(
      Tool.run(["prompt", "--allow", ""]).errors == "tfield: --allow: " + Wording.describe(.emptyAllowedSet)
        + "\n")
    #expect(
      Tool.run(["choose", "--other", "--allow", "", "a"]).errors
        == "tfield: --allow: " + Wording.describe(.emptyAllowedSet) + "\n")
  }

  @Test("help for prompt and choose")
  func help() {
    let prompt = Tool.run(["prompt", "--help"]).output
    #expect(prompt.hasPrefix("Usage: tfield prompt"))
    #expect(prompt.contains("--password ") && prompt.contains("--placeholder TEXT"))
    #expect(Tool.run(["help", "choose"]).output.hasPrefix("Usage: tfield choose"))
  }
}
