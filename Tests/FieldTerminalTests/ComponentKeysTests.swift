import FieldEngine
import Testing

@testable import FieldKeys
@testable import FieldTerminal

/// A program's key changes (`KeyCustomization`) on each component and on `AskSettings`.
@Suite("Keys of one's own on the components and the one-call questions")
struct ComponentKeysTests {
  static func keys(_ bindings: [(String, String)]) throws -> KeyCustomization {
    var keys = KeyCustomization()
    for (key, action) in bindings { try keys.bind(key, to: action) }
    return keys
  }

  @Test("a question's keys: j answers yes, the help row names it")
  func confirm() throws {
    var question = ConfirmController(question: "Sure?")
    question.keys = try Self.keys([("j", "yes")])
    #expect(question.bindings.helpLine.hasPrefix("j yes"))
    _ = question.handle(.key(.text("j")))
    #expect(question.status == .submitted(true))
  }

  @Test("a form's keys reach its fields and each kind of element; the password hint follows F4's key")
  func form() throws {
    var controller = FormController(form: try Form([Field(id: "a", label: "A")]), title: "")
    controller.keys = try Self.keys([("ctrl-s", "accept"), ("f5", "toggle-reveal")])
    #expect(controller.bindings.command(for: .key(.control("s"), [])) == .submit)
    #expect(controller.tables.select.command(for: .key(.control("s"), [])) == .submit)
    #expect(controller.tables.area.command(for: .key(.control("s"), [])) == .submit)
    #expect(controller.revealKeyNames == "F5, F4")
    _ = controller.handle(.key(.text("x")))
    _ = controller.handle(.key(.key(.control("s"), [])))
    #expect(controller.status == .submitted(controller.form.values))
  }

  @Test("AskSettings' keys come after the component's own")
  func askSettings() throws {
    var settings = AskSettings()
    settings.keys = try Self.keys([("ctrl-t", "backward-char")])
    let area = Question<TextAreaController, String>.withKeys(TextAreaController(), settings.keys)
    #expect(area.bindings.command(for: .key(.control("t"), [])) == .edit(.move(.characterLeft)))
    let untouched = Question<TextAreaController, String>.withKeys(TextAreaController(), AskSettings().keys)
    #expect(untouched.bindings.command(for: .key(.control("t"), [])) == .edit(.transposeCharacters))
  }
}
