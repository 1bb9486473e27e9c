/// A run of items, stored flat: their bytes end to end, where each ends, their flags, and the keys
/// of the few whose key is not their bytes. No `String` per item: a million items of 40 bytes
/// take 40 MB and 5 bytes each besides.
///
/// The reader thread fills one as lines arrive (a batch); a list keeps its items in chunks: a
/// large batch taken whole, smaller ones copied into chunks of up to `ItemStore.chunkSize` items.
struct ItemChunk: Sendable {
  /// The items' bytes as read, end to end.
  private(set) var bytes: [UInt8] = []
  /// Where each item's bytes end.
  private(set) var ends: [UInt32] = []
  /// Each item's flags.
  private(set) var flags: [ItemFlags] = []
  /// For each item, the number of its keys in `keyBounds`, or -1; empty while no item has keys.
  private(set) var keySlots: [Int32] = []
  /// The keys, end to end.
  private(set) var keyBytes: [UInt8] = []
  /// Four offsets into `keyBytes` per key: where the exact key starts, where it ends, where the
  /// folded key ends (the exact key's end when the folded key is the exact one), and where the
  /// key with accents folded ends (the folded key's end when there is none).
  private(set) var keyBounds: [UInt32] = []

  /// The number of items.
  var count: Int { ends.count }

  /// How many offsets `keyBounds` holds per key.
  static let boundsPerKey = 4

  /// Where item `index`'s bytes start.
  func start(of index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }

  /// Makes room for `count` more bytes of items, so that a batch filled from a read of known
  /// size does not grow (and move) its bytes on the way.
  mutating func reserveCapacity(bytes count: Int) {
    bytes.reserveCapacity(bytes.count + count)
  }

  /// Item `index`'s bytes as read.
  func raw(_ index: Int) -> ArraySlice<UInt8> { bytes[start(of: index)..<Int(ends[index])] }

  /// Item `index`'s keys, when it has its own.
  func keys(_ index: Int) -> ItemKeys? {
    guard !keySlots.isEmpty, keySlots[index] >= 0 else { return nil }
    let slot = Int(keySlots[index]) * Self.boundsPerKey
    let start = Int(keyBounds[slot])
    let exactEnd = Int(keyBounds[slot + 1])
    let foldedEnd = Int(keyBounds[slot + 2])
    let accentsEnd = Int(keyBounds[slot + 3])
    return ItemKeys(
      exact: Array(keyBytes[start..<exactEnd]),
      folded: foldedEnd > exactEnd ? Array(keyBytes[exactEnd..<foldedEnd]) : nil,
      accentsFolded: accentsEnd > foldedEnd ? Array(keyBytes[foldedEnd..<accentsEnd]) : nil)
  }

  /// Appends an item from its bytes, deciding its flags and keys: on the bytes, by table, when
  /// `LatinKeys` can (its keys written straight into `keyBytes`), else by `ItemClassifier`.
  mutating func append(_ raw: UnsafeBufferPointer<UInt8>, readsEscapes: Bool) {
    guard let (itemFlags, foldChanges) = LatinKeys.scan(raw, readsEscapes: readsEscapes) else {
      let (itemFlags, itemKeys) = ItemClassifier.classifyText(raw, readsEscapes: readsEscapes)
      append(raw, flags: itemFlags, keys: itemKeys)
      return
    }
    let keyed = itemFlags.contains(.keyed)
    appendItem(raw, flags: itemFlags, keyed: keyed)
    guard keyed else { return }
    beginKeys()
    keyBytes.append(contentsOf: raw)
    keyBounds.append(UInt32(keyBytes.count))
    if foldChanges { LatinKeys.appendFolded(raw, accents: false, to: &keyBytes) }
    keyBounds.append(UInt32(keyBytes.count))
    if itemFlags.contains(.accented) { LatinKeys.appendFolded(raw, accents: true, to: &keyBytes) }
    keyBounds.append(UInt32(keyBytes.count))
  }

  /// Appends an item whose flags and keys are known.
  mutating func append(
    _ raw: UnsafeBufferPointer<UInt8>, flags itemFlags: ItemFlags, keys itemKeys: ItemKeys?
  ) {
    appendItem(raw, flags: itemFlags, keyed: itemKeys != nil)
    if let itemKeys { appendKeys(itemKeys) }
  }

