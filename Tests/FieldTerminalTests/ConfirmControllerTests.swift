import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldIO
@testable import FieldKeys
@testable import FieldTerminal

/// The yes/no question without a terminal: keys in, the answer and whole screens out.
@Suite("Confirm controller and layout")
struct ConfirmControllerTests {
  static func question(_ message: String = "Delete 3 files?", yes: Bool = false, width: Int = 60)
    -> ConfirmController
  {
    ConfirmController(question: message, defaultAnswer: yes).sized(width, 2, inline: true)
  }

  @Test(
    "y and n answer at once, in either case; Enter takes the default; Escape answers no; Ctrl-C interrupts",
    arguments: [
      ([KeyEvent.text("y")], false, ComponentStatus<Bool>.submitted(true)),
      ([.text("Y")], false, .submitted(true)), ([.text("n")], true, .submitted(false)),
      ([.text("N")], true, .submitted(false)), ([.key(.enter, [])], false, .submitted(false)),
      ([.key(.enter, [])], true, .submitted(true)), ([.key(.escape, [])], true, .submitted(false)),
      ([.key(.control("c"), [])], true, .interrupted),
      ([.key(.right, []), .key(.enter, [])], false, .submitted(true)),
      ([.key(.tab, []), .key(.tab, []), .key(.enter, [])], false, .submitted(false)),
      ([.key(.left, []), .key(.enter, [])], true, .submitted(false)),
      ([.key(.backTab, []), .key(.enter, [])], false, .submitted(true)),
      // Other text, a paste: nothing; then the default.
      ([.text("x"), .paste("yes"), .key(.enter, [])], false, .submitted(false)),
    ])
  func keys(events: [KeyEvent], yes: Bool, status: ComponentStatus<Bool>) {
    var question = Self.question(yes: yes)
    for event in events { question.handle(event) }
    #expect(question.status == status)
  }

  @Test("inline: the question and its answers on one row, No highlighted, the help row below")
  func inlineScreen() {
    let question = Self.question()
    #expect(
      question.frame().textGrid() == [
        "Delete 3 files?  [ Yes ]  [ No ]",
        "y yes · n no · ← → move · Enter choose · Esc no",
      ])
    // The question bold, No highlighted (the focus role: reversed, or coloured).
    #expect(
      question.frame().styleGrid()[0] == String(repeating: "B", count: 15) + String(repeating: ".", count: 11)
        + "FFFFFF")
    #expect(question.frame().cursor == Position(row: 0, column: 28))
    #expect(question.inlineHeight(width: 60, screenHeight: 24) == 2)
  }

  @Test("a question longer than the row wraps; the answers get a row of their own when they do not fit")
  func wrapped() {
    let question = Self.question("Remove the build directory and every cached artefact?", width: 30).sized(
      30, 4)
    #expect(question.inlineHeight(width: 30, screenHeight: 24) == 4)
    #expect(
      question.frame().textGrid() == [
        "Remove the build directory and",
        "every cached artefact?",
        "[ Yes ]  [ No ]",
        "y yes · n no · ← → move · Ent…",
      ])
  }

  @Test("full screen: the block in the middle; too small a screen shows a notice and takes only leaving keys")
  func fullScreen() {
    var question = ConfirmController(question: "Go on?").sized(40, 5)
    #expect(question.frame().textGrid()[1] == "        Go on?  [ Yes ]  [ No ]")
    question = question.sized(10, 5)
    #expect(question.frame().textGrid().joined(separator: " ").contains("make the window larger"))
    question.handle(.text("y"))
    #expect(question.status == .running)
    question.handle(.key(.escape, []))
    #expect(question.status == .submitted(false))
  }

  @Test("the transcript: the question and the answer, or how it ended")
  func transcript() {
    var question = Self.question()
    question.handle(.text("y"))
    #expect(question.transcript == ["Delete 3 files? yes"])
    question = Self.question()
    question.handle(.key(.escape, []))
    #expect(question.transcript == ["Delete 3 files? no"])
    var timed = ComponentHost(Self.question())
    timed.send(.timeOut)
    #expect(timed.status == .timedOut)
    #expect(timed.component.transcript == ["Delete 3 files? (timed out)"])
    question = Self.question()
    question.handle(.key(.control("c"), []))
    #expect(question.transcript == ["Delete 3 files? (interrupted)"])
  }

  @Test("every component ends timed out when its host says the time ran out, and says so in its transcript")
  func everyComponentTimesOut() throws {
    var form = ComponentHost(FormController(form: try Form([Field(id: "a", label: "A")]), title: ""))
    #expect(form.send(.timeOut).ended)
    #expect(form.status == .timedOut && form.component.transcript == ["A: (timed out)"])
    var prompt = ComponentHost(PromptController(title: "Name", question: "", field: Field(id: "n")))
    prompt.send(.timeOut)
    #expect(prompt.status == .timedOut && prompt.component.transcript == ["Name: (timed out)"])
    var list = ComponentHost(ChoiceListController(title: "Fruit", list: ChoiceList(items: ["a"])))
    list.send(.timeOut)
    #expect(list.status == .timedOut && list.component.transcript == ["Fruit: (timed out)"])
  }
}

/// When a deadline shows the time left and when the runner must wake for it.
@Suite("Deadline")
struct DeadlineTests {
  @Test(
    "the seconds shown: none from 10 s up, then rounded up; the next wake is the next change",
    arguments: [
      (0, nil as Int?, 12_000 as Int?), (1_000, nil, 11_000), (11_999, nil, 1),
      (12_000, 9, 1000), (12_001, 9, 999), (12_500, 9, 500), (13_000, 8, 1000), (20_999, 1, 1),
      (21_000, nil, nil), (30_000, nil, nil),
    ])
  func countdown(now: Int, shown: Int?, wake: Int?) {
    let start = ContinuousClock.now
    let deadline = Deadline(start + .milliseconds(21_000))
    #expect(deadline.secondsShown(at: start + .milliseconds(now)) == shown)
    #expect(deadline.nextWake(at: start + .milliseconds(now)) == wake.map { .milliseconds($0) })
  }

  @Test("the time left goes at the right end of the last row, over what is there")
  func overlay() {
    var frame = Frame(width: 30, height: 2)
    frame.put("Tab next · Enter submit · Esc cancel", row: 1, column: 0)
    let shown = frame.showingTimeLeft(seconds: 7)
    #expect(shown.textGrid() == ["", "Tab next · Enter subm 7 s left"])
    #expect(shown.styleGrid()[1] == String(repeating: ".", count: 21) + String(repeating: "E", count: 9))
  }
}
