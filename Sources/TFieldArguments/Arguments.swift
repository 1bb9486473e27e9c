import FieldChoices
import FieldEngine
import FieldKeys
import TFieldOptions

// tfield's command line, parsed into an `Invocation` with nothing done yet: a library, so that
// the arguments fuzzer (Fuzz/FuzzTargets) can reach it; the tool itself lives in Sources/tfield.
// Which flags exist, what they take and what they set is `OptionTable`'s: this file only reads
// words.

/// What the command line asks for, parsed and checked; no I/O has happened yet.
public enum Invocation: Equatable, Sendable {
  /// `--help`: the tool's help, or a subcommand's.
  case help(Subcommand?)
  /// `--version`.
  case version
  /// `tfield input`.
  case input(
    spec: FieldSpec, output: OutputFormat, display: Display = Display(),
    history: HistorySettings = HistorySettings())
  /// `tfield write`.
  case write(Write)
  /// `tfield form FILE`.
  case form(path: String, output: OutputFormat, display: Display = Display(), allowsCommands: Bool = false)
  /// `tfield check`; `value` is nil when it comes from stdin.
  case check(spec: FieldSpec, value: String?, output: CheckOutput)
  /// `tfield prompt`: the spec holds the rules and the initial value.
  case prompt(
    spec: FieldSpec, title: String, message: String, output: OutputFormat, display: Display = Display(),
    history: HistorySettings = HistorySettings())
  /// `tfield choose`; `items` is nil when they come from stdin; the spec holds the rules of an item
  /// added with "Other…".
  case choose(Choose)
  /// `tfield confirm`.
  case confirm(Confirm)
  /// `tfield completions SHELL`.
  case completions(Shell)
  /// `tfield shell SHELL`.
  case shellBindings(Shell)
}

/// What `tfield write` was asked for.
public struct Write: Equatable, Sendable {
  /// The rules (each line's, and the whole text's `--max-length`), the label, the initial text.
  public var spec: FieldSpec
  /// At most this many lines; nil for no limit.
  public var maxLines: Int?
  /// How the text is printed.
  public var output: OutputFormat
  /// How the area is drawn.
  public var display: Display
}

/// What `tfield confirm` was asked for.
public struct Confirm: Equatable, Sendable {
  /// The question.
  public var message = Confirm.defaultMessage
  /// The answer highlighted at the start, which Enter alone takes.
  public var defaultAnswer = Answer.no
  /// What is printed besides the exit status.
  public var output = ConfirmOutput.plain
  /// How the question is drawn.
  public var display = Display()

  /// The question when `--message` is not given.
  public static let defaultMessage = "Are you sure?"

  /// A question with the defaults.
  public init(
    message: String = Confirm.defaultMessage, defaultAnswer: Answer = .no, output: ConfirmOutput = .plain,
    display: Display = Display()
  ) {
    self.message = message
    self.defaultAnswer = defaultAnswer
    self.output = output
    self.display = display
  }
}

/// What `tfield choose` was asked for.
public struct Choose: Equatable, Sendable {
  /// The items from the command line, byte for byte, or nil to read stdin's.
  public var items: [[UInt8]]?
  /// The items marked at start, byte for byte.
  public var selected: [[UInt8]] = []
  /// Offer "Other…" for a new item.
  public var other = false
  /// Several choices, the query, the filter, how items are read and printed.
  public var choice = ChoiceSettings()
  /// The title row.
  public var title = ""
  /// The rules of a new item.
  public var spec = FieldSpec(id: "item")
  /// How the choice is printed.
  public var output = OutputFormat.plain
  /// How the list is drawn.
  public var display = Display()
}

