import FieldKeys

/// What happens to a component: a key, something the input layer reports, a wake, or the end of
/// its time on the terminal. A host hands each to ``TerminalComponent/handle(_:)``.
///
/// A component answers the events it cares about and replies `.unchanged` to the rest. After
/// ``endOfInput`` and ``timeOut`` the host ends a component that is still running (cancelled,
/// timed out): a component answers them only to stop work of its own (a preview's command).
public enum ComponentEvent: Equatable, Sendable {
  /// A key or a paste, decoded from the terminal's bytes.
  case key(KeyEvent)
  /// What the input layer reports: a paste cut at the cap, one that never ended, bytes that were
  /// not UTF-8. A component that has a message row shows it there.
  case notice(InputNotice)
  /// What the component waits for besides keys (``TerminalComponent/wake``) may have come, at
  /// this instant: a signal given, items read, a deadline passed.
  case wake(ContinuousClock.Instant)
  /// The terminal hung up: nothing more can be typed. The host then ends the component
  /// cancelled.
  case endOfInput
  /// The time given to answer ran out (`ComponentRunner.run(_:presentation:usesColor:deadline:)`).
  /// The host then ends the component timed out (``ComponentStatus/timedOut``).
  case timeOut
}
