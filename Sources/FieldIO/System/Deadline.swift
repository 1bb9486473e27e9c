/// When a component must have ended: `ComponentRunner.run(_:presentation:usesColor:deadline:)`
/// ends it timed out then. Made at the start of a program (`Deadline.after(.seconds(30))`), it
/// counts the time from the start, whatever came before the component (reading a form file, a
/// list from stdin).
public struct Deadline: Equatable, Hashable, Sendable {
  /// The moment.
  public let instant: ContinuousClock.Instant

  /// The time left shows once fewer than this many seconds are left.
  package static let countdownSeconds = 10

  /// A deadline at `instant`.
  public init(_ instant: ContinuousClock.Instant) {
    self.instant = instant
  }

  /// The deadline `duration` from now.
  public static func after(_ duration: Duration) -> Deadline {
    Deadline(.now + max(.zero, duration))
  }

  /// The time left at `now`, zero once passed.
  package func remaining(at now: ContinuousClock.Instant = .now) -> Duration {
    max(.zero, instant - now)
  }

  /// Whole milliseconds left at `now`, rounded up (so a wait for them never ends early); 0 once
  /// passed.
  package func remainingMilliseconds(at now: ContinuousClock.Instant = .now) -> Int {
    Int(remaining(at: now).pollMilliseconds)
  }

  /// The whole seconds left at `now`, rounded up, once fewer than `countdownSeconds` are left
  /// ("9 s left" from 9.0 seconds down to 8.001); nil before.
  package func secondsShown(at now: ContinuousClock.Instant = .now) -> Int? {
    let left = remainingMilliseconds(at: now)
    guard left > 0 else { return nil }
    let seconds = (left + 999) / 1000
    return seconds < Self.countdownSeconds ? seconds : nil
  }

  /// How long to wait at `now` before something changes: the deadline itself, or the next turn of
  /// the seconds shown; nil once the deadline has passed.
  package func nextWake(at now: ContinuousClock.Instant = .now) -> Duration? {
    let left = remainingMilliseconds(at: now)
    guard left > 0 else { return nil }
    let shownFrom = (Self.countdownSeconds - 1) * 1000
    if left > shownFrom { return .milliseconds(left - shownFrom) }
    // The seconds shown turn when `left` reaches the next lower multiple of 1000.
    let turn = (left - 1) / 1000 * 1000
    return .milliseconds(left - turn)
  }
}
