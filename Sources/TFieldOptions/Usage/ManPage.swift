/// The manual page `tfield.1`, printed from the option table: the subcommands and their usage,
/// every option with its values and default, the form-file keys, plain mode, the environment, the
/// exit statuses (`ExitStatus`) and examples. `docs/tfield.1` holds it; a test keeps the file
/// equal to this text and renders it with `man -l`.
public enum ManPage {
  /// The page, in roff with the `man` macros, ASCII only (other characters as `\[uXXXX]`).
  public static var text: String {
    var page = Page()
    page.raw(".\\\" Generated from tfield's option table (Sources/TFieldOptions); do not edit.")
    page.raw(".\\\" After changing the table: TF_REGENERATE_DOCS=1 swift test --filter ManPage")
    page.raw(".TH TFIELD 1 \"\" \"\(version)\" \"User Commands\"")
    // Options are not hyphenated, and lines are not stretched to the margin.
    page.raw(".nh")
    page.raw(".ad l")
    page.section("NAME")
    page.text("tfield - constrained text fields for shell scripts")

    page.section("SYNOPSIS")
    for subcommand in Subcommand.allCases {
      page.raw(".br")
      page.raw(usage(subcommand))
    }
    page.raw(".br")
    page.raw(
      bold("tfield --help") + " | " + bold("tfield") + " " + italic("SUBCOMMAND") + " " + bold("--help")
        + " | " + bold("tfield --version"))

    page.section("DESCRIPTION")
    for paragraph in description {
      page.paragraph(paragraph)
    }

    page.section("SUBCOMMANDS")
    for subcommand in Subcommand.allCases {
      page.raw(".TP")
      page.raw(bold("tfield " + subcommand.rawValue))
      var about = subcommand.summary.replacingAll("`", with: "")
      if let operand = subcommand.operand {
        about += ". " + (operand.repeats ? operand.name + " ..." : operand.name) + ": " + operand.help
      }
      let own = OptionTable.options(for: subcommand).filter { !$0.isRule && $0.section != .general }
      if OptionTable.options(for: subcommand).contains(where: \.isRule) { about += ". Takes the RULES" }
      if !own.isEmpty { about += ". Options: " + own.compactMap(\.flag).joined(separator: ", ") }
      page.text(about + ".")
    }

    page.section("RULES")
    page.paragraph(
      "The rules of input, check, prompt and choose (for a new item), the same as a form file's keys. "
        + OptionTable.oneFormat(.commandLine).prefix(1).uppercased()
        + OptionTable.oneFormat(.commandLine).dropFirst()
        + ".")
    for option in OptionTable.options where option.isRule && option.flag != nil {
      page.option(option)
    }

    page.section("OPTIONS")
    for option in OptionTable.options where !option.isRule && option.flag != nil {
      page.option(option)
    }

    page.section("FORM FILES")
    page.paragraph(
      "A form file is a JSON object: \"fields\", the list of fields (not empty), or \"pages\", a list of "
        + "pages, each with \"fields\", \"title\", \"description\" and \"when\"; \"title\"; and \"validate\", a "
        + "command that checks every value at once (with --allow-commands). Each field is an object of these "
        + "keys, each the key of the option named beside it: "
        + OptionTable.keyed.map { option in option.key! + (option.flag.map { " (" + $0 + ")" } ?? "") }
        .joined(separator: ", ") + ". Only \"id\" is required (but for a note). A field's \"kind\" is "
        + FormKind.allCases.map(\.rawValue).joined(separator: ", ")
        + "; each kind takes its own keys (docs/tfield-options.md lists them), and any other is an error.")

    page.section("PLAIN MODE")
    for paragraph in plainMode { page.paragraph(paragraph) }

    page.section("ENVIRONMENT")
    for (name, meaning) in environment {
      page.raw(".TP")
      page.raw(bold(name))
      page.text(meaning)
    }

    page.section("EXIT STATUS")
    for status in ExitStatus.allCases {
      page.raw(".TP")
      page.raw(bold(String(status.rawValue)))
      page.text(ExitStatus.summary { status.meaning(for: $0) } + ".")
    }
    page.raw(".TP")
    page.raw(bold("128+n"))
    page.text(
      ExitStatus.summary(ExitStatus.killedBySignal)
        + ". 141 (SIGPIPE): stdout was closed before the value was written.")

    page.section("EXAMPLES")
    for (comment, command) in examples {
      page.text(comment)
      page.raw(".PP")
      page.raw(".RS 4")
      page.raw(".nf")
      for line in command.split(separator: "\n") { page.text(String(line)) }
      page.raw(".fi")
      page.raw(".RE")
      page.raw(".PP")
    }

    page.section("SEE ALSO")
    page.text(
      "docs/tfield.md (subcommands, rules, formats, output, form files), docs/tfield-options.md (every "
        + "option and key), docs/guarantees.md (the terminal restored, what is dropped from input), in "
        + "the TerminalFields sources.")
    return page.lines.joined(separator: "\n") + "\n"
  }

