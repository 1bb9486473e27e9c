/// Items' bytes kept as read beside a store that holds something else for them (with
/// `--with-nth`, the store holds what is shown and matched): one buffer, each item's end.
struct ItemTexts: Sendable {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  /// The number of items.
  var count: Int { ends.count }

  /// Appends an item's bytes.
  mutating func append<Bytes: Collection<UInt8>>(_ item: Bytes) {
    bytes.append(contentsOf: item)
    ends.append(bytes.count)
  }

  /// Item `index`'s bytes.
  subscript(index: Int) -> [UInt8] {
    Array(bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
  }
}