/// A mistake on the command line, as data; `Messages` words it.
public enum UsageError: Error, Equatable, Sendable {
  /// No subcommand at all.
  case missingSubcommand
  /// An option where the subcommand should be (`tfield --max-length 3`); when no subcommand
  /// takes it, the flag it is nearest to.
  case optionBeforeSubcommand(String, suggestion: String?)
  /// A subcommand that does not exist, and the one it is nearest to.
  case unknownSubcommand(String, suggestion: Subcommand?)
  /// An option the subcommand does not take, and the subcommand's flag it is nearest to.
  case unknownOption(String, Subcommand, suggestion: String?)
  /// An option that needs a value came last.
  case missingValue(flag: String)
  /// A switch such as `--required` was given a value with `=`.
  case unexpectedValue(flag: String)
  /// A number that is not a whole number: the flag, the word, and the range the flag takes.
  case notAWholeNumber(flag: String, got: String, range: ClosedRange<Int>)
  /// A whole number outside the flag's range (however large: beyond `Int` too).
  case outOfRange(flag: String, got: String, range: ClosedRange<Int>)
  /// A value that is not one of the choices.
  case notAChoice(flag: String, got: String, choices: [String])
  /// The same option twice.
  case repeated(flag: String)
  /// A `--tiebreak` list that fzf would refuse.
  case notATiebreak(flag: String, reason: String)
  /// A word the subcommand does not take.
  case unexpectedArgument(String, Subcommand)
  /// `form` without its file.
  case missingFile
  /// `--min`, `--max` or `--places` without `--integer` or `--decimal`: the flag, and the flags
  /// to give with it.
  case needsNumberKind(flag: String, needs: [String])
  /// Both `--integer` and `--decimal`.
  case bothNumberKinds
  /// A `--height` that is not rows (at least 4) or a percentage.
  case notAHeight(flag: String, got: String)
  /// `--height` with `--fullscreen`: a full-screen list takes the whole screen.
  case heightWithFullscreen
  /// `--history-size` without `--history`, or a history or suggestions on a password field.
  case history(HistorySettings.Problem)
  /// `--selected` more than once without `--multi`.
  case severalSelectedWithoutMulti(count: Int)
  /// `--limit 0`.
  case limitBelowOne
  /// More distinct `--selected` items than `--limit` lets a list choose.
  case moreSelectedThanLimit(count: Int, limit: Int)
  /// Both `--query` and `--filter`.
  case queryAndFilter
  /// A `--preview` or `--preview-window` that cannot be used: the flag, the word, and why.
  case preview(flag: String, got: String, reason: PreviewProblem)
  /// A `--delimiter`, `--nth` or `--with-nth` that cannot be used: the flag, the value, and why.
  case columns(flag: String, got: String, reason: ColumnProblem)
  /// `--calendar` on a field that is no date with a day: the date layout, or nil for no date.
  case calendarWithoutDay(layout: String?)
  /// A `--timeout` that is not seconds more than 0 and less than `Timeout.limit`.
  case notATimeout(flag: String, got: String)
  /// `completions` or `shell` without its shell.
  case missingShell(Subcommand)
  /// One of fzf 0.38's options (or the short flag that starts the word) that `choose` does not
  /// take.
  case fzfOnly(String)
  /// A key name that is not one of fzf's (`--expect`, `--bind`).
  case unknownKey(flag: String, String)
  /// A `--pointer` or `--marker` wider than 2 columns, or holding a control character.
  case notAMark(flag: String, got: String)
  /// A `--bind` value that does not parse: the value, the part at fault, and which part it is.
  case badBinding(String, part: String, BindingPart)
  /// A problem in `TFIELD_DEFAULT_OPTS`.
  indirect case defaultOptions(UsageError)
  /// `TFIELD_DEFAULT_OPTS` holds a quote that is not closed.
  case unclosedQuote(String)
  /// Format options that make no format: several formats (`--mask` and `--pattern`), or one
  /// that cannot be built (a malformed pattern, a minimum above the maximum).
  case configuration(ConfigurationError)
}

/// The part of a `--bind` value at fault.
public enum BindingPart: Equatable, Sendable {
  /// A key name that is not one of fzf's.
  case key
  /// An action the list does not have.
  case action
  /// An entry without `KEY:ACTION`.
  case entry
}

