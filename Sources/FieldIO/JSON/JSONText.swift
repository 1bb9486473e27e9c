import FieldEngine

/// The one JSON writer of every program (`tfield`, `fields-demo`), written without Foundation
/// (whose JSON encoder would add ~5 MB to a program's memory and a few milliseconds to its start).
/// Every output is one line.
package enum JSONText {
  /// A JSON string literal: quotes, backslashes, control characters and DEL escaped, and U+2028
  /// and U+2029, which JavaScript before ES2019 reads as line ends inside a string literal (so the
  /// output can be pasted into a script); everything else as UTF-8. `\n`, `\r` and `\t` are
  /// written so, the other controls as `\u00XX`. Works on the bytes: everything that needs
  /// escaping is ASCII or a three-byte sequence starting E2 80.
  package static func string(_ value: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(value.utf8.count + 2)
    output.append(0x22)
    var copy = value
    copy.withUTF8 { bytes in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        var length = 1
        let escape: String?
        switch byte {
        case 0x22: escape = "\\\""
        case 0x5C: escape = "\\\\"
        case 0x0A: escape = "\\n"
        case 0x0D: escape = "\\r"
        case 0x09: escape = "\\t"
        case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          escape = unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
          length = 3
        default: escape = nil
        }
        if let escape {
          output.append(contentsOf: bytes[runStart..<index])
          output.append(contentsOf: escape.utf8)
          runStart = index + length
        }
        index += length
      }
      output.append(contentsOf: bytes[runStart..<bytes.count])
    }
    output.append(0x22)
    return String(decoding: output, as: UTF8.self)
  }

  /// A JSON object of strings whose members keep the order given (`tfield form`: field order).
  package static func object(_ members: [(key: String, value: String)]) -> String {
    object(json: members.map { ($0.key, string($0.value)) })
  }

  /// A JSON object whose values are JSON text already, in the order given.
  package static func object(json members: [(key: String, json: String)]) -> String {
    "{" + members.map { string($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
  }

  /// A JSON array whose elements are JSON text already.
  package static func array(json elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }

  /// A form's values as one JSON object in the form's order: strings, an array of strings for a
  /// multiple choice, `true` or `false` for a yes/no answer.
  package static func object(_ values: FormValues) -> String {
    object(
      json: values.map { entry in
        let json =
          switch entry.value {
          case .text(let text): string(text)
          case .list(let list): array(json: list.map(string))
          case .bool(let bool): bool ? "true" : "false"
          }
        return (key: entry.id, json: json)
      })
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
