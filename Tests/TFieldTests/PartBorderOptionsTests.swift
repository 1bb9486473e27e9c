import Testing

@testable import FieldTerminal
@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `choose`'s borders around the list's parts (`--list-border`, `--input-border`,
/// `--header-border`, `--footer-border`, each `=STYLE`, with `--…-label` and `--…-label-pos`)
/// and `--style`, read as fzf 0.74 reads them (`src/options.go`, `applyPreset`: a preset sets
/// what it sets, and the options after it change it).
@Suite("choose --list-border, --input-border, --header-border, --footer-border and --style")
struct PartBorderOptionsTests {
  struct Given: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var defaults: String? = nil
    var list = BorderShape.none
    var input = BorderShape.none
    var header = BorderShape.none
    var footer = BorderShape.none
    var border = BorderShape.none
    var highlightsLine = false
    var info = ChoiceListAppearance.Info.onQueryRow
    var testDescription: String { ([defaults ?? ""] + arguments).joined(separator: " ") }
  }

  @Test(
    "the options given, as the list's appearance",
    arguments: [
      Given(arguments: []),
      Given(arguments: ["--list-border"], list: .rounded),
      Given(arguments: ["--input-border=sharp", "--header-border=double"], input: .sharp, header: .double),
      Given(arguments: ["--footer-border=line"], footer: .line),
      Given(arguments: ["--no-list-border"], defaults: "--list-border=bold"),
      Given(
        arguments: ["--style", "full"], list: .rounded, input: .rounded, header: .rounded, footer: .rounded,
        highlightsLine: true, info: .onQueryRow),
      Given(
        arguments: ["--style=full:sharp", "--no-input-border"], list: .sharp, header: .sharp, footer: .sharp,
        highlightsLine: true),
      // full:line: no box around the items, a line around everything (fzf's applyPreset).
      Given(
        arguments: ["--style=full:line"], input: .line, header: .line, footer: .line, border: .line,
        highlightsLine: true),
      Given(arguments: ["--style=minimal"], footer: .line),
      Given(arguments: ["--style", "default"], defaults: "--style=full --info=default"),
      // The options after the preset change what it set.
      Given(
        arguments: ["--style=full", "--list-border=bold", "--no-highlight-line", "--info=default"],
        list: .bold, input: .rounded, header: .rounded, footer: .rounded, info: .ownRow),
    ])
  func appearance(_ given: Given) throws {
    let choose = try FzfCommandLineTests.choose(
      ["choose"] + given.arguments + ["a"], defaults: given.defaults)
    let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
    #expect(appearance.listBorder.shape == given.list)
    #expect(appearance.inputBorder.shape == given.input)
    #expect(appearance.headerBorder.shape == given.header)
    #expect(appearance.footerBorder.shape == given.footer)
    #expect(appearance.border == given.border)
    #expect(appearance.highlightsLine == given.highlightsLine)
    #expect(appearance.info == given.info)
  }

  @Test(
    "--wrap=word and --wrap-word wrap at blanks, --wrap and --wrap=char at any character",
    arguments: [
      (["--wrap=word"], true, true), (["--wrap-word"], true, true), (["--wrap"], true, false),
      (["--wrap-word", "--wrap=char"], true, false), (["--wrap-word", "--no-wrap"], false, false),
    ])
  func wrapModes(_ arguments: [String], wraps: Bool, words: Bool) throws {
    let choose = try FzfCommandLineTests.choose(["choose"] + arguments + ["a"])
    let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
    #expect(appearance.wraps == wraps)
    #expect(appearance.wrapsWords == words)
  }

  @Test("each part's label and its place")
  func labels() throws {
    let choose = try FzfCommandLineTests.choose(
      [
        "choose", "--list-label", "Files", "--list-label-pos", "3:bottom", "--input-label=Q",
        "--header-label",
        "H", "--footer-label", "F", "--footer-label-pos=-2", "a",
      ], defaults: nil)
    let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
    #expect(appearance.listBorder.label == "Files")
    #expect(appearance.listBorder.labelPosition == LabelPosition(column: 3, bottom: true))
    #expect(appearance.inputBorder.label == "Q")
    #expect(appearance.headerBorder.label == "H")
    #expect(appearance.footerBorder.labelPosition == LabelPosition(column: -2, bottom: false))
  }

  @Test(
    "a preset or a label's place that is none is named with what it takes, exit 2",
    arguments: [
      ArgumentsTests.Mistake(
        arguments: ["choose", "--style", "fancy", "a"],
        message: "--style: expected one of default, minimal, full, full:STYLE, got \"fancy\""),
      ArgumentsTests.Mistake(
        arguments: ["choose", "--style=full:wavy", "a"],
        message: "--style: expected one of default, minimal, full, full:STYLE, got \"full:wavy\""),
      ArgumentsTests.Mistake(
        arguments: ["choose", "--list-label-pos", "up", "a"],
        message:
          "--list-label-pos: expected a column (N from the left, -N from the right, 0 or center for the "
          + "middle), :top or :bottom after it, got \"up\""),
      ArgumentsTests.Mistake(
        arguments: ["choose", "--input-border=wavy", "a"],
        message: "--input-border: expected one of rounded, sharp, bold, double, dashed, block, thinblock, "
          + "horizontal, vertical, top, bottom, left, right, line, none, got \"wavy\""),
    ])
  func mistakes(_ mistake: ArgumentsTests.Mistake) {
    ArgumentsTests().mistake(mistake)
  }
}
