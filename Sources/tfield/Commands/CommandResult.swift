import TFieldOptions

/// What a command prints and how it ends; `main` writes it out. Commands return this instead of
/// writing, so tests can run them in process.
struct CommandResult: Equatable, Sendable {
  /// The exit status.
  var status: ExitStatus
  /// What goes to stdout, byte for byte (`choose` prints items exactly as they were read).
  var bytes: [UInt8] = []
  /// What goes to stderr.
  var errors = ""

  /// A result that prints text.
  init(status: ExitStatus, output: String = "", errors: String = "") {
    self.status = status
    self.bytes = Array(output.utf8)
    self.errors = errors
  }

  /// A result that prints bytes.
  init(status: ExitStatus, bytes: [UInt8]) {
    self.status = status
    self.bytes = bytes
  }

  /// What goes to stdout, as text (bytes that are not UTF-8 as U+FFFD).
  var output: String { String(decoding: bytes, as: UTF8.self) }

  /// An error: its line on stderr, exit status 2.
  static func failed(_ error: ToolError) -> CommandResult {
    CommandResult(status: .error, errors: Messages.line(for: error) + "\n")
  }
}
