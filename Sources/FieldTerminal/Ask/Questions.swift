import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

/// The questions ``Ask`` asks, built: each the component drawn on the terminal, the answer it
/// gives, and the same question in plain lines.
enum Questions {
  /// A line of text, in a one-field form labelled with the question.
  static func text(
    _ question: String, rules: FieldRules, required: Bool, defaultValue: String?
  ) throws(AskError) -> Question<FormController, String> {
    var spec = FieldSpec(id: "answer", label: question, rules: rules)
    spec.required = required
    spec.defaultValue = defaultValue
    return try text(spec)
  }

  /// The line of text a spec describes.
  static func text(_ spec: FieldSpec) throws(AskError) -> Question<FormController, String> {
    let field: Field
    do {
      field = try spec.makeField()
    } catch {
      throw .invalid(error.description)
    }
    let form: Form
    do {
      form = try Form([field])
    } catch {
      throw .invalid(error.description)
    }
    var controller = FormController(form: form, title: "")
    if let notice = field.initialValueOutcome?.message { controller.show(StatusMessage(notice, .info)) }
    let id = field.id
    return Question(controller, answer: { $0.value?.text(id) ?? "" }) { lines in
      PlainQuestions.field(field, label: spec.label, on: &lines)
    }
  }

  /// A password.
  static func secret(
    _ question: String, rules: FieldRules, required: Bool
  ) throws(AskError) -> Question<FormController, String> {
    var spec = FieldSpec(id: "answer", label: question, rules: rules, isPassword: true)
    spec.required = required
    return try text(spec)
  }

  /// One of `values`, shown by their labels.
  static func choice<Value: Equatable & Sendable>(
    _ question: String, from values: [Value], label: (Value) -> String
  ) throws(AskError) -> Question<ChoiceListController, Value> {
    guard !values.isEmpty else { throw .invalid(ComponentWording.nothingToChoose(query: "")) }
    let list = ChoiceList(items: values.map(label))
    var controller = ChoiceListController(title: question, list: list)
    controller.endsWithoutItems = false
    return Question(controller, answer: { values[$0.value?.first?.index ?? 0] }) { lines in
      let plain = PlainChoose(title: question, list: list, pageSize: lines.pageSize)
      return plain.choose(on: &lines).map { chosen in
        if case .item(let index) = chosen { return values[index] }
        return values[0]
      }
    }
  }

  /// Several of `items`, at least `atLeast`, at most `atMost`.
  static func choices(
    _ question: String, from items: [String], atLeast: Int, atMost: Int?
  ) throws(AskError) -> Question<ChoiceListController, [String]> {
    let least = max(0, atLeast)
    if least > items.count {
      throw .invalid("at least \(least) of \(items.count) items cannot be chosen")
    }
    if let atMost, atMost < max(1, least) {
      throw .invalid("at most \(atMost) and at least \(least) cannot both hold")
    }
    let list = ChoiceList(items: items, configuration: .init(selection: .multiple(limit: atMost)))
    var controller = ChoiceListController(title: question, list: list)
    controller.endsWithoutItems = false
    controller.minimumChoices = least
    return Question(controller, answer: { ($0.value ?? []).map(\.text) }) { lines in
      let plain = PlainChoose(title: question, list: list, pageSize: lines.pageSize)
      while true {
        let ending = plain.choose(on: &lines).map { chosen -> [String] in
          if case .items(let indices, _) = chosen { return indices.map { items[$0] } }
          if case .item(let index) = chosen { return [items[index]] }
          return []
        }
        if case .answered(let chosen) = ending, chosen.count < least {
          lines.write(ComponentWording.chooseAtLeast(least, drawn: false) + "\n")
          continue
        }
        return ending
      }
    }
  }

  /// A yes/no question.
  static func confirm(_ question: String, defaultAnswer: Bool) -> Question<ConfirmController, Bool> {
    Question(
      ConfirmController(question: question, defaultAnswer: defaultAnswer), answer: { $0.value ?? false }
    ) {
      lines in
      PlainQuestions.confirm(question, defaultAnswer: defaultAnswer, on: &lines)
    }
  }

  /// A form of pages.
  static func form(_ title: String, pages: () throws(FormError) -> Form) throws(AskError) -> Question<
    FormController, FormValues
  > {
    let form: Form
    do {
      form = try pages()
    } catch {
      throw .invalid(error.description)
    }
    return Question(FormController(form: form, title: title), answer: { $0.value ?? FormValues([]) }) {
      lines in
      PlainQuestions.form(form, title: title, on: &lines, options: FormCommands.readOptions)
    }
  }

  /// A text of several lines.
  static func lines(
    _ label: String, maxLength: Int?, maxLines: Int?, lineRules: FieldRules, required: Bool
  ) throws(AskError) -> Question<TextAreaController, String> {
    do {
      try lineRules.checkConfiguration()
    } catch {
      throw .invalid(error.description)
    }
    let area = TextArea(
      lineRules: lineRules, maxLength: maxLength, maxLines: maxLines, validators: required ? [.required] : [])
    return Question(TextAreaController(label: label, area: area), answer: { $0.value ?? "" }) { lines in
      lines.endOfInputWords = nil
      lines.endsAnswerLines = false
      return PlainQuestions.text(area, label: label, on: &lines)
    }
  }
}
