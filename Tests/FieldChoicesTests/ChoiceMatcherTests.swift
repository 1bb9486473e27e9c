import ChoiceTestSupport
import Foundation
import SeededRandom
import Testing

@testable import FieldChoices

/// Matching and ranking a choice list: each form of term, smart case, whole characters with
/// canonical equivalence, bytes that are not UTF-8, fzf's order on fixed cases, and random checks
/// that the fast paths agree with the full matrix and the fuzzy match with a plain subsequence.
@Suite("Choice matcher")
struct ChoiceMatcherTests {
  /// The matches of `query` over `items`, every row ranked, as text.
  static func ranked(
    _ query: String, _ items: [String], mode: ChoiceQuery.Mode = .fuzzy, foldsAccents: Bool = true
  ) -> [String] {
    var list = ChoiceList(
      items: items.map { Array($0.utf8) }, configuration: .init(matching: mode, foldsAccents: foldsAccents))
    list.setQuery(query)
    return rows(&list)
  }

  @Test(
    "each form of term, in rank order",
    arguments: [
      ("lnx", ["linux", "Lynx", "lnx", "nxl", "l-n-x"], ["lnx", "l-n-x", "Lynx", "linux"]),
      ("'nux", ["linux", "n-u-x", "nux"], ["nux", "linux"]),
      ("^li", ["linux", "slim", " lime"], [" lime", "linux"]),
      ("ux$", ["linux", "uxb", "tux "], ["tux ", "linux"]),
      ("^tux$", ["tux", " tux ", "tuxx"], ["tux", " tux "]),
      ("!nux", ["linux", "bsd", "n-u-x"], ["bsd", "n-u-x"]),
      ("!^li", ["linux", "slim"], ["slim"]),
      ("!ux$", ["linux", "uxb"], ["uxb"]),
      ("!'nx", ["linux", "bsd", "nx"], ["bsd"]),
      ("l x", ["linux", "lynx", "mac"], ["lynx", "linux"]),
      ("a\\ b", ["a b", "ab", "a-b"], ["a b"]),
    ])
  func forms(query: String, items: [String], expected: [String]) {
    #expect(Self.ranked(query, items) == expected)
  }

  @Test("--exact: a plain term is a substring; 'term is fuzzy")
  func exactMode() {
    #expect(Self.ranked("lnx", ["linux", "lnx"], mode: .exact) == ["lnx"])
    #expect(Self.ranked("'lnx", ["linux", "lnx"], mode: .exact) == ["lnx", "linux"])
  }

  @Test(
    "smart case: a term with an uppercase letter is case-sensitive, term by term",
    arguments: [
      ("lin", ["Linux", "linux", "LINUX"], ["Linux", "linux", "LINUX"]),
      ("Lin", ["Linux", "linux", "LINUX"], ["Linux"]),
      ("Lin x", ["Linux", "linux"], ["Linux"]),
      ("école", ["ÉCOLE", "école"], ["ÉCOLE", "école"]),
      ("École", ["ÉCOLE", "École", "école"], ["École"]),
    ])
  func smartCase(query: String, items: [String], expected: [String]) {
    #expect(Self.ranked(query, items) == expected)
  }

  @Test("whole characters, with canonical equivalence")
  func wholeCharacters() {
    let items = ["e\u{301}tude", "cafe\u{301}", "cafe", "👍🏽 ok", "👍 no", "🇯🇵🇫🇷", "x🇵🇫y"]
    // Literal: "e" is the last character of "e\u{301}tude", and not the one of "cafe\u{301}".
    #expect(Set(Self.ranked("e", items, foldsAccents: false)) == ["e\u{301}tude", "cafe"])
    // Accents folded: "é" is an "e" too, however it is written.
    #expect(Set(Self.ranked("e", items)) == ["e\u{301}tude", "cafe\u{301}", "cafe"])
    #expect(Self.ranked("cafe$", items) == ["cafe\u{301}", "cafe"])
    #expect(Set(Self.ranked("\u{E9}", items)) == ["e\u{301}tude", "cafe\u{301}"])
    #expect(Set(Self.ranked("e\u{301}", items)) == ["e\u{301}tude", "cafe\u{301}"])
    #expect(Self.ranked("CAF\u{C9}", items) == [])
    #expect(Self.ranked("caf\u{E9}", items) == ["cafe\u{301}"])
    #expect(Self.ranked("👍", items) == ["👍 no"])
    #expect(Self.ranked("👍🏽", items) == ["👍🏽 ok"])
    #expect(Self.ranked("🇵🇫", items) == ["x🇵🇫y"])
    #expect(Self.ranked("🇫🇷", items) == ["🇯🇵🇫🇷"])
    #expect(Self.ranked("'🇯🇵🇫🇷", items) == ["🇯🇵🇫🇷"])
  }

