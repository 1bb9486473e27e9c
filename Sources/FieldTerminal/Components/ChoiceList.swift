/// The state of an editable choice list, apart from keys and screens: the items, the current
/// choice, a case-insensitive substring filter, and the highlighted row. The last row is
/// "Other…" when `allowsOther`. A value type with no I/O.
///
/// Filtering is made for long lists: each item's lowercased UTF-8 is computed once, into one
/// contiguous byte buffer (an ASCII item is lowercased byte by byte; any other through
/// `String.lowercased()`), and a filter keystroke scans those bytes, or only the previous matches
/// when the new filter holds the old one.
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
  private var keys = Keys(items: [])
  private var query: [UInt8] = []

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
    let narrowing = Keys.contains(newQuery[...], query[...])
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
    if isNew { items.append(item) }
    let sortKeys = items.map { Keys.lowercasedBytes($0) }
    let order = items.indices.sorted {
      let left = sortKeys[$0]
      let right = sortKeys[$1]
      return left == right ? items[$0] < items[$1] : left.lexicographicallyPrecedes(right)
    }
    items = order.map { items[$0] }
    keys = Keys(items: items)
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
  private struct Keys: Sendable {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]

    init(items: [String]) {
      bytes.reserveCapacity(items.count * 8)
      starts.reserveCapacity(items.count + 1)
      for item in items {
        Self.appendLowercased(item, to: &bytes)
        starts.append(bytes.count)
      }
    }

    static func lowercasedBytes(_ text: String) -> [UInt8] {
      var bytes: [UInt8] = []
      appendLowercased(text, to: &bytes)
      return bytes
    }

    static func appendLowercased(_ text: String, to bytes: inout [UInt8]) {
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        for byte in text.utf8 { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
      } else {
        bytes.append(contentsOf: text.lowercased().utf8)
      }
    }

    func contains(_ needle: [UInt8], in item: Int) -> Bool {
      bytes.withUnsafeBufferPointer { buffer in
        Self.contains(buffer[starts[item]..<starts[item + 1]], needle[...])
      }
    }

    /// True when `needle` occurs in `haystack` (bytes; an empty needle occurs everywhere).
    static func contains<H: Collection<UInt8>>(_ haystack: H, _ needle: ArraySlice<UInt8>) -> Bool
    where H.Index == Int {
      guard let first = needle.first else { return true }
      let count = needle.count
      var index = haystack.startIndex
      let end = haystack.endIndex - count
      while index <= end {
        if haystack[index] == first && haystack[index..<index + count].elementsEqual(needle) { return true }
        index += 1
      }
      return false
    }
  }
}
