/// Many short texts in one buffer: each entry's UTF-8 followed by a line feed, and where each
/// starts. A million entries of fifty bytes are one 51 MB array and one 8 MB array, rather than a
/// million `String`s (each a heap allocation past 15 bytes); a substring search runs over the
/// buffer in one pass and never matches across two entries, since no entry holds a line feed.
///
/// Entries are appended and never changed, so an index into them stays valid.
struct PackedEntries: Sendable {
  /// The entries' bytes, each followed by 0x0A.
  private(set) var bytes: [UInt8] = []
  /// Where each entry starts in `bytes`, and one past the last entry's line feed.
  private(set) var starts: [Int] = [0]

  /// The number of entries.
  var count: Int { starts.count - 1 }

  /// The bytes of entry `index`, without its line feed.
  func range(of index: Int) -> Range<Int> { starts[index]..<starts[index + 1] - 1 }

  /// Entry `index` as text.
  func text(of index: Int) -> String {
    let range = range(of: index)
    return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
  }

  /// The UTF-8 length of entry `index`.
  func length(of index: Int) -> Int { starts[index + 1] - 1 - starts[index] }

  /// True when entry `index` holds exactly these bytes.
  func entry(_ index: Int, equals other: some Collection<UInt8>) -> Bool {
    let range = range(of: index)
    return range.count == other.count && bytes[range].elementsEqual(other)
  }

  /// Appends an entry whose bytes the caller has checked (valid UTF-8, no control characters).
  mutating func append(checked entry: some Collection<UInt8>) {
    bytes.append(contentsOf: entry)
    bytes.append(0x0A)
    starts.append(bytes.count)
  }

  /// The entry that holds byte `offset` of the buffer.
  func entry(holding offset: Int) -> Int {
    // The last start at or before the offset.
    var low = 0
    var high = count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  mutating func reserve(entries: Int, bytes count: Int) {
    starts.reserveCapacity(entries + 1)
    bytes.reserveCapacity(count)
  }
}

/// Why a text cannot be an entry of a history or a list of suggestions.
package enum EntryRefusal: Equatable, Hashable, Sendable {
  /// The bytes are not UTF-8.
  case notUTF8
  /// It holds a control character (C0, DEL or C1), which no field holds: a line break, a tab, an
  /// escape.
  case controlCharacters
  /// It is empty: an empty value is never kept.
  case empty
  /// It is the same as the entry next to it: a repeat is kept once.
  case repeated
}

extension EntryRefusal {
  /// Why bytes cannot be an entry (not UTF-8, control characters, empty), or nil when they can.
  /// Costs one pass; an ASCII entry needs no decoding.
  package static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> EntryRefusal? {
    if bytes.isEmpty { return .empty }
    var ascii = true
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F { return .controlCharacters }
      if byte >= 0x80 { ascii = false }
    }
    if ascii { return nil }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if (0x80...0x9F).contains(scalar.value) { return .controlCharacters }
      case .emptyInput: return nil
      case .error: return .notUTF8
      }
    }
  }

  /// Why a text cannot be an entry (control characters, empty), or nil when it can.
  package static func check(_ text: String) -> EntryRefusal? {
    var text = text
    return text.withUTF8 { check($0) }
  }
}
