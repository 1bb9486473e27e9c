import FieldEngine

extension OptionTable {
  /// A field's history, suggestions and completion.
  static let historyOptions: [Option] = [
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
  ]
}
