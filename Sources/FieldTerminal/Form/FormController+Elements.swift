import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

extension FormController {
  /// A choice's options being read from its command, or read: nil while it runs.
  struct OptionsRead: Sendable {
    /// True while the command runs.
    var isRunning: Bool
    /// What went wrong with the last reading, shown in the element's hint.
    var failure: String?
  }

  /// True while choice `index`'s options are being read from its command.
  func optionsLoading(_ index: Int) -> Bool { optionReads[index]?.isRunning ?? false }

  /// Runs a command that acts on the focused element's kind (a choice's options, a question's
  /// answer, a text area's lines); nil for the form's own commands.
  mutating func runOnElement(_ command: FormCommand, argument: Int?) -> ComponentReply<Self>? {
    let index = form.focusIndex
    switch (form.focusedElement.kind, command) {
    case (.confirm, .edit), (.note, .edit):
      // Nothing to type into: typed text is left alone (the message row may have gone).
      return .changed
    case (.choice, .edit(let edit)):
      message = StatusMessage(form.apply(edit, argument: argument), keys: activeBindings)
      narrowOptions(index)
    case (.area, .areaEdit(let edit)):
      message = form.apply(areaEdit: edit, argument: argument).flatMap {
        StatusMessage($0, keys: activeBindings)
      }
    case (.area, .edit(let edit)):
      // Typed and pasted text, and the editing keys the area's table leaves to a line.
      message = form.apply(areaEdit: .edit(edit), argument: argument).flatMap {
        StatusMessage($0, keys: activeBindings)
      }
    case (.choice, .moveOption(let move)):
      optionLists[index]?.move(move, page: OptionRows.mostRows)
      rankOptions(index)
    case (.choice(let choice), .takeOption):
      if choice.multiple || takeHighlighted() { moveOn(submitting: true) }
    case (.choice, .toggleOption):
      takeHighlighted()
    case (.choice, .chooseAll(let all)):
      if case .atMost(let most) = form.chooseAll(all) {
        message = StatusMessage(ComponentWording.atMost(most), .error)
      }
    case (.confirm, .answer(let yes)):
      form.answer(yes)
      moveOn(submitting: true)
    case (.confirm(let yes), .switchAnswer):
      form.answer(!yes)
    case (.confirm, .takeOption), (.note, .takeOption):
      moveOn(submitting: true)
    default:
      return nil
    }
    prepareFocusedChoice()
    return .changed
  }

  /// Takes the highlighted option of the focused choice: a single choice's only one, a multiple
  /// choice's one more or one less; on "Other…", the text typed as a new item. False, with the
  /// reason on the message row, when nothing was taken.
  @discardableResult
  mutating func takeHighlighted() -> Bool {
    let index = form.focusIndex
    guard let list = optionLists[index] else { return false }
    let outcome: Form.ChoiceOutcome
    let query = form.focused.text
    if list.isOtherHighlighted {
      outcome = form.chooseOther(query)
    } else if let item = list.highlightedItem {
      outcome = form.choose(option: item)
    } else {
      message = StatusMessage(ComponentWording.nothingToChoose(query: query), .error)
      return false
    }
    switch outcome {
    case .changed:
      if list.isOtherHighlighted { clearQuery(index) }
      return true
    case .atMost(let most): message = StatusMessage(ComponentWording.atMost(most), .error)
    case .refused(let violations):
      message = StatusMessage(violations.map(\.message).joined(separator: "; "), .error)
    case .nothing: break
    }
    return false
  }

  /// Moves focus on: to the page's next element; from its last, to the next page (when the page's
  /// checks pass); from the last element of the last page, submits (`submitting`) or wraps.
  mutating func moveOn(submitting: Bool) {
    guard form.isOnLastTarget else {
      form.focusNext()
      return
    }
    if !form.isOnLastPage {
      leavePage()
    } else if submitting {
      submitOrLeavePage()
    } else {
      form.focusNext()
    }
  }

  /// Moves focus back: to the page's previous element; from its first, to the previous page's
  /// last (the answers kept); on the first page, wraps.
  mutating func moveBack() {
    if form.isOnFirstTarget && form.backAPage() { return }
    form.focusPrevious()
  }

  /// Submits on the last page; on an earlier page, leaves it forward.
  mutating func submitOrLeavePage() {
    guard form.isOnLastPage else {
      leavePage()
      return
    }
    switch form.submit() {
    case .success: submitChecked(from: 0)
    case .failure(let failure): showFailure(id: failure.id, failure.violations)
    }
  }

  /// Leaves the page forward when its checks pass, else says why.
  private mutating func leavePage() {
    if case .failure(let failure) = form.leavePage() { showFailure(id: failure.id, failure.violations) }
  }

  /// Focus left element `index`: its completion menu closes, a choice forgets what narrowed it.
  mutating func leftElement(_ index: Int) {
    completions[index]?.close()
    if form.elements[index].choice != nil { clearQuery(index) }
    prepareFocusedChoice()
  }

  /// The focused choice's options ready to show: made the first time, narrowed by its text.
  mutating func prepareFocusedChoice() {
    let index = form.focusIndex
    guard let choice = form.elements[index].choice else { return }
    readOptionsIfDue()
    if optionLists[index] == nil || optionLists[index]?.count != choice.options.count {
      var list = ChoiceList(
        items: choice.options.map(\.label), configuration: .init(allowsOther: choice.allowsOther))
      // The option chosen is highlighted at first.
      if let first = choice.chosen.first { list.highlight(row: first) }
      optionLists[index] = list
    }
    narrowOptions(index)
  }

  /// The options of choice `index` narrowed by its text.
  private mutating func narrowOptions(_ index: Int) {
    let query = form.elements[index].field.text
    if optionLists[index]?.query.text != query { optionLists[index]?.setQuery(query) }
    rankOptions(index)
  }

  /// Ranks the rows up to the highlight's window.
  private mutating func rankOptions(_ index: Int) {
    guard let highlight = optionLists[index]?.highlight else { return }
    optionLists[index]?.rank(rows: highlight + OptionRows.mostRows + 1)
  }

  private mutating func clearQuery(_ index: Int) {
    guard !form.elements[index].field.text.isEmpty else { return }
    form.update(fieldAt: index) { field in _ = field.apply(.setText("")) }
    optionLists[index]?.setQuery("")
  }

  /// The focused choice's rows below it: a window of its matches around the highlight, and the
  /// status row.
  var optionRows: OptionRows? {
    let index = form.focusIndex
    guard let choice = form.elements[index].choice else { return nil }
    if optionsLoading(index) {
      return OptionRows(rows: [], status: ComponentWording.loadingOptions, multiple: choice.multiple)
    }
    guard let list = optionLists[index] else { return nil }
    let start = max(0, list.highlight - OptionRows.mostRows + 1)
    let end = min(list.rowCount, start + OptionRows.mostRows)
    let query = form.elements[index].field.text
    let rows = (start..<end).map { row in
      guard let item = list.item(atRow: row) else {
        return OptionRows.Row(
          text: ComponentWording.other(query), chosen: false, highlighted: row == list.highlight)
      }
      return OptionRows.Row(
        text: choice.options[item].label, chosen: choice.chosen.contains(item),
        highlighted: row == list.highlight)
    }
    if let failure = optionReads[index]?.failure {
      return OptionRows(
        rows: rows, status: ComponentWording.optionsFailed(failure), statusIsError: true,
        multiple: choice.multiple)
    }
    return OptionRows(
      rows: rows, status: ComponentWording.optionCount(list.matchCount, of: list.count),
      multiple: choice.multiple)
  }
}
