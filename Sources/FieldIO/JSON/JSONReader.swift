/// A small JSON reader (RFC 8259) that keeps the line and column of every value and key, for
/// messages such as `form.json: invalid JSON at line 3, column 14: expected ',' or '}'`.
/// FoundationEssentials' decoder neither reports unknown keys nor says well where a mistake is.
package struct JSONReader {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Arrays and objects nested deeper than this are refused rather than overflowing the stack.
  package static let maximumDepth = 256

  /// Reads one JSON text: a value with only whitespace around it.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var reader = JSONReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.offset = 3
      reader.lineStart = 3
    }
    let node = try reader.readValue()
    reader.skipWhitespace()
    guard reader.offset == bytes.count else { throw reader.failure(.expected("the end of the file")) }
    return node
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// The last column worked out, so that a file on one long line costs its length, not its
  /// length for each value: counting goes on from there when the reader has moved on.
  private final class ColumnCache {
    var lineStart = -1
    var offset = 0
    var column = 1
  }
  private let columns = ColumnCache()

  private var position: TextPosition {
    if columns.lineStart != lineStart || columns.offset > offset {
      (columns.lineStart, columns.offset, columns.column) = (lineStart, lineStart, 1)
    }
    columns.column = bytes[columns.offset..<offset].reduce(columns.column) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    columns.offset = offset
    return TextPosition(line: line, column: columns.column)
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private func failure(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
    JSONSyntaxError(position: position, problem: problem)
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      offset += 1
      if byte == 0x0A {
        line += 1
        lineStart = offset
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
    skipWhitespace()
    guard current == byte else { throw failure(.expected(what)) }
    offset += 1
  }

  private mutating func readValue() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    let start = position
    switch current {
    case UInt8(ascii: "{"): return JSONNode(value: try readObject(), position: start)
    case UInt8(ascii: "["): return JSONNode(value: try readArray(), position: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try readString()), position: start)
    case UInt8(ascii: "t"): return JSONNode(value: try readLiteral("true", .bool(true)), position: start)
    case UInt8(ascii: "f"): return JSONNode(value: try readLiteral("false", .bool(false)), position: start)
    case UInt8(ascii: "n"): return JSONNode(value: try readLiteral("null", .null), position: start)
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      return JSONNode(value: .number(try readNumber()), position: start)
    default: throw failure(.expected("a value"))
    }
  }

  private mutating func nested<T>(_ read: (inout JSONReader) throws(JSONSyntaxError) -> T)
    throws(JSONSyntaxError) -> T
  {
    guard depth < Self.maximumDepth else { throw failure(.tooDeep) }
    depth += 1
    defer { depth -= 1 }
    return try read(&self)
  }

  private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
    try nested { (reader: inout JSONReader) throws(JSONSyntaxError) -> JSONValue in
      reader.offset += 1
      var members: [JSONMember] = []
      reader.skipWhitespace()
      if reader.current == UInt8(ascii: "}") {
        reader.offset += 1
        return .object(members)
      }
      while true {
        reader.skipWhitespace()
        let keyPosition = reader.position
        guard reader.current == UInt8(ascii: "\"") else { throw reader.failure(.expected("a key in quotes")) }
        let key = try reader.readString()
        try reader.expect(UInt8(ascii: ":"), "':'")
        members.append(JSONMember(key: key, keyPosition: keyPosition, value: try reader.readValue()))
        reader.skipWhitespace()
        switch reader.current {
        case UInt8(ascii: ","): reader.offset += 1
        case UInt8(ascii: "}"):
          reader.offset += 1
          return .object(members)
        default: throw reader.failure(.expected("',' or '}'"))
        }
      }
    }
  }

  private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
    try nested { (reader: inout JSONReader) throws(JSONSyntaxError) -> JSONValue in
      reader.offset += 1
      var elements: [JSONNode] = []
      reader.skipWhitespace()
      if reader.current == UInt8(ascii: "]") {
        reader.offset += 1
        return .array(elements)
      }
      while true {
        elements.append(try reader.readValue())
        reader.skipWhitespace()
        switch reader.current {
        case UInt8(ascii: ","): reader.offset += 1
        case UInt8(ascii: "]"):
          reader.offset += 1
          return .array(elements)
        default: throw reader.failure(.expected("',' or ']'"))
        }
      }
    }
  }

  private mutating func readLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let spelled = Array(word.utf8)
    guard bytes[offset...].starts(with: spelled) else { throw failure(.expected("a value")) }
    offset += spelled.count
    return value
  }

  /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  private mutating func readNumber() throws(JSONSyntaxError) -> String {
    let start = offset
    if current == UInt8(ascii: "-") { offset += 1 }
    if current == UInt8(ascii: "0") {
      offset += 1
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      offset += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      try digits()
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private mutating func digits() throws(JSONSyntaxError) {
    guard let byte = current, (0x30...0x39).contains(byte) else { throw failure(.expected("a digit")) }
    while let byte = current, (0x30...0x39).contains(byte) { offset += 1 }
  }

  private mutating func readString() throws(JSONSyntaxError) -> String {
    let start = position
    offset += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else { throw failure(.expected("'\"' to close the string")) }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw JSONSyntaxError(position: start, problem: .invalidUTF8)
        }
        return text
      case UInt8(ascii: "\\"):
        offset += 1
        try readEscape(into: &utf8)
      case 0..<0x20:
        throw failure(.controlInString)
      default:
        utf8.append(byte)
        offset += 1
      }
    }
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    guard let byte = current else { throw failure(.invalidEscape) }
    if let replacement = simple[byte] {
      utf8.append(replacement)
      offset += 1
      return
    }
    guard byte == UInt8(ascii: "u") else { throw failure(.invalidEscape) }
    offset -= 1
    let escapeStart = position
    offset += 1
    var value = try hexQuad()
    if (0xD800...0xDBFF).contains(value) {
      guard bytes[offset...].starts(with: Array("\\u".utf8)) else {
        throw JSONSyntaxError(position: escapeStart, problem: .loneSurrogate)
      }
      offset += 1
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw JSONSyntaxError(position: escapeStart, problem: .loneSurrogate)
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw JSONSyntaxError(position: escapeStart, problem: .loneSurrogate)
    }
    utf8.append(contentsOf: String(scalar).utf8)
  }

  /// Reads `u` and four hex digits.
  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    offset += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
        throw failure(.invalidEscape)
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }
}
