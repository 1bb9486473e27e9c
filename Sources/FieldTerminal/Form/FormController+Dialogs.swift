import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

extension FormController {
  /// A dialog open over the form: F2's prompt or F3's choice list, for the focused field.
  public enum Dialog: Sendable {
    /// A prompt whose field has the focused field's rules.
    case prompt(PromptController)
    /// An editable list of the focused field's choices.
    case list(ChoiceListController)
  }

  /// Opens F2's prompt or F3's list for the focused field, when the host offers dialogs. The
  /// prompt's field is the focused one without its text: the same rules, validators, placeholder
  /// and password echo (hidden, F4 shows it). A password field has no list: a list shows its
  /// items, its filter and a new item in clear.
  mutating func openDialog(for command: FormCommand) {
    guard offersDialogs else { return }
    message = nil
    let field = form.focused
    let title = ComponentWording.promptTitle(for: field.label)
    switch command {
    case .openPrompt:
      var prompt = PromptController(
        title: title, message: ComponentWording.promptMessage, field: field.withoutText())
      prompt.isInline = isInline
      prompt.resize(width: width, height: height)
      dialog = .prompt(prompt)
    case .openList where field.isPassword:
      message = StatusMessage(ComponentWording.noListForPassword, .error)
    case .openList:
      let list = ChoiceList(items: choices[field.id] ?? [], chosen: field.text, allowsOther: true)
      var controller = ChoiceListController(title: title, list: list, newItemRules: field.rules)
      controller.isInline = isInline
      controller.resize(width: width, height: height)
      dialog = .list(controller)
    default: break
    }
  }

  /// Sends a key to the open dialog; when it ends with a value, the value goes into the focused
  /// field as a value set from code, through that field's rules.
  mutating func handleInDialog(_ event: KeyEvent) {
    guard let open = dialog else { return }
    revision += 1
    var result: String??
    var interrupted = false
    switch open {
    case .prompt(var prompt):
      prompt.handle(event)
      if prompt.takeRedrawRequest() { requestRedraw() }
      if prompt.takeSuspendRequest() { suspendRequested = true }
      dialog = .prompt(prompt)
      switch prompt.status {
      case .running: return
      case .submitted(let value): result = .some(value)
      case .cancelled, .timedOut: result = .some(nil)
      case .interrupted: interrupted = true
      }
    case .list(var list):
      list.handle(event)
      if list.takeRedrawRequest() { requestRedraw() }
      if list.takeSuspendRequest() { suspendRequested = true }
      dialog = .list(list)
      switch list.status {
      case .running: return
      case .submitted(let chosen):
        result = .some(chosen.first?.text ?? "")
        choices[form.focused.id] = list.list.texts
      case .cancelled, .timedOut: result = .some(nil)
      case .interrupted: interrupted = true
      }
    }
    dialog = nil
    if interrupted {
      status = .interrupted
    } else if case .some(.some(let value)) = result {
      apply(.setText(value), to: form.focused.id)
    }
  }

  /// Lays an open dialog out for a new screen size.
  mutating func resizeDialog() {
    switch dialog {
    case .prompt(var prompt):
      prompt.resize(width: width, height: height)
      dialog = .prompt(prompt)
    case .list(var list):
      list.resize(width: width, height: height)
      dialog = .list(list)
    case nil: break
    }
  }

  /// The frame with the open dialog: the prompt over the form, the list on the whole screen.
  func dialogFrame() -> Frame {
    switch dialog {
    case .prompt(let prompt):
      // The form behind the box, unless it is too small to show: then the box alone (its
      // notice would otherwise show round the box's border).
      var frame = fitsScreen ? FormLayout(controller: self).frame() : Frame(width: width, height: height)
      PromptLayout(prompt: prompt).draw(into: &frame)
      return frame
    case .list(let list): return list.frame()
    case nil: return FormLayout(controller: self).frame()
    }
  }
}
