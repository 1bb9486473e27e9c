import FieldEngine
import FieldTerminal
import Testing

/// The README's "A form in your own program" example, compiled as written. It is not called:
/// `FormRunner.run` would take over the terminal of whoever runs the tests.
func readmeFormExample() throws {
  var code = Field(id: "code", label: "Invite code", validators: [.required])
  code.maxLength = 8
  code.allowedCharacters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
  let form = try Form([Field(id: "name", label: "Name"), code])
  let ended = try FormRunner.run(FormController(form: form, title: "Join", width: 80, height: 24))
  if case .submitted(let values) = ended.status { print(values["code"]!) }
}

@Suite("README form example")
struct ReadmeFormExampleTests {
  @Test("the example's form, driven through the step interface instead of a terminal")
  func exampleForm() throws {
    var code = Field(id: "code", label: "Invite code", validators: [.required])
    code.maxLength = 8
    code.allowedCharacters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    var controller = FormController(
      form: try Form([Field(id: "name", label: "Name"), code]), title: "Join", width: 80, height: 24)
    for key in ["\t", "A", "B", "1", "C", "D"] { controller.feed(Array(key.utf8), now: 0) }
    controller.handle(.key(.enter, []))
    #expect(controller.status == .submitted(["name": "", "code": "ABCD"]))
  }
}
