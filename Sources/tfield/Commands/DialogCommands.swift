import FieldEngine
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// `prompt`: a prompt dialog on the terminal, the value printed when submitted. (`choose` is
/// `ChooseCommand`.)
enum DialogCommands {
  /// Runs a prompt whose field is built from the spec; prints its value.
  static func prompt(
    spec: FieldSpec, title: String, message: String, format: OutputFormat, display: Display,
    history: HistorySettings = HistorySettings()
  ) -> CommandResult {
    var prompt: PromptController
    do {
      prompt = try PromptController(title: title, message: message, spec: spec)
    } catch {
      return .failed(.configuration(error))
    }
    prompt.load(history: history.historyFile, suggestions: history.suggestions)
    let ended = run(prompt, display)
    var result = finish(ended.map { ($0.status == .interrupted, $0.value) }, format: format)
    if case .success(let prompt) = ended, prompt.value != nil, let file = history.historyFile,
      let warning = TerminalCommand.store(prompt.field, in: file)
    {
      result.errors += warning
    }
    return result
  }

  static func run<C: TerminalComponent>(_ component: C, _ display: Display) -> Result<C, ToolError> {
    do {
      return .success(try ComponentRunner.run(component, presentation: TerminalCommand.presentation(display)))
    } catch {
      return .failure(.terminal(error))
    }
  }

  private static func finish(_ ended: Result<(Bool, String?), ToolError>, format: OutputFormat)
    -> CommandResult
  {
    switch ended {
    case .failure(let error): return .failed(error)
    case .success((true, _)): return CommandResult(status: .interrupted)
    case .success((false, let value?)):
      return CommandResult(status: .success, output: Output.value(value, as: format))
    case .success((false, nil)): return CommandResult(status: .failure)
    }
  }
}
