import FieldEngine
import FieldIO
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// What a list does with the requests to `tfield choose --listen`, hosted without a terminal:
/// the state it answers (fzf 0.74's `dumpStatus`), the actions it runs, the variables it adds.
@Suite("Choice list: requests to --listen")
struct ChoiceListListenTests {
  static func controller() -> ChoiceListController {
    let configuration = ChoiceList.Configuration(selection: .multiple(limit: nil))
    return ChoiceListController(
      title: "", list: ChoiceList(items: ["pear", "plum", "kiwi", "apple"], configuration: configuration))
  }

  @Test("the state: the query, the counts, the highlighted item and its place, the matches and marks paged")
  func state() {
    var host = Self.controller().hosted(40, 12)
    host.type("p")
    host.handle(.key(.tab, []))
    var controller = host.component
    var state = controller.listenState(ListenPage())
    #expect(state.query == "p" && state.totalCount == 4 && state.matchCount == 3 && state.sort)
    #expect(state.position == 1 && state.current == ListenState.Item(index: 1, text: "plum", positions: [0]))
    #expect(state.matches.map(\.text) == ["pear", "plum", "apple"])
    #expect(state.matches.map(\.positions) == [[0], [0], [1]])
    #expect(state.selected == [ListenState.Item(index: 0, text: "pear", positions: [0])])
    var page = ListenPage()
    page.limit = 1
    page.offset = 2
    state = controller.listenState(page)
    #expect(state.matches.map(\.text) == ["apple"] && state.selected.isEmpty)
  }

  @Test("the actions of a request run as a bound key's, events after them; a state asked later sees them")
  func actionsThenState() throws {
    let server = try ListenServer.start(ListenAddress(), apiKey: "", unsafe: false).get()
    defer { server.stop() }
    var controller = Self.controller()
    controller.boundKeys = try ListBinding.parse("change:change-prompt(changed> )")
    controller.listenServer = server
    controller.listenWork = [.actions([.change(.query, "ki"), .move(.first)])]
    var host = controller.hosted(40, 12)
    host.send(.wake(.now))
    host.send(.wake(.now))
    #expect(host.component.queryField.text == "ki")
    #expect(host.component.appearance.prompt == "changed> ")
    #expect(host.component.variables.environment(adding: [:])["FZF_PORT"] == server.port.map(String.init))
    #expect(server.port.map { $0 > 0 } == true)
    host.update { $0.listenWork = [.actions([.accept])] }
    host.send(.wake(.now))
    #expect(host.status == .submitted([ChoiceItem(index: 2, bytes: Array("kiwi".utf8))]))
  }
}
