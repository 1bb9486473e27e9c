import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// The borders around a choice list's parts, as fzf 0.74's `--input-border`, `--list-border`,
/// `--header-border` and `--footer-border` place them: each part in a box of its own, in the
/// order the layout stacks the parts, the header and the column names next to it in one box, a
/// `line` border on the side toward the items, and the label on the box's top line.
@Suite("Choice list part borders")
struct ChoiceListPartBorderTests {
  static func frame(
    width: Int = 30, height: Int = 16, header: [String] = ["hello"], headerLines: [String] = [],
    footer: [String] = ["foot"], _ change: (inout ChoiceListAppearance) -> Void
  ) -> [String] {
    var controller = ChoiceListController(
      title: "Fruit", list: ChoiceList(items: ["pear", "apple", "plum", "fig", "kiwi", "lime"]))
    var appearance = ChoiceListAppearance()
    appearance.header = header
    appearance.headerLines = headerLines
    appearance.footer = footer
    change(&appearance)
    controller.appearance = appearance
    return controller.sized(width, height).frame().textGrid()
  }

  static func box(_ label: String = "", width: Int = 30) -> (top: String, bottom: String) {
    let inner = width - 2
    let left = (width - label.count) / 2 - 1
    let top =
      label.isEmpty
      ? "╭" + String(repeating: "─", count: inner) + "╮"
      : "╭" + String(repeating: "─", count: left) + label
        + String(repeating: "─", count: inner - left - label.count) + "╮"
    return (top, "╰" + String(repeating: "─", count: inner) + "╯")
  }

  static func padded(_ text: String, width: Int = 30) -> String {
    "│" + text + String(repeating: " ", count: width - 2 - text.count) + "│"
  }

  @Test("every part in its own box, top to bottom: query, header, items, footer; the labels centred")
  func everyPart() {
    let rows = Self.frame {
      $0.inputBorder = SectionBorder(shape: .rounded)
      $0.inputBorder.label = "I"
      $0.headerBorder = SectionBorder(shape: .rounded)
      $0.listBorder = SectionBorder(shape: .rounded)
      $0.listBorder.label = "List"
      $0.footerBorder = SectionBorder(shape: .rounded)
    }
    #expect(rows[0] == " Fruit")
    #expect(rows[1] == Self.box("I").top)
    #expect(rows[2].hasPrefix("│ Query: ["))
    #expect(rows[2].hasSuffix("6 of 6 │"))
    #expect(rows[3] == Self.box().bottom)
    #expect(rows[4] == Self.box().top)
    #expect(rows[5] == Self.padded(" hello"))
    #expect(rows[6] == Self.box().bottom)
    #expect(rows[7] == Self.box("List").top)
    #expect(rows[8] == Self.padded("›   pear"))
    #expect(rows[9] == Self.padded("    apple"))
    // 16 rows: title, 4 boxes of 2 border rows, query, header, footer, 2 bottom rows: 2 items.
    #expect(rows[10] == Self.box().bottom)
    #expect(rows[11] == Self.box().top)
    #expect(rows[12] == Self.padded(" foot"))
    #expect(rows[13] == Self.box().bottom)
    #expect(rows[15].hasPrefix(" type a query"))
  }

  @Test("the query at the bottom: footer, items upwards, header, query; the footer's line left out")
  func queryAtBottom() {
    let rows = Self.frame(height: 14) {
      $0.layout = .queryAtBottom
      $0.inputBorder = SectionBorder(shape: .sharp)
      $0.listBorder = SectionBorder(shape: .sharp)
      $0.footerBorder = SectionBorder(shape: .sharp)
    }
    let sharpTop = "┌" + String(repeating: "─", count: 28) + "┐"
    let sharpBottom = "└" + String(repeating: "─", count: 28) + "┘"
    #expect(rows[1] == sharpTop)
    #expect(rows[2] == "│ foot                       │")
    #expect(rows[3] == sharpBottom)
    #expect(rows[4] == sharpTop)
    #expect(rows[5] == "│    apple                   │")
    #expect(rows[6] == "│›   pear                    │")
    #expect(rows[7] == sharpBottom)
    #expect(rows[8] == " hello")
    #expect(rows[9] == sharpTop)
    #expect(rows[10].hasPrefix("│ Query: ["))
    #expect(rows[11] == sharpBottom)
    #expect(!rows.contains(String(repeating: "─", count: 30)))
  }

  @Test("the header and the column names next to it share the header's box, the names in the items' columns")
  func headerAndColumnNames() {
    let rows = Self.frame(headerLines: ["NAME"], footer: []) {
      $0.headerBorder = SectionBorder(shape: .rounded)
      $0.headerBorder.label = "H"
    }
    #expect(rows[2] == Self.box("H").top)
    #expect(rows[3] == Self.padded(" hello"))
    #expect(rows[4] == Self.padded("    NAME"))
    #expect(rows[5] == Self.box().bottom)
    #expect(rows[6] == "›   pear")
  }

