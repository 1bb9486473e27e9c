import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// fzf 0.74's `--no-input`, `show-input`, `hide-input` and `toggle-input` in a list hosted without
/// a terminal: the query's row hidden, its text kept and still matched (the cases are fzf 0.74's
/// test_no_input_query and test_no_input_change_query, test/test_core.rb, MIT licence).
@Suite("Choice list: --no-input")
struct ChoiceListInputTests {
  static func list(query: String, bind: String, multiple: Bool = false) throws -> ChoiceListController {
    let list = ChoiceList(
      items: (1...1000).map(String.init),
      configuration: .init(selection: multiple ? .multiple(limit: nil) : .single))
    var controller = ChoiceListController(title: "", list: list, query: query)
    controller.appearance.hidesInput = true
    controller.boundKeys = try ListBinding.parse(bind)
    return controller.sized(40, 12)
  }

  static func screen(_ controller: ChoiceListController) -> [String] { controller.frame().textGrid() }

  @Test("hidden: no query row, no count, no cursor; the query still matches and typing leaves it")
  func hiddenQueryStillMatches() throws {
    var controller = try Self.list(query: "555", bind: "space:toggle-input")
    #expect(!Self.screen(controller).contains { $0.contains("Query:") || $0.contains("of 1000") })
    #expect(controller.frame().cursor == nil)
    #expect(controller.list.matchCount == 1)
    controller.type("1")
    #expect(controller.queryField.text == "555" && controller.list.matchCount == 1)
    #expect(controller.variables.environment(adding: [:])["FZF_INPUT_STATE"] == "hidden")
    controller.handle(.text(" "))
    #expect(Self.screen(controller).contains { $0.contains("Query: [555") && $0.contains("1 of 1000") })
    #expect(controller.variables.environment(adding: [:])["FZF_INPUT_STATE"] == "enabled")
  }

  @Test("an action changes the hidden query only after show-input in its chain")
  func changeQueryOnlyWhenShown() throws {
    var controller = try Self.list(
      query: "999", bind: "enter:show-input+change-query(555)+hide-input,space:change-query(555)+toggle",
      multiple: true)
    controller.handle(.text(" "))
    #expect(controller.queryField.text == "999")
    #expect(controller.list.markedItems == [998])
    controller.handle(.key(.enter, []))
    #expect(controller.queryField.text == "555")
    #expect(controller.list.highlightedItem == 554)
    #expect(controller.appearance.hidesInput)
  }
}
