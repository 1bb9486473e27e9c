import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

/// A form as a component: fields under their rules, Tab between them, Enter submits. It does no
/// I/O: give it events (`handle(_:)`) and a region (`layout(in:)`), ask it for the `Frame` to
/// draw. `ComponentRunner.run` runs it on the terminal; a host program drives it from its own loop
/// through a `ComponentDriver`, which opens F2's prompt and F3's list over it.
public struct FormController: TerminalComponent {
  /// The colours and attributes it is drawn in where colours are used; ``Theme/default`` unless
  /// set (`tfield --theme`).
  public var theme = Theme.default
  /// The form and its fields.
  public internal(set) var form: Form
  /// Where the form stands: submitted with the values by id, cancelled, interrupted.
  public var status = ComponentStatus<FormValues>.running
  /// The message row, or nil.
  public internal(set) var message: StatusMessage?
  /// The title row.
  public var title: String
  /// The key tables: the form's, and those of a date field, a calendar and each kind of element.
  private(set) var tables: FormKeyTables
  /// The key table.
  package var bindings: KeyBindings<FormCommand> { tables.form }
  /// Changes to the form's keys (``KeyCustomization``): keys rebound by name, macros, an inputrc.
  /// They apply to every element's keys (a choice's, a text area's).
  public var keys = KeyCustomization() {
    didSet { tables = FormKeyTables(tables.base, keys) }
  }
  /// Where the form is laid out.
  private(set) var region = Region.standard
  /// The prefix key and the numeric argument that wait for the next key.
  package internal(set) var keySequence = KeySequenceState()
  /// How text fields and text areas are edited: readline's emacs keys (the default) or its vi
  /// modes, and what shows the vi mode. Choices and questions keep their own keys.
  public var editing = EditingSettings.emacs
  /// Where vi's keys stand (its mode, a count, an operator waiting) in vi mode.
  package internal(set) var vi = ViState()
  /// For each field, the UTF-8 offset of the first character shown (horizontal scrolling).
  private(set) var scrollOffsets: [Int]
  /// The position (among the shown elements of the page) of the first element shown when they do
  /// not all fit the screen's height (vertical scrolling); 0 when they all fit.
  private(set) var firstVisibleField = 0
  /// F2 and F3 open a prompt and a choice list for the focused field (as in fields-demo); off by
  /// default.
  public var offersDialogs = false
  /// The sample values F3's list offers, by field id; an item added with "Other…" is kept here.
  public var choices: [String: [String]] = [:]
  /// The dialog open over the form (in its host), or nil.
  package internal(set) var dialog: Dialog?
  /// For each field, true when its password text is shown (F4).
  private(set) var revealed: [Bool]
  /// The fields' labels and box widths, measured once (`FormLayout.Measures`).
  private(set) var measures: FormLayout.Measures
  /// How many times the fields were measured, each a pass over every field: once when the
  /// controller is made, never for a key, a resize or a frame (read by the tests).
  private(set) var layoutPasses = 0
  /// The focused page's shown elements and their rows, kept between keys (`refreshPageRows()`).
  private(set) var keptPageRows: FormLayout.PageRows
  /// How many times `keptPageRows` were worked out, each a pass over the page: when the
  /// controller is made, and when the page, the elements shown or the width change; never for a
  /// key that changes none of those (read by the tests).
  private(set) var pageRowsPasses = 1
  /// The names of the key that shows a password (F4), for a password field's hint.
  var revealKeyNames: String? { tables.form.keyNames(for: .toggleReveal) }
  /// History and suggestions files being read into fields, a step at each wake.
  var historyLoads: [(index: Int, loading: HistoryLoading)] = []
  /// The fields' checks that take time (`AsyncValidator`): before submitting, and while typing.
  var checks: ValueChecks
  /// The ids of the date fields whose calendar shows below them while they have the focus
  /// (`--calendar`); F3 shows or hides the focused date field's. Fields whose format has no day
  /// never show one.
  public var calendarFields: Set<String> = []
  /// The day a calendar's weeks start on.
  package var weekStart = Weekday.monday
  /// The table while a date field with a day has the focus: F3 first; and while its calendar
  /// shows, the calendar's keys too (`KeyBindings.withCalendar`).
  /// The focused field's text handed to an editor (Ctrl-X Ctrl-E), read back at the next wake,
  /// once the editor has ended.
  var editorFile: EditorFile?
  /// The completion menus of the fields that have a completer, by field index.
  package internal(set) var completions: [Int: CompletionMenu] = [:]
  /// The options of the choices focused so far, narrowed by what is typed in them, by element
  /// index (the picker's list: its matcher, its ranking, its highlight).
  package internal(set) var optionLists: [Int: ChoiceList] = [:]
  /// The choices whose options a command is reading, by element index, and what went wrong with
  /// the last reading of each.
  var optionReads: [Int: OptionsRead] = [:]
  /// The options commands and the form's check, while they run.
  var commands = RunningCommands()
  /// A shell command that checks the whole form before it is submitted: it reads the values as
  /// one JSON object on its standard input (`JSONText.object(_:)`); any exit status but 0 keeps
  /// the form open, its first line of errors on the message row. Nil for none.
  package var formCheck: String?

