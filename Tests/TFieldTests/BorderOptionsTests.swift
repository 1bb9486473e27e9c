import Testing

@testable import FieldTerminal
@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `choose`'s `--border[=STYLE]`, `--border-label`, `--border-label-pos`, `--margin` and
/// `--padding` read as fzf 0.74 reads them (`src/options.go`: `parseBorder`,
/// `parseLabelPosition`, `parseMargin`), and the list's appearance they make.
@Suite("choose --border, --margin and --padding")
struct BorderOptionsTests {
  struct Given: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var defaults: String? = nil
    let border: BorderShape
    let margin: Spacing
    var testDescription: String { ([defaults ?? ""] + arguments).joined(separator: " ") }
  }

  static let given: [Given] = [
    Given(arguments: [], border: .none, margin: Spacing()),
    Given(arguments: ["--border"], border: .rounded, margin: Spacing()),
    Given(arguments: ["--border=thinblock"], border: .thinblock, margin: Spacing()),
    Given(arguments: ["--border=none"], border: .none, margin: Spacing()),
    Given(arguments: ["--no-border"], defaults: "--border=bold", border: .none, margin: Spacing()),
    Given(arguments: ["--border"], defaults: "--border=bold", border: .rounded, margin: Spacing()),
    Given(arguments: ["--border=double"], defaults: "--border", border: .double, margin: Spacing()),
    Given(
      arguments: ["--margin", "2"], border: .none,
      margin: Spacing(top: .cells(2), right: .cells(2), bottom: .cells(2), left: .cells(2))),
    Given(
      arguments: ["--margin=1,10%"], border: .none,
      margin: Spacing(top: .cells(1), right: .percent(10), bottom: .cells(1), left: .percent(10))),
    Given(
      arguments: ["--margin=1,2,3"], border: .none,
      margin: Spacing(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(2))),
    Given(
      arguments: ["--margin=1,2,3,4.5%"], border: .none,
      margin: Spacing(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .percent(4.5))),
  ]

  @Test("the styles and sizes given, as the list's appearance", arguments: given)
  func appearance(_ given: Given) throws {
    let choose = try FzfCommandLineTests.choose(
      ["choose"] + given.arguments + ["a"], defaults: given.defaults)
    let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
    #expect(appearance.border == given.border)
    #expect(appearance.margin == given.margin)
  }

  @Test("--footer's lines and --ghost reach the list's appearance")
  func footerAndGhost() throws {
    let choose = try FzfCommandLineTests.choose([
      "choose", "--footer", "one\ntwo", "--ghost", "type here", "a",
    ])
    let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
    #expect(appearance.footer == ["one", "two"])
    #expect(appearance.ghost == "type here")
  }

  @Test("--border-label and --border-label-pos: a column, center, :top and :bottom in any order")
  func labelPositions() throws {
    let cases: [(String, LabelPosition)] = [
      ("0", LabelPosition()), ("3", LabelPosition(column: 3)),
      ("-3:bottom", LabelPosition(column: -3, bottom: true)),
      ("bottom:center", LabelPosition(bottom: true)), ("2:bottom:top", LabelPosition(column: 2)),
    ]
    for (text, position) in cases {
      let choose = try FzfCommandLineTests.choose([
        "choose", "--border", "--border-label", " Demo ", "--border-label-pos", text, "a",
      ])
      let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
      #expect(appearance.borderLabel == " Demo ")
      #expect(appearance.borderLabelPosition == position, "\(text)")
    }
  }

}

/// `choose`'s `--info` styles and `--height`/`--min-height` values read as fzf 0.74 reads them
/// (`src/options.go`: `parseInfoStyle`, `parseHeight`, `--min-height`).
@Suite("choose --info, --height -N and --min-height")
struct InfoHeightOptionsTests {
  @Test(
    "--info: fzf's styles and inline:PREFIX",
    arguments: [
      ("default", ListInfo.default, nil), ("right", .right, nil), ("hidden", .hidden, nil),
      ("inline", .inline, nil),
      ("inline-right", .inlineRight, nil), ("inline: < ", .inline, " < "),
      ("inline-right:>", .inlineRight, ">"),
      ("inline:", .inline, ""),
    ] as [(String, ListInfo, String?)])
  func info(_ text: String, style: ListInfo, prefix: String?) throws {
    let choose = try FzfCommandLineTests.choose(["choose", "--info", text, "a"])
    #expect(choose.choice.info == style)
    #expect(choose.choice.infoPrefix == prefix)
  }

  @Test(
    "--height: rows, percentages, the terminal's rows less N, each adaptive with ~",
    arguments: [
      ("10", ListHeight.rows(10)), ("40%", .percent(40)), ("-2", .allBut(2)), ("-0", .allBut(0)),
      ("~-3", .upToAllBut(3)), ("~40%", .upToPercent(40)), ("-", nil), ("--2", nil), ("-2%", nil),
      ("~~-2", nil),
    ] as [(String, ListHeight?)])
  func height(_ text: String, height: ListHeight?) {
    #expect(ListHeight(text) == height)
  }

  @Test("--min-height: rows with or without +")
  func minimumHeight() throws {
    #expect(ListHeight.minimum("10")! == (10, false))
    #expect(ListHeight.minimum("10+")! == (10, true))
    #expect(ListHeight.minimum("0")! == (0, false))
    for bad in ["", "+", "-1", "1.5", "10++", "10000"] { #expect(ListHeight.minimum(bad) == nil, "\(bad)") }
    let choose = try FzfCommandLineTests.choose(["choose", "--height", "-1", "--min-height", "5+", "a"])
    #expect(choose.display.height == .allBut(1))
    #expect(choose.display.minimumHeight == "5+")
  }
}
