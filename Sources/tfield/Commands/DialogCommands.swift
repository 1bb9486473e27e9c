import FieldEngine
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// `prompt`, `choose` and `confirm`: a prompt dialog, an editable choice list or a yes/no
/// question on the terminal (or in plain lines), the answer printed.
enum DialogCommands {
  /// Runs a prompt whose field is built from the spec; prints its value.
  static func prompt(spec: FieldSpec, title: String, message: String, format: OutputFormat, session: Session)
    -> CommandResult
  {
    let prompt: PromptController
    do {
      prompt = try PromptController(title: title, message: message, spec: spec)
    } catch {
      return .failed(.configuration(error))
    }
    let ended = session.ask(prompt, value: { $0.field.text }) { lines in
      if !message.isEmpty { lines.write(message + "\n") }
      if let text = prompt.notice?.text { lines.write(text + "\n") }
      return PlainQuestions.field(prompt.field, label: title, on: &lines)
    }
    return ended.result { (.success, Output.value($0, as: format)) }
  }

  /// Runs a choice list of the items (or of stdin's lines); prints the chosen item.
  static func choose(
    _ choose: Choose, session: Session, stdin: () -> Result<[UInt8], SystemIO.SystemError>
  ) -> CommandResult {
    var items = choose.items ?? []
    if choose.items == nil {
      if session.answersFromStdin { return .failed(.stdinHoldsBoth(.choose)) }
      switch stdin() {
      case .failure(let error) where error == .timedOut: return CommandResult(status: .timedOut)
      case .failure(let error): return .failed(.stdinUnreadable(error.reason))
      case .success(let bytes):
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failed(.stdinNotUTF8) }
        items = lines(of: text)
      }
    }
    guard !items.isEmpty || choose.other else { return .failed(.noItems) }
    // The spec's errors, not only the rules': a pattern that does not parse is one.
    if let error = choose.spec.configurationErrors.first { return .failed(.configuration(error)) }
    let list = ChoiceList(items: items, chosen: choose.selected, allowsOther: choose.other)
    var controller = ChoiceListController(title: choose.title, list: list, newItemRules: choose.spec.rules)
    controller.preferredInlineHeight = choose.display.height.map(TerminalCommand.inlineHeight)
    let ended = session.ask(controller, value: { $0.value ?? "" }) { lines in
      let newItem = choose.other ? try? choose.spec.makeField() : nil
      let plain = PlainChoose(
        title: choose.title, list: ChoiceList(items: items), selected: choose.selected, newItem: newItem,
        pageSize: lines.pageSize)
      return plain.ask(on: &lines)
    }
    return ended.result { (.success, Output.value($0, as: choose.output)) }
  }

  /// Asks a yes/no question: exit 0 for yes, 1 for no; `--output json` prints true or false too.
  static func confirm(_ confirm: Confirm, session: Session) -> CommandResult {
    let yesByDefault = confirm.defaultAnswer == .yes
    let question = ConfirmController(message: confirm.message, defaultAnswer: yesByDefault)
    let ended = session.ask(question, value: { $0.value ?? false }) { lines in
      PlainQuestions.confirm(confirm.message, defaultAnswer: yesByDefault, on: &lines)
    }
    return ended.result { yes in
      (yes ? .success : .failure, confirm.output == .json ? (yes ? "true\n" : "false\n") : "")
    }
  }

  /// The lines of a text: LF or CRLF ends a line; empty lines are left out.
  static func lines(of text: String) -> [String] {
    // By bytes: "\r\n" is one Character, which a split on "\n" would not cut.
    text.utf8.split(separator: 0x0A).compactMap {
      let line = $0.last == 0x0D ? $0.dropLast() : $0
      return line.isEmpty ? nil : String(Substring(line))
    }
  }
}
