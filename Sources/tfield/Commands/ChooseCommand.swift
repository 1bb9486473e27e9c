import FieldEngine
import FieldKeys
import TFieldArguments
import TFieldOptions
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// `choose`: a list of the items given, or of the items read from stdin as they arrive, on the
/// terminal; the chosen items printed byte for byte. With `--filter`, no terminal: the items the
/// query matches, ranked, printed as they are.
enum ChooseCommand {
  /// How long the list waits for stdin's first items (or its end) before it opens, so that the
  /// first frame shows them (a read failure is an error before anything is drawn), and a slow
  /// source still opens at once.
  static let firstItemsWait: Duration = .milliseconds(50)

  /// Runs `choose`; items without arguments come from `input` (stdin); `--filter` writes its
  /// matches through `write` as it goes. On the terminal, or in plain lines as `session` says.
  static func run(
    _ choose: Choose, session: Session, input: Int32, write: ([UInt8]) -> SystemIO.SystemError?
  ) -> CommandResult {
    // The spec's errors, not only the rules': a pattern that does not parse is one.
    if let error = choose.spec.configurationErrors.first { return .failed(.configuration(error)) }
    // Header lines are never items, also not for --filter (as in fzf).
    var choose = choose
    let taken = choose.choice.headerLines > 0 ? headerLines(&choose, input: input) : []
    if let query = choose.choice.filter { return filter(query, choose, input: input, write: write) }
    var list: ChoiceList
    var source: ChoiceSource?
    let header = choose.choice.header.map { $0.isEmpty ? [] : lines(of: $0) } ?? []
    // As fzf, --with-nth shows the header lines' columns too.
    let columnNames = taken.map(configuration(choose).headerText(of:))
    if let items = choose.items {
      list = ChoiceList(items: items, marked: choose.selected, configuration: configuration(choose))
    } else if isatty(input) != 0 {
      // A terminal on stdin is the user's keyboard, which the list reads too: no items from it.
      list = ChoiceList(items: [String](), configuration: configuration(choose))
    } else {
      // Plain answers from stdin leave no room for items there.
      if session.answersFromStdin { return .failed(.stdinHoldsBoth(.choose)) }
      let reader = ChoiceSource(
        fileDescriptor: input, separator: choose.choice.readsNUL ? .nul : .newline,
        readsEscapes: choose.choice.readsEscapes)
      source = reader
      list = ChoiceList(source: reader, marked: choose.selected, configuration: configuration(choose))
      reader.wait(timeout: firstItemsWait)
      list.absorb(budget: .milliseconds(5))
      if !list.isReading, list.count == 0, let failure = list.readFailure {
        return .failed(.stdinUnreadable(failure))
      }
    }
    // Nothing at all to choose from: no arguments, and stdin the terminal. A pipe that ends empty
    // is an empty list, as in fzf (`find` that finds nothing).
    guard source != nil || list.count > 0 || choose.items != nil || choose.other else {
      return .failed(.noItems)
    }
    if choose.choice.selectsOnlyMatch || choose.choice.exitsWithoutMatch {
      if let decided = decideBeforeDrawing(&list, source: source, choose) { return decided }
    }
    let controller = self.controller(choose, list: list, header: header, headerLines: columnNames)
    let ended = session.ask(
      controller,
      value: { Chosen($0.value ?? [], of: $0.list, query: $0.queryField.text, key: $0.acceptedKey) }
    ) { lines in
      // Plain lines number the whole list: read it to its end first (within the time given).
      var whole = list
      while whole.isReading {
        if let deadline = session.deadline, deadline.remaining() == .zero {
          return .timedOut
        }
        _ = source?.wait(timeout: .milliseconds(100))
        whole.absorb()
      }
      if let failure = whole.readFailure, whole.count == 0 { lines.write(failure + "\n") }
      if whole.count == 0 && !choose.other {
        if whole.readFailure == nil { lines.write(Messages.emptyList + "\n") }
        return .answered(Chosen([], of: whole, query: ""))
      }
      let newItem = choose.other ? try? choose.spec.makeField() : nil
      // What changes what is listed, in which order, or what is printed holds here too: the
      // list's matching and order (--tac, --nth, --with-nth, …), the header read out first, the
      // query as the first one and printed back (--print-query).
      var plain = PlainChoose(title: choose.title, list: whole, newItem: newItem, pageSize: lines.pageSize)
      plain.query = choose.choice.query ?? ""
      // Read out as words: the colours the list would draw are left out.
      plain.header = (header + columnNames).map {
        String(decoding: ANSIText.stripped(Array($0.utf8)), as: UTF8.self)
      }
      plain.endsWithoutMatch = controller.submitsWithoutMatch
      return plain.chooseWithQuery(on: &lines).map { answer in
        let added = { (text: String) in ChoiceItem(index: whole.count, bytes: Array(text.utf8)) }
        let items: [ChoiceItem] =
          switch answer.chosen {
          case .item(let index): [whole.item(index)]
          case .new(let text): [added(text)]
          case .items(let indices, let new): indices.map(whole.item) + (new.map { [added($0)] } ?? [])
          }
        return .items(items, query: answer.query, key: nil)
      }
    }
    switch ended {
    case .answered(.nothing(let failure)): return .failed(.stdinUnreadable(failure))
    case .answered(.items(let items, let query, let key)):
      return printed(items, query: query, key: key, choose)
    default: return ended.result { _ in (.success, "") }
    }
  }

