import FieldEngine
import TFieldArguments
import TFieldOptions
import TerminalFields

/// `input` and `form`: a form on the terminal, its values printed on submit.
enum TerminalCommand {
  /// `input`'s one field, from its spec and its history settings, as a form.
  static func form(of spec: FieldSpec, history: HistorySettings) -> Result<Form, ToolError> {
    var field: Field
    do {
      field = try spec.makeField()
    } catch {
      return .failure(.configuration(error))
    }
    field.suggestionCase = history.suggestionCase.engineCase
    do {
      return .success(try Form([field]))
    } catch {
      return .failure(.form(error))
    }
  }

  /// Shows what initial values lost, runs the form on /dev/tty (or asks each element in plain
  /// lines) and prints its values in `format` once it is submitted (`single`: `input`'s one
  /// value); a field with a history file has its submitted value appended to it.
  static func run(
    form: Form, title: String, format: OutputFormat, single: Bool, session: Session,
    histories: [String: HistorySettings] = [:], check: String? = nil
  ) -> CommandResult {
    let notices = form.elements.compactMap { element -> String? in
      let outcome = element.area?.initialValueOutcome ?? element.field.initialValueOutcome
      return outcome?.message.map { Messages.initialValueNotice(label: element.label, $0) }
    }
    if format == .shell && !single,
      let bad = form.elements.first(where: { !$0.isNote && !Output.isShellName($0.id) })
    {
      return .failed(.notAShellName(id: bad.id))
    }
    var controller = FormController(form: form, title: title)
    controller.formCheck = check
    controller.keys = session.keys
    controller.weekStart = session.display.weekStart.weekday
    // `--calendar` (input's one field, checked to be a date with a day); F3 shows any other's.
    if session.display.calendar { controller.calendarFields = Set(form.fields.map(\.id)) }
    if !notices.isEmpty { controller.show(StatusMessage(notices.joined(separator: "; "), .info)) }
    for (id, history) in histories {
      controller.load(history: history.historyFile, suggestions: history.suggestions, into: id)
      controller.setCompleter(history.completion.completer, for: id)
    }
    let ended = session.ask(controller, value: { Submitted(terminal: $0.form) }) { [notices] lines in
      // The title, then what initial values lost, then the questions.
      if !title.isEmpty { lines.write(DisplayText.line(title) + "\n") }
      for notice in notices { lines.write(notice + "\n") }
      guard single, let field = form.fields.first else {
        let ending = PlainQuestions.form(form, title: "", on: &lines, options: FormCommands.readOptions)
        // The form's own check, once every answer is in: a refusal ends it, as a piped answer's does.
        if case .answered(let values) = ending, let check,
          let failure = FormCommands.check(check, values: values)
        {
          lines.write(DisplayText.line(failure) + "\n")
          return .refused([failure])
        }
        return ending.map { Submitted(values: $0, recalled: [:]) }
      }
      // `input`: its one field asked by its label alone.
      return PlainQuestions.field(field, label: field.label, on: &lines).map { value in
        Submitted(values: [field.id: .text(value)], recalled: [:])
      }
    }
    var result = ended.result { submitted in
      let output =
        single
        ? Output.value(submitted.values.first?.value.joinedText ?? "", as: format)
        : Output.values(submitted.values, as: format)
      return (ExitStatus.success, output)
    }
    if case .answered(let submitted) = ended {
      // In the form's order; a hidden field submitted nothing.
      result.errors += form.elements.compactMap { element in
        guard let file = histories[element.id]?.historyFile, let value = submitted.values.text(element.id)
        else {
          return nil
        }
        return store(SubmittedField(element.field, answer: submitted.recalled[element.id] ?? value), in: file)
      }.joined()
    }
    return result
  }

  /// What a form submitted: its values, and the text of each text field as a history keeps it
  /// (literals and all), by id, when it is on the terminal.
  struct Submitted: Equatable, Sendable {
    var values: FormValues
    var recalled: [String: String]

    init(values: FormValues, recalled: [String: String]) {
      self.values = values
      self.recalled = recalled
    }

    /// What a form on the terminal submitted.
    init(terminal form: Form) {
      values = form.values
      recalled = Dictionary(form.fields.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
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
    case .allBut(let rows): .allBut(rows)
    case .upToAllBut(let rows): .upToAllBut(rows)
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
