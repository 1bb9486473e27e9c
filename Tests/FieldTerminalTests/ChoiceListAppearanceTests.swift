import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// A choice list arranged as fzf's layout options arrange it: `--layout`, `--info`, `--header`,
/// `--prompt`, `--pointer`, `--marker`, `--cycle`, `--border`.
@Suite("Choice list appearance")
struct ChoiceListAppearanceTests {
  static func controller(_ change: (inout ChoiceListAppearance) -> Void, multiple: Bool = false)
    -> ChoiceListController
  {
    var controller = ChoiceListController(
      title: "Fruit",
      list: ChoiceList(
        items: ["pear", "apple", "plum"],
        configuration: .init(selection: multiple ? .multiple(limit: nil) : .single)))
    var appearance = ChoiceListAppearance()
    change(&appearance)
    controller.appearance = appearance
    return controller.sized(30, 9)
  }

  @Test("--layout=default: the query at the bottom, the best item above it; ↑ moves up the screen")
  func queryAtBottom() {
    var controller = Self.controller { $0.layout = .queryAtBottom }
    #expect(
      controller.frame().textGrid() == [
        " Fruit", "", "", "    plum", "    apple", "›   pear", " Query: [            ] 3 of 3", "",
        " type a query · Enter choose…",
      ])
    controller.handle(.key(.up, []))
    #expect(controller.list.highlightedItem == 1)
    controller.handle(.key(.down, []))
    #expect(controller.list.highlightedItem == 0)
  }

  @Test("--layout=reverse-list: items from the top down, the query at the bottom")
  func reverseList() {
    var controller = Self.controller { $0.layout = .queryAtBottomItemsDown }
    #expect(
      controller.frame().textGrid() == [
        " Fruit", "›   pear", "    apple", "    plum", "", "", " Query: [            ] 3 of 3", "",
        " type a query · Enter choose…",
      ])
    controller.handle(.key(.down, []))
    #expect(controller.list.highlightedItem == 1)
  }

  @Test("--info=default and hidden, --header, --prompt, --pointer, --marker")
  func headerAndMarks() {
    var controller = Self.controller(
      {
        $0.info = .ownRow
        $0.header = ["PID CMD", "\u{1B}[31mred"]
        $0.prompt = "> "
        $0.pointer = "▶"
        $0.marker = "+"
      }, multiple: true)
    controller.handle(.key(.tab, []))
    #expect(
      controller.frame().textGrid() == [
        " Fruit", " > [                        ]", " 3 of 3, 1 marked", " PID CMD", " red", "  + pear",
        "▶   apple", "", " type a query · Tab mark · E…",
      ])
    let hidden = Self.controller { $0.info = .hidden }
    #expect(hidden.frame().textGrid()[1] == " Query: [                   ]")
  }

  /// The rows of a list with a header, column names and the count on its own row.
  static func stacked(_ layout: ChoiceListAppearance.Layout, inline: Bool = false, headerFirst: Bool = false)
    -> [String]
  {
    var controller = ChoiceListController(title: "Procs", list: ChoiceList(items: ["1 init", "2 bash"]))
    var appearance = ChoiceListAppearance()
    appearance.layout = layout
    appearance.info = .ownRow
    appearance.header = ["about"]
    appearance.headerLines = ["PID CMD"]
    appearance.headerFirst = headerFirst
    controller.appearance = appearance
    return controller.sized(24, 10, inline: inline).frame().textGrid()
  }

  @Test(
    "the column names (--header-lines) next to the items, the header (--header) past them, as fzf 0.74.5 stacks them",
    arguments: [
      (
        ChoiceListAppearance.Layout.queryOnTop,
        [
          " Procs", " Query: [             ]", " 2 of 2", " about", "    PID CMD", "›   1 init", "    2 bash",
          "",
          "", " type a query · Enter …",
        ]
      ),
      (
        .queryAtBottom,
        [
          " Procs", "", "    2 bash", "›   1 init", "    PID CMD", " about", " 2 of 2",
          " Query: [             ]",
          "", " type a query · Enter …",
        ]
      ),
      (
        .queryAtBottomItemsDown,
        [
          " Procs", "    PID CMD", "›   1 init", "    2 bash", "", " about", " 2 of 2",
          " Query: [             ]",
          "", " type a query · Enter …",
        ]
      ),
    ])
  func headerBesideColumnNames(layout: ChoiceListAppearance.Layout, screen: [String]) {
    #expect(Self.stacked(layout) == screen)
  }

  @Test("--header's SGR colours are drawn with or without --ansi; the column names' only under --ansi")
  func headerColours() {
    for readsEscapes in [false, true] {
      var controller = ChoiceListController(
        title: "", list: ChoiceList(items: ["a"], configuration: .init(readsEscapes: readsEscapes)))
      var appearance = ChoiceListAppearance()
      appearance.header = [
        "\u{1B}[31mred\u{1B}]0;title\u{07} \u{1B}[1;32mgreen", "still green\u{1B}[0m plain",
      ]
      appearance.headerLines = ["\u{1B}[34mNAME\u{1B}[0m SIZE"]
      controller.appearance = appearance
      let frame = controller.sized(40, 10).frame()
      let grid = frame.textGrid()
      #expect(grid[2] == " red green", "\(grid)")
      #expect(grid[3] == " still green plain", "\(grid)")
      let red = frame.rows[2].first { $0.text.hasPrefix("red") }
      #expect(red?.colors == TextColors(foreground: 1) && red?.role == ColorRole.item)
      let green = frame.rows[3].first { $0.text == "still green" }
      #expect(green?.colors == TextColors(foreground: 2) && green?.style.contains(.bold) == true)
      let plain = frame.rows[3].first { $0.text == " plain" }
      #expect(plain?.colors == TextColors() && plain?.role == .header)
      if readsEscapes {
        #expect(grid[4] == "    NAME SIZE", "\(grid)")
        #expect(frame.rows[4].first { $0.text == "NAME" }?.colors == TextColors(foreground: 4))
      } else {
        // As an item without --ansi: the escape character drawn as "�", never sent.
        #expect(grid[4] == "    \u{FFFD}[34mNAME\u{FFFD}[0m SIZE", "\(grid)")
      }
      for row in frame.rows {
        for span in row { #expect(!span.text.unicodeScalars.contains { $0.value < 0x20 }, "\(span.text)") }
      }
    }
  }

  @Test("inline, a --prompt labels the query and the title gets a row of its own")
  func inlineTitleWithPrompt() {
    let controller = Self.controller { $0.prompt = "> " }.sized(30, 9, inline: true)
    #expect(
      controller.frame().textGrid() == [
        " Fruit", " > [                 ] 3 of 3", "›   pear", "    apple", "    plum", "", "", "",
        " type a query · Enter choose…",
      ])
    #expect(controller.inlineHeight(width: 30, screenHeight: 24) == 6)
    var untitled = ChoiceListController(title: "", list: ChoiceList(items: ["pear"]))
    var appearance = ChoiceListAppearance()
    appearance.prompt = "> "
    untitled.appearance = appearance
    #expect(untitled.sized(30, 3, inline: true).frame().textGrid()[0] == " > [                 ] 1 of 1")
  }

  @Test(
    "the count is the last thing to go: fzf's short count on a narrow screen, then the title's row, inline the last row",
    arguments: [
      (80, false, 1, " Query: [                                          ] 100000 of 100000, 1 marked"),
      (40, false, 1, " Query: [           ] 100000/100000 (1)"),
      (40, true, 0, " Files: [           ] 100000/100000 (1)"),
      (30, false, 0, " Files      100000/100000 (1)"),
      (24, true, 7, " typ… 100000/100000 (1)"),
      (20, true, 7, "  100000/100000 (1)"),
      (16, false, 0, " 100000/100000…"),
    ])
  func narrowCount(width: Int, inline: Bool, row: Int, text: String) {
    var controller = ChoiceListController(
      title: "Files",
      list: ChoiceList(
        items: (0..<100_000).map { "item\($0)" }, configuration: .init(selection: .multiple(limit: nil))))
    controller.handle(.key(.tab, []))
    let grid = controller.sized(width, 8, inline: inline).frame().textGrid()
    #expect(grid[row] == text, "\(grid)")
    #expect(grid.allSatisfy { TerminalWidth.columns(of: $0) <= width })
  }

  @Test("--cycle: past either end to the other")
  func cycle() {
    var controller = Self.controller { $0.cycles = true }
    controller.handle(.key(.up, []))
    #expect(controller.list.highlightedItem == 2)
    controller.handle(.key(.down, []))
    #expect(controller.list.highlightedItem == 0)
    var stops = Self.controller { _ in }
    stops.handle(.key(.up, []))
    #expect(stops.list.highlightedItem == 0)
  }

  @Test("--border: a rounded box around the list, the cursor inside it")
  func border() {
    let controller = Self.controller { $0.hasBorder = true }
    #expect(
      controller.frame().textGrid() == [
        "╭────────────────────────────╮", "│ Fruit                      │", "│ Query: [          ] 3 of 3 │",
        "│›   pear                    │", "│    apple                   │", "│    plum                    │",
        "│                            │", "│ type a query · Enter choo… │", "╰────────────────────────────╯",
      ])
    #expect(controller.frame().cursor == Position(row: 2, column: 10))
    #expect(controller.pageRows == 3)
  }
}

