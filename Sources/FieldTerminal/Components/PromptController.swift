import FieldEngine
import FieldIO
import FieldKeys

/// A prompt dialog as a component: a title, a question, one `Field` under any of the engine's
/// rules, and OK and Cancel buttons. Tab and Shift-Tab (↓ and ↑) move between the field and the
/// buttons; Enter on the field or OK submits when the field's validators pass; Enter on Cancel or
/// Escape cancels; Ctrl-C interrupts. Its keys: `KeyBindings<PromptCommand>.prompt`.
///
/// ```swift
/// let spec = FieldSpec(id: "name", rules: FieldRules(maxLength: 20))
/// let prompt = try PromptController(title: "Name", question: "Who are you?", spec: spec)
/// let name = try await ComponentRunner.run(prompt).value   // nil when cancelled
/// ```
public struct PromptController: TerminalComponent {
  /// The colours and attributes it is drawn in where colours are used; ``Theme/default`` unless
  /// set (`tfield --theme`).
  public var theme = Theme.default
  /// What has the focus.
  package enum Focus: Int, Equatable, Sendable, CaseIterable {
    /// The text field.
    case field
    /// The OK button.
    case ok
    /// The Cancel button.
    case cancel
  }

  /// The title, on the box's top border.
  public var title: String
  /// The question above the field.
  public var question: String
  /// The field: its text reaches it only through the engine.
  public private(set) var field: Field
  /// True when a password field's text is shown (F4); a password is hidden until then.
  private(set) var revealed = false
  /// What has the focus.
  package private(set) var focus = Focus.field
  /// Where the prompt stands: submitted with the field's value, cancelled, interrupted.
  public var status = ComponentStatus<String>.running
  /// The message row: why the last key was refused, what a paste lost, why submitting failed;
  /// or nil.
  public private(set) var message: StatusMessage?
  /// The key table.
  package private(set) var bindings: KeyBindings<PromptCommand>
  /// The key table before the program's changes (`keys`).
  private let baseBindings: KeyBindings<PromptCommand>
  /// Changes to the prompt's keys (``KeyCustomization``): keys rebound by name, macros, an inputrc.
  public var keys = KeyCustomization() {
    didSet {
      bindings = keys.apply(to: baseBindings)
      calendarBindings = bindings.withCalendar()
    }
  }
  /// Where the prompt is laid out: inline, its box at the region's top left.
  private(set) var region = Region.standard
  /// The UTF-8 offset of the first character shown in the field (horizontal scrolling).
  private(set) var scrollOffset = 0
  /// True when, on a screen (or region) too short for its box, the prompt draws in as few as
  /// three rows without the box: the question on one line, the field, and the buttons with the
  /// help (the message in their place until the next key). A list's "Other…" prompt does, so it
  /// opens wherever its list fits; otherwise a screen too short says how large it must be.
  public var fitsShortRegions = false
  /// The prefix key and the numeric argument that wait for the next key.
  package private(set) var keySequence = KeySequenceState()
  /// How the field is edited: readline's emacs keys (the default) or its vi modes, and what
  /// shows the vi mode (in front of the hint below the field).
  public var editing = EditingSettings.emacs
  /// Where vi's keys stand in vi mode.
  package private(set) var vi = ViState()
  /// History and suggestions files being read into the field, a step at each wake.
  var historyLoad: HistoryLoading?
  /// The field's checks that take time (`AsyncValidator`): before submitting, and while typing.
  private(set) var checks: ValueChecks
  /// True when a date field with a day shows its calendar below it (`--calendar`); its keys act
  /// while the field has the focus. A field whose format has no day never shows one.
  public var showsCalendar = false
  /// The day a calendar's weeks start on.
  package var weekStart = Weekday.monday
  /// The table while the calendar's keys act (`KeyBindings.withCalendar`).
  private var calendarBindings: KeyBindings<PromptCommand>
  /// The field's completion menu, when it has a completer (`setCompleter(_:)`).
  package internal(set) var completion: CompletionMenu?

  /// Creates a prompt around a field; it is laid out for 80x24 until `layout(in:)`.
  public init(title: String, question: String, field: Field) {
    self.init(title: title, question: question, field: field, bindings: .prompt)
  }