  /// Creates a form component; it is laid out for 80x24 until `layout(in:)`.
  public init(form: Form, title: String) {
    self.init(form: form, title: title, bindings: .form)
  }

  /// Creates a form component with a key table of its own.
  package init(form: Form, title: String, bindings: KeyBindings<FormCommand>) {
    self.form = form
    self.title = title
    self.tables = FormKeyTables(bindings, KeyCustomization())
    self.scrollOffsets = Array(repeating: 0, count: form.elements.count)
    self.revealed = Array(repeating: false, count: form.elements.count)
    self.measures = FormLayout.Measures(form)
    self.keptPageRows = FormLayout.PageRows(form, width: Region.standard.width)
    self.checks = ValueChecks(anyTakesTime: form.elements.contains { !$0.field.asyncValidators.isEmpty })
    layoutPasses += 1
    updateAllScrolls()
    prepareFocusedChoice()
  }

  /// Handles a key; shows what the input layer reports in front of the message row; reads
  /// history and suggestions files a step at a time, takes in what checks, completions and an
  /// editor left.
  public mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    refreshPageRows()
    defer { refreshPageRows() }
    switch event {
    case .key(let key): return handle(key: key)
    case .notice(let notice):
      message = StatusMessage.notice(notice, before: message)
      return .changed
    case .wake(let now): return wake(now: now)
    case .endOfInput, .timeOut: return .unchanged
    }
  }

  private mutating func handle(key event: KeyEvent) -> ComponentReply<Self> {
    guard status == .running else { return .unchanged }
    defer { holdSuggestionsBack() }
    // A key the search does not take ends it (its line goes), then acts as usual.
    var endedSearch = false
    if form.focused.history?.search != nil {
      guard fitsScreen || KeyBindings.historySearch.command(for: event)?.actsWhileHidden == true else {
        return .unchanged
      }
      message = nil
      let action = SearchKeys.handle(event, incremental: form.focused.history?.search?.isIncremental ?? true)
      { form.apply($0) }
      message = SearchKeys.message(form.focused)
      updateScroll(form.focusIndex)
      switch action {
      case .searched: return .changed
      case .submit: return run(.submit, argument: nil)
      case .interrupt: return run(.interrupt, argument: nil)
      case .redraw: return run(.redraw, argument: nil)
      case .passOn: endedSearch = true
      }
    }
    // An open completion menu takes its own keys first; the field takes the others.
    if fitsScreen, let reply = completionKey(event) { return reply }
    // On a screen too small to show the form, nobody can see what a key would do: only leaving,
    // redrawing and suspending act (a resize is not a key).
    let step =
      usesVi
      ? activeBindings.viStep(event, fitsScreen: fitsScreen, after: &keySequence, vi: &vi)
      : activeBindings.step(event, fitsScreen: fitsScreen, after: &keySequence)
    if step.endsEditRun { form.endEditRun() }
    var reply = ComponentReply<Self>.unchanged
    if let message = step.message {
      reply = .changed
      self.message = message
    }
    if let (command, argument) = step.command { reply = run(command, argument: argument) }
    completions[form.focusIndex]?.update(text: form.focused.text, now: .now)
    // Ctrl-X e: the keyboard macro's keys, each read as if typed.
    for replayed in step.replay where status == .running { reply = reply.then(handle(key: replayed)) }
    return endedSearch ? ComponentReply.changed.then(reply) : reply
  }

  /// Runs a command; `argument` is the numeric argument typed before its key.
  private mutating func run(_ command: FormCommand, argument: Int?) -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.changed
    let shownBefore = message
    message = nil
    let focusBefore = form.focusIndex
    // A key that is no edit ends the field's run of joining kills and typing, as in readline.
    if case .edit = command {} else { form.endEditRun() }
    if let reply = runOnElement(command, argument: argument) {
      if form.focusIndex != focusBefore { leftElement(focusBefore) }
      updateScroll(form.focusIndex)
      return reply
    }
    switch command {
    case .edit(let edit):
      let before = form.focused.text
      message = StatusMessage(form.apply(edit, argument: argument), keys: bindings)
      if let search = SearchKeys.message(form.focused) { message = search }
      if form.focused.text != before { checks.edited(field: form.focusIndex, form.focused, now: .now) }
    case .editInEditor:
      guard !form.focused.isPassword else {
        message = StatusMessage(ComponentWording.passwordNotEdited, .error)
        break
      }
      switch EditorFile.create(holding: form.focused.text) {
      case .success(let file):
        editorFile = file
        reply = .edit(file)
      case .failure(let error): message = StatusMessage(error.message, .error)
      }
    case .completeOrNextField where completions[form.focusIndex] != nil: complete(single: true)
    case .listCompletions where completions[form.focusIndex] != nil: complete(single: false)
    case .listCompletions: message = StatusMessage(ComponentWording.noCompleter, .info)
    case .nextField, .completeOrNextField: moveOn(submitting: false)
    case .previousField: moveBack()
    case .nextFieldOrNewerEntry, .previousFieldOrOlderEntry:
      let older = command == .previousFieldOrOlderEntry
      // One field: a date steps, a history walks (docs/keys.md: the key plan); else focus moves.
      if form.elements.count == 1, case .date? = form.focused.rules.format?.kind {
        message = StatusMessage(form.apply(.step(older ? 1 : -1), argument: argument), keys: bindings)
      } else if form.elements.count == 1 && form.focused.history != nil && !form.focused.isPassword {
        message = StatusMessage(form.apply(older ? .historyOlder : .historyNewer), keys: bindings)
      } else if older {
        moveBack()
      } else {
        moveOn(submitting: false)
      }
    case .submit:
      // Enter again while checking waits for the check.
      guard !checks.isCheckingToSubmit && commands.check == nil else {
        message = StatusMessage(Wording.checking, .info)
        return message == shownBefore ? .unchanged : .changed
      }
      submitOrLeavePage()
    case .cancel:
      // Escape while checking cancels the check only.
      if checks.isCheckingToSubmit || commands.check != nil {
        checks.cancel()
        commands.check = nil
        commands.checking = nil
        message = StatusMessage(Wording.checkCancelled, .info)
      } else {
        status = .cancelled
      }
    case .interrupt: status = .interrupted
    case .redraw: reply = .redraw
    case .suspend: reply = .suspend
    case .openPrompt, .openList: reply = openDialog(for: command)
    case .toggleReveal:
      if form.focused.isPassword { revealed[form.focusIndex].toggle() }
    case .areaEdit, .moveOption, .takeOption, .toggleOption, .chooseAll, .answer, .switchAnswer:
      // Commands of another kind of element than the focused one's: nothing to do.
      return message == shownBefore ? .unchanged : .changed
    case .toggleCalendar:
      let id = form.focused.id
      if form.focused.hasCalendar && calendarFields.remove(id) == nil { calendarFields.insert(id) }
    }
    if form.focusIndex != focusBefore { leftElement(focusBefore) }
    updateScroll(form.focusIndex)
    return reply
  }

  /// Submits once every field from `start` on has passed its checks that take time: starts the
  /// first such check, or submits when none is left.
  mutating func submitChecked(from start: Int) {
    for index in form.elements.indices.dropFirst(start)
    where !form.elements[index].field.asyncValidators.isEmpty
      && checks.startSubmitting(field: index, form.elements[index].field, now: .now)
    {
      form.focus(index)
      message = StatusMessage(Wording.checking, .info)
      return
    }
    submitAfterFormCheck(form.values)
  }

  /// Shows why field `id` cannot be submitted, "Label: reason; reason".
  mutating func showFailure(id: String, _ violations: [Violation]) {
    let label = form.focused.label.isEmpty ? id : form.focused.label
    message = StatusMessage("\(label): " + violations.map(\.message).joined(separator: "; "), .error)
  }

  /// Reads a history file into the history of the field `id` (which then has one), and a file of
  /// values to suggest into its suggestion sources, after the first paint: a step at each
  /// wake, newest entries first, so a big history never delays the first paint or a key.
  /// What was wrong with a file is said once on the message row. A password field is left
  /// alone: it never reads a history.
  package mutating func load(history: HistoryFile?, suggestions: String? = nil, into id: String) {
    guard let index = form.indexByID[id], !form.elements[index].field.isPassword,
      history != nil || suggestions != nil
    else { return }
    if history != nil {
      form.update(fieldAt: index) { field in
        if field.history == nil { field.history = FieldHistory() }
      }
    }
    historyLoads.append((index, HistoryLoading(history: history, suggestions: suggestions)))
  }

  /// At once while files are being read or an editor's file waits to be read back; when a check
  /// that takes time has ended or times out, or one is due after typing; when completion
  /// candidates arrive, or the focused field's completion command waits for typing to pause.
  public var wake: Wake {
    Wake(
      [historyLoads.isEmpty && editorFile == nil ? .never : .now, checks.wake]
        + completions.map { index, menu in menu.wake(focused: index == form.focusIndex) } + commandWakes)
  }

  /// Does a step of reading history and suggestions files (about a millisecond); says on the
  /// message row what was wrong with a file once it is read. Takes in completion candidates.
  private mutating func wake(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    defer { holdSuggestionsBack() }
    if let file = editorFile {
      editorFile = nil
      takeEditorResult(file)
      return .changed
    }
    if wakeCommands() { return .changed }
    if let outcome = checks.wake(
      now: now,
      field: { [form] index in
        form.elements.indices.contains(index) ? form.elements[index].field : nil
      })
    {
      return take(outcome)
    }
    let menuChanged = wakeCompletions(now: now)
    let reply = wakeHistory(now: now)
    return menuChanged ? .changed : reply
  }

  private mutating func wakeHistory(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    guard !historyLoads.isEmpty else { return .unchanged }
    var (index, loading) = historyLoads.removeFirst()
    let focused = index == form.focusIndex
    let before = focused ? form.focused.suggestion : nil
    let report = form.update(fieldAt: index) { loading.step(&$0) }
    if !loading.isDone { historyLoads.insert((index, loading), at: 0) }
    if let report {
      message = StatusMessage(message.map { $0.text + "; " + report } ?? report, .error)
      return .changed
    }
    return focused && form.focused.suggestion != before ? .changed : .unchanged
  }

  /// Acts on what a check that takes time found: goes on submitting, or says why not; while
  /// typing, shows the reason or takes an earlier one away.
  private mutating func take(_ outcome: ValueChecks.Outcome) -> ComponentReply<Self> {
    guard status == .running else { return .unchanged }
    switch outcome {
    case .passed(let index, .submit): submitChecked(from: index + 1)
    case .failed(let index, let violation, .submit):
      form.focus(index)
      showFailure(id: form.elements[index].field.id, [violation])
      updateScroll(index)
    case .passed(_, .typing), .failed(_, _, .typing):
      message = ValueChecks.messageAfterTyping(outcome, over: message)
    }
    return .changed
  }

  /// The text the editor left, into the focused field through the paste policy (one undo step),
  /// or the reason it did not come back, the text kept.
  private mutating func takeEditorResult(_ file: EditorFile) {
    switch file.takeResult() {
    case .success(let text):
      form.apply(.selectAll)
      message = StatusMessage(form.apply(.paste(text)), keys: bindings)
      checks.edited(field: form.focusIndex, form.focused, now: .now)
    case .failure(let error):
      message = StatusMessage(error.message, .error)
    }
    updateScroll(form.focusIndex)
  }

  /// Shows a message until the next key, such as what an initial value lost to the rules.
  public mutating func show(_ message: StatusMessage?) {
    self.message = message
  }

  /// Applies an edit to a field as if from code, showing the outcome's message.
  @discardableResult
  package mutating func apply(_ edit: Edit, to id: String) -> EditOutcome? {
    let focus = form.focusIndex
    let outcome = form.apply(edit, to: id)
    message = outcome.flatMap(StatusMessage.init)
    if let index = form.indexByID[id] { updateScroll(index) }
    form.focus(focus)
    return outcome
  }

  /// Lays the form out for a region of the screen; no text is lost.
  public mutating func layout(in region: Region) {
    self.region = region
    refreshPageRows()
    updateAllScrolls()
  }

  /// The region's width in cells.
  var width: Int { region.width }
  /// The region's height in rows.
  var height: Int { region.height }
  /// True when the form is drawn inline (below the cursor): its message and help share a row.
  var isInline: Bool { region.isInline }

  /// Inline, a form takes its title row (when it has a title), two rows a field and one row for
  /// the message or the help.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    FormLayout.geometry(of: self, width: width, height: .max, inline: true).naturalHeight
  }

  /// The focused page's shown elements and their rows on a screen `width` wide: those kept
  /// between keys when they still hold, else worked out now.
  func pageRows(width: Int) -> FormLayout.PageRows {
    if keptPageRows.isCurrent(for: form, width: width) && keptPageRows.fitFocused(form) {
      return keptPageRows
    }
    var rows =
      keptPageRows.isCurrent(for: form, width: width) ? keptPageRows : FormLayout.PageRows(form, width: width)
    rows.updateFocused(form)
    return rows
  }

  /// Works the page's rows out again when the page, the elements shown or the width changed, or
  /// takes the focused element's rows as they are now.
  mutating func refreshPageRows() {
    if keptPageRows.isCurrent(for: form, width: width) {
      keptPageRows.updateFocused(form)
    } else {
      keptPageRows = FormLayout.PageRows(form, width: width)
      pageRowsPasses += 1
    }
  }

  /// A line for each element shown, on every page: "Label: value" (a password's as "(hidden)", a
  /// choice's labels, a question's yes or no), or "(cancelled)" for each; notes leave none.
  public var transcript: [String] {
    form.elements.indices.filter(form.isShown).compactMap { index in
      let element = form.elements[index]
      let value: String
      switch element.kind {
      case .note: return nil
      case .text: value = element.field.isPassword ? ComponentWording.hidden : element.field.text
      case .area(let area): value = area.text
      case .choice(let choice): value = ChoiceSummary.labels(choice).joined(separator: ", ")
      case .confirm(let yes): value = ComponentWording.yesOrNo(yes)
      }
      return ComponentWording.transcriptLine(label: element.label, value: status.endingWords ?? value)
    }
  }

  /// The table the next key is read with: the form's, with F3 and the calendar's keys in front
  /// on a date field with a day (`FormKeyTables`).
  var activeBindings: KeyBindings<FormCommand> {
    switch form.focusedElement.kind {
    case .text: break
    case .area: return tables.area
    case .choice(let choice): return choice.multiple ? tables.multiselect : tables.select
    case .confirm: return tables.confirm
    case .note: return tables.note
    }
    guard form.focused.hasCalendar else { return bindings }
    return showsCalendar ? tables.calendar : tables.date
  }

  /// True when the focused element reads its keys as vi's: a text field or a text area, in vi
  /// mode (an area's commands act on its cursor's line; `j` and `k` move between lines).
  var usesVi: Bool {
    guard editing.mode == .vi else { return false }
    switch form.focusedElement.kind {
    case .text, .area: return true
    default: return false
    }
  }

  /// What shows the vi mode in front of the focused text field's label, or nil.
  var modeMark: String? { usesVi ? editing.modeMark(for: vi.mode) : nil }

  /// The columns the vi mode's mark takes in front of a label (the wider of the two marks).
  var modeMarkWidth: Int { editing.modeMarkWidth }

  /// True when the focused field shows its calendar.
  var showsCalendar: Bool { form.focused.hasCalendar && calendarFields.contains(form.focused.id) }

  /// What shows in the rows below the focused field: its open completion menu, else its
  /// calendar, or nothing.
  var belowField: BelowField? {
    if form.focusedElement.choice != nil { return optionRows.map(BelowField.options) }
    return BelowField.choose(
      menu: completions[form.focusIndex],
      calendar: showsCalendar ? form.focused.calendarPage(weekStart: weekStart) : nil)
  }

  /// True when the screen is large enough to show the form.
  public var fitsScreen: Bool { FormLayout.geometry(of: self).fits }

  /// True when field `index` is a password field whose text is hidden.
  func isMasked(_ index: Int) -> Bool { form.elements[index].field.isPassword && !revealed[index] }

  /// The screen to draw now: the form, or an empty screen behind a dialog when the form is too
  /// small to show (its notice would otherwise show round the dialog). Pure: drawing never changes
  /// the state.
  public func frame() -> Frame {
    dialog != nil && !fitsScreen ? Frame(width: width, height: height) : FormLayout(controller: self).frame()
  }

  /// Keeps the cursor of a field inside its box: scrolls as little as possible, never splits a
  /// character, and costs the width of the box, not the length of the text. Keeps the focused
  /// field in view when the fields scroll vertically.
  mutating func updateScroll(_ index: Int) {
    refreshPageRows()
    updateScroll(index, FormLayout.geometry(of: self))
  }

  /// Every field's scroll kept in its box, for a new form or screen: one geometry for them all.
  private mutating func updateAllScrolls() {
    let geometry = FormLayout.geometry(of: self)
    guard geometry.fits else { return }
    for index in form.elements.indices { scrollHorizontally(index, geometry) }
    firstVisibleField = geometry.scrolled(first: firstVisibleField, focus: geometry.focus)
  }

  /// A text field's box scrolled to keep its cursor in view.
  private mutating func scrollHorizontally(_ index: Int, _ geometry: FormLayout.Geometry) {
    guard case .text = form.elements[index].kind else { return }
    let field = form.elements[index].field
    scrollOffsets[index] = FieldBox.scroll(
      field.buffer, from: scrollOffsets[index], areaWidth: geometry.fieldWidth(index),
      masked: isMasked(index),
      groups: FieldBox.DigitGroups(of: field, masked: isMasked(index)))
  }

  private mutating func updateScroll(_ index: Int, _ geometry: FormLayout.Geometry) {
    guard geometry.fits else { return }
    scrollHorizontally(index, geometry)
    firstVisibleField = geometry.scrolled(first: firstVisibleField, focus: geometry.focus)
  }
}

extension FormController: EditsWithKeys {}
