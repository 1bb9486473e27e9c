import FieldEngine
import TFieldOptions

/// A mistake on the command line, as data; `Messages` words it.
public enum UsageError: Error, Equatable, Sendable {
  /// No subcommand at all.
  case missingSubcommand
  /// An option where the subcommand should be (`tfield --max-length 3`); when no subcommand
  /// takes it, the flag it is nearest to.
  case optionBeforeSubcommand(String, suggestion: String?)
  /// A subcommand that does not exist, and the one it is nearest to.
  case unknownSubcommand(String, suggestion: Subcommand?)
  /// An option the subcommand does not take, and the subcommand's flag it is nearest to.
  case unknownOption(String, Subcommand, suggestion: String?)
  /// An option that needs a value came last.
  case missingValue(flag: String)
  /// A switch such as `--required` was given a value with `=`.
  case unexpectedValue(flag: String)
  /// A number that is not a whole number: the flag, the word, and the range the flag takes.
  case notAWholeNumber(flag: String, got: String, range: ClosedRange<Int>)
  /// A whole number outside the flag's range (however large: beyond `Int` too).
  case outOfRange(flag: String, got: String, range: ClosedRange<Int>)
  /// A value that is not one of the choices.
  case notAChoice(flag: String, got: String, choices: [String])
  /// The same option twice.
  case repeated(flag: String)
  /// A `--tiebreak` list that fzf would refuse.
  case notATiebreak(flag: String, reason: String)
  /// A word the subcommand does not take.
  case unexpectedArgument(String, Subcommand)
  /// `form` without its file.
  case missingFile
  /// `--min`, `--max` or `--places` without `--integer` or `--decimal`: the flag, and the flags
  /// to give with it.
  case needsNumberKind(flag: String, needs: [String])
  /// Both `--integer` and `--decimal`.
  case bothNumberKinds
  /// A `--height` that is not rows (at least 4) or a percentage.
  case notAHeight(flag: String, got: String)
  /// `--height` with `--fullscreen`: a full-screen list takes the whole screen.
  case heightWithFullscreen
  /// A `--border-label-pos` that is not a column with `:top` or `:bottom`.
  case notALabelPosition(flag: String, got: String)
  /// A `--min-height` that is not rows with or without `+`.
  case notAMinimumHeight(flag: String, got: String)
  /// A `--margin` or `--padding` that is not 1 to 4 sizes.
  case notASpacing(flag: String, got: String)
  /// A `--tmux` value that is not `[POSITION][,SIZE[%]][,SIZE[%]][,border-native]`.
  case notATmuxPopup(flag: String, got: String)
  /// `--history-size` without `--history`, or a history or suggestions on a password field.
  case history(HistorySettings.Problem)
  /// `--selected` more than once without `--multi`.
  case severalSelectedWithoutMulti(count: Int)
  /// `--limit 0`.
  case limitBelowOne
  /// More distinct `--selected` items than `--limit` lets a list choose.
  case moreSelectedThanLimit(count: Int, limit: Int)
  /// Both `--query` and `--filter`.
  case queryAndFilter
  /// A `--with-shell` that cannot run commands: the value, and why.
  case notAShell(got: String, reason: ShellProblem)
  /// A `--preview` or `--preview-window` that cannot be used: the flag, the word, and why.
  case preview(flag: String, got: String, reason: PreviewProblem)
  /// A `--delimiter`, `--nth` or `--with-nth` that cannot be used: the flag, the value, and why.
  case columns(flag: String, got: String, reason: ColumnProblem)
  /// `--calendar` on a field that is no date with a day: the date layout, or nil for no date.
  case calendarWithoutDay(layout: String?)
  /// A `--timeout` that is not seconds more than 0 and less than `Timeout.limit`.
  case notATimeout(flag: String, got: String)
  /// `completions` or `shell` without its shell.
  case missingShell(Subcommand)
  /// One of fzf 0.38's options (or the short flag that starts the word) that `choose` does not
  /// take.
  case fzfOnly(String)
  /// A key name that is not one of fzf's (`--expect`, `--bind`).
  case unknownKey(flag: String, String)
  /// A `--pointer` or `--marker` wider than 2 columns, or holding a control character.
  case notAMark(flag: String, got: String)
  /// A `--marker-multi-line` that is not 3 characters of 1 column without control characters.
  case notAMultiLineMarker(got: String)
  /// A `--scrollbar=C` that is not one column of text without control characters.
  case notAScrollbar(flag: String, got: String)
  /// A `--bind` value that does not parse: the value, the part at fault, and which part it is.
  case badBinding(String, part: String, BindingPart)
  /// A `--bind` action the subcommand does not have: the subcommand, the value, the action, and
  /// the actions it has.
  case bindAction(Subcommand, binding: String, action: String, known: [String])
  /// A problem in `TFIELD_DEFAULT_OPTS`.
  indirect case defaultOptions(UsageError)
  /// A problem in `TFIELD_DEFAULT_OPTS_FILE`: the file's path and the line (from 1) at fault.
  indirect case defaultOptionsFile(path: String, line: Int, UsageError)
  /// `TFIELD_DEFAULT_OPTS_FILE` names a file that cannot be read: its path and why.
  case defaultOptionsFileUnreadable(path: String, reason: String)
  /// `TFIELD_DEFAULT_OPTS` holds a quote that is not closed.
  case unclosedQuote(String)
  /// Format options that make no format: several formats (`--mask` and `--pattern`), or one
  /// that cannot be built (a malformed pattern, a minimum above the maximum).
  case configuration(ConfigurationError)
  /// A `--walker` value that is not fzf's (`file`, `dir`, `follow`, `hidden`, at least one of the
  /// first two).
  case notAWalker(got: String)
  /// A `--walker-root` that is not a directory: the flag and the word.
  case notADirectory(flag: String, got: String)
  /// A `--listen` value that is no address: fzf's message.
  case notAListenAddress(String)
}
