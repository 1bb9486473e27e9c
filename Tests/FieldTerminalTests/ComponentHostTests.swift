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
  var region = Region(width: 0, height: 0)

  mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    guard case .key(let key) = event else { return .unchanged }
    switch key {
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

  mutating func layout(in region: Region) { self.region = region }

  func frame() -> Frame {
    var frame = Frame(width: region.width, height: region.height)
    frame.put("\(name.isEmpty ? "Count" : name): \(count)", row: 0, column: 0)
    return frame
  }
}

@Suite("Component host")
struct ComponentHostTests {
  @Test("the host asks for a paint only when a reply says the frame changed")
  func repaint() {
    var host = Counter().hosted(30, 12)
    #expect(host.handle(.text("x")) == ComponentEffects())
    let counted = host.handle(.text("+"))
    #expect(counted.repaint && !counted.redraw && !counted.suspend && !counted.ended)
    #expect(host.frame().textGrid()[0] == "Count: 1")
    host.update { $0.count = 5 }
    #expect(host.frame().textGrid()[0] == "Count: 5")
    #expect(host.handle(.key(.enter, [])).ended)
    #expect(host.value == 5)
    let after = host.handle(.text("+"))
    #expect(after.ended && !after.repaint, "an ended component takes no keys")
  }

  @Test("Ctrl-L asks for a redraw; the host ends a component cancelled or timed out; the defaults")
  func redrawEndingsAndDefaults() {
    var host = Counter().hosted(30, 12)
    let redraw = host.handle(.key(.control("l"), []))
    #expect(redraw.redraw && redraw.repaint && !redraw.suspend)
    #expect(!host.handle(.text("x")).redraw)
    #expect(host.send(.endOfInput).ended)
    #expect(host.status == .cancelled)
    var timed = Counter().hosted(30, 12)
    #expect(timed.send(.timeOut).ended)
    #expect(timed.status == .timedOut)
    var counted = Counter().hosted(30, 12)
    counted.handle(.text("+"))
    counted.handle(.key(.enter, []))
    #expect(counted.component.transcript == ["1"], "the value, by default")
    #expect(timed.component.transcript == ["(timed out)"])
    #expect(counted.component.inlineHeight(width: 30, screenHeight: 12) == 1, "the rows the frame uses")
    #expect(counted.component.wake.isNever)
  }

  @Test("a child gets the keys, draws over its parent, and its result goes back to the parent")
  func child() throws {
    var host = Counter().hosted(40, 12)
    host.handle(.text("+"))
    #expect(host.handle(.text("n")).repaint)
    let prompt = try #require(host.child(PromptController.self))
    #expect(prompt.region == Region(width: 40, height: 12))
    #expect(host.openChildren.count == 1)
    let grid = host.frame().textGrid()
    #expect(grid[0] == "Count: 1", "the parent behind the box: \(grid)")
    #expect(grid.contains { $0.contains("┌─ Name ─") })
    host.type("Ada+")
    #expect(host.component.count == 1, "keys go to the child")
    #expect(host.child(PromptController.self)?.field.text == "Ada+")
    #expect(host.handle(.key(.enter, [])).repaint)
    #expect(host.openChildren.isEmpty)
    #expect(host.component.name == "Ada+")
    #expect(host.frame().textGrid()[0] == "Ada+: 1")
    host.handle(.key(.enter, []))
    #expect(host.value == 1)
  }

  @Test("a new region reaches the child; the inline height is the tallest of the stack")
  func layoutAndInlineHeight() {
    var host = Counter().hosted(40, 12, inline: true)
    host.handle(.text("n"))
    #expect(host.child(PromptController.self)?.region == Region(width: 40, height: 12, isInline: true))
    host.layout(in: Region(width: 50, height: 14, isInline: true))
    #expect(host.child(PromptController.self)?.region == Region(width: 50, height: 14, isInline: true))
    #expect(host.inlineHeight(width: 50, screenHeight: 14) == 9)
    host.handle(.key(.escape, []))
    #expect(host.inlineHeight(width: 50, screenHeight: 14) == 1)
    #expect(host.status == .running)
  }

  @Test("Ctrl-C in the child: the parent decides, here to end interrupted")
  func interruptedChild() {
    var host = Counter().hosted(40, 12)
    host.handle(.text("n"))
    #expect(host.handle(.key(.control("c"), [])).ended)
    #expect(host.status == .interrupted)
    #expect(host.openChildren.isEmpty)
  }

  @Test("the time running out with a child open: the child closes, the component ends timed out")
  func timeOutWithChild() {
    var host = Counter().hosted(40, 12)
    host.handle(.text("n"))
    #expect(host.send(.timeOut).ended)
    #expect(host.status == .timedOut)
    #expect(host.openChildren.isEmpty)
  }

  @Test("children open children: a form's F3 list opens Other…'s prompt; each result goes down a level")
  func nested() throws {
    var controller = FormController(form: try Form([Field(id: "fruit", label: "Fruit")]), title: "")
      .hosted(60, 16)
    controller.update {
      $0.offersDialogs = true
      $0.choices = ["fruit": ["apple"]]
    }
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
    #expect(controller.component.form["fruit"]?.field.text == "kiwi")
    #expect(controller.component.choices["fruit"] == ["apple", "kiwi"])
  }
}
