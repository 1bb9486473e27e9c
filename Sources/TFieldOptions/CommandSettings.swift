import FieldEngine
import FieldIO

/// What options set: the spec of the field that the rule options describe, the format being
/// put together from its options, and the command's own settings. The flag parser fills one for
/// a command line, the form-file reader one per field; both read options through
/// `Option.apply(_:to:)` and finish with `finishedSpec()`, so a flag and its key cannot differ.
public struct CommandSettings: Equatable, Sendable {
  /// The field the rule options describe.
  public var spec: FieldSpec
  /// The format, from `--mask`, `--integer`/`--decimal`, `--min`, `--max`, `--places`, `--date`,
  /// `--iso` and `--pattern`.
  public var format = FormatDraft()
  /// How `input`, `form`, `prompt` and `choose` print what was entered.
  public var output = OutputFormat.plain
  /// How `check` reports.
  public var checkOutput = CheckOutput.plain
  /// The title: a prompt's top border, a list's title row.
  public var title = ""
  /// A prompt's message.
  public var message = ""
  /// The items a list marks at start (`--selected`, as bytes, in the order given).
  public var selected: [[UInt8]] = []
  /// A list offers "Other…" for a new item.
  public var offersOther = false
  /// What `choose` reads, matches and prints.
  public var choice = ChoiceSettings()
  /// The value's check by a command (`--validate`, `--validate-while-typing`,
  /// `--validate-timeout`).
  public var validation = Validation()
  /// `form` lets its file's fields run commands (`--allow-commands`).
  public var allowsCommands = false
  /// The value `check` checks; nil to read stdin.
  public var checkedValue: String?
  /// How the interactive subcommands draw: inline or full screen, and what they leave behind.
  public var display = Display()
  /// The field's history file and suggestions file (`--history`, `--history-size`, `--suggest`).
  public var history = HistorySettings()
  /// The answer `confirm` highlights at the start, which Enter alone takes.
  public var defaultAnswer = Answer.no
  /// What `confirm` prints.
  public var confirmOutput = ConfirmOutput.plain
  /// The most lines `write` takes (`--max-lines`); nil for no limit.
  public var maxLines: Int?

  /// The settings before any option: a field with the subcommand's id, and the default of every
  /// option the subcommand takes (for a form file's field, `subcommand` nil: of every key).
  public init(for subcommand: Subcommand?) {
    spec = FieldSpec(id: subcommand?.fieldID ?? "")
    let options = subcommand.map { OptionTable.options(for: $0) } ?? OptionTable.keyed
    for option in options {
      guard let value = option.defaultValue else { continue }
      option.apply(.text(value), to: &self)
    }
  }

  /// The spec with its format built from the format's options.
  ///
  /// - Throws: both number kinds given, a bound or places without a format that takes them,
  ///   `--iso` without `--date`, several formats, or a format that cannot be built.
  public func finishedSpec() throws(FormatDraft.Problem) -> FieldSpec {
    var spec = spec
    spec.rules.format = try format.textFormat()
    spec.submitsISO = format.iso
    if let command = validation.command {
      spec.asyncValidators.append(
        CommandCheck.validator(command, timeout: validation.duration, whileTyping: validation.whileTyping))
    }
    return spec
  }
}

/// A value's check by a shell command of the user's (`--validate CMD`).
public struct Validation: Equatable, Sendable {
  /// The command line, for `sh -c`; nil for none.
  public var command: String?
  /// The command also runs when typing pauses.
  public var whileTyping = false
  /// How long the command may run.
  public var timeout = Timeout(milliseconds: 5000)

  /// No check.
  public init() {}

  /// The time the command may run.
  public var duration: Duration { .milliseconds(timeout.milliseconds) }
}

