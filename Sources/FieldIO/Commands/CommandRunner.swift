import Synchronization

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Runs one background command at a time, each on a thread of its own, and reports its result
/// without ever blocking the caller: a terminal keeps answering keys while a preview or a check
/// runs.
///
/// ``start(_:)`` returns at once. When the command has ended, its ``CommandResult`` waits to be
/// taken with ``takeResult()``, ``wakeDescriptor`` becomes readable (for a loop that waits in
/// `poll` beside the terminal, as a component's wake descriptor is polled), and the callback
/// given to ``init(onResult:)``, if any, is called on the run's thread.
///
/// Only the latest run counts. Starting another command, or ``cancel()``, ends the run before it
/// (its process group is sent `SIGTERM`, then `SIGKILL` after its grace period) and discards its
/// result, which is then never reported: a preview of an item the user has moved past never
/// replaces the preview of the item highlighted now. Dropping the runner cancels its run.
///
/// A run's processes do not outlive it: once the command's own process has ended and its output
/// has been read, whatever is left of its process group is killed. As with `$(...)` in a shell,
/// a run ends when the command's process has exited and both of its output pipes are closed, so a
/// background child that keeps the output open (`sleep 100 &`) keeps the run going until the
/// timeout.
package final class CommandRunner: Sendable {
  private let slot: RunnerSlot

  /// A runner with no command running.
  ///
  /// - Parameter onResult: called with each result that is reported, on the thread of the run
  ///   that made it (never for a cancelled run), before the result waits for ``takeResult()``.
  ///   It is called with the runner's state held: it must not call the runner.
  package init(onResult: (@Sendable (CommandResult) -> Void)? = nil) {
    slot = RunnerSlot(onResult: onResult)
  }

  deinit { slot.cancel() }

  /// A descriptor that is readable while a result waits to be taken, to `poll` beside a terminal.
  /// The same descriptor for every run of this runner.
  package var wakeDescriptor: Int32 { slot.wakeRead }

  /// True from ``start(_:)`` until the run's result is reported or the run is cancelled.
  package var isRunning: Bool { slot.state.withLock { $0.current != nil } }

  /// Starts `command` on a thread of its own and returns at once. A run still going is cancelled
  /// and its result discarded; a result not yet taken is discarded too.
  package func start(_ command: BackgroundCommand) {
    let run = CommandRun(command: command)
    slot.replace(with: run)
    if !run.start(reportingTo: slot) {
      slot.finish(
        run,
        with: CommandResult(
          ending: .notStarted("cannot start a thread for the command"), output: [], errors: [],
          outputCut: false, errorsCut: false, outputLimit: command.outputLimit, cleaning: command.cleaning,
          duration: .zero))
    }
  }

  /// Ends the run going, if any (`SIGTERM` to its process group, `SIGKILL` after the grace
  /// period), and discards its result, and a result not yet taken.
  package func cancel() { slot.cancel() }

  /// The result of the latest run, once it has ended, or nil; taking it makes ``wakeDescriptor``
  /// unreadable again.
  package func takeResult() -> CommandResult? { slot.take() }

  /// The standard output the latest run wrote since the last call (for a command that
  /// ``BackgroundCommand/reportsOutput``); empty when nothing new came. The pieces taken, in
  /// order, are the start of the result's ``CommandResult/output``. Taking them makes
  /// ``wakeDescriptor`` unreadable again unless a result waits.
  package func takeOutput() -> [UInt8] { slot.takeOutput() }

  /// Sends `signal` to the running command's process group, if a command is running: `SIGSTOP`
  /// and `SIGCONT` stop it while the program is suspended and let it go on after.
  package func signalGroup(_ signal: Int32) {
    slot.state.withLock { state in state.current?.signalGroup(signal) }
  }

  /// Kills the running command's process group at once (`SIGKILL`, no grace period; a command
  /// still being started is killed as soon as it is), discards its result, and waits up to
  /// `timeout` for the run to have reaped it: for a program that is about to exit, after which no
  /// run's thread would be left to end the group.
  package func stop(timeout: Duration = .milliseconds(500)) {
    let run = slot.state.withLock { state in
      state.current?.signalGroup(SIGKILL)
      return state.current
    }
    slot.cancel()
    _ = run?.waitUntilFinished(timeout: timeout)
  }

  /// Waits up to `timeout` (nil: for as long as it takes) for the latest run's result and takes
  /// it; nil when the time ran out or no run is going. For callers with nothing else to do
  /// meanwhile, such as a program that checks a value before it prints it.
  package func waitForResult(timeout: Duration? = nil) -> CommandResult? {
    let deadline = timeout.map { ContinuousClock.now + $0 }
    while true {
      // Asked before the result is looked for: a run that ends in between has left its result.
      let running = isRunning
      if let result = takeResult() { return result }
      guard running else { return nil }
      var descriptor = pollfd(fd: slot.wakeRead, events: Int16(POLLIN), revents: 0)
      let wait = deadline.map { ($0 - .now).pollMilliseconds } ?? -1
      if poll(&descriptor, 1, wait) == 0, let deadline, ContinuousClock.now >= deadline {
        return takeResult()
      }
    }
  }
}

