import FieldEngine
import FieldKeys
import Foundation
import Testing

@testable import FieldIO
@testable import FieldTerminal

/// Validators that take time in the components: "checking…" on Enter, the verdict taken in at a
/// wake, Escape cancelling the check only, a check while typing after the pause, and defaults.
@Suite("Checks that take time, and defaults, in forms and prompts")
struct ValueCheckComponentTests {
  /// Refuses anything with a capital letter, after `delay`.
  static func lowerCase(delay: Duration = .zero, whileTyping: Bool = false) -> AsyncValidator {
    AsyncValidator("lower", checksWhileTyping: whileTyping) { value in
      if delay > .zero { try? await Task.sleep(for: delay) }
      return value.contains(where: \.isUppercase) ? "lower-case only" : nil
    }
  }

  static func form(_ validator: AsyncValidator, defaultValue: String? = nil) throws -> FormController {
    var spec = FieldSpec(id: "name", label: "Name")
    spec.asyncValidators = [validator]
    spec.defaultValue = defaultValue
    return FormController(form: try Form([try spec.makeField()]), title: "")
  }

  /// Waits for the component's wake descriptor, then wakes it; true when it was woken. It waits
  /// by sleeping, never by blocking a thread: the check runs in a task that needs one.
  @discardableResult
  static func wakeWhenReady<C: TerminalComponent>(_ component: inout C, seconds: Double = 10) async -> Bool {
    let descriptors = component.wake.descriptors
    guard !descriptors.isEmpty else { return false }
    for _ in 0..<Int(seconds * 200) {
      var pollers = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if poll(&pollers, nfds_t(pollers.count), 0) > 0 {
        _ = component.wake(now: .now)
        return true
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return false
  }

  static func type(_ text: String, into form: inout FormController) {
    for character in text { form.handle(.text(String(character))) }
  }

  @Test("Enter shows checking…, and the form submits once the check passes")
  func submitsAfterCheck() async throws {
    var form = try Self.form(Self.lowerCase())
    Self.type("ada", into: &form)
    form.handle(.key(.enter, []))
    #expect(form.status == .running)
    #expect(form.message?.text == "checking…")
    #expect(await Self.wakeWhenReady(&form))
    #expect(form.status == .submitted(["name": "ada"]))
  }

  @Test("a refusal shows the check's reason and editing goes on")
  func refusal() async throws {
    var form = try Self.form(Self.lowerCase())
    Self.type("Ada", into: &form)
    form.handle(.key(.enter, []))
    #expect(await Self.wakeWhenReady(&form))
    #expect(form.status == .running)
    #expect(form.message == StatusMessage("Name: lower-case only", .error))
  }

  @Test("Escape while checking cancels the check only; the next Escape cancels the form")
  func escapeCancelsTheCheck() async throws {
    var form = try Self.form(Self.lowerCase(delay: .seconds(5)))
    Self.type("ada", into: &form)
    form.handle(.key(.enter, []))
    form.handle(.key(.enter, []))
    #expect(form.message?.text == "checking…", "a second Enter waits for the check")
    form.handle(.key(.escape, []))
    #expect(form.status == .running)
    #expect(form.message?.text == "check cancelled; Enter checks again")
    #expect(form.wake.descriptors.isEmpty)
    form.handle(.key(.escape, []))
    #expect(form.status == .cancelled)
  }

  @Test("an edit while checking cancels the check: the value it checked is gone")
  func editCancels() async throws {
    var form = try Self.form(Self.lowerCase(delay: .milliseconds(100)))
    Self.type("ada", into: &form)
    form.handle(.key(.enter, []))
    Self.type("m", into: &form)
    #expect(form.wake.descriptors.isEmpty)
    #expect(form.status == .running)
  }

  @Test("a check that runs past its timeout refuses the value and says so")
  func timeout() async throws {
    var slow = Self.lowerCase(delay: .seconds(10))
    slow.timeout = .milliseconds(50)
    var form = try Self.form(slow)
    Self.type("ada", into: &form)
    form.handle(.key(.enter, []))
    let deadline = try #require(form.wake.deadline)
    _ = form.wake(now: deadline)
    #expect(form.status == .running)
    #expect(form.message?.text.contains("took longer than 50 ms") == true)
  }

  @Test("while typing: due after the pause, its reason shown, and taken away when the value passes")
  func whileTyping() async throws {
    var form = try Self.form(Self.lowerCase(whileTyping: true))
    Self.type("aB", into: &form)
    let due = try #require(form.wake.deadline)
    _ = form.wake(now: due)
    #expect(await Self.wakeWhenReady(&form))
    #expect(form.message == StatusMessage("lower-case only", .error, checkReason: true))
    form.handle(.key(.backspace, []))
    _ = form.wake(now: try #require(form.wake.deadline))
    #expect(await Self.wakeWhenReady(&form))
    #expect(form.message == nil)
  }

  @Test("Enter on an empty field takes the default, which is then checked and submitted")
  func defaultValue() async throws {
    var form = try Self.form(Self.lowerCase(), defaultValue: "guest")
    form.handle(.key(.enter, []))
    #expect(form.form.focused.text == "guest")
    #expect(await Self.wakeWhenReady(&form))
    #expect(form.status == .submitted(["name": "guest"]))
    #expect(form.transcript == ["Name: guest"])
  }

  @Test("the hint row offers the default while the field is empty")
  func hint() async throws {
    var spec = FieldSpec(id: "name", label: "Name")
    spec.defaultValue = "guest"
    var field = try spec.makeField()
    #expect(FieldBox.hint(for: field, masked: false, revealKey: nil) == "no limit · Enter for guest")
    field.apply(.insert("x"))
    #expect(FieldBox.hint(for: field, masked: false, revealKey: nil) == "no limit")
  }

  @Test("a prompt checks before it submits, and takes its default")
  func prompt() async throws {
    var spec = FieldSpec(id: "name")
    spec.asyncValidators = [Self.lowerCase()]
    spec.defaultValue = "guest"
    var prompt = try PromptController(title: "T", question: "Who?", spec: spec)
    prompt.handle(.text("A"))
    prompt.handle(.key(.enter, []))
    #expect(prompt.message?.text == "checking…")
    #expect(await Self.wakeWhenReady(&prompt))
    #expect(prompt.message == StatusMessage("lower-case only", .error))
    prompt.handle(.key(.backspace, []))
    prompt.handle(.key(.enter, []))
    #expect(await Self.wakeWhenReady(&prompt))
    #expect(prompt.status == .submitted("guest"))
  }
}
