import FieldEngine

/// An editable choice list driven one step at a time: the items with the current choice marked,
/// ↑ ↓ Home End Page Up Page Down to move, typing to filter (case-insensitive substring), Enter to
/// choose. With `allowsOther`, a last row "Other…" opens a `PromptController` for a new item under
/// `newItemRules`; the item is added (not twice), the list sorted case-insensitively and the item
/// chosen and highlighted, so Enter confirms it. Escape in that prompt goes back to the list;
/// Escape in the list cancels. Keys: `KeyBindings.list` (the prompt's: `KeyBindings.standard`).
///
/// ```swift
/// let list = ChoiceListController(title: "Colour", list: ChoiceList(items: ["red", "blue"], allowsOther: true))
/// let colour = try FormRunner.run(list).value   // nil when cancelled
/// ```
public struct ChoiceListController: TerminalComponent {
  /// Where the list stands.
  public enum Status: Equatable, Sendable {
    /// Still open.
    case running
    /// This item was chosen.
    case chosen(String)
    /// Cancelled with Escape.
    case cancelled
    /// Interrupted with Ctrl-C.
    case interrupted
  }

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
  /// Where the list stands.
  public private(set) var status = Status.running
  /// The message row, or nil.
  public private(set) var notice: FormController.Message?
  /// The key table.
  public let bindings: KeyBindings
  /// The key decoder.
  public var decoder: KeyDecoder
  /// The screen width in cells.
  public private(set) var width: Int
  /// The screen height in rows.
  public private(set) var height: Int
  /// The first row shown (vertical scrolling).
  public private(set) var scrollOffset = 0
  /// The UTF-8 offset of the first character shown in the filter (horizontal scrolling).
  public private(set) var filterScrollOffset = 0
  /// Counts the changes that can alter the frame.
  public private(set) var revision = 0
  private var redrawRequested = false

  /// Creates a controller for a list on a screen of `width` x `height` cells.
  public init(
    title: String, list: ChoiceList, newItemRules: FieldRules = FieldRules(), width: Int = 80,
    height: Int = 24, bindings: KeyBindings = .list, decoder: KeyDecoder = KeyDecoder()
  ) {
    self.title = title
    self.list = list
    self.newItemRules = newItemRules
    self.width = width
    self.height = height
    self.bindings = bindings
    self.decoder = decoder
    updateScroll()
  }

  /// The chosen item, or nil.
  public var value: String? {
    if case .chosen(let value) = status { return value }
    return nil
  }

  /// True once chosen, cancelled or interrupted.
  public var isFinished: Bool { status != .running }

  /// When the decoder must be asked again, in its clock.
  public var deadline: UInt64? { decoder.pendingDeadline }

  /// The rows of items a page holds on this screen.
  public var pageRows: Int { ChoiceListLayout.listRows(height: height) }

  /// True when the screen is large enough to show the list.
  public var fitsScreen: Bool {
    width >= ChoiceListLayout.minimumWidth && height >= ChoiceListLayout.minimumHeight
  }

  /// Decodes bytes and handles every key they hold.
  public mutating func feed(_ bytes: some Collection<UInt8>, now: UInt64) {
    for event in decoder.feed(bytes, now: now) where !isFinished { handle(event) }
  }

  /// Resolves what the decoder was waiting for.
  public mutating func tick(now: UInt64) {
    for event in decoder.flush(now: now) where !isFinished { handle(event) }
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
    guard fitsScreen || command.actsOnHiddenComponent else { return }
    revision += 1
    notice = nil
    switch command {
    case .edit(let edit):
      let outcome = filterField.apply(edit)
      if let text = outcome.message {
        notice = FormController.Message(text, outcome.status == .refused ? .error : .info)
      }
      if filterField.text != list.filter { list.setFilter(filterField.text) }
    case .moveHighlight(let move): list.move(move, page: pageRows)
    case .submit:
      if list.isOtherHighlighted {
        openOther()
      } else if let item = list.chooseHighlighted() {
        status = .chosen(item)
      } else {
        notice = FormController.Message(ComponentWording.nothingToChoose(filter: list.filter), .error)
      }
    case .cancel: status = .cancelled
    case .interrupt: status = .interrupted
    case .redraw: redrawRequested = true
    case .nextField, .previousField, .openPrompt, .openList, .toggleReveal: break
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
      title: ComponentWording.newItemTitle, message: ComponentWording.newItemMessage, field: field,
      width: width, height: height)
    if let text = outcome.message {
      opened.show(FormController.Message(ComponentWording.fromFilter(text), .info))
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
      notice = FormController.Message(ComponentWording.added(item, alreadyThere: !isNew), .info)
      filterField = Field(id: "filter")
      filterScrollOffset = 0
    case .cancelled: break
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
      filterScrollOffset = FormLayout.scroll(filterField.buffer, from: filterScrollOffset, areaWidth: area)
    }
  }
}
