import FieldEngine

/// An editable choice list as a component: the items with the current choice marked,
/// ↑ ↓ Home End Page Up Page Down to move, typing to filter (case-insensitive substring), Enter to
/// choose. With `allowsOther`, a last row "Other…" opens a `PromptController` for a new item under
/// `newItemRules`; the item is added (not twice), the list sorted case-insensitively and the item
/// chosen and highlighted, so Enter confirms it. Escape in that prompt goes back to the list;
/// Escape in the list cancels. Keys: `KeyBindings<ListCommand>.list` (the prompt's:
/// `KeyBindings<PromptCommand>.prompt`).
///
/// ```swift
/// let list = ChoiceListController(title: "Colour", list: ChoiceList(items: ["red", "blue"], allowsOther: true))
/// let colour = try ComponentRunner.run(list).value   // nil when cancelled
/// ```
public struct ChoiceListController: TerminalComponent {
  /// The items, the choice, the filter and the highlight.
  public private(set) var list: ChoiceList
  /// The title row.
  public var title: String
  /// The filter as a field: typed text reaches it through the engine.
  public private(set) var filterField = Field(id: "filter")
  /// The prompt for a new item, while "Other…" is open.
  public private(set) var prompt: PromptController?
  /// The rules of a new item's field.
  public var newItemRules: FieldRules
  /// Where the list stands: submitted with the chosen item, cancelled, interrupted.
  public private(set) var status = ComponentStatus<String>.running
  /// The message row, or nil.
  public private(set) var notice: StatusMessage?
  /// The key table.
  public let bindings: KeyBindings<ListCommand>
  /// The screen width in cells.
  public private(set) var width = 80
  /// The screen height in rows.
  public private(set) var height = 24
  /// The first row shown (vertical scrolling).
  public private(set) var scrollOffset = 0
  /// The UTF-8 offset of the first character shown in the filter (horizontal scrolling).
  public private(set) var filterScrollOffset = 0
  /// Counts the changes that can alter the frame.
  public private(set) var revision = 0
  /// True when the list is drawn inline (below the cursor), set by the runner.
  public var isInline = false {
    didSet { updateScroll() }
  }
  /// How many rows the list takes inline; nil for as many as it needs, at most 10.
  public var preferredInlineHeight: InlineHeight?
  private var redrawRequested = false

  /// Creates a list component; it is laid out for 80x24 until `resize(width:height:)`.
  public init(
    title: String, list: ChoiceList, newItemRules: FieldRules = FieldRules(),
    bindings: KeyBindings<ListCommand> = .list
  ) {
    self.title = title
    self.list = list
    self.newItemRules = newItemRules
    self.bindings = bindings
    updateScroll()
  }

  /// The rows of items a page holds on this screen.
  public var pageRows: Int { ChoiceListLayout.arrangement(self).listRows(height: height) }

  /// True when the screen is large enough to show the list.
  public var fitsScreen: Bool {
    width >= ChoiceListLayout.minimumWidth && height >= ChoiceListLayout.arrangement(self).minimumHeight
  }

