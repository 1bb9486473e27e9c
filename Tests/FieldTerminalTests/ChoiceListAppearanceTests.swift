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
        " Fruit", "", "", "    plum", "    apple", "›   pear", " Filter: [           ] 3 of 3", "",
        " type to filter · Enter choo…",
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
        " Fruit", "›   pear", "    apple", "    plum", "", "", " Filter: [           ] 3 of 3", "",
        " type to filter · Enter choo…",
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
        " Fruit", " > [                        ]", " 3 of 3, 1 marked", " PID CMD", " \\e[31mred", "  + pear",
        "▶   apple", "", " type to filter · Tab mark ·…",
      ])
    let hidden = Self.controller { $0.info = .hidden }
    #expect(hidden.frame().textGrid()[1] == " Filter: [                  ]")
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
        "╭────────────────────────────╮", "│ Fruit                      │", "│ Filter: [         ] 3 of 3 │",
        "│›   pear                    │", "│    apple                   │", "│    plum                    │",
        "│                            │", "│ type to filter · Enter ch… │", "╰────────────────────────────╯",
      ])
    #expect(controller.frame().cursor == Position(row: 2, column: 11))
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
    #expect(controller.notice != nil)
  }
}
