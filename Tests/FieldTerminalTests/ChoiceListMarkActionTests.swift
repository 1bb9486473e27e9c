import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// fzf 0.74's `select`, `deselect`, `clear-selection`, `toggle-in`, `toggle-out`,
/// `next-selected`, `prev-selected`, `show-header`, `hide-header`, `toggle-header`,
/// `print-query`, `replace-query` and `close` in a list hosted without a terminal (their
/// semantics: fzf 0.74's src/terminal.go, MIT licence).
@Suite("Choice list: marking, header and query actions")
struct ChoiceListMarkActionTests {
  static func list(
    _ count: Int = 10, bind: String, layout: ChoiceListAppearance.Layout = .queryOnTop, limit: Int? = nil
  ) throws -> ChoiceListController {
    let list = ChoiceList(
      items: (1...count).map(String.init), configuration: .init(selection: .multiple(limit: limit)))
    var controller = ChoiceListController(title: "", list: list)
    controller.appearance.layout = layout
    controller.boundKeys = try ListBinding.parse(bind)
    return controller.sized(40, 14)
  }

  static func press(_ key: Character, _ controller: inout ChoiceListController) {
    controller.handle(.key(.control(key), []))
  }

  @Test("select and deselect mark and unmark the highlighted item only; select stops at --multi's limit")
  func selectDeselect() throws {
    var controller = try Self.list(bind: "ctrl-s:select,ctrl-d:deselect,ctrl-x:clear-selection", limit: 2)
    Self.press("s", &controller)
    Self.press("s", &controller)
    #expect(controller.list.markedItems == [0])
    Self.press("d", &controller)
    Self.press("d", &controller)
    #expect(controller.list.markedItems == [])
    Self.press("s", &controller)
    controller.handle(.key(.down, []))
    Self.press("s", &controller)
    controller.handle(.key(.down, []))
    Self.press("s", &controller)
    #expect(controller.list.markedItems == [0, 1])
    #expect(controller.message?.text.contains("2") == true)
    // clear-selection unmarks the items the query leaves out too.
    controller.type("2")
    Self.press("x", &controller)
    #expect(controller.list.markedCount == 0)
  }

  @Test(
    "toggle-in moves toward the query and toggle-out away from it, in either layout",
    arguments: [true, false])
  func toggleInOut(queryOnTop: Bool) throws {
    var controller = try Self.list(
      bind: "ctrl-k:toggle-in,ctrl-o:toggle-out", layout: queryOnTop ? .queryOnTop : .queryAtBottom)
    _ = controller.performAction(.position(5))
    Self.press("o", &controller)
    // Away from the query is down the ranks either way (down the screen with the query on top).
    #expect(controller.list.markedItems == [4] && controller.list.highlight == 5)
    Self.press("k", &controller)
    #expect(controller.list.markedItems == [4, 5] && controller.list.highlight == 4)
    let up = try ListBinding.parse("ctrl-u:toggle-up")
    controller.boundKeys = up
    Self.press("u", &controller)
    #expect(controller.list.highlight == (queryOnTop ? 3 : 5))
  }

  @Test("next-selected goes down the screen to the next marked match, round from the last; prev-selected up")
  func nextPreviousSelected() throws {
    for queryOnTop in [true, false] {
      var controller = try Self.list(
        bind: "ctrl-n:next-selected,ctrl-p:prev-selected", layout: queryOnTop ? .queryOnTop : .queryAtBottom)
      for row in [1, 4, 7] {
        _ = controller.performAction(.position(row + 1))
        _ = controller.performAction(.toggle)
      }
      _ = controller.performAction(.position(3))
      Self.press("n", &controller)
      // Down the screen: further down the ranks with the query on top, up them at the bottom.
      #expect(controller.list.highlight == (queryOnTop ? 4 : 1))
      Self.press("n", &controller)
      #expect(controller.list.highlight == (queryOnTop ? 7 : 7))
      Self.press("p", &controller)
      #expect(controller.list.highlight == (queryOnTop ? 4 : 1))
      // Marked items the query leaves out are passed over.
      controller.type("5")
      Self.press("n", &controller)
      #expect(controller.list.highlight == 0)
    }
  }

  @Test("hide-header and show-header take the header and the column names off the screen and back")
  func headerShownAndHidden() throws {
    var controller = try Self.list(bind: "ctrl-h:hide-header,ctrl-s:show-header,ctrl-t:toggle-header")
    controller.appearance.header = ["the header"]
    controller.appearance.headerLines = ["NAME"]
    func shows(_ text: String) -> Bool { controller.frame().textGrid().contains { $0.contains(text) } }
    #expect(shows("the header") && shows("NAME"))
    let rows = controller.pageRows
    Self.press("h", &controller)
    #expect(!shows("the header") && !shows("NAME"))
    #expect(controller.pageRows == rows + 2)
    Self.press("t", &controller)
    #expect(shows("the header") && shows("NAME"))
    Self.press("t", &controller)
    Self.press("s", &controller)
    #expect(shows("the header"))
  }

  @Test("print-query ends the list with the query alone; replace-query puts the item in the query")
  func printAndReplaceQuery() throws {
    var controller = try Self.list(100, bind: "ctrl-r:replace-query,ctrl-p:print-query")
    controller.type("1")
    controller.handle(.key(.down, []))
    let item = controller.list.text(of: try #require(controller.list.highlightedItem))
    Self.press("r", &controller)
    #expect(controller.queryField.text == item)
    Self.press("p", &controller)
    #expect(controller.printsQueryOnly && controller.status == .submitted([]))
  }

  @Test("close hides a shown preview, and cancels when none is shown")
  func close() throws {
    var controller = try Self.list(bind: "ctrl-c:close")
    controller.preview = ChoicePreview(template: try PreviewTemplate("echo {}"), window: PreviewWindow())
    Self.press("c", &controller)
    #expect(controller.preview?.isShown == false && controller.status == .running)
    Self.press("c", &controller)
    #expect(controller.status == .cancelled)
  }

  @Test("the actions by fzf's names, and the name a command sees in FZF_ACTION")
  func names() throws {
    let actions = try ListBinding.parse(
      "a:select+deselect+clear-multi+toggle-in+toggle-out+up-selected+down-selected+clear-screen+best"
    ).first?.actions
    #expect(
      actions == [
        .mark(true), .mark(false), .clearMarks, .toggleAndMove(.in), .toggleAndMove(.out),
        .markedStep(down: false), .markedStep(down: true), .clearScreen, .move(.first),
      ])
    #expect(actions?.compactMap(\.fzfName).first == "select")
    #expect(ListAction.header(.toggle).fzfName == "toggle-header")
  }
}
