import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// A list of several choices: Tab and Shift-Tab mark, marks belong to items and outlive queries,
/// a limit, the count of marked items, what Enter chooses.
@Suite("Choice list, several choices")
struct ChoiceListMarkTests {
  static let fruit = ["pear", "Apple", "banana", "Cherry", "apricot"]

  static func controller(limit: Int? = nil, marked: [String] = [], other: Bool = false)
    -> ChoiceListController
  {
    ChoiceListController(
      title: "Fruit",
      list: ChoiceList(
        items: fruit.map { Array($0.utf8) }, marked: marked.map { Array($0.utf8) },
        configuration: .init(allowsOther: other, selection: .multiple(limit: limit))),
      newItemRules: FieldRules()
    ).sized(60, 12)
  }

  @Test("Tab marks and moves down, Shift-Tab marks and moves up; Tab again unmarks")
  func tabMarks() {
    var controller = Self.controller()
    controller.handle(.key(.tab, []))
    #expect(controller.list.markedItems == [0])
    #expect(controller.list.highlight == 1)
    controller.handle(.key(.tab, []))
    controller.handle(.key(.backTab, []))
    #expect(controller.list.markedItems == [0, 1, 2])
    #expect(controller.list.highlight == 1)
    controller.handle(.key(.tab, []))
    #expect(controller.list.markedItems == [0, 2])
    let grid = controller.frame().textGrid()
    #expect(grid[1].hasSuffix("5 of 5, 2 marked"), "\(grid)")
    #expect(grid[2] == "  ✓ pear")
    #expect(grid[4] == "› ✓ banana")
    #expect(grid.last?.contains("Tab mark") == true)
  }

  @Test("marks belong to items: they stay through queries; Enter gives them in the list's order")
  func marksOutliveQueries() {
    var controller = Self.controller()
    controller.type("ap")
    // Apple, then apricot.
    controller.handle(.key(.down, []))
    controller.handle(.key(.tab, []))
    controller.handle(.key(.control("u"), []))
    controller.type("ch")
    controller.handle(.key(.tab, []))
    controller.handle(.key(.control("u"), []))
    #expect(controller.list.markedItems == [3, 4])
    #expect(controller.frame().textGrid()[5] == "  ✓ Cherry")
    controller.type("zz")
    #expect(controller.list.markedCount == 2)
    controller.handle(.key(.enter, []))
    #expect(controller.value?.map(\.text) == ["Cherry", "apricot"])
    #expect(controller.transcript == ["Fruit: Cherry, apricot"])
  }

  @Test("a transcript past three rows of the screen says how many were chosen; a single long item is cut")
  func longTranscript() throws {
    let items = (0..<3000).map { "file-\($0).txt" }
    var many = ChoiceListController(
      title: "Files", list: ChoiceList(items: items, configuration: .init(selection: .multiple(limit: nil))))
    many.boundKeys = try ListBinding.parse("ctrl-a:select-all")
    many = many.sized(40, 10)
    many.handle(.key(.control("a"), []))
    many.handle(.key(.enter, []))
    #expect(many.value?.count == 3000)
    #expect(many.transcript == ["Files: 3000 chosen"])
    // Up to three rows of 40 cells, the items themselves.
    var few = ChoiceListController(
      title: "Files", list: ChoiceList(items: items, configuration: .init(selection: .multiple(limit: nil))))
    few = few.sized(40, 10)
    for _ in 0..<8 { few.handle(.key(.tab, [])) }
    few.handle(.key(.enter, []))
    let line = try #require(few.transcript.first)
    #expect(line == "Files: " + items.prefix(8).joined(separator: ", "))
    #expect(TerminalWidth.columns(of: line) <= 120)
    let long = String(repeating: "日本", count: 100)
    var one = ChoiceListController(title: "", list: ChoiceList(items: [long])).sized(40, 10)
    one.handle(.key(.enter, []))
    #expect(one.transcript == [String(repeating: "日本", count: 29) + "日…"])
  }

  @Test("Enter with nothing marked chooses the highlighted item, as fzf does")
  func enterWithoutMarks() {
    var controller = Self.controller()
    controller.handle(.key(.down, []))
    controller.handle(.key(.enter, []))
    #expect(controller.value == [ChoiceItem(index: 1, bytes: Array("Apple".utf8))])
  }

  @Test("a limit: Tab past it says so and marks nothing; the count shows it")
  func limit() {
    var controller = Self.controller(limit: 2)
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    #expect(controller.list.markedItems == [0, 1])
    #expect(controller.list.highlight == 2)
    #expect(
      controller.message
        == StatusMessage("at most 2 items can be marked: Tab on a marked one unmarks it", .error))
    #expect(controller.frame().textGrid()[1].hasSuffix("5 of 5, 2/2 marked"))
  }

  @Test("items marked at start (--selected); in a list of one choice, Tab says what Enter does")
  func preselected() {
    let controller = Self.controller(marked: ["banana", "Cherry", "kiwi"])
    #expect(controller.list.markedItems == [2, 3])
    var single = ChoiceListController(
      title: "Fruit", list: ChoiceList(items: Self.fruit, marked: ["banana"])
    ).sized(60, 12)
    single.handle(.key(.tab, []))
    #expect(single.list.markedItems == [2])
    #expect(
      single.message == StatusMessage("one item is chosen here: Enter chooses the highlighted one", .info))
    #expect(!(single.frame().textGrid().last?.contains("Tab") ?? true))
  }

  @Test("Other… in a list of several choices marks the new item beside the others")
  func otherMarks() {
    var controller = Self.controller(other: true).hosted(80, 24)
    controller.handle(.key(.tab, []))
    controller.handle(.key(.end, []))
    controller.handle(.key(.enter, []))
    controller.type("fig")
    controller.handle(.key(.enter, []))
    #expect(controller.component.list.texts == ["Apple", "apricot", "banana", "Cherry", "fig", "pear"])
    #expect(
      controller.component.list.markedItems.map(controller.component.list.text(of:)) == ["fig", "pear"])
    controller.handle(.key(.enter, []))
    #expect(controller.value?.map(\.text) == ["fig", "pear"])
  }
}
