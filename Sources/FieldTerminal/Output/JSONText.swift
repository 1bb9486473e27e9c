/// JSON text for the values the tools print, written without Foundation (whose JSON encoder would
/// add ~5 MB to a program's memory and a few milliseconds to its start).
public enum JSONText {
  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else
  /// as UTF-8.
  public static func string(_ value: String) -> String {
    var output = "\""
    output.reserveCapacity(value.utf8.count + 2)
    var runStart = value.unicodeScalars.startIndex
    var position = runStart
    let scalars = value.unicodeScalars
    while position < scalars.endIndex {
      let scalar = scalars[position]
      let escape: String? =
        switch scalar.value {
        case 0x22: "\\\""
        case 0x5C: "\\\\"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        case 0..<0x20, 0x7F, 0x2028, 0x2029: unicodeEscape(scalar.value)
        default: nil
        }
      if let escape {
        output.unicodeScalars.append(contentsOf: scalars[runStart..<position])
        output += escape
        runStart = scalars.index(after: position)
      }
      position = scalars.index(after: position)
    }
    output.unicodeScalars.append(contentsOf: scalars[runStart..<position])
    return output + "\""
  }

  /// A JSON object of strings with its keys sorted, on one line.
  public static func object(_ values: [String: String]) -> String {
    "{" + values.keys.sorted().map { string($0) + ":" + string(values[$0]!) }.joined(separator: ",") + "}"
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
