import FieldEngine
import Testing

@testable import FieldTerminal

/// `--group` on screen: the separators drawn between digit groups, the cursor on the digits, a
/// long number scrolled by what it shows.
@Suite("Digit groups on screen")
struct DigitGroupLayoutTests {
  static func controller() throws -> FormController {
    let number = try TextFormat.number(NumberFormat(isDecimal: true, groupSeparator: ","))
    let field = try FieldSpec(id: "amount", label: "Amount", rules: FieldRules(format: number)).makeField()
    return FormController(form: try Form([field]), title: "Groups").sized(50, 8)
  }

  @Test("typing digits shows them in groups; the field holds the digits; the cursor follows the digits")
  func typing() throws {
    var controller = try Self.controller()
    controller.type("1234567.891")
    var frame = controller.frame()
    #expect(frame.textGrid()[2] == "› Amount  [1,234,567.891        ]")
    #expect(controller.form.fields[0].text == "1234567.891")
    #expect(frame.cursor == Position(row: 2, column: 11 + 13))
    controller.handle(.key(.home, []))
    #expect(controller.frame().cursor == Position(row: 2, column: 11))
    // → steps onto the 2, drawn after the separator.
    controller.handle(.key(.right, []))
    #expect(controller.frame().cursor == Position(row: 2, column: 13))
    controller.handle(.key(.right, []))
    #expect(controller.frame().cursor == Position(row: 2, column: 14))
    // Deleting the 1 regroups what is left.
    controller.handle(.key(.home, []))
    controller.handle(.key(.delete, []))
    frame = controller.frame()
    #expect(frame.textGrid()[2] == "› Amount  [234,567.891          ]")
    #expect(frame.cursor == Position(row: 2, column: 11))
  }

  @Test("a number longer than its box scrolls by what it shows, separators included")
  func scrolling() throws {
    var controller = try Self.controller()
    controller.type("1234567890123456789")
    let frame = controller.frame()
    let row = frame.textGrid()[2]
    #expect(row.hasPrefix("› Amount  <"))
    #expect(row.contains("456,789"))
    #expect(frame.cursor?.column == 11 + 20)
  }
}