  /// Creates a prompt with a key table of its own.
  package init(title: String, question: String, field: Field, bindings: KeyBindings<PromptCommand>) {
    self.title = title
    self.question = question
    self.field = field
    self.bindings = bindings
    self.baseBindings = bindings
    self.checks = ValueChecks(fields: [field])
    calendarBindings = bindings.withCalendar()
    updateScroll()
  }

  /// Creates a prompt whose field is built from a spec (`FieldSpec.makeField()`); what the spec's
  /// initial value lost to the rules (`Field.initialValueOutcome`) is shown as the first message.
  public init(title: String, question: String, spec: FieldSpec) throws(ConfigurationError) {
    let field = try spec.makeField()
    self.init(title: title, question: question, field: field)
    if let text = field.initialValueOutcome?.message { show(StatusMessage(text, .info)) }
  }

  /// Shows a message until the next key, such as what an initial value lost to the rules.
  public mutating func show(_ message: StatusMessage?) {
    self.message = message
  }

  /// Handles a key; shows what the input layer reports in front of the message row; reads
  /// history and suggestions files a step at a time, takes in what checks and completions found.
  public mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    switch event {
    case .key(let key): return handle(key: key)
    case .notice(let notice):
      show(StatusMessage.notice(notice, before: message))
      return .changed
    case .wake(let now): return wake(now: now)
    case .endOfInput, .timeOut: return .unchanged
    }
  }

  private mutating func handle(key event: KeyEvent) -> ComponentReply<Self> {
    guard !isFinished else { return .unchanged }
    // An open menu shows in place of the suggestion: End or Alt-F takes none.
    defer { field.holdsSuggestionBack = completion?.isOpen == true }
    // A key the search does not take ends it (its line goes), then acts as usual.
    var endedSearch = false
    if field.history?.search != nil {
      guard fitsScreen || KeyBindings.historySearch.command(for: event)?.actsWhileHidden == true else {
        return .unchanged
      }
      let action = SearchKeys.handle(event, incremental: field.history?.search?.isIncremental ?? true) {
        field.apply($0)
      }
      message = SearchKeys.message(field)
      updateScroll()
      switch action {
      case .searched: return .changed
      case .submit:
        focus = .field
        return run(.activate, argument: nil)
      case .interrupt: return run(.interrupt, argument: nil)
      case .redraw: return run(.redraw, argument: nil)
      case .passOn: endedSearch = true
      }
    }
    // An open completion menu takes its own keys first; the field takes the others.
    if fitsScreen, focus == .field, !keySequence.isWaiting, var menu = completion,
      let result = menu.handle(event, text: field.text)
    {
      completion = menu
      message = nil
      if case .take(let text) = result { take(completion: text) }
      updateScroll()
      return .changed
    }
    let table = focus == .field && showsCalendarNow ? calendarBindings : bindings
    let step =
      usesVi
      ? table.viStep(event, fitsScreen: fitsScreen, after: &keySequence, vi: &vi)
      : table.step(event, fitsScreen: fitsScreen, after: &keySequence)
    if step.endsEditRun { field.endEditRun() }
    var reply = ComponentReply<Self>.unchanged
    if let message = step.message {
      show(message)
      reply = .changed
    }
    if let (command, argument) = step.command { reply = run(command, argument: argument) }
    if focus == .field { completion?.update(text: field.text, now: .now) } else { completion?.close() }
    // Ctrl-X e: the keyboard macro's keys, each read as if typed.
    for replayed in step.replay where !isFinished { reply = reply.then(handle(key: replayed)) }
    return endedSearch ? ComponentReply.changed.then(reply) : reply
  }

  /// Runs a command; `argument` is the numeric argument typed before its key.
  private mutating func run(_ command: PromptCommand, argument: Int?) -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.changed
    let shownBefore = message
    message = nil
    // A key that is no edit ends the field's run of joining kills and typing, as in readline.
    if case .edit = command {} else { field.endEditRun() }
    switch command {
    case .edit(let edit):
      // Typing on a button goes to the field, as a person who types expects.
      focus = .field
      let before = field.text
      message = StatusMessage(field.apply(edit, argument: argument), keys: bindings)
      if let search = SearchKeys.message(field) { message = search }
      if field.text != before { checks.edited(field: 0, field, now: .now) }
    case .completeOrNextControl where completion != nil && focus == .field: complete(single: true)
    case .listCompletions where completion != nil:
      focus = .field
      complete(single: false)
    case .listCompletions: message = StatusMessage(ComponentWording.noCompleter, .info)
    case .nextControl, .completeOrNextControl: focus = Focus(rawValue: (focus.rawValue + 1) % 3)!
    case .previousControl: focus = Focus(rawValue: (focus.rawValue + 2) % 3)!
    case .nextControlOrNewerEntry, .previousControlOrOlderEntry:
      let older = command == .previousControlOrOlderEntry
      if field.history != nil && !field.isPassword {
        focus = .field
        message = StatusMessage(field.apply(older ? .historyOlder : .historyNewer), keys: bindings)
      } else {
        focus = Focus(rawValue: (focus.rawValue + (older ? 2 : 1)) % 3)!
      }
    case .activate:
      if focus == .cancel {
        status = .cancelled
      } else if checks.isCheckingToSubmit {
        // Enter again while checking waits for the check.
        message = StatusMessage(Wording.checking, .info)
        return message == shownBefore ? .unchanged : .changed
      } else {
        field.takeDefaultIfEmpty()
        let violations = field.validate()
        if violations.isEmpty {
          if checks.startSubmitting(field: 0, field, now: .now) {
            message = StatusMessage(Wording.checking, .info)
          } else {
            status = .submitted(field.submittedValue)
          }
        } else {
          focus = .field
          message = StatusMessage(violations.map(\.message).joined(separator: "; "), .error)
        }
      }
    case .cancel:
      // Escape while checking cancels the check only.
      if checks.isCheckingToSubmit {
        checks.cancel()
        message = StatusMessage(Wording.checkCancelled, .info)
      } else {
        status = .cancelled
      }
    case .interrupt: status = .interrupted
    case .redraw: reply = .redraw
    case .suspend: reply = .suspend
    case .toggleReveal: if field.isPassword { revealed.toggle() }
    }
    updateScroll()
    return reply
  }

  /// Reads a history file into the field's history (it then has one), and a file of values to
  /// suggest into its suggestion sources, after the first paint, a step at each wake
  /// (see `FormController.load(history:suggestions:into:)`). A password field is left alone.
  package mutating func load(history: HistoryFile?, suggestions: String? = nil) {
    guard !field.isPassword, history != nil || suggestions != nil else { return }
    if history != nil && field.history == nil { field.history = FieldHistory() }
    historyLoad = HistoryLoading(history: history, suggestions: suggestions)
  }

  /// Gives the field a completion menu (nil: none): Tab on the field then completes, a single
  /// match at once, several in a menu below the field. A file's candidates start being read at
  /// once, in the background.
  public mutating func setCompleter(_ completer: Completer?) {
    completion = completer.map { CompletionMenu($0) }
    completion?.prepare()
  }

  /// Tab or Alt-? on the field.
  private mutating func complete(single: Bool) {
    guard var menu = completion else { return }
    let taken = menu.open(text: field.text, now: .now, completesSingle: single)
    completion = menu
    if let taken { take(completion: taken) }
  }

  /// A candidate goes in as the field's whole text, under the paste policy; what the rules
  /// refused or changed is said.
  private mutating func take(completion text: String) {
    field.endEditRun()
    let before = field.text
    message = StatusMessage(field.apply(.setText(text)), keys: bindings)
    if field.text != before { checks.edited(field: 0, field, now: .now) }
  }

  /// At once while files are being read; when a check that takes time has ended or times out,
  /// or one is due after typing; when completion candidates arrive, or a completion command
  /// waits for typing to pause.
  public var wake: Wake {
    Wake(historyLoad == nil ? .never : .now, checks.wake, completion?.wake(focused: true) ?? .never)
  }

  /// Does a step of reading the history and suggestions files; takes in completion candidates.
  private mutating func wake(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    defer { field.holdsSuggestionBack = completion?.isOpen == true }
    if let outcome = checks.wake(now: now, field: { [field] index in index == 0 ? field : nil }) {
      return take(outcome)
    }
    var menuChanged = false
    switch completion?.wake(now: now, text: field.text) {
    case .changed?: menuChanged = true
    case .take(let text)?:
      take(completion: text)
      updateScroll()
      menuChanged = true
    case .unchanged?, nil: break
    }
    let reply = wakeHistory(now: now)
    return menuChanged ? .changed : reply
  }

  private mutating func wakeHistory(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    guard var loading = historyLoad else { return .unchanged }
    historyLoad = nil
    let before = field.suggestion
    let report = loading.step(&field)
    if !loading.isDone { historyLoad = loading }
    if let report {
      show(StatusMessage(message.map { $0.text + "; " + report } ?? report, .error))
      return .changed
    }
    return field.suggestion != before ? .changed : .unchanged
  }

  /// Acts on what a check that takes time found: submits, or says why not; while typing, shows
  /// the reason or takes an earlier one away.
  private mutating func take(_ outcome: ValueChecks.Outcome) -> ComponentReply<Self> {
    guard !isFinished else { return .unchanged }
    switch outcome {
    case .passed(_, .submit): status = .submitted(field.submittedValue)
    case .failed(_, let violation, .submit):
      focus = .field
      message = StatusMessage(violation.message, .error)
    case .passed(_, .typing), .failed(_, _, .typing):
      message = ValueChecks.messageAfterTyping(outcome, over: message)
    }
    return .changed
  }

  /// Lays the prompt out for a region of the screen; no text is lost.
  public mutating func layout(in region: Region) {
    self.region = region
    updateScroll()
  }

  /// The region's width in cells.
  var width: Int { region.width }
  /// The region's height in rows.
  var height: Int { region.height }
  /// True when the prompt is drawn inline, its box at the region's top left.
  var isInline: Bool { region.isInline }

  /// The prompt centred on an empty screen. Pure.
  public func frame() -> Frame {
    var frame = Frame(width: width, height: height)
    draw(over: &frame)
    return frame
  }

  /// The prompt's box over what the frame holds (the component it was opened over).
  public func draw(over frame: inout Frame) {
    PromptLayout(prompt: self).draw(into: &frame)
  }

  /// Inline, a prompt takes its box's rows, with the whole question.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    var laidOut = self
    laidOut.region = Region(width: width, height: height, isInline: true)
    return PromptLayout.Geometry(prompt: laidOut, height: Int.max / 2).boxHeight
  }

  /// "Title: value" (the field's label when there is no title; a password's value as "(hidden)"),
  /// or "(cancelled)", "(interrupted)".
  public var transcript: [String] {
    let value = status.endingWords ?? (field.isPassword ? ComponentWording.hidden : field.text)
    return [ComponentWording.transcriptLine(label: title.isEmpty ? field.label : title, value: value)]
  }

  /// True when the screen is large enough to show the prompt.
  public var fitsScreen: Bool { PromptLayout.Geometry(prompt: self).fits }

  /// What shows in the rows below the field: its open completion menu, else its calendar, or
  /// nothing. The calendar stays while Tab visits the buttons, so the box keeps its height.
  var belowField: BelowField? {
    BelowField.choose(
      menu: completion, calendar: showsCalendar ? field.calendarPage(weekStart: weekStart) : nil)
  }

  /// True while the calendar shows below the field (no completion menu over it): its keys act.
  private var showsCalendarNow: Bool {
    if case .calendar? = belowField { return true }
    return false
  }

  /// True when the field shows one glyph per character instead of its text.
  var isMasked: Bool { field.isPassword && !revealed }

  private mutating func updateScroll() {
    let area = PromptLayout.Geometry(prompt: self).fieldArea
    guard area > 0 else { return }
    scrollOffset = FieldBox.scroll(
      field.buffer, from: scrollOffset, areaWidth: area, masked: isMasked,
      groups: FieldBox.DigitGroups(of: field, masked: isMasked))
  }
}

extension PromptController: EditsWithKeys {
  /// True when keys are read as vi's: in vi mode, while the field has the focus.
  var usesVi: Bool { editing.mode == .vi && focus == .field }

  /// The help line: in vi mode without Escape's "cancel", as Escape goes to command mode there.
  var helpLine: String { bindings.helpLine { $0.command != .cancel || editing.mode != .vi } }

  /// What shows the vi mode in front of the hint, or "".
  var modeMark: String { usesVi ? editing.modeMark(for: vi.mode) ?? "" : "" }
}