/// A field's format being put together from its options, which may come in any order: a mask, a
/// pattern, or a number's or date's kind (`--integer`, `--decimal` or `--date`) with its bounds
/// and places once all are read. A field takes one format; more is a mistake `textFormat()` names.
public struct FormatDraft: Equatable, Sendable {
  /// The mask template (`--mask`), as written; nil for none.
  public private(set) var mask: String?
  /// The pattern (`--pattern`), as written; nil for none.
  public private(set) var pattern: String?
  /// The kinds given (`.integer`, `.decimal`), in order; more than one is a mistake.
  public private(set) var kinds: [RuleName] = []
  /// The date layout (`--date`), as written; nil for none.
  public private(set) var dateLayout: String?
  /// The value is handed on in ISO 8601 (`--iso`).
  public private(set) var iso = false
  /// The smallest value, as written.
  public private(set) var minimum: String?
  /// The largest value, as written.
  public private(set) var maximum: String?
  /// The most digits after the point.
  public private(set) var places: Int?
  /// The digit-group separator shown (`--group SEP`).
  public private(set) var groupSeparator: String?
  /// The bounds, places and group separator given (`.minimum`, `.maximum`, `.places`, `.group`),
  /// in order.
  public private(set) var given: [RuleName] = []

  /// What keeps a draft from being a format.
  public enum Problem: Error, Equatable, Sendable {
    /// Both `--integer` and `--decimal`.
    case bothKinds
    /// A bound or places without a kind: the first one given.
    case withoutKind(RuleName)
    /// Several formats, or a format that cannot be built (a malformed pattern, reversed bounds).
    case configuration(ConfigurationError)
  }

  /// Creates an empty draft: no format.
  public init() {}

  /// The kind chosen (`.integer` or `.decimal`), nil for none: what a format value is read as
  /// (`ValueKind.resolved(forFormat:)`).
  ///
  /// - Throws: both kinds.
  public func kind() throws(Problem) -> RuleName? {
    guard kinds.count <= 1 else { throw .bothKinds }
    return kinds.first ?? dateLayout.map { _ in .date }
  }

  /// Sets the mask template (`--mask TEMPLATE`, `"mask": "(000) 000-0000"`).
  public mutating func setMask(_ template: String) { mask = template }

  /// Sets the pattern (`--pattern REGEX`, `"pattern": "[A-Z]{2}"`).
  public mutating func setPattern(_ source: String) { pattern = source }

  /// Sets the date layout (`--date FORMAT`, `"date": "YYYY-MM-DD"`).
  public mutating func setDate(_ layout: String) { dateLayout = layout }

  /// Asks for the value in ISO 8601 (`--iso`), or not.
  public mutating func setISO(_ on: Bool) { iso = on }

  /// Turns a kind on (`--integer`, `"integer": true`) or off (`"integer": false`).
  public mutating func setKind(_ kind: RuleName, _ on: Bool) {
    kinds.removeAll { $0 == kind }
    if on { kinds.append(kind) }
  }

  /// Sets a bound (`.minimum` or `.maximum`) as written.
  public mutating func setBound(_ bound: RuleName, _ text: String) {
    if bound == .minimum { minimum = text } else { maximum = text }
    given.append(bound)
  }

  /// Sets the places.
  public mutating func setPlaces(_ places: Int) {
    self.places = places
    given.append(.places)
  }

  /// Sets the digit-group separator (`--group ,`, `"group": "_"`).
  public mutating func setGroupSeparator(_ separator: String) {
    groupSeparator = separator
    given.append(.group)
  }

  /// The format built, or nil for none.
  ///
  /// - Throws: both number kinds, a bound or places without a kind, `--iso` without a date;
  ///   then several formats (`ConfigurationError.severalFormats`, in the order mask, number, date,
  ///   pattern), or the format's own configuration error.
  public func textFormat() throws(Problem) -> TextFormat? {
    let number = try numberFormat()
    let date = try dateFormat()
    let given: [RuleName] = [
      mask.map { _ in .mask }, number.map { $0.isDecimal ? .decimal : .integer }, date.map { _ in .date },
      pattern.map { _ in .pattern },
    ]
    .compactMap { $0 }
    if given.count > 1 { throw .configuration(.severalFormats(given)) }
    do throws(ConfigurationError) {
      if let mask { return try .mask(mask) }
      if let number { return try .number(number) }
      if let date { return try .date(date) }
      if let pattern { return try .pattern(pattern) }
      return nil
    } catch {
      throw .configuration(error)
    }
  }

