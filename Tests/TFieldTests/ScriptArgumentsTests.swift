import FieldEngine
import Foundation
import PackagePaths
import TerminalFields
import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// The options for scripts: confirm, --timeout, --plain, --color, completions.
@Suite("tfield confirm, --timeout, --plain, --color, completions: arguments")
struct ScriptArgumentsTests {
  @Test("confirm: the question, the default answer, the output; \"Are you sure?\" and no by default")
  func confirm() throws {
    #expect(try Arguments.parse(["confirm"]) == .confirm(Confirm()))
    #expect(
      try Arguments.parse(["confirm", "--message", "Go on?", "--default", "yes", "--output", "json"])
        == .confirm(Confirm(message: "Go on?", defaultAnswer: .yes, output: .json)))
    #expect(try Arguments.parse(["confirm", "--message", ""]) == .confirm(Confirm(message: "")))
  }

  @Test(
    "--timeout takes seconds more than 0, decimals too, rounded up to the millisecond",
    arguments: [
      ("30", 30_000), ("2.5", 2_500), (".5", 500), ("0.0001", 1), ("1.0019", 1_002), ("007", 7_000),
      ("999999999", 999_999_999_000),
    ])
  func timeout(text: String, milliseconds: Int) throws {
    var display = Display()
    display.timeout = Timeout(milliseconds: milliseconds)
    #expect(try Arguments.parse(["confirm", "--timeout", text]) == .confirm(Confirm(display: display)))
    #expect(
      try Arguments.parse(["input", "--timeout=\(text)"])
        == .input(spec: FieldSpec(id: "value"), output: .plain, display: display))
  }

  @Test(
    "a --timeout of 0, negative, not a number or too large is a usage error naming the flag",
    arguments: ["0", "0.000", "-1", "-0.5", "abc", "1e3", "1.2.3", ".", "", " 5", "inf", "1000000000", "5s"])
  func badTimeout(text: String) {
    let result = Tool.run(["input", "--timeout", text])
    #expect(result.status == .error)
    #expect(
      result.errors
        == "tfield: --timeout: expected seconds, more than 0 and less than 1000000000 (like 30 or 2.5), got "
        + "\(JSONText.string(text))\n")
  }

  @Test("--plain and --color on every subcommand that asks; neither on check")
  func plainAndColor() throws {
    var display = Display()
    display.plain = true
    display.color = .never
    #expect(
      try Arguments.parse(["form", "f.json", "--plain", "--color", "never"])
        == .form(path: "f.json", output: .json, display: display))
    for subcommand in Subcommand.allCases {
      let takes = OptionTable.options(for: subcommand).compactMap(\.flag)
      for flag in ["--plain", "--color", "--timeout"] {
        #expect(takes.contains(flag) == subcommand.isInteractive, "\(subcommand) \(flag)")
      }
    }
    #expect(
      Tool.run(["check", "--plain"]).errors
        == "tfield: check: unknown option --plain; see tfield check --help\n")
    #expect(
      Tool.run(["confirm", "--color", "sometimes"]).errors
        == "tfield: --color: expected one of auto, always, never, got \"sometimes\"\n")
  }

  @Test("--color and NO_COLOR: auto is colour unless NO_COLOR is set and not empty; always and never decide")
  func colorMode() {
    #expect(ColorMode.auto.wantsColor(noColor: nil))
    #expect(ColorMode.auto.wantsColor(noColor: ""))
    #expect(!ColorMode.auto.wantsColor(noColor: "1"))
    #expect(ColorMode.always.wantsColor(noColor: "1"))
    #expect(!ColorMode.never.wantsColor(noColor: nil))
  }

  @Test("TFIELD_PLAIN set and not empty or 0 asks in plain lines, as --plain does")
  func plainFromEnvironment() {
    for (value, plain) in [(nil, false), ("", false), ("0", false), ("1", true), ("yes", true)]
      as [(String?, Bool)]
    {
      let session = Session(display: Display(), start: .now) { $0 == "TFIELD_PLAIN" ? value : nil }
      #expect(session.wantsPlain == plain, "TFIELD_PLAIN=\(value ?? "(unset)")")
    }
    var display = Display()
    display.plain = true
    #expect(Session(display: display, start: .now) { _ in nil }.wantsPlain)
    display.timeout = Timeout(milliseconds: 1500)
    let start = ContinuousClock.now
    #expect(
      Session(display: display, start: start) { _ in nil }.deadline == Deadline(start + .milliseconds(1500)))
  }

  @Test("no terminal, or no terminal type: the message says what --plain would do; other errors do not")
  func plainHints() {
    #expect(
      Messages.line(for: .terminal(.noTerminal(path: "/dev/tty", reason: "No such device or address")))
        == "tfield: no terminal: cannot open /dev/tty: No such device or address; with --plain (or "
        + "TFIELD_PLAIN=1) the answers are read from stdin, a line each")
    for error in [TerminalSessionError.terminalTypeUnset, .unknownTerminalType("xyz")] {
      #expect(
        Messages.line(for: .terminal(error))
          == "tfield: \(error.description); --plain (or TFIELD_PLAIN=1) asks in plain lines, which need no "
          + "terminal type")
    }
    #expect(
      Messages.line(for: .terminal(.sessionAlreadyOpen)) == "tfield: "
        + TerminalSessionError.sessionAlreadyOpen.description)
  }

  @Test("completions: the shell is one of bash, zsh, fish; the script is the table's")
  func completions() throws {
    for shell in Shell.allCases {
      #expect(try Arguments.parse(["completions", shell.rawValue]) == .completions(shell))
      #expect(
        Tool.run(["completions", shell.rawValue])
          == CommandResult(status: .success, output: Completions.script(for: shell)))
    }
    #expect(
      Tool.run(["completions"]).errors
        == "tfield: completions: missing the shell (bash, zsh or fish); see tfield completions --help\n")
    #expect(
      Tool.run(["completions", "tcsh"]).errors
        == "tfield: completions: expected one of bash, zsh, fish, got \"tcsh\"\n")
    #expect(
      Tool.run(["completions", "bash", "zsh"]).errors == "tfield: completions: unexpected argument \"zsh\"\n")
  }

  @Test(
    "every word a completion offers is a plain shell word, and every flag of the table is in every script")
  func completionWords() {
    let plain = { (word: String) in
      !word.isEmpty
        && word.unicodeScalars.allSatisfy {
          $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_%+".unicodeScalars.contains($0))
        }
    }
    for subcommand in [nil] + Subcommand.allCases.map(Optional.some) {
      for flag in Completions.flags(of: subcommand) {
        #expect(flag.spellings.allSatisfy(plain), "\(flag.spellings)")
        if case .words(let choices)? = flag.values { #expect(choices.map(\.value).allSatisfy(plain)) }
        for shell in Shell.allCases {
          let script = Completions.script(for: shell)
          let named = flag.spellings.map { shell == .fish ? String($0.drop { $0 == "-" }) : $0 }
          #expect(named.allSatisfy { script.contains($0) }, "\(shell): \(flag.spellings)")
        }
      }
    }
  }
}

