import FieldEngine
import FieldKeys
import Testing

@testable import FieldTerminal

/// A component written as a program outside the package would: only the small protocol. `+`
/// counts, `n` opens a prompt for a name over it, Enter submits the count, Ctrl-L asks for a
/// redraw.
private struct Counter: TerminalComponent {
  var status = ComponentStatus<Int>.running
  var count = 0
  var name = ""
  var size = (width: 0, height: 0)

  mutating func handle(_ event: KeyEvent) -> ComponentReply<Self> {
    switch event {
    case .text("+"): count += 1
    case .text("n"):
      let prompt = PromptController(title: "Name", question: "Who counts?", field: Field(id: "name"))
      return .present(prompt) { counter, prompt in
        if let name = prompt.value { counter.name = name }
        if prompt.status == .interrupted { counter.status = .interrupted }
        return .changed
      }
    case .key(.enter, _): status = .submitted(count)
    case .key(.control("l"), _): return .redraw
    default: return .unchanged
    }
    return .changed
  }

  mutating func resize(width: Int, height: Int) { size = (width, height) }

  func frame() -> Frame {
    var frame = Frame(width: size.width, height: size.height)
    frame.put("\(name.isEmpty ? "Count" : name): \(count)", row: 0, column: 0)
    return frame
  }

  func inlineHeight(width: Int, screenHeight: Int) -> Int { 1 }

  var transcript: [String] { ["Count: \(count)"] }
}

@Suite("Component host")
struct ComponentHostTests {
  @Test("the host moves the revision only when a reply says the frame changed")
  func revision() {
    var host = Counter().hosted(30, 12)
    let start = host.revision
    host.handle(.text("x"))
    #expect(host.revision == start)
    host.handle(.text("+"))
    #expect(host.revision == start + 1)
    #expect(host.frame().textGrid()[0] == "Count: 1")
    host.update { $0.count = 5 }
    #expect(host.revision == start + 2)
    host.name = "Sum"
    #expect(host.revision == start + 3)
    #expect(host.frame().textGrid()[0] == "Sum: 5")
  }

  @Test("a redraw is asked once; the defaults end a component cancelled or timed out")
  func requestsAndDefaults() {
    var host = Counter().hosted(30, 12)
    host.handle(.key(.control("l"), []))
    let first = host.takeRedrawRequest()
    let second = host.takeRedrawRequest()
    let suspend = host.takeSuspendRequest()
    #expect(first && !second && !suspend)
    host.endOfInput()
    #expect(host.status == .cancelled)
    var timed = Counter().hosted(30, 12)
    timed.timeOut()
    #expect(timed.status == .timedOut)
  }

  @Test("a child gets the keys, draws over its parent, and its result goes back to the parent")
  func child() throws {
    var host = Counter().hosted(40, 12)
    host.handle(.text("+"))
    host.handle(.text("n"))
    let prompt = try #require(host.child(PromptController.self))
    #expect(prompt.width == 40 && prompt.height == 12)
    #expect(host.openChildren.count == 1)
    let grid = host.frame().textGrid()
    #expect(grid[0] == "Count: 1", "the parent behind the box: \(grid)")
    #expect(grid.contains { $0.contains("┌─ Name ─") })
    host.type("Ada+")
    #expect(host.count == 1, "keys go to the child")
    #expect(host.child(PromptController.self)?.field.text == "Ada+")
    host.handle(.key(.enter, []))
    #expect(host.openChildren.isEmpty)
    #expect(host.name == "Ada+")
    #expect(host.frame().textGrid()[0] == "Ada+: 1")
    host.handle(.key(.enter, []))
    #expect(host.value == 1)
  }

  @Test("a resize reaches the child; the inline height is the tallest of the stack")
  func resizeAndInlineHeight() {
    var host = Counter().hosted(40, 12)
    host.isInline = true
    host.handle(.text("n"))
    host.resize(width: 50, height: 14)
    #expect(host.child(PromptController.self)?.width == 50)
    #expect(host.child(PromptController.self)?.isInline == true)
    #expect(host.inlineHeight(width: 50, screenHeight: 14) == 9)
    host.handle(.key(.escape, []))
    #expect(host.inlineHeight(width: 50, screenHeight: 14) == 1)
    #expect(host.status == .running)
  }

  @Test("Ctrl-C in the child: the parent decides, here to end interrupted")
  func interruptedChild() {
    var host = Counter().hosted(40, 12)
    host.handle(.text("n"))
    host.handle(.key(.control("c"), []))
    #expect(host.status == .interrupted)
    #expect(host.openChildren.isEmpty)
  }

  @Test("children open children: a form's F3 list opens Other…'s prompt; each result goes down a level")
  func nested() throws {
    var controller = FormController(form: try Form([Field(id: "fruit", label: "Fruit")]), title: "")
      .hosted(60, 16)
    controller.offersDialogs = true
    controller.choices = ["fruit": ["apple"]]
    controller.handle(.key(.function(3), []))
    controller.handle(.key(.end, []))
    controller.handle(.key(.enter, []))
    #expect(controller.openChildren.count == 2)
    #expect(controller.child(ChoiceListController.self)?.isOtherOpen == true)
    controller.type("kiwi")
    controller.handle(.key(.enter, []))
    #expect(controller.openChildren.count == 1)
    controller.handle(.key(.enter, []))
    #expect(controller.openChildren.isEmpty)
    #expect(controller.form["fruit"]?.text == "kiwi")
    #expect(controller.choices["fruit"] == ["apple", "kiwi"])
  }
}