  /// The number format, or nil when no kind was given.
  ///
  /// - Throws: both kinds, or a bound or places without a kind.
  func numberFormat() throws(Problem) -> NumberFormat? {
    guard let kind = try kind(), kind != .date else {
      if let first = given.first(where: { dateLayout == nil || $0 == .places || $0 == .group }) {
        throw .withoutKind(first)
      }
      return nil
    }
    return NumberFormat(
      isDecimal: kind == .decimal, minimum: minimum, maximum: maximum, places: places,
      groupSeparator: groupSeparator)
  }

  /// The date format, or nil when no layout was given; the bounds are the date's unless a number
  /// kind was given too (a mistake that the spec names: several formats).
  ///
  /// - Throws: `--iso` without a date.
  func dateFormat() throws(Problem) -> DateFormat? {
    guard let dateLayout else {
      if iso { throw .withoutKind(.iso) }
      return nil
    }
    guard kinds.isEmpty else { return DateFormat(dateLayout) }
    return DateFormat(dateLayout, minimum: minimum, maximum: maximum)
  }
}

/// A field's history and suggestions files, as given: `--history FILE`, `--history-size N`,
/// `--suggest FILE` (a form file's `"history"`, `"historySize"`, `"suggest"`, whose paths are
/// relative to the form file).
public struct HistorySettings: Equatable, Sendable {
  /// The history file, or nil for none.
  public var file: String?
  /// The most entries it keeps; nil for the default (`defaultSize`).
  public var size: Int?
  /// A file of values to suggest, or nil for none.
  public var suggestions: String?
  /// Whether a suggestion's start must have the text's case (`--suggest-case`).
  public var suggestionCase = SuggestCase.sensitive
  /// Where Tab's completion menu takes its candidates (`--complete`, `--complete-cmd`,
  /// `--complete-path`, `--complete-dirs`).
  public var completion = CompletionSettings()

  /// The most entries a history file keeps when `size` is not given.
  public static let defaultSize = 1000

  /// No history, no suggestions.
  public init(file: String? = nil, size: Int? = nil, suggestions: String? = nil) {
    self.file = file
    self.size = size
    self.suggestions = suggestions
  }

  /// True when nothing was given.
  public var isEmpty: Bool {
    file == nil && size == nil && suggestions == nil && completion.isEmpty && suggestionCase == .sensitive
  }

