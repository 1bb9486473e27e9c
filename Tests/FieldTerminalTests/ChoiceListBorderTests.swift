import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// A choice list's border styles, label, margin and padding, as fzf 0.74's `--border=STYLE`,
/// `--border-label`, `--border-label-pos`, `--margin` and `--padding` draw them (the characters
/// from fzf's `src/tui/tui.go`, `MakeBorderStyle`; the label's column from `printLabelAt`).
@Suite("Choice list border")
struct ChoiceListBorderTests {
  static func frame(
    width: Int = 30, height: Int = 9, inline: Bool = false, _ change: (inout ChoiceListAppearance) -> Void
  ) -> [String] {
    var controller = ChoiceListController(title: "Fruit", list: ChoiceList(items: ["pear", "apple", "plum"]))
    var appearance = ChoiceListAppearance()
    change(&appearance)
    controller.appearance = appearance
    return controller.sized(width, height, inline: inline).frame().textGrid()
  }

  static func line(_ start: String, _ middle: String, _ end: String, width: Int = 30) -> String {
    start + String(repeating: middle, count: width - 2) + end
  }

  struct ShapeCase: Sendable, CustomTestStringConvertible {
    let shape: BorderShape
    let inline: Bool
    /// The first row, the second and the last.
    let rows: (first: String, second: String, last: String)
    var testDescription: String { "\(shape)\(inline ? " inline" : "")" }
  }

  static let shapeCases: [ShapeCase] = [
    .init(
      shape: .rounded, inline: false,
      rows: (line("╭", "─", "╮"), "│ Fruit                      │", line("╰", "─", "╯"))),
    .init(
      shape: .sharp, inline: false,
      rows: (line("┌", "─", "┐"), "│ Fruit                      │", line("└", "─", "┘"))),
    .init(
      shape: .bold, inline: false,
      rows: (line("┏", "━", "┓"), "┃ Fruit                      ┃", line("┗", "━", "┛"))),
    .init(
      shape: .double, inline: false,
      rows: (line("╔", "═", "╗"), "║ Fruit                      ║", line("╚", "═", "╝"))),
    .init(
      shape: .dashed, inline: false,
      rows: (line("╭", "╶", "╮"), "┆ Fruit                      ┆", line("╰", "╶", "╯"))),
    .init(
      shape: .block, inline: false,
      rows: (line("▛", "▀", "▜"), "▌ Fruit                      ▐", line("▙", "▄", "▟"))),
    .init(
      shape: .thinblock, inline: false,
      rows: (line("🭽", "▔", "🭾"), "▏ Fruit                      ▕", line("🭼", "▁", "🭿"))),
    .init(
      shape: .horizontal, inline: false,
      rows: (String(repeating: "─", count: 30), " Fruit", String(repeating: "─", count: 30))),
    .init(
      shape: .vertical, inline: false,
      rows: (
        "│ Fruit                      │", "│ Query: [          ] 3 of 3 │", "│ type a query · Enter choo… │"
      )),
    .init(
      shape: .top, inline: false,
      rows: (String(repeating: "─", count: 30), " Fruit", " type a query · Enter choose…")),
    .init(
      shape: .bottom, inline: false,
      rows: (" Fruit", " Query: [            ] 3 of 3", String(repeating: "─", count: 30))),
    .init(
      shape: .left, inline: false,
      rows: ("│ Fruit", "│ Query: [           ] 3 of 3", "│ type a query · Enter choos…")),
    .init(
      shape: .right, inline: false,
      rows: (
        " Fruit                       │", " Query: [           ] 3 of 3 │", " type a query · Enter choos… │"
      )),
    .init(
      shape: .line, inline: false,
      rows: (" Fruit", " Query: [            ] 3 of 3", " type a query · Enter choose…")),
    .init(
      shape: .line, inline: true,
      rows: (
        String(repeating: "─", count: 30), " Fruit: [            ] 3 of 3", " type a query · Enter choose…"
      )),
    .init(
      shape: .none, inline: false,
      rows: (" Fruit", " Query: [            ] 3 of 3", " type a query · Enter choose…")),
  ]

