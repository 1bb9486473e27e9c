import Testing

@testable import tfield

/// The checks of options against each other run in one order, after every option is read, and the
/// first mistake found is the one named: with two mistakes on one command line, the earlier check's.
@Suite("Cross-option checks")
struct CrossOptionCheckTests {
  /// Each case makes the mistakes of two checks, each one and the next where one command line can
  /// make both, and names the earlier one's.
  static let pairs: [ArgumentsTests.Mistake] = [
    ArgumentsTests.Mistake(
      arguments: ["choose", "--tiebreak", "foo", "--integer", "--decimal", "a"],
      message: "--tiebreak: invalid sort criterion: foo"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--integer", "--decimal", "--fullscreen", "--height", "10", "a"],
      message: "--integer and --decimal: give one of them"),
    ArgumentsTests.Mistake(
      arguments: ["input", "--integer", "--decimal", "--calendar"],
      message: "--integer and --decimal: give one of them"),
    ArgumentsTests.Mistake(
      arguments: ["input", "--calendar", "--history-size", "3"],
      message: "--calendar: give --date with a day (like --date YYYY-MM-DD): a calendar picks days"),
    ArgumentsTests.Mistake(
      arguments: ["prompt", "--date", "YYYY-MM-DD", "--places", "2", "--history-size", "3"],
      message: "--places: give --decimal with it"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--fullscreen", "--height", "10", "--limit", "0", "a"],
      message: "--height: a list below the cursor takes it; with --fullscreen the list takes the whole screen"
    ),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--limit", "0", "--nth", "x", "a"], message: "--limit: at least 1"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--nth", "x", "--with-nth", "1", "--other", "a"],
      message: "--nth: invalid format: x (columns as 1, -1, 2.., ..3, 1..3, .., comma-separated)"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--with-nth", "1", "--other", "--selected", "a", "--selected", "b", "a"],
      message: "--with-nth and --other: give one of them (a new item has no columns to show apart)"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--selected", "a", "--selected", "b", "--query", "a", "--filter", "b", "a"],
      message: "--selected: given 2 times; a list of one choice has one current choice (give --multi)"),
    ArgumentsTests.Mistake(
      arguments: [
        "choose", "--limit", "1", "--selected", "a", "--selected", "b", "--query", "a", "--filter", "b", "a",
      ],
      message: "--selected: given 2 items; --limit 1 lets the list choose at most 1"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--query", "a", "--filter", "b", "--pointer", "abc", "a"],
      message:
        "--query and --filter: give one of them (--filter is the query of a list printed without a terminal)"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--pointer", "abc", "--bind", "foo:bar", "a"],
      message: "--pointer: 1 or 2 columns of text without control characters, got \"abc\""),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--bind", "foo:bar", "--expect", "nokey", "a"],
      message: "--bind \"foo:bar\": \"foo\" is not a key name (fzf's names: ctrl-a, alt-x, f1, enter…)"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--expect", "nokey", "--preview", "cat {f}", "a"],
      message:
        "--expect: \"nokey\" is not a key name (fzf's names: ctrl-a, alt-x, f1, enter, esc, tab, btab, up, pgdn, "
        + "space, a single character…; see docs/migration-from-fzf.md)"),
    ArgumentsTests.Mistake(
      arguments: ["choose", "--preview", "cat {f}", "--preview-window", "nope", "a"],
      message: "--preview: {f}: values in a temporary file (fzf's {f}) are not offered"),
  ]

  @Test("the earlier check names its mistake, exit 2", arguments: pairs)
  func earlierCheckFirst(_ pair: ArgumentsTests.Mistake) {
    ArgumentsTests().mistake(pair)
  }

  @Test("a mistake in reading an option comes before every check")
  func readingFirst() {
    let result = Tool.run(["choose", "--tiebreak", "foo", "--height", "3", "a"], stdin: { .success([]) })
    #expect(result.status == .error)
    #expect(result.errors.hasPrefix("tfield: --height: expected rows"))
  }
}
