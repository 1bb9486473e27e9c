import FieldEngine
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// `input` and `form`: fields from specs on the terminal, their values printed on submit.
enum TerminalCommand {
  /// Builds the fields through `FieldSpec.makeField()`, shows what initial values lost, runs the
  /// form on /dev/tty (or asks each field in plain lines) and prints the values in `format` once it
  /// is submitted.
  static func run(specs: [FieldSpec], title: String, format: OutputFormat, single: Bool, session: Session)
    -> CommandResult
  {
    var fields: [Field] = []
    var notices: [String] = []
    for spec in specs {
      do {
        let field = try spec.makeField()
        fields.append(field)
        if let message = field.initialValueOutcome?.message {
          notices.append(Messages.initialValueNotice(label: spec.label, message))
        }
      } catch {
        return .failed(.configuration(error))
      }
    }
    if format == .shell && !single, let bad = specs.first(where: { !Output.isShellName($0.id) }) {
      return .failed(.notAShellName(id: bad.id))
    }
    let form: Form
    do {
      form = try Form(fields)
    } catch {
      return .failed(.form(error))
    }
    var controller = FormController(form: form, title: title)
    if !notices.isEmpty { controller.show(StatusMessage(notices.joined(separator: "; "), .info)) }
    let ended = session.ask(controller, value: { $0.form.fields.map(\.submittedValue) }) { lines in
      if !title.isEmpty { lines.write(title + "\n") }
      for notice in notices { lines.write(notice + "\n") }
      var values: [String] = []
      for field in fields {
        let label = field.label.isEmpty && !single ? field.id : field.label
        switch PlainQuestions.field(field, label: label, on: &lines) {
        case .answered(let value): values.append(value)
        case let ending: return ending.withoutAnswer()
        }
      }
      return .answered(values)
    }
    return ended.result { values in
      let output =
        single
        ? Output.value(values.first ?? "", as: format)
        : Output.values(zip(specs, values).map { (id: $0.id, value: $1) }, as: format)
      return (ExitStatus.success, output)
    }
  }

  /// A list's inline height, from `--height`.
  static func inlineHeight(_ height: ListHeight) -> InlineHeight {
    switch height {
    case .rows(let rows): .rows(rows)
    case .percent(let percent): .percent(percent)
    }
  }
}
