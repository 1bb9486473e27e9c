/// A substring search over bytes, in pure Swift: 32 bytes at a time, each block compared at
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
    let raw = UnsafeRawPointer(base)
    let (p1, p2, p3) = anchors
    let a1 = SIMD32<UInt8>(repeating: needle[p1])
    let a2 = SIMD32<UInt8>(repeating: needle[p2])
    let a3 = SIMD32<UInt8>(repeating: needle[p3])
    return needle.withUnsafeBufferPointer { needle -> Int? in
      var position = start
      // Blocks of 32 candidate starts whose needle-long windows lie before `end`.
      while position + 32 + length - 1 <= end {
        let mask =
          (raw.loadUnaligned(fromByteOffset: position + p1, as: SIMD32<UInt8>.self) .== a1)
          .& (raw.loadUnaligned(fromByteOffset: position + p2, as: SIMD32<UInt8>.self) .== a2)
          .& (raw.loadUnaligned(fromByteOffset: position + p3, as: SIMD32<UInt8>.self) .== a3)
        if any(mask) {
          for lane in 0..<32 where mask[lane] && Self.matches(needle, base + position + lane) {
            return position + lane
          }
        }
        position += 32
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
    let raw = UnsafeRawPointer(base)
    let (p1, p2, p3) = anchors
    let a1 = SIMD32<UInt8>(repeating: needle[p1])
    let a2 = SIMD32<UInt8>(repeating: needle[p2])
    let a3 = SIMD32<UInt8>(repeating: needle[p3])
    return needle.withUnsafeBufferPointer { needle -> Int? in
      // `limit` is one past the last candidate start still to look at.
      var limit = end - length + 1
      while limit - 32 >= start {
        let position = limit - 32
        let mask =
          (raw.loadUnaligned(fromByteOffset: position + p1, as: SIMD32<UInt8>.self) .== a1)
          .& (raw.loadUnaligned(fromByteOffset: position + p2, as: SIMD32<UInt8>.self) .== a2)
          .& (raw.loadUnaligned(fromByteOffset: position + p3, as: SIMD32<UInt8>.self) .== a3)
        if any(mask) {
          for lane in stride(from: 31, through: 0, by: -1)
          where mask[lane] && Self.matches(needle, base + position + lane) {
            return position + lane
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

  @inline(__always)
  private static func matches(_ needle: UnsafeBufferPointer<UInt8>, _ place: UnsafePointer<UInt8>) -> Bool {
    var index = 0
    while index < needle.count {
      if place[index] != needle[index] { return false }
      index += 1
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
