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

/// fzf 0.74's `toggle-sort`, `offset-up`, `offset-down`, `offset-middle`, `bell` and
/// `reload-sync(…)` in a list hosted without a terminal (their semantics: fzf 0.74's
/// src/terminal.go).
@Suite("Choice list: toggle-sort, offsets, bell, reload-sync")
struct ChoiceListActionTests {
  static func list(_ items: [String], bind: String, sorts: Bool = true) throws -> ChoiceListController {
    var configuration = ChoiceList.Configuration()
    configuration.sortsMatches = sorts
    var controller = ChoiceListController(
      title: "", list: ChoiceList(items: items, configuration: configuration))
    controller.boundKeys = try ListBinding.parse(bind)
    return controller.sized(40, 12)
  }

  static func shown(_ controller: ChoiceListController) -> [String] {
    (0..<controller.list.matchCount).compactMap { controller.list.item(atRow: $0) }.map {
      controller.list.text(of: $0)
    }
  }

  @Test(
    "toggle-sort ranks the matches or keeps the items' order, starting from --sort or --no-sort",
    arguments: [true, false])
  func toggleSort(sorts: Bool) throws {
    var controller = try Self.list(["xxaxxb", "ab", "zz"], bind: "ctrl-s:toggle-sort", sorts: sorts)
    controller.type("ab")
    let ranked = ["ab", "xxaxxb"]
    let kept = ["xxaxxb", "ab"]
    #expect(Self.shown(controller) == (sorts ? ranked : kept))
    // The count says which, as fzf's info does with toggle-sort bound: +S ranked, -S not.
    #expect(controller.frame().textGrid().contains { $0.contains(sorts ? "+S" : "-S") })
    controller.handle(.key(.control("s"), []))
    #expect(Self.shown(controller) == (sorts ? kept : ranked))
    #expect(controller.frame().textGrid().contains { $0.contains(sorts ? "-S" : "+S") })
    #expect(controller.list.highlight == 0)
    // Backspace's shorter query is matched anew in the list's order now, not taken back as it was.
    controller.handle(.key(.backspace, []))
    #expect(Self.shown(controller) == (sorts ? kept : ranked))
    controller.handle(.key(.control("s"), []))
    #expect(Self.shown(controller) == (sorts ? ranked : kept))
  }

  @Test(
    "offset-down and offset-up scroll a row, the highlight moving only to stay shown; offset-middle centres it"
  )
  func offsets() throws {
    let items = (1...40).map { "item \($0)" }
    var controller = try Self.list(items, bind: "ctrl-e:offset-down,ctrl-y:offset-up,ctrl-o:offset-middle")
    let rows = controller.pageRows
    controller.handle(.key(.control("e"), []))
    #expect(controller.scrollOffset == 1 && controller.list.highlight == 1)
    controller.handle(.key(.control("e"), []))
    #expect(controller.scrollOffset == 2 && controller.list.highlight == 2)
    controller.handle(.key(.control("y"), []))
    #expect(controller.scrollOffset == 1 && controller.list.highlight == 2)
    controller.handle(.key(.control("y"), []))
    controller.handle(.key(.control("y"), []))
    #expect(controller.scrollOffset == 0 && controller.list.highlight == 2)
    for _ in 0..<20 { controller.handle(.key(.down, [])) }
    controller.handle(.key(.control("o"), []))
    #expect(controller.scrollOffset == 22 - (rows - 1) / 2)
    #expect(controller.list.highlight == 22)
  }

  @Test("offset-up with the query at the bottom scrolls towards the worse matches, as the screen shows it")
  func offsetAtBottom() throws {
    var controller = try Self.list((1...40).map { "item \($0)" }, bind: "ctrl-y:offset-up")
    controller.appearance.layout = .queryAtBottom
    controller.handle(.key(.control("y"), []))
    #expect(controller.scrollOffset == 1 && controller.list.highlight == 1)
  }

  @Test("bell asks the host to ring the terminal's bell, and changes nothing else")
  func bell() throws {
    var host = try Self.list(["a", "b"], bind: "ctrl-g:bell").hosted(40, 12)
    #expect(host.handle(.key(.control("g"), [])).bell)
    #expect(!host.handle(.key(.down, [])).bell)
  }

  @Test("reload-sync keeps the items shown until its command has ended, then shows all its lines")
  func reloadSync() throws {
    var controller = try Self.list(
      ["old"], bind: "ctrl-r:reload-sync(printf 'new 1\\n'; sleep 0.3; printf 'new 2\\n')")
    controller.handle(.key(.control("r"), []))
    let deadline = ContinuousClock.now + .seconds(10)
    var sawPartial = false
    while controller.syncReload != nil, ContinuousClock.now < deadline {
      var entries = controller.wake.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&entries, nfds_t(entries.count), 50)
      controller.wake(now: .now)
      if controller.syncReload?.count == 1 {
        sawPartial = true
        #expect(controller.list.texts == ["old"])
      }
    }
    #expect(sawPartial, "the first line was read before the command ended")
    #expect(controller.list.texts == ["new 1", "new 2"])
  }
}