  /// The version in the page's footer.
  public static let version = Version.tool

  /// A subcommand's synopsis line: the words in bold, the values in italics.
  static func usage(_ subcommand: Subcommand) -> String {
    OptionTable.usageWords(for: subcommand).map { word in
      word.split(separator: " ").map { part in
        part.allSatisfy { $0.isUppercase || "|[]…-".contains($0) } && part.contains(where: \.isUppercase)
          ? italic(String(part)) : bold(String(part))
      }
      .joined(separator: " ")
    }
    .joined(separator: " ")
  }

  /// The paragraphs of DESCRIPTION.
  static let description = [
    "tfield asks for text in shell scripts with fields that enforce rules as the user types and pastes: "
      + "lengths in characters, scalars, bytes, code units or columns, allowed and banned characters, masks, "
      + "numbers and patterns. A refused key says why. The fields draw on the terminal (/dev/tty), so "
      + "v=$(tfield input) captures only the value; by default below the cursor, leaving a line per value "
      + "(--clear leaves nothing, --fullscreen uses the alternate screen).",
    "A user-perceived character is one character: an accented letter typed as a letter and a combining "
      + "mark, a flag, an emoji with a skin tone each count as one.",
  ]

  /// The paragraphs of PLAIN MODE.
  static let plainMode = [
    "For screen readers, Emacs shell buffers and terminals that cannot place the cursor: --plain, or "
      + "TFIELD_PLAIN=1 in the environment (a screen-reader user can set it in the shell's startup file), "
      + "and by itself when TERM names a terminal without cursor addressing (TERM=dumb).",
    "Each question is one line naming its rules, such as \"Name (at most 20 characters, required): \". "
      + "The answer is read as a line with the terminal in its normal mode, so the kernel's line editing "
      + "(Backspace, Ctrl-U, Ctrl-W) and the screen reader work; a password is not echoed. The answer goes "
      + "into the field as typed characters: a character the rules refuse, or a check that fails, is "
      + "said on its own line and the question is asked again; nothing is dropped silently. A mask's "
      + "literals may be left out. Ctrl-D on an empty line cancels.",
    "choose prints the items numbered, a page at a time, and takes a number, an item, or a query that "
      + "narrows the list. confirm takes y or n.",
    "With no terminal at all (a CI job, setsid) and --plain or TFIELD_PLAIN=1, the questions go to "
      + "stderr and the answers are stdin's lines, one per question: an answer that breaks a rule ends "
      + "tfield with status 1 and the reasons on stderr, and the end of stdin before an answer with status "
      + "2 (no answer on stdin). choose then needs its items as arguments.",
  ]

