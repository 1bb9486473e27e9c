import FieldEngine
import FieldIO
import FieldKeys

/// A multi-line text area as a component (`tfield write`): a label, the lines of a `TextArea`
/// (scrolling when they are more than its rows), and a message or help row. Enter breaks the
/// line; Ctrl-D (anywhere) and Alt-Enter submit when the checks pass; Escape cancels, asking for a
/// second Escape when the text has changed; Ctrl-C interrupts. Its keys:
/// `KeyBindings<TextAreaCommand>.textArea`.
///
/// ```swift
/// let area = TextArea(maxLength: 500, maxLines: 20)
/// let message = try await ComponentRunner.run(TextAreaController(label: "Message", area: area)).value
/// ```
public struct TextAreaController: TerminalComponent {
  /// The colours and attributes it is drawn in where colours are used; ``Theme/default`` unless
  /// set (`tfield --theme`).
  public var theme = Theme.default
  /// The label above the text.
  public var label: String
  /// Shown dimmed while the text is empty ("" for none).
  public var placeholder: String
  /// The text area: its text reaches it only through its door.
  public private(set) var area: TextArea
  /// The rows the text takes inline (5 unless told); full screen, all the screen has.
  public var textRows: Int
  /// Where it stands: submitted with the text, cancelled, interrupted.
  public var status = ComponentStatus<String>.running
  /// The message row: why the last key was refused, what a paste lost, why submitting failed;
  /// or nil.
  public private(set) var message: StatusMessage?
  /// The key table.
  package private(set) var bindings: KeyBindings<TextAreaCommand>
  /// The key table before the program's changes (`keys`).
  private let baseBindings: KeyBindings<TextAreaCommand>
  /// Changes to the text area's keys (``KeyCustomization``): keys rebound by name, macros, an inputrc.
  public var keys = KeyCustomization() {
    didSet {
      bindings = keys.apply(to: baseBindings)
    }
  }
  /// Where the area is laid out.
  private(set) var region = Region.standard
  /// The first line shown (vertical scrolling).
  private(set) var firstVisibleLine = 0
  /// The UTF-8 offset of the first character shown on the cursor's line (horizontal scrolling).
  private(set) var scrollOffset = 0
  /// True after an Escape on a changed text: the next Escape cancels.
  public private(set) var confirmsCancel = false
  /// The prefix key and the numeric argument that wait for the next key.
  package private(set) var keySequence = KeySequenceState()
  /// How the text is edited: readline's emacs keys (the default) or its vi modes (each line's
  /// commands as in a field; `j` and `k` move between lines), and what shows the vi mode (in
  /// front of the label).
  public var editing = EditingSettings.emacs
  /// Where vi's keys stand in vi mode.
  package private(set) var vi = ViState()
  /// The file an editor was given (Ctrl-X Ctrl-E), read back at the next wake.
  var editorFile: EditorFile?

  /// Creates a text area component; it is laid out for 80x24 until `layout(in:)`. What the
  /// area's initial value lost to its rules is shown as the first message.
  public init(label: String = "", placeholder: String = "", area: TextArea = TextArea(), textRows: Int = 5) {
    self.init(label: label, placeholder: placeholder, area: area, textRows: textRows, bindings: .textArea)
  }

  /// Creates a text area component with a key table of its own.
  package init(
    label: String = "", placeholder: String = "", area: TextArea = TextArea(), textRows: Int = 5,
    bindings: KeyBindings<TextAreaCommand>
  ) {
    self.label = label
    self.placeholder = placeholder
    self.area = area
    self.textRows = max(1, textRows)
    self.bindings = bindings
    self.baseBindings = bindings
    if let outcome = area.initialValueOutcome, let text = outcome.message {
      message = StatusMessage(text, .info)
    }
    updateScroll()
  }

