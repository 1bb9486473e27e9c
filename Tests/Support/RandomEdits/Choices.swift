import SeededRandom

/// Where random rules and edits come from: a seeded generator in the tests, which never runs out,
/// or a fuzzer's bytes, which do (and then answer zero, so every input means something).
public protocol Choices {
  /// True when the choices have run out.
  var isEmpty: Bool { get }
  /// A number in `0..<count`.
  mutating func choose(_ count: Int) -> Int
  /// `count` bytes, fewer when the choices run out.
  mutating func take(_ count: Int) -> ArraySlice<UInt8>
}

extension SplitMix64: Choices {
  /// Never: a seeded generator goes on for ever.
  public var isEmpty: Bool { false }

  /// A uniformly random number in `0..<count`.
  public mutating func choose(_ count: Int) -> Int { Int.random(in: 0..<count, using: &self) }

  /// `count` random bytes.
  public mutating func take(_ count: Int) -> ArraySlice<UInt8> {
    ArraySlice((0..<count).map { _ in UInt8.random(in: 0...255, using: &self) })
  }
}
