import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// fzf 0.74's `--info` styles (`right`, `inline:PREFIX`) and heights (`--height -N`, `~-N`,
/// `--min-height`) in a choice list.
@Suite("Choice list info styles and heights")
struct ChoiceListInfoHeightTests {
  struct InfoCase: Sendable, CustomTestStringConvertible {
    let name: String
    let info: ChoiceListAppearance.Info
    let prefix: String?
    let rows: [String]
    var testDescription: String { name }
  }

  static let infoCases: [InfoCase] = [
    .init(
      name: "default: its own row, from the left", info: .ownRow, prefix: nil,
      rows: [" Query: [                   ]", " 3 of 3"]),
    .init(
      name: "right: its own row, at the right end", info: .ownRowRight, prefix: nil,
      rows: [" Query: [                   ]", "                       3 of 3"]),
    .init(
      name: "inline: after a blank", info: .onQueryRow, prefix: nil,
      rows: [" Query: [            ] 3 of 3", "›   pear"]),
    .init(
      name: "inline:PREFIX, the prefix before the count", info: .onQueryRow, prefix: " < ",
      rows: [" Query: [          ] < 3 of 3", "›   pear"]),
    .init(
      name: "inline:PREFIX with a control character, written out", info: .onQueryRow, prefix: "\u{1B}|",
      rows: [" Query: [          ]\\e|3 of 3", "›   pear"]),
  ]

  @Test("--info=STYLE: where the count goes", arguments: infoCases)
  func info(_ infoCase: InfoCase) {
    let grid = ChoiceListAppearanceTests.controller {
      $0.info = infoCase.info
      $0.infoPrefix = infoCase.prefix
    }.frame().textGrid()
    #expect(Array(grid[1...2]) == infoCase.rows)
  }

  struct HeightCase: Sendable, CustomTestStringConvertible {
    let height: InlineHeight?
    let minimum: MinimumInlineHeight?
    let items: Int
    let rows: Int
    var testDescription: String {
      "\(height.map { "\($0)" } ?? "nil"), \(minimum.map { "\($0.rows)\($0.addsFixedRows ? "+" : "")" } ?? "no minimum"), \(items) items"
    }
  }

  /// On a screen of 30 rows; the list's fixed rows inline are 2 (query, help).
  static let heightCases: [HeightCase] = [
    .init(height: .allBut(2), minimum: nil, items: 3, rows: 28),
    .init(height: .allBut(0), minimum: nil, items: 3, rows: 30),
    .init(height: .allBut(29), minimum: nil, items: 3, rows: 3),
    .init(height: .upToAllBut(2), minimum: nil, items: 3, rows: 5),
    .init(height: .upToAllBut(25), minimum: nil, items: 40, rows: 5),
    .init(height: .percent(10), minimum: nil, items: 3, rows: 3),
    .init(
      height: .percent(10), minimum: MinimumInlineHeight(rows: 12, addsFixedRows: false), items: 3, rows: 12),
    .init(
      height: .percent(10), minimum: MinimumInlineHeight(rows: 10, addsFixedRows: true), items: 3, rows: 12),
    .init(
      height: .percent(10), minimum: MinimumInlineHeight(rows: 50, addsFixedRows: false), items: 3, rows: 30),
    .init(
      height: .upToPercent(10), minimum: MinimumInlineHeight(rows: 10, addsFixedRows: true), items: 40,
      rows: 12),
    .init(height: .rows(6), minimum: MinimumInlineHeight(rows: 20, addsFixedRows: false), items: 3, rows: 6),
  ]

  @Test(
    "--height -N and ~-N: the terminal's rows less N; --min-height for a percentage", arguments: heightCases)
  func height(_ heightCase: HeightCase) {
    var controller = ChoiceListController(
      title: "Fruit", list: ChoiceList(items: (0..<heightCase.items).map { "item \($0)" }))
    controller.preferredInlineHeight = heightCase.height
    controller.minimumInlineHeight = heightCase.minimum
    #expect(controller.inlineHeight(width: 40, screenHeight: 30) == heightCase.rows)
  }
}
