/// Reads a fuzzer's bytes as a sequence of small decisions: each call takes the next byte (or
/// bytes) and, once the input runs out, answers zero, so every input means something.
struct FuzzInput {
  private let bytes: [UInt8]
  private(set) var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether any bytes are left.
  var isEmpty: Bool { offset >= bytes.count }

  /// The next byte, or 0 at the end.
  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `0..<count` from the next byte.
  mutating func choose(_ count: Int) -> Int { Int(byte()) % count }

  /// The next `count` bytes (fewer at the end).
  mutating func take(_ count: Int) -> ArraySlice<UInt8> {
    let end = min(bytes.count, offset + count)
    defer { offset = end }
    return bytes[offset..<end]
  }

  /// Everything not yet read.
  mutating func rest() -> ArraySlice<UInt8> { take(bytes.count - offset) }
}

/// A small, seeded random number generator (SplitMix64), so that a fuzz input decides splits.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
