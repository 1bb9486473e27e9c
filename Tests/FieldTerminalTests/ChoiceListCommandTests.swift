import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// `--bind` actions that run commands (`execute`, `execute-silent`, `reload`) in a list hosted
/// without a terminal: what the host is asked to run, and what the list does before and after.
@Suite("Choice list: commands of --bind")
struct ChoiceListCommandTests {
  static func list(_ items: [String] = ["pear", "plum", "kiwi"], bind: String) throws -> ChoiceListController
  {
    var controller = ChoiceListController(title: "", list: ChoiceList(items: items))
    controller.boundKeys = try ListBinding.parse(bind)
    return controller.sized(40, 10)
  }

  @Test(
    "a command in a chain runs before the actions after it, in order, as fzf's do",
    arguments: [
      ("execute-silent(echo {})+down", "echo 'pear'", ComponentStatus<[ChoiceItem]>.running, 1),
      (
        "execute-silent(echo {})+accept", "echo 'pear'",
        .submitted([ChoiceItem(index: 0, bytes: Array("pear".utf8))]), 0
      ),
      ("execute(echo {})+abort", "echo 'pear'", .cancelled, 0),
      ("down+execute-silent(echo {})+down", "echo 'plum'", .running, 2),
    ])
  func chainAfterCommand(
    bind: String, command: String, after: ComponentStatus<[ChoiceItem]>, highlight: Int
  ) throws {
    var host = ComponentHost(try Self.list(bind: "ctrl-e:" + bind))
    let asked = host.handle(.key(.control("e"), []))
    // Nothing after the command has happened yet: the list waits for it.
    #expect(host.status == .running)
    let before = host.component.list.highlight
    #expect(asked.command?.command == Array(command.utf8))
    #expect(host.awaitsCommand)
    #expect(host.component.list.highlight == before)
    let ran = host.commandRan()
    #expect(host.status == after)
    #expect(ran.ended == (after != .running))
    #expect(host.component.list.highlight == highlight)
    #expect(ran.command == nil && !host.awaitsCommand)
  }

  @Test("two commands in one chain each run, each before what follows it")
  func twoCommands() throws {
    var host = ComponentHost(
      try Self.list(bind: "ctrl-e:execute-silent(echo 1 {})+down+execute-silent(echo 2 {})+down"))
    #expect(host.handle(.key(.control("e"), [])).command?.command == Array("echo 1 'pear'".utf8))
    #expect(host.commandRan().command?.command == Array("echo 2 'plum'".utf8))
    #expect(host.component.list.highlight == 1)
    #expect(host.commandRan().command == nil)
    #expect(host.component.list.highlight == 2)
  }

  @Test("keys read with the one that asked for a command wait until it has run, then come in order")
  func keysWait() throws {
    var driver = ComponentDriver(
      try Self.list(bind: "ctrl-e:execute-silent(echo {q})+down,ctrl-y:execute-silent(echo y)"))
    driver.layout(in: Region(width: 40, height: 10))
    // Ctrl-E, "k", Ctrl-Y in one read: Ctrl-E's command first; the rest wait for it.
    let asked = driver.feed([0x05, UInt8(ascii: "k"), 0x19], now: .now)
    #expect(asked.command?.command == Array("echo ''".utf8))
    #expect(driver.component.queryField.text == "")
    let ran = driver.commandRan(now: .now)
    // Down ran, then "k" narrowed the list, then Ctrl-Y asked for its own command.
    #expect(driver.component.queryField.text == "k")
    #expect(ran.command?.command == Array("echo y".utf8))
    #expect(driver.commandRan(now: .now).command == nil)
  }

  /// Wakes the list until its items are read (at most 10 s).
  static func readAll(_ controller: inout ChoiceListController) {
    let deadline = ContinuousClock.now + .seconds(10)
    while controller.list.isReading, ContinuousClock.now < deadline {
      var entries = controller.wake.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&entries, nfds_t(entries.count), 50)
      controller.wake(now: .now)
    }
  }

  @Test("a reload reads its header lines anew (--header-lines), below the header given (--header)")
  func reloadHeader() throws {
    var controller = try Self.list(
      ["OLD HEAD", "a"], bind: "ctrl-r:reload(printf 'NEW HEAD\\nb\\nc\\n'),ctrl-t:reload(printf 'X\\n')")
    controller.reloadHeaderLines = 1
    controller.appearance.header = ["given"]
    controller.appearance.headerLines = ["OLD HEAD"]
    controller.handle(.key(.control("r"), []))
    Self.readAll(&controller)
    #expect(controller.appearance.header == ["given"] && controller.appearance.headerLines == ["NEW HEAD"])
    #expect(controller.list.texts == ["b", "c"])
    // Output with no line after the header: the header alone, an empty list that stays open.
    controller.handle(.key(.control("t"), []))
    Self.readAll(&controller)
    #expect(controller.appearance.header == ["given"] && controller.appearance.headerLines == ["X"])
    #expect(controller.list.count == 0)
    #expect(controller.status == .running)
  }

  @Test("a reload that prints nothing leaves an empty list open, which another reload fills")
  func reloadNothing() throws {
    var controller = try Self.list(bind: "ctrl-r:reload(true),ctrl-t:reload(echo fig)")
    controller.handle(.key(.control("r"), []))
    Self.readAll(&controller)
    #expect(controller.status == .running)
    #expect(controller.list.count == 0 && !controller.endedWithoutItems)
    #expect(controller.frame().textGrid().contains { $0.contains("0 of 0") })
    controller.handle(.key(.control("t"), []))
    Self.readAll(&controller)
    #expect(controller.list.texts == ["fig"])
    controller.handle(.key(.enter, []))
    #expect(controller.value?.map(\.text) == ["fig"])
  }
}
