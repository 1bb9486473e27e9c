import FieldEngine
import FieldTerminal
import Testing

/// The README's "A form in your own program" example, compiled as written. It is not called:
/// `ComponentRunner.run` would take over the terminal of whoever runs the tests.
func readmeFormExample() throws {
  var code = Field(id: "code", label: "Invite code", validators: [.required])
  code.maxLength = 8
  code.allowedCharacters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
  let form = try Form([Field(id: "name", label: "Name"), code])
  let ended = try ComponentRunner.run(FormController(form: form, title: "Join"))
  if case .submitted(let values) = ended.status { print(values["code"]!) }
}

@Suite("README form example")
struct ReadmeFormExampleTests {
  @Test("the example's form, driven through the step interface instead of a terminal")
  func exampleForm() throws {
    var code = Field(id: "code", label: "Invite code", validators: [.required])
    code.maxLength = 8
    code.allowedCharacters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    let form = try Form([Field(id: "name", label: "Name"), code])
    var controller = ComponentDriver(FormController(form: form, title: "Join"))
    for key in ["\t", "A", "B", "1", "C", "D", "\r"] { controller.feed(Array(key.utf8), now: 0) }
    #expect(controller.status == .submitted(["name": "", "code": "ABCD"]))
  }
}

/// The README's prompt and choice-list example, compiled as written; not called, for the same
/// reason as `readmeFormExample`.
func readmeDialogExample() throws {
  let spec = FieldSpec(id: "name", limits: [LengthLimit(20)], required: true)
  let prompt = try PromptController(title: "Name", message: "Who is speaking?", spec: spec)
  if let name = try ComponentRunner.run(prompt).value { print(name) }  // nil: cancelled

  let list = ChoiceList(items: ["Oslo", "Lima", "Kyoto"], chosen: "Lima", allowsOther: true)
  let ended = try ComponentRunner.run(ChoiceListController(title: "City", list: list))
  if case .submitted(let city) = ended.status { print(city) }
}
