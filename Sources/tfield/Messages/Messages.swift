import FieldEngine
import FormFiles
import TFieldArguments
import TFieldOptions
import TerminalFields

/// Every sentence `tfield` itself says about an error, in one place: this type, in this folder
/// (`Messages+Usage.swift` words the command line's mistakes, `Messages+FormFile.swift` a form
/// file's). The engine's sentences (rules, violations, configuration) come from `Wording`.
enum Messages {
  /// Plain mode's line for a list with nothing in it (stdin ended without an item).
  static let emptyList = "no items: stdin ended without one"

  /// The line for stderr, without its newline: "tfield: …".
  static func line(for error: ToolError) -> String {
    "tfield: " + describe(error)
  }

  /// An error in words.
  static func describe(_ error: ToolError) -> String {
    switch error {
    case .configuration(let configuration): describe(configuration)
    case .usage(let usage): describe(usage)
    case .formFile(let file): describe(file)
    case .form(let form): Wording.describe(form)
    case .theme(let theme): describe(theme)
    case .terminal(let terminal): terminal.description + plainHint(for: terminal)
    case .stdinUnreadable(let reason): "cannot read stdin: \(reason)"
    case .defaultCommandFailed: "choose: TFIELD_DEFAULT_COMMAND could not be started"
    case .listenFailed(let reason): "choose: --listen: \(reason)"
    case .stdinNotUTF8: "stdin is not UTF-8 text"
    case .stdinClosed(.value): "check: stdin is closed, and the value is read from it without --value"
    case .stdinClosed(.formFile):
      "form -: stdin is closed, so the form file cannot come from it; give its path"
    case .stdinClosed(.items):
      "choose: stdin is closed, and the items are read from it when none are given as arguments"
    case .stdinClosed(.answers(let subcommand)):
      "\(subcommand.rawValue): stdin is closed, and plain mode with no terminal reads the answers from it"
    case .stdoutClosed:
      "stdout is closed, so the result would be lost: redirect it instead (>/dev/null discards it)"
    case .itemNotUTF8(let item):
      "choose: the item \(JSONText.string(item)) is not UTF-8 text, which a JSON string cannot hold "
        + "without changing it; print it with --output plain (and --print0 when items may hold line breaks)"
    case .outputFailed(let reason): "cannot write the result to stdout: \(reason)"
    case .queryHistoryUnusable(let path, let reason):
      "choose: --history \(JSONText.string(path)): \(reason) (a file of queries, one a line, that tfield can "
        + "read and write)"
    case .noAnswerOnStdin: "no answer on stdin"
    case .stdinHoldsBoth(.form):
      "form -: plain mode with no terminal reads the answers from stdin, so the form file cannot come from "
        + "stdin too; give its path"
    case .stdinHoldsBoth(let subcommand):
      "\(subcommand.rawValue): plain mode with no terminal reads the answers from stdin, so the items cannot "
        + "come from stdin too; give them as arguments"
    case .unknownEditingMode(let value):
      "TFIELD_EDITING_MODE: \(JSONText.string(value)) is no editing mode: use "
        + EditingMode.all.map(\.name).joined(separator: " or ")
    case .becomeFailed(let reason): "choose: become(…) could not run its command: \(reason)"
    case .notAShellName(let id):
      "--output shell: the field id \"\(id)\" is not a shell variable name (letters, digits and _, "
        + "not starting with a digit)"
    }
  }

  /// Where plain mode would have asked, after a terminal's error that `--plain` gets past (it is
  /// never said with `--plain`, which asks instead); nothing after the others.
  static func plainHint(for error: TerminalSessionError) -> String {
    switch error {
    case .noTerminal: "; with --plain (or TFIELD_PLAIN=1) the answers are read from stdin, a line each"
    case .terminalTypeUnset, .unknownTerminalType:
      "; --plain (or TFIELD_PLAIN=1) asks in plain lines, which need no terminal type"
    case .terminalCannotPlaceCursor, .sessionAlreadyOpen, .setupFailed: ""
    }
  }

  /// Rules that make no sense, named by the flag at fault: "--allow: …".
  static func describe(_ configuration: ConfigurationError) -> String {
    OptionTable.flag(for: configuration.rule) + ": " + configuration.description
  }

  /// A history setting's mistake, the options named by `name` (0 the history file, 1 its size,
  /// 2 the suggestions file, 3 4 5 the completion file, command and paths).
  static func describe(_ problem: HistorySettings.Problem, name: (Int) -> String) -> String {
    switch problem {
    case .sizeWithoutFile: "\(name(1)): give \(name(0)) with it"
    case .onPassword(.suggestionsFile): "\(name(2)): a password field takes no suggestions"
    case .onPassword(.completion):
      "\(name(3)): a password field has no completion menu: it would show values in clear"
    case .severalCompleters: "\(name(3)), \(name(4)), \(name(5)): give one of them to a field"
    case .onPassword: "\(name(0)): a password field never reads or writes a history"
    }
  }

  /// A whole number out of its range, as written: "99999999999999999999 is too large (at most
  /// 9223372036854775807)", "expected a whole number from 1 to 1000, got 0".
  static func outOfRange(_ got: String, _ range: ClosedRange<Int>) -> String {
    // Past Int.max when it is digits Int cannot hold; below the range otherwise.
    if range.upperBound == .max && !got.hasPrefix("-") && Int(got) == nil {
      return "\(got) is too large (at most \(Int.max))"
    }
    return "expected \(WholeNumberProblem.describe(range)), got \(got)"
  }

  /// the rule named as the option table names it.
  static func violationLine(_ violation: Violation) -> String {
    OptionTable.name(of: violation.rule) + ": " + violation.message
  }

  /// stderr's line when the result cannot be written to stdout (its reader closed the pipe and
  /// SIGPIPE is ignored).
  static func outputFailed(_ reason: String) -> String {
    "tfield: cannot write the result to stdout: \(reason)"
  }

  /// The message row for an initial value that lost something to the rules.
  static func initialValueNotice(label: String, _ message: String) -> String {
    label.isEmpty ? "initial value: \(message)" : "\(label): initial value: \(message)"
  }
}