  /// The choice printed: exit status 0, or 1 when no item was chosen (`--print-query` and
  /// `--expect` end a list with no match so, as fzf does).
  static func printed(_ items: [ChoiceItem], query: String, key: String?, _ choose: Choose) -> CommandResult {
    switch ChoiceOutput.choice(
      items, query: query, key: key, as: choose.output, multiple: choose.choice.multiple, choose.choice)
    {
    case .success(let bytes): return CommandResult(status: items.isEmpty ? .failure : .success, bytes: bytes)
    case .failure(let error): return .failed(error)
    }
  }

  /// `--select-1` and `--exit-0`: reads the input until it ends or until the list must be drawn
  /// anyway (a second match rules `--select-1` out; with `--exit-0` alone, a first match rules it
  /// out), nothing drawn meanwhile. The printed result when one of them decides, nil to draw.
  static func decideBeforeDrawing(_ list: inout ChoiceList, source: ChoiceSource?, _ choose: Choose)
    -> CommandResult?
  {
    let selects = choose.choice.selectsOnlyMatch
    let exits = choose.choice.exitsWithoutMatch
    list.setQuery(choose.choice.query ?? "")
    while list.isReading {
      if selects && list.matchCount > 1 || exits && !selects && list.matchCount > 0 { return nil }
      _ = source?.wait(timeout: .milliseconds(100))
      list.absorb()
    }
    list.rankAll()
    if exits && list.matchCount == 0 || selects && list.matchCount == 1 {
      let items = (0..<list.matchCount).compactMap { list.item(atRow: $0) }.map { list.item($0) }
      return printed(
        items, query: choose.choice.query ?? "", key: choose.choice.expectedKeys.isEmpty ? nil : "", choose)
    }
    return nil
  }

  /// The list on the terminal, as the options ask for it: `header` given (`--header`), and the
  /// column names (`--header-lines`) read from the input.
  static func controller(_ choose: Choose, list: ChoiceList, header: [String], headerLines: [String])
    -> ChoiceListController
  {
    var controller = ChoiceListController(
      title: choose.title, list: list, newItemRules: choose.spec.rules, query: choose.choice.query ?? "")
    controller.newItemValidators = choose.spec.validators
    controller.newItemAsyncValidators = choose.spec.asyncValidators
    controller.preferredInlineHeight = choose.display.height.map(TerminalCommand.inlineHeight)
    controller.appearance = appearance(choose.choice, header: header, headerLines: headerLines)
    controller.boundKeys = (try? ListBinding.parse(all: choose.choice.bindings)) ?? []
    controller.reloadSeparator = choose.choice.readsNUL ? .nul : .newline
    controller.reloadHeaderLines = choose.choice.headerLines
    controller.acceptingKeys = choose.choice.expectedKeys.map { ($0, FzfKeyNames.events($0) ?? []) }
    controller.submitsWithoutMatch = choose.choice.printsQuery || !choose.choice.expectedKeys.isEmpty
    controller.preview = preview(choose.choice)
    controller.endsWithoutItems = false
    return controller
  }