  @Test("bytes that are not UTF-8 are shown and matched as U+FFFD; the item keeps its bytes")
  func invalidUTF8() throws {
    let bytes: [[UInt8]] = [[0x66, 0xFF, 0x6F], [0x66, 0x6F], [0xC3, 0x28], Array("ok".utf8)]
    var list = ChoiceList(items: bytes)
    #expect(list.text(of: 0) == "f\u{FFFD}o")
    #expect(!list.isUTF8(0) && list.isUTF8(1))
    #expect(list.item(0).bytes == [0x66, 0xFF, 0x6F])
    #expect(list.item(0).string == nil)
    list.setQuery("f\u{FFFD}o")
    #expect(rows(&list) == ["f\u{FFFD}o"])
    list.setQuery("fo")
    #expect(rows(&list) == ["fo", "f\u{FFFD}o"])
    list.setQuery("'fo")
    #expect(rows(&list) == ["fo"])
    list.setQuery("\u{FFFD}(")
    #expect(rows(&list) == ["\u{FFFD}("])
    let row = try #require(list.item(atRow: 0))
    #expect(list.item(row).bytes == [0xC3, 0x28])
    #expect(list.matchedPositions(of: row) == [0, 1])
  }

  /// fzf 0.38's order for these (`fzf --literal --filter QUERY`), recorded from fzf (as are the
  /// orders of the table of forms above).
  @Test(
    "the order fzf gives",
    arguments: [
      (
        "ff", ["fuzzyfinder", "fuzzy-finder", "fuzzy-blurry-finder"],
        ["fuzzy-finder", "fuzzyfinder", "fuzzy-blurry-finder"]
      ),
      ("br", ["foob-r", "fo-bar"], ["fo-bar", "foob-r"]),
      ("foob", ["foo-bar", "foobar"], ["foobar", "foo-bar"]),
      ("oob", ["foobar", "out-of-bound"], ["out-of-bound", "foobar"]),
      ("og", ["ongoing", "to-go"], ["ongoing", "to-go"]),
      (
        "lnx", ["/usr/lib/net/x86", "/lnx", "linux/x", "/l/n/x", "lnx"],
        ["lnx", "/lnx", "/l/n/x", "/usr/lib/net/x86", "linux/x"]
      ),
      ("abc", ["xabc", "abc", "ab-c", "a_b_c", "aBc"], ["abc", "aBc", "ab-c", "a_b_c", "xabc"]),
      (
        "cfg", ["config.go", "conf/fig.go", "ConfigGo", "c-f-g"],
        ["c-f-g", "conf/fig.go", "ConfigGo", "config.go"]
      ),
      ("ab", ["b-ab", "ab", "xab", "aab"], ["ab", "b-ab", "xab", "aab"]),
    ])
  func fzfOrder(query: String, items: [String], fzf: [String]) {
    #expect(Self.ranked(query, items) == fzf)
  }

  @Test(
    "scores, as the docs state them",
    arguments: [
      // 16 a character; "a" starts the item (10, counted twice), b and c continue its run (10).
      ("abc", "abc", 88),
      // b after a gap of one: 16 + 20 for a, -3, then 16 + 0 for b.
      ("ab", "axb", 49),
      // After "/": 9; a delimiter takes no bonus after a letter.
      ("b", "a/b", 34),
      // A camelCase hump: 7.
      ("b", "aB", 30),
      // After "-": 8.
      ("b", "a-b", 32),
    ])
  func scores(query: String, item: String, score: Int) {
    var list = ChoiceList(items: [item])
    list.setQuery(query)
    list.rankAll()
    #expect(list.matchCount == 1)
    #expect(list.score(ofRow: 0) == score)
  }

  /// fzf 0.38 does not sort the matches of a query whose every term is negated (`sortable` in
  /// `src/pattern.go`); the first case is fzf's own `test_inverse_only_search_should_not_sort_the_result`
  /// (test/test_go.rb, MIT licence).
  @Test(
    "a query of only negated terms keeps the items' order, as fzf's does",
    arguments: [
      ("!bad", ["aaaaa", "b", "ccc", "BAD"], ["aaaaa", "b", "ccc"]),
      ("!a", ["zzzz", "b", "ccc"], ["zzzz", "b", "ccc"]),
      ("!^z !x$", ["zzzz", "  wide  ", "b", "ccc", "box"], ["  wide  ", "b", "ccc"]),
      ("!é", ["ÉCOLE plus long", "b", "ccc"], ["b", "ccc"]),
      ("!'q", ["zzzzzz", "🇯🇵🇫🇷", "y"], ["zzzzzz", "🇯🇵🇫🇷", "y"]),
    ])
  func negatedOnly(query: String, items: [String], fzf: [String]) {
    #expect(Self.ranked(query, items) == fzf)
  }

