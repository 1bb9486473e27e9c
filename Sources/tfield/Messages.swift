import FieldEngine
import FormFiles
import TFieldArguments
import TFieldOptions
import TerminalFields

/// Everything that stops `tfield` with exit status 2, as data.
enum ToolError: Error, Equatable, Sendable {
  /// A mistake on the command line.
  case usage(UsageError)
  /// A form file that cannot be used.
  case formFile(FormFileError)
  /// Rules from flags that make no sense (`--allow ""`).
  case configuration(ConfigurationError)
  /// Fields that cannot make a form (two with one id).
  case form(FormError)
  /// No usable terminal.
  case terminal(TerminalSessionError)
  /// stdin could not be read (the system's reason).
  case stdinUnreadable(String)
  /// stdin was closed at the start (`<&-`), and the subcommand reads it.
  case stdinClosed(StdinUse)
  /// stdout was closed at the start (`>&-`), and the subcommand prints on it.
  case stdoutClosed
  /// stdin is not UTF-8.
  case stdinNotUTF8
  /// `form --output shell` with an id that cannot be a shell variable.
  case notAShellName(id: String)
  /// `choose` with nothing to choose from: no arguments, stdin the terminal, and no `--other`.
  case noItems
  /// `choose --output json` of an item that is not UTF-8 (shown with U+FFFD).
  case itemNotUTF8(String)
  /// stdout could not be written (the system's reason).
  case outputFailed(String)
  /// Plain mode with answers from stdin ended before an answer.
  case noAnswerOnStdin
  /// Plain mode with answers from stdin, and the subcommand's input asked from stdin too
  /// (`choose` without items, `form -`).
  case stdinHoldsBoth(Subcommand)
  /// A form file's field runs a command (`validate`) and `form` was not given `--allow-commands`.
  case commandsNotAllowed(form: String, field: String, key: String)
}

/// What a subcommand reads from stdin.
enum StdinUse: Equatable, Sendable {
  /// `check`'s value, without `--value`.
  case value
  /// `form -`'s form file.
  case formFile
  /// `choose`'s items, without items as arguments.
  case items
  /// Plain mode's answers, with no terminal.
  case answers(Subcommand)
}

/// Every sentence `tfield` itself says about an error, in one place. The engine's sentences
/// (rules, violations, configuration) come from `Wording`.
enum Messages {
  /// Plain mode's line for a list with nothing in it (stdin ended without an item).
  static let emptyList = "no items: stdin ended without one"

  /// The line for stderr, without its newline: "tfield: …".
  static func line(for error: ToolError) -> String {
    "tfield: " + describe(error)
  }

  /// An error in words.
  static func describe(_ error: ToolError) -> String {
    switch error {
    case .configuration(let configuration): describe(configuration)
    case .usage(let usage): describe(usage)
    case .formFile(let file): describe(file)
    case .form(let form): Wording.describe(form)
    case .terminal(let terminal): terminal.description + plainHint(for: terminal)
    case .stdinUnreadable(let reason): "cannot read stdin: \(reason)"
    case .stdinNotUTF8: "stdin is not UTF-8 text"
    case .stdinClosed(.value): "check: stdin is closed, and the value is read from it without --value"
    case .stdinClosed(.formFile):
      "form -: stdin is closed, so the form file cannot come from it; give its path"
    case .stdinClosed(.items):
      "choose: stdin is closed, and the items are read from it when none are given as arguments"
    case .stdinClosed(.answers(let subcommand)):
      "\(subcommand.rawValue): stdin is closed, and plain mode with no terminal reads the answers from it"
    case .stdoutClosed:
      "stdout is closed, so the result would be lost: redirect it instead (>/dev/null discards it)"
    case .itemNotUTF8(let item):
      "choose: the item \(JSONText.string(item)) is not UTF-8 text, which a JSON string cannot hold "
        + "without changing it; print it with --output plain (and --print0 when items may hold line breaks)"
    case .outputFailed(let reason): "cannot write the result to stdout: \(reason)"
    case .noItems:
      "choose: no items: give them as arguments or as lines on stdin, or offer --other"
    case .noAnswerOnStdin: "no answer on stdin"
    case .stdinHoldsBoth(.form):
      "form -: plain mode with no terminal reads the answers from stdin, so the form file cannot come from "
        + "stdin too; give its path"
    case .stdinHoldsBoth(let subcommand):
      "\(subcommand.rawValue): plain mode with no terminal reads the answers from stdin, so the items cannot "
        + "come from stdin too; give them as arguments"
    case .commandsNotAllowed(let form, let field, let key):
      "form \(VisibleText.visible(form)): the field \"\(VisibleText.visible(field))\" runs a command (its \"\(key)\" "
        + "key); a form file is data that may come from anyone, so give --allow-commands if you trust this one"
    case .notAShellName(let id):
      "--output shell: the field id \"\(id)\" is not a shell variable name (letters, digits and _, "
        + "not starting with a digit)"
    }
  }