/// The exit statuses: one enum in the code, one table in the docs printed from it.
@Suite("Exit statuses")
struct ExitStatusTests {
  @Test("the statuses are 0, 1, 2, 124 and 130, and each subcommand says what each of its own means")
  func statuses() {
    #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 124, 130])
    for subcommand in Subcommand.allCases {
      let own = ExitStatus.statuses(of: subcommand)
      #expect(own.contains(.success) && own.contains(.error), "\(subcommand)")
      #expect(own.contains(.timedOut) == subcommand.isInteractive, "\(subcommand)")
      #expect(own.contains(.interrupted) == subcommand.isInteractive, "\(subcommand)")
    }
    #expect(ExitStatus.success.meaning(for: .confirm) == "yes")
    #expect(ExitStatus.failure.meaning(for: .completions) == nil)
  }

  @Test(
    "the one-line summary (tfield --help, the man page) says each clause once, with the subcommands it holds for",
    arguments: TFieldOptions.ExitStatus.allCases)
  func summary(status: TFieldOptions.ExitStatus) {
    let summary = ExitStatus.summary { status.meaning(for: $0) }
    for subcommand in Subcommand.allCases {
      for clause in status.meaning(for: subcommand)?.split(separator: "; ") ?? [] {
        #expect(summary.components(separatedBy: clause).count == 2, "\(clause) once in: \(summary)")
      }
    }
  }

  @Test("status 1's summary: what input, write, form, prompt and choose share is said once")
  func failureSummary() {
    #expect(
      ExitStatus.summary { ExitStatus.failure.meaning(for: $0) }
        == "cancelled (Escape); in plain mode, an answer from stdin that breaks a rule (input, write, form, "
        + "prompt, choose); the value breaks a rule (check); with --filter, nothing matched (choose); no (n, Escape); "
        + "in plain mode, an answer from stdin that is not yes or no (confirm)")
  }

  @Test("docs/tfield.md holds the table, and tfield --help and the man page list every status")
  func table() throws {
    let url = PackageRoot.url("docs/tfield.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(ExitStatus.markdownTable), "docs/tfield.md must hold:\n\(ExitStatus.markdownTable)")
    let help = Tool.run(["--help"]).output
    for status in ExitStatus.allCases {
      #expect(help.contains("\n  \(status.rawValue) "), "\(status)")
      #expect(
        ManPage.text.contains(".B \(status.rawValue)") || ManPage.text.contains("\\fB\(status.rawValue)\\fR"))
    }
  }
}
