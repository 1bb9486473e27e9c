import FieldEngine
import FieldIO
import FieldKeys

extension FormController {
  /// Gives the field `id` a completion menu (nil: none): Tab in it then completes, a single match
  /// at once, several in a menu below the field; Tab still moves on from the fields without one.
  /// A file's candidates start being read at once, in the background.
  public mutating func setCompleter(_ completer: Completer?, for id: String) {
    guard let index = form.indexByID[id] else { return }
    completions[index] = completer.map { CompletionMenu($0) }
    completions[index]?.prepare()
  }

  /// A key for the focused field's open menu; nil when the menu is closed or the key is not its.
  mutating func completionKey(_ event: KeyEvent) -> ComponentReply<Self>? {
    let index = form.focusIndex
    guard var menu = completions[index], menu.isOpen, !keySequence.isWaiting,
      let result = menu.handle(event, text: form.focused.text)
    else { return nil }
    completions[index] = menu
    message = nil
    if case .take(let text) = result { take(completion: text) }
    updateScroll(index)
    return .changed
  }

  /// Tab or Alt-? in a field with a completer.
  mutating func complete(single: Bool) {
    let index = form.focusIndex
    guard var menu = completions[index] else { return }
    let taken = menu.open(text: form.focused.text, now: .now, completesSingle: single)
    completions[index] = menu
    if let taken { take(completion: taken) }
  }

  /// A candidate goes in as the field's whole text, under the paste policy; what the rules
  /// refused or changed is said.
  private mutating func take(completion text: String) {
    form.endEditRun()
    let before = form.focused.text
    message = StatusMessage(form.apply(.setText(text)), keys: bindings)
    if form.focused.text != before { checks.edited(field: form.focusIndex, form.focused, now: .now) }
  }

  /// Starts a due completion command and takes in candidates read; true when a menu shown changed.
  mutating func wakeCompletions(now: ContinuousClock.Instant) -> Bool {
    var changed = false
    for index in completions.keys {
      switch completions[index]!.wake(now: now, text: form.elements[index].field.text) {
      case .unchanged: break
      case .changed: changed = changed || index == form.focusIndex
      case .take(let text) where index == form.focusIndex:
        take(completion: text)
        updateScroll(index)
        changed = true
      case .take: break
      }
    }
    return changed
  }

  /// A field whose menu is open shows no suggestion, and End or Alt-F takes none.
  mutating func holdSuggestionsBack() {
    for (index, menu) in completions where form.elements[index].field.holdsSuggestionBack != menu.isOpen {
      form.update(fieldAt: index) { $0.holdsSuggestionBack = menu.isOpen }
    }
  }
}
