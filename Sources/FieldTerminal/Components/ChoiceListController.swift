import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

/// A choice list as a component: a query field above the items, ranked best first as the query
/// is typed (fzf's matching: see `ChoiceList`), the matched characters highlighted; ↑ ↓ Home
/// End Page Up Page Down move, Enter chooses. A list of several choices marks items with Tab and
/// Shift-Tab, and Enter chooses the marked ones (or the highlighted one when none is). With
/// `allowsOther`, a last row "Other…" opens a `PromptController` for a new item under
/// `newItemRules`, a child opened over the list (``ComponentReply/present(_:then:)``) that fits
/// wherever the list fits; the item is added (not twice) and chosen and highlighted, so Enter
/// confirms it. Escape in that prompt goes back to the list; Escape in the list cancels. A list
/// reading from a ``ChoiceSource`` shows its items at once and fills while they are read (the
/// runner wakes it when items wait: ``wake``); one that ends without a single item
/// (and without "Other…") ends the list, submitted with no items and no transcript (a `reload`'s
/// that prints nothing leaves an empty list open). Keys:
/// `KeyBindings<ListCommand>.list` (the prompt's: `KeyBindings<PromptCommand>.prompt`).
///
/// ```swift
/// let items = ChoiceList(items: ["red", "blue"], configuration: .init(allowsOther: true))
/// let colour = try await ComponentRunner.run(ChoiceListController(title: "Colour", list: items))
/// // The value is nil when the list is cancelled.
/// print(colour.value?.first?.text ?? "")
/// ```
public struct ChoiceListController: TerminalComponent {
  /// The colours and attributes it is drawn in where colours are used; ``Theme/default`` unless
  /// set (`tfield --theme`).
  public var theme = Theme.default
  /// The items, the query, the ranking, the marks and the highlight.
  public internal(set) var list: ChoiceList
  /// The title row.
  public var title: String
  /// The query as a field: typed text reaches it through the engine, and every editing key works
  /// in it.
  public private(set) var queryField = Field(id: "query")
  /// True while "Other…"'s prompt for a new item is open over the list.
  public private(set) var isOtherOpen = false
  /// The rules of a new item's field.
  public var newItemRules: FieldRules
  /// The validators a new item must pass before it is added (a minimum length, your own); a new
  /// item is always required (not blank), whether `required` is among them or not.
  public var newItemValidators: [Validator] = []
  /// The checks that take time a new item must pass before it is added (`AsyncValidator`).
  public var newItemAsyncValidators: [AsyncValidator] = []
  /// Where the list stands: submitted with the chosen items (one in a list of one choice),
  /// cancelled, interrupted.
  public var status = ComponentStatus<[ChoiceItem]>.running
  /// The message row: why Enter chose nothing, an item added, a read that failed; or nil.
  public internal(set) var message: StatusMessage?
  /// The key table.
  package private(set) var bindings: KeyBindings<ListCommand>
  /// The key table before the program's changes (`keys`).
  private let baseBindings: KeyBindings<ListCommand>
  /// Changes to the list's keys (``KeyCustomization``): keys rebound by name, macros, an inputrc.
  public var keys = KeyCustomization() {
    didSet {
      bindings = keys.apply(to: baseBindings)
    }
  }
  /// Where the list is laid out.
  private(set) var region = Region.standard
  /// The first row shown (vertical scrolling).
  var scrollOffset = 0
  /// The highlighted item and its row when the list was last scrolled.
  private var shownHighlight: (item: Int?, row: Int) = (nil, 0)
  /// The UTF-8 offset of the first character shown in the query field (horizontal scrolling).
  private(set) var queryScrollOffset = 0
  /// How many rows the list takes inline; nil for as many as it needs, at most 10.
  package var preferredInlineHeight: InlineHeight?
  /// The fewest rows a height given as a share of the screen takes (`--min-height N`), with the
  /// rows around the items added when `addsFixedRows` (`N+`: N items shown); nil for no minimum.
  package var minimumInlineHeight: MinimumInlineHeight?
  /// How the list is arranged and marked (fzf's layout options).
  package var appearance = ChoiceListAppearance() {
    didSet { updateScroll() }
  }
  /// The command the items were last reloaded from, while the list holds its items.
  var reloading: ReloadCommand?
  /// How items are cut into fields for `{1}` in a bound command (`--delimiter`).
  package var delimiter = ColumnDelimiter.awk
  /// What ends an item in a reload command's output (`--read0`: NUL).
  package var reloadSeparator = ChoiceSource.Separator.newline
  /// How many of a reload command's first lines are its header, not items (`--header-lines`):
  /// read anew from each reload, as fzf does.
  package var reloadHeaderLines = 0
  /// True while a reload's header lines are still to be shown.
  private var awaitsReloadHeader = false
  /// Keys bound with fzf's `--bind`, before the key table (the last binding of a key wins).
  package var boundKeys: [ListBinding] = []
  /// The queries of `--history`, walked by `previous-history` and `next-history`; nil for none.
  package var queryHistory: QueryHistory?
  /// Keys that choose as Enter does and are reported by name (`tfield choose --expect`): the
  /// first row whose events hold the key wins, before the key table.
  package var acceptingKeys: [(name: String, events: [KeyEvent])] = []
  /// The name of the accepting key that chose, nil when Enter did (or nothing has yet).
  package private(set) var acceptedKey: String?
  /// Enter with no match (or an accepting key) submits no items instead of saying that nothing
  /// matches: for a caller that reads the query too (`--print-query`, `--expect`), as fzf does.
  package var submitsWithoutMatch = false
  /// The prefix key and the numeric argument that wait for the next key (the query's).
  package private(set) var keySequence = KeySequenceState()
  /// How the query is edited: readline's emacs keys (the default) or its vi modes, and what shows
  /// the vi mode (in front of the query's label). In command mode `j` and `k` (`+` and `-`) move
  /// the highlight: the query has no history to walk.
  public var editing = EditingSettings.emacs
  /// Where vi's keys stand in vi mode.
  package private(set) var vi = ViState()
  /// The preview pane (`tfield choose --preview`), or nil for none; its command runs for the
  /// highlighted item whenever the list changes, and is stopped when the list ends.
  package var preview: ChoicePreview? {
    get { previewPane }
    set {
      previewPane = newValue
      updateScroll()
    }
  }
  /// The preview pane, changed without laying the list out again.
  var previewPane: ChoicePreview?
  /// How many times each `change-preview-window(a|b|…)` has run, for the turn it takes next.
  var previewWindowTurns: [String: Int] = [:]
  /// True once a host has laid the list out (``layout(in:)``): only then does a preview run, so
  /// a list asked in plain lines, or never shown, runs none.
  private var isLaidOut = false
  /// The events that have happened and whose bound actions wait for the next wake, in order.
  var pendingEvents: [ListEvent] = []
  /// What the list was when events were last looked for (``noteEvents(afterActions:)``).
  var observed = ListObservation()
  /// The keys and events whose bindings `unbind(…)` turned off.
  var unbound: [ListTarget] = []
  /// False while matching is off (fzf's `--disabled`, `disable-search`): the query then matches
  /// nothing and every item shows.
  package var searches = true {
    didSet {
      if list.query.text != matchedQuery { list.setQuery(matchedQuery) }
      updateScroll()
    }
  }
  /// The `transform` commands running, oldest first: what each prints is taken in order.
  var transforms: [RunningTransform] = []
  /// The command line the program becomes once the list has ended (`become(…)`), or nil.
  package internal(set) var becomes: [UInt8]?
  /// The environment of the command the program becomes (``variables`` added).
  package internal(set) var becomesEnvironment: [String: String]?
  /// The lines `print(…)` added, printed before the items when the list chooses.
  package internal(set) var printed: [String] = []
  /// True when the list ended printing the query alone (`accept-or-print-query` with no match).
  package internal(set) var printsQueryOnly = false
  /// The items a reload is reading while the list shows the ones before, or nil: a
  /// `reload-sync(…)`'s until they are all read, a `reload(…)`'s while it looks for the tracked
  /// item (``identityReload``).
  var syncReload: ChoiceList?
  /// The columns that name an item across reloads (fzf's `--id-nth`), or nil.
  package var identityColumns: ColumnScope?
  /// The search of a reload for the tracked item by its identity, while keys wait, or nil.
  var identityReload: IdentityReload?
  /// The identities of the items marked before a `reload-sync(…)` with ``identityColumns``,
  /// marked again among its items, or nil.
  var keptMarkIdentities: Set<[UInt8]>?
  /// fzf's name of the last key pressed (`FZF_KEY`); empty before any.
  var lastKey = ""
  /// The server of `tfield choose --listen`, whose requests the list takes in when woken, or nil.
  package var listenServer: ListenServer?
  /// What requests to the server asked and the list has not done yet (a command ran first).
  var listenWork: [ListenServer.Work] = []
  /// fzf's name of the last action that ran no command (`FZF_ACTION`).
  var lastAction = "start"

