import FieldEngine
import SeededRandom
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The editable choice list without a terminal: its state, its keys, its screens.
@Suite("Choice list")
struct ChoiceListTests {
  static let fruit = ["pear", "Apple", "banana", "Cherry", "apricot"]

  static func controller(
    _ items: [String] = fruit, chosen: String? = nil, other: Bool = true, rules: FieldRules = FieldRules(),
    width: Int = 40, height: Int = 9
  ) -> ChoiceListController {
    ChoiceListController(
      title: "Fruit",
      list: ChoiceList(
        items: items, marked: chosen.map { [$0] } ?? [], configuration: .init(allowsOther: other)),
      newItemRules: rules
    ).sized(width, height)
  }

  /// Every row's item, in rank order, as text.
  static func items(_ list: ChoiceList) -> [String] {
    var list = list
    list.rankAll()
    return (0..<list.matchCount).map { list.text(of: list.item(atRow: $0)!) }
  }

  @Test("the chosen item is marked and highlighted; moves stop at the ends; Other… is the last row")
  func moving() {
    var list = ChoiceList(items: Self.fruit, marked: ["banana"], configuration: .init(allowsOther: true))
    #expect(list.chosen == 2)
    #expect(list.highlight == 2)
    list.move(.up, page: 2)
    #expect(list.highlightedItem == 1)
    list.move(.pageUp, page: 2)
    #expect(list.highlight == 0)
    list.move(.pageDown, page: 2)
    #expect(list.highlight == 2)
    list.move(.last, page: 2)
    #expect(list.isOtherHighlighted)
    #expect(list.highlightedItem == nil)
    list.move(.down, page: 2)
    #expect(list.highlight == 5)
    list.move(.first, page: 2)
    #expect(list.highlight == 0)
  }

  @Test(
    "the query is fuzzy, ranked, smart case",
    arguments: [
      ("ap", ["Apple", "apricot"]), ("an", ["banana"]), ("r", ["pear", "Cherry", "apricot"]), ("", fruit),
      ("kiwi", []), ("AP", []), ("Ap", ["Apple"]), ("pr", ["pear", "apricot"]),
    ])
  func filter(text: String, expected: [String]) {
    var list = ChoiceList(items: Self.fruit)
    list.setQuery(text)
    #expect(Self.items(list) == expected)
  }

  @Test("non-ASCII items match case-insensitively too; narrowing and widening agree with a fresh query")
  func unicodeFilter() {
    let items = ["Ångström", "ÉCOLE", "école", "日本", "straße"]
    var list = ChoiceList(items: items)
    list.setQuery("é")
    #expect(Set(Self.items(list)) == ["ÉCOLE", "école"])
    list.setQuery("éc")
    #expect(Set(Self.items(list)) == ["ÉCOLE", "école"])
    list.setQuery("ån")
    #expect(Self.items(list) == ["Ångström"])
    list.setQuery("Ån")
    #expect(Self.items(list) == ["Ångström"])
    list.setQuery("ß")
    #expect(Self.items(list) == ["straße"])
    list.setQuery("日")
    #expect(Self.items(list) == ["日本"])
  }

