import ChoiceTestSupport
import Foundation
import PackagePaths
import Testing

@testable import FieldChoices

// Translated from fzf 0.38's `src/pattern_test.go` (TestParseTermsExtended,
// TestParseTermsExtendedExact, TestParseTermsEmpty, TestCaseSensitivity, the term sets of
// TestCacheKey) and `src/algo/algo_test.go` (TestNormalize), tag 0.38.0. fzf is MIT licensed,
// Copyright (c) 2013-2023 Junegunn Choi.

/// fzf's own cases of reading a query into term sets (`|`), of case, and of accent folding.
@Suite("fzf's query cases")
struct FzfQueryTests {
  typealias Kind = ChoiceQuery.Term.Kind

  /// Each set's terms as (kind, negated).
  static func shape(_ query: ChoiceQuery) -> [[String]] {
    query.termSets.map { set in set.map { "\($0.isNegated ? "!" : "")\($0.kind)" } }
  }

  @Test("TestParseTermsExtended: nine sets, the last two with alternatives")
  func extended() {
    let query = ChoiceQuery("aaa 'bbb ^ccc ddd$ !eee !'fff !^ggg !hhh$ | ^iii$ ^xxx | 'yyy | zzz$ | !ZZZ |")
    #expect(
      Self.shape(query) == [
        ["fuzzy"], ["exact"], ["prefix"], ["suffix"], ["!exact"], ["!fuzzy"], ["!prefix"],
        ["!suffix", "equal"],
        ["prefix", "exact", "suffix", "!exact"],
      ])
    #expect(query.termSets.prefix(8).allSatisfy { $0[0].text.count == 3 })
  }

  @Test("TestParseTermsExtendedExact: plain terms are substrings, ' makes them fuzzy")
  func extendedExact() {
    let query = ChoiceQuery("aaa 'bbb ^ccc ddd$ !eee !'fff !^ggg !hhh$", mode: .exact)
    #expect(
      Self.shape(query) == [
        ["exact"], ["fuzzy"], ["prefix"], ["suffix"], ["!exact"], ["!fuzzy"], ["!prefix"], ["!suffix"],
      ])
    #expect(query.terms.allSatisfy { $0.text.count == 3 })
  }

  @Test("TestParseTermsEmpty: syntax alone is no term")
  func empty() {
    #expect(ChoiceQuery("' ^ !' !^").isEmpty)
  }

  @Test(
    "TestCaseSensitivity: smart case, -i and +i",
    arguments: [
      ("abc", ChoiceQuery.CaseMatching.smart, "abc", false), ("Abc", .smart, "Abc", true),
      ("abc", .insensitive, "abc", false), ("Abc", .insensitive, "abc", false),
      ("abc", .sensitive, "abc", true), ("Abc", .sensitive, "Abc", true),
    ])
  func caseSensitivity(text: String, caseMatching: ChoiceQuery.CaseMatching, term: String, sensitive: Bool) {
    let query = ChoiceQuery(text, caseMatching: caseMatching)
    #expect(query.terms.map(\.text) == [term])
    #expect(query.terms.map(\.isCaseSensitive) == [sensitive])
  }

  @Test(
    "TestCacheKey's queries: which `|` joins, which is a term",
    arguments: [
      ("foo  bar  baz", [["foo"], ["bar"], ["baz"]]),
      ("foo !bar", [["foo"], ["bar"]]),
      ("foo | bar baz", [["foo", "bar"], ["baz"]]),
      ("foo | bar | baz", [["foo", "bar", "baz"]]),
      ("foo | bar !baz", [["foo", "bar"], ["baz"]]),
      ("| | foo", [["|", "foo"]]),
      ("| | | foo", [["|", "|"], ["foo"]]),
    ])
  func sets(text: String, sets: [[String]]) {
    #expect(ChoiceQuery(text).termSets.map { $0.map(\.text) } == sets)
  }

  @Test("a set scores its first term the item satisfies; a negated term satisfies it with 0")
  func setScores() {
    func score(_ query: String, _ item: String) -> Int? {
      var list = ChoiceList(items: [item])
      list.setQuery(query)
      return list.matchCount == 1 ? list.score(ofRow: 0) : nil
    }
    let abc = score("abc", "abc")
    let a = score("a", "abc")
    #expect(abc != nil && a != nil && abc != a)
    #expect(score("zz | abc | a", "abc") == abc)
    #expect(score("a | abc", "abc") == a)
    #expect(score("!x | abc", "abc") == abc)
    #expect(score("!x | abc", "zzz") == 0)
    #expect(score("!z | q", "zzz") == nil)
    #expect(score("abc | zz a", "abc") == abc! + a!)
  }

  @Test(
    "TestNormalize: accents folded, case ignored, every kind of term",
    arguments: [
      ("Só Danço Samba", "so", 0, 2, 62), ("Só Danço Samba", "^so", 0, 2, 62),
      ("Só Danço Samba", "'so", 0, 2, 62),
      ("Só Danço Samba", "sodc", 0, 7, 97),
      ("Danço", "danco", 0, 5, 140), ("Danço", "^danco", 0, 5, 140), ("Danço", "danco$", 0, 5, 140),
      ("Danço", "'danco", 0, 5, 140), ("Danço", "^danco$", 0, 5, 140),
    ])
  func normalize(item: String, query: String, start: Int, end: Int, score: Int) {
    var list = ChoiceList(items: [item])
    list.setQuery(query)
    #expect(list.score(ofRow: 0) == score)
    let positions = list.matchedPositions(of: 0)
    #expect(positions.first == start && positions.last.map { $0 + 1 } == end)
  }

  @Test("a term with an accented letter is not folded; --literal folds nothing")
  func accentedTerms() {
    func matches(_ query: String, _ items: [String], foldsAccents: Bool = true) -> [String] {
      var list = ChoiceList(items: items, configuration: .init(foldsAccents: foldsAccents))
      list.setQuery(query)
      return rows(&list)
    }
    #expect(matches("danco", ["Danço", "danco"]) == ["Danço", "danco"])
    #expect(matches("danço", ["Danço", "danco"]) == ["Danço"])
    #expect(matches("danco", ["Danço", "danco"], foldsAccents: false) == ["danco"])
    // Smart case is decided before folding: "É" makes the term case-sensitive, and unfolded.
    #expect(matches("École", ["école", "École", "Ecole"]) == ["École"])
    #expect(matches("Ecole", ["école", "École", "Ecole"]) == ["École", "Ecole"])
    // A character of several scalars folds when its first is in the table and the rest are marks.
    #expect(matches("q", ["q\u{301}", "x"]) == ["q\u{301}"])
    #expect(matches("e", ["\u{1EB9}\u{301}", "x"]) == ["\u{1EB9}\u{301}"])
    #expect(matches("'ded", ["đèđ", "ded"]) == ["đèđ", "ded"])
  }
}

