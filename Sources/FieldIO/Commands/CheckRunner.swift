import FieldEngine
import Synchronization

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Runs a field's asynchronous validators (``AsyncValidator``) on a value in a task of its own,
/// and reports the verdict without ever blocking the caller: a component keeps answering keys
/// while a check runs, and polls ``wakeDescriptor`` beside the terminal.
///
/// Only the latest run counts: ``start(_:value:)`` and ``cancel()`` cancel the task before (its
/// verdict is never reported), as a ``CommandRunner`` does with its commands. Dropping the runner
/// cancels its run.
package final class CheckRunner: Sendable {
  /// A run's verdict.
  package struct Verdict: Sendable, Equatable {
    /// The value checked.
    package var value: String
    /// The first validator's violation, or nil when every validator passed.
    package var violation: Violation?
  }

  private struct State: ~Copyable {
    var generation = 0
    var task: Task<Void, Never>?
    var verdict: Verdict?
  }

  private let state = Mutex(State())
  private let wakeRead: Int32
  private let wakeWrite: Int32

  /// A runner with nothing running.
  package init() {
    let ends = CommandRun.makePipe(nonBlocking: (read: true, write: true))
    wakeRead = ends?.read ?? -1
    wakeWrite = ends?.write ?? -1
  }

  deinit {
    cancel()
    for descriptor in [wakeRead, wakeWrite] where descriptor >= 0 { close(descriptor) }
  }

  /// Readable while a verdict waits to be taken. The same descriptor for every run.
  package var wakeDescriptor: Int32 { wakeRead }

  /// True from ``start(_:value:)`` until the verdict is reported or the run cancelled.
  package var isRunning: Bool { state.withLock { $0.task != nil } }

  /// Starts checking `value` with `validators`, in order, the first violation ending the run; a
  /// run going is cancelled and a verdict not taken is discarded.
  package func start(_ validators: [AsyncValidator], value: String) {
    state.withLock { state in
      state.task?.cancel()
      state.generation += 1
      state.verdict = nil
      drain()
      let generation = state.generation
      state.task = Task.detached { [weak self] in
        var violation: Violation?
        for validator in validators {
          violation = await validator.violation(of: value)
          if violation != nil || Task.isCancelled { break }
        }
        guard !Task.isCancelled else { return }
        self?.finish(generation, Verdict(value: value, violation: violation))
      }
    }
  }

  /// Cancels the run going, if any, and discards a verdict not yet taken.
  package func cancel() {
    state.withLock { state in
      state.task?.cancel()
      state.task = nil
      state.generation += 1
      state.verdict = nil
      drain()
    }
  }

  /// The latest run's verdict once it has ended, or nil; taking it makes ``wakeDescriptor``
  /// unreadable again.
  package func takeVerdict() -> Verdict? {
    state.withLock { state in
      drain()
      defer { state.verdict = nil }
      return state.verdict
    }
  }

  /// Checks `value` with `validators` and waits for the verdict, at most the sum of their
  /// timeouts: the first violation, or nil when every one passed. For plain mode and other
  /// callers with nothing else to do meanwhile.
  package static func violation(of value: String, by validators: [AsyncValidator]) -> Violation? {
    guard !validators.isEmpty else { return nil }
    let runner = CheckRunner()
    runner.start(validators, value: value)
    let total = AsyncValidator.totalTimeout(of: validators)
    let deadline = total.map { ContinuousClock.now + $0 }
    while true {
      if let verdict = runner.takeVerdict() { return verdict.violation }
      var descriptor = pollfd(fd: runner.wakeRead, events: Int16(POLLIN), revents: 0)
      let wait = deadline.map { ($0 - .now).pollMilliseconds } ?? -1
      if poll(&descriptor, 1, wait) == 0, deadline.map({ ContinuousClock.now >= $0 }) ?? false {
        if let verdict = runner.takeVerdict() { return verdict.violation }
        runner.cancel()
        return Violation(rule: .validator(validators[0].name), message: Wording.checkTimedOut(total ?? .zero))
      }
    }
  }

  private func finish(_ generation: Int, _ verdict: Verdict) {
    state.withLock { state in
      guard state.generation == generation else { return }
      state.task = nil
      state.verdict = verdict
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
  }

  private func drain() {
    var sink = [UInt8](repeating: 0, count: 64)
    while read(wakeRead, &sink, sink.count) > 0 {}
  }
}
