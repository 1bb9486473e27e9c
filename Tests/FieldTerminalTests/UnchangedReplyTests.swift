import FieldChoices
import FieldEngine
import FieldKeys
import SeededRandom
import Testing

@testable import FieldTerminal

/// Random keys through every component of the package, in a host as the runner hosts them.
@Suite("Replies that say nothing changed")
struct UnchangedReplyTests {
  /// The keys drawn from: text, the editing and moving keys, the keys that open, close, toggle
  /// and end, with and without modifiers. Ctrl-E is left out: after Ctrl-X it hands the text to
  /// an editor.
  static let keys: [KeyEvent] = {
    var keys: [KeyEvent] = ["a", "B", "7", " ", "é", "-", "/", "+"].map { .text($0) }
    keys += [.paste("pa ste"), .paste("x\ny")]
    let plain: [KeyEvent.Key] = [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .backspace, .tab, .backTab, .enter,
      .escape, .function(2), .function(3), .function(4), .character("y"), .character("n"),
    ]
    keys += plain.map { .key($0, []) }
    keys += [KeyEvent.Key.left, .right, .up, .down, .home, .end].map { .key($0, [.shift]) }
    keys += ["a", "b", "d", "f", "k", "u", "w", "y", "t", "l", "r", "s", "g", "x", "_", "c", "z"].map {
      .key(.control(Character($0)), [])
    }
    keys += ["b", "f", "d", "u", "l", "c", "y", "p", "n", "1", "3"].map {
      .key(.character(Character($0)), [.alt])
    }
    keys += [.key(.enter, [.alt]), .key(.backspace, [.alt])]
    return keys
  }()

  /// A fresh component of each kind, as `tfield` and fields-demo make them.
  static func components(inline: Bool) throws -> [(String, any TerminalComponent)] {
    var city = Field(id: "city", label: "City", validators: [.required])
    city.history = FieldHistory(["Oslo", "Lima"])
    var secret = Field(id: "secret", label: "Secret")
    secret.isPassword = true
    let date = Field(
      id: "day", label: "Day",
      rules: FieldRules(
        format: try .date(DateFormat("YYYY-MM-DD"), now: .init(year: 2026, month: 12, day: 1))))
    var code = Field(id: "code", label: "Code")
    code.rules.maxLength = 4
    var form = FormController(
      form: try Form([city, secret, date, code]),
      title: "Random")
    form.offersDialogs = true
    form.choices = ["city": ["Paris", "Rome"]]
    form.calendarFields = ["day"]
    form.setCompleter(.candidates(["Paris", "Parma", "Porto"]), for: "code")
    var prompt = PromptController(title: "Name", question: "Who are you?", field: city)
    prompt.setCompleter(Completer.candidates(["Ada", "Alan"]))
    let list = ChoiceListController(
      title: "Fruit",
      list: ChoiceList(
        items: ["pear", "apple", "plum", "fig"],
        configuration: .init(allowsOther: true, selection: .multiple(limit: 2))))
    let confirm = ConfirmController(question: "Go on?")
    let area = TextAreaController(label: "Note", area: TextArea(maxLength: 40, maxLines: 4))
    var other = FieldRules()
    other.maxLength = 5
    let kinds = FormController(
      form: try Form(pages: [
        FormPage(
          title: "One", description: "Every kind.",
          elements: [
            .select("db", label: "DB", options: ["pg", "sqlite", "mysql"], other: other),
            .multiselect("f", label: "Features", options: ["a", "b", "c"], atLeast: 1, atMost: 2)
              .when(.isIn("db", ["pg", "mysql"])),
            .note("A note between fields."),
            .confirm("ok", label: "OK?"),
          ]),
        FormPage(
          title: "Two", when: .equals("ok", true),
          elements: [.area("notes", label: "Notes", area: TextArea(maxLines: 3)), .text(code)]),
      ]), title: "Kinds")
    _ = inline
    return [
      ("form", form), ("form of every kind", kinds), ("prompt", prompt), ("list", list), ("confirm", confirm),
      ("area", area),
    ]
  }

  @Test(
    "300 random keys through each component, three sizes, inline and not: no reply says unchanged while the frame changed",
    arguments: Array(4...15) as [UInt64])
  func randomKeys(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for inline in [false, true] {
      for (name, component) in try Self.components(inline: inline) {
        for size in [(60, 20), (30, 6), (12, 3)] {
          var found: [String] = []
          Self.drive(component, width: size.0, height: size.1, inline: inline, random: &random, found: &found)
          #expect(found.isEmpty, "\(name) \(size) inline \(inline): \(found.prefix(3))")
        }
      }
    }
  }

  static func drive<C: TerminalComponent>(
    _ start: C, width: Int, height: Int, inline: Bool, random: inout SplitMix64, found: inout [String]
  ) {
    var component = start
    component.layout(in: Region(width: width, height: height, isInline: inline))
    var history: [KeyEvent] = []
    for _ in 0..<300 {
      if component.isFinished {
        component = start
        component.layout(in: Region(width: width, height: height, isInline: inline))
        history = []
      }
      let key = keys[Int(random.next() % UInt64(keys.count))]
      history.append(key)
      let before = component.frame()
      let reply = component.handle(.key(key))
      if !reply.changesFrame && component.frame() != before {
        found.append("\(history.suffix(6)): \(component.frame().differences(from: before))")
      }
    }
  }
}

/// A component that breaks the contract: "+" counts, and the reply says nothing changed.
private struct UnderstatingCounter: TerminalComponent {
  var status = ComponentStatus<Int>.running
  var count = 0
  var region = Region.standard

  mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    if case .key(.text("+")) = event { count += 1 }
    return .unchanged
  }
  mutating func layout(in region: Region) { self.region = region }
  func frame() -> Frame {
    var frame = Frame(width: region.width, height: region.height)
    frame.put("Count: \(count)", row: 0, column: 0)
    return frame
  }
}

@Suite("The .unchanged check")
struct UnchangedCheckTests {
  @Test("a component that changes its frame and replies .unchanged stops the program under the checks")
  func brokenContractStops() async {
    await #expect(processExitsWith: .failure) {
      Field.checksInvariantsAfterEveryEdit = true
      var counter = UnderstatingCounter()
      counter.layout(in: Region(width: 20, height: 3))
      _ = counter.handleChecked(.key(.text("+")))
    }
  }

  @Test("the same component passes the check where its reply is true: a key that changes nothing")
  func keptContractPasses() {
    #expect(Field.checksInvariantsAfterEveryEdit)
    var counter = UnderstatingCounter()
    counter.layout(in: Region(width: 20, height: 3))
    #expect(!counter.handleChecked(.key(.text("-"))).changesFrame)
    #expect(counter.count == 0)
  }
}
