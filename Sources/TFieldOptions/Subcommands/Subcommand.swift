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