  /// The list's appearance from fzf's layout options.
  static func appearance(_ choice: ChoiceSettings, header: [String], headerLines: [String])
    -> ChoiceListAppearance
  {
    var appearance = ChoiceListAppearance()
    appearance.layout =
      switch choice.layout {
      case .default: .queryAtBottom
      case .reverse: .queryOnTop
      case .reverseList: .queryAtBottomItemsDown
      }
    appearance.info =
      switch choice.info {
      case .default: .ownRow
      case .inline: .onQueryRow
      case .hidden: .hidden
      }
    appearance.header = header
    appearance.headerLines = headerLines
    appearance.prompt = choice.prompt
    if let pointer = choice.pointer { appearance.pointer = pointer }
    if let marker = choice.marker { appearance.marker = marker }
    appearance.cycles = choice.cycles
    appearance.tabStop = choice.tabStop
    appearance.hasBorder = choice.hasBorder
    return appearance
  }

  /// The lines of a text given on the command line (LF, CR LF or CR ends a line).
  static func lines(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      .map(String.init)
  }

  /// `--header-lines N`: the first N items, taken out of the items (from the arguments, or read
  /// from `input` before its reader starts, a byte at a time so that no item after them is
  /// read here), with their escape sequences (the list draws their colours under `--ansi`).
  static func headerLines(_ choose: inout Choose, input: Int32) -> [[UInt8]] {
    let count = choose.choice.headerLines
    var lines: [[UInt8]]
    if let items = choose.items {
      lines = Array(items.prefix(count))
      choose.items = Array(items.dropFirst(count))
    } else if isatty(input) != 0 {
      return []
    } else {
      let separator: UInt8 = choose.choice.readsNUL ? 0 : 0x0A
      lines = []
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while lines.count < count {
        let got = read(input, &byte, 1)
        if got < 0 && errno == EINTR { continue }
        guard got == 1 else {
          if !line.isEmpty { lines.append(line) }
          break
        }
        if byte == separator {
          lines.append(line)
          line = []
        } else {
          line.append(byte)
        }
      }
    }
    return lines.map { line in line.last == 0x0D ? Array(line.dropLast()) : line }
  }

  /// What the list gave: the items chosen (with the query and the accepting key it ended with),
  /// or nothing when its source could not be read and gave not a single item (and the reason).
  enum Chosen: Equatable, Sendable {
    case items([ChoiceItem], query: String, key: String?)
    case nothing(readFailure: String)

    /// The items chosen from `list`; nothing when there were none to choose because stdin could
    /// not be read.
    init(_ items: [ChoiceItem], of list: ChoiceList, query: String, key: String? = nil) {
      if items.isEmpty && list.count == 0, let failure = list.readFailure {
        self = .nothing(readFailure: failure)
      } else {
        self = .items(items, query: query, key: key)
      }
    }
  }

  /// The preview pane `--preview` and `--preview-window` ask for (both checked by the argument
  /// parser), or nil.
  static func preview(_ choice: ChoiceSettings) -> ChoicePreview? {
    guard let command = choice.preview, let template = try? PreviewTemplate(command) else { return nil }
    var window = PreviewWindow()
    for value in choice.previewWindow { try? window.apply(value) }
    var preview = ChoicePreview(template: template, window: window)
    preview.delimiter = choice.columnDelimiter
    return preview
  }