  /// The settings with relative paths taken from `directory` ("" or nil: as they are).
  public func relative(to directory: String?) -> HistorySettings {
    guard let directory, !directory.isEmpty else { return self }
    func resolve(_ path: String?) -> String? {
      guard let path, !path.hasPrefix("/") else { return path }
      return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
    var resolved = HistorySettings(file: resolve(file), size: size, suggestions: resolve(suggestions))
    resolved.completion = completion
    resolved.suggestionCase = suggestionCase
    resolved.completion.file = resolve(completion.file)
    return resolved
  }

  /// What is wrong with the settings for a field: a size without a file, a history or
  /// suggestions on a password field.
  public func problem(isPassword: Bool) -> Problem? {
    if isPassword && file != nil { return .onPassword(.historyFile) }
    if isPassword && suggestions != nil { return .onPassword(.suggestionsFile) }
    if isPassword && !completion.isEmpty { return .onPassword(.completion) }
    if completion.givenCount > 1 { return .severalCompleters }
    if size != nil && file == nil { return .sizeWithoutFile }
    return nil
  }

  /// A mistake in the settings.
  public enum Problem: Equatable, Sendable {
    /// A size and no history file.
    case sizeWithoutFile
    /// A history or suggestions on a password field, which never reads or writes one.
    case onPassword(Part)
    /// More than one of `--complete`, `--complete-cmd` and `--complete-path` (or `--complete-dirs`).
    case severalCompleters
  }

  /// The options of the settings, for messages.
  public enum Part: Equatable, Sendable {
    /// `--history`, `"history"`.
    case historyFile
    /// `--history-size`, `"historySize"`.
    case size
    /// `--suggest`, `"suggest"`.
    case suggestionsFile
    /// `--complete` and the other completers, `"complete"`.
    case completion
  }
}

/// `--suggest-case`'s words (`SuggestionCase` in the engine).
public enum SuggestCase: String, CaseIterable, Equatable, Hashable, Sendable {
  /// As typed.
  case sensitive
  /// In any case, those in the text's own first.
  case insensitive
  /// Insensitive while the text has no uppercase letter.
  case smart
}

/// A field's completer, as given: `--complete FILE`, `--complete-cmd CMD`, `--complete-path`,
/// `--complete-dirs` (a form file's `"complete"`, `"completeCmd"`, `"completePath"`,
/// `"completeDirs"`; its `"complete"` path relative to the form file). At most one of them.
public struct CompletionSettings: Equatable, Sendable {
  /// A file of candidates, one a line.
  public var file: String?
  /// A command that prints candidates, one a line.
  public var command: String?
  /// The text is a path completed from its directory.
  public var paths = false
  /// As `paths`, directories only.
  public var directoriesOnly = false

  /// No completer.
  public init() {}

  /// True when no completer was given.
  public var isEmpty: Bool { givenCount == 0 }

  /// How many completers were given (`--complete-dirs` with `--complete-path` counts once).
  var givenCount: Int {
    (file == nil ? 0 : 1) + (command == nil ? 0 : 1) + (paths || directoriesOnly ? 1 : 0)
  }
}

/// Why a `--tiebreak` list is wrong (fzf 0.38's messages).
public enum TiebreakError: Error, Equatable, Sendable {
  /// A word that is not a criterion.
  case unknown(String)
  /// A criterion given twice.
  case repeated(String)
  /// A criterion after `index`.
  case afterIndex
  /// More than three criteria besides `index` (the list as given).
  case tooMany(String)

