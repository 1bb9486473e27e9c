import FieldEngine
import Foundation
import Synchronization
import Testing

@testable import FieldIO

/// The background-command runner: status, input, capped and cleaned output, the timeout and
/// cancellation that end the whole process group, and results that never block the caller.
@Suite("Command runner: background commands in their own process group")
struct CommandRunnerTests {
  /// Runs `command` and waits for its result (at most 20 seconds, which no case comes near).
  static func run(_ command: BackgroundCommand) throws -> CommandResult {
    let runner = CommandRunner()
    runner.start(command)
    return try #require(runner.waitForResult(timeout: .seconds(20)))
  }

  /// True once `process` has ended: it no longer exists, or is a zombie nobody has reaped yet
  /// (an init that does not reap keeps them).
  static func hasEnded(_ process: pid_t) -> Bool {
    if kill(process, 0) != 0 && errno == ESRCH { return true }
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }

  /// Waits up to 5 seconds for `process` to end.
  static func waitUntilEnded(_ process: pid_t) -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if hasEnded(process) { return true }
      usleep(10_000)
    }
    return hasEnded(process)
  }

  /// The process IDs a command printed, one a line.
  static func processes(in result: CommandResult) -> [pid_t] {
    result.text.split(separator: "\n").compactMap { pid_t($0) }
  }

  struct EndingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let program: BackgroundCommand.Program
    let ending: CommandResult.Ending
    var testDescription: String { name }
  }

  @Test(
    "exit status and signal",
    arguments: [
      EndingCase(name: "exit 0", program: .shell("exit 0"), ending: .exited(0)),
      EndingCase(name: "exit 7", program: .shell("exit 7"), ending: .exited(7)),
      EndingCase(name: "killed by SIGTERM", program: .shell("kill -TERM $$"), ending: .signalled(SIGTERM)),
      EndingCase(name: "argv form: false", program: .arguments(["false"]), ending: .exited(1)),
      EndingCase(name: "sh: not found", program: .shell("tf-no-such-program-here"), ending: .exited(127)),
    ])
  func ending(_ example: EndingCase) throws {
    let result = try Self.run(BackgroundCommand(example.program, timeout: .seconds(10)))
    #expect(result.ending == example.ending)
    #expect(result.succeeded == (example.ending == .exited(0)))
  }

  @Test("a program that cannot be started says why")
  func notStarted() throws {
    let missing = try Self.run(BackgroundCommand(.arguments(["/nonexistent/tf-no-such-program"])))
    #expect(missing.ending == .notStarted(String(cString: strerror(ENOENT))))
    let empty = try Self.run(BackgroundCommand(.arguments([])))
    #expect(empty.ending == .notStarted("no program to run"))
  }

  @Test("the shell's arguments arrive as $1, $2 without quoting; the environment is the one given")
  func argumentsAndEnvironment() throws {
    let quoted = try Self.run(
      BackgroundCommand(.shell(#"printf '%s|' "$@""#, arguments: ["a b", "$HOME", "'"])))
    #expect(quoted.text == "a b|$HOME|'|")
    let given = try Self.run(
      BackgroundCommand(
        .shell(#"printf '%s|%s' "$TF_RUNNER" "${HOME-unset}""#), environment: ["TF_RUNNER": "x y"]))
    #expect(given.text == "x y|unset")
    let inherited = try Self.run(BackgroundCommand(.arguments(["sh", "-c", #"printf %s "$PATH""#])))
    #expect(inherited.text == ProcessInfo.processInfo.environment["PATH"])
  }

  @Test("stdin is delivered, more than a pipe holds, while the output is read")
  func inputDelivered() throws {
    let input = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
    let echoed = try Self.run(BackgroundCommand(.arguments(["cat"]), input: input, timeout: .seconds(10)))
    #expect(echoed.ending == .exited(0))
    #expect(echoed.output == input)
    let counted = try Self.run(BackgroundCommand(.shell("wc -c"), input: Array("hello".utf8)))
    #expect(counted.text.trimmingCharacters(in: .whitespaces) == "5\n")
    let none = try Self.run(BackgroundCommand(.shell("wc -c")))
    #expect(none.text.trimmingCharacters(in: .whitespaces) == "0\n")
  }

  @Test("a command that stops reading its input early is not an error (and no SIGPIPE reaches us)")
  func inputNotRead() throws {
    let input = [UInt8](repeating: 0x61, count: 1 << 20)
    let result = try Self.run(BackgroundCommand(.shell("head -c 5"), input: input, timeout: .seconds(10)))
    #expect(result.ending == .exited(0))
    #expect(result.text == "aaaaa")
    let ignoring = try Self.run(BackgroundCommand(.shell("exec <&-; echo closed"), input: input))
    #expect(ignoring.text == "closed\n")
  }

  @Test("output is capped: the first bytes kept, the cut said, the pipe closed on a writer that goes on")
  func outputCapped() throws {
    let endless = try Self.run(
      BackgroundCommand(.arguments(["yes"]), outputLimit: 1000, timeout: .seconds(10)))
    #expect(endless.ending != .timedOut)
    #expect(endless.output == Array(String(repeating: "y\n", count: 500).utf8))
    #expect(endless.outputCut && !endless.errorsCut)
    #expect(endless.cutNotice == "output cut at 1000 bytes")

    let exact = try Self.run(BackgroundCommand(.shell("head -c 1000 /dev/zero"), outputLimit: 1000))
    #expect(exact.output.count == 1000)
    #expect(!exact.outputCut && exact.cutNotice == nil)

    let errors = try Self.run(
      BackgroundCommand(.shell("printf 1234567890 >&2; printf ok"), outputLimit: 4))
    #expect(errors.errors == Array("1234".utf8) && errors.errorsCut)
    #expect(errors.text == "ok" && !errors.outputCut)
    #expect(errors.cutNotice == "output cut at 4 bytes")
  }

  @Test("a character cut by the limit is left out of the text, not shown as U+FFFD")
  func cutCharacter() throws {
    let result = try Self.run(BackgroundCommand(.shell(#"printf 'ab\303\251'"#), outputLimit: 3))
    #expect(result.output == [0x61, 0x62, 0xC3])
    #expect(result.text == "ab")
    let whole = try Self.run(BackgroundCommand(.shell(#"printf 'ab\303\251\377'"#)))
    #expect(whole.text == "abé\u{FFFD}")
  }

  @Test("the timeout ends the whole group: a background child is gone too")
  func timeoutKillsGroup() throws {
    let started = ContinuousClock.now
    let result = try Self.run(
      BackgroundCommand(
        .shell("sleep 100 & echo $!; echo $$; sleep 100"), timeout: .milliseconds(300),
        gracePeriod: .seconds(5)))
    #expect(result.ending == .timedOut)
    #expect(ContinuousClock.now - started < .seconds(4))
    let processes = Self.processes(in: result)
    #expect(processes.count == 2)
    for process in processes { #expect(Self.waitUntilEnded(process), "process \(process) still runs") }
  }

  @Test("a group that ignores SIGTERM gets SIGKILL after the grace period")
  func graceThenKill() throws {
    let started = ContinuousClock.now
    let result = try Self.run(
      BackgroundCommand(
        .shell("trap '' TERM; sleep 100 & echo $!; echo $$; sleep 100"), timeout: .milliseconds(200),
        gracePeriod: .milliseconds(300)))
    let took = ContinuousClock.now - started
    #expect(result.ending == .timedOut)
    #expect(took >= .milliseconds(500) && took < .seconds(4))
    let processes = Self.processes(in: result)
    #expect(processes.count == 2)
    for process in processes { #expect(Self.waitUntilEnded(process), "process \(process) still runs") }
  }

  /// Starts a command that leaves a background child and waits, and returns the two processes
  /// (the child's and the shell's), which it writes to a file as it starts.
  static func startWaitingGroup(on runner: CommandRunner) throws -> [pid_t] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tf-runner-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    runner.start(BackgroundCommand(.shell(#"sleep 100 & echo $! $$ > "$1"; wait"#, arguments: [file.path])))
    var processes: [pid_t] = []
    let deadline = ContinuousClock.now + .seconds(5)
    while processes.count < 2 && ContinuousClock.now < deadline {
      let written = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if written.hasSuffix("\n") {
        processes = written.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
      }
      usleep(10_000)
    }
    try #require(processes.count == 2)
    return processes
  }

  @Test("cancel ends the group and its result is never reported")
  func cancel() throws {
    let reported = Mutex<[CommandResult]>([])
    let runner = CommandRunner(onResult: { result in reported.withLock { $0.append(result) } })
    let processes = try Self.startWaitingGroup(on: runner)
    #expect(runner.isRunning)
    runner.cancel()
    #expect(!runner.isRunning)
    for process in processes { #expect(Self.waitUntilEnded(process), "process \(process) still runs") }
    #expect(runner.waitForResult(timeout: .milliseconds(200)) == nil)
    #expect(reported.withLock { $0.isEmpty })
  }

  @Test("a runner let go of ends its run's group")
  func dropped() throws {
    var runner: CommandRunner? = CommandRunner()
    let processes = try Self.startWaitingGroup(on: runner!)
    runner = nil
    for process in processes { #expect(Self.waitUntilEnded(process), "process \(process) still runs") }
  }

  @Test("a stale run is discarded: only the latest command's result is reported")
  func staleDiscarded() throws {
    let reported = Mutex<[String]>([])
    let runner = CommandRunner(onResult: { result in reported.withLock { $0.append(result.text) } })
    // Had the first run not been discarded, it would have ended, and been reported, first.
    runner.start(BackgroundCommand(.shell("sleep 0.2; echo old")))
    runner.start(BackgroundCommand(.shell("sleep 0.4; echo new")))
    let result = try #require(runner.waitForResult(timeout: .seconds(10)))
    #expect(result.text == "new\n")
    #expect(reported.withLock { $0 } == ["new\n"])
    #expect(runner.takeResult() == nil)
  }

  @Test("start returns at once; the wake descriptor is readable while a result waits")
  func nonBlocking() throws {
    let runner = CommandRunner()
    let before = ContinuousClock.now
    runner.start(BackgroundCommand(.shell("sleep 1.5; echo done")))
    #expect(ContinuousClock.now - before < .seconds(1))
    #expect(runner.isRunning)
    var descriptor = pollfd(fd: runner.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&descriptor, 1, 0) == 0)
    #expect(runner.takeResult() == nil)
    #expect(poll(&descriptor, 1, 10_000) == 1)
    #expect(!runner.isRunning)
    let result = try #require(runner.takeResult())
    #expect(result.text == "done\n" && result.succeeded)
    #expect(result.duration >= .milliseconds(1500))
    descriptor.revents = 0
    #expect(poll(&descriptor, 1, 0) == 0)
  }

  @Test("stderr's first line that is not blank, fit for one row")
  func firstErrorLine() throws {
    let result = try Self.run(
      BackgroundCommand(.shell(#"printf '\n  \n  first\tproblem \033[31mhere\r\nsecond\n' >&2; exit 1"#)))
    #expect(result.ending == .exited(1))
    #expect(result.firstErrorLine == #"first problem \e[31mhere"#)
    let quiet = try Self.run(BackgroundCommand(.shell("printf ' \n' >&2")))
    #expect(quiet.firstErrorLine == nil)
  }

  @Test("a command that closes its output early still runs to its end")
  func closesOutputEarly() throws {
    let stdoutClosed = try Self.run(
      BackgroundCommand(.shell("exec >&-; sleep 0.2; echo late >&2; exit 3"), timeout: .seconds(10)))
    #expect(stdoutClosed.ending == .exited(3))
    #expect(stdoutClosed.output.isEmpty)
    #expect(stdoutClosed.errorText == "late\n")
    let bothClosed = try Self.run(
      BackgroundCommand(.shell("echo early; exec >&- 2>&-; sleep 0.2; exit 4"), timeout: .seconds(10)))
    #expect(bothClosed.ending == .exited(4))
    #expect(bothClosed.text == "early\n")
    #expect(bothClosed.duration >= .milliseconds(200))
  }

  @Test("controls are written out when asked, and kept as they came when not")
  func controlsCleaned() throws {
    let program = BackgroundCommand.Program.shell(
      #"printf 'a\033[2Jb\tc\n\001\342\200\256' >&2; printf 'x\033[Hy\n'"#)
    let kept = try Self.run(BackgroundCommand(program, cleaning: .kept))
    #expect(kept.text == #"x\e[Hy"# + "\n")
    #expect(kept.errorText == #"a\e[2Jb\tc"# + "\n" + #"\x01<U+202E>"#)
    let escaped = try Self.run(BackgroundCommand(program, cleaning: .escaped))
    #expect(escaped.text == #"x\e[Hy\n"#)
    let raw = try Self.run(BackgroundCommand(program))
    #expect(raw.text == "x\u{1B}[Hy\n")
    #expect(raw.output == Array("x\u{1B}[Hy\n".utf8))
  }

  /// Waits up to 10 seconds for `condition`, polling the runner's wake descriptor.
  static func wait(on runner: CommandRunner, until condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      var descriptor = pollfd(fd: runner.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 50)
    }
    return true
  }

  @Test("output is reported as it arrives, in pieces that start the result's output")
  func outputAsItComes() throws {
    let runner = CommandRunner()
    var command = BackgroundCommand(.shell("echo first; sleep 0.5; echo second"))
    command.reportsOutput = true
    runner.start(command)
    var taken: [UInt8] = []
    // The first line arrives while the command still sleeps: before its result.
    #expect(
      Self.wait(on: runner) {
        taken += runner.takeOutput(); return !taken.isEmpty
      })
    #expect(taken == Array("first\n".utf8))
    #expect(runner.isRunning)
    var result: CommandResult?
    #expect(
      Self.wait(on: runner) {
        taken += runner.takeOutput()
        result = result ?? runner.takeResult()
        return result != nil
      })
    #expect(result?.text == "first\nsecond\n")
    #expect(result.map { Array($0.output.prefix(taken.count)) } == taken)
    #expect(runner.takeOutput().isEmpty)
  }

  @Test("a command that does not ask for its output as it comes reports none before its end")
  func noOutputBeforeTheEnd() throws {
    let runner = CommandRunner()
    runner.start(BackgroundCommand(.shell("echo only")))
    let result = try #require(runner.waitForResult(timeout: .seconds(10)))
    #expect(result.text == "only\n")
    #expect(runner.takeOutput().isEmpty)
  }

  @Test("a new run discards the output of the one before that was not taken")
  func staleOutputDiscarded() throws {
    let runner = CommandRunner()
    var first = BackgroundCommand(.shell("echo old; sleep 30"))
    first.reportsOutput = true
    runner.start(first)
    var descriptor = pollfd(fd: runner.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&descriptor, 1, 10_000) == 1)
    var second = BackgroundCommand(.shell("echo new"))
    second.reportsOutput = true
    runner.start(second)
    var taken: [UInt8] = []
    #expect(
      Self.wait(on: runner) {
        taken += runner.takeOutput(); return runner.takeResult() != nil
      })
    taken += runner.takeOutput()
    #expect(taken == Array("new\n".utf8))
  }

  @Test("signalGroup stops and continues the whole group; stop kills it at once")
  func signalAndStop() throws {
    let runner = CommandRunner()
    let processes = try Self.startWaitingGroup(on: runner)
    runner.signalGroup(SIGSTOP)
    for process in processes { #expect(Self.waitForState(process, "T"), "process \(process) not stopped") }
    runner.signalGroup(SIGCONT)
    for process in processes { #expect(Self.waitForState(process, "S"), "process \(process) not going on") }
    let before = ContinuousClock.now
    runner.stop()
    #expect(!runner.isRunning)
    // SIGKILL, not SIGTERM and a grace period: gone well within the 500 ms a grace would take.
    for process in processes { #expect(Self.waitUntilEnded(process), "process \(process) still runs") }
    #expect(ContinuousClock.now - before < .seconds(2))
    #expect(runner.takeResult() == nil)
  }

  /// Waits up to 5 seconds for `process`'s state letter in /proc (`T` stopped, `S` sleeping).
  static func waitForState(_ process: pid_t, _ state: Character) -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"),
        stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == state
      {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  @Test("stdin from /dev/null, and the standard error in the output when asked")
  func nullInputMergedErrors() throws {
    var command = BackgroundCommand(
      .shell("readlink /proc/self/fd/0; echo to-error >&2; echo to-output"), input: Array("unread".utf8))
    command.inputFromNull = true
    command.mergesErrors = true
    let result = try Self.run(command)
    #expect(result.text == "/dev/null\nto-error\nto-output\n")
    #expect(result.errors.isEmpty)
  }

  /// The processes whose command line holds `marker` (`pgrep -f`).
  static func processes(matching marker: String) throws -> [String] {
    let pgrep = Process()
    pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    pgrep.arguments = ["-f", marker]
    let pipe = Pipe()
    pgrep.standardOutput = pipe
    try pgrep.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    pgrep.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test("when stop returns the group is gone, even one stopped while it was being started")
  func stopWhileStarting() throws {
    let runner = CommandRunner()
    let marker = "tf-runner-stop-\(getpid())"
    for round in 0..<10 {
      // The marker is the shell's $1: only the command's own shell holds it.
      runner.start(BackgroundCommand(.shell("sleep 30; : \"$1\"", arguments: ["\(marker)-\(round)"])))
      if round % 2 == 1 { usleep(20_000) }  // half of them once the shell runs
      runner.stop()
      #expect(try Self.processes(matching: "\(marker)-\(round)").isEmpty, "round \(round)")
    }
    #expect(!runner.isRunning)
  }
}
