/// A unit in which a text's length can be counted.
public enum LengthUnit: String, CaseIterable, Sendable, Hashable, Codable {
  /// User-perceived characters (Swift `Character`): "👍🏽" is 1. The default.
  case characters
  /// Unicode scalars: "👍🏽" is 2, "e" + U+0301 is 2.
  case scalars
  /// Bytes of UTF-8, for database columns and protocols: "👍🏽" is 8.
  case utf8Bytes
  /// UTF-16 code units, as UIKit, Java and HTML count: "👍🏽" is 4.
  case utf16CodeUnits
  /// Terminal columns (`TerminalWidth`): "👍🏽" is 4, "日" 2.
  case columns
}

/// A text's length in every `LengthUnit` at once, kept up to date edit by edit.
package struct TextMetrics: Equatable, Hashable, Sendable {
  /// User-perceived characters.
  package var characters: Int
  /// Unicode scalars.
  package var scalars: Int
  /// UTF-8 bytes.
  package var utf8Bytes: Int
  /// UTF-16 code units.
  package var utf16CodeUnits: Int
  /// Terminal columns.
  package var columns: Int

  /// Metrics of the empty text.
  package static let zero = TextMetrics(
    characters: 0, scalars: 0, utf8Bytes: 0, utf16CodeUnits: 0, columns: 0)

  /// Creates metrics from explicit counts.
  package init(characters: Int, scalars: Int, utf8Bytes: Int, utf16CodeUnits: Int, columns: Int) {
    self.characters = characters
    self.scalars = scalars
    self.utf8Bytes = utf8Bytes
    self.utf16CodeUnits = utf16CodeUnits
    self.columns = columns
  }

  /// Measures a text in one pass over its UTF-8 plus one over its characters.
  package init(measuring text: some StringProtocol) {
    self = Self.additive(text)
    characters = text.count
  }

  /// The units that are sums over scalars (scalars, UTF-8, UTF-16, columns), with `characters`
  /// left 0: for pieces whose characters are counted in context by the caller.
  package static func additive(_ text: some StringProtocol) -> TextMetrics {
    if let sums = text.utf8.withContiguousStorageIfAvailable(scalarSums) { return sums }
    return Array(text.utf8).withUnsafeBufferPointer(scalarSums)
  }

  /// Measures one character, without segmenting anything.
  package init(character: Character) {
    self = Self.additive(String(character))
    characters = 1
  }

  /// Scalars, UTF-16 code units and columns are sums over scalars: one loop over valid UTF-8
  /// counts all three, with ASCII taking the short way.
  private static func scalarSums(_ bytes: UnsafeBufferPointer<UInt8>) -> TextMetrics {
    var scalars = 0
    var utf16 = 0
    var columns = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        scalars += 1
        utf16 += 1
        columns += lead >= 0x20 && lead != 0x7F ? 1 : 0
        index += 1
        continue
      }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      scalars += 1
      utf16 += length == 4 ? 2 : 1
      columns += TerminalWidth.columns(of: Unicode.Scalar(value)!)
      index += length
    }
    return TextMetrics(
      characters: 0, scalars: scalars, utf8Bytes: count, utf16CodeUnits: utf16, columns: columns)
  }

  /// The count in one unit.
  package subscript(unit: LengthUnit) -> Int {
    get {
      switch unit {
      case .characters: characters
      case .scalars: scalars
      case .utf8Bytes: utf8Bytes
      case .utf16CodeUnits: utf16CodeUnits
      case .columns: columns
      }
    }
    set {
      switch unit {
      case .characters: characters = newValue
      case .scalars: scalars = newValue
      case .utf8Bytes: utf8Bytes = newValue
      case .utf16CodeUnits: utf16CodeUnits = newValue
      case .columns: columns = newValue
      }
    }
  }

  /// The unit-by-unit sum.
  package static func + (lhs: TextMetrics, rhs: TextMetrics) -> TextMetrics {
    TextMetrics(
      characters: lhs.characters + rhs.characters, scalars: lhs.scalars + rhs.scalars,
      utf8Bytes: lhs.utf8Bytes + rhs.utf8Bytes, utf16CodeUnits: lhs.utf16CodeUnits + rhs.utf16CodeUnits,
      columns: lhs.columns + rhs.columns)
  }

  /// The unit-by-unit difference.
  package static func - (lhs: TextMetrics, rhs: TextMetrics) -> TextMetrics {
    TextMetrics(
      characters: lhs.characters - rhs.characters, scalars: lhs.scalars - rhs.scalars,
      utf8Bytes: lhs.utf8Bytes - rhs.utf8Bytes, utf16CodeUnits: lhs.utf16CodeUnits - rhs.utf16CodeUnits,
      columns: lhs.columns - rhs.columns)
  }
}
