import ChoiceTestSupport
import SeededRandom
import Testing

@testable import FieldChoices

/// A query typed a character at a time searches only the last query's matches, and rules out of
/// the rows shown, unscored, those whose score cannot rise enough (`ScoreGrowth`): what it ranks
/// must be what the whole query, searched from nothing, ranks.
@Suite("Query narrowing")
struct QueryNarrowingTests {
  /// Path-like items: many tied matches, words after `/`, `.`, `-` and `_`, some after a space or
  /// at the start (the highest bonus), some not ASCII.
  static func paths(_ count: Int, seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    let parts = [
      "src", "node_modules", "lib", "react", "react-dom", "test", "tests", "comp", "components", "lnx",
      "resume", "a.json", "b.js", ".jsonrc", "Mühlen", "x y", "README", "linux", "NodeMod", "muhle",
    ]
    return (0..<count).map { _ in
      let segments = (0..<Int.random(in: 1...7, using: &random)).map { _ in
        parts.randomElement(using: &random)!
      }
      return (Bool.random(using: &random) ? "/" : "") + segments.joined(separator: "/")
    }
  }

  static let queries = [
    "node_modules", "lnx", ".json$", "react !test", "src/comp", "muhlen", "NodeMod", "x y", "re | li",
    "^src comp", "'react test",
  ]

  @Test(
    "typed a character at a time, the rows shown and every row are the whole query's",
    arguments: [("default", UInt64(0x7E1)), ("path", 0x7E2), ("exact", 0x7E3), ("case", 0x7E4)])
  func typedIsWhole(setting: String, seed: UInt64) {
    var configuration = ChoiceList.Configuration()
    switch setting {
    case "path": configuration.scheme = .path
    case "exact": configuration.matching = .exact
    case "case": configuration.caseMatching = .sensitive
    default: break
    }
    // More items than one thread takes (`ParallelMatch.itemsPerThread`), so that parts run.
    let items = Self.paths(9_000, seed: seed)
    for query in Self.queries {
      var typed = ChoiceList(items: items, configuration: configuration)
      var prefix = ""
      for character in query {
        prefix.append(character)
        typed.setQuery(prefix)
        var whole = ChoiceList(items: items, configuration: configuration)
        whole.setQuery(prefix)
        let shown = { (list: ChoiceList) in (0..<min(64, list.matchCount)).map { list.item(atRow: $0) } }
        #expect(typed.matchCount == whole.matchCount, "\(prefix)")
        #expect(shown(typed) == shown(whole), "\(prefix)")
        #expect(typed.invariantViolations().isEmpty, "\(prefix): \(typed.invariantViolations())")
      }
      var whole = ChoiceList(items: items, configuration: configuration)
      whole.setQuery(query)
      #expect(rows(&typed) == rows(&whole), "\(query)")
    }
  }

  @Test("a fuzzy term grown at its end rises at most a match and the item's best bonus a character")
  func growthBound() {
    var random = SplitMix64(seed: 0x6B0)
    let alphabet = Array("abAB/._- x1")
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in alphabet.randomElement(using: &random)! })
    }
    for _ in 0..<400 {
      let old = text(Int.random(in: 1...3, using: &random)).replacing(" ", with: "_")
      let new = old + text(Int.random(in: 1...2, using: &random)).replacing(" ", with: "_")
      guard let growth = ChoiceQuery(new).scoreGrowth(from: ChoiceQuery(old)) else {
        Issue.record("\(old) -> \(new) grows it")
        continue
      }
      #expect(growth.most == ChoiceQuery(new).scoreIncrease(from: ChoiceQuery(old)))
      for scheme in [ChoiceList.Scheme.default, .path, .history] {
        let before = ItemMatcher(PreparedQuery(ChoiceQuery(old), scheme: scheme))
        let after = ItemMatcher(PreparedQuery(ChoiceQuery(new), scheme: scheme))
        for _ in 0..<10 {
          let item = text(Int.random(in: 0...30, using: &random))
          var chunk = ItemChunk()
          Array(item.utf8).withUnsafeBufferPointer { chunk.append($0, readsEscapes: false) }
          chunk.withReader { reader in
            let view = reader.view(0)
            guard let grown = after.match(view) else { return }
            guard let was = before.match(view), let best = after.bestBonus(view) else {
              Issue.record("\(old) -> \(new) on \(item): the longer term matches, the shorter one must")
              return
            }
            #expect(
              grown.score <= was.score + growth.bound(bestBonus: best),
              "\(old) -> \(new) on \(item) (\(scheme)): \(was.score) -> \(grown.score), best bonus \(best)")
          }
        }
      }
    }
  }
}
