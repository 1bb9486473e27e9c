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
    var choose = choose
    // Commands run in --with-shell's shell, else in $SHELL as fzf runs them when it is a POSIX
    // shell, else in /bin/sh.
    CommandShell.use(choose.choice.commandShell)
    // With stdin a terminal, the walker lists paths, ranked as paths (fzf's scheme for it, unless
    // --scheme or --tiebreak is given).
    let walks = walks(choose, input: input)
    // TFIELD_DEFAULT_COMMAND's output in the walker's place, as fzf's FZF_DEFAULT_COMMAND; the
    // command is killed when choose ends (also by become(…): the session's end kills its groups).
    let command = walks ? Self.defaultCommand(choose) : nil
    defer { withExtendedLifetime(command) {} }
    if case .failure(let error) = command { return .failed(error) }
    if walks && !choose.choice.schemeGiven && choose.choice.tiebreak == nil { choose.choice.scheme = .path }
    // Header lines are never items, also not for --filter (as in fzf).
    let taken = choose.choice.headerLines > 0 ? headerLines(&choose, input: input) : []
    // As fzf's, the history file is read (or created) with --filter too.
    let history: QueryHistory?
    switch queryHistory(choose.choice) {
    case .success(let read): history = read
    case .failure(let error): return .failed(error)
    }
    if let query = choose.choice.filter {
      return filter(query, choose, input: input, walks: walks, command: try? command?.get(), write: write)
    }
    var list: ChoiceList
    var source: ChoiceSource?
    let header = choose.choice.header.map { $0.isEmpty ? [] : lines(of: $0) } ?? []
    // As fzf, --with-nth shows the header lines' columns too.
    let columnNames = taken.map(configuration(choose).headerText(of:))
    if let items = choose.items {
      list = ChoiceList(items: items, marked: choose.selected, configuration: configuration(choose))
    } else if isatty(input) != 0 && !walks {
      // A terminal on stdin is the user's keyboard, which the list reads too: no items from it;
      // `start:reload(…)` fills the list, or the user's own (`--other`).
      list = ChoiceList(items: [String](), configuration: configuration(choose))
    } else {
      // Plain answers from stdin leave no room for items there.
      if session.answersFromStdin && !walks { return .failed(.stdinHoldsBoth(.choose)) }
      let reader = itemSource(choose, input: input, walks: walks, command: try? command?.get())
      source = reader
      list = ChoiceList(source: reader, marked: choose.selected, configuration: configuration(choose))
      reader.wait(timeout: firstItemsWait)
      list.absorb(budget: .milliseconds(5))
      if !list.isReading, list.count == 0, let failure = list.readFailure {
        return .failed(.stdinUnreadable(failure))
      }
    }
    if choose.choice.selectsOnlyMatch || choose.choice.exitsWithoutMatch {
      if let decided = decideBeforeDrawing(&list, source: source, choose) { return decided }
    }
    if let height = choose.display.height, !session.wantsPlain {
      awaitAdaptiveHeight(height, of: &list, source: source, deadline: session.deadline)
    }
    // The server of --listen, stopped as soon as the list has ended (before a become(…)).
    var server: ListenServer?
    if !session.wantsPlain {
      switch listenServer(choose.choice) {
      case .success(let started): server = started
      case .failure(let error): return .failed(error)
      }
    }
    let controller = {
      var controller = self.controller(choose, list: list, header: header, headerLines: columnNames)
      controller.keys = session.keys
      controller.queryHistory = history
      controller.listenServer = server
      return controller
    }()
    let ended = session.ask(
      controller,
      value: { Chosen(scriptedBy: $0) }
    ) { [list, source, choose] lines in
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
    server?.stop()
    switch ended {
    case .answered(.nothing(let failure)): return .failed(.stdinUnreadable(failure))
    case .answered(.items(let items, let query, let key, let lines)):
      var result = printed(items, query: query, key: key, lines: lines, choose)
      if let warning = remember(query, in: history, choose.choice) { result.errors += warning + "\n" }
      return result
    case .answered(.query(let query)):
      return CommandResult(status: .success, bytes: Array(query.utf8) + [choose.choice.printsNUL ? 0 : 0x0A])
    case .answered(.become(let command, let environment)): return become(command, environment: environment)
    default: return ended.result { _ in (.success, "") }
    }
  }

  /// True when a `start:reload(…)` binding fills the list itself, as in fzf 0.74 (its ripgrep
  /// launcher).
  static func reloadsAtStart(_ choose: Choose) -> Bool {
    ((try? ListBinding.parse(all: choose.choice.bindings)) ?? []).contains { binding in
      binding.event == .start && binding.actions.contains { if case .reload = $0 { true } else { false } }
    }
  }

  /// True when fzf's built-in walker lists the items: none given, stdin a terminal, and no
  /// `start:reload(…)` to fill the list (as fzf 0.74's `ReadSource`); not with `--other`, whose
  /// list starts empty for the user's own items.
  static func walks(_ choose: Choose, input: Int32) -> Bool {
    choose.items == nil && isatty(input) != 0 && !reloadsAtStart(choose) && !choose.other
  }

  /// `TFIELD_DEFAULT_COMMAND` started, when it is set and not empty; nil otherwise.
  static func defaultCommand(_ choose: Choose) -> Result<ReloadCommand, ToolError>? {
    guard let text = getenv("TFIELD_DEFAULT_COMMAND"), text.pointee != 0 else { return nil }
    let command = ReloadCommand(
      Array(String(cString: text).utf8), separator: choose.choice.readsNUL ? .nul : .newline,
      readsEscapes: choose.choice.readsEscapes)
    return command.map { .success($0) } ?? .failure(.defaultCommandFailed)
  }

  /// Where the items come from: `command`'s output, the walker's paths, or the lines of `input`
  /// as they are read; those `prefilter` turns away left out (but `command`'s).
  static func itemSource(
    _ choose: Choose, input: Int32, walks: Bool, command: ReloadCommand? = nil,
    prefilter: ItemPrefilter? = nil
  ) -> ChoiceSource {
    if let command { return command.source }
    return walks
      ? ChoiceSource(
        walking: choose.choice.fileWalker, readsEscapes: choose.choice.readsEscapes, prefilter: prefilter)
      : ChoiceSource(
        fileDescriptor: input, separator: choose.choice.readsNUL ? .nul : .newline,
        readsEscapes: choose.choice.readsEscapes, prefilter: prefilter)
  }

  /// The choice printed: exit status 0, or 1 when no item was chosen (`--print-query` and
  /// `--expect` end a list with no match so, as fzf does).
  static func printed(
    _ items: [ChoiceItem], query: String, key: String?, lines: [String] = [], _ choose: Choose
  ) -> CommandResult {
    let accepted = choose.choice.acceptedColumns
    switch ChoiceOutput.choice(
      items.map { accepted?.accepting($0) ?? $0 }, query: query, key: key, lines: lines, as: choose.output,
      multiple: choose.choice.multiple, choose.choice)
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

  /// fzf's adaptive height (`--height ~N`, `~N%`, `~-N`) is known before the list is drawn, so that the
  /// rows it opens are the rows it keeps: as fzf's core does, the first paint waits until the
  /// input has ended or holds enough items to fill the most rows the list may take (keys typed
  /// meanwhile wait in the terminal; `--timeout` still counts). Any other height draws at once.
  static func awaitAdaptiveHeight(
    _ height: ListHeight, of list: inout ChoiceList, source: ChoiceSource?, deadline: Deadline?
  ) {
    let rows: Int
    switch height {
    case .upToRows(let count): rows = count
    case .upToPercent(let percent): rows = ((SystemCalls.terminalRows() ?? 100) * percent + 99) / 100
    case .upToAllBut(let count): rows = (SystemCalls.terminalRows() ?? 100) - count
    case .rows, .percent, .allBut: return
    }
    while list.isReading && list.count < rows {
      if let deadline, deadline.remaining() == .zero { return }
      _ = source?.wait(timeout: .milliseconds(100))
      list.absorb()
    }
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
    /// The items chosen, the query, the key that chose (`--expect`), the lines `print(…)` added.
    case items([ChoiceItem], query: String, key: String?, printed: [String] = [])
    case nothing(readFailure: String)
    /// The query alone (`accept-or-print-query` with no match).
    case query(String)
    /// The command line the program becomes (`become(…)`), and its environment (nil: this
    /// process's).
    case become([UInt8], environment: [String: String]?)

    /// How the list on the terminal ended: what its scripting engine asked for, or its items.
    init(scriptedBy list: ChoiceListController) {
      if let command = list.becomes {
        self = .become(command, environment: list.becomesEnvironment)
      } else if list.printsQueryOnly {
        self = .query(list.queryField.text)
      } else {
        self.init(list.value ?? [], of: list.list, query: list.queryField.text, key: list.acceptedKey)
        if case .items(let items, let query, let key, _) = self, !list.printed.isEmpty {
          self = .items(items, query: query, key: key, printed: list.printed)
        }
      }
    }

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
}
