import FormFiles
import TFieldArguments
import TFieldOptions
import TerminalFields

/// Everything that stops `tfield` with exit status 2, as data.
enum ToolError: Error, Equatable, Sendable {
  /// A mistake on the command line.
  case usage(UsageError)
  /// A form file that cannot be used.
  case formFile(FormFileError)
  /// Rules from flags that make no sense (`--allow ""`).
  case configuration(ConfigurationError)
  /// Fields that cannot make a form (two with one id).
  case form(FormError)
  /// No usable terminal.
  case terminal(TerminalSessionError)
  /// A `--theme` (or `TFIELD_THEME`) or `choose --color` spec that cannot be used.
  case theme(ThemeError)
  /// stdin could not be read (the system's reason).
  case stdinUnreadable(String)
  /// `TFIELD_DEFAULT_COMMAND` could not be started.
  case defaultCommandFailed
  /// stdin was closed at the start (`<&-`), and the subcommand reads it.
  case stdinClosed(StdinUse)
  /// stdout was closed at the start (`>&-`), and the subcommand prints on it.
  case stdoutClosed
  /// stdin is not UTF-8.
  case stdinNotUTF8
  /// `form --output shell` with an id that cannot be a shell variable.
  case notAShellName(id: String)
  /// `choose --output json` of an item that is not UTF-8 (shown with U+FFFD).
  case itemNotUTF8(String)
  /// stdout could not be written (the system's reason).
  case outputFailed(String)
  /// Plain mode with answers from stdin ended before an answer.
  case noAnswerOnStdin
  /// Plain mode with answers from stdin, and the subcommand's input asked from stdin too
  /// (`choose` without items, `form -`).
  case stdinHoldsBoth(Subcommand)
  /// `TFIELD_EDITING_MODE` names no editing mode.
  case unknownEditingMode(String)
  /// `choose --history`'s file cannot be read or created: its path and the system's reason.
  case queryHistoryUnusable(path: String, reason: String)
  /// `become(…)`'s command could not replace the program (the reason).
  case becomeFailed(String)
  /// `choose --listen` could not listen (the reason).
  case listenFailed(String)
}

/// What a subcommand reads from stdin.
enum StdinUse: Equatable, Sendable {
  /// `check`'s value, without `--value`.
  case value
  /// `form -`'s form file.
  case formFile
  /// `choose`'s items, without items as arguments.
  case items
  /// Plain mode's answers, with no terminal.
  case answers(Subcommand)
}
