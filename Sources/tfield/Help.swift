import TFieldOptions
import TerminalFields

/// The `--help` texts and the version. The options, their values, defaults and usage lines come
/// from `OptionTable`; this file holds the prose around them.
enum Help {
  /// `tfield --version`.
  static let version = Version.tool

  /// A form file that works as written, with most keys: `tfield form --help` shows it, and a test
  /// runs it.
  static let formTemplate = """
    {"title": "Sign up", "fields": [
      {"id": "name", "label": "Name", "value": "", "placeholder": "First Last", "required": true,
       "minLength": 2, "maxLength": 40, "onType": "reject", "onPaste": "filter"},
      {"id": "code", "label": "Code", "allow": "0123456789ABCDEF", "maxBytes": 8, "password": true},
      {"id": "phone", "label": "Phone", "mask": "(999) 000-0000"},
      {"id": "age", "label": "Age", "integer": true, "min": 0, "max": 130},
      {"id": "price", "label": "Price", "decimal": true, "min": 0, "max": 99.99, "places": 2},
      {"id": "plate", "label": "Plate", "pattern": "[A-Z]{2}[0-9]{4}"}]}
    """

  /// What a subcommand does, above its options.
  static func about(_ subcommand: Subcommand) -> String {
    switch subcommand {
    case .input:
      "One field on the terminal (/dev/tty); the value goes to stdout. Enter submits when the checks pass, "
        + "Escape cancels (exit 1), Ctrl-C interrupts (exit 130)."
    case .form:
      "The fields of a JSON form file (- reads it from stdin) on the terminal (/dev/tty); their values go "
        + "to stdout. Tab moves between fields; Enter submits when every field's checks pass, Escape "
        + "cancels (exit 1), Ctrl-C interrupts (exit 130)."
    case .check:
      "Checks a value against the rules and validators, with no terminal. Without --value, reads all of "
        + "stdin and removes one trailing newline (LF or CRLF). Exit 0 when the value passes, 1 when it "
        + "does not (one line per violation on stderr, or the JSON report)."
    case .prompt:
      "A prompt dialog centred on the terminal (/dev/tty): the title, the message, one field and OK and "
        + "Cancel; the value goes to stdout. Tab moves between the field and the buttons; Enter on the field "
        + "or OK submits when the checks pass; Escape or Cancel cancels (exit 1); Ctrl-C interrupts (exit 130)."
    case .choose:
      "An editable list on the terminal (/dev/tty); the chosen item goes to stdout. The items are the "
        + "arguments, or the lines of stdin when there are none. ↑ ↓ Home End Page Up Page Down move; typing "
        + "narrows the list (smart case: a term with an upper-case letter matches case, any other ignores it); Enter "
        + "chooses; Escape cancels (exit 1); Ctrl-C interrupts (exit 130)."
    case .write:
      "A multi-line text area on the terminal (/dev/tty); the text goes to stdout, its lines joined by line "
        + "feeds. Enter breaks the line; Ctrl-D (anywhere) or Alt-Enter submits when the checks pass; Escape "
        + "cancels (exit 1; a changed text asks for a second Escape); Ctrl-C interrupts (exit 130). The rule "
        + "options hold for each line, --max-length and --max-lines for the whole text. In plain mode, lines "
        + "are read until Ctrl-D (without a terminal, all of stdin)."
    case .confirm:
      "A yes/no question on the terminal (/dev/tty): exit 0 for yes, 1 for no. y and n answer at once; "
        + "← → or Tab move between Yes and No; Enter takes the highlighted one (No unless --default yes, so "
        + "Enter alone is the safe answer); Escape answers no; Ctrl-C interrupts (exit 130)."
    case .completions:
      "Prints a completion script for the shell, made from the option table. bash: source <(tfield "
        + "completions bash) in ~/.bashrc. zsh: save it as _tfield in a directory of $fpath (or source it "
        + "after compinit). fish: save it as ~/.config/fish/completions/tfield.fish."
    case .shell:
      "Prints key bindings that run tfield choose, as fzf's key-bindings do: Ctrl-R searches the shell's "
        + "history (newest first, each entry once) and puts the chosen one on the command line to edit; "
        + "Ctrl-T inserts chosen paths, quoted (Tab marks several); Alt-C changes to the chosen directory "
        + "(in bash and zsh it takes Alt-C from capitalize-word). bash: eval \"$(tfield shell bash)\" in "
        + "~/.bashrc; zsh: eval \"$(tfield shell zsh)\" in ~/.zshrc; fish: tfield shell fish | source in "
        + "config.fish. TFIELD_CTRL_R_OPTS, TFIELD_CTRL_T_OPTS, TFIELD_ALT_C_OPTS add options of choose; "
        + "TFIELD_CTRL_T_COMMAND and TFIELD_ALT_C_COMMAND list the paths; TFIELD_HEIGHT is the height (40%). "
        + "A word ending with ** (TFIELD_COMPLETION_TRIGGER) and Tab lists paths below the word's directory, "
        + "directories for cd, processes for kill, hosts for ssh, as fzf's completion does; the choice replaces "
        + "the word (TFIELD_COMPLETION_OPTS add options of choose)."
    }
  }

