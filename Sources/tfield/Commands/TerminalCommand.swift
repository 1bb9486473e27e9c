import FieldEngine
import TFieldArguments
import TFieldOptions
import TerminalFields

/// `input` and `form`: fields from specs on the terminal, their values printed on submit.
enum TerminalCommand {
  /// Builds the fields through `FieldSpec.makeField()`, shows what initial values lost, runs the
  /// form on /dev/tty (or asks each field in plain lines) and prints the values in `format` once it
  /// is submitted; a field with a history file has its submitted value appended to it.
  static func run(
    specs: [FieldSpec], title: String, format: OutputFormat, single: Bool, session: Session,
    histories: [String: HistorySettings] = [:]
  ) -> CommandResult {
    var fields: [Field] = []
    var notices: [String] = []
    for spec in specs {
      do {
        var field = try spec.makeField()
        field.suggestionCase = histories[spec.id]?.suggestionCase.engineCase ?? .sensitive
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
    controller.weekStart = session.display.weekStart.weekday
    // `--calendar` (input's one field, checked to be a date with a day); F3 shows any other's.
    if session.display.calendar { controller.calendarFields = Set(specs.map(\.id)) }
    if !notices.isEmpty { controller.show(StatusMessage(notices.joined(separator: "; "), .info)) }
    for (id, history) in histories {
      controller.load(history: history.historyFile, suggestions: history.suggestions, into: id)
      controller.setCompleter(history.completion.completer, for: id)
    }
    let ended = session.ask(controller, value: { $0.form.fields.map(SubmittedField.init) }) {
      [notices, fields] lines in
      if !title.isEmpty { lines.write(title + "\n") }
      for notice in notices { lines.write(notice + "\n") }
      var values: [SubmittedField] = []
      for field in fields {
        let label = field.label.isEmpty && !single ? field.id : field.label
        switch PlainQuestions.field(field, label: label, on: &lines) {
        case .answered(let value): values.append(SubmittedField(field, answer: value))
        case let ending: return ending.withoutAnswer()
        }
      }
      return .answered(values)
    }
    var result = ended.result { values in
      let output =
        single
        ? Output.value(values.first?.value ?? "", as: format)
        : Output.values(FormValues(values.map { FormValues.Entry(id: $0.id, value: .text($0.value)) }), as: format)
      return (ExitStatus.success, output)
    }
    if case .answered(let values) = ended {
      result.errors += values.compactMap { value in
        histories[value.id]?.historyFile.flatMap { store(value, in: $0) }
      }.joined()
    }
    return result
  }

  /// Appends a submitted field's text (what it recalls, literals and all) to its history file;
  /// returns a line for stderr when it could not, or when the file was not compacted. The value
  /// was printed all the same.
  static func store(_ field: SubmittedField, in file: HistoryFile) -> String? {
    guard !field.isPassword else { return nil }
    let result: Result<HistoryAppend, HistoryFileError>
    do {
      result = .success(try file.append(field.text))
    } catch {
      result = .failure(error)
    }
    return HistoryFile.warning(for: result).map { "tfield: " + $0 + "\n" }
  }

  /// A list's inline height, from `--height`.
  static func inlineHeight(_ height: ListHeight) -> InlineHeight {
    switch height {
    case .rows(let rows): .rows(rows)
    case .percent(let percent): .percent(percent)
    case .upToRows(let rows): .upToRows(rows)
    case .upToPercent(let percent): .upToPercent(percent)
    }
  }
}

extension SuggestCase {
  /// The engine's value of the word.
  var engineCase: SuggestionCase {
    switch self {
    case .sensitive: .sensitive
    case .insensitive: .insensitive
    case .smart: .smart
    }
  }
}

extension CompletionSettings {
  /// The completer the options ask for, or nil for none.
  var completer: Completer? {
    if let file { return .file(file) }
    if let command { return .command(command) }
    if paths || directoriesOnly { return .paths(directoriesOnly: directoriesOnly) }
    return nil
  }
}

extension HistorySettings {
  /// The history file to read and write, or nil for none.
  var historyFile: HistoryFile? {
    file.map { HistoryFile(path: $0, size: size ?? HistorySettings.defaultSize) }
  }
}

/// A field as it was submitted: its value as printed, and its text as a history keeps it.
struct SubmittedField: Equatable, Sendable {
  /// The field's id.
  let id: String
  /// The value printed (`Field.submittedValue`).
  let value: String
  /// The text in the field, literals and all: what a history recalls.
  let text: String
  /// A password field's value is never stored.
  let isPassword: Bool

  /// A submitted field of a form on the terminal.
  init(_ field: Field) {
    (id, value, text, isPassword) = (field.id, field.submittedValue, field.text, field.isPassword)
  }

  /// A field answered in plain lines: the answer is both its value and its text.
  init(_ field: Field, answer: String) {
    (id, value, text, isPassword) = (field.id, answer, answer, field.isPassword)
  }
}