  /// Where plain mode would have asked, after a terminal's error that `--plain` gets past (it is
  /// never said with `--plain`, which asks instead); nothing after the others.
  static func plainHint(for error: TerminalSessionError) -> String {
    switch error {
    case .noTerminal: "; with --plain (or TFIELD_PLAIN=1) the answers are read from stdin, a line each"
    case .terminalTypeUnset, .unknownTerminalType:
      "; --plain (or TFIELD_PLAIN=1) asks in plain lines, which need no terminal type"
    case .terminalCannotPlaceCursor, .sessionAlreadyOpen, .setupFailed: ""
    }
  }

  /// A command-line mistake in words, with where to find help.
  static func describe(_ error: UsageError) -> String {
    switch error {
    case .missingSubcommand:
      return "missing subcommand (\(subcommandList)); see tfield --help"
    case .optionBeforeSubcommand(let flag, let suggestion?):
      return "missing subcommand before \(flag)\(didYouMean(suggestion)); see tfield --help"
    case .optionBeforeSubcommand(let flag, nil):
      return "missing subcommand before \(flag) (\(subcommandList)); see tfield --help"
    case .unknownSubcommand(let word, let suggestion?):
      return "unknown subcommand \"\(word)\"\(didYouMean(suggestion.rawValue)); see tfield --help"
    case .unknownSubcommand(let word, nil):
      return "unknown subcommand \"\(word)\" (\(subcommandList)); see tfield --help"
    case .unknownOption(let flag, let subcommand, let suggestion):
      return
        "\(subcommand.rawValue): unknown option \(flag)\(didYouMean(suggestion)); see tfield \(subcommand.rawValue) --help"
    case .missingValue(let flag):
      return "\(flag): missing value"
    case .unexpectedValue(let flag):
      return "\(flag): takes no value"
    case .notAWholeNumber(let flag, let got, let range):
      return "\(flag): expected \(WholeNumberProblem.describe(range)), got \(JSONText.string(got))"
    case .outOfRange(let flag, let got, let range):
      return "\(flag): " + outOfRange(got, range)
    case .notAChoice(let flag, let got, let choices):
      return "\(flag): expected one of \(choices.joined(separator: ", ")), got \(JSONText.string(got))"
    case .repeated(let flag):
      return "\(flag): given more than once"
    case .notATiebreak(let flag, let reason):
      return "\(flag): \(reason)"
    case .unexpectedArgument(let word, let subcommand):
      return "\(subcommand.rawValue): unexpected argument \(JSONText.string(word))"
    case .missingFile:
      return "form: missing the form file; see tfield form --help"
    case .needsNumberKind(let flag, let needs):
      return "\(flag): give \(needs.joined(separator: " or ")) with it"
    case .bothNumberKinds:
      return "--integer and --decimal: give one of them"
    case .notAHeight(let flag, let got):
      return
        "\(flag): expected rows, at least \(ListHeight.minimumRows), or a share of the terminal like 40%, "
        + "either with ~ before it for at most that (~40%), got \(JSONText.string(got))"
    case .heightWithFullscreen:
      return "--height: a list below the cursor takes it; with --fullscreen the list takes the whole screen"
    case .history(let problem):
      return describe(
        problem,
        name: {
          "--" + ["history", "history-size", "suggest", "complete", "complete-cmd", "complete-path"][$0]
        })
    case .severalSelectedWithoutMulti(let count):
      return "--selected: given \(count) times; a list of one choice has one current choice (give --multi)"
    case .limitBelowOne:
      return "--limit: at least 1"
    case .moreSelectedThanLimit(let count, let limit):
      return "--selected: given \(count) items; --limit \(limit) lets the list choose at most \(limit)"
    case .preview(let flag, let got, let reason):
      switch reason {
      case .temporaryFile: return "\(flag): \(got): values in a temporary file (fzf's {f}) are not offered"
      case .invalidWord: return "\(flag): invalid preview window option: \(got)"
      case .unsupportedWord: return "\(flag): \(got) is fzf's, but not offered here"
      case .tooLarge: return "\(flag): \(got): the preview takes at most 99%"
      }
    case .columns(let flag, let got, let reason):
      switch reason {
      case .invalidFormat:
        return "\(flag): invalid format: \(got) (columns as 1, -1, 2.., ..3, 1..3, .., comma-separated)"
      case .unsupportedPattern(let construct):
        return "\(flag): \(got): \(construct) is Go's regular-expression syntax that tfield does not match "
          + "(see docs/migration-from-fzf.md)"
      case .repeatCount(let written):
        return "\(flag): \(got): the repeat \(written) counts more than \(DelimiterPattern.maximumRepeat) "
          + "(or its minimum is above its maximum), which Go's regular expressions refuse too"
      case .patternTooLarge:
        return "\(flag): \(got): the expression is too large to match with (its repeats expand to more than "
          + "\(DelimiterPattern.maximumInstructions) steps); use smaller repeats"
      case .withOther:
        return "\(flag) and --other: give one of them (a new item has no columns to show apart)"
      }
    case .queryAndFilter:
      return
        "--query and --filter: give one of them (--filter is the query of a list printed without a terminal)"
    case .calendarWithoutDay(let layout?):
      return "--calendar: the date format \(JSONText.string(layout)) has no day (DD) for a calendar to pick"
    case .calendarWithoutDay(nil):
      return "--calendar: give --date with a day (like --date YYYY-MM-DD): a calendar picks days"
    case .notATimeout(let flag, let got):
      return
        "\(flag): expected seconds, more than 0 and less than \(Timeout.limit) (like 30 or 2.5), "
        + "got \(JSONText.string(got))"
    case .missingShell(let subcommand):
      return
        "\(subcommand.rawValue): missing the shell (bash, zsh or fish); see tfield \(subcommand.rawValue) --help"
    case .fzfOnly(let flag):
      return
        "choose: \(flag) is fzf's, and tfield choose does not take it; docs/migration-from-fzf.md says what "
        + "to use instead"
    case .unknownKey(let flag, let name):
      return
        "\(flag): \(JSONText.string(name)) is not a key name (fzf's names: ctrl-a, alt-x, f1, enter, esc, tab, "
        + "btab, up, pgdn, space, a single character…; see docs/migration-from-fzf.md)"
    case .notAMark(let flag, let got):
      return "\(flag): 1 or 2 columns of text without control characters, got \(JSONText.string(got))"
    case .badBinding(let value, let part, let kind):
      let what =
        switch kind {
        case .key: "\(JSONText.string(part)) is not a key name (fzf's names: ctrl-a, alt-x, f1, enter…)"
        case .action: "\(JSONText.string(part)) is not an action tfield choose has (see tfield choose --help)"
        case .entry: "\(JSONText.string(part)) is not KEY:ACTION"
        }
      return "--bind \(JSONText.string(value)): " + what
    case .defaultOptions(let inner):
      return "TFIELD_DEFAULT_OPTS: " + describe(inner)
    case .unclosedQuote(let line):
      return "a quote is not closed in \(JSONText.string(line))"
    case .configuration(let configuration):
      return describe(configuration)
    }
  }

