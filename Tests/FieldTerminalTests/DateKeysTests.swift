import FieldEngine
import FieldTerminal
import Testing

/// Date keys in a form: Alt-↑/Alt-↓ step a date everywhere; ↑/↓ step it in a form of one
/// date field and move the focus in any other.
@Suite("Dates: the stepping keys in a form")
struct DateKeysTests {
  static let now = LocalDateTime(year: 2026, month: 12, day: 1)

  static func dateField(_ id: String, _ text: String) throws -> Field {
    let format = try TextFormat.date(DateFormat("DD.MM.YYYY", maximum: "today"), now: now)
    return Field(id: id, rules: FieldRules(format: format), value: text)
  }

  @Test("one date field: ↑ and ↓ step the part under the cursor, as Alt-↑ and Alt-↓ do")
  func singleField() throws {
    var controller = FormController(form: try Form([try Self.dateField("d", "29.02.2024")]), title: "")
      .sized(40, 8)
    controller.handle(.key(.up, []))
    #expect(controller.form.fields[0].text == "28.02.2025")
    controller.handle(.key(.down, [.alt]))
    #expect(controller.form.fields[0].text == "28.02.2024")
    controller.handle(.key(.down, []))
    #expect(controller.form.fields[0].text == "28.02.2023")
    controller.handle(.key(.up, [.alt]))
    #expect(controller.form.fields[0].text == "28.02.2024")
  }

  @Test("several fields: ↑ and ↓ move the focus; Alt-↑ still steps the focused date")
  func severalFields() throws {
    let fields = [try Self.dateField("d", "29.02.2024"), Field(id: "t")]
    var controller = FormController(form: try Form(fields), title: "").sized(40, 10)
    controller.handle(.key(.down, []))
    #expect(controller.form.focusIndex == 1)
    controller.handle(.key(.up, []))
    #expect(controller.form.focusIndex == 0)
    #expect(controller.form.fields[0].text == "29.02.2024")
    controller.handle(.key(.up, [.alt]))
    #expect(controller.form.fields[0].text == "28.02.2025")
    // A text field is not stepped: one field of text, ↑ moves the focus to itself.
    var text = FormController(form: try Form([Field(id: "t", value: "12")]), title: "").sized(40, 8)
    text.handle(.key(.up, []))
    text.handle(.key(.up, [.alt]))
    #expect(text.form.fields[0].text == "12")
  }
}
