/// Items read with `--ansi`: the escape sequences they hold, left out of what is matched and
/// printed (their SGR colours and attributes are read for drawing by the terminal module).
package enum ANSIText {
  /// The bytes without their escape sequences, as fzf 0.38 leaves them out
  /// (`nextAnsiEscapeSequence` in its `src/ansi.go`): a control sequence `ESC [`, `ESC (`,
  /// `ESC )` or `ESC \` with digits, `;`, `:` or `?` up to a letter or `@` (so `ESC ( B`, which
  /// `tput sgr0` prints, goes whole); an operating system command `ESC ] digit ; printable…` up to
  /// BEL or `ESC \`; any other `ESC` with the character after it; SO and SI; and a character
  /// followed by a backspace (overstrike).
  package static func stripped(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while let sequence = nextSequence(bytes, from: index) {
      result += bytes[index..<sequence.lowerBound]
      index = sequence.upperBound
    }
    result += bytes[index...]
    return result
  }

  /// The first escape sequence (as ``stripped(_:)`` reads them) at or after `start`, or nil.
  /// An overstrike starts at the character before its backspace, which may be before `start`
  /// only when that character is, so it never is.
  package static func nextSequence(_ bytes: [UInt8], from start: Int) -> Range<Int>? {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x08:
        // `.\x08`: the character before (not a line feed), whole if it is UTF-8.
        if index > start, bytes[index - 1] != 0x0A {
          var first = index - 1
          while first > start, bytes[first] & 0xC0 == 0x80 { first -= 1 }
          return first..<index + 1
        }
      case 0x1B:
        if let end = sequenceEnd(bytes, escapeAt: index) { return index..<end }
      case 0x0E, 0x0F:
        return index..<index + 1
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The offset just past the escape sequence that starts at `start` (an ESC); nil when none
  /// does (an ESC at the end, or before a line feed, stays).
  static func sequenceEnd(_ bytes: [UInt8], escapeAt start: Int) -> Int? {
    let count = bytes.count
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    func isPrint(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }
    // `ESC [\[()\\] [0-9;:?]* [a-zA-Z@]`
    if start + 2 < count,
      [UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\")]
        .contains(bytes[start + 1])
    {
      var index = start + 2
      while index < count,
        isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ";")
          || bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "?")
      {
        index += 1
      }
      if index < count, (0x41...0x5A).contains(bytes[index] & 0xDF) || bytes[index] == UInt8(ascii: "@"),
        bytes[index] < 0x80
      {
        return index + 1
      }
    }
    // `ESC ] [0-9] [;:] [[:print:]]+ (ESC \\ | BEL)`
    if start + 5 < count, bytes[start + 1] == UInt8(ascii: "]"), isDigit(bytes[start + 2]),
      bytes[start + 3] == UInt8(ascii: ";") || bytes[start + 3] == UInt8(ascii: ":"),
      isPrint(bytes[start + 4])
    {
      var index = start + 5
      while index < count, isPrint(bytes[index]) { index += 1 }
      if index < count {
        if bytes[index] == 0x07 { return index + 1 }
        if bytes[index] == 0x1B, index + 1 < count, bytes[index + 1] == UInt8(ascii: "\\") {
          return index + 2
        }
      }
    }
    // `ESC .`: the next character, whole if it is UTF-8.
    guard start + 1 < count, bytes[start + 1] != 0x0A else { return nil }
    var end = start + 2
    if bytes[start + 1] >= 0xC0 {
      while end < count, bytes[end] & 0xC0 == 0x80, end < start + 5 { end += 1 }
    }
    return end
  }
}
