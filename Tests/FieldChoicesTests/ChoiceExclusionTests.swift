import SeededRandom
import Testing

@testable import FieldChoices

/// Items left out of a list's matches (fzf's `exclude`, `exclude-multi`) and a highlight that
/// follows its item as the matches change (fzf's `--track`, `track-current`): the rows are always
/// those of the same list with the excluded items taken out, whatever the query, the order and
/// the steps between.
@Suite("Choice exclusion and tracking")
struct ChoiceExclusionTests {
  /// The rows (item indices) of the list, every one ranked.
  static func rows(_ list: inout ChoiceList) -> [Int] {
    list.rank(rows: list.matchCount)
    return (0..<list.matchCount).map { list.item(atRow: $0)! }
  }

  /// The rows a list of the same items, query and configuration has, the excluded items taken
  /// out.
  static func expectedRows(_ items: [String], _ list: ChoiceList, excluded: Set<Int>) -> [Int] {
    var fresh = ChoiceList(items: items, configuration: list.configuration)
    fresh.setQuery(list.query.text)
    return rows(&fresh).filter { !excluded.contains($0) }
  }

  @Test(
    "the excluded item leaves the rows for every query, and the count of matches drops",
    arguments: [false, true])
  func excludedItemLeavesEveryQuery(reversed: Bool) {
    let items = (1...30).map(String.init)
    var configuration = ChoiceList.Configuration()
    configuration.reversesInput = reversed
    var list = ChoiceList(items: items, configuration: configuration)
    list.highlight(row: 3)
    let excluded = list.highlightedItem!
    list.exclude([excluded])
    #expect(list.matchCount == 29)
    #expect(list.count == 30)
    #expect(list.highlight == 3)
    #expect(list.highlightedItem != excluded)
    for query in ["", "1", "2", items[excluded]] {
      list.setQuery(query)
      #expect(!Self.rows(&list).contains(excluded), "query \(query)")
      #expect(Self.rows(&list) == Self.expectedRows(items, list, excluded: [excluded]), "query \(query)")
      #expect(list.invariantViolations().isEmpty)
    }
  }

  @Test("excluding marked items unmarks them; the others keep their marks")
  func excludingUnmarks() {
    var list = ChoiceList(
      items: ["a", "b", "c", "d"], configuration: .init(selection: .multiple(limit: nil)))
    list.toggleMark()
    list.highlight(row: 2)
    list.toggleMark()
    list.highlight(row: 3)
    list.toggleMark()
    list.exclude([0, 2])
    #expect(list.markedItems == [3])
    #expect(Self.rows(&list) == [1, 3])
    list.markMatches(.mark)
    #expect(list.markedItems == [1, 3])
    #expect(list.invariantViolations().isEmpty)
  }

  @Test("random steps: queries, exclusions, moves and the order keep the rows those of the items left")
  func randomSteps() {
    var random = SplitMix64(seed: 0xE8C1)
    let letters = Array("abcé/ ")
    // Past 4,096 items, so that ranking picks the best rows without sorting them all.
    let items = (0..<4_500).map { _ in
      "x"
        + String(
          (0..<Int.random(in: 1...7, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }
    let queries = ["", "a", "ab", "abc", "b c", "é", "!a", "'ba", "c$", "x"]
    var list = ChoiceList(items: items)
    var excluded = Set<Int>()
    for step in 0..<60 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1: list.setQuery(queries.randomElement(using: &random)!)
      case 2:
        if list.matchCount > 0 {
          list.highlight(row: Int.random(in: 0..<min(list.matchCount, 200), using: &random))
          if let item = list.highlightedItem {
            list.exclude([item])
            excluded.insert(item)
          }
        }
      case 3:
        let some = (0..<5).map { _ in Int.random(in: 0..<items.count, using: &random) }
        list.exclude(some)
        excluded.formUnion(some)
      case 4: list.move(.pageDown, page: 50)
      default: list.setSortsMatches(!list.configuration.sortsMatches)
      }
      #expect(list.invariantViolations(fullCheckLimit: 300).isEmpty, "step \(step)")
      if step % 4 == 0 {
        #expect(Self.rows(&list) == Self.expectedRows(items, list, excluded: excluded), "step \(step)")
      }
    }
  }

  @Test("an item added in Other… moves the exclusions after it")
  func addingMovesExclusions() {
    var list = ChoiceList(items: ["a", "c", "e"], configuration: .init(allowsOther: true))
    list.exclude([1])
    list.add("b")
    #expect(list.texts == ["a", "b", "c", "e"])
    #expect(list.isExcluded(2) && !list.isExcluded(1))
    #expect(list.invariantViolations().isEmpty)
  }

  @Test("--track: the highlight follows its item to its new row, and keeps its row when it no longer matches")
  func trackingFollowsTheItem() {
    let items = (1...100).map(String.init)
    var list = ChoiceList(items: items)
    list.tracking = .highlighted
    list.highlight(row: 3)
    list.setQuery("4")
    #expect(list.highlightedItem == 3)
    list.setQuery("")
    #expect(list.highlight == 3 && list.highlightedItem == 3)
    list.setQuery("9")
    // "4" does not match: the highlight stays on row 3, on another item, which it follows next.
    #expect(list.highlight == 3)
    let next = list.highlightedItem!
    list.setQuery("")
    #expect(list.highlightedItem == next)
    list.setSortsMatches(false)
    #expect(list.highlightedItem == next)
    #expect(list.tracking == .highlighted)
    #expect(list.invariantViolations().isEmpty)
  }

  @Test("without tracking a new query highlights the first row")
  func untrackedQueryGoesToTheTop() {
    var list = ChoiceList(items: (1...100).map(String.init))
    list.highlight(row: 3)
    list.setQuery("4")
    #expect(list.highlight == 0)
  }

  @Test("track-current: tracking ends when the highlight moves off the item, or the item stops matching")
  func trackingOneItem() {
    var list = ChoiceList(items: (1...100).map(String.init))
    list.highlight(row: 10)
    list.tracking = .item(10)
    list.setQuery("1")
    #expect(list.highlightedItem == 10)
    #expect(list.tracking == .item(10))
    list.move(.down, page: 10)
    #expect(list.tracking == .off)

    list.setQuery("")
    list.highlight(row: 20)
    list.tracking = .item(20)
    list.setQuery("5")
    #expect(list.tracking == .off)
  }
}
