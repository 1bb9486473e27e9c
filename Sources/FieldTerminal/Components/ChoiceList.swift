/// The state of an editable choice list, apart from keys and screens: the items, the current
/// choice, a case-insensitive substring filter, and the highlighted row. The last row is
/// "Other…" when `allowsOther`. A value type with no I/O.
///
/// Filtering is made for long lists: each item's lowercased UTF-8 in NFC is computed once, into one
/// contiguous byte buffer (ASCII byte by byte, other scalars by their Unicode lowercase mapping),
/// and a filter keystroke scans those bytes, or only the previous matches when the new filter
/// holds the old one. A match is found in bytes and kept only when it starts and ends between
/// whole characters, so a filter "e" does not find the "e" of an "é" written as `e` + U+0301.
public struct ChoiceList: Sendable {
  /// The items, in their order.
  public private(set) var items: [String]
  /// The index of the current choice in `items`, or nil.
  public private(set) var chosen: Int?
  /// True when the last row is "Other…".
  public let allowsOther: Bool
  /// The indices of the items the filter keeps, ascending.
  public private(set) var matches: [Int]
  /// The highlighted row: an index into `matches`, or `matches.count` for "Other…".
  public private(set) var highlight = 0
  /// The filter as given.
  public private(set) var filter = ""
  var keys = Keys(items: [])
  var query: [UInt8] = []

  /// Creates a list; `chosen` marks an item equal to it, if there is one.
  public init(items: [String], chosen: String? = nil, allowsOther: Bool = false) {
    self.items = items
    self.allowsOther = allowsOther
    self.keys = Keys(items: items)
    self.matches = Array(items.indices)
    self.chosen = chosen.flatMap { items.firstIndex(of: $0) }
    if let index = self.chosen { highlight = index }
  }

  /// The number of rows: the matches, and "Other…" when offered.
  public var rowCount: Int { matches.count + (allowsOther ? 1 : 0) }

  /// True when "Other…" is highlighted.
  public var isOtherHighlighted: Bool { allowsOther && highlight == matches.count }

  /// The index in `items` of the highlighted item, or nil ("Other…", or nothing to show).
  public var highlightedItem: Int? { highlight < matches.count ? matches[highlight] : nil }

  /// Moves the highlight; a page is `page` rows.
  public mutating func move(_ move: ListMove, page: Int) {
    guard rowCount > 0 else { return }
    let last = rowCount - 1
    switch move {
    case .up: highlight = max(0, highlight - 1)
    case .down: highlight = min(last, highlight + 1)
    case .pageUp: highlight = max(0, highlight - max(1, page))
    case .pageDown: highlight = min(last, highlight + max(1, page))
    case .first: highlight = 0
    case .last: highlight = last
    }
  }

  /// Keeps the items whose lowercased text holds the lowercased filter; the highlighted item stays
  /// highlighted when it is still shown, and otherwise the first row is.
  public mutating func setFilter(_ text: String) {
    let newQuery = Keys.lowercasedBytes(text)
    let kept = highlightedItem
    let narrowing = newQuery.withUnsafeBufferPointer { Keys.contains($0, query[...]) }
    filter = text
    query = newQuery
    if newQuery.isEmpty {
      matches = Array(items.indices)
    } else if narrowing {
      matches = matches.filter { keys.contains(newQuery, in: $0) }
    } else {
      matches = items.indices.filter { keys.contains(newQuery, in: $0) }
    }
    highlight = kept.flatMap { Self.position(of: $0, in: matches) } ?? 0
  }

  /// Adds an item (unless an equal one is there), sorts the list case-insensitively (ties by
  /// code point order), chooses the item, clears the filter and highlights it. Returns false when
  /// the item was already there.
  @discardableResult
  public mutating func add(_ item: String) -> Bool {
    let isNew = !items.contains(item)
    let key = Keys.lowercasedBytes(item)
    if keys.isSorted(tie: { items[$0] < items[$1] }) {
      // Already sorted (after the first "Other…", always): insert in place, O(n).
      if isNew {
        var low = 0
        var high = items.count
        while low < high {
          let middle = (low + high) / 2
          if keys.precedes(middle, key, tie: items[middle] < item) { low = middle + 1 } else { high = middle }
        }
        items.insert(item, at: low)
        keys.insert(key, at: low)
      }
    } else {
      if isNew {
        items.append(item)
        keys.append(item)
      }
      let order = keys.sortedOrder { items[$0] < items[$1] }
      items = order.map { items[$0] }
      keys = keys.reordered(order)
    }
    chosen = items.firstIndex(of: item)
    query = []
    filter = ""
    matches = Array(items.indices)
    highlight = chosen ?? 0
    return isNew
  }

