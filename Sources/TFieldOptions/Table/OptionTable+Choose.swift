import FieldEngine

extension OptionTable {
  /// What `choose` chooses and how it matches and ranks: marks, limits, the query, the filter,
  /// case, accents, tiebreaks, order, the scoring scheme, how items are read and printed.
  static let chooseOptions: [Option] = [
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
      help:
        "how matches of equal score are ordered: up to 3 of length, begin, end, chunk, pathname, and index "
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
        .path: "for paths: a word start after / scores most, after a space less; equal matches by where "
          + "the match starts in the file name, then by length (unless --tiebreak says otherwise)",
        .history: "for history: word starts score alike, equal matches keep the input's order",
      ],
      default: .default, help: "the scoring scheme, as fzf's --scheme"
    ) {
      $0.choice.scheme = $1
      $0.choice.schemeGiven = true
    },
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
  ]

  /// How `choose` lists files itself when stdin is a terminal, as fzf 0.74's built-in walker.
  static let walkerOptions: [Option] = [
    .text(
      "--walker", [.choose], .command, name: "OPTS",
      help: "with no items given and stdin a terminal, list the paths below the current directory, as fzf's "
        + "walker: OPTS are file, dir, follow (enter links to directories), hidden (enter directories whose "
        + "names start with .), comma-separated, at least file or dir (default: file,follow,hidden); paths "
        + "show up while the walk goes on, ranked with --scheme path unless --scheme is given"
    ) { $0.choice.walker = $1 },
    Option(
      flag: "--walker-root", key: nil, subcommands: [.choose], value: .text(name: "DIR"),
      help: "walk DIR instead of the current directory (paths start with DIR/), and each directory in the "
        + "words after it, as fzf's --walker-root=DIR [...]; given again, more directories",
      section: .command, repeats: true, takesFollowingDirectories: true,
      action: .set { settings, value in settings.choice.walkerRoots.append(value.text) }),
    .text(
      "--walker-skip", [.choose], .command, name: "DIRS",
      help: "the walker leaves out directories with these names (or paths, with a /), comma-separated "
        + "(default: .git,node_modules)"
    ) { $0.choice.walkerSkip = $1 },
  ]

  /// How `choose` cuts items into columns, which it matches and shows, and its tab stops, as fzf
  /// 0.38 does.
  static let splittingOptions: [Option] = [
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
      help: "show and match only these columns (joined, trailing blanks left out), or a template as fzf "
        + "0.74's: '{2} ({1})' ({-1}, {2..}, {n} the item's number, each without the delimiter that ends it); "
        + "the line as read is chosen, printed and given to --preview's {}"
    ) { $0.choice.withNth = $1 },
    .text(
      "--accept-nth", [.choose], .command, name: "N[,..]",
      help: "print these columns of each item chosen instead of the line (also with --filter), or a "
        + "template as --with-nth's ('{1}:{3}'); the delimiter at the end left out, as fzf 0.74's"
    ) { $0.choice.acceptNth = $1 },
    .text(
      "--id-nth", [.choose], .command, name: "N[,..]",
      help: "the columns that name an item across reloads (--nth's expressions), as fzf 0.74's: with --track "
        + "or track-current, a reload looks for the highlighted item's columns among its items and highlights "
        + "that item, keys waiting meanwhile (+T* after the count; Escape stops looking); with --multi, a "
        + "reload-sync keeps the marks of the items whose columns come again"
    ) { $0.choice.idNth = $1 },
    .boolean(
      "--no-id-nth", [.choose], .command,
      help: "no --id-nth: undoes one given before (in TFIELD_DEFAULT_OPTS)"
    ) {
      if $1 { $0.choice.idNth = nil }
    },
    .wholeNumber(
      "--tabstop", [.choose], .command, in: 1...ChoiceSettings.maximumTabStop,
      help: "a tab reaches the next multiple of N terminal columns, in the list and the "
        + "preview (default 8)"
    ) { $0.choice.tabStop = $1 },
  ]

  /// What `choose` prints for a script, and when it chooses without drawing, as fzf's options do.
  static let scriptingOptions: [Option] = [
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
    Option(
      flag: "--history", key: nil, subcommands: [.choose], value: .path,
      help: "keep the queries chosen with in FILE (one a line, oldest first, created 0600), as fzf's: "
        + "Ctrl-P and Ctrl-N (previous-history, next-history) put the older and newer ones in the query",
      section: .command, action: .set { settings, value in settings.choice.historyFile = value.text }),
    .boolean(
      "--no-history", [.choose], .command,
      help: "no query history: undoes a --history given before (in TFIELD_DEFAULT_OPTS), as fzf's"
    ) { if $1 { $0.choice.historyFile = nil } },
    .wholeNumber(
      "--history-size", [.choose], .command, in: 1 ... .max,
      help: "keep at most N queries in the --history file (default 1000)"
    ) { $0.choice.historySize = $1 },
    .text(
      "--with-shell", [.choose], .command, name: "STR",
      help: "the shell command and flags that run every command the list runs (preview, execute, reload, "
        + "become, transform, TFIELD_DEFAULT_COMMAND), as fzf's: STR's words (split as a shell does), the "
        + "command line after them ('bash -c', 'zsh -ic'); placeholders quoted for fish when the program is "
        + "fish, for sh otherwise; by default $SHELL -c when $SHELL is a POSIX shell, else /bin/sh -c"
    ) { $0.choice.withShell = $1 },
    .boolean(
      "--listen", [.choose], .command,
      help: "take requests over HTTP while the list is open, as fzf 0.74's --listen[=[ADDR:]PORT]: POST / "
        + "with actions in --bind's syntax runs them, GET / (?limit=N&offset=N) answers the state as JSON; "
        + "on localhost, the port given or a free one (in FZF_PORT for the commands the list runs), or on a "
        + "Unix socket with --listen=PATH.sock (in FZF_SOCK); with FZF_API_KEY (or TFIELD_API_KEY) set, a "
        + "request must send it in X-API-Key, and another address needs one; actions that run commands are "
        + "left out of requests to another address",
      optionalText: { settings, address in
        settings.choice.listens = true
        settings.choice.listenAddress = address
        settings.choice.listenUnsafe = false
      }
    ) { settings, on in
      settings.choice.listens = on
      settings.choice.listenAddress = nil
      settings.choice.listenUnsafe = false
    },
    .boolean(
      "--listen-unsafe", [.choose], .command,
      help: "--listen, and requests to an address other than localhost may run commands too (execute, "
        + "reload, transform, become, change-preview), as fzf's --listen-unsafe",
      optionalText: { settings, address in
        settings.choice.listens = true
        settings.choice.listenAddress = address
        settings.choice.listenUnsafe = true
      }
    ) { settings, on in
      settings.choice.listens = on
      settings.choice.listenAddress = nil
      settings.choice.listenUnsafe = on
    },
  ]
}
