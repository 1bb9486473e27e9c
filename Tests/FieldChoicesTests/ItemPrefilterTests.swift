import SeededRandom
import Testing

@testable import FieldChoices

/// `tfield choose --filter`'s check on a line's bytes before anything else: false only where the
/// query cannot match, and false for most lines a query of ASCII terms cannot match.
@Suite("Item prefilter")
struct ItemPrefilterTests {
  static func mayMatch(_ query: String, _ line: String) -> Bool {
    guard let prefilter = ItemPrefilter(ChoiceQuery(query)) else { return true }
    return Array(line.utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) }
  }

  @Test(
    "lines a query cannot match are turned away; every other line may match",
    arguments: [
      ("qxj", "linux kernel", false), ("lnx", "linux kernel", true), ("lnx", "LINUX", true),
      ("lnx", "nxl", false), ("'nux", "linux", true), ("^lin", "kernel", false), ("nux$", "linux", true),
      ("lin ker", "linux", false), ("lin ker", "kernel linux", true), ("a | zz", "zz top", true),
      ("a | zz", "ott", false), ("!lin", "linux", true), ("!lin zz", "linux", false),
      ("'foo'", "foo_bar", true),
      ("a\\ b", "ab", false), ("a\\ b", "a b", true), ("Lin", "linux", true),
      // A scalar that may fold to ASCII: accents, the Kelvin sign, fullwidth forms.
      ("resume", "résumé", true), ("k", "\u{212A}elvin", true), ("abc", "ａｂｃ", true),
      // Scalars that fold to nothing ASCII: their bytes alone decide.
      ("abc", "日本語 東京", false), ("lnx", "Москва λόγος", false), ("lnx", "Москва linux", true),
      // A term that is not ASCII requires nothing here.
      ("東京", "linux", true), ("é", "linux", true),
    ])
  func cases(query: String, line: String, expected: Bool) {
    #expect(Self.mayMatch(query, line) == expected)
  }

  @Test("no prefilter for a query that requires nothing of the bytes", arguments: ["", "!a", "é", "a | !b"])
  func none(query: String) {
    #expect(ItemPrefilter(ChoiceQuery(query)) == nil)
  }

  @Test("random lines and queries: a line the list matches is never turned away")
  func neverTurnsAwayAMatch() {
    var random = SplitMix64(seed: 38)
    let pieces = [
      "a", "B", "c", "x", "-", "_", "/", " ", "é", "É", "日", "λ", "ａ", "\u{212A}", "k", "e\u{301}",
    ]
    for _ in 0..<400 {
      let line = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)!
      }
      .joined()
      let query = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        ["", "'", "^", "!"].randomElement(using: &random)!
          + (0..<Int.random(in: 1...3, using: &random)).map { _ in
            ["a", "b", "c", "x", "k", "e", "-", "é", "A"].randomElement(using: &random)!
          }.joined()
      }.joined(separator: Bool.random(using: &random) ? " " : " | ")
      var list = ChoiceList(items: [line])
      list.setQuery(query)
      if list.matchCount == 1 { #expect(Self.mayMatch(query, line), "\(query) / \(line)") }
    }
  }
}