  /// Makes the highlighted item the choice; returns it, or nil on "Other…" or an empty list.
  public mutating func chooseHighlighted() -> String? {
    guard let index = highlightedItem else { return nil }
    chosen = index
    return items[index]
  }

  private static func position(of item: Int, in matches: [Int]) -> Int? {
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if matches[middle] < item { low = middle + 1 } else { high = middle }
    }
    return low < matches.count && matches[low] == item ? low : nil
  }

  /// The lowercased UTF-8 of every item, end to end, and where each starts.
  struct Keys: Sendable {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    /// For each item, whether its key has a character of more than one scalar ("👍🏽", `e` +
    /// U+0301). Where it has none, every scalar starts a character, so a byte match (which starts
    /// and ends on scalars, UTF-8 being self-synchronizing) is whole characters with no check.
    var clustered: [Bool] = []

    init(items: [String]) {
      var total = 0
      for item in items { total += item.utf8.count }
      bytes.reserveCapacity(total + total / 8)
      starts.reserveCapacity(items.count + 1)
      clustered.reserveCapacity(items.count)
      for item in items { append(item) }
    }

    mutating func append(_ item: String) {
      Self.appendLowercased(item, to: &bytes)
      starts.append(bytes.count)
      clustered.append(Self.hasClusters(bytes[starts[starts.count - 2]...]))
    }

    /// True when a UTF-8 byte starts a scalar from U+0300 on (continuation bytes are below 0xCC):
    /// below U+0300 no scalar composes or joins with another, but for CR LF.
    static func startsScalarFromU0300(_ byte: UInt8) -> Bool { byte >= 0xCC }

    /// True when the UTF-8 `key` has a character of more than one scalar. Below U+0300 every
    /// scalar is a character of its own but for CR LF (the first scalars that can join another
    /// are combining marks), so a key with no byte of 0xCC or more (lead bytes from U+0300 on)
    /// needs no segmenting: most keys, in most lists, even outside ASCII.
    static func hasClusters(_ key: ArraySlice<UInt8>) -> Bool {
      guard key.contains(where: { startsScalarFromU0300($0) || $0 == 0x0D }) else { return false }
      let text = String(decoding: key, as: UTF8.self)
      return text.count != text.unicodeScalars.count
    }

    /// True when item `index`'s key sorts before `key` (`tie` when they are equal).
    func precedes(_ index: Int, _ key: [UInt8], tie: @autoclosure () -> Bool) -> Bool {
      bytes.withUnsafeBufferPointer { buffer in
        let own = buffer[starts[index]..<starts[index + 1]]
        return own.elementsEqual(key) ? tie() : own.lexicographicallyPrecedes(key)
      }
    }

    /// True when every key is in order (ties by `tie`, which must say "in order" for equals).
    func isSorted(tie: (Int, Int) -> Bool) -> Bool {
      bytes.withUnsafeBufferPointer { buffer in
        for index in 0..<max(0, starts.count - 2) {
          let a = buffer[starts[index]..<starts[index + 1]]
          let b = buffer[starts[index + 1]..<starts[index + 2]]
          if b.lexicographicallyPrecedes(a) || (a.elementsEqual(b) && tie(index + 1, index)) { return false }
        }
        return true
      }
    }

    /// Inserts a key before item `index`.
    mutating func insert(_ key: [UInt8], at index: Int) {
      bytes.insert(contentsOf: key, at: starts[index])
      starts.insert(starts[index] + key.count, at: index + 1)
      clustered.insert(Self.hasClusters(key[...]), at: index)
      for position in index + 2..<starts.count { starts[position] += key.count }
    }

    /// The item indices in the order of their keys, ties broken by `tie`.
    func sortedOrder(tie: (Int, Int) -> Bool) -> [Int] {
      bytes.withUnsafeBufferPointer { buffer in
        Array(0..<starts.count - 1).sorted { left, right in
          let a = buffer[starts[left]..<starts[left + 1]]
          let b = buffer[starts[right]..<starts[right + 1]]
          return a.elementsEqual(b) ? tie(left, right) : a.lexicographicallyPrecedes(b)
        }
      }
    }

    /// The keys of the items in a new order.
    func reordered(_ order: [Int]) -> Keys {
      var result = Keys(items: [])
      result.bytes.reserveCapacity(bytes.count)
      result.starts.reserveCapacity(starts.count)
      result.clustered.reserveCapacity(clustered.count)
      for index in order {
        result.bytes.append(contentsOf: bytes[starts[index]..<starts[index + 1]])
        result.starts.append(result.bytes.count)
        result.clustered.append(clustered[index])
      }
      return result
    }

    static func lowercasedBytes(_ text: String) -> [UInt8] {
      var bytes: [UInt8] = []
      appendLowercased(text, to: &bytes)
      return bytes
    }

    /// Appends the lowercased UTF-8 of a text, in Unicode's composed normal form (NFC): ASCII byte
    /// by byte, other scalars through their Unicode lowercase mapping only when they change (most
    /// do not), so a list opens quickly. NFC makes canonically equivalent text the same bytes, so
    /// "é" typed precomposed finds `e` + U+0301 (as macOS writes file names) and the reverse; text
    /// with no scalar from U+0300 on (no byte of 0xCC or more) is already in NFC.
    static func appendLowercased(_ text: String, to bytes: inout [UInt8]) {
      let done: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let start = bytes.count
        bytes.append(contentsOf: utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
          for index in start..<buffer.count where buffer[index] &- 0x41 < 26 { buffer[index] |= 0x20 }
        }
        return true
      }
      if done == true { return }
      let start = bytes.count
      defer {
        if bytes[start...].contains(where: Self.startsScalarFromU0300) {
          let composed = String(decoding: bytes[start...], as: UTF8.self)._nfcCodeUnits
          bytes.replaceSubrange(start..., with: composed)
        }
      }
      for scalar in text.unicodeScalars {
        if scalar.isASCII {
          let byte = UInt8(scalar.value)
          bytes.append(byte &+ (byte &- 0x41 < 26 ? 0x20 : 0))
        } else if scalar.properties.changesWhenLowercased {
          bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        } else {
          bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
      }
    }

    func contains(_ needle: [UInt8], in item: Int) -> Bool {
      bytes.withUnsafeBufferPointer { buffer in
        let key = UnsafeBufferPointer(rebasing: buffer[starts[item]..<starts[item + 1]])
        guard clustered[item] else {
          return needle.isEmpty || Self.firstMatch(key, needle[...], from: 0) != nil
        }
        return Self.contains(key, needle[...])
      }
    }

    /// True when `needle` occurs in `haystack` between whole characters (an empty needle occurs
    /// everywhere). Both are UTF-8; a byte match is checked at its two ends, by the bytes alone
    /// when an ASCII byte meets an ASCII byte, otherwise by segmenting the haystack.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: ArraySlice<UInt8>) -> Bool {
      guard let first = needle.first, let last = needle.last else { return true }
      let count = needle.count
      var from = 0
      while let index = firstMatch(haystack, needle, from: from) {
        if isBoundary(haystack, index, before: first) && isBoundary(haystack, index + count, after: last) {
          return true
        }
        from = index + 1
      }
      return false
    }

    /// The offset of the first occurrence of `needle` (not empty) at or after `from`, in bytes.
    @inline(__always)
    private static func firstMatch(
      _ haystack: UnsafeBufferPointer<UInt8>, _ needle: ArraySlice<UInt8>, from: Int
    )
      -> Int?
    {
      let first = needle[needle.startIndex]
      let count = needle.count
      var index = from
      let end = haystack.count - count
      while index <= end {
        if haystack[index] == first && haystack[index..<index + count].elementsEqual(needle) { return index }
        index += 1
      }
      return nil
    }

    /// True when a match starting at `offset` with first byte `first` starts a character.
    private static func isBoundary(_ haystack: UnsafeBufferPointer<UInt8>, _ offset: Int, before first: UInt8)
      -> Bool
    {
      // Between two ASCII bytes there is always a boundary except inside CR LF.
      if offset == 0 || (first < 0x80 && first != 0x0A && haystack[offset - 1] < 0x80) { return true }
      return isCharacterBoundary(haystack, offset)
    }

    /// True when a match ending at `offset` with last byte `last` ends a character.
    private static func isBoundary(_ haystack: UnsafeBufferPointer<UInt8>, _ offset: Int, after last: UInt8)
      -> Bool
    {
      if offset == haystack.count || (last < 0x80 && last != 0x0D && haystack[offset] < 0x80) { return true }
      return isCharacterBoundary(haystack, offset)
    }

    private static func isCharacterBoundary(_ haystack: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
      let text = String(decoding: haystack, as: UTF8.self)
      return String.Index(text.utf8.index(text.utf8.startIndex, offsetBy: offset), within: text) != nil
    }
  }
}