  /// Rules that make no sense, named by the flag at fault: "--allow: …".
  static func describe(_ configuration: ConfigurationError) -> String {
    OptionTable.flag(for: configuration.rule) + ": " + configuration.description
  }

  /// A history setting's mistake, the options named by `name` (0 the history file, 1 its size,
  /// 2 the suggestions file, 3 4 5 the completion file, command and paths).
  static func describe(_ problem: HistorySettings.Problem, name: (Int) -> String) -> String {
    switch problem {
    case .sizeWithoutFile: "\(name(1)): give \(name(0)) with it"
    case .onPassword(.suggestionsFile): "\(name(2)): a password field takes no suggestions"
    case .onPassword(.completion):
      "\(name(3)): a password field has no completion menu: it would show values in clear"
    case .severalCompleters: "\(name(3)), \(name(4)), \(name(5)): give one of them to a field"
    case .onPassword: "\(name(0)): a password field never reads or writes a history"
    }
  }

  /// A whole number out of its range, as written: "99999999999999999999 is too large (at most
  /// 9223372036854775807)", "expected a whole number from 1 to 1000, got 0".
  static func outOfRange(_ got: String, _ range: ClosedRange<Int>) -> String {
    if range.upperBound == .max && !got.hasPrefix("-") { return "\(got) is too large (at most \(Int.max))" }
    return "expected \(WholeNumberProblem.describe(range)), got \(got)"
  }

