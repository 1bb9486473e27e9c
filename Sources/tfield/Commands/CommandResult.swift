import TFieldOptions

/// What a command prints and how it ends; `main` writes it out. Commands return this instead of
/// writing, so tests can run them in process.
struct CommandResult: Equatable, Sendable {
  /// The exit status.
  var status: ExitStatus
  /// What goes to stdout.
  var output = ""
  /// What goes to stderr.
  var errors = ""

  /// An error: its line on stderr, exit status 2.
  static func failed(_ error: ToolError) -> CommandResult {
    CommandResult(status: .error, errors: Messages.line(for: error) + "\n")
  }
}
