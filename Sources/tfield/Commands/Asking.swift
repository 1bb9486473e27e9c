import FieldEngine
import TFieldArguments
import TFieldOptions
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// How an interactive subcommand reaches its user: drawn on the terminal (inline or full screen),
/// or in plain lines (`--plain`, `TFIELD_PLAIN=1`, or a terminal that cannot place the cursor),
/// from stdin's lines when plain and there is no terminal; and until when (`--timeout`).
struct Session {
  /// How the subcommand draws, waits and asks.
  let display: Display
  /// When `--timeout` runs out, counted from tfield's start.
  let deadline: Deadline?
  /// True when asked for plain mode, by `--plain` or `TFIELD_PLAIN` (set, not empty, not `0`).
  let wantsPlain: Bool
  /// Whether colours are wanted: `--color`, and NO_COLOR under `auto` (and not fzf's `bw`).
  let usesColor: Bool
  /// How text is edited: vi with `--vi`, else as `TFIELD_EDITING_MODE` says, else as the inputrc
  /// says (`set editing-mode`, `show-mode-in-prompt`, the mode strings), else emacs.
  let editing: EditingSettings
  /// `TFIELD_EDITING_MODE` when it names no editing mode (neither `emacs` nor `vi`), else nil.
  let unknownEditingMode: String?
  /// The colours and attributes drawn where colours are used (`--theme`, `choose --color`).
  let theme: Theme
  /// The keys: the user's inputrc's, then `--bind`'s.
  let keys: KeyCustomization

  /// The session of a subcommand started at `start`, drawn in `theme` (`Theming`); `themeColors`
  /// false (fzf's `bw`) draws no colour.
  init(
    display: Display, start: ContinuousClock.Instant, theme: Theme = .default, themeColors: Bool = true,
    environment: (String) -> String? = Session.environment
  ) {
    self.display = display
    self.theme = theme
    deadline = display.timeout.map { Deadline(start + .milliseconds($0.milliseconds)) }
    let plain = environment("TFIELD_PLAIN")
    wantsPlain = display.plain || (plain.map { !$0.isEmpty && $0 != "0" } ?? false)
    usesColor = themeColors && display.color.wantsColor(noColor: environment("NO_COLOR"))
    var keys = Self.inputrcKeys(environment)
    keys.append(BindActions.customization(display.bindings))
    self.keys = keys
    let named = environment("TFIELD_EDITING_MODE").flatMap { $0.isEmpty ? nil : $0 }
    let mode = named.flatMap(EditingMode.init(named:))
    unknownEditingMode = mode == nil ? named : nil
    var editing = keys.editing(over: .emacs)
    if let mode { editing.mode = mode }
    if display.vi { editing.mode = .vi }
    self.editing = editing
  }

  /// The user's inputrc, read as readline reads it (`$INPUTRC`, else `~/.inputrc`, else
  /// `/etc/inputrc`), unless `TFIELD_INPUTRC` names another file (`/dev/null`: none).
  static func inputrcKeys(_ environment: (String) -> String?) -> KeyCustomization {
    var keys = KeyCustomization()
    if let file = environment("TFIELD_INPUTRC"), !file.isEmpty {
      keys.readInputrc(at: file, environment: environment)
    } else {
      keys.readUserInputrc(environment: environment)
    }
    return keys
  }

  /// A variable of the process's environment.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// True when plain mode will read the answers from stdin: it was asked for and there is no
  /// terminal. Then stdin cannot also hold a subcommand's input (`choose`'s items, `form -`).
  var answersFromStdin: Bool {
    guard wantsPlain else { return false }
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return true }
    close(descriptor)
    return false
  }

  /// Runs `component` drawn on the terminal, or, in plain mode, asks `plain`'s questions, as the
  /// library's one-call questions do (`Question`); how it ended, with the value `value` reads from
  /// a submitted component. The deadline counts for both.
  func ask<Component: TerminalComponent, Value: Equatable & Sendable>(
    _ component: Component, value: @escaping @Sendable (Component) -> Value,
    plain: @escaping @Sendable (inout PlainTerminal) -> PlainEnding<Value>
  ) -> Ending<Value> {
    switch Question(component, answer: value, plain: plain).ask(settings) {
    case .success(let value): .answered(value)
    case .failure(.cancelled): .cancelled
    case .failure(.interrupted): .interrupted
    case .failure(.timedOut): .timedOut
    case .failure(.refused): .refused
    case .failure(.noAnswer): .noAnswer
    case .failure(.noTerminal(let error)): .failed(.terminal(error))
    // Only building a question throws it, never asking one.
    case .failure(.invalid): .cancelled
    }
  }

  /// How the library asks: where, until when, in colour or not, plain or drawn.
  var settings: AskSettings {
    var settings = AskSettings(
      presentation: presentation, deadline: deadline, usesColor: usesColor, theme: theme, plain: wantsPlain)
    // A script learns of a missing or unknown TERM from exit status 2, as before the library asked.
    settings.plainWithoutTerminalType = false
    settings.editing = editing
    return settings
  }

  /// Where the subcommand draws: inline below the cursor unless `--fullscreen`.
  var presentation: Presentation {
    display.fullscreen ? .fullScreen : .inline(clearsWhenDone: display.clearsWhenDone)
  }
}

/// How an interactive subcommand ended, drawn or plain.
enum Ending<Value: Equatable & Sendable>: Equatable {
  /// Submitted, chosen, answered.
  case answered(Value)
  /// Escape, Cancel, Ctrl-D at a plain question, the terminal gone.
  case cancelled
  /// Ctrl-C.
  case interrupted
  /// `--timeout` ran out.
  case timedOut
  /// A plain answer from stdin broke a rule; the reasons are on stderr.
  case refused
  /// stdin ended before a plain answer.
  case noAnswer
  /// It could not start (no usable terminal).
  case failed(ToolError)

  /// The command's result: `output` prints an answer (with its status, 0 unless it says
  /// otherwise); every other ending has its status and prints nothing.
  func result(_ output: (Value) -> (ExitStatus, String)) -> CommandResult {
    switch self {
    case .answered(let value):
      let (status, text) = output(value)
      return CommandResult(status: status, output: text)
    case .cancelled, .refused: return CommandResult(status: .failure)
    case .interrupted: return CommandResult(status: .interrupted)
    case .timedOut: return CommandResult(status: .timedOut)
    case .noAnswer: return .failed(.noAnswerOnStdin)
    case .failed(let error): return .failed(error)
    }
  }
}
