import Testing

@testable import FieldChoices

// Translated from fzf 0.74's `src/algo/algo_test.go` (TestFuzzyMatch, TestExactMatchNaive,
// TestPrefixMatch, TestSuffixMatch), tag v0.74.3. fzf is MIT licensed, Copyright (c) 2013-2025
// Junegunn Choi. fzf calls its algorithms directly; here each case goes through a list (a query of
// one term: `'` for the exact match, `^` prefix, `$` suffix) and reads back the score of the item
// and the span of its matched characters. The expected scores are written with fzf's constants.

/// fzf 0.74's scores of a match, case by case: the span matched and the score.
@Suite("fzf's scores")
struct FzfScoreTests {
  static let scoreMatch = 16
  static let scoreGapStart = -3
  static let scoreGapExtension = -1
  static let bonusBoundary = 8
  static let bonusNonWord = 8
  static let bonusCamel123 = 7
  static let bonusConsecutive = 4
  static let bonusFirstCharMultiplier = 2
  static let bonusBoundaryWhite = 10
  static let bonusBoundaryDelimiter = 9

  /// One of fzf's `assertMatch` calls: the item, the query, whether case counts, and the span
  /// (`start..<end` of the matched characters) and score expected; nil for no match.
  struct Case: CustomTestStringConvertible, Sendable {
    let input: String
    let query: String
    let caseSensitive: Bool
    let expected: (start: Int, end: Int, score: Int)?

    init(_ input: String, _ query: String, caseSensitive: Bool = false, _ expected: (Int, Int, Int)?) {
      self.input = input
      self.query = query
      self.caseSensitive = caseSensitive
      self.expected = expected.map { (start: $0.0, end: $0.1, score: $0.2) }
    }

    var testDescription: String { "\(input) / \(query)\(caseSensitive ? " (case)" : "")" }

    /// The span and score a list gives the item for the query, or nil when it does not match.
    func measured() -> (start: Int, end: Int, score: Int)? {
      var list = ChoiceList(
        items: [input],
        configuration: .init(caseMatching: caseSensitive ? .sensitive : .insensitive))
      list.setQuery(query)
      guard list.matchCount == 1, let score = list.score(ofRow: 0) else { return nil }
      let positions = list.matchedPositions(of: 0)
      return (positions.first ?? 0, (positions.last ?? -1) + 1, score)
    }
  }

  static let fuzzy: [Case] = [
    Case("fooBarbaz1", "oBZ", (2, 9, scoreMatch * 3 + bonusCamel123 + scoreGapStart + scoreGapExtension * 3)),
    Case(
      "foo bar baz", "fbb",
      (
        0, 9,
        scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite * 2 + 2
          * scoreGapStart + 4 * scoreGapExtension
      )),
    Case("/AutomatorDocument.icns", "rdoc", (9, 13, scoreMatch * 4 + bonusCamel123 + bonusConsecutive * 2)),
    Case(
      "/man1/zshcompctl.1", "zshc",
      (6, 10, scoreMatch * 4 + bonusBoundaryDelimiter * bonusFirstCharMultiplier + bonusBoundaryDelimiter * 3)
    ),
    Case(
      "/.oh-my-zsh/cache", "zshc",
      (
        8, 13,
        scoreMatch * 4 + bonusBoundary * bonusFirstCharMultiplier + bonusBoundary * 2 + scoreGapStart
          + bonusBoundaryDelimiter
      )),
    // Since fzf 0.73: a character that is not a word character at the start of the item, or after
    // a delimiter, takes the boundary bonus a letter would.
    Case(".vimrc", ".vimrc", (0, 6, scoreMatch * 6 + bonusBoundaryWhite * (bonusFirstCharMultiplier + 5))),
    Case(
      "/.vimrc", ".vimrc", (1, 7, scoreMatch * 6 + bonusBoundaryDelimiter * (bonusFirstCharMultiplier + 5))),
    Case("a.vimrc", ".vimrc", (1, 7, scoreMatch * 6 + bonusBoundary * (bonusFirstCharMultiplier + 5))),
    Case(
      "ab0123 456", "12356",
      (3, 10, scoreMatch * 5 + bonusConsecutive * 3 + scoreGapStart + scoreGapExtension)),
    Case(
      "abc123 456", "12356",
      (
        3, 10,
        scoreMatch * 5 + bonusCamel123 * bonusFirstCharMultiplier + bonusCamel123 * 2 + bonusConsecutive
          + scoreGapStart + scoreGapExtension
      )),
    Case(
      "foo/bar/baz", "fbb",
      (
        0, 9,
        scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryDelimiter * 2 + 2
          * scoreGapStart + 4 * scoreGapExtension
      )),
    Case(
      "fooBarBaz", "fbb",
      (
        0, 7,
        scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusCamel123 * 2 + 2 * scoreGapStart
          + 2 * scoreGapExtension
      )),
    Case(
      "foo barbaz", "fbb",
      (
        0, 8,
        scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite + scoreGapStart
          * 2
          + scoreGapExtension * 3
      )),
    Case(
      "fooBar Baz", "foob",
      (0, 4, scoreMatch * 4 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite * 3)),
    Case(
      "xFoo-Bar Baz", "foo-b",
      (
        1, 6,
        scoreMatch * 5 + bonusCamel123 * bonusFirstCharMultiplier + bonusCamel123 * 2 + bonusNonWord
          + bonusBoundary
      )),
    Case(
      "fooBarbaz", "oBz", caseSensitive: true,
      (2, 9, scoreMatch * 3 + bonusCamel123 + scoreGapStart + scoreGapExtension * 3)),
    Case(
      "Foo/Bar/Baz", "FBB", caseSensitive: true,
      (
        0, 9,
        scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryDelimiter * 2
          + scoreGapStart * 2 + scoreGapExtension * 4
      )),
    Case(
      "FooBarBaz", "FBB", caseSensitive: true,
      (
        0, 7,
        scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusCamel123 * 2 + scoreGapStart * 2
          + scoreGapExtension * 2
      )),
    Case(
      "FooBar Baz", "FooB", caseSensitive: true,
      (
        0, 4,
        scoreMatch * 4 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite * 2
          + max(bonusCamel123, bonusBoundaryWhite)
      )),
    // Consecutive bonus updated.
    Case("foo-bar", "o-ba", caseSensitive: true, (2, 6, scoreMatch * 4 + bonusBoundary * 3)),
    Case("fooBarbaz", "oBZ", caseSensitive: true, nil),
    Case("Foo Bar Baz", "fbb", caseSensitive: true, nil),
    Case("fooBarbaz", "fooBarbazz", caseSensitive: true, nil),
  ]

