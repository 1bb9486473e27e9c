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
package enum ItemFields {
  /// The fields of `text`, each with the blanks or the delimiter that end it.
  package static func fields(of text: String, delimiter: FieldDelimiter = .awk) -> [Substring] {
    switch delimiter {
    case .awk: return awkFields(text)
    case .literal(let separator):
      guard !separator.isEmpty else { return text.map { Substring(String($0)) } }
      var fields: [Substring] = []
      var start = text.startIndex
      while let found = text[start...].firstRange(of: separator) {
        fields.append(text[start..<found.upperBound])
        start = found.upperBound
      }
      // `SplitAfter` ends with the rest, even when it is empty.
      fields.append(text[start...])
      return fields
    case .pattern(let pattern):
      let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
      var fields: [Substring] = []
      var start = 0
      for match in pattern.matches(in: text.unicodeScalars.map(\.value)) {
        fields.append(text[indices[start]..<indices[match.upperBound]])
        start = match.upperBound
      }
      if start < indices.count - 1 { fields.append(text[indices[start]...]) }
      return fields
    }
  }

  /// AWK-style fields: a run of bytes other than space and tab, then the blanks after it.
  private static func awkFields(_ text: String) -> [Substring] {
    let utf8 = text.utf8
    var fields: [Substring] = []
    var begin: String.Index?
    var inBlanks = false
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let blank = utf8[index] == 9 || utf8[index] == 32
      if let start = begin {
        if blank {
          inBlanks = true
        } else if inBlanks {
          fields.append(text[start..<index])
          begin = index
          inBlanks = false
        }
      } else if !blank {
        begin = index
      }
      index = utf8.index(after: index)
    }
    if let start = begin { fields.append(text[start...]) }
    return fields
  }

  /// The fields the ranges pick, each range's fields joined, as fzf's `Transform`: a range past
  /// the fields picks nothing (an empty part).
  package static func pick(_ ranges: [FieldRange], from fields: [Substring]) -> [String] {
    let count = fields.count
    func resolved(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
    return ranges.map { range in
      var lower: Int
      var upper: Int
      if range.begin == range.end {
        if range.begin == 0 { return fields.joined() }
        lower = resolved(range.begin)
        upper = lower
      } else {
        lower = range.begin == 0 ? 1 : resolved(range.begin)
        upper = range.end == 0 ? count : resolved(range.end)
      }
      guard lower <= upper else { return "" }
      return (lower...upper).filter { $0 >= 1 && $0 <= count }
        .map { String(fields[$0 - 1]) }.joined()
    }
  }
}
