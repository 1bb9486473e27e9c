import FieldChoices
import TFieldArguments
import TFieldOptions
import TerminalFields

extension Messages {
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
        "\(flag): expected rows, at least \(ListHeight.minimumRows), a share of the terminal like 40%, or the "
        + "terminal's rows less N like -2, each with ~ before it for at most that (~40%), got \(JSONText.string(got))"
    case .heightWithFullscreen:
      return "--height: a list below the cursor takes it; with --fullscreen the list takes the whole screen"
    case .notALabelPosition(let flag, let got):
      return
        "\(flag): expected a column (N from the left, -N from the right, 0 or center for the middle), "
        + ":top or :bottom after it, got \(JSONText.string(got))"
    case .notAMinimumHeight(let flag, let got):
      return "\(flag): expected rows from 0 to 9999, with + after them for that many items shown, got "
        + JSONText.string(got)
    case .notATmuxPopup(let flag, let got):
      return
        "\(flag): expected [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native], each SIZE cells "
        + "(0 to 9999) or a share of the window (0% to 100%), got \(JSONText.string(got))"
    case .notASpacing(let flag, let got):
      return
        "\(flag): expected 1 to 4 sizes joined by commas (top, right, bottom, left), each cells like 2 "
        + "(0 to 9999) or a share of the screen like 10% (0% to 49%), got \(JSONText.string(got))"
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
      case .noPlaceholder:
        return "\(flag): template should include at least 1 placeholder: \(got) (columns as 1,3.., or a "
          + "template as '{1}: {3..}' with {N}, {-N}, {N..M}, {n})"
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
    case .notAMultiLineMarker(let got):
      return "--marker-multi-line: 3 characters of 1 column each (the first, middle and last rows' "
        + "markers), without control characters, got \(JSONText.string(got))"
    case .notAScrollbar(let flag, let got):
      return
        "\(flag)=C: one column of text without control characters (or nothing), got \(JSONText.string(got))"
    case .badBinding(let value, let part, let kind):
      let what =
        switch kind {
        case .key: "\(JSONText.string(part)) is not a key name (fzf's names: ctrl-a, alt-x, f1, enter…)"
        case .action: "\(JSONText.string(part)) is not an action tfield choose has (see tfield choose --help)"
        case .entry: "\(JSONText.string(part)) is not KEY:ACTION"
        }
      return "--bind \(JSONText.string(value)): " + what
    case .bindAction(let subcommand, let value, let action, let known):
      return
        "--bind \(JSONText.string(value)): \(JSONText.string(action)) is not an action tfield \(subcommand.rawValue) "
        + "has; its actions: \(known.joined(separator: ", ")) (docs/keys.md)"
    case .defaultOptions(let inner):
      return "TFIELD_DEFAULT_OPTS: " + describe(inner)
    case .defaultOptionsFile(let path, let line, let inner):
      return "TFIELD_DEFAULT_OPTS_FILE: \(path):\(line): " + describe(inner)
    case .defaultOptionsFileUnreadable(let path, let reason):
      return "TFIELD_DEFAULT_OPTS_FILE: \(path): \(reason)"
    case .notAShell(let got, let reason):
      let why =
        switch reason {
        case .empty: "no shell command given (a program and its flags, as 'bash -c')"
        case .unclosedQuote: "a quote is not closed"
        case .notFound(let program, let reason): "\(JSONText.string(program)): \(reason)"
        }
      return "--with-shell \(JSONText.string(got)): \(why)"
    case .unclosedQuote(let line):
      return "a quote is not closed in \(JSONText.string(line))"
    case .configuration(let configuration):
      return describe(configuration)
    case .notAWalker(let got):
      return
        "--walker: expected \(FileWalker.optionWords.joined(separator: ", ")), comma-separated, with file or dir "
        + "among them, got \(JSONText.string(got))"
    case .notADirectory(let flag, let got):
      return "\(flag): \(JSONText.string(got)) is not a directory"
    case .notAListenAddress(let problem):
      return "--listen: \(problem) ([ADDR:]PORT, PORT from 0 to 65535, or a path ending in .sock)"
    }
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
}
