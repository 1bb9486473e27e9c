/// A value's check by a shell command of the user's (`--validate CMD`).
public struct Validation: Equatable, Sendable {
  /// The command line, for `sh -c`; nil for none.
  public var command: String?
  /// The command also runs when typing pauses.
  public var whileTyping = false
  /// How long the command may run.
  public var timeout = Timeout(milliseconds: 5000)

  /// No check.
  public init() {}

  /// The time the command may run.
  public var duration: Duration { .milliseconds(timeout.milliseconds) }
}
