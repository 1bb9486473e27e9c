import FieldEngine
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// `prompt` and `choose`: a prompt dialog or an editable choice list on the terminal, the value
/// printed when submitted or chosen.
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

  /// Runs a choice list of the items (or of stdin's lines); prints the chosen item.
  static func choose(_ choose: Choose, stdin: () -> Result<[UInt8], SystemIO.SystemError>) -> CommandResult {
    var items = choose.items ?? []
    if choose.items == nil {
      switch stdin() {
      case .failure(let error): return .failed(.stdinUnreadable(error.reason))
      case .success(let bytes):
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failed(.stdinNotUTF8) }
        items = lines(of: text)
      }
    }
    guard !items.isEmpty || choose.other else { return .failed(.noItems) }
    // The spec's errors, not only the rules': a pattern that does not parse is one.
    if let error = choose.spec.configurationErrors.first { return .failed(.configuration(error)) }
    let rules = choose.spec.rules
    let list = ChoiceList(items: items, chosen: choose.selected, allowsOther: choose.other)
    var controller = ChoiceListController(title: choose.title, list: list, newItemRules: rules)
    controller.preferredInlineHeight = choose.display.height.map(TerminalCommand.inlineHeight)
    return finish(
      run(controller, choose.display).map { ($0.status == .interrupted, $0.value) }, format: choose.output)
  }

  /// The lines of a text: LF or CRLF ends a line; empty lines are left out.
  static func lines(of text: String) -> [String] {
    // By bytes: "\r\n" is one Character, which a split on "\n" would not cut.
    text.utf8.split(separator: 0x0A).compactMap {
      let line = $0.last == 0x0D ? $0.dropLast() : $0
      return line.isEmpty ? nil : String(Substring(line))
    }
  }

  private static func run<C: TerminalComponent>(_ component: C, _ display: Display) -> Result<C, ToolError> {
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