  /// " (did you mean --max-length?)", or nothing without a suggestion.
  static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean \($0)?)" } ?? ""
  }

  /// "input, form, check, prompt, choose, confirm or completions".
  static var subcommandList: String {
    let names = Subcommand.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// A form-file mistake: `form.json: field "email" (index 2): unknown key "maxLen" (line 7, column 5)`.
  static func describe(_ error: FormFileError) -> String {
    var head = error.file + ": "
    if let field = error.field {
      head +=
        field.id.map { "field \(JSONText.string($0)) (index \(field.index)): " }
        ?? "field at index \(field.index): "
    }
    let at = error.position.map { " (line \($0.line), column \($0.column))" } ?? ""
    switch error.problem {
    case .unreadable(let reason): return head + "cannot read the file: \(reason)"
    case .invalidJSON(let problem):
      let position = error.position.map { " at line \($0.line), column \($0.column)" } ?? ""
      return head + "invalid JSON\(position): " + describe(problem)
    case .unknownKey(let key):
      let known = error.field == nil ? "title, fields" : OptionTable.keys.joined(separator: ", ")
      return head + "unknown key \(JSONText.string(key))\(at); known keys: \(known)"
    case .duplicateKey(let key): return head + "key \(JSONText.string(key)) given twice\(at)"
    case .wrongType(let key, let expected):
      let subject = key.map { JSONText.string($0) + " must be " } ?? "expected "
      return head + subject + describe(expected) + at
    case .missingFields: return head + "missing \"fields\", the list of fields"
    case .noFields: return head + "\"fields\" is empty: a form needs at least one field\(at)"
    case .missingID: return head + "missing \"id\"\(at)"
    case .emptyID: return head + "\"id\" is empty\(at)"
    case .duplicateID(let first): return head + "the id is already used by the field at index \(first)\(at)"
    case .configuration(let configuration): return head + configuration.description + at
    case .needsFormat(let key, let formats):
      // A switch is given as true, a format with a value by its value's name: "date": "FORMAT".
      let kinds = formats.map { key in
        let value = OptionTable.option(key: key)?.value
        return JSONText.string(key) + ": " + (value == .boolean ? "true" : JSONText.string(value?.name ?? ""))
      }
      .joined(separator: " or ")
      return head + "\(JSONText.string(key)) needs \(kinds)\(at)"
    case .outOfRange(let key, let literal, let range):
      let problem =
        literal.hasPrefix("-") && range.lowerBound == 0
        ? " must be 0 or more, got \(literal)" : ": " + outOfRange(literal, range)
      return head + JSONText.string(key) + problem + at
    case .history(let problem):
      return head
        + describe(
          problem,
          name: {
            JSONText.string(
              ["history", "historySize", "suggest", "complete", "completeCmd", "completePath"][$0])
          })
        + at
    case .historyOutside(let path, let resolved, let folders):
      let leads = resolved == path ? "" : " (\(resolved))"
      return head + "\"history\": \(JSONText.string(path))\(leads) is outside "
        + folders.joined(separator: " and ")
        + ": a form file's history must be in its own folder or in tfield's state folder"
    }
  }

  private static func describe(_ expected: FormFileError.ExpectedType) -> String {
    switch expected {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .wholeNumber: "a whole number"
    case .boolean: "true or false"
    case .choice(let words): "one of " + words.map(JSONText.string).joined(separator: ", ")
    case .number: "a number"
    case .seconds: "a number of seconds above 0, like 5 or 0.5"
    }
  }

  private static func describe(_ problem: JSONSyntaxError.Problem) -> String {
    switch problem {
    case .expected(let what): "expected \(what)"
    case .invalidEscape: "invalid escape in a string"
    case .controlInString: "a control character in a string must be escaped"
    case .invalidUTF8: "a string is not UTF-8"
    case .loneSurrogate: "a \\u escape is half of a surrogate pair"
    case .tooDeep: "nested more than \(JSONReader.maximumDepth) levels deep"
    }
  }

  /// `check`'s line on stderr for one violation: "maxLength: longer than the limit of 5 characters: 6",
  /// the rule named as the option table names it.
  static func violationLine(_ violation: Violation) -> String {
    OptionTable.name(of: violation.rule) + ": " + violation.message
  }

  /// stderr's line when the result cannot be written to stdout (its reader closed the pipe and
  /// SIGPIPE is ignored).
  static func outputFailed(_ reason: String) -> String {
    "tfield: cannot write the result to stdout: \(reason)"
  }

  /// The message row for an initial value that lost something to the rules.
  static func initialValueNotice(label: String, _ message: String) -> String {
    label.isEmpty ? "initial value: \(message)" : "\(label): initial value: \(message)"
  }
}
