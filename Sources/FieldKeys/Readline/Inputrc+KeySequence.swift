extension Inputrc {
  /// A key sequence or macro as readline translates it (`rl_translate_keyseq`): `\C-x` (`\C-?`
  /// is DEL), `\M-x` (ESC then x: Alt), `\e`, `\\`, `\"`, `\'`, `\a`, `\b`, `\d` (DEL), `\f`, `\n`,
  /// `\r`, `\t`, `\v`, `\nnn` (octal, up to three digits), `\xHH` (hex, up to two); a backslash
  /// before any other character is dropped, a trailing one kept. Characters past ASCII stay their
  /// UTF-8 bytes.
  package static func translate(_ text: String) -> [UInt8] {
    let input = Array(text.utf8)
    var output: [UInt8] = []
    var control = false
    var meta = false
    var index = 0
    while index < input.count {
      var byte = input[index]
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < input.count else {
          output.append(UInt8(ascii: "\\"))
          break
        }
        byte = input[index]
        let dash = index + 1 < input.count && input[index + 1] == UInt8(ascii: "-")
        if byte == UInt8(ascii: "C"), dash {
          control = true
          index += 2
          continue
        }
        if byte == UInt8(ascii: "M"), dash {
          meta = true
          index += 2
          continue
        }
        switch byte {
        case UInt8(ascii: "a"): byte = 0x07
        case UInt8(ascii: "b"): byte = 0x08
        case UInt8(ascii: "d"): byte = 0x7F
        case UInt8(ascii: "e"): byte = 0x1B
        case UInt8(ascii: "f"): byte = 0x0C
        case UInt8(ascii: "n"): byte = 0x0A
        case UInt8(ascii: "r"): byte = 0x0D
        case UInt8(ascii: "t"): byte = 0x09
        case UInt8(ascii: "v"): byte = 0x0B
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = Int(byte - UInt8(ascii: "0"))
          var digits = 1
          while digits < 3, index + 1 < input.count,
            (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(input[index + 1])
          {
            index += 1
            digits += 1
            value = value * 8 + Int(input[index] - UInt8(ascii: "0"))
          }
          byte = UInt8(value & 0xFF)
        case UInt8(ascii: "x"):
          var value = 0
          var digits = 0
          while digits < 2, index + 1 < input.count, let digit = hexValue(input[index + 1]) {
            index += 1
            digits += 1
            value = value * 16 + digit
          }
          byte = digits == 0 ? UInt8(ascii: "x") : UInt8(value)
        default: break
        }
      }
      index += 1
      if control {
        byte = byte == UInt8(ascii: "?") ? 0x7F : controlByte(byte)
        control = false
      }
      if meta {
        // readline sets the eighth bit and, with convert-meta, sends ESC first: what a terminal's
        // Alt sends (readline 8.3's force-meta-prefix does so in every locale).
        output.append(0x1B)
        meta = false
      }
      output.append(byte)
    }
    return output
  }

  /// readline's `CTRL(toupper(c))`.
  static func controlByte(_ byte: UInt8) -> UInt8 {
    let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    return upper & 0x1F
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// An old-style key name (`Control-u`, `Meta-Rubout`, `C-M-x`, `TAB`), as readline reads one
  /// before a colon; nil for a modifier readline does not know (`Super-x`).
  package static func keyName(_ name: String) -> [UInt8]? {
    let keyPart = name.lastIndex(of: "-").map { String(name[name.index(after: $0)...]) } ?? name
    let lower = name.lowercased()
    let names: [String: UInt8] = [
      "del": 0x7F, "esc": 0x1B, "escape": 0x1B, "lfd": 0x0A, "newline": 0x0A, "ret": 0x0D, "return": 0x0D,
      "rubout": 0x7F, "spc": 0x20, "space": 0x20, "tab": 0x09,
    ]
    guard var byte = names[keyPart.lowercased()] ?? keyPart.utf8.first else { return nil }
    var modified = false
    if ["control-", "c-", "ctrl-"].contains(where: lower.contains) {
      byte = controlByte(byte)
      modified = true
    }
    if ["meta-", "m-"].contains(where: lower.contains) {
      return [0x1B, byte]
    }
    if !modified && keyPart != name { return nil }
    return [byte]
  }
}
