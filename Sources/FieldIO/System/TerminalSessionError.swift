/// Why a `TerminalSession` could not start. `description` words the message for the user.
public enum TerminalSessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The terminal device could not be opened or is not a terminal (no controlling terminal).
  case noTerminal(path: String, reason: String)
  /// TERM is unset or empty.
  case terminalTypeUnset
  /// ncurses found no terminfo entry for TERM.
  case unknownTerminalType(String)
  /// The terminfo entry for TERM cannot place the cursor (no `cup`): `dumb`, a printing terminal.
  case terminalCannotPlaceCursor(String)
  /// Another session is open in this process.
  case sessionAlreadyOpen
  /// A system call failed while setting up.
  case setupFailed(operation: String, reason: String)

  /// The message for the user, without the program's name.
  public var description: String {
    switch self {
    case .noTerminal(let path, let reason):
      "no terminal: cannot open \(path): \(reason)"
    case .terminalTypeUnset:
      "no terminal type: TERM is not set, so the kind of terminal is unknown"
    case .unknownTerminalType(let name):
      "unknown terminal type \"\(name)\": terminfo has no entry for TERM=\(name)"
    case .terminalCannotPlaceCursor(let name):
      "terminal type \"\(name)\" cannot place the cursor (no cup in terminfo), so fields cannot be drawn"
    case .sessionAlreadyOpen:
      "a terminal session is already open in this process"
    case .setupFailed(let operation, let reason):
      "cannot set up the terminal: \(operation) failed: \(reason)"
    }
  }
}