  /// The help of the tool, or of a subcommand.
  static func text(for subcommand: Subcommand?) -> String {
    guard let subcommand else { return toolHelp }
    let all = OptionTable.options(for: subcommand)
    var parts = [
      lines(OptionTable.usageWords(for: subcommand), first: "Usage: ").joined(separator: "\n"),
      paragraph(about(subcommand)),
      OptionTable.helpList(all.filter { !$0.isRule && $0.section != .general }),
    ]
    if subcommand == .form {
      parts.append("FILE, for example:\n\n" + formTemplate)
      parts.append(
        paragraph(
          "Only \"fields\" (or \"pages\", each with its \"fields\") and each field's \"id\" (a note's excepted) "
            + "are required; a field takes " + OptionTable.oneFormat(.formFile) + ". A field's \"kind\" is "
            + FormKind.allCases.map(\.rawValue).joined(separator: ", ")
            + " (text when not given), and each kind takes its own of the keys: "
            + OptionTable.keys.joined(separator: ", ") + " (docs/tfield-options.md says what each holds)."))
    }
    let rules = all.filter(\.isRule)
    if subcommand == .write {
      // A text takes no format; the rules of a line and of the whole text are told apart.
      parts.append(
        "Rules (each line's; --max-length, --max-lines and --required the whole text's):\n"
          + OptionTable.helpList(rules))
    } else if !rules.isEmpty {
      let ruled = Subcommand.allCases.filter { OptionTable.options(for: $0).contains(where: \.isRule) }
      let names = ruled.map { $0 == .choose ? "choose's new items" : $0.rawValue }
      parts.append(
        "Rules (the same for " + names.dropLast().joined(separator: ", ") + ", and " + (names.last ?? "")
          + "):\n" + OptionTable.helpList(rules) + "\n" + String(repeating: " ", count: 23) + "("
          + OptionTable.oneFormat(.commandLine) + ")")
    }
    parts.append(OptionTable.helpList(all.filter { $0.section == .general }))
    if let keys = keys(for: subcommand) {
      parts.append(
        (subcommand == .write
          ? "Keys (a text area's; docs/keys.md has the whole plan):\n"
          : "Keys (readline's for one line; docs/keys.md has the whole plan):\n")
          + OptionTable.helpList(keys.map { (term: $0.keys, description: $0.action) }))
    }
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// The keys of the component a subcommand shows, from its key table; nil for `check`.
  static func keys(for subcommand: Subcommand) -> [(keys: String, action: String)]? {
    switch subcommand {
    case .input, .form: KeyBindings<FormCommand>.form.helpRows
    case .prompt: KeyBindings<PromptCommand>.prompt.helpRows
    case .choose: KeyBindings<ListCommand>.list.helpRows
    case .confirm: KeyBindings<ConfirmCommand>.confirm.helpRows
    case .write: KeyBindings<TextAreaCommand>.textArea.helpRows
    case .check, .completions, .shell: nil
    }
  }

  /// `tfield --help`.
  private static var toolHelp: String {
    let usages = Subcommand.allCases.map { lines(OptionTable.usageWords(for: $0), first: "  ") }
    let alone = OptionTable.beforeSubcommand.compactMap(\.flag).map { "tfield " + $0 }
    return [
      "tfield: constrained text fields for shell scripts",
      "Usage:\n" + (usages.flatMap { $0 } + ["  " + alone.joined(separator: ", ")]).joined(separator: "\n"),
      paragraph(
        "The fields draw on /dev/tty, so v=$(tfield input) works. FORMAT is plain, json, shell or url. "
          + "--plain (or TFIELD_PLAIN=1) asks in plain lines, for screen readers and terminals that cannot "
          + "place the cursor (TERM=dumb does so by itself). See tfield SUBCOMMAND --help, man tfield, and "
          + "docs/tfield-options.md for every option."),
      "Exit status:\n" + exitStatuses,
    ]
    .joined(separator: "\n\n") + "\n"
  }

  /// The exit statuses, a line each: "  0    submitted (input, form, prompt); chosen (choose); …".
  static var exitStatuses: String {
    let rows = ExitStatus.allCases.map { status in
      (String(status.rawValue), ExitStatus.summary { status.meaning(for: $0) })
    }
    let signal = ("128+n", ExitStatus.summary(ExitStatus.killedBySignal))
    return (rows + [signal]).map { code, text in
      let lines = OptionTable.wrap(text, width: OptionTable.helpWidth - 9)
      let first = "  " + code + String(repeating: " ", count: 7 - code.count) + lines[0]
      return ([first] + lines.dropFirst().map { String(repeating: " ", count: 9) + $0 }).joined(
        separator: "\n")
    }
    .joined(separator: "\n")
  }

  /// Prose wrapped to the help's width.
  private static func paragraph(_ text: String) -> String {
    OptionTable.wrap(text, width: OptionTable.helpWidth).joined(separator: "\n")
  }

  /// Usage words wrapped after `first`, continued under the subcommand's options.
  private static func lines(_ words: [String], first: String) -> [String] {
    let indent = first.count + words.prefix(2).map(\.count).reduce(0, +) + 2
    let head = words.prefix(2).joined(separator: " ")
    let wrapped = OptionTable.wrap(words: Array(words.dropFirst(2)), width: OptionTable.helpWidth - indent)
    return [first + head + " " + wrapped[0]]
      + wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
  }
}