  /// The message, as fzf words it.
  public var message: String {
    switch self {
    case .unknown(let word): "invalid sort criterion: \(word)"
    case .repeated(let word): "duplicate sort criteria: \(word)"
    case .afterIndex: "index should be the last criterion"
    case .tooMany(let text): "at most 3 tiebreaks are allowed: \(text)"
    }
  }
}

/// fzf's scoring schemes (`--scheme`).
public enum ScoringScheme: String, CaseIterable, Sendable {
  /// fzf's default.
  case `default`
  /// For paths.
  case path
  /// For command history.
  case history
}

/// What `choose` reads, how it matches, what it chooses and prints, besides its items.
public struct ChoiceSettings: Equatable, Sendable {
  /// Several items can be chosen (`--multi`, or `--limit`).
  public var multiple = false
  /// The most items that can be marked (`--limit`).
  public var limit: Int?
  /// The query the list starts with (`--query`).
  public var query: String?
  /// The query of a list printed without a terminal (`--filter`).
  public var filter: String?
  /// Plain terms match as substrings (`--exact`).
  public var exact = false
  /// stdin's items end with NUL bytes (`--read0`).
  public var readsNUL = false
  /// What is printed ends with NUL bytes (`--print0`).
  public var printsNUL = false
  /// Items hold SGR colours (`--ansi`).
  public var readsEscapes = false
  /// How items are cut into fields (`--delimiter`), as given.
  public var delimiter: String?
  /// The fields matched (`--nth`), as given.
  public var nth: String?
  /// The fields shown and matched (`--with-nth`), as given.
  public var withNth: String?
  /// The columns between tab stops (`--tabstop`).
  public var tabStop = 8
  /// The widest tab stop: wider than any terminal's line.
  public static let maximumTabStop = 1000
  /// The query is printed before the choice (`--print-query`).
  public var printsQuery = false
  /// Keys that choose as Enter does, their name printed before the choice (`--expect`): fzf's
  /// names, each value as given (comma-separated) until the arguments are parsed, then one name
  /// each.
  public var expectedKeys: [String] = []
  /// A query that matches one item once the input has ended chooses it (`--select-1`).
  public var selectsOnlyMatch = false
  /// A query that matches nothing once the input has ended exits 1 (`--exit-0`).
  public var exitsWithoutMatch = false
  /// Lines shown above the items (`--header`).
  public var header: String?
  /// The first lines of the input are shown as a header, not matched or chosen (`--header-lines`).
  public var headerLines = 0
  /// The query's label (`--prompt`).
  public var prompt: String?
  /// Where the query goes and which way the items run (`--layout`).
  public var layout = ListLayout.reverse
  /// Where the count goes (`--info`).
  public var info = ListInfo.inline
  /// Drawn before the highlighted row (`--pointer`).
  public var pointer: String?
  /// Drawn before a marked item (`--marker`).
  public var marker: String?
  /// Moving past either end wraps (`--cycle`).
  public var cycles = false
  /// Keys bound to actions, each value as given (`--bind`, fzf's syntax).
  public var bindings: [String] = []
  /// A border around the list (`--border`).
  public var hasBorder = false
  /// Every term ignores case (`-i`: true) or respects it (`+i`: false); nil for smart case.
  public var ignoresCase: Bool?
  /// Accents are folded (false with `--literal`).
  public var foldsAccents = true
  /// The tiebreaks as given (`--tiebreak`), checked by `tiebreaks(_:)`.
  public var tiebreak: String?
  /// The matches are ranked (false with `--no-sort`).
  public var sorts = true
  /// The items' order is reversed (`--tac`).
  public var reversesInput = false
  /// The scoring scheme (`--scheme`).
  public var scheme = ScoringScheme.default

  /// The criteria of a `--tiebreak` list, as fzf 0.38's `parseTiebreak` reads it (lowercased,
  /// comma-separated: `length`, `begin`, `end`, `chunk`, `index`), or why it is wrong: a
  /// criterion twice, one after `index`, an unknown word, more than three besides `index`.
  public static func tiebreaks(_ text: String) -> Result<[String], TiebreakError> {
    var criteria: [String] = []
    var seen: Set<String> = []
    let known = ["index", "chunk", "length", "begin", "end"]
    for word in text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard known.contains(word) else { return .failure(.unknown(word)) }
      guard seen.insert(word).inserted else { return .failure(.repeated(word)) }
      guard !seen.contains("index") || word == "index" else { return .failure(.afterIndex) }
      if word != "index" { criteria.append(word) }
    }
    guard criteria.count <= 3 else { return .failure(.tooMany(text)) }
    return .success(criteria)
  }
  /// The command whose output is shown beside the list for the highlighted item (`--preview`).
  public var preview: String?
  /// Where and how the preview is shown: each `--preview-window` given, in order.
  public var previewWindow: [String] = []

  /// One item, fuzzy, lines.
  public init() {}
}

