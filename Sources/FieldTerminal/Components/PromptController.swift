import FieldEngine

/// A prompt dialog driven one step at a time: a title, a message, one `Field` under any of the
/// engine's rules, and OK and Cancel buttons. Tab and Shift-Tab (↓ and ↑) move between the field
/// and the buttons; Enter on the field or OK submits when the field's validators pass; Enter on
/// Cancel or Escape cancels; Ctrl-C interrupts. The field's keys are `KeyBindings.standard`.
///
/// ```swift
/// var spec = FieldSpec(id: "name", limits: [.characters: 20])
/// let prompt = try PromptController(title: "Name", message: "Who are you?", spec: spec)
/// let name = try FormRunner.run(prompt).value   // nil when cancelled
/// ```
public struct PromptController: TerminalComponent {
  /// Where the prompt stands.
  public enum Status: Equatable, Sendable {
    /// Still open.
    case running
    /// Submitted with this value.
    case submitted(String)
    /// Cancelled with Escape or the Cancel button.
    case cancelled
    /// Interrupted with Ctrl-C.
    case interrupted
  }

  /// What has the focus.
  public enum Focus: Int, Equatable, Sendable, CaseIterable {
    /// The text field.
    case field
    /// The OK button.
    case ok
    /// The Cancel button.
    case cancel
  }

  /// The title, on the box's top border.
  public var title: String
  /// The message above the field.
  public var message: String
  /// The field: its text reaches it only through the engine.
  public private(set) var field: Field
  /// True when a password field's text is shown (F4); a password is hidden until then.
  public private(set) var revealed = false
  /// What has the focus.
  public private(set) var focus = Focus.field
  /// Where the prompt stands.
  public private(set) var status = Status.running
  /// Why the last key was refused, what a paste lost, why submitting failed; or nil.
  public private(set) var notice: FormController.Message?
  /// The key table.
  public let bindings: KeyBindings
  /// The key decoder.
  public var decoder: KeyDecoder
  /// The screen width in cells.
  public private(set) var width: Int
  /// The screen height in rows.
  public private(set) var height: Int
  /// The UTF-8 offset of the first character shown in the field (horizontal scrolling).
  public private(set) var scrollOffset = 0
  /// Counts the changes that can alter the frame.
  public private(set) var revision = 0
  private var redrawRequested = false

  /// Creates a prompt around a field.
  public init(
    title: String, message: String, field: Field, width: Int = 80, height: Int = 24,
    bindings: KeyBindings = .standard, decoder: KeyDecoder = KeyDecoder()
  ) {
    self.title = title
    self.message = message
    self.field = field
    self.width = width
    self.height = height
    self.bindings = bindings
    self.decoder = decoder
    updateScroll()
  }

  /// Creates a prompt whose field is built from a spec (`FieldSpec.makeField()`); what the spec's
  /// initial value lost to the rules is shown as the first notice.
  public init(title: String, message: String, spec: FieldSpec, width: Int = 80, height: Int = 24)
    throws(ConfigurationError)
  {
    let (field, outcome) = try spec.makeField()
    self.init(title: title, message: message, field: field, width: width, height: height)
    if let text = outcome?.message { show(FormController.Message(text, .info)) }
  }

  /// Shows a notice until the next key, such as what an initial value lost to the rules.
  public mutating func show(_ notice: FormController.Message?) {
    self.notice = notice
    revision += 1
  }

  /// The submitted value, or nil.
  public var value: String? {
    if case .submitted(let value) = status { return value }
    return nil
  }

  /// True once submitted, cancelled or interrupted.
  public var isFinished: Bool { status != .running }

  /// When the decoder must be asked again, in its clock.
  public var deadline: UInt64? { decoder.pendingDeadline }

  /// Decodes bytes and handles every key they hold.
  public mutating func feed(_ bytes: some Collection<UInt8>, now: UInt64) {
    for event in decoder.feed(bytes, now: now) where !isFinished { handle(event) }
  }

  /// Resolves what the decoder was waiting for.
  public mutating func tick(now: UInt64) {
    for event in decoder.flush(now: now) where !isFinished { handle(event) }
  }

  /// Handles one key event.
  public mutating func handle(_ event: KeyEvent) {
    guard !isFinished, let command = bindings.command(for: event) else { return }
    // Too small to be seen: only leaving and redrawing act.
    guard fitsScreen || command.actsOnHiddenComponent else { return }
    revision += 1
    notice = nil
    switch command {
    case .edit(let edit):
      // Typing on a button goes to the field, as a person who types expects.
      focus = .field
      let outcome = field.apply(edit)
      if let text = outcome.message {
        notice = FormController.Message(text, outcome.status == .refused ? .error : .info)
      }
    case .nextField: focus = Focus(rawValue: (focus.rawValue + 1) % 3)!
    case .previousField: focus = Focus(rawValue: (focus.rawValue + 2) % 3)!
    case .submit:
      if focus == .cancel {
        status = .cancelled
      } else {
        let violations = field.validate()
        if violations.isEmpty {
          status = .submitted(field.text)
        } else {
          focus = .field
          notice = FormController.Message(violations.map(\.message).joined(separator: "; "), .error)
        }
      }
    case .cancel: status = .cancelled
    case .interrupt: status = .interrupted
    case .redraw: redrawRequested = true
    case .toggleReveal: if field.isPassword { revealed.toggle() }
    case .openPrompt, .openList, .moveHighlight: break
    }
    updateScroll()
  }

  /// Lays the prompt out for a new screen size; no text is lost.
  public mutating func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    revision += 1
    updateScroll()
  }

  /// Returns true once after Ctrl-L asked for a full redraw.
  public mutating func takeRedrawRequest() -> Bool {
    defer { redrawRequested = false }
    return redrawRequested
  }

  /// The terminal hung up: the prompt ends as if cancelled.
  public mutating func endOfInput() { status = .cancelled }

  /// The prompt centred on an empty screen. Pure.
  public func frame() -> Frame {
    var frame = Frame(width: width, height: height)
    PromptLayout(prompt: self).draw(into: &frame)
    return frame
  }

  /// True when the screen is large enough to show the prompt.
  public var fitsScreen: Bool { PromptLayout.Geometry(prompt: self).fits }

  /// True when the field shows one glyph per character instead of its text.
  var isMasked: Bool { field.isPassword && !revealed }

  private mutating func updateScroll() {
    let area = PromptLayout.Geometry(prompt: self).fieldArea
    guard area > 0 else { return }
    scrollOffset = FormLayout.scroll(field.buffer, from: scrollOffset, areaWidth: area, masked: isMasked)
  }
}
