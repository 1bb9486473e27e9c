/// A substring search over bytes, in pure Swift: 64 bytes at a time, each block compared at
/// once with three bytes of the needle (the rarest in the text searched, so few places are left to
/// check byte by byte). Over the 50 MB of a million-entry history it runs at several gigabytes a
/// second (BENCHMARKS.md); FieldEngine calls no C, so `memmem` is not an option.
struct ByteSearch {
  /// The needle.
  let needle: [UInt8]
  /// The three positions in the needle compared first.
  private let anchors: (Int, Int, Int)

  /// A search for `needle`, anchored on its rarest bytes by `frequency` (a count a byte value, of
  /// a sample of the text searched; any counts work, good ones make it faster).
  init(_ needle: [UInt8], frequency: [Int]) {
    self.needle = needle
    let order = needle.indices.sorted {
      (frequency[Int(needle[$0])], $0) < (frequency[Int(needle[$1])], $1)
    }
    let first = order.first ?? 0
    let second = order.first { needle[$0] != needle[first] } ?? first
    let third = order.first { needle[$0] != needle[first] && needle[$0] != needle[second] } ?? second
    anchors = (first, second, third)
  }

  /// A count of each byte value in up to `limit` bytes of `bytes`.
  static func frequency(of bytes: [UInt8], limit: Int = 1 << 20) -> [Int] {
    var counts = [Int](repeating: 0, count: 256)
    for byte in bytes.prefix(limit) { counts[Int(byte)] += 1 }
    return counts
  }

  /// The first place at or after `start` where the needle occurs, so that it ends at or before
  /// `end`; nil when there is none.
  func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    let length = needle.count
    guard length > 0, end - start >= length, let base = bytes.baseAddress else { return nil }
    let blocks = Blocks(self, base)
    return needle.withUnsafeBufferPointer { needle -> Int? in
      var position = start
      // Blocks of 64 candidate starts whose needle-long windows lie before `end`.
      while position <= end - length + 1 - Blocks.width {
        if blocks.mayHold(position) {
          for lane in 0..<Blocks.width where Self.matches(needle, base + (position &+ lane)) {
            return position &+ lane
          }
        }
        position &+= Blocks.width
      }
      while position + length <= end {
        if Self.matches(needle, base + position) { return position }
        position += 1
      }
      return nil
    }
  }

  /// The last place at or after `start` where the needle occurs wholly before `end`; nil when
  /// there is none.
  func last(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    let length = needle.count
    guard length > 0, end - start >= length, let base = bytes.baseAddress else { return nil }
    let blocks = Blocks(self, base)
    return needle.withUnsafeBufferPointer { needle -> Int? in
      // `limit` is one past the last candidate start still to look at.
      var limit = end - length + 1
      while limit - Blocks.width >= start {
        let position = limit &- Blocks.width
        if blocks.mayHold(position) {
          for lane in stride(from: Blocks.width - 1, through: 0, by: -1)
          where Self.matches(needle, base + (position &+ lane)) {
            return position &+ lane
          }
        }
        limit = position
      }
      while limit > start {
        limit -= 1
        if Self.matches(needle, base + limit) { return limit }
      }
      return nil
    }
  }

  /// The anchors' test of 64 candidate starts at once: two blocks of 32 bytes a anchor, compared
  /// and combined before a single branch (one branch a block of 32 ran at half the speed). The
  /// offsets use wrapping arithmetic: the callers keep every load inside the buffer.
  private struct Blocks {
    static let width = 64
    let first: UnsafeRawPointer
    let second: UnsafeRawPointer
    let third: UnsafeRawPointer
    let a1: SIMD32<UInt8>
    let a2: SIMD32<UInt8>
    let a3: SIMD32<UInt8>

    init(_ search: ByteSearch, _ base: UnsafePointer<UInt8>) {
      let (p1, p2, p3) = search.anchors
      first = UnsafeRawPointer(base + p1)
      second = UnsafeRawPointer(base + p2)
      third = UnsafeRawPointer(base + p3)
      a1 = SIMD32(repeating: search.needle[p1])
      a2 = SIMD32(repeating: search.needle[p2])
      a3 = SIMD32(repeating: search.needle[p3])
    }

    /// False when no needle starts in the 64 places from `position`: some anchor byte differs at
    /// each.
    @inline(__always)
    func mayHold(_ position: Int) -> Bool {
      let next = position &+ 32
      let low =
        (first.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self) .== a1)
        .& (second.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self) .== a2)
        .& (third.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self) .== a3)
      let high =
        (first.loadUnaligned(fromByteOffset: next, as: SIMD32<UInt8>.self) .== a1)
        .& (second.loadUnaligned(fromByteOffset: next, as: SIMD32<UInt8>.self) .== a2)
        .& (third.loadUnaligned(fromByteOffset: next, as: SIMD32<UInt8>.self) .== a3)
      return any(low .| high)
    }
  }

  @inline(__always)
  private static func matches(_ needle: UnsafeBufferPointer<UInt8>, _ place: UnsafePointer<UInt8>) -> Bool {
    var index = 0
    while index < needle.count {
      if place[index] != needle[index] { return false }
      index &+= 1
    }
    return true
  }
}

extension ByteSearch {
  /// True when bytes `range` of `entry` (valid UTF-8) start and end on character boundaries, so a
  /// match is whole characters: "e" is no match inside "é" written `e` + U+0301, nor "👍" inside
  /// "👍🏽". Between two ASCII bytes there is always a boundary (CR LF, the one exception, never
  /// occurs in an entry), so ASCII on both sides of both ends needs no segmenting.
  static func isWhole(_ range: Range<Int>, in entry: UnsafeBufferPointer<UInt8>) -> Bool {
    func asciiBoundary(_ offset: Int) -> Bool {
      offset == 0 || offset == entry.count || (entry[offset - 1] < 0x80 && entry[offset] < 0x80)
    }
    if asciiBoundary(range.lowerBound) && asciiBoundary(range.upperBound) { return true }
    let text = String(decoding: entry, as: UTF8.self)
    var offset = 0
    var lowerFound = range.lowerBound == 0
    for character in text {
      offset += character.utf8.count
      if offset == range.lowerBound { lowerFound = true }
      if offset == range.upperBound { return lowerFound }
      if offset > range.upperBound { return false }
    }
    return false
  }
}
