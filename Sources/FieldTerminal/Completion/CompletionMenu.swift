import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// A field's completion menu: the candidates of its ``Completer``, narrowed by the field's text
/// (for paths, its last component) with the picker's matcher (a ``ChoiceList``), the highlighted
/// candidate, and the reading of candidates in the background. It does no drawing of its own
/// beyond `draw(into:row:column:width:rows:)` and never edits the field: a taken candidate comes
/// back as the field's whole new text, which the component applies through the field's door
/// (`Edit.setText`, under the paste policy).
///
/// Copies share the runner of a command or a directory listing (a class), as the copies of a
/// component a session makes are one component.
package struct CompletionMenu: Sendable {
  /// Where the candidates come from.
  package let completer: Completer
  /// True while the menu is shown and takes its keys.
  package private(set) var isOpen = false
  /// The candidates, narrowed; nil until they are first asked for.
  private(set) var list: ChoiceList?
  /// The lines a command or a directory listing gave, before hidden entries are left out.
  private var entries: [String] = []
  /// True when `list` holds hidden entries (the component typed starts with ".").
  private var listShowsHidden = false
  /// What the candidates in `entries` were read for: the text (a command) or the directory.
  private var readFor: String?
  /// What the run going reads for.
  private var readingFor: String?
  /// When the command waiting for typing to pause is due, and for what text.
  private(set) var due: ContinuousClock.Instant?
  private var dueText: String?
  /// The file of a `.file` completer, open while its lines are read.
  private var fileDescriptor: Int32 = -1
  /// What reads the file's lines.
  private var fileSource: ChoiceSource?
  /// What went wrong reading the candidates, in words, or nil.
  private(set) var failure: String?
  /// The runner of a command or a directory listing; one wake descriptor for every run.
  private let runner = CommandRunner()
  /// The text of a Tab pressed before its candidates were read: a single match completes once
  /// they are, if the text is still this.
  private var completesWhenRead: String?
  /// The home directory, for `~/`.
  private let home: String?

  /// The most candidate rows shown at once.
  package static let shownRows = 8
  /// How long typing must pause before a command runs again.
  package static let pause = Duration.milliseconds(150)
  /// The most bytes of candidates read: of a completion file, and of a command's output.
  package static let readLimit = 64 << 20
  /// The most bytes read of a completion file (`readLimit`; smaller in tests).
  package var fileLimit = CompletionMenu.readLimit

  /// A closed menu for `completer`; `home` is the directory `~/` names (nil: `$HOME`).
  package init(_ completer: Completer, home: String? = nil) {
    self.completer = completer
    self.home = home ?? getenv("HOME").map { String(cString: $0) }
  }

  // MARK: The text and the candidate

  /// The text split into what a candidate keeps (for paths, up to the last "/") and what it
  /// replaces (what narrows the candidates).
  package func split(_ text: String) -> (head: Substring, tail: Substring) {
    guard completer.completesPaths else { return (text[text.startIndex..<text.startIndex], text[...]) }
    if text == "~" { return ("~/", "") }
    guard let slash = text.lastIndex(of: "/") else {
      return (text[text.startIndex..<text.startIndex], text[...])
    }
    let cut = text.index(after: slash)
    return (text[..<cut], text[cut...])
  }

  /// The directory listed for a text: its head with `~/` expanded, or "." for none.
  func directory(for text: String) -> String {
    let head = String(split(text).head)
    if head.isEmpty { return "." }
    if head.hasPrefix("~/"), let home {
      return (home.hasSuffix("/") ? String(home.dropLast()) : home) + head.dropFirst()
    }
    return head
  }

  /// The field's whole text once the candidate on `row` is taken, or nil for no candidate there.
  package func replacement(row: Int, in text: String) -> String? {
    guard let list, let item = list.item(atRow: row) else { return nil }
    return String(split(text).head) + list.text(of: item)
  }

  /// The number of candidates that match the text.
  package var matchCount: Int { list?.matchCount ?? 0 }

  /// The highlighted row.
  package var highlight: Int { list?.highlight ?? 0 }

  /// The candidate on a row, as read (not cleaned for display).
  package func candidate(row: Int) -> String? {
    guard let list, let item = list.item(atRow: row) else { return nil }
    return list.text(of: item)
  }

  /// True once the candidates for `text` are all read.
  package func isReady(for text: String) -> Bool {
    switch completer.kind {
    case .candidates: return list != nil
    case .file: return list != nil && !(list?.isReading ?? true)
    case .command: return readFor == text && readingFor == nil && due == nil
    case .paths: return readFor == directory(for: text) && readingFor == nil
    }
  }

  // MARK: Opening, keys, closing

  /// Tab: asks for the candidates of `text` at once and narrows them. A single match, once
  /// every candidate is read, comes back as the new text without the menu opening (readline's
  /// complete); otherwise the menu opens. `completesSingle` false (Alt-?) always opens it.
  package mutating func open(text: String, now: ContinuousClock.Instant, completesSingle: Bool = true)
    -> String?
  {
    request(text, now: now, immediately: true)
    absorb()
    narrow(to: text)
    if completesSingle && isReady(for: text) && matchCount == 1, let taken = replacement(row: 0, in: text) {
      close()
      return taken
    }
    completesWhenRead = completesSingle && !isReady(for: text) ? text : nil
    isOpen = true
    return nil
  }

  /// Closes the menu; its candidates are kept for the next Tab.
  package mutating func close() {
    isOpen = false
    completesWhenRead = nil
    due = nil
    dueText = nil
  }

  /// What a key did to an open menu.
  package enum KeyResult: Equatable, Sendable {
    /// The highlight moved.
    case moved
    /// Enter or →: this is the field's new text; the menu closed.
    case take(String)
    /// Escape or Ctrl-G: the menu closed; nothing else happened.
    case closed
  }

  /// Handles a key of an open menu: ↑ ↓, Tab and Shift-Tab, Ctrl-P and Ctrl-N move (wrapping),
  /// Page Up and Page Down by the rows shown, Enter and → take the highlighted candidate, Escape
  /// and Ctrl-G close. Nil for every other key (and for every key while closed): the field takes it.
  package mutating func handle(_ event: KeyEvent, text: String) -> KeyResult? {
    guard isOpen else { return nil }
    guard case .key(let key, let modifiers) = event else { return nil }
    switch (key, modifiers) {
    case (.up, []), (.backTab, []), (.tab, [.shift]), (.control("p"), []): move(by: -1)
    case (.down, []), (.tab, []), (.control("n"), []): move(by: 1)
    case (.pageUp, []): move(by: -Self.shownRows, wraps: false)
    case (.pageDown, []): move(by: Self.shownRows, wraps: false)
    case (.enter, []), (.control("j"), []), (.right, []):
      let taken = replacement(row: highlight, in: text)
      close()
      return taken.map(KeyResult.take) ?? .closed
    case (.escape, []), (.control("g"), []):
      close()
      return .closed
    default: return nil
    }
    return .moved
  }

  private mutating func move(by rows: Int, wraps: Bool = true) {
    guard var list, list.matchCount > 0 else { return }
    let last = list.matchCount - 1
    var target = list.highlight + rows
    if wraps && target < 0 { target = last } else if wraps && target > last { target = 0 }
    list.highlight(row: min(max(target, 0), last))
    list.rank(rows: list.highlight + Self.shownRows + 1)
    self.list = list
  }

  // MARK: Typing and reading

  /// Starts reading what needs no text: a file's lines, in the background, from the start.
  package mutating func prepare() {
    switch completer.kind {
    case .candidates, .file: request("", now: .now, immediately: true)
    case .command, .paths: break
    }
  }

  /// After a key that may have changed the text: an open menu is narrowed again and asks for the
  /// candidates the text needs (a command 150 ms after typing pauses, a directory's listing when
  /// the text names another directory).
  package mutating func update(text: String, now: ContinuousClock.Instant) {
    guard isOpen else { return }
    if completesWhenRead != text { completesWhenRead = nil }
    request(text, now: now, immediately: false)
    narrow(to: text)
  }

  /// Starts what reads the candidates `text` needs, unless they are read or being read.
  private mutating func request(_ text: String, now: ContinuousClock.Instant, immediately: Bool) {
    switch completer.kind {
    case .candidates(let candidates):
      if list == nil { list = ChoiceList(items: candidates, configuration: Self.configuration) }
    case .file(let path):
      guard list == nil, failure == nil else { return }
      // Only a regular file, as a history's and a suggestions file: /dev/zero would never end,
      // /dev/tty would take the user's keys, a FIFO would block the open.
      switch RegularFile.open(path) {
      case .success(let opened):
        fileDescriptor = opened.descriptor
        let source = ChoiceSource(fileDescriptor: opened.descriptor, byteLimit: fileLimit)
        fileSource = source
        list = ChoiceList(source: source, configuration: Self.configuration)
      case .failure(let problem):
        let reason =
          switch problem {
          case .missing: String(cString: strerror(ENOENT))
          case .cannotOpen(let reason), .cannotRead(let reason): reason
          case .notAFile: ComponentWording.notAFile
          }
        failure = ComponentWording.cannotRead(path, reason: reason)
        list = ChoiceList(items: [String](), configuration: Self.configuration)
      }
    case .command(let command):
      guard readFor != text || failure != nil, readingFor != text else { return }
      if immediately {
        run(.arguments(["/bin/sh", "-c", command, "tfield", text]), for: text)
      } else if dueText != text {
        due = now + Self.pause
        dueText = text
      }
    case .paths:
      let directory = directory(for: text)
      guard readFor != directory, readingFor != directory else { return }
      // POSIX ls: -1 a name a line, -A hidden entries but not . and .., -p a "/" after directories.
      run(.arguments(["ls", "-1Ap", "--", directory]), for: directory)
    }
  }

  private mutating func run(_ program: BackgroundCommand.Program, for key: String) {
    var command = BackgroundCommand(program, outputLimit: Self.readLimit)
    command.inputFromNull = true
    command.endsWithProgram = true
    runner.start(command)
    readingFor = key
    due = nil
    dueText = nil
  }

  /// The descriptor that becomes readable when candidates arrive: the file's reader while it
  /// reads, else the runner's; nil for candidates given.
  var wakeDescriptor: Int32? {
    switch completer.kind {
    case .candidates: nil
    case .file: list?.wakeDescriptor
    case .command, .paths: readingFor == nil ? nil : runner.wakeDescriptor
    }
  }

  /// When candidates arrive; `focused`, also when the command waiting for typing to pause is
  /// due.
  package func wake(focused: Bool) -> Wake {
    Wake(.readable(wakeDescriptor), focused ? due.map(Wake.at) ?? .never : .never)
  }

  /// True while a command or a directory listing runs.
  var isRunning: Bool { readingFor != nil }

  /// What reading did to the menu.
  package enum Woken: Equatable, Sendable {
    /// Nothing shown changed.
    case unchanged
    /// The open menu's candidates changed.
    case changed
    /// A Tab pressed before the candidates were read has its single match: the field's new
    /// text; the menu closed.
    case take(String)
  }

  /// Starts a command that is due, takes in what was read. `text` is the field's text now.
  package mutating func wake(now: ContinuousClock.Instant, text: String) -> Woken {
    if let due, now >= due, let dueText, case .command(let command) = completer.kind {
      run(.arguments(["/bin/sh", "-c", command, "tfield", dueText]), for: dueText)
    }
    guard absorb() else { return .unchanged }
    narrow(to: text)
    if completesWhenRead == text, isReady(for: text) {
      completesWhenRead = nil
      if matchCount == 1, let taken = replacement(row: 0, in: text) {
        close()
        return .take(taken)
      }
    }
    return isOpen ? .changed : .unchanged
  }

  /// Takes in lines read; true when something came.
  @discardableResult
  private mutating func absorb() -> Bool {
    if case .file(let path) = completer.kind, var list, list.isReading {
      let changed = list.absorb(budget: .milliseconds(4))
      if !list.isReading {
        if fileDescriptor >= 0 { closeDescriptor(fileDescriptor) }
        fileDescriptor = -1
        if let reason = list.readFailure { failure = ComponentWording.cannotRead(path, reason: reason) }
        if fileSource?.wasCut == true { failure = ComponentWording.completionsCut(path, limit: fileLimit) }
        fileSource = nil
      }
      self.list = list
      return changed
    }
    guard readingFor != nil, let result = runner.takeResult() else { return false }
    readFor = readingFor
    readingFor = nil
    failure = nil
    if !result.succeeded {
      let reason = result.errorText.split(separator: "\n").first.map(String.init)
      failure = ComponentWording.completionFailed(reason ?? "\(result.ending)")
    }
    entries = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
    if case .paths(true) = completer.kind { entries.removeAll { !$0.hasSuffix("/") } }
    list = nil
    return true
  }

  /// Narrows the candidates by the text's part that a candidate replaces; for paths, hidden
  /// entries only once that part starts with ".".
  private mutating func narrow(to text: String) {
    let tail = split(text).tail
    if case .paths = completer.kind {
      let hidden = tail.hasPrefix(".")
      if list == nil || hidden != listShowsHidden {
        let shown = hidden ? entries : entries.filter { !$0.hasPrefix(".") }
        list = ChoiceList(items: shown, configuration: Self.configuration)
        listShowsHidden = hidden
      }
    } else if case .command = completer.kind, list == nil {
      list = ChoiceList(items: entries, configuration: Self.configuration)
    }
    // One term: a space in the text is a space in the candidate, not the picker's separator.
    list?.setQuery(String(tail).replacing(" ", with: "\\ "))
    list?.rank(rows: Self.shownRows + 1)
  }

  /// The picker's matching: fuzzy, smart case, accents folded. Later items first under the
  /// empty query is not wanted: the candidates keep their order.
  static let configuration = ChoiceList.Configuration()
}

/// `close(2)`, out of the menu's scope (whose `close` is its own).
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }
