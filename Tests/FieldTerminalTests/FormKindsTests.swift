import FieldEngine
import ScriptedLines
import Testing

@testable import FieldIO
@testable import FieldKeys
@testable import FieldTerminal

/// A form of every kind through its keys: choices, yes/no questions, notes, text areas, pages.
@Suite("Forms of every kind: the controller")
struct FormKindsTests {
  static func wizard() throws -> Form {
    try Form(pages: [
      FormPage(
        title: "Database", description: "Where the data lives.",
        elements: [
          .select("database", label: "Database", options: ["postgres", "sqlite", FormOption("MySQL", value: "mysql")]),
          .select("version", label: "Version", options: ["16", "15"]).when(.equals("database", "postgres")),
          .multiselect("features", label: "Features", options: ["auth", "mail", "jobs"], atLeast: 1, atMost: 2),
        ]),
      FormPage(
        title: "Finish",
        elements: [
          .note("Almost done.", title: "Note"),
          .confirm("telemetry", label: "Telemetry?"),
          .area("notes", label: "Notes"),
          .text(Field(id: "name", label: "Name")),
        ]),
    ])
  }

  @Test("print")
  func show() throws {
    var controller = FormController(form: try Self.wizard(), title: "Install").sized(60, 20)
    print(controller.frame().textGrid().joined(separator: "\n"))
    controller.type("po")
    print(controller.frame().textGrid().joined(separator: "\n"))
    controller.handle(.key(.enter, []))
    print(controller.frame().textGrid().joined(separator: "\n"))
    controller.handle(.key(.enter, []))
    controller.handle(.text(" "))
    controller.handle(.key(.down, []))
    controller.handle(.text(" "))
    print(controller.frame().textGrid().joined(separator: "\n"))
    controller.handle(.key(.enter, []))
    print(controller.frame().textGrid().joined(separator: "\n"))
    controller.handle(.text("y"))
    controller.type("line one")
    controller.handle(.key(.enter, []))
    controller.type("two")
    print(controller.frame().textGrid().joined(separator: "\n"))
    controller.handle(.key(.tab, []))
    controller.type("Ada")
    controller.handle(.key(.enter, []))
    print(controller.status)
  }
}
