/// One character of bytes read as UTF-8 the way Go reads them (`utf8.DecodeRune`): a byte that
/// does not start a well-formed sequence (a stray continuation byte, an overlong form, a
/// surrogate, a value past U+10FFFF, a sequence cut short) is one U+FFFD, one byte wide. Items are
/// bytes, not necessarily UTF-8; columns are cut and trimmed by what this reads.
enum UTF8Rune {
  /// The scalar at `index` (less than `bytes.count`) and how many bytes it takes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, width: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    return decodeWide(bytes, at: index, lead: lead)
  }

  private static func decodeWide(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt8) -> (
    scalar: UInt32, width: Int
  ) {
    let invalid: (UInt32, Int) = (0xFFFD, 1)
    let left = bytes.count - index
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> UInt32? {
      guard offset < left, range.contains(bytes[index + offset]) else { return nil }
      return UInt32(bytes[index + offset] & 0x3F)
    }
    switch lead {
    case 0xC2...0xDF:
      guard let second = continuation(1) else { return invalid }
      return (UInt32(lead & 0x1F) << 6 | second, 2)
    case 0xE0...0xEF:
      let range: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
      guard let second = continuation(1, range), let third = continuation(2) else { return invalid }
      return (UInt32(lead & 0x0F) << 12 | second << 6 | third, 3)
    case 0xF0...0xF4:
      let range: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
      guard let second = continuation(1, range), let third = continuation(2), let fourth = continuation(3)
      else { return invalid }
      return (UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
    default:
      return invalid
    }
  }
}