  /// The most time a wake spends taking in items before it lets the runner read keys again.
  static let absorbBudget: Duration = .milliseconds(8)
  /// While items are read, the least time between two frames drawn for them alone (fzf redraws
  /// its count on a timer too): the first frame after items come, and the one at the end of
  /// input, are drawn at once; a key's frame is never held back.
  static let loadFrameInterval: Duration = .milliseconds(50)
  /// When the last frame for items read was asked for, while reading; nil before the first.
  var lastLoadFrame: ContinuousClock.Instant?
  /// When the frame held back for items read is due, or nil when none is.
  var heldLoadFrame: ContinuousClock.Instant?

  /// Creates a list component, its query field holding `query` (matched at once); it is laid
  /// out for 80x24 until `layout(in:)`.
  public init(title: String, list: ChoiceList, newItemRules: FieldRules = FieldRules(), query: String = "") {
    self.init(title: title, list: list, newItemRules: newItemRules, bindings: .list, query: query)
  }

  /// Creates a list component with a key table of its own.
  package init(
    title: String, list: ChoiceList, newItemRules: FieldRules = FieldRules(),
    bindings: KeyBindings<ListCommand>, query: String = ""
  ) {
    self.title = title
    self.list = list
    self.newItemRules = newItemRules
    self.bindings = bindings
    self.baseBindings = bindings
    if !query.isEmpty {
      queryField.apply(.setText(query))
      self.list.setQuery(queryField.text)
    }
    updateScroll()
  }

