/// Reads a fuzzer's bytes as a sequence of small decisions: each call takes the next byte (or
/// bytes) and, once the input runs out, answers zero, so every input means something.
package struct FuzzInput {
  private let bytes: [UInt8]
  package private(set) var offset = 0

  package init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether any bytes are left.
  package var isEmpty: Bool { offset >= bytes.count }

  /// The next byte, or 0 at the end.
  package mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `0..<count` from the next byte.
  package mutating func choose(_ count: Int) -> Int { Int(byte()) % count }

  /// The next `count` bytes (fewer at the end).
  package mutating func take(_ count: Int) -> ArraySlice<UInt8> {
    let end = min(bytes.count, offset + count)
    defer { offset = end }
    return bytes[offset..<end]
  }

  /// Everything not yet read.
  package mutating func rest() -> ArraySlice<UInt8> { take(bytes.count - offset) }
}
