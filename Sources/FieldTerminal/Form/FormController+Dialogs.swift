import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

extension FormController {
  /// A dialog open over the form: F2's prompt or F3's choice list, for the focused field. The
  /// dialog itself is a child opened over the form (``ComponentReply/present(_:then:)``).
  package enum Dialog: Equatable, Sendable {
    /// A prompt whose field has the focused field's rules.
    case prompt
    /// An editable list of the focused field's choices.
    case list
  }

  /// Opens F2's prompt or F3's list for the focused field, when the host offers dialogs. The
  /// prompt's field is the focused one without its text: the same rules, validators, placeholder
  /// and password echo (hidden, F4 shows it). A password field has no list: a list shows its
  /// items, its query and a new item in clear. The value a dialog ends with goes into the focused
  /// field as a value set from code, through that field's rules.
  mutating func openDialog(for command: FormCommand) -> ComponentReply<Self> {
    guard offersDialogs else { return .changed }
    message = nil
    let field = form.focused
    let title = ComponentWording.promptTitle(for: field.label)
    switch command {
    case .openPrompt:
      var prompt = PromptController(
        title: title, question: ComponentWording.promptMessage, field: field.withoutText())
      // A dialog edits with the form's keys.
      prompt.editing = editing
      dialog = .prompt
      return .present(prompt) { form, prompt in form.dialogEnded(prompt.status) }
    case .openList where field.isPassword:
      message = StatusMessage(ComponentWording.noListForPassword, .error)
    case .openList:
      let list = ChoiceList(
        items: choices[field.id] ?? [], marked: [field.text], configuration: .init(allowsOther: true))
      dialog = .list
      var controller = ChoiceListController(title: title, list: list, newItemRules: field.rules)
      controller.editing = editing
      return .present(controller) {
        form, list in
        if case .submitted = list.status { form.choices[form.form.focused.id] = list.list.texts }
        return form.dialogEnded(list.status.map { $0.first?.text ?? "" })
      }
    default: break
    }
    return .changed
  }

  /// A dialog ended: its value goes into the focused field; Ctrl-C in it interrupts the form.
  private mutating func dialogEnded(_ status: ComponentStatus<String>) -> ComponentReply<Self> {
    dialog = nil
    switch status {
    case .submitted(let value): apply(.setText(value), to: form.focused.id)
    case .interrupted: self.status = .interrupted
    case .running, .cancelled, .timedOut: break
    }
    return .changed
  }
}

extension ComponentStatus {
  /// The same ending with the value transformed.
  func map<Other: Equatable & Sendable>(_ transform: (Value) -> Other) -> ComponentStatus<Other> {
    switch self {
    case .running: .running
    case .submitted(let value): .submitted(transform(value))
    case .cancelled: .cancelled
    case .interrupted: .interrupted
    case .timedOut: .timedOut
    }
  }
}