/// Parses `tfield`'s arguments (without the program's name) into an `Invocation`.
public enum Arguments {
  /// Parses the arguments.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try parse(bytes: arguments.map { Array($0.utf8) })
  }

  /// Parses the arguments as the system gave them (`CommandLine.unsafeArgv`): flags and their
  /// values are read as UTF-8 (bytes that are not become U+FFFD), while `choose`'s items and
  /// `--selected` keep their bytes exactly.
  ///
  /// `defaultOptions` is `TFIELD_DEFAULT_OPTS` (words as a shell splits them): options of
  /// `choose` read before the command line's, which may give them again to change them; as in
  /// `FZF_DEFAULT_OPTS`, an option may come several times there, the last one counting (scripts
  /// add their own options to the user's).
  public static func parse(bytes raw: [[UInt8]], defaultOptions: String? = nil) throws(UsageError)
    -> Invocation
  {
    let arguments = raw.map { String(decoding: $0, as: UTF8.self) }
    guard let first = arguments.first else { throw .missingSubcommand }
    let alone = OptionTable.option(flag: first, in: nil)
    if first == "help" || alone?.showsHelp == true {
      guard arguments.count > 1 else { return .help(nil) }
      guard let subcommand = Subcommand(rawValue: arguments[1]) else {
        throw .unknownSubcommand(arguments[1], suggestion: Subcommand.nearest(to: arguments[1]))
      }
      return .help(subcommand)
    }
    if alone?.showsVersion == true { return .version }
    guard let subcommand = Subcommand(rawValue: first) else {
      guard first.hasPrefix("-") else {
        throw .unknownSubcommand(first, suggestion: Subcommand.nearest(to: first))
      }
      let flag = first.hasPrefix("--") ? String(first.prefix { $0 != "=" }) : first
      throw .optionBeforeSubcommand(flag, suggestion: OptionTable.nearestFlag(to: flag))
    }
    var settings = CommandSettings(for: subcommand)
    var operands: [String] = []
    var operandBytes: [[UInt8]] = []
    if subcommand == .choose, let defaults = defaultOptions {
      // Defaults first, so that the command line's own options come after them and win.
      let words: [String]
      do {
        words = try ShellWords.split(defaults)
      } catch {
        throw .defaultOptions(.unclosedQuote(defaults))
      }
      var unused: [String] = []
      var unusedBytes: [[UInt8]] = []
      var seenInDefaults = Set<String>()
      do throws(UsageError) {
        if try read(
          words.map { Array($0.utf8) }, for: subcommand, into: &settings, operands: &unused,
          operandBytes: &unusedBytes, seen: &seenInDefaults, allowsRepeats: true)
        {
          throw .unexpectedArgument("--help", subcommand)
        }
        if let word = unused.first { throw .unexpectedArgument(word, subcommand) }
      } catch {
        throw .defaultOptions(error)
      }
    }
    var seen = Set<String>()
    if try read(
      Array(raw.dropFirst()), for: subcommand, into: &settings, operands: &operands,
      operandBytes: &operandBytes,
      seen: &seen)
    {
      return .help(subcommand)
    }
    if let tiebreak = settings.choice.tiebreak, case .failure(let error) = ChoiceSettings.tiebreaks(tiebreak)
    {
      throw .notATiebreak(flag: "--tiebreak", reason: error.message)
    }
    let spec: FieldSpec
    do {
      spec = try settings.finishedSpec()
    } catch {
      switch error {
      case .bothKinds: throw .bothNumberKinds
      case .withoutKind(let setting):
        let option = OptionTable.option(for: setting)
        throw .needsNumberKind(
          flag: OptionTable.flag(for: setting), needs: (option?.needs ?? []).map(OptionTable.flag(for:)))
      case .configuration(let error): throw .configuration(error)
      }
    }
    if settings.display.fullscreen && settings.display.height != nil { throw .heightWithFullscreen }
    if settings.display.calendar {
      let date: DateFormat? = if case .date(let date)? = spec.rules.format?.kind { date } else { nil }
      if date?.hasDay != true { throw .calendarWithoutDay(layout: date?.layout) }
    }
    if let problem = settings.history.problem(isPassword: spec.isPassword) { throw .history(problem) }
    if settings.choice.limit == 0 { throw .limitBelowOne }
    try checkColumns(settings.choice)
    if let withNth = settings.choice.withNth, settings.offersOther {
      throw .columns(flag: "--with-nth", got: withNth, reason: .withOther)
    }
    if settings.selected.count > 1 && !settings.choice.multiple {
      throw .severalSelectedWithoutMulti(count: settings.selected.count)
    }
    if let limit = settings.choice.limit, Set(settings.selected).count > limit {
      throw .moreSelectedThanLimit(count: Set(settings.selected).count, limit: limit)
    }
    if settings.choice.query != nil && settings.choice.filter != nil { throw .queryAndFilter }
    for (flag, mark) in [("--pointer", settings.choice.pointer), ("--marker", settings.choice.marker)] {
      guard let mark else { continue }
      if mark.isEmpty || TerminalWidth.columns(of: mark) > 2
        || mark.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        throw .notAMark(flag: flag, got: mark)
      }
    }
    for binding in settings.choice.bindings {
      let bindings: [ListBinding]
      do {
        bindings = try ListBinding.parse(binding)
      } catch {
        switch error {
        case .unknownKey(let key): throw .badBinding(binding, part: key, .key)
        case .unknownAction(let action): throw .badBinding(binding, part: action, .action)
        case .missingAction(let entry): throw .badBinding(binding, part: entry, .entry)
        }
      }
      // A command's placeholders are the preview's, refused the same way.
      for command in bindings.flatMap(\.actions).compactMap(\.command) {
        if case .temporaryFile(let placeholder)? = PreviewTemplate.problem(command) {
          throw .preview(flag: "--bind", got: placeholder, reason: .temporaryFile)
        }
      }
    }
    settings.choice.expectedKeys = settings.choice.expectedKeys.flatMap(FzfKeyNames.names)
    for name in settings.choice.expectedKeys where FzfKeyNames.events(name) == nil {
      throw .unknownKey(flag: "--expect", name)
    }
    try checkPreview(settings.choice)
    switch subcommand {
    case .input:
      return .input(spec: spec, output: settings.output, display: settings.display, history: settings.history)
    case .write:
      return .write(
        Write(spec: spec, maxLines: settings.maxLines, output: settings.output, display: settings.display))
    case .form:
      guard let file = operands.first else { throw .missingFile }
      return .form(
        path: file, output: settings.output, display: settings.display,
        allowsCommands: settings.allowsCommands)
    case .check:
      return .check(spec: spec, value: settings.checkedValue, output: settings.checkOutput)
    case .prompt:
      return .prompt(
        spec: spec, title: settings.title, message: settings.message, output: settings.output,
        display: settings.display, history: settings.history)
    case .choose:
      return .choose(
        Choose(
          items: operandBytes.isEmpty ? nil : operandBytes, selected: settings.selected,
          other: settings.offersOther, choice: settings.choice, title: settings.title, spec: spec,
          output: settings.output, display: settings.display))
    case .confirm:
      return .confirm(
        Confirm(
          message: seen.contains("--message") ? settings.message : Confirm.defaultMessage,
          defaultAnswer: settings.defaultAnswer, output: settings.confirmOutput, display: settings.display))
    case .completions:
      guard let shell = operands.first.flatMap(Shell.init(rawValue:)) else {
        throw .missingShell(.completions)
      }
      return .completions(shell)
    case .shell:
      guard let shell = operands.first.flatMap(Shell.init(rawValue:)) else { throw .missingShell(.shell) }
      return .shellBindings(shell)
    }
  }

  /// Reads a subcommand's words into its settings: options applied in order, other words kept
  /// as operands. True when `--help` was among them.
  private static func read(
    _ raw: [[UInt8]], for subcommand: Subcommand, into settings: inout CommandSettings,
    operands: inout [String], operandBytes: inout [[UInt8]], seen: inout Set<String>,
    allowsRepeats: Bool = false
  ) throws(UsageError) -> Bool {
    var words = Words(raw, subcommand: subcommand)
    while let word = words.next() {
      guard word.isOption else {
        guard let operand = subcommand.operand, operand.repeats || operands.isEmpty else {
          throw .unexpectedArgument(word.name, subcommand)
        }
        let choices = operand.value.choices.map(\.value)
        if !choices.isEmpty && !choices.contains(word.name) {
          throw .notAChoice(flag: subcommand.rawValue, got: word.name, choices: choices)
        }
        operands.append(word.name)
        operandBytes.append(word.bytes)
        continue
      }
      if OptionTable.option(flag: word.name, in: subcommand) == nil,
        let option = OptionTable.option(offFlag: word.name, in: subcommand)
      {
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        guard seen.insert(option.flags[0]).inserted || allowsRepeats else { throw .repeated(flag: word.name) }
        option.apply(.boolean(false), to: &settings)
        continue
      }
      guard let option = OptionTable.option(flag: word.name, in: subcommand) else {
        if subcommand == .choose, let fzf = FzfSpellings.spelling(in: word.name) { throw .fzfOnly(fzf) }
        throw .unknownOption(
          word.name, subcommand,
          suggestion: OptionTable.nearestFlag(to: word.name, among: OptionTable.options(for: subcommand)))
      }
      if option.showsHelp { return true }
      guard seen.insert(option.flags[0]).inserted || option.repeats || allowsRepeats else {
        throw .repeated(flag: word.name)
      }
      if word.attached != nil, let withNumber = option.attachedNumber {
        // `--multi=3`, `-m3`: the number as a whole number option's value is read.
        guard case .wholeNumber(let number) = try words.value(for: word, kind: .wholeNumber(0 ... .max))
        else { continue }
        withNumber(&settings, number)
        continue
      }
      option.apply(try words.value(for: word, kind: option.value), to: &settings)
    }
    return false
  }

  /// The words after the subcommand: `--flag value`, `--flag=value`, a short flag with its value
  /// attached (`-qfoo`, as fzf reads it), and plain words. A word that starts with `+` is an
  /// option only when it turns a switch off (`+m`) or is one of fzf's spellings; any other is
  /// plain. After `--`, every word is plain.
  private struct Words {
    struct Word {
      var name: String
      var bytes: [UInt8]
      var attached: [UInt8]?
      var isOption: Bool
    }

    private var remaining: ArraySlice<[UInt8]>
    private var onlyPlain = false
    private let subcommand: Subcommand

    init(_ words: [[UInt8]], subcommand: Subcommand) {
      remaining = words[...]
      self.subcommand = subcommand
    }

    mutating func next() -> Word? {
      guard let word = remaining.popFirst() else { return nil }
      let name = String(decoding: word, as: UTF8.self)
      if !onlyPlain, word.first == UInt8(ascii: "+") {
        let isOption =
          OptionTable.option(offFlag: name, in: subcommand) != nil
          || (subcommand == .choose && FzfSpellings.all.contains(name))
        return Word(name: name, bytes: word, isOption: isOption)
      }
      if onlyPlain || word.first != UInt8(ascii: "-") || word == [UInt8(ascii: "-")] {
        return Word(name: name, bytes: word, isOption: false)
      }
      // `-qfoo`: a short flag that takes a value, with its value attached.
      if word.count > 2, word[1] != UInt8(ascii: "-"), OptionTable.option(flag: name, in: subcommand) == nil {
        let short = String(decoding: word[..<2], as: UTF8.self)
        if let option = OptionTable.option(flag: short, in: subcommand),
          option.value != .boolean || option.attachedNumber != nil
        {
          return Word(name: short, bytes: Array(word[..<2]), attached: Array(word[2...]), isOption: true)
        }
      }
      if word == Array("--".utf8) {
        onlyPlain = true
        return next()
      }
      if word.starts(with: Array("--".utf8)), let equals = word.firstIndex(of: UInt8(ascii: "=")) {
        let flag = Array(word[..<equals])
        return Word(
          name: String(decoding: flag, as: UTF8.self), bytes: flag, attached: Array(word[(equals + 1)...]),
          isOption: true)
      }
      return Word(name: name, bytes: word, isOption: true)
    }

    /// The option's value, read as its kind: a switch takes none; anything else is attached with
    /// `=` or is the next word whatever it looks like, so that `--value -3` and `--deny -` work.
    mutating func value(for word: Word, kind: ValueKind) throws(UsageError) -> OptionValue {
      if kind == .boolean {
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        return .boolean(true)
      }
      let bytes: [UInt8]
      if let attached = word.attached {
        bytes = attached
      } else {
        guard let next = remaining.popFirst() else { throw .missingValue(flag: word.name) }
        bytes = next
      }
      if case .item = kind { return .bytes(bytes) }
      let text = String(decoding: bytes, as: UTF8.self)
      switch kind {
      case .wholeNumber:
        switch kind.wholeNumber(from: text) {
        case .success(let number): return .wholeNumber(number)
        case .failure(.outOfRange(let range)): throw .outOfRange(flag: word.name, got: text, range: range)
        case .failure(.notANumber(let range)):
          throw .notAWholeNumber(flag: word.name, got: text, range: range)
        }
      case .choice(_, let choices) where !choices.contains { $0.value == text }:
        throw .notAChoice(flag: word.name, got: text, choices: choices.map(\.value))
      case .height where ListHeight(text) == nil:
        throw .notAHeight(flag: word.name, got: text)
      case .seconds where Timeout(text) == nil:
        throw .notATimeout(flag: word.name, got: text)
      default:
        return .text(text)
      }
    }
  }
}

