import FieldEngine
import Testing

@testable import FieldTerminal

/// Formats on screen: masks, numbers and patterns in the hint row, password echo, placeholders.
@Suite("Formats on screen")
struct FormatLayoutTests {
  static func controller() throws -> FormController {
    let specs = [
      FieldSpec(
        id: "phone", label: "Phone", rules: FieldRules(format: try .mask("(999) 000-0000")),
        placeholder: "digits"),
      FieldSpec(id: "code", label: "Code", rules: FieldRules(format: try .pattern("[A-Z]{2}[0-9]{4}"))),
      FieldSpec(id: "password", label: "Password", isPassword: true),
    ]
    let fields = try specs.map { spec throws(ConfigurationError) in try spec.makeField() }
    return FormController(form: try Form(fields), title: "Formats").sized(50, 12)
  }

  @Test("the placeholder shows dimmed in an empty field; the hint names the format")
  func firstScreen() throws {
    let controller = try Self.controller()
    let frame = controller.frame()
    #expect(
      frame.textGrid() == [
        " Formats",
        "",
        "› Phone     [digits                       ]",
        "             mask (999) 000-0000",
        "  Code      [                                    ]",
        "             pattern [A-Z]{2}[0-9]{4}",
        "  Password  [                                    ]",
        "             no limit · F4 shows",
        "",
        "",
        "",
        " Tab next · Enter submit · Esc cancel · ^C quit …",
      ])
    #expect(frame.cursor == Position(row: 2, column: 13))
  }

  @Test("typing into a mask fills its literals; the hint says incomplete until it is whole")
  func maskTyping() throws {
    var controller = try Self.controller()
    controller.type("555123")
    var grid = controller.frame().textGrid()
    #expect(grid[2] == "› Phone     [(555) 123-                   ]")
    #expect(grid[3] == "             mask (999) 000-0000 · incomplete")
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.message?.text == "Phone: not complete yet (mask (999) 000-0000)")
    controller.type("4567")
    grid = controller.frame().textGrid()
    #expect(grid[3] == "             mask (999) 000-0000")
  }

  @Test("a refused key in a pattern field says why; a deletion that breaks it shows invalid")
  func patternTyping() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.type("A1")
    #expect(controller.message?.text == "'1' is not allowed: does not fit the pattern [A-Z]{2}[0-9]{4}")
    controller.type("B12")
    controller.handle(.key(.home, []))
    controller.handle(.key(.delete, []))
    #expect(controller.frame().textGrid()[5] == "             pattern [A-Z]{2}[0-9]{4} · invalid")
  }

  @Test("a password shows one glyph per character, wide or not; F4 shows the text and hides it again")
  func password() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    controller.type("a日👍🏽")
    #expect(controller.frame().textGrid()[6] == "› Password  [•••                                 ]")
    #expect(controller.frame().cursor == Position(row: 6, column: 16))
    controller.handle(.key(.function(4), []))
    #expect(controller.frame().textGrid()[6] == "› Password  [a日👍🏽                             ]")
    controller.handle(.key(.function(4), []))
    #expect(controller.frame().textGrid()[6] == "› Password  [•••                                 ]")
  }
}
