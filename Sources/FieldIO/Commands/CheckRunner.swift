import FieldEngine
import Synchronization

/// Runs a field's asynchronous validators (``AsyncValidator``) on a value in a task of its own,
/// and reports the verdict without ever blocking the caller: a component keeps answering keys
/// while a check runs, and waits for ``signal`` (its loop is woken when a verdict is there).
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

  /// Given when a run's verdict is there to be taken. The same signal for every run.
  package let signal = WakeSignal()

  /// A runner with nothing running.
  package init() {}

  deinit { cancel() }

  /// True from ``start(_:value:)`` until the verdict is reported or the run cancelled.
  package var isRunning: Bool { state.withLock { $0.task != nil } }

  /// Starts checking `value` with `validators`, in order, the first violation ending the run; a
  /// run going is cancelled and a verdict not taken is discarded.
  package func start(_ validators: [AsyncValidator], value: String) {
    state.withLock { state in
      state.task?.cancel()
      state.generation += 1
      state.verdict = nil
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
    }
  }

  /// The latest run's verdict once it has ended, or nil.
  package func takeVerdict() -> Verdict? {
    state.withLock { state in
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
      runner.signal.lower()
      if let verdict = runner.takeVerdict() { return verdict.violation }
      if !runner.signal.wait(until: deadline) {
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
    }
    signal.signal()
  }
}
