import Testing

@testable import FieldTerminal
@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `choose`'s `--ellipsis`, `--header-first` and `--scrollbar[=C]` read as fzf 0.74 reads them
/// (`src/options.go`: `--scrollbar` alone, `=C`, `--no-scrollbar`), and the list's appearance they
/// make.
@Suite("choose --ellipsis, --header-first and --scrollbar")
struct ListCutAndScrollbarOptionsTests {
  struct Given: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    var defaults: String? = nil
    var ellipsis = "…"
    var headerFirst = false
    var scrollbar = ""
    var testDescription: String { ([defaults ?? ""] + arguments).joined(separator: " ") }
  }

  @Test(
    "the options given, as the list's appearance",
    arguments: [
      Given(arguments: []),
      Given(arguments: ["--ellipsis", "··"], ellipsis: "··"),
      Given(arguments: ["--ellipsis="], ellipsis: ""),
      Given(arguments: ["--header-first"], headerFirst: true),
      Given(arguments: ["--no-header-first"], defaults: "--header-first"),
      Given(arguments: ["--scrollbar"], scrollbar: "│"),
      Given(arguments: ["--scrollbar=┃"], scrollbar: "┃"),
      Given(arguments: ["--scrollbar="]),
      Given(arguments: ["--no-scrollbar"], defaults: "--scrollbar=┃"),
      Given(arguments: ["--scrollbar"], defaults: "--scrollbar=┃", scrollbar: "│"),
    ])
  func appearance(_ given: Given) throws {
    let choose = try FzfCommandLineTests.choose(
      ["choose"] + given.arguments + ["a"], defaults: given.defaults)
    let appearance = ChooseCommand.appearance(choose.choice, header: [], headerLines: [])
    #expect(appearance.ellipsis == given.ellipsis)
    #expect(appearance.headerFirst == given.headerFirst)
    #expect(appearance.scrollbar == given.scrollbar)
  }

  @Test(
    "--scrollbar=C: one column without control characters, else named with what it takes, exit 2",
    arguments: [
      ArgumentsTests.Mistake(
        arguments: ["choose", "--scrollbar=ab", "a"],
        message: "--scrollbar=C: one column of text without control characters (or nothing), got \"ab\""),
      ArgumentsTests.Mistake(
        arguments: ["choose", "--scrollbar=界", "a"],
        message: "--scrollbar=C: one column of text without control characters (or nothing), got \"界\""),
      ArgumentsTests.Mistake(
        arguments: ["choose", "--scrollbar=\u{1B}", "a"],
        message:
          "--scrollbar=C: one column of text without control characters (or nothing), got \"\\u001b\""),
    ])
  func badScrollbar(_ mistake: ArgumentsTests.Mistake) {
    ArgumentsTests().mistake(mistake)
  }
}