  /// How the list matches and chooses.
  static func configuration(_ choose: Choose, discardsUnmatched: Bool = false) -> ChoiceList.Configuration {
    var configuration = ChoiceList.Configuration(
      allowsOther: choose.other,
      selection: choose.choice.multiple ? .multiple(limit: choose.choice.limit) : .single,
      matching: choose.choice.exact ? .exact : .fuzzy,
      caseMatching: choose.choice.ignoresCase.map { $0 ? .insensitive : .sensitive } ?? .smart,
      foldsAccents: choose.choice.foldsAccents, readsEscapes: choose.choice.readsEscapes,
      discardsUnmatched: discardsUnmatched)
    if let tiebreak = choose.choice.tiebreak, case .success(let words) = ChoiceSettings.tiebreaks(tiebreak) {
      configuration.tiebreaks = words.compactMap(ChoiceList.Tiebreak.init(name:))
    }
    configuration.sortsMatches = choose.choice.sorts
    configuration.reversesInput = choose.choice.reversesInput
    configuration.scheme = ChoiceList.Scheme(name: choose.choice.scheme.rawValue) ?? .default
    configuration.matchedColumns = choose.choice.matchedColumns
    configuration.shownColumns = choose.choice.shownColumns
    return configuration
  }

  /// `--filter QUERY`: the items QUERY matches, best first, with no terminal; exit status 1 when
  /// none does. Items read from stdin are matched as they arrive and only the matches kept.
  ///
  /// As fzf 0.38's `--filter`, `--no-sort` keeps the items' order only without `--tac`: with it,
  /// the matches are ranked (fzf streams its filter's matches only without either).
  static func filter(
    _ query: String, _ choose: Choose, input: Int32, write: ([UInt8]) -> SystemIO.SystemError?
  ) -> CommandResult {
    var choose = choose
    if choose.choice.reversesInput { choose.choice.sorts = true }
    var list: ChoiceList
    if let items = choose.items {
      list = ChoiceList(items: items, configuration: configuration(choose))
      list.setQuery(query)
    } else {
      let source = ChoiceSource(
        fileDescriptor: input, separator: choose.choice.readsNUL ? .nul : .newline,
        readsEscapes: choose.choice.readsEscapes)
      list = ChoiceList(source: source, configuration: configuration(choose, discardsUnmatched: true))
      list.setQuery(query)
      while list.isReading {
        source.wait(timeout: nil)
        list.absorb()
      }
      if let failure = list.readFailure { return .failed(.stdinUnreadable(failure)) }
    }
    list.rankAll()
    let status: ExitStatus = list.matchCount > 0 ? .success : .failure
    switch choose.output {
    case .plain, .url:
      let failure = withoutActuallyEscaping(write) { write in
        var writer = BufferedWriter(write: write)
        if choose.choice.printsQuery {
          let text = Array(query.utf8)
          writer.append(
            (choose.output == .url ? Output.urlQueryComponent(bytes: text) : text) + [
              choose.choice.printsNUL ? 0 : 0x0A
            ])
        }
        for row in 0..<list.matchCount {
          guard let index = list.item(atRow: row) else { continue }
          writer.append(ChoiceOutput.line(list.item(index), as: choose.output, choose.choice))
        }
        return writer.finish()
      }
      if let failure { return .failed(.outputFailed(failure.reason)) }
      return CommandResult(status: status)
    case .json, .shell:
      let items = (0..<list.matchCount).compactMap { list.item(atRow: $0) }.map { list.item($0) }
      var filtered = choose.choice
      filtered.expectedKeys = []
      switch ChoiceOutput.choice(items, query: query, key: nil, as: choose.output, multiple: true, filtered) {
      case .success(let bytes):
        return CommandResult(status: status, bytes: list.matchCount > 0 || filtered.printsQuery ? bytes : [])
      case .failure(let error): return .failed(error)
      }
    }
  }
}

/// Writes in large pieces.
struct BufferedWriter {
  let write: ([UInt8]) -> SystemIO.SystemError?
  private var buffer: [UInt8] = []
  private var failure: SystemIO.SystemError?
  static let size = 1 << 16

  init(write: @escaping ([UInt8]) -> SystemIO.SystemError?) {
    self.write = write
    buffer.reserveCapacity(Self.size)
  }

  mutating func append(_ bytes: [UInt8]) {
    buffer += bytes
    if buffer.count >= Self.size { flush() }
  }

  mutating func finish() -> SystemIO.SystemError? {
    flush()
    return failure
  }

  private mutating func flush() {
    guard !buffer.isEmpty else { return }
    if failure == nil { failure = write(buffer) }
    buffer.removeAll(keepingCapacity: true)
  }
}
