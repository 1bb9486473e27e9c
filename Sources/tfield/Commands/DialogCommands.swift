import FieldEngine
import TFieldArguments
import TFieldOptions
import TerminalFields

/// `prompt` and `confirm`: a prompt dialog or a yes/no question on the terminal (or in plain
/// lines), the answer printed. (`choose` is `ChooseCommand`.)
enum DialogCommands {
  /// Runs a prompt whose field is built from the spec; prints its value, and appends it to the
  /// history file when there is one.
  static func prompt(
    spec: FieldSpec, title: String, message: String, format: OutputFormat, session: Session,
    history: HistorySettings = HistorySettings()
  ) -> CommandResult {
    var prompt: PromptController
    do {
      var field = try spec.makeField()
      field.suggestionCase = history.suggestionCase.engineCase
      prompt = PromptController(title: title, question: message, field: field)
      if let text = field.initialValueOutcome?.message { prompt.show(StatusMessage(text, .info)) }
    } catch {
      return .failed(.configuration(error))
    }
    prompt.keys = session.keys
    prompt.load(history: history.historyFile, suggestions: history.suggestions)
    prompt.showsCalendar = session.display.calendar
    prompt.weekStart = session.display.weekStart.weekday
    prompt.setCompleter(history.completion.completer)
    let field = prompt.field
    let ended = session.ask(prompt, value: { SubmittedField($0.field, answer: $0.value ?? $0.field.text) }) {
      [prompt] lines in
      if !message.isEmpty { lines.write(message + "\n") }
      if let text = prompt.message?.text { lines.write(text + "\n") }
      return PlainQuestions.field(field, label: title, on: &lines).map { SubmittedField(field, answer: $0) }
    }
    var result = ended.result { (.success, Output.value($0.value, as: format)) }
    if case .answered(let submitted) = ended, let file = history.historyFile,
      let warning = TerminalCommand.store(submitted, in: file)
    {
      result.errors += warning
    }
    return result
  }

  /// Asks a yes/no question: exit 0 for yes, 1 for no; `--output json` prints true or false too.
  static func confirm(_ confirm: Confirm, session: Session) -> CommandResult {
    let yesByDefault = confirm.defaultAnswer == .yes
    var question = ConfirmController(question: confirm.message, defaultAnswer: yesByDefault)
    question.keys = session.keys
    let ended = session.ask(question, value: { $0.value ?? false }) { lines in
      PlainQuestions.confirm(confirm.message, defaultAnswer: yesByDefault, on: &lines)
    }
    return ended.result { yes in
      (yes ? .success : .failure, confirm.output == .json ? (yes ? "true\n" : "false\n") : "")
    }
  }
}
