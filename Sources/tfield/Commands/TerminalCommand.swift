import FieldEngine
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// `input` and `form`: fields from specs on the terminal, their values printed on submit.
enum TerminalCommand {
  /// Builds the fields through `FieldSpec.makeField()`, shows what initial values lost, runs the
  /// form on /dev/tty and prints the values in `format` once it is submitted.
  static func run(
    specs: [FieldSpec], title: String, format: OutputFormat, single: Bool, display: Display,
    histories: [String: HistorySettings] = [:]
  ) -> CommandResult {
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
    for (id, history) in histories {
      controller.load(history: history.historyFile, suggestions: history.suggestions, into: id)
    }
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
      let warnings = ended.form.fields.compactMap { field in
        histories[field.id]?.historyFile.flatMap { store(field, in: $0) }
      }
      return CommandResult(status: .success, output: output, errors: warnings.joined())
    case .cancelled, .running: return CommandResult(status: .failure)
    case .interrupted: return CommandResult(status: .interrupted)
    }
  }

  /// Appends a submitted field's text (what it recalls, literals and all) to its history file;
  /// returns a line for stderr when it could not, or when the file was not compacted. The value
  /// was printed all the same.
  static func store(_ field: Field, in file: HistoryFile) -> String? {
    guard !field.isPassword else { return nil }
    let result: Result<HistoryAppend, HistoryFileError>
    do {
      result = .success(try file.append(field.text))
    } catch {
      result = .failure(error)
    }
    return HistoryFile.warning(for: result).map { "tfield: " + $0 + "\n" }
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

extension HistorySettings {
  /// The history file to read and write, or nil for none.
  var historyFile: HistoryFile? {
    file.map { HistoryFile(path: $0, size: size ?? HistorySettings.defaultSize) }
  }
}