/// How `input`, `form`, `prompt`, `choose` and `confirm` run on the terminal: how they draw, how
/// long they wait, whether they ask in plain lines.
public struct Display: Equatable, Sendable {
  /// Draw on the whole (alternate) screen instead of inline below the cursor (`--fullscreen`).
  public var fullscreen = false
  /// Inline, erase what was drawn when done instead of leaving a transcript (`--clear`).
  public var clearsWhenDone = false
  /// Inline, how many rows a list takes (`--height`); nil for its default.
  public var height: ListHeight?
  /// How long to wait for an answer, counted from the start (`--timeout`); nil for ever.
  public var timeout: Timeout?
  /// Ask in plain lines (`--plain`): no cursor addressing, the terminal's own line editing.
  public var plain = false
  /// When to draw in colour (`--color`).
  public var color = ColorMode.auto
  /// A date field shows its calendar while it has the focus (`--calendar`).
  public var calendar = false
  /// The day a calendar's weeks start on (`--week-start`).
  public var weekStart = WeekStart.monday

  /// Draws inline, leaves a transcript, takes a list's default height.
  public init(fullscreen: Bool = false, clearsWhenDone: Bool = false, height: ListHeight? = nil) {
    self.fullscreen = fullscreen
    self.clearsWhenDone = clearsWhenDone
    self.height = height
  }
}

/// How many rows an inline list takes: a count of rows, or a share of the terminal's; either as
/// a cap the list shrinks under when its items need fewer rows (fzf's adaptive `~`).
public enum ListHeight: Equatable, Hashable, Sendable {
  /// This many rows, at least `minimumRows`.
  case rows(Int)
  /// This percentage of the terminal's rows, 1 to 100.
  case percent(Int)
  /// `~N`: as few rows as the list needs, at most N (at least `minimumRows`).
  case upToRows(Int)
  /// `~N%`: as few rows as the list needs, at most this percentage of the terminal's (1 to 100).
  case upToPercent(Int)

  /// The fewest rows a list draws: its filter row, two items, its message row.
  public static let minimumRows = 4

  /// Reads `N` (rows, at least `minimumRows`) or `N%` (1 to 100), each with a `~` before it for
  /// an adaptive height (`~40%`); nil for anything else.
  public init?(_ text: String) {
    if text.hasPrefix("~") {
      switch ListHeight(String(text.dropFirst())) {
      case .rows(let rows)?: self = .upToRows(rows)
      case .percent(let percent)?: self = .upToPercent(percent)
      default: return nil
      }
      return
    }
    let percent = text.hasSuffix("%")
    let digits = percent ? text.dropLast() : text[...]
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), digits.count <= 9,
      let number = Int(digits)
    else { return nil }
    if percent {
      guard (1...100).contains(number) else { return nil }
      self = .percent(number)
    } else {
      guard number >= Self.minimumRows else { return nil }
      self = .rows(number)
    }
  }
}

/// How long an interactive subcommand waits, from its start (`--timeout SECONDS`): more than 0
/// seconds, decimals allowed (`2.5`), less than a billion.
public struct Timeout: Equatable, Hashable, Sendable {
  /// The time in milliseconds, rounded up (at least 1).
  public let milliseconds: Int

  /// The largest number of whole seconds accepted, plus one.
  public static let limit = 1_000_000_000

  /// A time of `milliseconds` (at least 1).
  public init(milliseconds: Int) {
    self.milliseconds = max(1, milliseconds)
  }

  /// Reads `30`, `2.5` or `.5` seconds; nil for 0, anything negative, anything that is not
  /// digits with at most one point, and a billion seconds or more.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    let isDigits = { (part: Substring) in part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard !(whole.isEmpty && fraction.isEmpty), isDigits(whole), isDigits(fraction) else { return nil }
    let digits = whole.drop { $0 == "0" }
    guard digits.count <= 9 else { return nil }
    // Milliseconds from the first three fraction digits, rounded up by any digit after them.
    let seconds = Int(digits) ?? 0
    let thousandths =
      Int((fraction.prefix(3) + String(repeating: "0", count: max(0, 3 - fraction.count)))) ?? 0
    let roundsUp = fraction.dropFirst(3).contains { $0 != "0" }
    let total = seconds * 1000 + thousandths + (roundsUp ? 1 : 0)
    guard total > 0 else { return nil }
    milliseconds = total
  }
}
