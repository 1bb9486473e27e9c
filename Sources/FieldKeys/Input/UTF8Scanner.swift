/// Incremental UTF-8 decoding, written out so that a character split across two reads waits for
/// its end and an invalid byte is dropped (and counted) instead of becoming U+FFFD.
enum UTF8Scanner {
  /// What the bytes at an index hold.
  enum Step: Equatable {
    /// A whole scalar of `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// An ill-formed sequence of `length` bytes (the maximal subpart, as Unicode defines it) to drop.
    case invalid(length: Int)
    /// The start of a well-formed sequence that the buffer ends in the middle of.
    case incomplete
  }

  /// Decodes the scalar at `start`. With `final`, an incomplete sequence at the end is `invalid`.
  static func step(_ buffer: [UInt8], at start: Int, end: Int, final: Bool) -> Step {
    let lead = buffer[start]
    if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xE1...0xEF: length = 3
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    case 0xF1...0xF3: length = 4
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let index = start + offset
      if index == end { return final ? .invalid(length: offset) : .incomplete }
      let byte = buffer[index]
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return .scalar(Unicode.Scalar(value)!, length: length)
  }

  /// The bytes as a string, with every ill-formed sequence removed; the count of removed bytes.
  static func decodeDroppingInvalid(_ bytes: [UInt8]) -> (text: String, dropped: Int) {
    if let text = String(validating: bytes, as: UTF8.self) { return (text, 0) }
    var clean: [UInt8] = []
    clean.reserveCapacity(bytes.count)
    var dropped = 0
    var index = 0
    while index < bytes.count {
      // Copy runs of ASCII in bulk: the common case.
      var asciiEnd = index
      while asciiEnd < bytes.count && bytes[asciiEnd] < 0x80 { asciiEnd += 1 }
      if asciiEnd > index {
        clean.append(contentsOf: bytes[index..<asciiEnd])
        index = asciiEnd
        continue
      }
      switch step(bytes, at: index, end: bytes.count, final: true) {
      case .scalar(_, let length):
        clean.append(contentsOf: bytes[index..<index + length])
        index += length
      case .invalid(let length):
        dropped += length
        index += length
      case .incomplete:
        preconditionFailure("a final step is never incomplete")
      }
    }
    return (String(decoding: clean, as: UTF8.self), dropped)
  }

  /// How many bytes at the end of `bytes` are the start of a character that is cut off.
  static func incompleteTailLength(_ bytes: [UInt8]) -> Int {
    let lowest = max(bytes.count - 3, 0)
    var index = bytes.count - 1
    while index >= lowest {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 {
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return needed > bytes.count - index ? bytes.count - index : 0
      }
      index -= 1
    }
    return 0
  }
}
