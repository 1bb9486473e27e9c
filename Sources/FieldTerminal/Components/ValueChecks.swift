import FieldEngine
import FieldIO
import FieldKeys

/// The checks that take time (``AsyncValidator``) of a component's fields, run one at a time in
/// the background: before submitting, field by field, and, for validators that ask, after typing
/// pauses. A component keeps one, puts its ``wake`` with its own, and hands what
/// ``wake(now:fields:)`` reports to its message row.
///
/// The value checked is the one the field would submit (`Field.submittedValue`: without a mask's
/// literals, in ISO 8601, as asked). A result for a value the field no longer holds never counts:
/// an edit cancels the run.
package struct ValueChecks: Sendable {
  /// Why a check runs.
  package enum Purpose: Sendable, Equatable {
    /// Before submitting: a pass goes on to submit, a failure stops it.
    case submit
    /// After typing paused: what it finds is shown, nothing else.
    case typing
  }

  /// What a check that ended found.
  package enum Outcome: Sendable, Equatable {
    /// Field `field` passed.
    case passed(field: Int, Purpose)
    /// Field `field` failed: the reason.
    case failed(field: Int, Violation, Purpose)
  }

  struct Pending: Sendable {
    var field: Int
    var value: String
    var purpose: Purpose
    var deadline: ContinuousClock.Instant?
    var timeout: Duration?
    /// The validator the timeout is reported for: the first of the run.
    var name: String
  }

  /// The runner; nil when no field has a validator that takes time.
  private let runner: CheckRunner?
  /// The check going, if any.
  private(set) var pending: Pending?
  /// When a check while typing is due, for which field.
  private(set) var typingDue: (field: Int, at: ContinuousClock.Instant)?

  /// The checks of `fields`: a runner only when one of them has an asynchronous validator.
  package init(fields: [Field]) {
    self.init(anyTakesTime: fields.contains { !$0.asyncValidators.isEmpty })
  }

  /// Checks for fields of which some have checks that take time (`anyTakesTime`), or none.
  package init(anyTakesTime: Bool) {
    runner = anyTakesTime ? CheckRunner() : nil
  }

  /// True while a check before submitting runs ("checking…" shows; Escape cancels it).
  package var isCheckingToSubmit: Bool { pending?.purpose == .submit }

  /// When a check's verdict is there (the runner's signal), when the check going times out, or
  /// when a check while typing is due.
  package var wake: Wake {
    let signal = pending == nil ? nil : runner?.signal
    let deadline = [pending?.deadline, typingDue?.at].compactMap { $0 }.min()
    return Wake(signal.map(Wake.on) ?? .never, deadline.map(Wake.at) ?? .never)
  }

  /// Starts the checks before submitting of field `index`; false when it has none.
  package mutating func startSubmitting(field index: Int, _ field: Field, now: ContinuousClock.Instant)
    -> Bool
  {
    guard let runner, !field.asyncValidators.isEmpty else { return false }
    typingDue = nil
    start(runner, field: index, field, purpose: .submit, now: now)
    return true
  }

  /// Field `index` was edited: a run for another value is cancelled, and a check while typing is
  /// due after the pause when one of its validators asks for it.
  package mutating func edited(field index: Int, _ field: Field, now: ContinuousClock.Instant) {
    guard let runner else { return }
    if let pending, pending.field != index || pending.value != field.submittedValue {
      runner.cancel()
      self.pending = nil
    }
    typingDue =
      field.asyncValidators.contains(where: \.checksWhileTyping) && !field.text.isEmpty
      ? (index, now + AsyncValidator.typingPause) : nil
  }

  /// Cancels the check going and the one due (Escape while checking).
  package mutating func cancel() {
    runner?.cancel()
    pending = nil
    typingDue = nil
  }

  /// Takes in what came: a verdict, a timeout, a check while typing now due (started on the
  /// field `field` gives for its index: only that one is read, whatever the number of fields);
  /// what a check that ended found, or nil.
  package mutating func wake(now: ContinuousClock.Instant, field: (Int) -> Field?) -> Outcome? {
    guard let runner else { return nil }
    if let pending {
      if let verdict = runner.takeVerdict() {
        self.pending = nil
        guard verdict.value == pending.value else { return nil }
        return verdict.violation.map { .failed(field: pending.field, $0, pending.purpose) }
          ?? .passed(field: pending.field, pending.purpose)
      }
      if let deadline = pending.deadline, now >= deadline {
        runner.cancel()
        self.pending = nil
        let violation = Violation(
          rule: .validator(pending.name), message: Wording.checkTimedOut(pending.timeout ?? .zero))
        return .failed(field: pending.field, violation, pending.purpose)
      }
    }
    if let due = typingDue, now >= due.at {
      typingDue = nil
      if pending == nil, let dueField = field(due.field) {
        start(runner, field: due.field, dueField, purpose: .typing, now: now)
      }
    }
    return nil
  }

  /// The message row after a check while typing ended: its reason when it failed; when it
  /// passed, `current` without an earlier check's reason.
  package static func messageAfterTyping(_ outcome: Outcome, over current: StatusMessage?) -> StatusMessage? {
    switch outcome {
    case .failed(_, let violation, _): StatusMessage(violation.message, .error, checkReason: true)
    case .passed: current?.isCheckReason == true ? nil : current
    }
  }

  private mutating func start(
    _ runner: CheckRunner, field index: Int, _ field: Field, purpose: Purpose, now: ContinuousClock.Instant
  ) {
    let validators =
      purpose == .typing ? field.asyncValidators.filter(\.checksWhileTyping) : field.asyncValidators
    let value = field.submittedValue
    let timeout = AsyncValidator.totalTimeout(of: validators)
    runner.start(validators, value: value)
    pending = Pending(
      field: index, value: value, purpose: purpose, deadline: timeout.map { now + $0 }, timeout: timeout,
      name: validators.first?.name ?? "")
  }
}
