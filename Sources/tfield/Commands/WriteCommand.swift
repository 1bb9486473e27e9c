import FieldEngine
import TFieldArguments
import TFieldOptions
import TerminalFields

/// `write`: a multi-line text area on the terminal, its text printed on submit.
enum WriteCommand {
  /// Builds the area from the spec (its `--max-length` the whole text's, its other rules each
  /// line's), runs it on /dev/tty (or reads lines in plain mode) and prints the text in the
  /// output format once it is submitted.
  static func run(_ write: Write, session: Session) -> CommandResult {
    let area: TextArea
    do {
      area = try TextArea(spec: write.spec, maxLines: write.maxLines)
    } catch {
      return .failed(.configuration(error))
    }
    let spec = write.spec
    var controller = TextAreaController(label: spec.label, placeholder: spec.placeholder, area: area)
    controller.keys = session.keys
    let ended = session.ask(controller, value: { $0.value ?? "" }) { lines in
      lines.endOfInputWords = nil
      lines.endsAnswerLines = false
      if let notice = area.initialValueOutcome?.message {
        lines.write(Messages.initialValueNotice(label: spec.label, notice) + "\n")
      }
      return PlainQuestions.text(area, label: spec.label, on: &lines)
    }
    return ended.result { text in (ExitStatus.success, Output.value(text, as: write.output)) }
  }
}
