import FieldChoices
import FieldEngine
import FieldKeys
import FieldTerminal
import Testing

/// The Swift examples of the FieldTerminal guide (the components' articles of
/// `Sources/TerminalFields/TerminalFields.docc`) that say what they print, as written, run here and
/// their prints compared with what they say. Every example, these and those that run on the
/// terminal, is compiled outside the package by DocExampleCompileTests.
@Suite("FieldTerminal guide examples")
struct FieldTerminalDocExamples {
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
        items: ["red", "green", "blue"], marked: ["red", "blue"],
        configuration: .init(selection: .multiple(limit: 2)))
      print(colours.choose().map(\.text))  // ["red", "blue"]
    }
  }

  @Test("Components: a list ranked without a terminal; marks")
  func rankedWithoutATerminal() {
    var example = Ranked()
    example.run()
    #expect(example.printed == ["/lnx 84", "/usr/lib/net/x86 74", "linux/x 69", "[\"red\", \"blue\"]"])
  }

  struct Driven {
    var printed: [String] = []
    mutating func print(_ item: Any) { printed.append("\(item)") }

    mutating func run() {
      var prompt = ComponentDriver(
        PromptController(title: "Name", question: "Who?", field: Field(id: "name")))
      prompt.layout(in: Region(width: 60, height: 12))
      prompt.feed(Array("A".utf8), now: .now)  // each a read of its own, as typed
      let effects = prompt.feed(Array("\r".utf8), now: .now)  // Enter
      print("\(effects.ended) \(prompt.component.value ?? "")")  // true A
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

  @Test("Components: a component driven by hand, without a terminal")
  func drivenByHand() {
    var example = Driven()
    example.run()
    #expect(example.printed == ["true A"])
  }

  struct Counter: TerminalComponent {
    var status = ComponentStatus<Int>.running
    var count = 0
    var name = "Count"
    var region = Region.standard

    mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
      guard case .key(let key) = event else { return .unchanged }
      switch key {
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

    mutating func layout(in region: Region) { self.region = region }

    func frame() -> Frame {
      var frame = Frame(width: region.width, height: region.height)
      frame.put("\(name): \(count)", row: 0, column: 0)
      return frame
    }

    var transcript: [String] { ["\(name): \(count)"] }
  }

  struct Hosted {
    var printed: [String] = []
    mutating func print(_ item: Any) { printed.append("\(item)") }

    mutating func run() {
      var driver = ComponentDriver(Counter())
      driver.layout(in: Region(width: 40, height: 12))
      for typed in ["+", "n", "A", "d", "a", "\r"] {  // "n" opens the prompt; Enter ends it
        driver.feed(Array(typed.utf8), now: .now)
      }
      print(driver.frame().textGrid()[0])  // Ada: 1
    }
  }

  @Test("Components: a component of one's own, with only the small protocol, opens a child")
  func ownComponent() {
    var example = Hosted()
    example.run()
    #expect(example.printed == ["Ada: 1"])
  }
}