  @Test("TestFuzzyMatch", arguments: fuzzy)
  func fuzzyMatch(_ test: Case) {
    #expect(test.measured()?.start == test.expected?.start)
    #expect(test.measured()?.end == test.expected?.end)
    #expect(test.measured()?.score == test.expected?.score)
  }

  static let anchored: [Case] = [
    // TestExactMatchNaive
    Case("fooBarbaz", "'oBA", caseSensitive: true, nil),
    Case("fooBarbaz", "'fooBarbazz", caseSensitive: true, nil),
    Case("fooBarbaz", "'oBA", (2, 5, scoreMatch * 3 + bonusCamel123 + bonusConsecutive)),
    Case("/AutomatorDocument.icns", "'rdoc", (9, 13, scoreMatch * 4 + bonusCamel123 + bonusConsecutive * 2)),
    Case(
      "/man1/zshcompctl.1", "'zshc",
      (6, 10, scoreMatch * 4 + bonusBoundaryDelimiter * (bonusFirstCharMultiplier + 3))),
    Case(
      "/.oh-my-zsh/cache", "'zsh/c",
      (8, 13, scoreMatch * 5 + bonusBoundary * (bonusFirstCharMultiplier + 3) + bonusBoundaryDelimiter)),
    // TestPrefixMatch
    Case("fooBarbaz", "^Foo", caseSensitive: true, nil),
    Case("fooBarBaz", "^baz", nil),
    Case("fooBarbaz", "^foo", (0, 3, prefixScore)),
    Case("foOBarBaZ", "^foo", (0, 3, prefixScore)),
    Case("f-oBarbaz", "^f-o", (0, 3, prefixScore)),
    Case(" fooBar", "^foo", (1, 4, prefixScore)),
    Case("     fo", "^foo", nil),
    // TestSuffixMatch
    Case("fooBarbaz", "Baz$", caseSensitive: true, nil),
    Case("fooBarbaz", "foo$", nil),
    Case("fooBarbaz", "baz$", (6, 9, scoreMatch * 3 + bonusConsecutive * 2)),
    Case(
      "fooBarBaZ", "baz$",
      (6, 9, (scoreMatch + bonusCamel123) * 3 + bonusCamel123 * (bonusFirstCharMultiplier - 1))),
    // Trailing white space is stripped from the item.
    Case("fooBarbaz ", "baz$", (6, 9, scoreMatch * 3 + bonusConsecutive * 2)),
  ]

  static let prefixScore =
    scoreMatch * 3 + bonusBoundaryWhite * bonusFirstCharMultiplier + bonusBoundaryWhite * 2

  @Test("TestExactMatchNaive, TestPrefixMatch, TestSuffixMatch", arguments: anchored)
  func anchoredMatch(_ test: Case) {
    #expect(test.measured()?.start == test.expected?.start)
    #expect(test.measured()?.end == test.expected?.end)
    #expect(test.measured()?.score == test.expected?.score)
  }
}
