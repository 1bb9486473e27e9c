import FieldEngine
import TFieldOptions

/// What the command line asks for, parsed and checked; no I/O has happened yet.
public enum Invocation: Equatable, Sendable {
  /// `--help`: the tool's help, or a subcommand's.
  case help(Subcommand?)
  /// `--version`.
  case version
  /// `tfield input`.
  case input(
    spec: FieldSpec, output: OutputFormat, display: Display = Display(),
    history: HistorySettings = HistorySettings())
  /// `tfield write`.
  case write(Write)
  /// `tfield form FILE`.
  case form(path: String, output: OutputFormat, display: Display = Display(), allowsCommands: Bool = false)
  /// `tfield check`; `value` is nil when it comes from stdin.
  case check(spec: FieldSpec, value: String?, output: CheckOutput)
  /// `tfield prompt`: the spec holds the rules and the initial value.
  case prompt(
    spec: FieldSpec, title: String, message: String, output: OutputFormat, display: Display = Display(),
    history: HistorySettings = HistorySettings())
  /// `tfield choose`; `items` is nil when they come from stdin; the spec holds the rules of an item
  /// added with "Other…".
  case choose(Choose)
  /// `tfield confirm`.
  case confirm(Confirm)
  /// `tfield completions SHELL`.
  case completions(Shell)
  /// `tfield shell SHELL`.
  case shellBindings(Shell)
}
