/// How an item is cut into fields (`--delimiter`), for `--nth`, `--with-nth` and the `{1}`,
/// `{2..}` placeholders of a preview command: fzf's default is AWK-style, a field being a run of
/// characters other than space and tab together with the blanks after it; a literal delimiter
/// ends each field after the delimiter (fzf's `strings.SplitAfter`), and so does each match of a
/// pattern (``DelimiterPattern``).
package enum FieldDelimiter: Sendable, Hashable {
  /// Fields are runs of non-blanks with the blanks (space, tab) that follow; leading blanks are
  /// in no field.
  case awk
  /// Each field ends just after this string (which stays part of it); the rest is the last field.
  case literal(String)
  /// Each field ends just after a match of this pattern; the rest, when not empty, is the last.
  case pattern(DelimiterPattern)
}

extension FieldDelimiter {
  /// Reads a `--delimiter` value as fzf's `delimiterRegexp` does: `\t` is a tab; text without
  /// any of `\.+*?()|[]{}^$` is a literal string; otherwise a regular expression
  /// (``DelimiterPattern``), or a literal string again when Go could not read it as one. Throws
  /// `.unsupported` for Go syntax that tfield does not match.
  package static func parse(_ text: String) throws(DelimiterPattern.ParseError) -> FieldDelimiter {
    let value = text.replacing("\\t", with: "\t")
    let special = Set("\\.+*?()|[]{}^$".unicodeScalars)
    guard value.unicodeScalars.contains(where: special.contains) else { return .literal(value) }
    do {
      return .pattern(try DelimiterPattern.parse(value))
    } catch .invalid {
      return .literal(value)
    }
  }
}

/// A field index expression of fzf: `N`, `-N` (from the end), `N..M`, `N..`, `..M`, `..` (every
/// field). `begin` and `end` are 1-based, negative from the end, 0 for an open end.
package struct FieldRange: Sendable, Hashable {
  /// The first field, 0 for "from the first".
  package var begin: Int
  /// The last field, 0 for "to the last".
  package var end: Int

  /// A range; `begin` 1 and `end` -1 are the open ends, as fzf stores them.
  package init(begin: Int, end: Int) {
    self.begin = begin == 1 ? 0 : begin
    self.end = end == -1 ? 0 : end
  }

  /// Parses one expression (no commas) as fzf's `ParseRange`; nil when it is not one (a field
  /// 0, a word, an empty side other than an open end).
  package init?(parsing text: Substring) {
    func number(_ part: Substring) -> Int? {
      guard let value = Int(part), value != 0 else { return nil }
      return value
    }
    if text == ".." {
      self.init(begin: 0, end: 0)
    } else if text.hasPrefix("..") {
      guard let end = number(text.dropFirst(2)) else { return nil }
      self.init(begin: 0, end: end)
    } else if text.hasSuffix("..") {
      guard let begin = number(text.dropLast(2)) else { return nil }
      self.init(begin: begin, end: 0)
    } else if let dots = text.firstRange(of: "..") {
      guard let begin = number(text[..<dots.lowerBound]), let end = number(text[dots.upperBound...])
      else { return nil }
      self.init(begin: begin, end: end)
    } else {
      guard let index = number(text) else { return nil }
      self.init(begin: index, end: index)
    }
  }

  /// Parses a comma-separated list of expressions (`1,2..4,-1`); nil when any is not one.
  package static func list(_ text: Substring) -> [FieldRange]? {
    var ranges: [FieldRange] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let range = FieldRange(parsing: part) else { return nil }
      ranges.append(range)
    }
    return ranges
  }
}

/// Cutting an item into fields and picking fields out, as fzf 0.38's `Tokenize` and `Transform`.
/// Items are bytes, cut as fzf cuts them: a literal delimiter and a pattern's matches are found
/// in the bytes (a byte that is not UTF-8 is one U+FFFD to a pattern, as to Go's).
package enum ItemFields {
  /// The fields of `bytes` as byte ranges, each with the blanks or the delimiter that end it.
  package static func fieldRanges(of bytes: UnsafeBufferPointer<UInt8>, delimiter: FieldDelimiter = .awk)
    -> [Range<Int>]
  {
    var fields: [Range<Int>] = []
    cut(bytes, delimiter: delimiter, into: &fields)
    return fields
  }

  /// Appends the byte ranges of the fields of `bytes` to `fields`.
  package static func cut(
    _ bytes: UnsafeBufferPointer<UInt8>, delimiter: FieldDelimiter, into fields: inout [Range<Int>]
  ) {
    switch delimiter {
    case .awk: awkFields(bytes, into: &fields)
    case .literal(let separator):
      let needle = Array(separator.utf8)
      var start = 0
      guard !needle.isEmpty else {
        // `SplitAfter` with an empty separator: each character.
        while start < bytes.count {
          let width = UTF8Rune.decode(bytes, at: start).width
          fields.append(start..<(start + width))
          start += width
        }
        return
      }
      while let at = DelimiterPattern.firstOccurrence(of: needle, in: bytes, from: start) {
        fields.append(start..<(at + needle.count))
        start = at + needle.count
      }
      // `SplitAfter` ends with the rest, even when it is empty.
      fields.append(start..<bytes.count)
    case .pattern(let pattern):
      var start = 0
      for match in pattern.matches(in: bytes) {
        fields.append(start..<match.upperBound)
        start = match.upperBound
      }
      if start < bytes.count { fields.append(start..<bytes.count) }
    }
  }

  /// The fields of `text`, each with the blanks or the delimiter that end it.
  package static func fields(of text: String, delimiter: FieldDelimiter = .awk) -> [Substring] {
    var copy = text
    let ranges = copy.withUTF8 { fieldRanges(of: $0, delimiter: delimiter) }
    let utf8 = text.utf8
    return ranges.map { range in
      text[
        utf8.index(
          utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
            utf8.startIndex, offsetBy: range.upperBound)]
    }
  }

  /// The fields of `bytes`, each with the blanks or the delimiter that end it.
  package static func fields(of bytes: [UInt8], delimiter: FieldDelimiter = .awk) -> [ArraySlice<UInt8>] {
    bytes.withUnsafeBufferPointer { fieldRanges(of: $0, delimiter: delimiter) }.map { bytes[$0] }
  }

  /// AWK-style fields: a run of bytes other than space and tab, then the blanks after it.
  private static func awkFields(_ bytes: UnsafeBufferPointer<UInt8>, into fields: inout [Range<Int>]) {
    var begin: Int?
    var inBlanks = false
    for index in 0..<bytes.count {
      let blank = bytes[index] == 9 || bytes[index] == 32
      if let start = begin {
        if blank {
          inBlanks = true
        } else if inBlanks {
          fields.append(start..<index)
          begin = index
          inBlanks = false
        }
      } else if !blank {
        begin = index
      }
    }
    if let start = begin { fields.append(start..<bytes.count) }
  }

  /// The fields the ranges pick, each range's fields joined, as fzf's `Transform`: a range past
  /// the fields picks nothing (an empty part), and an index past them however large (`..2^63`)
  /// stops at the last.
  package static func pick<Field: RangeReplaceableCollection>(_ ranges: [FieldRange], from fields: [Field])
    -> [Field]
  {
    spans(ranges, count: fields.count).map { span in
      fields[span.fields].reduce(into: Field()) { $0.append(contentsOf: $1) }
    }
  }
}
