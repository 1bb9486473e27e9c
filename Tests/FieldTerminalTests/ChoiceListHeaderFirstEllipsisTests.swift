import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// fzf 0.74's `--header-first` and `--ellipsis` in a choice list: the header on the far side of the
/// query from the items (as fzf 0.74.5 stacks `fzf --header H1 --header-lines 1 --header-first` in
/// each layout: the column names stay next to the items, the count between the query and them);
/// the ellipsis where an item is cut, at either end.
@Suite("Choice list header-first and ellipsis")
struct ChoiceListHeaderFirstEllipsisTests {
  @Test(
    "--header-first: the header above the query with the query on top, under it with the query at the bottom",
    arguments: [
      (
        ChoiceListAppearance.Layout.queryOnTop,
        [
          " Procs", " about", " Query: [             ]", " 2 of 2", "    PID CMD", "›   1 init", "    2 bash",
          "",
          "", " type a query · Enter …",
        ]
      ),
      (
        .queryAtBottom,
        [
          " Procs", "", "    2 bash", "›   1 init", "    PID CMD", " 2 of 2", " Query: [             ]",
          " about",
          "", " type a query · Enter …",
        ]
      ),
      (
        .queryAtBottomItemsDown,
        [
          " Procs", "    PID CMD", "›   1 init", "    2 bash", "", " 2 of 2", " Query: [             ]",
          " about",
          "", " type a query · Enter …",
        ]
      ),
    ])
  func headerFirst(layout: ChoiceListAppearance.Layout, screen: [String]) {
    #expect(ChoiceListAppearanceTests.stacked(layout, headerFirst: true) == screen)
  }

  static let long = "/usr/local/share/doc/terminal-fields/README.md"

  @Test(
    "--ellipsis: drawn where an item is cut, at its end or (--keep-right) its start; written out, or cut to leave the item a cell",
    arguments: [
      ("…", false, "›   /usr/local/share/doc/term…"),
      ("··", false, "›   /usr/local/share/doc/ter··"),
      ("..", true, "›   ..erminal-fields/README.md"),
      ("", false, "›   /usr/local/share/doc/termi"),
      ("", true, "›   /terminal-fields/README.md"),
      ("\u{07}", false, "›   /usr/local/share/doc/ter\\a"),
      ("\u{1B}[31m>\u{1B}[0m", false, "›   /usr/local/share/doc/term>"),
      (String(repeating: "x", count: 40), false, "›   /xxxxxxxxxxxxxxxxxxxxxxxxx"),
    ])
  func ellipsis(ellipsis: String, keepsRight: Bool, row: String) {
    var controller = ChoiceListController(title: "", list: ChoiceList(items: [Self.long, "short"]))
    controller.appearance.ellipsis = ellipsis
    controller.appearance.keepsRight = keepsRight
    let grid = controller.sized(30, 8).frame().textGrid()
    #expect(grid[2] == row)
    #expect(grid[3] == "    short")
  }

  @Test("--ellipsis: a match past the row's end shown between the ellipses at either end")
  func ellipsisBeforeMatch() {
    var controller = ChoiceListController(title: "", list: ChoiceList(items: [Self.long]))
    controller.appearance.ellipsis = "··"
    controller.type("READ")
    #expect(controller.sized(30, 8).frame().textGrid()[2] == "›   ··c/terminal-fields/READ··")
  }
}

/// fzf 0.74's `--scrollbar` in a choice list: where the bar goes (`src/terminal.go`'s
/// `getScrollbar`, MIT, its arithmetic with one row an item) and how it is drawn.
@Suite("Choice list scrollbar")
struct ChoiceListScrollbarTests {
  @Test(
    "the rows covered: none when every row fits, the share shown, placed as the first row shown",
    arguments: [
      (3, 5, 0, 0..<0), (5, 5, 0, 0..<0), (0, 5, 0, 0..<0), (10, 5, 0, 0..<2), (10, 5, 5, 3..<5),
      (10, 5, 3, 1..<3), (100, 5, 0, 0..<1), (100, 5, 95, 4..<5), (100, 5, 50, 2..<3), (6, 5, 1, 1..<5),
    ] as [(Int, Int, Int, Range<Int>)])
  func rows(total: Int, rows: Int, offset: Int, covered: Range<Int>) {
    #expect(ChoiceListLayout.scrollbarRows(total: total, rows: rows, offset: offset) == covered)
  }

  static func grid(_ layout: ChoiceListAppearance.Layout, down: Int) -> [String] {
    var controller = ChoiceListController(
      title: "", list: ChoiceList(items: (1...12).map { "item number \($0)" }))
    controller.appearance.layout = layout
    controller.appearance.scrollbar = "┃"
    controller = controller.sized(24, 9)
    for _ in 0..<down { controller.handle(.key(.down, [])) }
    return controller.frame().textGrid()
  }

  @Test("drawn in the items' last column from the best item's end, moving as the list scrolls")
  func drawn() {
    // 12 items in 5 rows (2 to 6): a bar of 2, at the top, then (the 12th shown) at the bottom.
    let top = Self.grid(.queryOnTop, down: 0)
    #expect(top[2...6].map { $0.hasSuffix("┃") } == [true, true, false, false, false], "\(top)")
    #expect(top[2] == "›   item number 1      ┃")
    let end = Self.grid(.queryOnTop, down: 11)
    #expect(end[2...6].map { $0.hasSuffix("┃") } == [false, false, false, true, true], "\(end)")
    // With the query at the bottom (items in rows 1 to 5), the best item and the bar's start at
    // the bottom.
    let bottom = Self.grid(.queryAtBottom, down: 0)
    #expect(bottom[1...5].map { $0.hasSuffix("┃") } == [false, false, false, true, true], "\(bottom)")
  }

  @Test("an item too long for its row is cut before the scrollbar's column")
  func cutBeforeBar() {
    var controller = ChoiceListController(
      title: "", list: ChoiceList(items: ["a long item that does not fit"] + (1...12).map { "\($0)" }))
    controller.appearance.scrollbar = "┃"
    #expect(controller.sized(24, 9).frame().textGrid()[2] == "›   a long item that d…┃")
  }
}