  @Test("random queries, moves, marks, choices and adds keep every cached key, match, rank and row sound")
  func randomOperationsKeepInvariants() {
    let pieces = ["a", "B", "e\u{301}", "É", "👍🏽", "🇯🇵", "日", "ß", "İ", " ", "x", "'", "^", "$", "!"]
    var random = SplitMix64(seed: 0xC401CE)
    func text(_ count: Int) -> String {
      (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
    var steps = 0
    for _ in 0..<100 {
      let multiple = Bool.random(using: &random)
      var list = ChoiceList(
        items: (0..<Int.random(in: 0...40, using: &random)).map { _ in
          Array(text(Int.random(in: 1...4, using: &random)).utf8)
        },
        configuration: ChoiceList.Configuration(
          allowsOther: Bool.random(using: &random),
          selection: multiple ? .multiple(limit: Bool.random(using: &random) ? 3 : nil) : .single))
      var query = ""
      for _ in 0..<30 {
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
          query = text(Int.random(in: 0...2, using: &random))
          list.setQuery(query)
        case 1:
          // Typing at the end: a narrowing query, ranked lazily.
          query += text(1)
          list.setQuery(query)
        case 2:
          list.move([.up, .down, .pageUp, .pageDown, .first, .last].randomElement(using: &random)!, page: 3)
        case 3: _ = list.choose()
        case 4: list.add(text(Int.random(in: 1...3, using: &random)))
        case 5: list.toggleMark()
        default: list.rank(rows: Int.random(in: 0...50, using: &random))
        }
        steps += 1
        let problems = list.invariantViolations()
        #expect(problems.isEmpty, "after step \(steps): \(problems) in \(list.texts) with \(list.query.text)")
        if !problems.isEmpty { return }
      }
    }
    #expect(ChoiceList(items: (0..<100_000).map { "item \($0)" }).invariantViolations().isEmpty)
  }

  @Test("the invariants notice a cache gone wrong")
  func invariantsCatchCorruption() {
    var list = ChoiceList(
      items: Self.fruit.map { Array($0.utf8) }, configuration: .init(selection: .multiple(limit: nil)))
    list.setQuery("a")
    #expect(list.invariantViolations().isEmpty)
    var lost = list
    lost.ranking = Ranking()
    #expect(lost.invariantViolations().contains { $0.hasPrefix("item 1 matches but is not cached") })
    var marked = list
    marked.marks.insert(40)
    #expect(marked.invariantViolations().contains("a mark is past the items"))
    var unranked = list
    unranked.ranking = Ranking(entries: list.ranking.entries, top: list.ranking.entries.reversed())
    #expect(unranked.invariantViolations().contains("the ranked entries are not in order"))
  }

  @Test("a new query highlights its best match, as fzf does")
  func highlightGoesToTheBest() {
    var list = ChoiceList(items: Self.fruit, marked: ["apricot"])
    #expect(list.highlightedItem == 4)
    list.setQuery("a")
    #expect(list.highlight == 0)
    #expect(list.highlightedItem.map(list.text(of:)) == "Apple")
    list.setQuery("pe")
    #expect(list.highlightedItem.map(list.text(of:)) == "pear")
  }

  @Test("adding sorts case-insensitively, chooses the item, and never adds it twice")
  func adding() {
    var list = ChoiceList(items: Self.fruit, marked: ["pear"], configuration: .init(allowsOther: true))
    list.setQuery("x")
    let added = list.add("blueberry")
    #expect(added)
    #expect(list.texts == ["Apple", "apricot", "banana", "blueberry", "Cherry", "pear"])
    #expect(list.chosen == 3)
    #expect(list.highlight == 3)
    #expect(list.query.text == "")
    let addedAgain = list.add("Cherry")
    #expect(!addedAgain)
    #expect(list.count == 6)
    #expect(list.chosen == 4)
  }

  @Test("adding to a sorted list inserts in place; the result equals a fresh sort, filters included")
  func insertInPlace() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aAbBéÉz")
    for _ in 0..<50 {
      var list = ChoiceList(items: [String](), configuration: .init(allowsOther: true))
      var reference: [String] = []
      for _ in 0..<12 {
        let item = String(
          (0..<Int.random(in: 1...3, using: &generator)).map { _ in alphabet.randomElement()! })
        list.add(item)
        if !reference.contains(item) { reference.append(item) }
        reference.sort { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() }
        #expect(list.texts == reference)
        #expect(list.chosen.map(list.text(of:)) == item)
      }
      list.setQuery("b")
      #expect(Set(Self.items(list)) == Set(reference.filter { $0.lowercased().contains("b") }))
    }
  }