/// Why a preview option cannot be used.
public enum PreviewProblem: Equatable, Sendable {
  /// A `{f}` placeholder (fzf's temporary file), which tfield does not offer.
  case temporaryFile
  /// A `--preview-window` word that is none of fzf's.
  case invalidWord
  /// A `--preview-window` word of fzf's that tfield does not offer.
  case unsupportedWord
  /// A size over 99%.
  case tooLarge
}

extension Arguments {
  /// Checks that `--preview` and `--preview-window` can be read.
  static func checkPreview(_ choice: ChoiceSettings) throws(UsageError) {
    if let command = choice.preview {
      do throws(PreviewTemplate.ParseError) {
        _ = try PreviewTemplate(command)
      } catch {
        guard case .temporaryFile(let placeholder) = error else { return }
        throw .preview(flag: "--preview", got: placeholder, reason: .temporaryFile)
      }
    }
    var window = PreviewWindow()
    for value in choice.previewWindow {
      do throws(PreviewWindow.ParseError) {
        try window.apply(value)
      } catch {
        switch error {
        case .invalid(let word): throw .preview(flag: "--preview-window", got: word, reason: .invalidWord)
        case .unsupported(let word):
          throw .preview(flag: "--preview-window", got: word, reason: .unsupportedWord)
        case .tooLarge(let word): throw .preview(flag: "--preview-window", got: word, reason: .tooLarge)
        }
      }
    }
  }
}

