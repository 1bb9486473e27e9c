import FieldEngine

extension OptionTable {
  /// A prompt's and a list's title, a prompt's message.
  static let titleOptions: [Option] = [
    .text("--title", [.prompt], .command, name: "TEXT", help: "the title on the box's top border") {
      $0.title = $1
    },
    .text("--title", [.choose], .command, name: "TEXT", help: "the title row") { $0.title = $1 },
    .text("--message", [.prompt], .command, name: "TEXT", help: "the message above the field") {
      $0.message = $1
    },
  ]

  /// How the interactive subcommands draw: full screen or inline, what they leave, a list's
  /// height.
  static let displayOptions: [Option] = [
    .boolean(
      "--fullscreen", interactive, .command,
      help: "draw on the whole screen (the alternate screen) instead of below the cursor"
    ) { $0.display.fullscreen = $1 },
    .boolean(
      "--clear", interactive, .command,
      help: "when done, erase what was drawn and put the cursor back, instead of leaving a transcript"
    ) { $0.display.clearsWhenDone = $1 },
    Option(
      flag: "--height", key: nil, subcommands: [.choose], value: .height,
      help: "how many rows the list takes below the cursor: N (at least 4), N% of the terminal, or -N the "
        + "terminal's rows less N; ~N, ~N% or ~-N for as many as it needs, at most that (fzf's adaptive height; "
        + "the most while items are read); by default as many as it needs, at most 10",
      section: .command,
      action: .set { settings, value in settings.display.height = ListHeight(value.text) }),
    .text(
      "--min-height", [.choose], .command, name: "N[+]",
      help: "the fewest rows a --height given as a share of the terminal takes (0 to 9999); N+ for N items "
        + "shown, the rows around them added (fzf's default is 10+; tfield's is the fewest rows worth drawing)"
    ) { $0.display.minimumHeight = $1 },
  ]

  /// What `check` checks, and how each subcommand prints its result.
  static let outputOptions: [Option] = [
    .text(
      "--value", [.check], .command, name: "TEXT",
      help: "the value to check; without it, all of stdin less one trailing newline (LF or CRLF)"
    ) { $0.checkedValue = $1 },
    .choice(
      "--output", [.input, .prompt, .write], .command, name: "FORMAT", of: OutputFormat.self,
      notes: [.json: "a JSON string", .shell: "quoted for eval \"v=$(…)\"", .url: "a URL query component"],
      default: .plain, help: "how the value is printed"
    ) { $0.output = $1 },
    .choice(
      "--output", [.choose], .command, name: "FORMAT", of: OutputFormat.self,
      notes: [
        .plain: "the item's bytes as read; with --multi, one a line",
        .json: "a JSON string; with --multi, an array (an item that is not UTF-8 is an error)",
        .shell: "quoted for eval \"v=$(…)\"; with --multi, words for eval \"set -- $(…)\"",
        .url: "a URL query component; with --multi, one a line",
      ],
      default: .plain, help: "how the chosen items are printed"
    ) { $0.output = $1 },
    .boolean(
      "--allow-commands", [.form], .command,
      help: "let the form file run commands (a field's \"validate\", \"completeCmd\" and \"optionsCmd\", the "
        + "form's \"validate\"); without it such a file is refused, since a form file is data and may come "
        + "from anyone"
    ) { $0.allowsCommands = $1 },
    .choice(
      "--output", [.form], .command, name: "FORMAT", of: OutputFormat.self,
      notes: [
        .plain: "one value a line", .json: "one object of id -> value", .shell: "id='value' lines for eval",
        .url: "id=value&id=value",
      ],
      default: .json, help: "how the values are printed, in field order"
    ) { $0.output = $1 },
    .choice(
      "--output", [.check], .command, name: "FORMAT", of: CheckOutput.self,
      notes: [
        .plain: "one line per violation on stderr",
        .json: "{\"valid\": …, \"violations\": [{\"rule\": …, \"message\": …}]} on stdout",
      ],
      default: .plain, help: "how the report is written"
    ) { $0.checkOutput = $1 },
  ]

