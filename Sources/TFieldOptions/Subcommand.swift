/// The subcommands of `tfield`, in the order its help lists them.
public enum Subcommand: String, CaseIterable, Sendable {
  /// One field on the terminal.
  case input
  /// Several fields from a form file.
  case form
  /// A value against the rules, without a terminal.
  case check
  /// A prompt dialog: a title, a message, one field, OK and Cancel.
  case prompt
  /// An editable choice list.
  case choose

  /// What the subcommand does, in a few words, for the docs' list of subcommands.
  public var summary: String {
    switch self {
    case .input: "one field on the terminal; prints its value"
    case .form: "the fields of a form file (`-`: from stdin); prints their values"
    case .check: "checks a value against the rules, with no terminal"
    case .prompt: "a prompt dialog centred on the terminal; prints its value"
    case .choose:
      "a fuzzy-finding list of the items (or of stdin's lines, shown as they arrive); prints the chosen ones"
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
    case .input, .check, .prompt: nil
    }
  }

  /// The id of the field that the rule options describe (`input`'s value, `choose`'s new item).
  public var fieldID: String { self == .choose ? "item" : "value" }
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
