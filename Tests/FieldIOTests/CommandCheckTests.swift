import FieldEngine
import Foundation
import Testing

@testable import FieldIO

/// A value checked by a command (`--validate`): what the command gets, and the verdict its ending
/// gives, the same waited for at once and run in a component's background.
@Suite("Command checks: a script's verdict on a value")
struct CommandCheckTests {
  static let timeout = Duration.seconds(10)

  @Test("the command reads the value and a line feed; exit 0 accepts")
  func accepts() {
    #expect(CommandCheck.verdict(of: "ada", command: "test \"$(cat)\" = ada", timeout: Self.timeout) == nil)
    #expect(CommandCheck.verdict(of: "a b", command: "[ \"$(wc -l)\" -eq 1 ]", timeout: Self.timeout) == nil)
  }

  @Test(
    "a refusal gives the first line of stderr, cleaned; without one, the exit status",
    arguments: [
      ("echo 'lower-case only' >&2; echo second >&2; exit 1", "lower-case only"),
      ("printf '\\n  \\n  spaced out  \\n' >&2; exit 1", "spaced out"),
      ("printf 'red \\033[31mtext\\n' >&2; exit 1", "red \\e[31mtext"),
      ("exit 3", "refused by the check (exit status 3)"),
      ("kill -9 $$", "the check was ended by signal 9"),
    ])
  func refuses(command: String, message: String) {
    #expect(CommandCheck.verdict(of: "x", command: command, timeout: Self.timeout) == message)
  }

  @Test("a command that runs past its time is stopped, and the value is not accepted")
  func timesOut() {
    let message = CommandCheck.verdict(of: "x", command: "sleep 10", timeout: .milliseconds(200))
    #expect(message == "the check took longer than 200 ms and was stopped; the value was not accepted")
  }

  @Test("the asynchronous validator gives the same verdicts")
  func asynchronous() async {
    let refusing = CommandCheck.validator(
      "grep -qx '[a-z]*' || { echo no >&2; exit 1; }", timeout: Self.timeout, whileTyping: false)
    #expect(await refusing.violation(of: "abc") == nil)
    #expect(await refusing.violation(of: "Abc") == Violation(rule: .validator("validate"), message: "no"))
    let slow = CommandCheck.validator("sleep 10", timeout: .milliseconds(200), whileTyping: false)
    #expect(await slow.violation(of: "x")?.message.contains("took longer than 200 ms") == true)
  }

  @Test("a run started later replaces the one before: only the latest verdict is reported")
  func latestCounts() async throws {
    let runner = CheckRunner()
    let slow = AsyncValidator("slow") { value in
      try? await Task.sleep(for: .milliseconds(300))
      return "slow \(value)"
    }
    let quick = AsyncValidator("quick") { value in "quick \(value)" }
    runner.start([slow], value: "one")
    runner.start([quick], value: "two")
    var verdict: CheckRunner.Verdict?
    for _ in 0..<200 where verdict == nil {
      verdict = runner.takeVerdict()
      if verdict == nil { try await Task.sleep(for: .milliseconds(10)) }
    }
    #expect(
      verdict
        == CheckRunner.Verdict(
          value: "two", violation: Violation(rule: .validator("quick"), message: "quick two")))
    try await Task.sleep(for: .milliseconds(400))
    #expect(runner.takeVerdict() == nil, "the cancelled run's verdict never arrives")
  }
}