/// Keys bound with `--bind` in a list of several choices.
@Suite("Choice list --bind")
struct ChoiceListBindTests {
  @Test("select-all, deselect-all, toggle-all over the matches; toggle; chains; a bound key leaves its row")
  func marks() throws {
    var controller = ChoiceListController(
      title: "",
      list: ChoiceList(
        items: ["pear", "apple", "plum", "kiwi"], configuration: .init(selection: .multiple(limit: nil))))
    controller.boundKeys = try ListBinding.parse(
      "ctrl-a:select-all,ctrl-d:deselect-all,ctrl-t:toggle-all,ctrl-e:toggle+down,ctrl-x:clear-query+last")
    controller = controller.sized(40, 10)
    controller.type("p")
    controller.handle(.key(.control("a"), []))
    #expect(controller.list.markedItems == [0, 1, 2])
    controller.handle(.key(.control("x"), []))
    #expect(controller.queryField.text == "" && controller.list.highlightedItem == 3)
    controller.handle(.key(.control("t"), []))
    #expect(controller.list.markedItems == [3])
    controller.handle(.key(.control("d"), []))
    #expect(controller.list.markedItems == [])
    controller.handle(.key(.home, []))
    controller.handle(.key(.control("e"), []))
    #expect(controller.list.markedItems == [0] && controller.list.highlightedItem == 1)
    // Ctrl-A no longer moves the query's cursor to its start; Ctrl-E no longer to its end.
    controller.type("ki")
    controller.handle(.key(.control("a"), []))
    #expect(controller.queryField.buffer.cursor == controller.queryField.text.endIndex)
    #expect(controller.list.markedItems == [0, 3])
  }

  @Test("a limit stops select-all with the list's message")
  func limit() throws {
    var controller = ChoiceListController(
      title: "",
      list: ChoiceList(items: ["a", "b", "c"], configuration: .init(selection: .multiple(limit: 2))))
    controller.boundKeys = try ListBinding.parse("ctrl-a:select-all")
    controller.handle(.key(.control("a"), []))
    #expect(controller.list.markedItems == [0, 1])
    #expect(controller.message != nil)
  }
}