  /// The rows of items a page holds on this screen.
  public var pageRows: Int { ChoiceListLayout.listArea(self).rows }

  /// True when the screen is large enough to show the list.
  public var fitsScreen: Bool {
    let border = appearance.border.sides(inline: isInline)
    return width >= ChoiceListLayout.minimumWidth + border.columns
      && height >= ChoiceListLayout.arrangement(self).minimumHeight + border.rows
  }

  /// Inline, the list takes `preferredInlineHeight` rows, or as many as its rows need up to 10
  /// (10 while items are still being read, or beside a preview; a preview above or below the
  /// items adds its rows). An adaptive height (`upToRows`, `upToPercent`) is a cap instead of
  /// the 10: the most while items are read or beside a preview, else as many as the rows need.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    let arrangement = ChoiceListLayout.Arrangement(
      inline: true, title: title, appearance: appearance, height: screenHeight)
    // The border's rows, and the margin's and padding's as they are on the whole screen; the
    // parts' boxes' rows come on top of the items' as the border's do.
    let border =
      arrangement.boxRows + appearance.border.sides(inline: true).rows
      + appearance.margin.insets(width: width, height: screenHeight).rows
      + appearance.padding.insets(width: width, height: screenHeight).rows
    let needed = arrangement.fixedRows + border + list.rowCount
    // A share of the screen is at least `minimumInlineHeight` (`--min-height`), and no more
    // than the screen.
    let least = minimumInlineHeight.map { $0.rows + ($0.addsFixedRows ? arrangement.fixedRows + border : 0) }
    let percentOfScreen = { (percent: Int) in
      max(arrangement.minimumHeight, min(screenHeight, max(least ?? 0, screenHeight * percent / 100)))
    }
    let previewShown = previewPane?.isShown == true
    let upTo = { (cap: Int) in list.isReading || previewShown ? cap : min(needed, cap) }
    let rows: Int
    switch preferredInlineHeight {
    case .rows(let count)?: rows = count
    case .percent(let percent)?: rows = percentOfScreen(percent)
    case .upToRows(let count)?: rows = upTo(count)
    case .upToPercent(let percent)?: rows = upTo(percentOfScreen(percent))
    case .allBut(let count)?: rows = screenHeight - count
    case .upToAllBut(let count)?: rows = upTo(screenHeight - count)
    case nil where previewShown:
      // A preview gets the default height whatever the items need, and one above or below the
      // items adds its own rows to it.
      rows =
        ChoiceListLayout.defaultInlineHeight + border
        + (previewPane?.window.inlineRows(besideItems: 10) ?? 0)
    case nil: rows = upTo(ChoiceListLayout.defaultInlineHeight + border)
    }
    return max(rows, arrangement.minimumHeight + border)
  }

  /// True (the default) when a list whose source ends without a single item ends itself
  /// (``endedWithoutItems``); false to show the empty list until a key ends it, as fzf does.
  package var endsWithoutItems = true
  /// The fewest items Enter chooses in a list of several choices; with fewer, Enter says so and
  /// the list stays open.
  package var minimumChoices = 0

  /// True when the list's source has ended without a single item and the list offers no
  /// "Other…": there is nothing to choose, and nothing ever will be. The list then ends at its
  /// next wake, submitted with no items, and leaves no transcript (`tfield choose` keeps such a
  /// list open, as fzf does). A reload that printed nothing leaves an empty list open instead:
  /// another key may reload it.
  public var endedWithoutItems: Bool {
    endsWithoutItems && !list.isReading && list.count == 0 && !list.allowsOther && reloading == nil
  }

  /// "Title: item" (several joined with ", "; the items alone without a title), or
  /// "(cancelled)", "(interrupted)"; nothing when the source ended without items. A line that
  /// would take more than `ChoiceListLayout.transcriptRows` rows of the screen says how many
  /// items were chosen instead ("Title: 3000 chosen"), or cuts a single item with "…".
  public var transcript: [String] {
    if value == [] { return [] }
    let chosen = value.map { ChoiceListLayout.transcriptValue($0, label: title, columns: width) }
    return [ComponentWording.transcriptLine(label: title, value: status.endingWords ?? chosen ?? "")]
  }

  /// While items are read: when some wait to be taken in (at once while a wake stopped at its
  /// budget left some), or reading ends; when the preview's output arrives.
  public var wake: Wake {
    Wake(
      [
        .whileReading(list), syncReload.map(Wake.whileReading) ?? .never,
        .readable(previewPane?.wakeDescriptor),
        pendingEvents.isEmpty && !startsPending && listenWork.isEmpty ? .never : .now,
        heldLoadFrame.map(Wake.at) ?? .never,
        listenServer.map { .on($0.wakeSignal) } ?? .never,
      ] + transforms.map { .readable($0.runner.wakeDescriptor) })
  }

  /// Handles a key; shows what the input layer reports in front of the message row; takes in
  /// items read and the preview's output; stops the preview when the terminal or the time ends.
  public mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    switch event {
    case .key(let key): return handle(key: key)
    case .notice(let notice):
      message = StatusMessage.notice(notice, before: message)
      return .changed
    case .wake(let now):
      if !observed.started { noteEvents(afterActions: false) }
      let scripted = takeInTransforms().then(takeInRequests()).then(firePendingEvents())
      let reply = scripted.then(takeInRead(now: now))
      noteEvents(afterActions: false)
      if isFinished { stopBackground() }
      return reply
    case .endOfInput, .timeOut:
      stopBackground()
      return .changed
    }
  }

  /// Takes in the items read so far, for at most `absorbBudget`, and the preview's output. A
  /// source that ends without a single item, in a list without "Other…", ends the list: it is
  /// submitted with no items (see ``endedWithoutItems``). While reading goes on, a frame for the
  /// items alone is asked for at most once per `loadFrameInterval` (`loadFrame(now:)`).
  private mutating func takeInRead(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    var swapped = false
    if var read = syncReload {
      // A reload-sync's items replace the list's once they are all read; a reload's looking for
      // the tracked item, once it is found.
      _ = read.absorb(budget: Self.absorbBudget)
      let found = lookForTrackedItem(in: &read)
      syncReload = read
      if !read.isReading || found {
        showReload(found: found)
        swapped = true
      }
    }
    let previewChanged = previewPane?.absorb() ?? false
    let headerChanged = showReloadHeader()
    guard list.absorb(budget: Self.absorbBudget) || swapped else {
      if let held = heldLoadFrame, held <= now { return loadFrame(now: now) }
      return previewChanged || headerChanged ? .changed : .unchanged
    }
    if endedWithoutItems {
      status = .submitted([])
      stopBackground()
      return .changed
    }
    if let failure = list.readFailure, !list.isReading {
      message = StatusMessage(ComponentWording.readFailed(failure), .error)
    }
    updateScroll()
    if list.isReading && !swapped && !previewChanged && !headerChanged, let last = lastLoadFrame,
      now - last < Self.loadFrameInterval
    {
      heldLoadFrame = heldLoadFrame ?? last + Self.loadFrameInterval
      return .changedLater
    }
    return loadFrame(now: now)
  }

  /// A frame for the items read: none is held back any longer.
  private mutating func loadFrame(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    lastLoadFrame = now
    heldLoadFrame = nil
    return .changed
  }

  private mutating func handle(key event: KeyEvent) -> ComponentReply<Self> {
    guard !isFinished else { return .unchanged }
    if let name = FzfKeyNames.name(of: event) { lastKey = name }
    if keySequence == KeySequenceState(),
      let accepting = acceptingKeys.first(where: { $0.events.contains(event) })
    {
      acceptedKey = accepting.name
      defer { if !isFinished { acceptedKey = nil } }
      return run(.choose, argument: nil)
    }
    defer { noteEvents(afterActions: true) }
    observed.deletesBackwardOnEmptyQuery = false
    if keySequence == KeySequenceState(), let bound = binding(for: ListTarget(events: [event])) {
      if identityReload != nil { return whileLooking(bound.actions) }
      return performActions(bound.actions[...])
    }
    let step =
      editing.mode == .vi
      ? bindings.viStep(event, fitsScreen: fitsScreen, after: &keySequence, vi: &vi)
      : bindings.step(event, fitsScreen: fitsScreen, after: &keySequence)
    if identityReload != nil { return whileLooking(step.command?.0) }
    if step.endsEditRun { queryField.endEditRun() }
    var reply = ComponentReply<Self>.unchanged
    if let message = step.message {
      reply = .changed
      self.message = message
    }
    if let (command, argument) = step.command {
      reply = run(command, argument: argument)
      if let name = command.fzfName { lastAction = name }
    }
    // Ctrl-X e: the keyboard macro's keys, each read as if typed.
    for replayed in step.replay where !isFinished { reply = reply.then(handle(key: replayed)) }
    if isFinished { stopBackground() }
    return reply
  }

  /// Does what a key bound to `command` does, without a key: for actions bound by name
  /// (`--bind`, and the preview's `preview-up`, `toggle-preview`, ...).
  @discardableResult
  package mutating func perform(_ command: ListCommand) -> ComponentReply<Self> {
    guard !isFinished else { return .unchanged }
    let reply = run(command, argument: nil)
    if isFinished { stopBackground() }
    return reply
  }

  /// Runs a command; `argument` is the numeric argument typed before its key (for the query).
  mutating func run(_ command: ListCommand, argument: Int?) -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.changed
    let shownBefore = message
    message = nil
    // A key that is no edit ends the query's run of joining kills and typing, as in readline.
    if case .edit = command {} else { queryField.endEditRun() }
    switch command {
    case .edit(let edit):
      if case .vi(.historyLine(let older)) = edit.operation {
        for _ in 0..<min(max(1, argument ?? 1), list.matchCount + 1) { step(older ? .up : .down) }
        break
      }
      if edit == .deleteBackward && queryField.text.isEmpty { observed.deletesBackwardOnEmptyQuery = true }
      // A hidden query (`--no-input`) keeps its text, as fzf's.
      if appearance.hidesInput { break }
      let edit = appearance.pathWords ? edit.byPathSegments : edit
      message = StatusMessage(queryField.apply(edit, argument: argument), keys: bindings)
      if matchedQuery != list.query.text { list.setQuery(matchedQuery) }
    case .move(let move):
      // A numeric argument moves that many rows or pages (at most the list's length).
      for _ in 0..<min(max(1, argument ?? 1), list.matchCount + 1) { step(move) }
    case .mark(let move):
      switch list.toggleMark() {
      case .limitReached(let limit): message = StatusMessage(ComponentWording.markLimit(limit), .error)
      case .nothing where !list.allowsMultiple: message = StatusMessage(ComponentWording.oneChoice, .info)
      default: step(move)
      }
    case .choose:
      if list.isOtherHighlighted {
        reply = openOther()
      } else {
        let chosen = list.choose()
        if chosen.isEmpty && submitsWithoutMatch {
          status = .submitted([])
        } else if chosen.isEmpty {
          message = StatusMessage(ComponentWording.nothingToChoose(query: list.query.text), .error)
        } else if chosen.count < minimumChoices {
          message = StatusMessage(ComponentWording.chooseAtLeast(minimumChoices, drawn: true), .error)
        } else {
          status = .submitted(chosen)
        }
      }
    case .cancel: status = .cancelled
    case .interrupt: status = .interrupted
    case .redraw: reply = .redraw
    case .suspend: reply = .suspend
    case .preview(let action):
      let rows = ChoiceListLayout.listArea(self).pane?.height ?? 0
      if preview?.perform(action, rows: rows) != true && shownBefore == nil { reply = .unchanged }
    }
    updateScroll()
    return reply
  }

  /// Does what a `--bind` key's actions ask, in order, as fzf does: an action that runs a command
  /// (`execute(…)`) has it run before the next one (`execute-silent(…)+accept` copies, then
  /// chooses); one that ends the list (`accept`, `abort`) ends the chain.
  mutating func performActions(_ actions: ArraySlice<ListAction>) -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.unchanged
    var rest = actions
    while let action = rest.popFirst(), !isFinished {
      let query = queryField.text
      let next = performAction(action)
      // While the query is hidden (`--no-input`) no action changes it, as in fzf: `show-input`
      // before one that does lets it.
      if appearance.hidesInput && queryField.text != query {
        queryField.apply(.setText(query))
        if matchedQuery != list.query.text { list.setQuery(matchedQuery) }
      }
      if let name = action.fzfName { lastAction = name }
      if next.effects.command != nil && !rest.isEmpty {
        let remaining = rest
        return reply.then(next.afterCommand { list in list.performActions(remaining) })
      }
      reply = reply.then(next)
    }
    if isFinished { stopBackground() }
    return reply
  }

  /// Does what one `--bind` action asks.
  mutating func performAction(_ action: ListAction) -> ComponentReply<Self> {
    switch action {
    case .move(let move): return run(.move(move), argument: nil)
    case .toggle:
      message = nil
      if case .limitReached(let limit) = list.toggleMark() {
        message = StatusMessage(ComponentWording.markLimit(limit), .error)
      }
    case .toggleAll, .selectAll, .deselectAll:
      message = nil
      let marking: ChoiceList.MatchMarking =
        action == .selectAll ? .mark : action == .deselectAll ? .unmark : .toggle
      if let limit = list.markMatches(marking) {
        message = StatusMessage(ComponentWording.markLimit(limit), .error)
      }
    case .accept: return run(.choose, argument: nil)
    case .abort: return run(.cancel, argument: nil)
    case .clearQuery: return run(.edit(.setText("")), argument: nil)
    case .ignore: return .unchanged
    case .preview(let action): return perform(ListCommand.preview(action))
    case .execute(let template): return command(template, silently: false)
    case .executeSilent(let template): return command(template, silently: true)
    case .reload(let template): reload(template)
    case .reloadSync(let template): reload(template, sync: true)
    case .toggleWrap:
      appearance.wraps.toggle()
      if !appearance.wraps { appearance.wrapsWords = false }
    case .toggleWrapWord:
      appearance.wrapsWords.toggle()
      appearance.wraps = appearance.wrapsWords
    case .toggleHscroll: appearance.scrollsToMatch.toggle()
    case .toggleMultiLine: appearance.multiLine.toggle()
    case .toggleSort:
      list.setSortsMatches(!list.configuration.sortsMatches)
      scrollOffset = 0
    case .offset(let offset): scroll(offset)
    case .bell: return .bell
    case .exclude(let marked):
      list.exclude(
        marked && list.markedCount > 0 ? list.markedItems : list.highlightedItem.map { [$0] } ?? [])
    case .track(let change): list.changeTracking(change)
    case .input(let state):
      appearance.hidesInput = state == .toggle ? !appearance.hidesInput : state == .off
    case .header(let state):
      appearance.hidesHeader = state == .toggle ? !appearance.hidesHeader : state == .off
    case .mark(let marks):
      message = nil
      if case .limitReached(let limit) = list.setMark(marks) {
        message = StatusMessage(ComponentWording.markLimit(limit), .error)
      }
    case .clearMarks: list.unmarkAll()
    case .toggleAndMove(let move):
      let down =
        switch move {
        case .down: true
        case .up: false
        case .in: appearance.layout == .queryAtBottom
        case .out: appearance.layout != .queryAtBottom
        }
      return run(.mark(down ? .down : .up), argument: nil)
    case .markedStep(let down):
      // Down the screen is down the ranks unless the best item is at the bottom.
      list.highlightMarked(forward: down != (appearance.layout == .queryAtBottom))
    case .clearScreen: return run(.redraw, argument: nil)
    case .printQuery:
      printsQueryOnly = true
      status = .submitted([])
    case .replaceQuery:
      guard let index = list.highlightedItem else { return .unchanged }
      return run(.edit(.setText(list.text(of: index))), argument: nil)
    case .close:
      if preview?.isShown == true { return perform(ListCommand.preview(.hide)) }
      return run(.cancel, argument: nil)
    case .history(let older):
      guard var history = queryHistory else { return .unchanged }
      let query = older ? history.previous(current: queryField.text) : history.next(current: queryField.text)
      queryHistory = history
      return run(.edit(.setText(query)), argument: nil)
    case .change, .transform, .search, .binding, .trigger, .put, .position, .halfPage, .acceptNonEmpty,
      .become, .print, .acceptOrPrintQuery, .edit, .deleteOrAbort:
      return performScripted(action)
    }
    updateScroll()
    return .changed
  }

  /// fzf's `reload(…)`: the items become the command's output lines, read as they come; the
  /// query stays, the marks start again, and the highlight keeps its row as far as the new
  /// matches go (fzf's cursor), tracking (`--track`) going on. A reload before stops the command
  /// it started. `sync` (`reload-sync(…)`): the items shown stay until the command has ended,
  /// then its lines show at once.
  private mutating func reload(_ text: String, sync: Bool = false) {
    guard let command = commandLine(text, needsItem: false) else { return }
    let configuration = list.configuration
    reloading = nil
    guard
      let started = ReloadCommand(
        command, separator: reloadSeparator, readsEscapes: configuration.readsEscapes,
        headerLines: reloadHeaderLines, environment: commandEnvironment)
    else {
      message = StatusMessage(ComponentWording.readFailed("the reload command did not start"), .error)
      return
    }
    reloading = started
    var read = ChoiceList(source: started.source, configuration: configuration)
    // With --id-nth, the tracked item is looked for among the new items by its columns (keys
    // wait meanwhile), and a reload-sync keeps the marks by theirs (fzf 0.74).
    identityReload = nil
    keptMarkIdentities = nil
    if let scope = identityColumns {
      if list.tracking != .off, let item = list.highlightedItem {
        identityReload = IdentityReload(
          search: IdentitySearch(list.identity(ofItem: item, scope), scope: scope), sync: sync)
      }
      if sync && list.markedCount > 0 {
        keptMarkIdentities = Set(list.markedItems.map { list.identity(ofItem: $0, scope) })
      }
    }
    // The new items are others: tracking every highlighted item goes on, tracking one ends
    // unless it is looked for.
    read.tracking = list.tracking == .highlighted || identityReload != nil ? list.tracking : .off
    if !matchedQuery.isEmpty { read.setQuery(matchedQuery) }
    if sync || identityReload != nil {
      syncReload = read
      return
    }
    syncReload = nil
    // As fzf: the highlight keeps its row, as far as the new items go.
    read.keepRow(list.highlight)
    list = read
    observed.loads = true
    scrollOffset = 0
    // The header lines read before stay until the new ones are there (no flicker).
    awaitsReloadHeader = reloadHeaderLines > 0
  }

  /// Shows a reload's header lines once they are all read (or its output ended first); true
  /// when the header changed.
  private mutating func showReloadHeader() -> Bool {
    guard awaitsReloadHeader, let header = reloading?.source.header, header.isComplete else { return false }
    awaitsReloadHeader = false
    let configuration = list.configuration
    appearance.headerLines = header.lines.map(configuration.headerText(of:))
    return true
  }

  /// A `--bind` command with the preview's placeholders filled in from the highlighted item, the
  /// marked ones and the query, to be run by the program; nothing when a placeholder names an
  /// item and none is highlighted (fzf runs nothing then either).
  func command(_ text: String, silently: Bool) -> ComponentReply<Self> {
    guard let command = commandLine(text) else { return .unchanged }
    return .run(command, silently: silently, environment: commandEnvironment)
  }

  /// A bound command's line: the preview's placeholders in `text` filled in from the highlighted
  /// item, the marked ones and the query; nil when it does not parse, or (`needsItem`) when a
  /// placeholder names an item and none is highlighted.
  func commandLine(_ text: String, needsItem: Bool = true) -> [UInt8]? {
    guard let template = try? PreviewTemplate(text) else { return nil }
    let marked = list.markedItems.map(list.previewItem)
    let runsWithoutItem = template.runsWithoutItem(markedCount: marked.count)
    var current = list.highlightedItem.map(list.previewItem)
    if needsItem && current == nil && template.hasPlaceholders && !runsWithoutItem { return nil }
    if current == nil && runsWithoutItem { current = PreviewTemplate.noItem }
    return template.command(
      query: queryField.text, current: current, marked: marked, matched: { list.matchedPreviewItems },
      delimiter: delimiter, action: lastAction, prompt: variables.prompt,
      quoting: CommandShell.current.quoting)
  }

  /// Moves the highlight as the screen shows it: with the best item at the bottom
  /// (`Layout.queryAtBottom`), up is towards the worse matches, as in fzf. With `cycles`, a row
  /// past either end is the one at the other.
  mutating func step(_ move: ListMove) {
    var move = move
    if appearance.layout == .queryAtBottom {
      switch move {
      case .up: move = .down
      case .down: move = .up
      case .pageUp: move = .pageDown
      case .pageDown: move = .pageUp
      case .first, .last: break
      }
    }
    if appearance.cycles, list.rowCount > 1 {
      if move == .up && list.highlight == 0 {
        move = .last
      } else if move == .down && list.highlight == list.rowCount - 1 {
        move = .first
      }
    }
    list.move(move, page: pageRows)
  }

  /// Scrolls the list as `offset-up`, `offset-down` and `offset-middle` do in fzf: a row up or
  /// down as the screen shows it (with the query at the bottom, up is towards the worse
  /// matches), the highlight moved only to stay on the screen; or the highlighted row to the
  /// middle, as far as the rows allow.
  mutating func scroll(_ offset: ListOffset) {
    let rows = pageRows
    let last = max(0, list.rowCount - rows)
    switch offset {
    case .middle:
      scrollOffset = min(last, max(0, list.highlight - (rows - 1) / 2))
      return
    case .up, .down:
      let earlier = (offset == .up) == (appearance.layout != .queryAtBottom)
      let moved = min(last, max(0, scrollOffset + (earlier ? -1 : 1)))
      guard moved != scrollOffset else { return }
      scrollOffset = moved
      if list.highlight >= scrollOffset + rows { list.highlight(row: scrollOffset + rows - 1) }
      if list.highlight < scrollOffset { list.highlight(row: scrollOffset) }
    }
  }

  /// Lays the list out for a region of the screen.
  public mutating func layout(in region: Region) {
    if isLaidOut, region.width != self.region.width || region.height != self.region.height {
      queue(.resize)
    }
    self.region = region
    isLaidOut = true
    updateScroll()
  }

  /// The region's width in cells.
  var width: Int { region.width }
  /// The region's height in rows.
  var height: Int { region.height }
  /// True when the list is drawn inline (below the cursor).
  var isInline: Bool { region.isInline }

  /// The screen to draw now. Pure.
  public func frame() -> Frame { ChoiceListLayout(controller: self).frame() }

  /// Opens the prompt for a new item, starting from the query's text, which goes in through the
  /// item's paste policy; what it lost shows on the prompt's own message row.
  private mutating func openOther() -> ComponentReply<Self> {
    var field = Field(id: "item", rules: newItemRules, validators: Validator.requiring(newItemValidators))
    field.asyncValidators = newItemAsyncValidators
    let outcome = field.apply(.setText(queryField.text))
    var opened = PromptController(
      title: ComponentWording.newItemTitle, question: ComponentWording.newItemMessage, field: field)
    opened.fitsShortRegions = true
    opened.editing = editing
    if let text = outcome.message {
      opened.show(StatusMessage(ComponentWording.fromQuery(text), .info))
    }
    isOtherOpen = true
    return .present(opened) { list, prompt in list.otherEnded(prompt.status) }
  }

  /// "Other…"'s prompt ended: a new item is added and chosen; Ctrl-C in it interrupts the list.
  private mutating func otherEnded(_ ended: ComponentStatus<String>) -> ComponentReply<Self> {
    isOtherOpen = false
    switch ended {
    case .running: break
    case .submitted(let item):
      let isNew = list.add(item)
      message = StatusMessage(ComponentWording.added(item, alreadyThere: !isNew), .info)
      queryField = Field(id: "query")
      queryScrollOffset = 0
    case .cancelled, .timedOut: break
    case .interrupted: status = .interrupted
    }
    updateScroll()
    return .changed
  }

  /// Scrolls so that `--scroll-off`'s items stay between the highlight and the list's top and
  /// bottom, as fzf's `constrain` does: first toward the start, then toward the end, never past
  /// the first or the last item.
  private mutating func keepScrollMargin(rows: Int) {
    let margin = min(appearance.scrollOff, rows / 2)
    guard margin > 0, list.rowCount > 0 else { return }
    let highlight = list.highlight
    let lowest = max(highlight - rows + 1, 0)
    let highest = max(min(list.rowCount - rows, highlight), 0)
    if highlight - scrollOffset < margin { scrollOffset = max(lowest, highlight - margin) }
    let after = rows - (highlight - scrollOffset + 1)
    if after < margin { scrollOffset = min(highest, scrollOffset + margin - after) }
  }

  /// Keeps the highlighted row on the screen, scrolling as little as possible, ranks the rows
  /// shown, and keeps the query's cursor inside its box.
  mutating func updateScroll() {
    let rows = pageRows
    // A tracked item on another row (the matches changed around it) keeps its place on the
    // screen, as in fzf.
    if list.tracking != .off, let item = list.highlightedItem, item == shownHighlight.item,
      list.highlight != shownHighlight.row
    {
      scrollOffset = max(0, list.highlight - (shownHighlight.row - scrollOffset))
    }
    if list.highlight < scrollOffset { scrollOffset = list.highlight }
    if list.highlight >= scrollOffset + rows { scrollOffset = list.highlight - rows + 1 }
    scrollOffset = max(0, scrollOffset)
    keepScrollMargin(rows: rows)
    // By items: an item may take several rows (`--multi-line`, `--wrap`, `--gap`), so the first
    // shown moves on until all of the highlighted one's rows show, and back while the last
    // items leave rows empty.
    list.rank(rows: max(scrollOffset, list.highlight) + rows + 1)
    let gap = appearance.gap
    if list.highlight > scrollOffset {
      var heights = (scrollOffset...list.highlight).map { ChoiceListLayout.height(ofRow: $0, self) }
      var total = heights.reduce(0, +) + (heights.count - 1) * gap
      while scrollOffset < list.highlight, total > rows {
        total -= heights.removeFirst() + gap
        scrollOffset += 1
      }
    }
    scrollOffset = min(scrollOffset, max(0, list.rowCount - 1))
    defer {
      list.firstShownRow = scrollOffset
      shownHighlight = (list.highlightedItem, list.highlight)
    }
    if list.rowCount > 0, list.rowCount - scrollOffset <= rows {
      var total = ChoiceListLayout.span(scrollOffset...(list.rowCount - 1), self)
      while scrollOffset > 0 {
        let more = ChoiceListLayout.height(ofRow: scrollOffset - 1, self) + gap
        if total + more > rows { break }
        total += more
        scrollOffset -= 1
      }
    }
    list.rank(rows: scrollOffset + rows)
    let area = ChoiceListLayout.queryArea(controller: self)
    if area > 0 {
      queryScrollOffset = FieldBox.scroll(queryField.buffer, from: queryScrollOffset, areaWidth: area)
    }
    if !isFinished, isLaidOut, previewPane != nil {
      let pane = ChoiceListLayout.listArea(self).pane
      // `{q}` is the query typed, also while search is off (`--disabled`), as fzf's `t.input`.
      let (list, query) = (list, queryField.text)
      // A copy (its storage shared) tells the preview's command about the list, if it runs.
      let shown = self
      previewPane?.update(list: list, query: query, rows: pane?.height ?? 0, columns: pane?.width ?? 0) {
        shown.variables
      }
    }
  }
}

extension ChoiceListController: EditsWithKeys {
  /// What shows the vi mode in front of the query's label, or "".
  var modeMark: String { editing.modeMark(for: vi.mode) ?? "" }
}
