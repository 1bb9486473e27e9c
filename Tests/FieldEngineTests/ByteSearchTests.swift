import SeededRandom
import Testing

@testable import FieldEngine

/// The history search's byte scan (`ByteSearch`, 64 candidate starts a block) against a plain
/// scan: every block boundary, the tails before and after the blocks, and both directions.
@Suite("History: the byte scan")
struct ByteSearchTests {
  /// Where a plain scan finds `needle` in `bytes[start..<end]`: the first place, or the last.
  static func scan(_ needle: [UInt8], _ bytes: [UInt8], _ start: Int, _ end: Int, last: Bool) -> Int? {
    guard end - start >= needle.count else { return nil }
    let places = Array(start...(end - needle.count)).filter {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
    return last ? places.last : places.first
  }

  @Test(
    "first and last agree with a plain scan on random texts, needles and ranges", arguments: [1, 2, 3, 4])
  func agrees(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      // A small alphabet, so needles are found often, some more than once in a block.
      let alphabet: [UInt8] = Array("ab c\n#".utf8)
      let length = Int.random(in: 0...300, using: &random)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
      let needleLength = Int.random(in: 1...6, using: &random)
      let needle =
        Bool.random(using: &random) && length >= needleLength
        ? {
          let at = Int.random(in: 0...(length - needleLength), using: &random)
          return Array(bytes[at..<at + needleLength])
        }() : (0..<needleLength).map { _ in alphabet.randomElement(using: &random)! }
      let start = Int.random(in: 0...length, using: &random)
      let end = Int.random(in: start...length, using: &random)
      let finder = ByteSearch(needle, frequency: ByteSearch.frequency(of: bytes))
      bytes.withUnsafeBufferPointer { buffer in
        #expect(
          finder.first(in: buffer, from: start, to: end) == Self.scan(needle, bytes, start, end, last: false),
          "first \(needle) in \(bytes) \(start)..<\(end)")
        #expect(
          finder.last(in: buffer, from: start, to: end) == Self.scan(needle, bytes, start, end, last: true),
          "last \(needle) in \(bytes) \(start)..<\(end)")
      }
    }
  }
}
