/// An item of a choice list, as chosen: its bytes and its position.
///
/// `bytes` are the item exactly as it was given or read, byte for byte, whether or not they are
/// UTF-8; only a list that reads SGR colours (``ChoiceList/Configuration/readsEscapes``) leaves
/// its escape sequences out, as fzf's `--ansi` does.
public struct ChoiceItem: Equatable, Hashable, Sendable {
  /// The item's position in the list.
  public var index: Int
  /// The item's bytes, as given (escape sequences left out when the list reads colours).
  public var bytes: [UInt8]

  /// Creates an item.
  public init(index: Int, bytes: [UInt8]) {
    self.index = index
    self.bytes = bytes
  }

  /// The item as text, or nil when its bytes are not UTF-8.
  public var string: String? { String(validating: bytes, as: UTF8.self) }

  /// The item as text, every byte sequence that is not UTF-8 as U+FFFD (as the list shows it).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// True when the bytes are UTF-8.
  public var isUTF8: Bool { string != nil }
}

/// Which items are marked: one bit per item.
struct MarkSet: Sendable, Equatable {
  private(set) var words: [UInt64] = []
  /// How many are marked.
  private(set) var count = 0

  func contains(_ index: Int) -> Bool {
    let word = index >> 6
    return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
  }

  mutating func insert(_ index: Int) {
    let word = index >> 6
    if word >= words.count { words += Array(repeating: 0, count: word - words.count + 1) }
    let bit: UInt64 = 1 << UInt64(index & 63)
    if words[word] & bit == 0 {
      words[word] |= bit
      count += 1
    }
  }

  mutating func remove(_ index: Int) {
    let word = index >> 6
    guard word < words.count else { return }
    let bit: UInt64 = 1 << UInt64(index & 63)
    if words[word] & bit != 0 {
      words[word] &= ~bit
      count -= 1
    }
  }

  mutating func removeAll() {
    words = []
    count = 0
  }

  /// The marked indices, ascending.
  var indices: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for (wordIndex, word) in words.enumerated() where word != 0 {
      var bits = word
      while bits != 0 {
        result.append(wordIndex << 6 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return result
  }

  /// The marks moved with their items: `order[i]` is the old index of the item now at `i`.
  func reordered(_ order: [Int]) -> MarkSet {
    var result = MarkSet()
    for (new, old) in order.enumerated() where contains(old) { result.insert(new) }
    return result
  }
}
