import ChoiceTestSupport
import Foundation
import SeededRandom
import Testing

@testable import FieldChoices

/// The order of a list's matches beyond the default (`--tac`, `--no-sort`, `--tiebreak`): the same
/// for items given at once, read as they come and searched again as the query narrows; `--tac`
/// is the default order with equal matches later first.
@Suite("Choice order")
struct ChoiceOrderTests {
  /// Items of a few letters, many of them equal in score and length.
  static func items(_ count: Int, seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    let letters = Array("ab/-c é")
    return (0..<count).map { _ in
      String((0..<Int.random(in: 1...8, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  /// The default configuration with `--tac`.
  static var reversed: ChoiceList.Configuration {
    var configuration = ChoiceList.Configuration()
    configuration.reversesInput = true
    return configuration
  }

  /// The rows of `query` over `items` (every row ranked, item indices), given at once.
  static func rows(_ query: String, _ items: [String], _ configuration: ChoiceList.Configuration) -> [Int] {
    var list = ChoiceList(items: items, configuration: configuration)
    list.setQuery(query)
    list.rank(rows: list.matchCount)
    #expect(list.invariantViolations().isEmpty)
    return (0..<list.matchCount).map { list.item(atRow: $0)! }
  }

  @Test("--tac: the default order with equal matches (score and length) later first")
  func reversedTies() {
    let items = Self.items(12_000, seed: 0x7AC)
    for query in ["a", "ab", "b/", "'-c", "a | c", "é"] {
      var plain = ChoiceList(items: items)
      plain.setQuery(query)
      plain.rank(rows: plain.matchCount)
      var groups: [[Int]] = []
      var last: (Int, Int)?
      for row in 0..<plain.matchCount {
        let item = plain.item(atRow: row)!
        let tie = (plain.score(ofRow: row)!, items[item].trimmingCharacters(in: .whitespaces).count)
        if let last, last == tie { groups[groups.count - 1].append(item) } else { groups.append([item]) }
        last = tie
      }
      let expected = groups.flatMap { $0.reversed() }
      #expect(Self.rows(query, items, Self.reversed) == expected, "\(query)")
    }
  }

  @Test("--no-sort: the items' order; with --tac, the newest first; the empty query too")
  func unsorted() {
    let items = Self.items(9_000, seed: 0x5027)
    for query in ["a", "b c", "!a", ""] {
      var configuration = ChoiceList.Configuration()
      configuration.sortsMatches = false
      let matching = Self.rows(query, items, .init()).sorted()
      #expect(Self.rows(query, items, configuration) == matching, "\(query)")
      configuration.reversesInput = true
      #expect(Self.rows(query, items, configuration) == matching.reversed(), "\(query)")
    }
    #expect(Self.rows("", items, Self.reversed) == Array(items.indices.reversed()))
  }

  @Test(
    "any order: items read as they come and narrowing queries give the rows of a list given at once",
    arguments: [
      ([ChoiceList.Tiebreak.begin], false, true), ([.end, .length, .begin], false, true),
      ([.chunk, .index], true, true), ([.length], true, true), ([.length], false, false),
      ([.index], true, true),
    ])
  func streamedAndNarrowed(tiebreaks: [ChoiceList.Tiebreak], reversed: Bool, sorts: Bool) throws {
    let items = Self.items(10_000, seed: 0x0DE5)
    var configuration = ChoiceList.Configuration()
    configuration.tiebreaks = tiebreaks
    configuration.reversesInput = reversed
    configuration.sortsMatches = sorts
    let expected = Self.rows("ab", items, configuration)
    // Narrowing: "a" then "ab".
    var narrowed = ChoiceList(items: items, configuration: configuration)
    narrowed.setQuery("a")
    narrowed.setQuery("ab")
    narrowed.rank(rows: narrowed.matchCount)
    #expect((0..<narrowed.matchCount).map { narrowed.item(atRow: $0)! } == expected)
    #expect(narrowed.invariantViolations().isEmpty)
    // Read from a pipe, in batches, the query set first.
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var streamed = ChoiceList(source: source, configuration: configuration)
    streamed.setQuery("ab")
    pipe.writeInBackground(items)
    settle(&streamed, source) { !$0.isReading }
    streamed.rank(rows: streamed.matchCount)
    #expect((0..<streamed.matchCount).map { streamed.item(atRow: $0)! } == expected)
    #expect(streamed.invariantViolations().isEmpty)
  }

  @Test(
    "Backspace after typing: each shorter query's rows, taken back, are a fresh list's; items read since are not missed",
    arguments: [false, true])
  func backspaces(reversed: Bool) throws {
    let items = Self.items(10_000, seed: 0xBAC5)
    let configuration = reversed ? Self.reversed : ChoiceList.Configuration()
    var list = ChoiceList(items: items, configuration: configuration)
    let typed = ["a", "ab", "ab/", "ab/c"]
    for query in typed {
      list.setQuery(query)
      list.rank(rows: 20)
    }
    #expect(list.narrowed.count == 3)
    for query in typed.dropLast().reversed() {
      list.setQuery(query)
      list.rank(rows: list.matchCount)
      #expect(
        (0..<list.matchCount).map { list.item(atRow: $0)! } == Self.rows(query, items, configuration),
        "\(query)")
      #expect(list.invariantViolations().isEmpty)
    }
    #expect(list.narrowed.isEmpty)
    // Lines that arrive between a query and its Backspace are matched: nothing kept is used.
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var streamed = ChoiceList(source: source, configuration: configuration)
    pipe.write("a1\nab2\n")
    settle(&streamed, source) { $0.itemsRead == 2 }
    streamed.setQuery("a")
    streamed.setQuery("ab")
    pipe.write("a3\n")
    pipe.closeWriting()
    settle(&streamed, source) { !$0.isReading }
    streamed.setQuery("a")
    streamed.rank(rows: streamed.matchCount)
    #expect(streamed.matchCount == 3)
    #expect(streamed.invariantViolations().isEmpty)
  }

  @Test("many matches of equal score: the first rows of a narrowed query are those of a fresh list")
  func equalScores() {
    // Every item matches "m" and "mo" alike: only the length and the index tell them apart.
    let items = (0..<20_000).map { "src/module\($0 % 97)/reader/file_\($0).swift" }
    var list = ChoiceList(items: items)
    for query in ["m", "mo", "mod", "mod7"] {
      list.setQuery(query)
      list.rank(rows: 10)
      #expect(list.invariantViolations().isEmpty, "\(query)")
      var fresh = ChoiceList(items: items)
      fresh.setQuery(query)
      fresh.rankAll()
      #expect((0..<10).map { list.item(atRow: $0) } == (0..<10).map { fresh.item(atRow: $0) }, "\(query)")
      #expect(list.matchCount == fresh.matchCount, "\(query)")
      list.rank(rows: 500)
      #expect((0..<500).map { list.item(atRow: $0) } == (0..<500).map { fresh.item(atRow: $0) }, "\(query)")
    }
  }

  @Test("an order with keys: a highlight moved stays on its item as more lines arrive")
  func highlightKept() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source, configuration: Self.reversed)
    list.setQuery("a")
    pipe.write("a1\na2\n")
    settle(&list, source) { $0.itemsRead == 2 }
    list.rank(rows: 2)
    // Newest first: a2, a1; the highlight goes to a1.
    list.highlight(row: 1)
    #expect(list.highlightedItem == 0)
    pipe.write("a3\nb\n")
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.highlightedItem == 0)
    list.rank(rows: 3)
    #expect((0..<3).map { list.item(atRow: $0) } == [2, 1, 0])
    #expect(list.invariantViolations().isEmpty)
  }
}