/// Why a columns option (`--delimiter`, `--nth`, `--with-nth`) cannot be used.
public enum ColumnProblem: Equatable, Sendable {
  /// Not a list of fzf's index expressions.
  case invalidFormat
  /// A regular expression with Go's syntax outside tfield's subset: the construct.
  case unsupportedPattern(String)
  /// A repeat count of a regular expression over 1000 (or a minimum above its maximum), which
  /// Go refuses too: the repeat as written.
  case repeatCount(String)
  /// A regular expression whose automaton would be too large to match with.
  case patternTooLarge
  /// `--with-nth` with `--other` (a new item has no line as read apart from its columns).
  case withOther
}

extension Arguments {
  /// Checks that `--delimiter`, `--nth` and `--with-nth` can be read.
  static func checkColumns(_ choice: ChoiceSettings) throws(UsageError) {
    if let delimiter = choice.delimiter {
      do throws(DelimiterPattern.ParseError) {
        _ = try ColumnDelimiter.parse(delimiter)
      } catch {
        let reason: ColumnProblem? =
          switch error {
          case .unsupported(let construct): .unsupportedPattern(construct)
          case .repeatCount(let written): .repeatCount(written)
          case .tooLarge: .patternTooLarge
          case .invalid: nil
          }
        if let reason { throw .columns(flag: "--delimiter", got: delimiter, reason: reason) }
      }
    }
    for (flag, value) in [("--nth", choice.nth), ("--with-nth", choice.withNth)] {
      guard let value else { continue }
      if ChoiceSettings.columnRanges(value) == nil {
        throw .columns(flag: flag, got: value, reason: .invalidFormat)
      }
    }
  }
}

