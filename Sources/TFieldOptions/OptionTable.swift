import FieldEngine

/// Every option of `tfield`, written once: the rule options of `input`, `check`, `prompt` and
/// `choose` (and, as keys, of a form file's fields), each subcommand's own options, and help.
/// The flag parser (`TFieldArguments`), the form-file reader (`FormFiles`), `tfield --help`, the
/// messages that name an option, violations' rule names and `docs/tfield-options.md` all read
/// these rows. Adding an option is adding a row.
///
/// The order is the docs' and the help's; the keys come in the order a form file's known keys
/// are listed.
public enum OptionTable {
  /// The subcommands that take the rule options.
  static let ruled: [Subcommand] = [.input, .check, .prompt, .choose]
  /// The rule options that hold for each line of `write`'s text as well.
  static let ruledPerLine: [Subcommand] = ruled + [.write]
  /// The subcommands that ask on the terminal.
  static let interactive = Subcommand.allCases.filter(\.isInteractive)

  /// Every option, in order.
  public static let options: [Option] = [
    .text(
      nil, key: "id", [], .field, name: "TEXT",
      help: "the field's key in the output: required, not empty, unique in the form"
    ) { $0.spec.id = $1 },
    .text(
      "--label", key: "label", [.input, .write], .field, name: "TEXT", help: "the label beside the field"
    ) {
      $0.spec.label = $1
    },
    .text(
      "--value", key: "value", [.input, .prompt, .write], .field, name: "TEXT",
      help: "the initial text, put through the paste policy; what it loses is shown"
    ) { $0.spec.value = $1 },

    limit(
      .characters, "--max-length", "maxLength", help: "at most N characters (user-perceived: \"👍🏽\" is 1)"),
    .wholeNumber(
      "--max-length", [.write], .rules,
      help: "at most N characters in the whole text, a line break counting one (\"👍🏽\" is 1)"
    ) { $0.spec.rules.setLimit($1, in: .characters) },
    .wholeNumber(
      "--max-lines", [.write], .rules, help: "at most N lines (at least 1): Enter and a paste stop there"
    ) { $0.maxLines = max(1, $1) },
    limit(.scalars, "--max-scalars", "maxScalars", help: "at most N Unicode scalars"),
    limit(.utf8Bytes, "--max-bytes", "maxBytes", help: "at most N bytes of UTF-8"),
    limit(.utf16CodeUnits, "--max-utf16", "maxUTF16", help: "at most N UTF-16 code units"),
    limit(.columns, "--max-columns", "maxColumns", help: "at most N terminal columns"),
    .text(
      "--allow", key: "allow", ruledPerLine, .rules, name: "CHARS", rule: .allowedCharacters,
      help: "only these characters (at least one)"
    ) { $0.spec.rules.allowedCharacters = $1 },
    .text(
      "--deny", key: "deny", ruledPerLine, .rules, name: "CHARS", rule: .bannedCharacters,
      help: "never these characters"
    ) { $0.spec.rules.bannedCharacters = $1 },
    .choice(
      "--on-type", key: "onType", ruledPerLine, .rules, name: "POLICY", of: EditPolicy.self,
      notes: policyNotes,
      default: .reject, help: "what typing does with what does not fit"
    ) { $0.spec.rules.typingPolicy = $1 },
    .choice(
      "--on-paste", key: "onPaste", ruledPerLine, .rules, name: "POLICY", of: EditPolicy.self,
      notes: policyNotes,
      default: .filter, help: "what paste, yank and the initial value do with what does not fit"
    ) { $0.spec.rules.pastePolicy = $1 },
    .boolean(
      "--required", key: "required", ruledPerLine, .rules, rule: .required,
      help: "the value must hold a character that is not white space (a blank value is empty)"
    ) { $0.spec.required = $1 },
    .wholeNumber(
      "--min-length", key: "minLength", ruled, .rules, rule: .minLength,
      help: "at least N characters (an empty value passes unless required)"
    ) { $0.spec.minLength = $1 },

    .text(
      "--mask", key: "mask", ruled, .formats, name: "TEMPLATE", rule: .mask,
      help: "an input mask: 0 digit, 9 optional digit, # optional digit or sign, D digit 1-9, d optional, "
        + "H hexadecimal digit, h optional, L letter, ? optional letter, A letter or digit, a optional, "
        + "& any character but a space, C optional, > upper case, < lower case, | as typed, \\x the literal x, "
        + "anything else a literal"
    ) { $0.format.setMask($1) },
    .boolean(
      "--integer", key: "integer", ruled, .formats, rule: .integer, help: "a whole number, like -12"
    ) { $0.format.setKind(.integer, $1) },
    .boolean(
      "--decimal", key: "decimal", ruled, .formats, rule: .decimal, help: "a decimal number, like -2.5"
    ) { $0.format.setKind(.decimal, $1) },
    .formatValue(
      "--min", key: "min", ruled, rule: .minimum, needs: [.integer, .decimal, .date],
      help: "the smallest number, date or time allowed"
    ) { $0.format.setBound(.minimum, $1) },
    .formatValue(
      "--max", key: "max", ruled, rule: .maximum, needs: [.integer, .decimal, .date],
      help: "the largest number, date or time allowed"
    ) { $0.format.setBound(.maximum, $1) },
    .wholeNumber(
      "--places", key: "places", ruled, .formats, rule: .places, needs: [.decimal],
      help: "at most N digits after the point"
    ) { $0.format.setPlaces($1) },
    .text(
      "--group", key: "group", [.input, .check, .prompt], .formats, name: "SEP", rule: .group,
      needs: [.integer, .decimal],
      help: "show the integer digits in groups of three with SEP between them, like , (1,234,567) or _ "
        + "(1_234_567): only shown; typing, the value and check keep the digits alone"
    ) { $0.format.setGroupSeparator($1) },
    .text(
      "--date", key: "date", ruled, .formats, name: "FORMAT", rule: .date,
      help: "a date, a time of day or both, checked while typing against the calendar: YYYY MM DD hh "
        + "(00-23) mm ss and separators, like YYYY-MM-DD, DD.MM.YYYY, hh:mm, YYYY-MM-DD hh:mm; each part "
        + "once, a day with its month, a month with its year; \\x the literal x"
    ) { $0.format.setDate($1) },
    .boolean(
      "--iso", key: "iso", [.input, .check, .prompt], .field, rule: .iso, needs: [.date],
      help:
        "print a date field's value in ISO 8601 (2024-02-29, 14:30, 2024-02-29T14:30) instead of as typed; "
        + "check reads it so"
    ) { $0.format.setISO($1) },
    .boolean(
      "--calendar", [.input, .prompt], .field, needs: [.date],
      help: "a month grid below a date field with a day (DD): arrows move by day and week, Page Up and "
        + "Page Down by month, carrying into the next month and year; typing still edits the text; days "
        + "out of --min/--max are greyed out and never reached (in a form, F3 shows it)"
    ) { $0.display.calendar = $1 },
    .choice(
      "--week-start", [.input, .prompt, .form], .field, name: "DAY", of: WeekStart.self, default: .monday,
      help: "the day a calendar's weeks start on"
    ) { $0.display.weekStart = $1 },
    .text(
      "--pattern", key: "pattern", ruled, .formats, name: "REGEX", rule: .pattern,
      help: "a pattern checked while typing: literals, [classes], ranges, ., \\d \\w \\s, * + ? {m,n}, |, "
        + "groups; keys that can no longer lead to a match are refused"
    ) { $0.format.setPattern($1) },
    .text(
      "--validate", key: "validate", ruled, .rules, name: "CMD",
      help: "check the value with a shell command before it is accepted: the value as printed and a line "
        + "feed on its stdin, exit 0 accepts, anything else refuses with the first line of its stderr as the "
        + "reason (\"checking…\" shows; Escape cancels the check only); for choose, its new items"
    ) { $0.validation.command = $1 },
    .boolean(
      "--validate-while-typing", key: "validateWhileTyping", ruled, .rules,
      help: "also run --validate's command when typing pauses (300 ms), in the background, and show its "
        + "reason while you type"
    ) { $0.validation.whileTyping = $1 },
    Option(
      flag: "--validate-timeout", key: "validateTimeout", subcommands: ruled, value: .seconds,
      help: "how long --validate's command may take before the value is refused as not checked "
        + "(decimals allowed; default 5)",
      section: .rules,
      action: .set { settings, value in
        settings.validation.timeout = Timeout(value.text) ?? settings.validation.timeout
      }),

    .boolean(
      "--password", key: "password", [.input, .prompt], .field,
      help: "echo one • per character; F4 shows the text"
    ) { $0.spec.isPassword = $1 },
    .text(
      "--placeholder", key: "placeholder", [.input, .prompt, .write], .field, name: "TEXT",
      help: "shown dimmed while the field is empty"
    ) { $0.spec.placeholder = $1 },
    .text(
      "--default", key: "default", [.input, .prompt], .field, name: "VALUE", rule: .defaultValue,
      help: "the value Enter submits when the field is empty (the hint says \"Enter for VALUE\"); it must "
        + "pass the field's rules"
    ) { $0.spec.defaultValue = $1 },
    .boolean(
      "--unmasked", key: "unmasked", [.input, .check], .field,
      help: "a mask field's value without its literals: input prints it so, check reads it so"
    ) { $0.spec.submitsLiterals = !$1 },

    Option(
      flag: "--history", key: "history", subcommands: [.input, .prompt], value: .path,
      help: "remember submitted values in FILE (one a line, created 0600) and recall them: ↑ and ↓ "
        + "(Ctrl-P and Ctrl-N in a form), Ctrl-R searches; the newest that starts with the text is "
        + "suggested (→ takes it); not with a password",
      section: .history, action: .set { settings, value in settings.history.file = value.text }),
    .wholeNumber(
      "--history-size", key: "historySize", [.input, .prompt], .history,
      help: "keep at most N entries in the history file (1000 when not given; 0 keeps none)"
    ) { $0.history.size = $1 },
    Option(
      flag: "--suggest", key: "suggest", subcommands: [.input, .prompt], value: .path,
      help: "suggest the rest of the values in FILE (one a line, a later line first) that start with the "
        + "text; never written; not with a password",
      section: .history, action: .set { settings, value in settings.history.suggestions = value.text }),
    .choice(
      "--suggest-case", key: "suggestCase", [.input, .prompt], .history, name: "CASE", of: SuggestCase.self,
      notes: [
        .sensitive: "a suggestion starts with the text as typed",
        .insensitive: "also one that starts with it in another case, after those that keep it; taking it "
          + "gives its case (\"p\" suggests \"Paris\", as fish does)",
        .smart: "insensitive while the text has no uppercase letter",
      ],
      default: .sensitive, help: "whether a suggestion's start must have the text's case"
    ) { $0.history.suggestionCase = $1 },
    Option(
      flag: "--complete", key: "complete", subcommands: [.input, .prompt], value: .path,
      help: "Tab completes from the lines of FILE: a single match at once, else a menu below the field, "
        + "narrowed as you type, as choose narrows its list; not with a password",
      section: .history, action: .set { settings, value in settings.history.completion.file = value.text }),
    .text(
      "--complete-cmd", key: "completeCmd", [.input, .prompt], .history, name: "CMD",
      help: "Tab completes from the lines CMD prints, run as sh -c CMD tfield TEXT (the text is $1) "
        + "in the background, again 150 ms after typing pauses"
    ) { $0.history.completion.command = $1 },
    .boolean(
      "--complete-path", key: "completePath", [.input, .prompt], .history,
      help: "Tab completes the text's last path component from its directory (~/ is home; hidden "
        + "entries after a typed .; directories end with /)"
    ) { $0.history.completion.paths = $1 },
    .boolean(
      "--complete-dirs", key: "completeDirs", [.input, .prompt], .history,
      help: "as --complete-path, directories only"
    ) { $0.history.completion.directoriesOnly = $1 },

    .text("--title", [.prompt], .command, name: "TEXT", help: "the title on the box's top border") {
      $0.title = $1
    },
    .text("--title", [.choose], .command, name: "TEXT", help: "the title row") { $0.title = $1 },
    .text("--message", [.prompt], .command, name: "TEXT", help: "the message above the field") {
      $0.message = $1
    },
    .item(
      "--selected", [.choose], .command, name: "ITEM", repeats: true,
      help: "mark ITEM: the current choice, highlighted; with --multi, any number of times, the items marked"
    ) { $0.selected.append($1) },
    .boolean(
      "--multi", short: ["-m"], [.choose], .command,
      help: "choose several items: Tab marks one and moves down, Shift-Tab marks and moves up; Enter "
        + "prints the marked items in the list's order, or the highlighted one when none is marked; "
        + "--multi=N and -mN are --limit N (as fzf's, N 0 turns it off)",
      attachedNumber: { settings, limit in
        settings.choice.multiple = limit > 0
        settings.choice.limit = limit > 0 ? limit : nil
      }
    ) {
      $0.choice.multiple = $1
      if !$1 { $0.choice.limit = nil }
    },
    .wholeNumber(
      "--limit", [.choose], .command, help: "at most N items marked, at least 1 (gives --multi)"
    ) {
      $0.choice.limit = $1
      $0.choice.multiple = true
    },
    .text("--query", short: ["-q"], [.choose], .command, name: "TEXT", help: "start with TEXT in the query") {
      $0.choice.query = $1
    },
    .text(
      "--filter", short: ["-f"], [.choose], .command, name: "QUERY",
      help: "no terminal: print the items QUERY matches, best first, one per line; exit status 1 when none "
        + "does (the options of the list on the terminal are ignored)"
    ) { $0.choice.filter = $1 },
    .boolean(
      "--exact", short: ["-e"], [.choose], .command,
      help: "a term matches as a substring rather than fuzzily ('term: fuzzily)"
    ) { $0.choice.exact = $1 },
    // Query and ranking (issue 25): case, accents, tiebreaks, order, scoring scheme, as fzf 0.38.
    Option(
      flag: "--ignore-case", shortFlags: ["-i"], key: nil, subcommands: [.choose], value: .boolean,
      help: "every term ignores case (fzf's -i), instead of smart case (a term with an uppercase letter "
        + "is case-sensitive)",
      section: .command,
      action: .set { settings, value in settings.choice.ignoresCase = value == .boolean(true) ? true : nil }),
    Option(
      flag: "--respect-case", shortFlags: ["+i"], key: nil, subcommands: [.choose], value: .boolean,
      help: "every term is case-sensitive (fzf's +i); the later of -i and +i counts",
      section: .command,
      action: .set { settings, value in settings.choice.ignoresCase = value == .boolean(true) ? false : nil }),
    .boolean(
      "--literal", [.choose], .command,
      help: "do not fold accents: by default, as in fzf, \"resume\" finds \"résumé\" (a term that has an "
        + "accented letter itself matches it as it is)"
    ) { $0.choice.foldsAccents = !$1 },
    .text(
      "--tiebreak", [.choose], .command, name: "CRITERIA",
      help: "how matches of equal score are ordered: up to 3 of length, begin, end, chunk, and index "
        + "(always last, given or not), comma-separated (default: length), as fzf's"
    ) { $0.choice.tiebreak = $1 },
    .boolean(
      "--no-sort", short: ["+s"], [.choose], .command,
      help: "keep the matches in the items' order instead of ranking them"
    ) { $0.choice.sorts = !$1 },
    .boolean(
      "--tac", [.choose], .command,
      help: "reverse the items' order: the last item read first (with --no-sort, the newest match first), "
        + "and later items first among equal matches"
    ) { $0.choice.reversesInput = $1 },
    .choice(
      "--scheme", [.choose], .command, name: "SCHEME", of: ScoringScheme.self,
      notes: [
        .default: "a word start after a space scores 10, after / , : ; | 9",
        .path: "for paths: a word start after / scores most, after a space less",
        .history: "for history: word starts score alike, equal matches keep the input's order",
      ],
      default: .default, help: "the scoring scheme, as fzf's --scheme"
    ) { $0.choice.scheme = $1 },
    .boolean("--read0", [.choose], .command, help: "stdin's items end with NUL bytes, not line feeds") {
      $0.choice.readsNUL = $1
    },
    .boolean(
      "--print0", [.choose], .command,
      help: "end each item printed (plain, url) or the output (json, shell) with a NUL byte, not a line feed"
    ) { $0.choice.printsNUL = $1 },
    .boolean(
      "--ansi", [.choose], .command,
      help: "show the items' SGR colours; escape sequences are left out of matching and of what is printed"
    ) { $0.choice.readsEscapes = $1 },
    // Columns (issue 25): cutting items into columns, matching and showing some, tab stops, as fzf 0.38.
    .text(
      "--delimiter", short: ["-d"], [.choose], .command, name: "STR",
      help: "how items are cut into columns for --nth, --with-nth and {1}: a literal string (\\t a tab), "
        + "or a regular expression when it has one of \\.+*?()|[]{}^$ (a subset of the Go syntax fzf reads: classes, "
        + "\\s \\d \\w, . * + ? {n,m}, |, groups, ^ $); by default AWK-style (blank-separated)"
    ) { $0.choice.delimiter = $1 },
    .text(
      "--nth", short: ["-n"], [.choose], .command, name: "N[,..]",
      help: "match only in these columns, fzf's index expressions: 1, -1 (the last), 2.., ..3, 1..3, .. "
        + "(each term within one of them)"
    ) { $0.choice.nth = $1 },
    .text(
      "--with-nth", [.choose], .command, name: "N[,..]",
      help: "show and match only these columns (joined, trailing blanks left out); the line as read is "
        + "chosen, printed and given to --preview's {}"
    ) { $0.choice.withNth = $1 },
    .wholeNumber(
      "--tabstop", [.choose], .command, in: 1...ChoiceSettings.maximumTabStop,
      help: "a tab reaches the next multiple of N terminal columns, in the list and the "
        + "preview (default 8)"
    ) { $0.choice.tabStop = $1 },
    // Scripting, as fzf's options do it.
    .boolean(
      "--print-query", [.choose], .command,
      help: "print the query as the first line (before --expect's key and the items), also when nothing "
        + "matches or with --filter; with --output json, an object {\"query\", \"key\", \"items\"}"
    ) { $0.choice.printsQuery = $1 },
    Option(
      flag: "--expect", key: nil, subcommands: [.choose], value: .text(name: "KEYS"),
      help: "these keys (fzf's names, comma-separated: ctrl-d,alt-enter,f2) choose as Enter does, and "
        + "the key's name is printed as a line before the items (an empty line for Enter)",
      section: .command,
      repeats: true, action: .set { settings, value in settings.choice.expectedKeys.append(value.text) }),
    .boolean(
      "--select-1", short: ["-1"], [.choose], .command,
      help: "when the query matches one item once the input has ended, choose it without drawing anything"
    ) { $0.choice.selectsOnlyMatch = $1 },
    .boolean(
      "--exit-0", short: ["-0"], [.choose], .command,
      help: "when the query matches nothing once the input has ended, exit 1 without drawing anything"
    ) { $0.choice.exitsWithoutMatch = $1 },
    // How the list looks, as fzf's options arrange it.
    .text(
      "--header", [.choose], .command, name: "TEXT",
      help: "show TEXT (its lines, their SGR colours drawn) between the query and the items"
    ) {
      $0.choice.header = $1
    },
    .wholeNumber(
      "--header-lines", [.choose], .command,
      help: "show the first N items as a header between the query and the items, never matched, chosen or "
        + "printed"
    ) { $0.choice.headerLines = $1 },
    .text(
      "--prompt", [.choose], .command, name: "TEXT",
      help: "the query's label (by default \"Query: \", or inline the title, which a prompt moves to a row "
        + "of its own)"
    ) { $0.choice.prompt = $1 },
    .choice(
      "--layout", [.choose], .command, name: "LAYOUT", of: ListLayout.self,
      notes: [
        .default: "the query at the bottom, the best item just above it, the rest upwards (fzf's default; ↑ "
          + "moves up the screen)",
        .reverse: "the query on top, the best item under it",
        .reverseList: "the query at the bottom, the items from the top down",
      ],
      default: .reverse, help: "where the query goes and which way the items run"
    ) { $0.choice.layout = $1 },
    .boolean("--reverse", [.choose], .command, help: "the same as --layout=reverse") {
      $0.choice.layout = $1 ? .reverse : .default
    },
    .choice(
      "--info", [.choose], .command, name: "STYLE", of: ListInfo.self,
      notes: [
        .default: "on a row of its own next to the query", .inline: "after the query", .hidden: "not shown",
      ],
      default: .inline, help: "where the count of matches goes"
    ) { $0.choice.info = $1 },
    .text(
      "--pointer", [.choose], .command, name: "TEXT",
      help: "drawn before the highlighted row (default ›, at most 2 columns)"
    ) {
      $0.choice.pointer = $1
    },
    .text(
      "--marker", [.choose], .command, name: "TEXT",
      help: "drawn before a marked item (default ✓, at most 2 columns)"
    ) {
      $0.choice.marker = $1
    },
    .boolean(
      "--cycle", [.choose], .command, help: "moving past the first or last row goes round to the other end"
    ) {
      $0.choice.cycles = $1
    },
    Option(
      flag: "--bind", key: nil, subcommands: [.choose], value: .text(name: "KEY:ACTION"),
      help: "bind keys to actions, fzf's way (ctrl-a:select-all,ctrl-d:deselect-all, several actions with "
        + "+): up, down, page-up, page-down, first (top), last, toggle, toggle-all, select-all, deselect-all, "
        + "accept, abort (cancel), clear-query, ignore, preview-up, preview-down, preview-page-up, "
        + "preview-page-down, preview-top, preview-bottom, toggle-preview, execute(CMD) (on the terminal), "
        + "execute-silent(CMD) (unseen), reload(CMD) (its lines become the items), CMD with --preview's "
        + "placeholders; a bound key no longer does what the key table says",
      section: .command, repeats: true,
      action: .set { settings, value in settings.choice.bindings.append(value.text) }),
    .boolean("--border", [.choose], .command, help: "draw a border around the list (fzf's rounded style)") {
      $0.choice.hasBorder = $1
    },
    // The preview pane (issue 25).
    .text(
      "--preview", [.choose], .command, name: "COMMAND",
      help: "show COMMAND's output beside the list for the highlighted item, run by sh as it moves: "
        + "{} the item, {n} its index, {q} the query, {1} {-1} {2..} its columns, {+} the marked items, "
        + "each quoted; up to 512 KiB and 10,000 lines, SGR colours kept; Shift-↑ Shift-↓ scroll it"
    ) { $0.choice.preview = $1 },
    .text(
      "--preview-window", [.choose], .command, name: "WORDS", repeats: true,
      help: "the preview's place and look, words joined by , or : (later ones win): right, left, up or "
        + "down; N cells or N% (50% by default); hidden; wrap; cycle; follow; ~N header lines; border or "
        + "noborder; +N or +{2}-/2 for its first line; default"
    ) { $0.choice.previewWindow.append($1) },
    .boolean(
      "--other", [.choose], .command,
      help: "a last row \"Other…\" prompts for a new item under the RULES; it is added (once), the list "
        + "sorted case-insensitively and the item chosen"
    ) { $0.offersOther = $1 },
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
      help: "how many rows the list takes below the cursor: N (at least 4) or N% of the terminal; ~N or ~N% "
        + "for as many as it needs, at most that (fzf's adaptive height; the most while items are read); "
        + "by default as many as it needs, at most 10",
      section: .command,
      action: .set { settings, value in settings.display.height = ListHeight(value.text) }),
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
      help: "let the form file's fields run commands (their \"validate\" and \"completeCmd\" keys); without "
        + "it such a file is refused, since a form file is data and may come from anyone"
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
      "--color", interactive, .command, name: "WHEN", of: ColorMode.self,
      notes: [
        .auto: "when the terminal has colours and NO_COLOR is unset", .always: "despite NO_COLOR",
        .never: "attributes only",
      ],
      default: .auto, help: "when to draw in colour"
    ) { $0.display.color = $1 },

    Option(
      flag: "--help", shortFlags: ["-h"], key: nil, subcommands: Subcommand.allCases, beforeSubcommand: true,
      value: .boolean, help: "show this help", section: .general, action: .help),
    Option(
      flag: "--version", key: nil, subcommands: [], beforeSubcommand: true, value: .boolean,
      help: "print the version", section: .general, action: .version),
  ]

  /// What each edit policy does, for help and completions.
  static let policyNotes: [EditPolicy: String] = [
    .reject: "refuse it whole", .truncate: "keep it up to what does not fit",
    .filter: "drop what does not fit",
  ]

  /// A maximum length in a unit.
  static func limit(_ unit: LengthUnit, _ flag: String, _ key: String, help: String) -> Option {
    .wholeNumber(flag, key: key, ruled, .rules, rule: .limit(unit), help: help) {
      $0.spec.rules.setLimit($1, in: unit)
    }
  }
}

extension OptionTable {
  /// The whole-text formats, of which a field takes one: `--mask`, `--integer`/`--decimal`,
  /// `--date`, `--pattern`.
  public static let formats: [[RuleName]] = [[.mask], [.integer, .decimal], [.date], [.pattern]]

  /// "only one of --mask, --integer/--decimal, --pattern" in a spelling.
  public static func oneFormat(_ spelling: Spelling) -> String {
    let names = formats.map { group in
      group.map { spelling == .commandLine ? flag(for: $0) : "\"\(key(for: $0))\"" }.joined(separator: "/")
    }
    return "only one of " + names.joined(separator: ", ")
  }
}