/// Accent folding over a list of 400 names (Benchmarks/accent-names.txt): for each of 34 ASCII
/// queries, the first ten matches are fzf 0.38's, recorded by `Scripts/accent-names.py --record`
/// in Benchmarks/accent-queries.tsv (`Scripts/accent-names.py --compare` runs fzf beside us).
@Suite("accent folding over names, against fzf's answers")
struct AccentNamesTests {
  static let names =
    (try? String(contentsOfFile: PackageRoot.path("Benchmarks/accent-names.txt"), encoding: .utf8))?
    .split(separator: "\n").map(String.init) ?? []
  static let answers: [(query: String, top: [String])] =
    ((try? String(contentsOfFile: PackageRoot.path("Benchmarks/accent-queries.tsv"), encoding: .utf8)) ?? "")
    .split(separator: "\n").map { line in
      let fields = line.split(separator: "\t").map(String.init)
      return (fields[0], Array(fields.dropFirst()))
    }

  @Test("each query's top ten is fzf's; with --literal, none is")
  func topTen() {
    #expect(Self.names.count == 400)
    #expect(Self.answers.count == 34)
    var literalKept = 0
    for (query, top) in Self.answers {
      var list = ChoiceList(items: Self.names)
      list.setQuery(query)
      list.rank(rows: 10)
      #expect((0..<min(10, list.matchCount)).map { list.text(of: list.item(atRow: $0)!) } == top, "\(query)")
      var literal = ChoiceList(items: Self.names, configuration: .init(foldsAccents: false))
      literal.setQuery(query)
      literal.rank(rows: 10)
      if (0..<min(10, literal.matchCount)).map({ literal.text(of: literal.item(atRow: $0)!) }) == top {
        literalKept += 1
      }
    }
    #expect(literalKept == 0)
  }
}
