import FieldEngine

/// The subcommands of `tfield`, in the order its help lists them.
public enum Subcommand: String, CaseIterable, Sendable {
  /// One field on the terminal.
  case input
  /// A multi-line text area on the terminal.
  case write
  /// Several fields from a form file.
  case form
  /// A value against the rules, without a terminal.
  case check
  /// A prompt dialog: a title, a message, one field, OK and Cancel.
  case prompt
  /// An editable choice list.
  case choose
  /// A yes/no question.
  case confirm
  /// Prints a shell completion script.
  case completions
  /// Prints key bindings for a shell: Ctrl-R, Ctrl-T and Alt-C through `choose`.
  case shell

  /// What the subcommand does, in a few words, for the docs' list of subcommands.
  public var summary: String {
    switch self {
    case .input: "one field on the terminal; prints its value"
    case .write: "a multi-line text area: Enter a new line, Ctrl-D or Alt-Enter submits; prints the text"
    case .form: "the fields of a form file (`-`: from stdin); prints their values"
    case .check: "checks a value against the rules, with no terminal"
    case .prompt: "a prompt dialog centred on the terminal; prints its value"
    case .choose:
      "a fuzzy-finding list of the items (or of stdin's lines, shown as they arrive); prints the chosen ones"
    case .confirm: "a yes/no question; exit 0 for yes, 1 for no"
    case .completions: "prints a completion script for bash, zsh or fish"
    case .shell: "prints key bindings for bash, zsh or fish: Ctrl-R history, Ctrl-T files, Alt-C cd"
    }
  }

  /// The words after the options that the subcommand takes, or nil when it takes none.
  public var operand: Operand? {
    switch self {
    case .form:
      Operand(name: "FILE|-", value: .file, repeats: false, help: "the form file; - reads it from stdin")
    case .choose:
      Operand(
        name: "ITEM", value: .text(name: "ITEM"), repeats: true,
        help: "the items, byte for byte; without any, the lines of stdin (empty lines left out)")
    case .completions:
      Operand(
        name: "SHELL", value: .choice(name: "SHELL", choices: Shell.allCases.map { Choice($0.rawValue) }),
        repeats: false, help: "the shell: bash, zsh or fish")
    case .shell:
      Operand(
        name: "SHELL", value: .choice(name: "SHELL", choices: Shell.allCases.map { Choice($0.rawValue) }),
        repeats: false, help: "the shell: bash, zsh or fish")
    case .input, .write, .check, .prompt, .confirm: nil
    }
  }

  /// The id of the field that the rule options describe (`input`'s value, `choose`'s new item).
  public var fieldID: String { self == .choose ? "item" : "value" }

  /// True for the subcommands that ask on the terminal (and take `--timeout`, `--plain`,
  /// `--color`): all but `check`, `completions` and `shell`.
  public var isInteractive: Bool { self != .check && self != .completions && self != .shell }
}

/// The plain words a subcommand takes after its options: `form`'s file, `choose`'s items.
public struct Operand: Equatable, Sendable {
  /// How help names it: "FILE|-", "ITEM".
  public let name: String
  /// What each word is.
  public let value: ValueKind
  /// True when it may be given any number of times (`ITEM …`); otherwise it is required, once.
  public let repeats: Bool
  /// What it is, for help and the docs.
  public let help: String
}

/// How `input`, `form`, `prompt` and `choose` print what was entered.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// The value and a newline (`form`: each value on its own line, in field order).
  case plain
  /// A JSON string (`form`: one object of id -> value, in field order).
  case json
  /// Quoted for `eval` (`form`: one `id='value'` line per field).
  case shell
  /// Percent-encoded as a URL query component (`form`: `id=value&id=value`).
  case url
}

/// How `check` reports.
public enum CheckOutput: String, CaseIterable, Sendable {
  /// Nothing on success; one line per violation on stderr.
  case plain
  /// `{"valid": …, "violations": […]}` on stdout.
  case json
}

/// What `tfield confirm` prints besides its exit status.
public enum ConfirmOutput: String, CaseIterable, Sendable {
  /// Nothing: the exit status answers (0 yes, 1 no).
  case plain
  /// `true` or `false`, and a newline.
  case json
}

/// An answer to a yes/no question.
public enum Answer: String, CaseIterable, Sendable {
  /// Yes.
  case yes
  /// No.
  case no
}

/// When the interactive subcommands draw in colour (`--color`).
public enum ColorMode: String, CaseIterable, Sendable {
  /// When terminfo says the terminal has colours and NO_COLOR is unset (or empty).
  case auto
  /// Wherever terminfo says the terminal has colours, NO_COLOR or not.
  case always
  /// Never: attributes only (bold, reverse, dim, underline).
  case never

  /// Whether colours are wanted, given NO_COLOR's value (nil when unset): the terminal must still
  /// have them.
  public func wantsColor(noColor: String?) -> Bool {
    switch self {
    case .auto: noColor?.isEmpty ?? true
    case .always: true
    case .never: false
    }
  }
}

/// The days a calendar's weeks may start on (`--week-start`): Monday, as ISO 8601 and most of
/// the world count, or Sunday, as calendars in the United States and inquire's do.
public enum WeekStart: String, CaseIterable, Sendable {
  /// Monday first.
  case monday
  /// Sunday first.
  case sunday

  /// The engine's weekday.
  public var weekday: Weekday { self == .monday ? .monday : .sunday }
}

/// The shells `tfield completions` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
  /// bash (4.2 or later), with or without the bash-completion package.
  case bash
  /// zsh, with its completion system (`compinit`).
  case zsh
  /// fish (3.0 or later).
  case fish
}

/// Where `choose` puts its query and which way its items run (`--layout`, fzf's names).
public enum ListLayout: String, CaseIterable, Sendable {
  /// The query at the bottom, the best item above it, the rest upwards (fzf's default).
  case `default`
  /// The query on top, the best item under it (tfield's default).
  case reverse
  /// The query at the bottom, the items from the top down.
  case reverseList = "reverse-list"
}

/// Where `choose` shows its count of matches (`--info`, fzf's names).
public enum ListInfo: String, CaseIterable, Sendable {
  /// On a row of its own next to the query.
  case `default`
  /// After the query, on its row (tfield's default).
  case inline
  /// Not shown.
  case hidden
}
