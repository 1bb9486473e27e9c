import Testing

@testable import FieldChoices

/// A placeholder's value quoted for the shell that runs the command line: sh's `'\''` for every
/// shell but fish, fish's `\'` and `\\` inside single quotes for fish (fzf 0.74's `NewExecutor`
/// picks the escaper by the shell's name).
@Suite("Shell quoting: sh's and fish's")
struct ShellQuotingTests {
  @Test(
    "fish: a quote and a backslash escaped inside single quotes, nothing else",
    arguments: [
      ("plain", "'plain'"), ("'", "'\\''"), ("\\", "'\\\\'"), ("a'b\\c", "'a\\'b\\\\c'"),
      ("$HOME", "'$HOME'"),
      ("\"", "'\"'"), ("", "''"), ("(x)", "'(x)'"),
    ])
  func fish(_ value: String, _ quoted: String) {
    #expect(ShellQuoting.fish.quoted(Array(value.utf8)) == Array(quoted.utf8))
  }

  @Test(
    "sh: a quote closes, is escaped and reopens; a backslash stays",
    arguments: [("a'b\\c", "'a'\\''b\\c'"), ("", "''")])
  func posix(_ value: String, _ quoted: String) {
    #expect(ShellQuoting.posix.quoted(Array(value.utf8)) == Array(quoted.utf8))
  }

  @Test(
    "the program's file name decides",
    arguments: [
      ("fish", ShellQuoting.fish), ("/usr/bin/fish", .fish), ("/opt/fish", .fish), ("bash", .posix),
      ("/usr/local/bin/zsh", .posix), ("fish3", .posix), ("/opt/fish/bin/zsh", .posix), ("sh", .posix),
      ("", .posix),
    ])
  func byName(_ program: String, _ quoting: ShellQuoting) {
    #expect(ShellQuoting(program: program) == quoting)
  }

  @Test("a template quotes every placeholder for the shell it is given")
  func template() throws {
    let template = try PreviewTemplate("echo {} {q} {1} {r}")
    let line = template.command(
      query: "it's", current: PreviewItem(text: "a\\b c'd", index: 0), quoting: .fish)
    #expect(String(decoding: line, as: UTF8.self) == "echo 'a\\\\b c\\'d' 'it\\'s' 'a\\\\b' a\\b c'd")
  }
}