  @Test("--border=STYLE: each of fzf's styles, its sides and characters", arguments: shapeCases)
  func shapes(_ shapeCase: ShapeCase) {
    let grid = Self.frame(inline: shapeCase.inline) { $0.border = shapeCase.shape }
    #expect(
      [grid[0], grid[1], grid[grid.count - 1]] == [
        shapeCase.rows.first, shapeCase.rows.second, shapeCase.rows.last,
      ])
  }

  struct LabelCase: Sendable, CustomTestStringConvertible {
    let position: LabelPosition
    let shape: BorderShape
    let top: String
    let bottom: String
    var testDescription: String { "\(position.column)\(position.bottom ? ":bottom" : "") on \(shape)" }
  }

  static let labelCases: [LabelCase] = [
    .init(
      position: LabelPosition(), shape: .rounded, top: "╭────────── Demo ──────────╮",
      bottom: "╰──────────────────────────╯"),
    .init(
      position: LabelPosition(column: 3), shape: .rounded, top: "╭─ Demo ───────────────────╮",
      bottom: "╰──────────────────────────╯"),
    .init(
      position: LabelPosition(column: -3), shape: .rounded, top: "╭─────────────────── Demo ─╮",
      bottom: "╰──────────────────────────╯"),
    .init(
      position: LabelPosition(column: 40), shape: .rounded, top: "╭───────────────────── Demo",
      bottom: "╰──────────────────────────╯"),
    .init(
      position: LabelPosition(column: -3, bottom: true), shape: .rounded, top: "╭──────────────────────────╮",
      bottom: "╰─────────────────── Demo ─╯"),
    .init(position: LabelPosition(), shape: .bottom, top: " Fruit", bottom: "─────────── Demo ───────────"),
    .init(
      position: LabelPosition(column: 2, bottom: true), shape: .top, top: "─ Demo ─────────────────────",
      bottom: " type a query · Enter choo…"),
  ]

  @Test(
    "--border-label at --border-label-pos: centred, from the left, from the right, on the bottom line",
    arguments: labelCases)
  func label(_ labelCase: LabelCase) {
    let grid = Self.frame(width: 28) {
      $0.border = labelCase.shape
      $0.borderLabel = " Demo "
      $0.borderLabelPosition = labelCase.position
    }
    #expect([grid[0], grid[grid.count - 1]] == [labelCase.top, labelCase.bottom])
  }

  @Test("--border-label: its colours and escape sequences left out, control characters written out")
  func labelSanitised() {
    let grid = Self.frame(width: 28) {
      $0.border = .sharp
      $0.borderLabel = "\u{1B}[31m red\u{1B}]0;title\u{07}\u{08} "
    }
    #expect(grid[0] == "┌───────── red\\b ──────────┐")
  }

  struct SpacingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let margin: Spacing
    let padding: Spacing
    let border: BorderShape
    let height: Int
    let grid: [String]
    var testDescription: String { name }
  }

  static func all(_ cells: Int) -> Spacing {
    Spacing(top: .cells(cells), right: .cells(cells), bottom: .cells(cells), left: .cells(cells))
  }

  static let spacingCases: [SpacingCase] = [
    .init(
      name: "margin 1,2 around a border",
      margin: Spacing(top: .cells(1), right: .cells(2), bottom: .cells(1), left: .cells(2)),
      padding: Spacing(), border: .sharp, height: 10,
      grid: [
        "", "  ┌──────────────────────┐", "  │ Fruit         3 of 3 │", "  │ Query: [           ] │",
        "  │›   pear              │",
        "  │    apple             │", "  │                      │", "  │ type a query · Ente… │",
        "  └──────────────────────┘", "",
      ]),
    .init(
      name: "padding 1 inside a border", margin: Spacing(), padding: all(1), border: .rounded, height: 10,
      grid: [
        "╭──────────────────────────╮", "│                          │", "│  Fruit                   │",
        "│  Query: [         ] 3/3  │",
        "│ ›   pear                 │", "│     apple                │", "│                          │",
        "│  type a query · Enter …  │",
        "│                          │", "╰──────────────────────────╯",
      ]),
    .init(
      name: "margin in percent: 25% of 8 rows, 10% of 28 columns",
      margin: Spacing(top: .percent(25), right: .percent(10), bottom: .cells(0), left: .percent(10)),
      padding: Spacing(), border: .none, height: 8,
      grid: [
        "", "", "   Fruit", "   Query: [         ] 3/3", "  ›   pear", "      apple", "",
        "   type a query · Enter …",
      ]),
    .init(
      name: "margin and padding shrunk in proportion to leave the list its fewest rows (5)",
      margin: Spacing(top: .cells(10), right: .cells(0), bottom: .cells(10), left: .cells(0)),
      padding: all(0),
      border: .none, height: 8,
      grid: [
        "", " Fruit", " Query: [          ] 3 of 3", "›   pear", "    apple", "",
        " type a query · Enter choo…", "",
      ]),
    .init(
      name: "padding shrunk to nothing inside a border on 8 rows", margin: Spacing(), padding: all(1),
      border: .rounded,
      height: 8,
      grid: [
        "╭──────────────────────────╮", "│  Fruit                   │", "│  Query: [         ] 3/3  │",
        "│ ›   pear                 │",
        "│     apple                │", "│                          │", "│  type a query · Enter …  │",
        "╰──────────────────────────╯",
      ]),
  ]

  @Test(
    "--margin and --padding: fzf's sides, cells and percentages, shrunk on a small screen",
    arguments: spacingCases)
  func spacing(_ spacingCase: SpacingCase) {
    let grid = Self.frame(width: 28, height: spacingCase.height) {
      $0.border = spacingCase.border
      $0.margin = spacingCase.margin
      $0.padding = spacingCase.padding
    }
    #expect(grid == spacingCase.grid)
  }

  @Test("inline, a border and padding add their rows to the list's height")
  func inlineHeight() {
    var controller = ChoiceListController(title: "Fruit", list: ChoiceList(items: ["pear", "apple", "plum"]))
    let plain = controller.inlineHeight(width: 40, screenHeight: 30)
    controller.appearance.border = .horizontal
    controller.appearance.padding = Spacing(
      top: .cells(1), right: .cells(0), bottom: .cells(2), left: .cells(0))
    #expect(controller.inlineHeight(width: 40, screenHeight: 30) == plain + 5)
  }
}