  /// ENVIRONMENT: a variable and its meaning.
  static let environment = [
    ("TFIELD_PLAIN", "Set and not empty or 0: plain mode, as --plain."),
    ("TFIELD_THEME", "The theme when --theme is not given: a built-in's name or a theme file."),
    (
      "COLORTERM",
      "truecolor or 24bit: a theme's #rrggbb colours are drawn as they are inline, not folded to the palette."
    ),
    (
      "TFIELD_EDITING_MODE",
      "vi: text is edited with readline's vi keys, as --vi; emacs (the default): its emacs keys. Any other "
        + "value is an error (exit status 2)."
    ),
    (
      "TFIELD_INPUTRC",
      "Set and not empty: the inputrc read instead of the user's (/dev/null: none)."
    ),
    (
      "INPUTRC",
      "The inputrc read, as readline reads it (else ~/.inputrc, else /etc/inputrc): its key bindings, "
        + "macros and variables; see docs/keys.md."
    ),
    (
      "NO_COLOR",
      "Set and not empty: no colours under --color auto (the default); attributes only (bold, reverse, dim)."
    ),
    (
      "TERM",
      "The terminal's type, from terminfo. A type that cannot place the cursor (dumb) asks in plain mode; "
        + "an unset or unknown one is an error unless --plain."
    ),
    ("LANG, LC_ALL, LC_CTYPE", "A locale that is not installed, or not UTF-8 by choice, gets C.UTF-8."),
    (
      "TFIELD_DEFAULT_OPTS_FILE",
      "A file of options of choose, read before TFIELD_DEFAULT_OPTS, as fzf's FZF_DEFAULT_OPTS_FILE: words "
        + "over lines, # comments; a problem in it names the file and the line."
    ),
    (
      "TFIELD_DEFAULT_OPTS",
      "Options of choose read before the command line's, as fzf's FZF_DEFAULT_OPTS (words as a shell splits "
        + "them, # comments)."
    ),
    (
      "TFIELD_DEFAULT_COMMAND",
      "With no items and the terminal on stdin, the command (run by sh) whose output lines choose lists "
        + "instead of walking the current directory (--walker), as fzf's FZF_DEFAULT_COMMAND."
    ),
    (
      "TFIELD_API_KEY, FZF_API_KEY",
      "The key every request to choose --listen must send in its X-API-Key header (the first of the two "
        + "that is set and not empty); needed to listen on an address other than localhost."
    ),
  ]

  /// EXAMPLES: what each does, and the commands.
  static let examples = [
    (
      "Ask for a name of at most 20 characters:",
      "name=$(tfield input --label Name --max-length 20 --required) || exit"
    ),
    (
      "A yes/no question that a script can rely on (Enter alone answers no):",
      "tfield confirm --message 'Delete 3 files?' && rm -- a b c"
    ),
    (
      "Give up after 30 seconds in an unattended run:",
      "branch=$(git branch --format='%(refname:short)' | tfield choose --timeout 30)\n"
        + "[ $? -eq 124 ] && echo 'no answer: keeping the current branch'"
    ),
    (
      "Test a script that asks with tfield by piping its answers in, with no terminal:",
      "printf 'Ada\\ny\\n' | TFIELD_PLAIN=1 setsid -w ./install.sh"
    ),
    ("Check a value without a terminal:", "tfield check --max-bytes 64 --value \"$name\""),
    ("Load the completions in bash:", "source <(tfield completions bash)"),
  ]

  static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }
  static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

  /// Text for roff: backslashes as `\e`, hyphen-minus as `\-` (so that options copy as typed),
  /// every other character past ASCII as `\[uXXXX]`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return result
  }

  /// The page being written.
  struct Page {
    var lines: [String] = []

    mutating func raw(_ line: String) { lines.append(line) }

    mutating func section(_ name: String) { lines.append(".SH " + name) }

    /// Text, one output line per input line; a line that would start a request is protected.
    mutating func text(_ text: String) {
      let line = ManPage.escaped(text)
      lines.append(line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line)
    }

    mutating func paragraph(_ text: String) {
      if lines.last?.hasPrefix(".SH") == false { lines.append(".PP") }
      self.text(text)
    }

    /// An option: its spellings and value in bold and italics, then what it does, where it is taken.
    mutating func option(_ option: Option) {
      lines.append(".TP")
      let value = option.value.name.map { " " + ManPage.italic($0) } ?? ""
      lines.append(option.flags.map(ManPage.bold).joined(separator: ", ") + value)
      let subcommands = (option.beforeSubcommand ? ["tfield"] : []) + option.subcommands.map(\.rawValue)
      let taken = option.isRule ? "" : " (" + subcommands.joined(separator: ", ") + ")"
      text(option.description(.commandLine) + taken + ".")
    }
  }
}