  /// Inline, the list takes `preferredInlineHeight` rows, or as many as its rows need up to 10;
  /// while "Other…"'s prompt is open, at least the prompt's box.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    let arrangement = ChoiceListLayout.Arrangement(inline: true, title: title)
    let needed = arrangement.firstRow + list.rowCount + arrangement.bottomRows
    let rows: Int
    switch preferredInlineHeight {
    case .rows(let count)?: rows = count
    case .percent(let percent)?: rows = max(arrangement.minimumHeight, screenHeight * percent / 100)
    case nil: rows = min(needed, ChoiceListLayout.defaultInlineHeight)
    }
    let promptRows = prompt?.inlineHeight(width: width, screenHeight: screenHeight) ?? 0
    return max(rows, promptRows, arrangement.minimumHeight)
  }

  /// "Title: item" (the item alone without a title), or "(cancelled)", "(interrupted)".
  public var transcript: [String] {
    let value = status.endingWords ?? value.map(ChoiceListLayout.printable) ?? ""
    return [ComponentWording.transcriptLine(label: title, value: value)]
  }

  /// Shows what the input layer reports: in the open prompt, or in front of the message row.
  public mutating func show(_ notice: InputNotice) {
    revision += 1
    if prompt != nil {
      prompt?.show(notice)
    } else {
      self.notice = self.notice.map { $0.prefixed(by: notice) } ?? StatusMessage(notice.message, .error)
    }
  }

  /// Handles one key event: the prompt's while it is open, the list's otherwise.
  public mutating func handle(_ event: KeyEvent) {
    guard !isFinished else { return }
    if prompt != nil {
      handleInPrompt(event)
      return
    }
    guard let command = bindings.command(for: event) else { return }
    // Too small to be seen: only leaving and redrawing act.
    guard fitsScreen || command.actsWhileHidden else { return }
    revision += 1
    notice = nil
    switch command {
    case .edit(let edit):
      notice = StatusMessage(filterField.apply(edit), keys: bindings)
      if filterField.text != list.filter { list.setFilter(filterField.text) }
    case .move(let move): list.move(move, page: pageRows)
    case .choose:
      if list.isOtherHighlighted {
        openOther()
      } else if let item = list.chooseHighlighted() {
        status = .submitted(item)
      } else {
        notice = StatusMessage(ComponentWording.nothingToChoose(filter: list.filter), .error)
      }
    case .cancel: status = .cancelled
    case .interrupt: status = .interrupted
    case .redraw: redrawRequested = true
    }
    updateScroll()
  }

  /// Lays the list out for a new screen size.
  public mutating func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    revision += 1
    prompt?.resize(width: width, height: height)
    updateScroll()
  }

  /// Returns true once after Ctrl-L asked for a full redraw.
  public mutating func takeRedrawRequest() -> Bool {
    let prompted = prompt?.takeRedrawRequest() ?? false
    defer { redrawRequested = false }
    return redrawRequested || prompted
  }

  /// The terminal hung up: the list ends as if cancelled.
  public mutating func endOfInput() { status = .cancelled }

  /// The time given to answer ran out: the component ends, timed out.
  public mutating func timeOut() {
    status = .timedOut
    revision += 1
  }

  /// The screen to draw now: the list, and the prompt over it while "Other…" is open. Pure.
  public func frame() -> Frame {
    var frame = ChoiceListLayout(controller: self).frame()
    if let prompt { PromptLayout(prompt: prompt).draw(into: &frame) }
    return frame
  }

  /// Opens the prompt for a new item, starting from the filter's text, which goes in through the
  /// item's paste policy; what it lost shows on the prompt's own message row.
  private mutating func openOther() {
    var field = Field(id: "item", rules: newItemRules)
    let outcome = field.apply(.setText(filterField.text))
    var opened = PromptController(
      title: ComponentWording.newItemTitle, message: ComponentWording.newItemMessage, field: field)
    opened.isInline = isInline
    opened.resize(width: width, height: height)
    if let text = outcome.message {
      opened.show(StatusMessage(ComponentWording.fromFilter(text), .info))
    }
    prompt = opened
  }

  private mutating func handleInPrompt(_ event: KeyEvent) {
    prompt?.handle(event)
    revision += 1
    guard let ended = prompt?.status else { return }
    switch ended {
    case .running: return
    case .submitted(let item):
      let isNew = list.add(item)
      notice = StatusMessage(ComponentWording.added(item, alreadyThere: !isNew), .info)
      filterField = Field(id: "filter")
      filterScrollOffset = 0
    case .cancelled, .timedOut: break
    case .interrupted: status = .interrupted
    }
    prompt = nil
    updateScroll()
  }

  /// Keeps the highlighted row on the screen, scrolling as little as possible, and the filter's
  /// cursor inside its box.
  private mutating func updateScroll() {
    let rows = pageRows
    if list.highlight < scrollOffset { scrollOffset = list.highlight }
    if list.highlight >= scrollOffset + rows { scrollOffset = list.highlight - rows + 1 }
    scrollOffset = max(0, min(scrollOffset, max(0, list.rowCount - rows)))
    let area = ChoiceListLayout.filterArea(controller: self)
    if area > 0 {
      filterScrollOffset = FieldBox.scroll(filterField.buffer, from: filterScrollOffset, areaWidth: area)
    }
  }
}
