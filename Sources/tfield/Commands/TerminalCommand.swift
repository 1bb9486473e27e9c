import FieldEngine
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// `input` and `form`: fields from specs on the terminal, their values printed on submit.
enum TerminalCommand {
  /// Builds the fields through `FieldSpec.makeField()`, shows what initial values lost, runs the
  /// form on /dev/tty and prints the values in `format` once it is submitted.
  static func run(specs: [FieldSpec], title: String, format: OutputFormat, single: Bool, display: Display)
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
    let ended: FormController
    do {
      ended = try ComponentRunner.run(controller, presentation: presentation(display))
    } catch {
      return .failed(.terminal(error))
    }
    switch ended.status {
    case .submitted:
      let values = ended.form.fields.map { (id: $0.id, value: $0.submittedValue) }
      let output =
        single ? Output.value(values.first?.value ?? "", as: format) : Output.values(values, as: format)
      return CommandResult(status: .success, output: output)
    case .cancelled, .running: return CommandResult(status: .failure)
    case .interrupted: return CommandResult(status: .interrupted)
    }
  }

  /// Where the command draws: inline below the cursor unless `--fullscreen`.
  static func presentation(_ display: Display) -> Presentation {
    display.fullscreen ? .fullScreen : .inline(clearsWhenDone: display.clearsWhenDone)
  }

  /// A list's inline height, from `--height`.
  static func inlineHeight(_ height: ListHeight) -> InlineHeight {
    switch height {
    case .rows(let rows): .rows(rows)
    case .percent(let percent): .percent(percent)
    }
  }
}