  @Test("only negated terms over many items, all at once or read as they come: the items' order")
  func negatedOnlyManyItems() throws {
    // Longer items first, so that a sort by length would reverse them.
    let items = (0..<10_000).map { String(repeating: "z", count: 60 - $0 % 37) + "-\($0)" }
    let expected = items.enumerated().filter { !$0.element.hasSuffix("7") }.map(\.element)
    #expect(Self.ranked("!7$", items) == expected)
    // A positive term beside it sorts again: the shortest first.
    #expect(Self.ranked("!7$ z", items).first == items[36])
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source, configuration: .init(discardsUnmatched: true))
    list.setQuery("!7$")
    pipe.writeInBackground(items)
    settle(&list, source) { !$0.isReading }
    #expect(rows(&list) == expected)
  }

  @Test("ties: the shorter item first (spaces at the ends left out), then the earlier")
  func ties() {
    #expect(Self.ranked("ab", ["xxab", "ab", " ab  ", "yyab"]) == ["ab", " ab  ", "xxab", "yyab"])
  }

  @Test(
    "random items and queries: the fast paths give the full matrix's scores",
    arguments: [
      // ASCII items and terms, every term its own set.
      ("abAB-_/. x1", [" "], UInt64(0x5EA5E)),
      // Accents (folded or not, precomposed or not), uppercase ones, and `|` terms.
      ("abAB-_/. x1éÉüe\u{301}", [" ", " | "], 0xACCE27),
      // Letters that are no word's under --scheme=path, where one letter's best is looked for
      // past the first word start (fzf searches backward then).
      ("ab-_/. \u{FFFD}жЖ", [" "], 0xBAC0),
    ])
  func sparseAgreesWithFullMatrix(letters: String, separators: [String], seed: UInt64) {
    Self.sparseAgreesWithFullMatrix(letters: letters, separators: separators, seed: seed, terms: 1...2)
  }

  /// The ASCII paths take a query's negated terms before its others (`ItemMatcher`'s scan
  /// order); the full matrix takes them in the query's order.
  @Test(
    "random items and queries of up to five terms, negated ones anywhere: the fast paths give the full matrix's",
    arguments: [("abcAB-_/. x", [" "], UInt64(0x2E6A7E)), ("abcAB-_/. é", [" ", " | "], 0x0DE2)])
  func negatedTermsInAnyPlace(letters: String, separators: [String], seed: UInt64) {
    Self.sparseAgreesWithFullMatrix(letters: letters, separators: separators, seed: seed, terms: 2...5)
  }

  /// `ASCIIText.find` looks at eight bytes at once: it must give the first match in every range,
  /// case ignored or not, with bytes of any value around it (0x00, 0x01 and 0x80 and up, where a
  /// borrow of the zero-byte test could flag a byte that does not match).
  @Test("finding a byte eight at a time gives a byte-by-byte search's answer")
  func findAgreesWithByteSearch() {
    var random = SplitMix64(seed: 0xF1ED)
    let alphabet: [UInt8] = [
      0x00, 0x01, 0x02, 0x41, 0x61, 0x60, 0x5B, 0x7F, 0x80, 0x81, 0xC1, 0xE1, 0xFF, 0x2E,
    ]
    let classes = [UInt8](repeating: 0, count: 256)
    let bonuses = [Int32](repeating: 0, count: 64)
    for _ in 0..<3000 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let wanted = [UInt8(0x61), 0x41, 0x00, 0x01, 0x80, 0x2E, 0x7A].randomElement(using: &random)!
      let ignoresCase = Bool.random(using: &random)
      let from = Int.random(in: 0...bytes.count, using: &random)
      let to = Int.random(in: from...bytes.count, using: &random)
      let other = ignoresCase && (0x61...0x7A).contains(wanted) ? wanted - 0x20 : wanted
      let expected = (from..<to).first { bytes[$0] == wanted || bytes[$0] == other }
      bytes.withUnsafeBufferPointer { buffer in
        classes.withUnsafeBufferPointer { classes in
          bonuses.withUnsafeBufferPointer { bonuses in
            let text = ASCIIText(
              bytes: buffer.baseAddress ?? UnsafePointer(classes.baseAddress!), count: bytes.count,
              ignoresCase: ignoresCase, classes: classes.baseAddress!, bonuses: bonuses.baseAddress!)
            #expect(
              text.find(UInt32(wanted), from: from, to: to) == expected,
              "\(wanted) in \(bytes)[\(from)..<\(to)], ignoring case: \(ignoresCase)")
          }
        }
      }
    }
  }

  static func sparseAgreesWithFullMatrix(
    letters: String, separators: [String], seed: UInt64, terms termCount: ClosedRange<Int>
  ) {
    var random = SplitMix64(seed: seed)
    let alphabet = Array(letters)
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in alphabet.randomElement(using: &random)! })
    }
    for _ in 0..<300 {
      let items = (0..<20).map { _ in text(Int.random(in: 0...24, using: &random)) }
      let kinds = ["", "'", "^", "!", "!'"]
      let terms = (0..<Int.random(in: termCount, using: &random)).map { _ in
        kinds.randomElement(using: &random)! + text(Int.random(in: 1...4, using: &random)).replacingSpaces()
          + (Bool.random(using: &random) ? "$" : "")
      }
      let separator = separators.randomElement(using: &random)!
      var configuration = ChoiceList.Configuration()
      if letters.contains("\u{FFFD}") { configuration.scheme = .path }
      let query = PreparedQuery(
        ChoiceQuery(terms.joined(separator: separator)), order: RankOrder(configuration),
        scheme: configuration.scheme, columns: configuration.matchedColumns)
      let matcher = ItemMatcher(query)
      for item in items {
        var chunk = ItemChunk()
        Array(item.utf8).withUnsafeBufferPointer { chunk.append($0, readsEscapes: false) }
        chunk.withReader { reader in
          let view = reader.view(0)
          let fast = matcher.match(view).map { [Int($0.score), $0.length] }
          let full = matcher.matchFullMatrix(view).map { [Int($0.score), $0.length] }
          let bound = matcher.bound(view)
          #expect(fast == full, "\(terms) on \(item)")
          #expect((bound == nil) == (full == nil), "\(terms) on \(item)")
          if let bound, let full { #expect(Int(bound.score) >= full[0], "bound of \(terms) on \(item)") }
          #expect(matcher.check(view) == full?[1], "\(terms) on \(item)")
          if let (score, _) = matcher.rankKey(view) { #expect(Int(score) == full?[0], "\(terms) on \(item)") }
        }
      }
    }
  }

  @Test(
    "random items and queries: a fuzzy match is a subsequence of whole characters, case and accents folded")
  func fuzzyIsSubsequence() {
    let pieces = [
      "a", "E", "e", "\u{301}", "é", "👍", "🏽", "🇯", "🇵", "\u{200D}", "日", "\r", "\n", " ", "ß", "x",
    ]
    var random = SplitMix64(seed: 0x5B5E)
    func text(_ count: Int) -> String {
      (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
    for _ in 0..<200 {
      let items = (0..<20).map { _ in text(Int.random(in: 0...6, using: &random)) }.filter { !$0.isEmpty }
      var list = ChoiceList(items: items)
      for _ in 0..<5 {
        let filter = text(Int.random(in: 1...3, using: &random)).replacingSpaces()
        let query = ChoiceQuery(filter)
        guard let term = query.terms.first, query.terms.count == 1 else { continue }
        list.setQuery(filter)
        let needle = Array(term.isCaseSensitive ? term.text : term.text.lowercased())
        let expected = items.filter { item in
          let characters = Array(
            String(decoding: item._nfcCodeUnits, as: UTF8.self).map { character in
              let cased = term.isCaseSensitive ? character : ItemMatcher.lowercase(character) ?? character
              return term.foldsAccents ? AccentFolding.fold(cased) ?? cased : cased
            })
          var index = 0
          for character in characters where index < needle.count && character == needle[index] { index += 1 }
          return index == needle.count
        }
        #expect(
          Set(rows(&list)) == Set(expected), "filter \(filter.unicodeScalars.map(\.value)) over \(items)"
        )
        #expect(list.invariantViolations().isEmpty)
      }
    }
  }
}

extension String {
  /// The text with its spaces as "_" (a space would start another term).
  fileprivate func replacingSpaces() -> String {
    String(map { $0 == " " || $0 == "\n" || $0 == "\r" ? "_" : $0 })
  }
}
