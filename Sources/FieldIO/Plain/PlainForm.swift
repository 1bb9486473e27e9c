import FieldEngine

extension PlainQuestions {
  /// Asks a form in plain lines: the title, then each shown element in turn.
  package static func form(_ form: Form, title: String, on lines: inout some PlainLines)
    -> PlainEnding<FormValues>
  {
    if !title.isEmpty { lines.write(DisplayText.line(title) + "\n") }
    var values: [FormValues.Entry] = []
    for element in form.elements {
      let label = element.label.isEmpty ? element.id : element.label
      switch PlainQuestions.field(element.field, label: label, on: &lines) {
      case .answered(let value): values.append(FormValues.Entry(id: element.id, value: .text(value)))
      case let ending: return ending.withoutAnswer()
      }
    }
    return .answered(FormValues(values))
  }
}
