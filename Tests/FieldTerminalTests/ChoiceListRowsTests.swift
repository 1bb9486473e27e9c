import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// Items over several rows, as fzf 0.74.5 draws them: an item's lines (`--read0` items with line
/// breaks, `--multi-line` by default), long items wrapped (`--wrap`, `--wrap-sign`,
/// `toggle-wrap`), empty rows between items (`--gap`), and scrolling by items.
@Suite("Choice list rows: multi-line, wrap, gap")
struct ChoiceListRowsTests {
  struct RowsCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let columns: Int
    var multiLine = true
    var wraps = false
    var wrapsWords = false
    var limit = Int.max
    /// The rows' texts, a wrapped row's after "↳".
    let rows: [String]
    /// The offsets of the rows' first characters.
    let firsts: [Int]
    var testDescription: String { name }
  }

  static let rowsCases: [RowsCase] = [
    RowsCase(
      name: "each line a row", text: "one\ntwo\nthree", columns: 20, rows: ["one", "two", "three"],
      firsts: [0, 4, 8]),
    RowsCase(
      name: "--no-multi-line: one row", text: "one\ntwo", columns: 20, multiLine: false, rows: ["one\ntwo"],
      firsts: [0]),
    RowsCase(
      name: "a short item: one row", text: "short", columns: 20, wraps: true, rows: ["short"], firsts: [0]),
    RowsCase(
      name: "--wrap: the rows after the first after the sign", text: "abcdefghij", columns: 4, wraps: true,
      rows: ["abcd", "↳ef", "↳gh", "↳ij"], firsts: [0, 4, 6, 8]),
    RowsCase(
      name: "lines, then wrapped", text: "ab\ncdefgh", columns: 4, wraps: true, rows: ["ab", "cdef", "↳gh"],
      firsts: [0, 3, 7]),
    RowsCase(
      name: "--wrap=word: after the row's last blank, at a character when a word fills the row",
      text: "one two three", columns: 6, wraps: true, wrapsWords: true,
      rows: ["one ", "↳two ", "↳thre", "↳e"],
      firsts: [0, 4, 8, 12]),
    RowsCase(
      name: "--wrap=word: a tab is a blank", text: "ab\tcd ef", columns: 10, wraps: true, wrapsWords: true,
      rows: ["ab\t", "↳cd ef"], firsts: [0, 3]),
    RowsCase(name: "CR LF ends a line", text: "a\r\nb", columns: 10, rows: ["a", "b"], firsts: [0, 2]),
    RowsCase(
      name: "a wide character is never split", text: "日本語", columns: 5, wraps: true, rows: ["日本", "↳語"],
      firsts: [0, 2]),
    RowsCase(
      name: "at most the list's rows", text: "1\n2\n3\n4", columns: 10, limit: 2, rows: ["1", "2"],
      firsts: [0, 2]),
  ]

  @Test("an item's rows", arguments: rowsCases)
  func rows(_ given: RowsCase) {
    var appearance = ChoiceListAppearance()
    appearance.multiLine = given.multiLine
    appearance.wraps = given.wraps
    appearance.wrapsWords = given.wrapsWords
    let rows = ChoiceListLayout.rows(
      of: [ANSIText.Run(text: given.text, style: [], colors: TextColors())], columns: given.columns,
      appearance: appearance, limit: given.limit)
    #expect(rows.map { ($0.wrapped ? "↳" : "") + $0.runs.map(\.text).joined() } == given.rows)
    #expect(rows.map(\.first) == given.firsts)
  }

  @Test("an item's colours carry over onto its next rows")
  func colouredRows() {
    let runs = ANSIText.runs(Array("\u{1B}[31mred\nred\u{1B}[0m plain".utf8))
    let rows = ChoiceListLayout.rows(of: runs, columns: 20, appearance: ChoiceListAppearance())
    #expect(rows.map { $0.runs.map(\.text) } == [["red"], ["red", " plain"]])
    #expect(rows[1].runs[0].colors == rows[0].runs[0].colors)
    #expect(rows[1].runs[1].colors.isDefault)
  }

  static func controller(
    _ items: [String], width: Int = 30, height: Int = 9,
    _ change: (inout ChoiceListAppearance) -> Void = { _ in }
  ) -> ChoiceListController {
    var controller = ChoiceListController(
      title: "Fruit", list: ChoiceList(items: items, configuration: .init(selection: .multiple(limit: nil))))
    var appearance = ChoiceListAppearance()
    change(&appearance)
    controller.appearance = appearance
    return controller.sized(width, height)
  }

  /// The item rows of a 30 × 9 list (5 of them, under the title and the query).
  static func itemRows(_ controller: ChoiceListController) -> [String] {
    Array(controller.frame().textGrid()[2..<7])
  }

  @Test(
    "--multi-line: a item of three lines over three rows, the pointer on each, the marker's glyphs on a marked one"
  )
  func multiLineItem() {
    var controller = Self.controller(["one\ntwo\nthree", "short"])
    #expect(Self.itemRows(controller) == ["›   one", "›   two", "›   three", "    short", ""])
    controller.handle(.key(.tab, []))
    #expect(Self.itemRows(controller) == ["  ╻ one", "  ┃ two", "  ╹ three", "›   short", ""])
    controller = Self.controller(["one\ntwo\nthree", "short"]) { $0.multiLine = false }
    #expect(Self.itemRows(controller) == ["›   one␊two␊three", "    short", "", "", ""])
  }

  @Test("--multi-line with the query at the bottom: the best item's lines downwards, over the query")
  func multiLineUpwards() {
    let controller = Self.controller(["one\ntwo\nthree", "short"]) { $0.layout = .queryAtBottom }
    #expect(
      Array(controller.frame().textGrid()[1..<6]) == ["", "    short", "›   one", "›   two", "›   three"])
  }

  @Test("the query's matches are bold on the item's row that holds them")
  func matchOnLaterRow() {
    var controller = Self.controller(["one\ntwo\nthree", "short"])
    controller.type("thr")
    #expect(Self.itemRows(controller)[2] == "›   three")
    let matches = controller.frame().rows.enumerated().flatMap { row, spans in
      spans.filter { $0.role == .cursorMatch }.map { "\(row) \($0.column) \($0.text)" }
    }
    #expect(matches == ["4 4 thr"])
  }

  @Test("--wrap, --wrap-sign and --gap: a long item over two rows, a ┈ row between items")
  func wrapAndGap() {
    let long = "abcdefghijklmnopqrstuvwxyz0123"
    let controller = Self.controller([long, "b"]) {
      $0.wraps = true
      $0.gap = 1
    }
    #expect(
      Self.itemRows(controller) == [
        "›   abcdefghijklmnopqrstuvwxyz", "›   ↳ 0123", "    " + String(repeating: "┈", count: 26), "    b",
        "",
      ])
    let signed = Self.controller([long]) {
      $0.wraps = true
      $0.wrapSign = "+"
    }
    #expect(Self.itemRows(signed)[1] == "›   +0123")
  }

  @Test("toggle-wrap turns --wrap on and off")
  func toggleWrap() throws {
    var controller = Self.controller([String(repeating: "x", count: 40), "b"])
    controller.boundKeys = try ListBinding.parse("ctrl-w:toggle-wrap")
    controller = controller.sized(30, 9)
    #expect(Self.itemRows(controller)[1] == "    b")
    controller.handle(.key(.control("w"), []))
    #expect(controller.appearance.wraps)
    #expect(Self.itemRows(controller)[1] == "›   ↳ xxxxxxxxxxxxxx")
    #expect(Self.itemRows(controller)[2] == "    b")
  }

  /// fzf 0.74's actToggleWrapWord (src/terminal.go, MIT licence): on, it wraps between words;
  /// `toggle-wrap` then turns both off.
  @Test("toggle-wrap-word wraps between words; toggle-wrap turns the wrapping off; FZF_WRAP says which")
  func toggleWrapWord() throws {
    var controller = Self.controller(["alpha beta gamma delta epsilon", "b"])
    controller.boundKeys = try ListBinding.parse("ctrl-e:toggle-wrap-word,ctrl-w:toggle-wrap")
    controller = controller.sized(30, 9)
    controller.handle(.key(.control("e"), []))
    #expect(controller.appearance.wraps && controller.appearance.wrapsWords)
    #expect(Self.itemRows(controller)[0] == "›   alpha beta gamma delta")
    #expect(Self.itemRows(controller)[1] == "›   ↳ epsilon")
    #expect(controller.variables.environment(adding: [:])["FZF_WRAP"] == "word")
    controller.handle(.key(.control("w"), []))
    #expect(!controller.appearance.wraps && !controller.appearance.wrapsWords)
    #expect(controller.variables.environment(adding: [:])["FZF_WRAP"] == nil)
    controller.handle(.key(.control("w"), []))
    #expect(controller.variables.environment(adding: [:])["FZF_WRAP"] == "char")
  }

  /// fzf 0.74's actToggleMultiLine (src/terminal.go, MIT licence).
  @Test("toggle-multi-line draws an item of several lines on one row, then over its rows again")
  func toggleMultiLine() throws {
    var controller = Self.controller(["a0\nb0", "x"])
    controller.boundKeys = try ListBinding.parse("ctrl-e:toggle-multi-line")
    #expect(Self.itemRows(controller).prefix(3) == ["›   a0", "›   b0", "    x"])
    controller.handle(.key(.control("e"), []))
    #expect(!controller.appearance.multiLine)
    #expect(Self.itemRows(controller)[0].hasPrefix("›   a0"))
    #expect(Self.itemRows(controller)[1] == "    x")
    controller.handle(.key(.control("e"), []))
    #expect(Self.itemRows(controller).prefix(3) == ["›   a0", "›   b0", "    x"])
  }

  @Test("scrolling goes by items: the highlighted item's rows all show, the last items fill the rows")
  func scrollsByItems() {
    let items = (0..<5).map { "a\($0)\nb\($0)\nc\($0)" }
    var controller = Self.controller(items)
    #expect(Self.itemRows(controller) == ["›   a0", "›   b0", "›   c0", "    a1", "    b1"])
    controller.handle(.key(.down, []))
    #expect(controller.scrollOffset == 1)
    #expect(Self.itemRows(controller) == ["›   a1", "›   b1", "›   c1", "    a2", "    b2"])
    controller.handle(.key(.up, []))
    #expect(controller.scrollOffset == 0)
    for _ in 0..<4 { controller.handle(.key(.down, [])) }
    #expect(Self.itemRows(controller) == ["›   a4", "›   b4", "›   c4", "", ""])
    // Items of one row as before: the last ones fill the rows.
    var short = Self.controller((0..<8).map { "item \($0)" })
    for _ in 0..<7 { short.handle(.key(.down, [])) }
    #expect(short.scrollOffset == 3)
  }
}
