import FieldEngine
import Foundation
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
          spec: FieldSpec(id: "value", value: "Oslo", rules: FieldRules(bannedCharacters: "0123456789")),
          title: "City",
          message: "Where to?",
          output: .json))
    #expect(
      try Arguments.parse(["prompt"])
        == .prompt(spec: FieldSpec(id: "value"), title: "", message: "", output: .plain))
    #expect(
      try Arguments.parse(["prompt", "--password", "--placeholder", "8 or more", "--min-length", "8"])
        == .prompt(
          spec: FieldSpec(
            id: "value", validators: [.minLength(8)], placeholder: "8 or more", isPassword: true), title: "",
          message: "", output: .plain))
  }

  @Test("choose: items, --other, --selected, a new item's rules; no items means stdin")
  func choose() throws {
    var expected = Choose(
      items: ["pear", "-x", "plum"].map { Array($0.utf8) }, selected: [Array("plum".utf8)], other: true,
      title: "Fruit", spec: FieldSpec(id: "item", rules: FieldRules(limits: [LengthLimit(8)])))
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

  @Test("choose reads stdin's lines without arguments; a pipe that ends empty is an empty list")
  func stdinItems() throws {
    // An empty list, as fzf's: --exit-0 ends it with status 1 and nothing printed, where an error
    // (status 2, "no items") came before.
    let empty = try ChooseRun(input: Array("\n\n".utf8), ["choose", "--exit-0"])
    #expect(empty.result.status == .failure)
    #expect(empty.result.errors.isEmpty)
    #expect(empty.written.isEmpty)
    // Lines end with LF or CR LF; empty lines are left out; bytes that are not UTF-8 are items too.
    let lines = try ChooseRun(
      input: [0x61, 0x0D, 0x0A, 0x0A, 0xFF, 0x62, 0x0A, 0x63], ["choose", "--filter", ""])
    #expect(lines.result.status == .success)
    #expect(lines.written == [0x61, 0x0A, 0xFF, 0x62, 0x0A, 0x63, 0x0A])
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

/// `tfield choose` run in process with its items on a pipe as stdin, and what it wrote as it went
/// (`--filter`) after what it returned.
struct ChooseRun {
  let result: CommandResult
  /// What the command wrote through its writer, then its result's bytes.
  let written: [UInt8]

  init(input: [UInt8], _ arguments: [String]) throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    let writeEnd = ends[1]
    let writer = Thread {
      var offset = 0
      while offset < input.count {
        let count = input[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        offset += count
      }
      close(writeEnd)
    }
    writer.start()
    let sink = Sink()
    result = Tool.run(
      arguments, input: ends[0],
      write: {
        sink.bytes += $0; return nil
      })
    close(ends[0])
    written = sink.bytes + result.bytes
  }

  final class Sink: @unchecked Sendable {
    var bytes: [UInt8] = []
  }
}
