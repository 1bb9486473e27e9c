import FieldEngine
import Testing

@testable import FieldIO
@testable import FieldTerminal

/// F2 and F3 over a form: the value goes into the focused field through its rules.
@Suite("Form dialogs")
struct FormDialogTests {
  static func controller(offers: Bool = true, width: Int = 60) throws -> ComponentHost<FormController> {
    var vowels = Field(id: "vowels", label: "Vowels")
    vowels.rules.maxLength = 5
    vowels.rules.allowedCharacters = "AEIOUaeiou"
    var controller = FormController(
      form: try Form([Field(id: "name", label: "Name"), vowels]), title: "Demo"
    ).hosted(width, 16)
    controller.update { $0.offersDialogs = offers }
    controller.update { $0.choices = ["vowels": ["ae", "Hello"]] }
    return controller
  }

  @Test("F2: a prompt over the form with the field's rules; its value goes into the field")
  func prompt() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.handle(.key(.function(2), []))
    let grid = controller.frame().textGrid()
    #expect(grid[0] == " Demo")
    #expect(grid.contains { $0.contains("┌─ Vowels ─") })
    #expect(grid.contains { $0.contains("│ max 5 · only AEIOUaeiou · 0/5") })
    for character in "ox" { controller.handle(.text(String(character))) }
    #expect(controller.frame().textGrid().contains { $0.contains("│ 'x' is not allowed: only AEIOUaeiou") })
    controller.handle(.text("i"))
    controller.handle(.key(.enter, []))
    #expect(controller.component.dialog == nil)
    #expect(controller.component.form["vowels"]?.field.text == "oi")
    #expect(controller.status == .running)
  }

  @Test("F2 over a password field: the prompt hides what is typed, F4 shows it, and the hint says so")
  func promptForPassword() throws {
    var password = Field(id: "password", label: "Password")
    password.isPassword = true
    password.placeholder = "8 or more"
    password.rules.maxLength = 12
    var controller = FormController(form: try Form([password]), title: "Demo").hosted(60, 16)
    controller.update { $0.offersDialogs = true }
    controller.handle(.key(.function(2), []))
    #expect(controller.frame().textGrid().contains { $0.contains("│ [8 or more") })
    controller.handle(.paste("hunter2"))
    var grid = controller.frame().textGrid()
    #expect(!grid.joined().contains("hunter2"))
    #expect(grid.contains { $0.contains("│ [•••••••") })
    #expect(grid.contains { $0.contains("│ max 12 · 7/12 · F4 shows") })
    controller.handle(.key(.function(4), []))
    grid = controller.frame().textGrid()
    #expect(grid.contains { $0.contains("│ [hunter2") })
    #expect(grid.contains { $0.contains("│ max 12 · 7/12 · F4 hides") })
    controller.handle(.key(.function(4), []))
    #expect(!controller.frame().textGrid().joined().contains("hunter2"))
    controller.handle(.key(.enter, []))
    #expect(controller.component.form["password"]?.field.text == "hunter2")
    #expect(!controller.frame().textGrid().joined().contains("hunter2"))
  }

  @Test("F3 over a password field opens no list and says why")
  func noListForPassword() throws {
    var password = Field(id: "password", label: "Password", value: "hunter2")
    password.isPassword = true
    var controller = FormController(form: try Form([password]), title: "Demo").hosted(80, 16)
    controller.update { $0.offersDialogs = true }
    controller.update { $0.choices = ["password": ["hunter2", "swordfish"]] }
    controller.handle(.key(.function(3), []))
    #expect(controller.component.dialog == nil)
    #expect(controller.component.message == .init(ComponentWording.noListForPassword, .error))
    #expect(!controller.frame().textGrid().joined().contains("hunter2"))
  }

  @Test("F2 then Escape leaves the field as it was")
  func promptCancelled() throws {
    var controller = try Self.controller()
    controller.handle(.text("x"))
    controller.handle(.key(.function(2), []))
    controller.handle(.text("y"))
    controller.handle(.key(.escape, []))
    #expect(controller.component.dialog == nil)
    #expect(controller.component.form["name"]?.field.text == "x")
    #expect(controller.status == .running)
  }

  @Test("F3: the field's samples; a chosen value goes in through the field's rules")
  func list() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.handle(.key(.function(3), []))
    #expect(controller.frame().textGrid()[0] == " Vowels")
    controller.handle(.key(.down, []))
    controller.handle(.key(.enter, []))
    #expect(controller.component.form["vowels"]?.field.text == "eo")
    #expect(controller.component.message?.text == "set 2 of 5 characters: 3 not allowed (only AEIOUaeiou)")
  }

  @Test("F3, Other…: the new item is kept among the field's choices")
  func listOther() throws {
    var controller = try Self.controller()
    controller.handle(.key(.tab, []))
    controller.handle(.key(.function(3), []))
    controller.handle(.key(.end, []))
    controller.handle(.key(.enter, []))
    controller.handle(.text("A"))
    controller.handle(.key(.enter, []))
    controller.handle(.key(.enter, []))
    #expect(controller.component.form["vowels"]?.field.text == "A")
    #expect(controller.component.choices["vowels"] == ["A", "ae", "Hello"])
  }

  @Test("Ctrl-C in a dialog interrupts the form")
  func interrupt() throws {
    var controller = try Self.controller()
    controller.handle(.key(.function(3), []))
    controller.handle(.key(.control("c"), []))
    #expect(controller.status == .interrupted)
  }

  @Test("without dialogs, F2 and F3 do nothing and the help line leaves them out")
  func noDialogs() throws {
    var controller = try Self.controller(offers: false, width: 100)
    controller.handle(.key(.function(2), []))
    controller.handle(.key(.function(3), []))
    #expect(controller.component.dialog == nil)
    #expect(controller.frame().textGrid()[15] == " Tab next · Enter submit · Esc cancel · ^C quit · ^_ undo")
    #expect(
      try Self.controller(width: 100).frame().textGrid()[15]
        == " Tab next · Enter submit · Esc cancel · ^C quit · ^_ undo · F2 prompt · F3 list")
  }
}