  @Test("the screen: title, filter and count, marks, Other…, help; a long item is cut with a marker")
  func screen() {
    var controller = Self.controller(
      ["pear", "a very long item that does not fit on the screen at all"], chosen: "pear")
    controller.handle(.key(.down, []))
    #expect(
      controller.frame().textGrid() == [
        " Fruit",
        " Query: [                      ] 2 of 2",
        "  ✓ pear",
        "›   a very long item that does not fit …",
        "    Other…",
        "",
        "",
        "",
        " type a query · Enter choose · Esc can…",
      ])
    #expect(controller.frame().cursor == Position(row: 1, column: 9))
  }

  @Test("a narrow screen keeps the query visible: the count moves to the title row")
  func narrow() {
    var controller = Self.controller(width: 20, height: 8)
    controller.type("ap")
    #expect(
      controller.frame().textGrid() == [
        " Fruit       2 of 5",
        " Query: [ap       ]",
        "›   Apple",
        "    apricot",
        "    Other…",
        "",
        "",
        " type a query · En…",
      ])
    #expect(controller.frame().cursor == Position(row: 1, column: 11))
  }

  @Test("the smallest size it names is one at which it works; keys wait while it is too small")
  func smallest() {
    var controller = Self.controller(width: 16, height: 5)
    controller.type("ch")
    let grid = controller.frame().textGrid()
    #expect(grid[1] == " Query: [ch   ]")
    #expect(grid[2] == "›   Cherry")
    controller.layout(in: Region(width: 15, height: 5))
    #expect(controller.frame().textGrid()[0] == "make the window")
    controller.type("x")
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.queryField.text == "ch")
    controller.handle(.key(.escape, []))
    #expect(controller.status == .cancelled)
  }

  @Test("Other… with a limit too large to mean anything opens its prompt")
  func hugeLimitOther() {
    for unit in LengthUnit.allCases {
      var controller = Self.controller(
        rules: FieldRules(limits: [LengthLimit(4_611_686_018_427_387_904, unit)])
      ).hosted(40, 9)
      controller.handle(.key(.end, []))
      controller.handle(.key(.enter, []))
      #expect(controller.child(PromptController.self) != nil)
      #expect(controller.frame().textGrid().contains { $0.contains("New item") }, "\(unit)")
    }
  }

  @Test("a wide item is cut at a character boundary, never inside a wide character")
  func wideItem() {
    let controller = Self.controller([String(repeating: "日本", count: 30)], other: false, width: 20)
    let row = controller.frame().textGrid()[2]
    #expect(row == "›   日本日本日本日…")
    #expect(TerminalWidth.columns(of: row) <= 20)
  }

  @Test("a tab in an item is drawn as blanks to the item's next multiple of 8 columns, never as \"�\"")
  func tabsInItems() {
    var controller = Self.controller(
      ["col1\tcol2", "a\tb\tc", "12345678\tx", "bell\u{07}"], other: false, width: 30, height: 8)
    #expect(
      controller.frame().textGrid() == [
        " Fruit",
        " Query: [            ] 4 of 4",
        "›   col1    col2",
        "    a       b       c",
        "    12345678        x",
        "    bell�",
        "",
        " type a query · Enter choose…",
      ])
    // The characters a query matches after a tab are the ones drawn in bold.
    controller.type("col2")
    let frame = controller.frame()
    #expect(frame.textGrid()[2] == "›   col1    col2")
    let bold = (4..<30).filter { frame.styledCells(row: 2, width: 30)[$0].style.contains(.bold) }
    #expect(bold == [12, 13, 14, 15], "\(bold)")
    // The item is given back as it was read.
    controller.handle(.key(.enter, []))
    #expect(controller.list.chosen.map { controller.list.text(of: $0) } == "col1\tcol2")
  }

  @Test("a resize keeps the highlighted row on the screen")
  func resize() {
    var controller = Self.controller((1...100).map { "item \($0)" }, height: 30)
    for _ in 0..<20 { controller.handle(.key(.down, [])) }
    #expect(controller.scrollOffset == 0)
    controller.layout(in: Region(width: 40, height: 9))
    #expect(controller.scrollOffset == 16)
    #expect(controller.frame().textGrid()[6] == "›   item 21")
  }

  @Test("a long list scrolls to keep the highlight on the screen")
  func scrolling() {
    var controller = Self.controller((1...100).map { "item \($0)" })
    #expect(controller.pageRows == 5)
    for _ in 0..<6 { controller.handle(.key(.down, [])) }
    #expect(controller.scrollOffset == 2)
    #expect(
      controller.frame().textGrid()[2...6] == [
        "    item 3", "    item 4", "    item 5", "    item 6", "›   item 7",
      ])
    controller.handle(.key(.pageDown, []))
    #expect(controller.list.highlight == 11)
    controller.handle(.key(.end, []))
    #expect(controller.frame().textGrid()[6] == "›   Other…")
    controller.handle(.key(.home, []))
    #expect(controller.scrollOffset == 0)
  }

  @Test(
    "typing a query narrows the list; Backspace and Ctrl-U widen it again; Enter chooses the highlighted item"
  )
  func typingAndChoosing() {
    var controller = Self.controller()
    controller.type("ch")
    #expect(controller.frame().textGrid()[1] == " Query: [ch                    ] 1 of 5")
    #expect(controller.frame().textGrid()[2] == "›   Cherry")
    controller.handle(.key(.backspace, []))
    #expect(Self.items(controller.list) == ["Cherry", "apricot"])
    controller.handle(.key(.control("u"), []))
    #expect(controller.list.matchCount == 5)
    #expect(controller.list.highlightedItem == 0)
    controller.handle(.key(.down, []))
    controller.handle(.key(.down, []))
    controller.handle(.key(.enter, []))
    #expect(controller.status == .submitted([ChoiceItem(index: 2, bytes: Array("banana".utf8))]))
    #expect(controller.value?.map(\.text) == ["banana"])
  }

  @Test("the query is a field: ← and typing insert in the middle, Ctrl-A and Ctrl-E, Ctrl-W, undo")
  func queryEditing() {
    var controller = Self.controller()
    controller.type("pr")
    controller.handle(.key(.left, []))
    controller.type("e")
    #expect(controller.queryField.text == "per")
    #expect(Self.items(controller.list) == ["pear"])
    controller.handle(.key(.control("a"), []))
    controller.type("a ")
    #expect(controller.queryField.text == "a per")
    #expect(Self.items(controller.list) == ["pear"])
    controller.handle(.key(.control("e"), []))
    controller.handle(.key(.control("w"), []))
    #expect(controller.queryField.text == "a ")
    controller.handle(.key(.control("_"), []))
    #expect(controller.queryField.text == "a per")
    #expect(controller.list.query.text == "a per")
    // readline's key sequences and numeric arguments work in the query too.
    controller.handle(.key(.control("w"), []))
    controller.handle(.key(.control("x"), []))
    controller.handle(.key(.control("u"), []))
    #expect(controller.queryField.text == "a per")
    controller.handle(.key(.control("u"), []))
    controller.handle(.key(.character("3"), [.alt]))
    controller.type("r")
    #expect(controller.queryField.text == "rrr")
    #expect(controller.list.query.text == "rrr")
    // Home and End stay the list's: first and last row.
    controller.handle(.key(.control("u"), []))
    controller.handle(.key(.end, []))
    #expect(controller.list.isOtherHighlighted)
    controller.handle(.key(.home, []))
    #expect(controller.list.highlight == 0)
  }

  @Test("a list can start with a query (tfield choose --query)")
  func initialQuery() {
    let controller = ChoiceListController(
      title: "Fruit", list: ChoiceList(items: Self.fruit), query: "ap"
    ).sized(40, 9)
    #expect(controller.queryField.text == "ap")
    #expect(Self.items(controller.list) == ["Apple", "apricot"])
    #expect(controller.frame().textGrid()[2] == "›   Apple")
  }

  @Test(
    "the characters the query matched are drawn in bold and in the match colour; underlined on the highlighted row"
  )
  func matchedCharactersHighlighted() {
    var controller = Self.controller(["pear", "apricot"], other: false)
    controller.type("pr")
    let frame = controller.frame()
    // "pear" first: its p starts the item (score 48); apricot's p is inside a word (36).
    #expect(frame.textGrid()[2...3] == ["›   pear", "    apricot"])
    let styles = frame.styleGrid()
    // pear on the highlighted row (the focus role); p and r matched, bold and underlined.
    #expect(styles[2] == "F...FFFF")
    #expect(frame.rows[2].contains { $0.text == "p" && $0.style.contains(.underline) })
    #expect(frame.rows[2].contains { $0.text == "ea" && !$0.style.contains(.underline) })
    // apricot: p and r matched, in the match role.
    #expect(styles[3] == ".....MM")
  }

  @Test("Other…: a prompt over the list, the query as its text; the new item is added, sorted, chosen")
  func other() {
    var controller = Self.controller(rules: FieldRules(limits: [LengthLimit(8)])).hosted(40, 9)
    controller.type("kiwi")
    controller.handle(.key(.enter, []))
    #expect(controller.child(PromptController.self)?.field.text == "kiwi")
    #expect(controller.frame().textGrid().contains { $0.contains("New item") })
    controller.type("fruit!")
    #expect(controller.child(PromptController.self)?.field.text == "kiwifrui")
    controller.handle(.key(.enter, []))
    #expect(controller.child(PromptController.self) == nil)
    #expect(controller.status == .running)
    #expect(controller.component.list.texts == ["Apple", "apricot", "banana", "Cherry", "kiwifrui", "pear"])
    #expect(controller.component.list.chosen == 4)
    let grid = controller.frame().textGrid()
    #expect(grid[6] == "› ✓ kiwifrui")
    #expect(grid[7] == " added \"kiwifrui\": chosen; Enter confi…")
    controller.handle(.key(.enter, []))
    #expect(controller.value?.map(\.text) == ["kiwifrui"])
    #expect(controller.component.transcript == ["Fruit: kiwifrui"])
  }

  @Test(
    "Other…: an empty or blank new item is refused with the required reason, also when the rules do not say required",
    arguments: ["", "  "])
  func otherRefusesBlank(typed: String) {
    var controller = Self.controller().hosted(40, 9)
    controller.handle(.key(.end, []))
    controller.handle(.key(.enter, []))
    controller.type(typed)
    controller.handle(.key(.enter, []))
    let prompt = controller.child(PromptController.self)
    #expect(prompt != nil, "the prompt closed on a blank item")
    #expect(prompt?.message?.text == "a value is required")
    #expect(controller.status == .running)
    #expect(controller.component.list.texts == Self.fruit)
  }

  @Test(
    "inline, --height ~N and ~N%: as few rows as the items need, at most N; the most while items are read",
    arguments: [
      (InlineHeight.upToRows(8), 3, 5), (.upToRows(8), 20, 8), (.upToPercent(50), 3, 5),
      (.upToPercent(50), 40, 20),
      (.percent(50), 3, 20), (.rows(8), 3, 8),
    ])
  func adaptiveHeight(height: InlineHeight, items: Int, rows: Int) {
    var controller = Self.controller((1...items).map { "item \($0)" }, other: false)
    controller.preferredInlineHeight = height
    #expect(controller.inlineHeight(width: 40, screenHeight: 40) == rows)
  }

  @Test("inline, --height ~N%: the most while items are still read, as the default height does")
  func adaptiveHeightWhileReading() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let source = ChoiceSource(fileDescriptor: ends[0])
    var controller = ChoiceListController(title: "", list: ChoiceList(source: source))
    controller.preferredInlineHeight = .upToPercent(50)
    #expect(controller.inlineHeight(width: 40, screenHeight: 40) == 20)
    close(ends[1])
    _ = source.wait(timeout: .seconds(10))
    controller.wake(now: .now)
    #expect(!controller.list.isReading)
    #expect(controller.inlineHeight(width: 40, screenHeight: 40) == 3)
  }

  @Test("Other…: what the query's text loses to the new item's rules is said in the prompt's box")
  func otherSaysWhatTheFilterLost() {
    var controller = Self.controller(
      ["apple", "banana"], rules: FieldRules(limits: [LengthLimit(3)]), width: 80, height: 24
    ).hosted(80, 24)
    controller.type("Pear")
    controller.handle(.key(.enter, []))
    #expect(controller.child(PromptController.self)?.field.text == "Pea")
    let message = "from the query: set 3 of 4 characters: 1 over the limit of 3 characters"
    #expect(controller.child(PromptController.self)?.message == StatusMessage(message, .info))
    #expect(controller.component.message == nil)
    let grid = controller.frame().textGrid()
    // Wrapped inside the box, over its help row, between the box's borders.
    #expect(
      grid.contains { $0.hasSuffix("│ from the query: set 3 of 4 characters: 1 over    │") }, "\(grid)")
    #expect(grid.contains { $0.hasSuffix("│ the limit of 3 characters                        │") }, "\(grid)")
    #expect(!grid.contains { $0.contains("Tab next · Enter OK") })
    controller.handle(.text("r"))
    #expect(
      controller.child(PromptController.self)?.message
        == StatusMessage("limit of 3 characters reached", .error))
    #expect(controller.frame().textGrid().contains { $0.contains("│ Tab next · Enter OK · Esc cancel") })
  }

  @Test(
    "Enter with nothing to choose and no Other… says so on the message row",
    arguments: [
      (query: "zz", message: "no item matches \"zz\": nothing to choose"),
      ("", "the list is empty: nothing to choose"),
    ])
  func nothingToChoose(query: String, message: String) {
    var controller = Self.controller(query.isEmpty ? [] : Self.fruit, other: false, width: 60)
    controller.type(query)
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.message == StatusMessage(message, .error))
    #expect(controller.frame().textGrid()[7] == " " + message)
  }

  @Test("Escape in Other…'s prompt goes back to the list; Escape in the list cancels")
  func escapes() {
    var controller = Self.controller().hosted(40, 9)
    controller.handle(.key(.end, []))
    controller.handle(.key(.enter, []))
    #expect(controller.child(PromptController.self) != nil)
    controller.handle(.key(.escape, []))
    #expect(controller.child(PromptController.self) == nil)
    #expect(controller.status == .running)
    #expect(controller.component.list.texts == Self.fruit)
    controller.handle(.key(.escape, []))
    #expect(controller.status == .cancelled)
  }

  @Test(
    "Ctrl-G and Ctrl-Q cancel the list, as fzf's do; Ctrl-G first drops a waiting numeric argument",
    arguments: [KeyEvent.key(.control("g"), []), .key(.control("q"), [])])
  func fzfAbortKeys(key: KeyEvent) {
    var controller = Self.controller(other: false)
    controller.handle(.key(.character("3"), [.alt]))
    controller.handle(key)
    #expect(controller.status == (key == .key(.control("g"), []) ? .running : .cancelled))
    controller.handle(key)
    #expect(controller.status == .cancelled)
  }

  @Test("Ctrl-C interrupts, in the list and in the prompt")
  func interrupts() {
    var inList = ComponentDriver(Self.controller())
    inList.feed([0x03], now: at(0))
    #expect(inList.status == .interrupted)
    var inPrompt = ComponentDriver(Self.controller())
    inPrompt.host.handle(.key(.end, []))
    inPrompt.host.handle(.key(.enter, []))
    inPrompt.feed([0x03], now: at(0))
    #expect(inPrompt.status == .interrupted)
  }

  @Test(
    "an empty list without Other… stays open on Enter and ↓; control characters in an item are drawn as �")
  func edges() {
    var empty = Self.controller([], other: false)
    empty.handle(.key(.enter, []))
    empty.handle(.key(.down, []))
    #expect(empty.status == .running)
    let controls = Self.controller(["a\u{1B}[31mb"], other: false)
    #expect(controls.frame().textGrid()[2] == "›   a�[31mb")
  }
}
