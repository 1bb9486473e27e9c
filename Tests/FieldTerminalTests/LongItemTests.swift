import SeededRandom
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// One very long item costs a small multiple of its bytes: past the matrix limit its positions
/// are found by fzf's greedy algorithm on its bytes, never loaded as units (as fzf falls back to
/// its V1 past its slab), and a row draws only the characters it can show.
@Suite("Long items: memory in proportion to the item")
struct LongItemTests {
  /// The match of `query` in a list's only item through the list's matcher, and the same through
  /// the full matrix (the item loaded as units), with the units the first one reserved.
  static func both(_ query: String, _ item: String) -> (fast: ItemScore?, full: ItemScore?, reserved: Int) {
    let list = ChoiceList(items: [Array(item.utf8)])
    let prepared = PreparedQuery(ChoiceQuery(query))
    let fast = ItemMatcher(prepared)
    let full = ItemMatcher(prepared)
    return list.store.withView(0) { view in
      let found = fast.match(view, positions: true)
      return (found, full.matchFullMatrix(view), fast.reservedUnits)
    }
  }

  @Test(
    "past the matrix limit an ASCII item's positions come from its bytes: fzf's scores, no units loaded",
    arguments: ["qz", "q", "zzq", "'qzx", "^ab", "yz$", "qz !nothere", "Qz", "a z q", "^ab$", "!qz"])
  func greedyPositions(query: String) {
    var random = SplitMix64(seed: 0x10A9)
    let letters = Array("abcdefghijklmnopqrstuvwxyz -_/QZ")
    var text = "ab"
    for _ in 0..<(FzfAlgorithms.matrixLimit + 5_000) { text.append(letters[Int(random.next() % 32)]) }
    text += "qzxyz"
    let (fast, full, reserved) = Self.both(query, text)
    #expect(reserved == 0)
    #expect(fast?.score == full?.score)
    #expect(fast?.positions == full?.positions)
    #expect(fast?.length == full?.length)
  }

  @Test("an item under the limit is still scored through the full matrix")
  func shortItemsLoad() {
    let (fast, full, reserved) = Self.both("qz", "a q z qz")
    #expect(reserved >= 8)
    #expect(fast?.positions == [6, 7])
    #expect(fast?.positions == full?.positions)
  }

  /// The window as the layout worked it out before it read characters one at a time: every
  /// character's cells in an array (the reference the streaming window must agree with).
  static func reference(cells: [Int], columns: Int, showing: Int?) -> (
    range: Range<Int>, cutStart: Bool, cutEnd: Bool
  ) {
    guard columns > 0 else { return (0..<0, false, false) }
    if cells.reduce(0, +) <= columns { return (0..<cells.count, false, false) }
    var end = 0
    var used = 0
    while end < cells.count, used + cells[end] <= columns - 1 {
      used += cells[end]
      end += 1
    }
    guard let showing, showing >= end else { return (0..<end, false, true) }
    let last = showing + 1
    let trailing = last < cells.count ? 1 : 0
    var start = last
    used = 0
    while start > 0, used + cells[start - 1] <= columns - 1 - trailing {
      used += cells[start - 1]
      start -= 1
    }
    var stop = last
    while stop < cells.count, used + cells[stop] <= columns - 1 - (stop + 1 < cells.count ? 1 : 0) {
      used += cells[stop]
      stop += 1
    }
    return (start..<stop, true, stop < cells.count)
  }

  /// Characters of the given widths, made one at a time.
  struct Cells: IteratorProtocol {
    let count: Int
    let width: (Int) -> Int
    var index = 0
    mutating func next() -> ChoiceListLayout.ShownCharacter? {
      guard index < count else { return nil }
      defer { index += 1 }
      return (text: "x", cells: width(index), run: 0)
    }
  }

  @Test("random rows: the window read one character at a time is the one every character's widths give")
  func windowAgreesWithReference() {
    var random = SplitMix64(seed: 0x3141)
    for _ in 0..<3_000 {
      let count = Int(random.next() % 3_000)
      let cells = (0..<count).map { _ in [1, 1, 1, 2, 0][Int(random.next() % 5)] }
      let columns = Int(random.next() % 40)
      let showing = count > 0 && random.next() % 4 != 0 ? Int(random.next() % UInt64(count)) : nil
      var characters = Cells(count: count) { cells[$0] }
      let window = ChoiceListLayout.window(&characters, columns: columns, showing: showing)
      let expected = Self.reference(cells: cells, columns: columns, showing: showing)
      #expect(window.first..<window.first + window.characters.count == expected.range)
      #expect(window.characters.map(\.cells) == Array(cells[expected.range]))
      #expect(window.cutStart == expected.cutStart && window.cutEnd == expected.cutEnd)
    }
  }

  @Test("a row of a 2,000,000-character item holds about its width, the match at the start or at the end")
  func windowHoldsTheRow() {
    for showing in [nil, 3, 1_999_990] as [Int?] {
      var characters = Cells(count: 2_000_000) { $0 % 7 == 0 ? 2 : 1 }
      let window = ChoiceListLayout.window(&characters, columns: 76, showing: showing)
      #expect(window.held <= 76 + 2 * 1024 + 2)
      #expect(window.characters.count <= 76)
      if let showing { #expect((window.first..<window.first + window.characters.count).contains(showing)) }
    }
  }
}