  /// `confirm`'s question, default and output.
  static let confirmOptions: [Option] = [
    .text("--message", [.confirm], .command, name: "TEXT", help: "the question (default: \"Are you sure?\")")
    {
      $0.message = $1
    },
    .choice(
      "--default", [.confirm], .command, name: "ANSWER", of: Answer.self, default: .no,
      help: "the answer highlighted at the start, which Enter alone takes"
    ) { $0.defaultAnswer = $1 },
    .choice(
      "--output", [.confirm], .command, name: "FORMAT", of: ConfirmOutput.self,
      notes: [.plain: "nothing", .json: "true or false"],
      default: .plain, help: "what is printed; the exit status is 0 for yes and 1 for no either way"
    ) { $0.confirmOutput = $1 },
  ]

  /// How every interactive subcommand asks: a deadline, plain lines, colour.
  static let askingOptions: [Option] = [
    Option(
      flag: "--timeout", key: nil, subcommands: interactive, value: .seconds,
      help: "give up after SECONDS (decimals allowed), counted from the start: the terminal restored, keys "
        + "typed but not read discarded, nothing printed, exit 124; the time left shows under 10 seconds",
      section: .command,
      action: .set { settings, value in settings.display.timeout = Timeout(value.text) }),
    .boolean(
      "--plain", interactive, .command,
      help: "ask in plain lines, one per question, read with the terminal's own line editing: for screen "
        + "readers and terminals that cannot place the cursor (also TFIELD_PLAIN=1, and by itself under "
        + "TERM=dumb); with no terminal, the answers are stdin's lines"
    ) { $0.display.plain = $1 },
    .choice(
      "--color", interactive.filter { $0 != .choose }, .command, name: "WHEN", of: ColorMode.self,
      notes: [
        .auto: "when the terminal has colours and NO_COLOR is unset", .always: "despite NO_COLOR",
        .never: "attributes only",
      ],
      default: .auto, help: "when to draw in colour"
    ) { $0.display.color = $1 },
    .boolean(
      "--vi", [.input, .write, .form, .prompt, .choose], .command,
      help: "edit text with readline's vi keys: typing inserts, Escape goes to command mode (h l w b e 0 $ "
        + "f t x r ~ d c y p u . and the rest; docs/keys.md); also TFIELD_EDITING_MODE=vi"
    ) { $0.display.vi = $1 },
    .text(
      "--color", [.choose], .command, name: "WHEN|SPEC",
      help: "when to draw in colour (auto: when the terminal has colours and NO_COLOR is unset; always: "
        + "despite NO_COLOR; never: attributes only), or fzf's colour spec over the theme: "
        + "ELEMENT:COLOR[:ATTRIBUTE...] words (fg, bg, hl, fg+, bg+, hl+, info, prompt, pointer, marker, "
        + "header, border, label, query, ...) and the bases dark, light, 16, bw; see docs/themes.md"
    ) { settings, value in
      if let mode = ColorMode(rawValue: value) {
        settings.display.color = mode
      } else {
        settings.display.colorSpec = value
      }
    },
    .text(
      "--theme", interactive, .command, name: "NAME|FILE",
      help:
        "the colours and attributes drawn (also TFIELD_THEME): default, base16, dracula, catppuccin, nord, "
        + "high-contrast, or a theme file (JSON; a path with a / or ending in .json); NO_COLOR and --color "
        + "never still draw no colour; see docs/themes.md"
    ) { $0.display.theme = $1 },
  ]

  /// Help and the version.
  static let generalOptions: [Option] = [
    Option(
      flag: "--help", shortFlags: ["-h"], key: nil, subcommands: Subcommand.allCases, beforeSubcommand: true,
      value: .boolean, help: "show this help", section: .general, action: .help),
    Option(
      flag: "--version", key: nil, subcommands: [], beforeSubcommand: true, value: .boolean,
      help: "print the version", section: .general, action: .version),
  ]
}
