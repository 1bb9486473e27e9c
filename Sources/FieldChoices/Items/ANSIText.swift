/// Items read with `--ansi`: the escape sequences they hold, left out of what is matched and
/// printed (their SGR colours and attributes are read for drawing by the terminal module).
package enum ANSIText {
  /// The bytes without their escape sequences: CSI (`ESC [` … a final byte, SGR among them), OSC
  /// (`ESC ]` … BEL or `ESC \`), and two-byte `ESC x`. An unfinished sequence at the end is left
  /// out too.
  package static func stripped(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B {
        index = sequenceEnd(bytes, from: index)
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// The offset just past the escape sequence that starts at `start` (an ESC).
  package static func sequenceEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    guard index < bytes.count else { return index }
    switch bytes[index] {
    case UInt8(ascii: "["):
      index += 1
      while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
      return min(bytes.count, index + 1)
    case UInt8(ascii: "]"):
      index += 1
      while index < bytes.count {
        if bytes[index] == 0x07 { return index + 1 }
        if bytes[index] == 0x1B {
          return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index + 1
        }
        index += 1
      }
      return index
    default:
      return index + 1
    }
  }
}
