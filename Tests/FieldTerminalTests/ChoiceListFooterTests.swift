import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// fzf 0.74's `--footer`, `--ghost`, `--keep-right` and `--highlight-line` in a choice list: the footer at the end of the list away
/// from the query, a line between it and the items (as fzf 0.74.5 draws `seq 3 | fzf --footer F1`
/// in each layout); the ghost in the empty query's box.
@Suite("Choice list footer, ghost, keep-right and highlight-line")
struct ChoiceListFooterTests {
  static let rule = String(repeating: "─", count: 30)

  @Test(
    "--footer: under the items with the query on top, above them otherwise; its escapes left out",
    arguments: [
      (
        ChoiceListAppearance.Layout.queryOnTop,
        [
          " Fruit", " Query: [            ] 3 of 3", "›   pear", "    apple", "    plum", rule, " F1 red\\a",
          "",
          " type a query · Enter choose…",
        ]
      ),
      (
        .queryAtBottom,
        [
          " Fruit", " F1 red\\a", rule, "    plum", "    apple", "›   pear", " Query: [            ] 3 of 3",
          "",
          " type a query · Enter choose…",
        ]
      ),
      (
        .queryAtBottomItemsDown,
        [
          " Fruit", " F1 red\\a", rule, "›   pear", "    apple", "    plum", " Query: [            ] 3 of 3",
          "",
          " type a query · Enter choose…",
        ]
      ),
    ] as [(ChoiceListAppearance.Layout, [String])])
  func footer(_ layout: ChoiceListAppearance.Layout, grid: [String]) {
    let controller = ChoiceListAppearanceTests.controller {
      $0.layout = layout
      $0.footer = ["F1 \u{1B}[31mred\u{1B}[0m\u{07}"]
    }
    #expect(controller.frame().textGrid() == grid)
    #expect(controller.pageRows == 3)
  }

  @Test("--ghost: in the empty query's box, gone once a key is typed, written out when it holds a control")
  func ghost() {
    var controller = ChoiceListAppearanceTests.controller { $0.ghost = "type\u{07}" }
    #expect(controller.frame().textGrid()[1] == " Query: [type\\a      ] 3 of 3")
    controller.type("p")
    #expect(controller.frame().textGrid()[1].hasPrefix(" Query: [p           ]"))
  }

  @Test("--keep-right: an item too long for its row shows its end, its start cut; a short one is whole")
  func keepRight() {
    var controller = ChoiceListController(
      title: "", list: ChoiceList(items: ["/usr/local/share/doc/terminal-fields/README.md", "short"]))
    controller.appearance.keepsRight = true
    let grid = controller.sized(30, 8).frame().textGrid()
    #expect(grid[2] == "›   …terminal-fields/README.md")
    #expect(grid[3] == "    short")
    controller.appearance.keepsRight = false
    #expect(controller.sized(30, 8).frame().textGrid()[2] == "›   /usr/local/share/doc/term…")
  }

  @Test("--highlight-line: the highlighted row reversed across the list's width; without it, under its text")
  func highlightLine() {
    let plain = ChoiceListAppearanceTests.controller { _ in }.frame().styleGrid()
    let whole = ChoiceListAppearanceTests.controller { $0.highlightsLine = true }.frame().styleGrid()
    #expect(plain[2] == "F...FFFF")
    #expect(whole[2] == String(repeating: "F", count: 30))
    #expect(whole[3] == plain[3])
  }
}