/// What a runner and its runs share: the run that counts, its result, and the wake pipe. It lives
/// as long as a run's thread needs it, past the runner itself.
final class RunnerSlot: Sendable {
  struct State: ~Copyable {
    /// The run whose result will be reported.
    var current: CommandRun?
    /// The latest run's result, until it is taken.
    var result: CommandResult?
    /// The latest run's output not yet taken (``CommandRunner/takeOutput()``).
    var output: [UInt8] = []
    /// True while the wake pipe holds a byte.
    var signalled = false
  }

  let state = Mutex(State())
  let wakeRead: Int32
  let wakeWrite: Int32
  let onResult: (@Sendable (CommandResult) -> Void)?

  init(onResult: (@Sendable (CommandResult) -> Void)?) {
    self.onResult = onResult
    let ends = CommandRun.makePipe(nonBlocking: (true, true))
    wakeRead = ends?.read ?? -1
    wakeWrite = ends?.write ?? -1
  }

  deinit {
    for descriptor in [wakeRead, wakeWrite] where descriptor >= 0 { close(descriptor) }
  }

  /// Makes `run` the one that counts; the one before is cancelled, a waiting result dropped.
  func replace(with run: CommandRun?) {
    state.withLock { state in
      state.current?.cancel()
      state.current = run
      state.result = nil
      state.output = []
      drain(&state)
    }
  }

  func cancel() { replace(with: nil) }

  /// Called by a run's thread when it has ended: reports the result if the run still counts.
  func finish(_ run: CommandRun, with result: CommandResult) {
    state.withLock { state in
      guard let current = state.current, current === run else { return }
      state.current = nil
      // Called before the result can be taken, so whoever takes it knows it was reported.
      onResult?(result)
      state.result = result
      signal(&state)
    }
  }

  /// Called by a run's thread with output it read: kept for ``CommandRunner/takeOutput()`` if
  /// the run still counts.
  func report(_ run: CommandRun, output bytes: some Collection<UInt8>) {
    state.withLock { state in
      guard let current = state.current, current === run else { return }
      state.output.append(contentsOf: bytes)
      signal(&state)
    }
  }

  func takeOutput() -> [UInt8] {
    state.withLock { state in
      defer {
        state.output = []
        if state.result == nil { drain(&state) }
      }
      return state.output
    }
  }

  private func signal(_ state: inout State) {
    guard !state.signalled else { return }
    state.signalled = true
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  func take() -> CommandResult? {
    state.withLock { state in
      defer {
        state.result = nil
        if state.output.isEmpty { drain(&state) }
      }
      return state.result
    }
  }

  private func drain(_ state: inout State) {
    guard state.signalled else { return }
    var sink = [UInt8](repeating: 0, count: 16)
    while read(wakeRead, &sink, sink.count) > 0 {}
    state.signalled = false
  }
}
