import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys
import FieldTerminal
import Testing

#if os(macOS)
  import CNCursesMacOS
#else
  import CNCursesW
#endif

/// The Swift examples of the FieldTerminal guide (the components' articles of `Sources/TerminalFields/TerminalFields.docc`),
/// as written. Those that run a component on the terminal are compiled and not called (they would
/// take over the terminal of whoever runs the tests); the rest run here.
@Suite("FieldTerminal guide examples")
struct FieldTerminalDocExamples {
  /// Components: running a form, full screen and then inline.
  static func runForms() throws {
    var code = Field(id: "code", label: "Invite code", validators: [.required])
    code.rules.maxLength = 8
    code.rules.allowedCharacters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    let form = try Form([Field(id: "name", label: "Name"), code])
    let ended = try ComponentRunner.run(FormController(form: form, title: "Join"))
    if case .submitted(let values) = ended.status { print(values["code"]!) }

    let inline = try ComponentRunner.run(FormController(form: form, title: ""), presentation: .inline())
    _ = inline
  }

  /// Components: a field completed from a menu.
  static func runCompletion() throws {
    var form = FormController(form: try Form([Field(id: "city", label: "City")]), title: "")
    form.setCompleter(.candidates(["Paris", "Lisbon", "Oslo"]), for: "city")
    let where_ = try ComponentRunner.run(form, presentation: .inline())
    print(where_.value?["city"] ?? "")
  }

  /// Components: a prompt and a choice list.
  static func runDialogs() throws {
    let spec = FieldSpec(id: "name", rules: FieldRules(maxLength: 20), validators: [.required])
    let prompt = try PromptController(title: "Name", question: "Who is speaking?", spec: spec)
    if let name = try ComponentRunner.run(prompt).value { print(name) }  // nil: cancelled

    let list = ChoiceList(
      items: ["Oslo", "Lima", "Kyoto"], marked: ["Lima"], configuration: .init(allowsOther: true))
    let city = try ComponentRunner.run(ChoiceListController(title: "City", list: list))
    if let name = city.value?.first?.text { print(name) }
  }

  /// Components: a picker of stdin's lines, several choices.
  static func runPicker() throws {
    let lines = ChoiceList(
      source: ChoiceSource(fileDescriptor: 0), configuration: .init(selection: .multiple(limit: nil)))
    let picked = try ComponentRunner.run(
      ChoiceListController(title: "Files", list: lines), presentation: .inline())
    for item in picked.value ?? [] { print(item.text) }
  }

  struct Ranked {
    var printed: [String] = []
    mutating func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    mutating func run() {
      var paths = ChoiceList(items: ["/usr/lib/net/x86", "/lnx", "linux/x"])
      paths.setQuery("lnx")
      paths.rankAll()
      for row in 0..<paths.matchCount {
        print(paths.text(of: paths.item(atRow: row)!), paths.score(ofRow: row)!)
      }

      var colours = ChoiceList(
        items: ["red", "green", "blue"],
        configuration: .init(selection: .multiple(limit: 2)))
      colours.toggleMark()
      colours.move(.last, page: 1)
      colours.toggleMark()
      print(colours.choose().map(\.text))  // ["red", "blue"]
    }
  }

  @Test("Components: a list ranked without a terminal; marks")
  func rankedWithoutATerminal() {
    var example = Ranked()
    example.run()
    #expect(example.printed == ["/lnx 84", "/usr/lib/net/x86 74", "linux/x 69", "[\"red\", \"blue\"]"])
  }

  /// Components: a yes/no question, a deadline, plain lines.
  static func runQuestions() throws {
    let question = ConfirmController(question: "Delete 3 files?")
    let yes = try ComponentRunner.run(question, presentation: .inline()).value == true
    _ = yes

    let limit = Deadline.after(.seconds(30))
    let answer = try ComponentRunner.run(ConfirmController(question: "Go on?"), deadline: limit)
    if answer.status == .timedOut { print("no answer in 30 s") }

    var lines = try PlainTerminal.terminal()
    let name = PlainQuestions.field(Field(id: "name", label: "Name"), label: "Name", on: &lines)
    lines.end()
    if case .answered(let value) = name { print(value) }
  }