  /// As fzf 0.74.5 draws `--header-border --header-lines-border=sharp` and
  /// `--header-lines-border=line`.
  @Test("--header-lines-border: the column names in a box of their own, apart from the header's")
  func columnNamesApart() {
    let rows = Self.frame(headerLines: ["NAME"], footer: []) {
      $0.headerBorder = SectionBorder(shape: .rounded)
      $0.headerLinesBorder = SectionBorder(shape: .sharp)
    }
    #expect(rows[2] == Self.box().top)
    #expect(rows[3] == Self.padded(" hello"))
    #expect(rows[4] == Self.box().bottom)
    #expect(rows[5] == "┌" + String(repeating: "─", count: 28) + "┐")
    #expect(rows[6] == Self.padded("    NAME"))
    #expect(rows[8] == "›   pear")
    let line = Self.frame(headerLines: ["NAME"], footer: []) {
      $0.layout = .queryAtBottom
      $0.headerLinesBorder = SectionBorder(shape: .line)
    }
    // From the bottom: query, header, column names, the line, the items upwards.
    #expect(line[13].hasPrefix(" Query: ["))
    #expect(line[12] == " hello")
    #expect(line[11] == "    NAME")
    #expect(line[10] == String(repeating: "─", count: 30))
    #expect(line[9] == "›   pear")
  }

  /// fzf 0.74's test_header_lines, test_header_and_header_lines and their `--reverse` forms
  /// (test/test_core.rb, MIT licence).
  @Test("the column names go the items' way: upward, the first next to the query, with it at the bottom")
  func columnNamesOrder() {
    let names = (1...3).map { "n\($0)" }
    let upward = Self.frame(header: ["hello"], headerLines: names, footer: []) { $0.layout = .queryAtBottom }
    #expect(Array(upward[9...12]) == ["    n3", "    n2", "    n1", " hello"])
    let downward = Self.frame(header: ["hello"], headerLines: names, footer: []) { _ in }
    #expect(Array(downward[2...5]) == [" hello", "    n1", "    n2", "    n3"])
  }

  @Test("each part's box and label is drawn in its own role")
  func partRoles() {
    var controller = ChoiceListController(title: "Fruit", list: ChoiceList(items: ["pear", "fig"]))
    controller.appearance.header = ["hello"]
    controller.appearance.footer = ["foot"]
    for keyPath in [\ChoiceListAppearance.inputBorder, \.headerBorder, \.listBorder, \.footerBorder] {
      controller.appearance[keyPath: keyPath] = SectionBorder(shape: .rounded)
      controller.appearance[keyPath: keyPath].label = "L"
    }
    let rows = controller.sized(30, 20).frame().rows
    func roles(ofRow row: Int) -> Set<String> { Set(rows[row].map(\.role.name)) }
    // From the top: the query's box (rows 1-3), the header's (4-6), the items', the footer's.
    #expect(roles(ofRow: 1) == ["inputBorder", "inputLabel"])
    #expect(roles(ofRow: 4) == ["headerBorder", "headerLabel"])
    #expect(roles(ofRow: 7) == ["listBorder", "listLabel"])
    let footerTop = rows.lastIndex { $0.contains { $0.role == .footerLabel } }
    #expect(footerTop.map { roles(ofRow: $0) } == ["footerBorder", "footerLabel"])
  }

  @Test("a line border is one line on the side toward the items")
  func lineShape() {
    let rows = Self.frame(footer: []) {
      $0.inputBorder = SectionBorder(shape: .line)
      $0.headerBorder = SectionBorder(shape: .line)
    }
    let line = String(repeating: "─", count: 30)
    #expect(rows[1].hasPrefix(" Query: ["))
    #expect(rows[2] == line)
    #expect(rows[3] == " hello")
    #expect(rows[4] == line)
    #expect(rows[5] == "›   pear")
  }

  @Test("the boxes' rows come out of the items': the page is the rows left")
  func pageRows() {
    var controller = ChoiceListController(title: "Fruit", list: ChoiceList(items: ["pear", "apple", "plum"]))
    controller = controller.sized(30, 16)
    let plain = controller.pageRows
    var appearance = controller.appearance
    appearance.inputBorder = SectionBorder(shape: .rounded)
    appearance.listBorder = SectionBorder(shape: .rounded)
    controller.appearance = appearance
    #expect(controller.pageRows == plain - 4)
  }
}

/// The separator after the count (`--separator`) and the line in the gaps between items
/// (`--gap-line`), as fzf 0.74 draws them: the text repeated to the row's end.
@Suite("Choice list separator and gap line")
struct ChoiceListSeparatorTests {
  @Test("the separator fills the count's own row after the count, or before it at the right end")
  func separator() {
    let rows = ChoiceListPartBorderTests.frame(header: [], footer: []) {
      $0.info = .ownRow
      $0.separator = "─"
    }
    #expect(rows[2] == " 6 of 6 " + String(repeating: "─", count: 22))
    let right = ChoiceListPartBorderTests.frame(header: [], footer: []) {
      $0.info = .ownRowRight
      $0.separator = "-="
    }
    #expect(right[2] == " " + "-=-=-=-=-=-=-=-=-=-=-" + " 6 of 6")
    let none = ChoiceListPartBorderTests.frame(header: [], footer: []) { $0.info = .ownRow }
    #expect(none[2] == " 6 of 6")
  }

  @Test("gap rows in the gap line, or blank when it is empty")
  func gapLine() {
    let dotted = ChoiceListPartBorderTests.frame(header: [], footer: []) {
      $0.gap = 1
      $0.gapLine = "·"
    }
    #expect(dotted[3] == "    " + String(repeating: "·", count: 26))
    let blank = ChoiceListPartBorderTests.frame(header: [], footer: []) {
      $0.gap = 1
      $0.gapLine = ""
    }
    #expect(blank[3] == "")
    #expect(blank[4] == "    apple")
  }
}
