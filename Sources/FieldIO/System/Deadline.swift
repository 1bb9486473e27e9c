/// When a component must have ended, on the monotonic clock of `ComponentRunner.now()`
/// (milliseconds): `ComponentRunner.run(_:presentation:usesColor:deadline:)` ends it timed out
/// then. Made at the start of a program (`Deadline.after(milliseconds:)`), it counts the time
/// from the start, whatever came before the component (reading a form file, a list from stdin).
public struct Deadline: Equatable, Hashable, Sendable {
  /// The moment, in milliseconds of `ComponentRunner.now()`.
  public let milliseconds: UInt64

  /// The time left shows once fewer than this many seconds are left.
  public static let countdownSeconds = 10

  /// A deadline at a moment of `ComponentRunner.now()`.
  public init(milliseconds: UInt64) {
    self.milliseconds = milliseconds
  }

  /// The deadline `milliseconds` from now.
  public static func after(milliseconds: Int) -> Deadline {
    Deadline(milliseconds: SystemCalls.milliseconds() + UInt64(max(0, milliseconds)))
  }

  /// Milliseconds left at `now`; 0 once passed.
  public func remaining(now: UInt64) -> UInt64 {
    milliseconds > now ? milliseconds - now : 0
  }

  /// The whole seconds left at `now`, rounded up, once fewer than `countdownSeconds` are left
  /// ("9 s left" from 9.0 seconds down to 8.001); nil before.
  public func secondsShown(now: UInt64) -> Int? {
    let left = remaining(now: now)
    guard left > 0 else { return nil }
    let seconds = Int((left + 999) / 1000)
    return seconds < Self.countdownSeconds ? seconds : nil
  }

  /// How long to wait at `now` before something changes: the deadline itself, or the next turn of
  /// the seconds shown; nil once the deadline has passed.
  public func nextWake(now: UInt64) -> UInt64? {
    let left = remaining(now: now)
    guard left > 0 else { return nil }
    let shownFrom = UInt64(Self.countdownSeconds - 1) * 1000
    if left > shownFrom { return left - shownFrom }
    // The seconds shown turn when `left` reaches the next lower multiple of 1000.
    let turn = (left - 1) / 1000 * 1000
    return left - turn
  }
}