  /// Embedding: a component in a window of the program's own screen.
  static func embed() throws {
    let form = try Form([Field(id: "name", label: "Name")])
    let region = derwin(tf_stdscr(), 8, 60, 2, 4)
    let painter = WindowPainter(window: OpaquePointer(region!))
    var driver = ComponentDriver(FormController(form: form, title: "Name"))
    driver.resize(width: painter.size.width, height: painter.size.height)
    painter.paint(driver.frame())
    doupdate()
  }

  struct Driven {
    var printed: [String] = []
    mutating func print(_ item: Any) { printed.append("\(item)") }

    mutating func run() {
      var prompt = PromptController(title: "Name", question: "Who?", field: Field(id: "name"))
      prompt.resize(width: 60, height: 12)
      prompt.handle(.text("A"))
      prompt.handle(.key(.enter, []))
      print(prompt.value ?? "")  // A
    }
  }

  /// docs/components.md: a text area, its engine without a terminal.
  struct TextAreaExample {
    var printed: [String] = []
    mutating func print(_ item: Any) { printed.append("\(item)") }

    mutating func run() {
      var area = TextArea(maxLength: 200, maxLines: 3)
      area.apply(.edit(.insert("Fix the parser")))
      area.apply(.lineBreak)
      print(area.apply(.edit(.paste("It read\r\nCR LF\r\nas two"))).message!)  // limit of 3 lines reached
      print(area.lines.map(\.text))  // ["Fix the parser", "It read", "CR LF"]
      area.apply(.edit(.undo))
      print(area.text.debugDescription)  // "Fix the parser\n"
    }
  }

  @Test("Components: a text area's engine, lines and their limits, without a terminal")
  func textArea() {
    var example = TextAreaExample()
    example.run()
    #expect(
      example.printed == [
        "limit of 3 lines reached", #"["Fix the parser", "It read", "CR LF"]"#, #""Fix the parser\n""#,
      ])
  }

  /// docs/components.md: a text area on the terminal; compiled, not called.
  static func runTextArea() throws {
    let spec = FieldSpec(
      id: "message", label: "Message", rules: FieldRules(maxLength: 500), validators: [.required])
    let message = TextAreaController(label: spec.label, area: try TextArea(spec: spec, maxLines: 20))
    if case .submitted(let text) = try ComponentRunner.run(message, presentation: .inline()).status {
      print(text)
    }
  }

  @Test("Components: a component driven by hand, without a terminal")
  func drivenByHand() {
    var example = Driven()
    example.run()
    #expect(example.printed == ["A"])
  }

  struct Counter: TerminalComponent {
    var status = ComponentStatus<Int>.running
    var count = 0
    var name = "Count"
    var size = (width: 80, height: 24)

    mutating func handle(_ event: KeyEvent) -> ComponentReply<Self> {
      switch event {
      case .text("+"): count += 1
      case .text("n"):
        let prompt = PromptController(title: "Name", question: "Who counts?", field: Field(id: "name"))
        return .present(prompt) { counter, prompt in
          if let name = prompt.value { counter.name = name }
          return .changed
        }
      case .key(.enter, _): status = .submitted(count)
      case .key(.escape, _): status = .cancelled
      default: return .unchanged
      }
      return .changed
    }

    mutating func resize(width: Int, height: Int) { size = (width, height) }

    func frame() -> Frame {
      var frame = Frame(width: size.width, height: size.height)
      frame.put("\(name): \(count)", row: 0, column: 0)
      return frame
    }

    func inlineHeight(width: Int, screenHeight: Int) -> Int { 1 }

    var transcript: [String] { ["\(name): \(count)"] }
  }

  struct Hosted {
    var printed: [String] = []
    mutating func print(_ item: Any) { printed.append("\(item)") }

    mutating func run() {
      var host = ComponentHost(Counter())
      host.resize(width: 40, height: 12)
      host.handle(.text("+"))
      host.handle(.text("n"))  // the prompt opens over the counter
      for character in "Ada" { host.handle(.text(String(character))) }
      host.handle(.key(.enter, []))  // the prompt ends: its value goes to the counter
      print(host.frame().textGrid()[0])  // Ada: 1
    }
  }

  @Test("Components: a component of one's own, with only the small protocol, opens a child")
  func ownComponent() {
    var example = Hosted()
    example.run()
    #expect(example.printed == ["Ada: 1"])
  }
}