extension ChoiceSettings {
  /// A `--nth` or `--with-nth` value read as fzf's `splitNth` reads it (only digits, `,`, `-` and
  /// `.`, each part a range), or nil.
  package static func columnRanges(_ text: String) -> [ColumnRange]? {
    guard !text.isEmpty, text.allSatisfy({ "0123456789,-.".contains($0) }) else { return nil }
    return ColumnRange.list(Substring(text))
  }

  /// How items are cut into columns: `--delimiter` read (checked by the argument parser), AWK-style
  /// without it.
  package var columnDelimiter: ColumnDelimiter {
    guard let delimiter else { return .awk }
    return (try? ColumnDelimiter.parse(delimiter)) ?? .literal(delimiter)
  }

  /// The columns matched (`--nth`), nil without it or when it covers the whole item (fzf drops it
  /// then: the query's syntax is always extended here).
  package var matchedColumns: ColumnScope? {
    guard let nth, let ranges = Self.columnRanges(nth) else { return nil }
    let scope = ColumnScope(delimiter: columnDelimiter, ranges: ranges)
    return scope.coversWholeItem(extended: true) ? nil : scope
  }

  /// The columns shown (`--with-nth`), or nil.
  package var shownColumns: ColumnScope? {
    guard let withNth, let ranges = Self.columnRanges(withNth) else { return nil }
    return ColumnScope(delimiter: columnDelimiter, ranges: ranges)
  }
}