  /// Handles a key; shows what the input layer reports in front of the message row; reads back
  /// what an editor left.
  public mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    switch event {
    case .key(let key): return handle(key: key)
    case .notice(let notice):
      message = StatusMessage.notice(notice, before: message)
      return .changed
    case .wake: return readBackEditorFile()
    case .endOfInput, .timeOut: return .unchanged
    }
  }

  private mutating func handle(key event: KeyEvent) -> ComponentReply<Self> {
    guard !isFinished else { return .unchanged }
    let step =
      editing.mode == .vi
      ? bindings.viStep(event, fitsScreen: fitsScreen, after: &keySequence, vi: &vi)
      : bindings.step(event, fitsScreen: fitsScreen, after: &keySequence)
    if step.endsEditRun { area.endEditRun() }
    var reply = ComponentReply<Self>.unchanged
    if let message = step.message {
      self.message = message
      reply = .changed
    }
    if let (command, argument) = step.command { reply = run(command, argument: argument) }
    // Ctrl-X e: the keyboard macro's keys, each read as if typed.
    for replayed in step.replay where !isFinished { reply = reply.then(handle(key: replayed)) }
    return reply
  }

  private mutating func run(_ command: TextAreaCommand, argument: Int?) -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.changed
    message = nil
    let confirming = confirmsCancel
    confirmsCancel = false
    switch command {
    case .edit(let edit):
      message = StatusMessage(area.apply(edit, argument: argument), keys: bindings)
    case .submit:
      let violations = area.validate()
      if violations.isEmpty {
        status = .submitted(area.text)
      } else {
        message = StatusMessage(violations.map(\.message).joined(separator: "; "), .error)
      }
    case .cancel:
      if area.isChanged && !confirming {
        confirmsCancel = true
        message = StatusMessage(ComponentWording.discardChanges, .info)
      } else {
        status = .cancelled
      }
    case .interrupt: status = .interrupted
    case .redraw: reply = .redraw
    case .suspend: reply = .suspend
    case .editInEditor:
      switch EditorFile.create(holding: area.text) {
      case .success(let file):
        editorFile = file
        reply = .edit(file)
      case .failure(let error): message = StatusMessage(error.message, .error)
      }
    }
    updateScroll()
    return reply
  }

  /// At once while an editor's file waits to be read back.
  public var wake: Wake { editorFile == nil ? .never : .now }

  /// Reads back what the editor left (Ctrl-X Ctrl-E): it replaces the text as a value from the
  /// program, through the paste policy, one undo step; an editor that failed leaves the text.
  private mutating func readBackEditorFile() -> ComponentReply<Self> {
    guard let file = editorFile else { return .unchanged }
    editorFile = nil
    switch file.takeResult() {
    case .success(let text): message = StatusMessage(area.apply(.edit(.setText(text))), keys: bindings)
    case .failure(let error): message = StatusMessage(error.message, .error)
    }
    updateScroll()
    return .changed
  }

  /// Lays the area out for a region of the screen; no text is lost.
  public mutating func layout(in region: Region) {
    self.region = region
    updateScroll()
  }

  /// The region's width in cells.
  var width: Int { region.width }
  /// The region's height in rows.
  var height: Int { region.height }
  /// True when the area is drawn inline (below the cursor): it takes `textRows` rows of text.
  var isInline: Bool { region.isInline }

  /// The label, the lines shown, and the message or help. Pure.
  public func frame() -> Frame {
    var frame = Frame(width: width, height: height)
    TextAreaLayout(controller: self).draw(into: &frame)
    return frame
  }

  /// Inline: the label's row, `textRows` rows of text, and the message or help row.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    min(TextAreaLayout.labelRows + textRows + 1, screenHeight)
  }

  /// "Label: 3 lines" (the count alone without a label), or "(cancelled)", "(interrupted)".
  public var transcript: [String] {
    let value = status.endingWords ?? ComponentWording.lineCount(area.text.isEmpty ? 0 : area.lines.count)
    return [ComponentWording.transcriptLine(label: label, value: value)]
  }

  /// True when the screen is large enough to show a line of text.
  public var fitsScreen: Bool { TextAreaLayout.Geometry(controller: self).fits }

  private mutating func updateScroll() {
    let geometry = TextAreaLayout.Geometry(controller: self)
    guard geometry.fits else { return }
    let row = area.cursor.line
    if row < firstVisibleLine { firstVisibleLine = row }
    if row >= firstVisibleLine + geometry.textRows { firstVisibleLine = row - geometry.textRows + 1 }
    firstVisibleLine = max(0, min(firstVisibleLine, area.lines.count - geometry.textRows))
    scrollOffset = FieldBox.scroll(
      area.currentLine.buffer, from: scrollOffset, areaWidth: geometry.textWidth)
  }
}

extension TextAreaController: EditsWithKeys {
  /// What shows the vi mode in front of the label, or "".
  var modeMark: String { editing.modeMark(for: vi.mode) ?? "" }
}