  /// Appends an item's bytes and flags: an item without keys gets its -1 slot when some item
  /// before had keys; the first item with keys gives every item before it its -1.
  private mutating func appendItem(_ raw: UnsafeBufferPointer<UInt8>, flags itemFlags: ItemFlags, keyed: Bool)
  {
    bytes.append(contentsOf: raw)
    ends.append(UInt32(bytes.count))
    flags.append(itemFlags)
    if keyed {
      if keySlots.isEmpty { keySlots = Array(repeating: -1, count: ends.count - 1) }
    } else if !keySlots.isEmpty {
      keySlots.append(-1)
    }
  }

  /// Appends items `range` of another chunk: their bytes, flags and keys.
  mutating func append(contentsOf other: ItemChunk, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let base = ends.count
    let from = other.start(of: range.lowerBound)
    let to = Int(other.ends[range.upperBound - 1])
    let shift = Int64(bytes.count) - Int64(from)
    bytes.append(contentsOf: other.bytes[from..<to])
    ends.reserveCapacity(ends.count + range.count)
    for index in range { ends.append(UInt32(Int64(other.ends[index]) + shift)) }
    flags.append(contentsOf: other.flags[range])
    let keyed = !other.keySlots.isEmpty && other.keySlots[range].contains { $0 >= 0 }
    guard keyed else {
      if !keySlots.isEmpty { keySlots.append(contentsOf: repeatElement(-1, count: range.count)) }
      return
    }
    if keySlots.isEmpty { keySlots = Array(repeating: -1, count: base) }
    for index in range {
      guard let itemKeys = other.keys(index) else {
        keySlots.append(-1)
        continue
      }
      appendKeys(itemKeys)
    }
  }

  /// Appends the keys of the item just appended.
  private mutating func appendKeys(_ itemKeys: ItemKeys) {
    beginKeys()
    keyBytes.append(contentsOf: itemKeys.exact)
    keyBounds.append(UInt32(keyBytes.count))
    if let folded = itemKeys.folded { keyBytes.append(contentsOf: folded) }
    keyBounds.append(UInt32(keyBytes.count))
    if let accentsFolded = itemKeys.accentsFolded { keyBytes.append(contentsOf: accentsFolded) }
    keyBounds.append(UInt32(keyBytes.count))
  }

  /// Starts the keys of the item just appended: its slot, and where its exact key starts.
  private mutating func beginKeys() {
    keySlots.append(Int32(keyBounds.count / Self.boundsPerKey))
    keyBounds.append(UInt32(keyBytes.count))
  }

  /// Reads the chunk's items through unsafe pointers for as long as `body` runs.
  func withReader<Result>(_ body: (ChunkReader) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { bytes in
      try ends.withUnsafeBufferPointer { ends in
        try flags.withUnsafeBufferPointer { flags in
          try keySlots.withUnsafeBufferPointer { slots in
            try keyBytes.withUnsafeBufferPointer { keyBytes in
              try keyBounds.withUnsafeBufferPointer { bounds in
                try body(
                  ChunkReader(
                    bytes: bytes, ends: ends, flags: flags, keySlots: slots, keyBytes: keyBytes,
                    keyBounds: bounds))
              }
            }
          }
        }
      }
    }
  }
}

/// A chunk's arrays as pointers, for loops over its items.
struct ChunkReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let ends: UnsafeBufferPointer<UInt32>
  let flags: UnsafeBufferPointer<ItemFlags>
  let keySlots: UnsafeBufferPointer<Int32>
  let keyBytes: UnsafeBufferPointer<UInt8>
  let keyBounds: UnsafeBufferPointer<UInt32>

  /// The number of items.
  var count: Int { ends.count }

  /// Item `index` as the matcher reads it.
  @inline(__always)
  func view(_ index: Int) -> ItemView {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[index])])
    let itemFlags = flags[index]
    guard itemFlags.contains(.keyed) else {
      return ItemView(raw: raw, exact: raw, folded: raw, accentsFolded: raw, flags: itemFlags)
    }
    let slot = Int(keySlots[index]) * ItemChunk.boundsPerKey
    let keyStart = Int(keyBounds[slot])
    let exactEnd = Int(keyBounds[slot + 1])
    let foldedEnd = Int(keyBounds[slot + 2])
    let accentsEnd = Int(keyBounds[slot + 3])
    let exact = UnsafeBufferPointer(rebasing: keyBytes[keyStart..<exactEnd])
    let folded = foldedEnd > exactEnd ? UnsafeBufferPointer(rebasing: keyBytes[exactEnd..<foldedEnd]) : exact
    let accentsFolded =
      accentsEnd > foldedEnd ? UnsafeBufferPointer(rebasing: keyBytes[foldedEnd..<accentsEnd]) : folded
    return ItemView(raw: raw, exact: exact, folded: folded, accentsFolded: accentsFolded, flags: itemFlags)
  }
}
