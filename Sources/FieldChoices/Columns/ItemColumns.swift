/// How an item is cut into columns (`--delimiter`), for `--nth`, `--with-nth` and the `{1}`,
/// `{2..}` placeholders of a preview command: fzf's default is AWK-style, a column being a run of
/// characters other than space and tab together with the blanks after it; a literal delimiter
/// ends each column after the delimiter (fzf's `strings.SplitAfter`), and so does each match of a
/// pattern (``DelimiterPattern``).
package enum ColumnDelimiter: Sendable, Hashable {
  /// Columns are runs of non-blanks with the blanks (space, tab) that follow; leading blanks are
  /// in no column.
  case awk
  /// Each column ends just after this string (which stays part of it); the rest is the last column.
  case literal(String)
  /// Each column ends just after a match of this pattern; the rest, when not empty, is the last.
  case pattern(DelimiterPattern)
}

extension ColumnDelimiter {
  /// Reads a `--delimiter` value as fzf 0.74's `delimiterRegexp` does: `\t` is a tab; one
  /// character, or text without any of `\.+*?()|[]{}^$`, is a literal string (`.` and `|` too,
  /// since fzf 0.58); otherwise a regular expression
  /// (``DelimiterPattern``), or a literal string again when Go could not read it as one. Throws
  /// `.unsupported` for Go syntax that tfield does not match.
  package static func parse(_ text: String) throws(DelimiterPattern.ParseError) -> ColumnDelimiter {
    let value = text.replacing("\\t", with: "\t")
    let special = Set("\\.+*?()|[]{}^$".unicodeScalars)
    guard value.unicodeScalars.count > 1, value.unicodeScalars.contains(where: special.contains) else {
      return .literal(value)
    }
    do {
      return .pattern(try DelimiterPattern.parse(value))
    } catch .invalid {
      return .literal(value)
    }
  }
}

/// A column index expression of fzf: `N`, `-N` (from the end), `N..M`, `N..`, `..M`, `..` (every
/// column). `begin` and `end` are 1-based, negative from the end, 0 for an open end.
package struct ColumnRange: Sendable, Hashable {
  /// The first column, 0 for "from the first".
  package var begin: Int
  /// The last column, 0 for "to the last".
  package var end: Int

  /// A range; `begin` 1 and `end` -1 are the open ends, as fzf stores them.
  package init(begin: Int, end: Int) {
    self.begin = begin == 1 ? 0 : begin
    self.end = end == -1 ? 0 : end
  }

  /// Parses one expression (no commas) as fzf's `ParseRange`; nil when it is not one (a column
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
  package static func list(_ text: Substring) -> [ColumnRange]? {
    var ranges: [ColumnRange] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let range = ColumnRange(parsing: part) else { return nil }
      ranges.append(range)
    }
    return ranges
  }
}

/// Cutting an item into columns and picking columns out, as fzf 0.38's `Tokenize` and `Transform`.
/// Items are bytes, cut as fzf cuts them: a literal delimiter and a pattern's matches are found
/// in the bytes (a byte that is not UTF-8 is one U+FFFD to a pattern, as to Go's).
package enum ItemColumns {
  /// The columns of `bytes` as byte ranges, each with the blanks or the delimiter that end it.
  package static func columnRanges(of bytes: UnsafeBufferPointer<UInt8>, delimiter: ColumnDelimiter = .awk)
    -> [Range<Int>]
  {
    var columns: [Range<Int>] = []
    cut(bytes, delimiter: delimiter, into: &columns)
    return columns
  }

  /// Appends the byte ranges of the columns of `bytes` to `columns`.
  package static func cut(
    _ bytes: UnsafeBufferPointer<UInt8>, delimiter: ColumnDelimiter, into columns: inout [Range<Int>]
  ) {
    switch delimiter {
    case .awk: awkColumns(bytes, into: &columns)
    case .literal(let separator):
      let needle = Array(separator.utf8)
      var start = 0
      guard !needle.isEmpty else {
        // `SplitAfter` with an empty separator: each character.
        while start < bytes.count {
          let width = UTF8Rune.decode(bytes, at: start).width
          columns.append(start..<(start + width))
          start += width
        }
        return
      }
      while let at = DelimiterPattern.firstOccurrence(of: needle, in: bytes, from: start) {
        columns.append(start..<(at + needle.count))
        start = at + needle.count
      }
      // `SplitAfter` ends with the rest, even when it is empty.
      columns.append(start..<bytes.count)
    case .pattern(let pattern):
      var start = 0
      for match in pattern.matches(in: bytes) {
        columns.append(start..<match.upperBound)
        start = match.upperBound
      }
      if start < bytes.count { columns.append(start..<bytes.count) }
    }
  }

  /// The columns of `text`, each with the blanks or the delimiter that end it.
  package static func columns(of text: String, delimiter: ColumnDelimiter = .awk) -> [Substring] {
    var copy = text
    let ranges = copy.withUTF8 { columnRanges(of: $0, delimiter: delimiter) }
    let utf8 = text.utf8
    return ranges.map { range in
      text[
        utf8.index(
          utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
            utf8.startIndex, offsetBy: range.upperBound)]
    }
  }

  /// The columns of `bytes`, each with the blanks or the delimiter that end it.
  package static func columns(of bytes: [UInt8], delimiter: ColumnDelimiter = .awk) -> [ArraySlice<UInt8>] {
    bytes.withUnsafeBufferPointer { columnRanges(of: $0, delimiter: delimiter) }.map { bytes[$0] }
  }

  /// AWK-style columns: a run of bytes other than space and tab, then the blanks after it.
  private static func awkColumns(_ bytes: UnsafeBufferPointer<UInt8>, into columns: inout [Range<Int>]) {
    var begin: Int?
    var inBlanks = false
    for index in 0..<bytes.count {
      let blank = bytes[index] == 9 || bytes[index] == 32
      if let start = begin {
        if blank {
          inBlanks = true
        } else if inBlanks {
          columns.append(start..<index)
          begin = index
          inBlanks = false
        }
      } else if !blank {
        begin = index
      }
    }
    if let start = begin { columns.append(start..<bytes.count) }
  }

  /// The columns the ranges pick, each range's columns joined, as fzf's `Transform`: a range past
  /// the columns picks nothing (an empty part), and an index past them however large (`..2^63`)
  /// stops at the last.
  package static func pick<Column: RangeReplaceableCollection>(
    _ ranges: [ColumnRange], from columns: [Column]
  )
    -> [Column]
  {
    spans(ranges, count: columns.count).map { span in
      columns[span.columns].reduce(into: Column()) { $0.append(contentsOf: $1) }
    }
  }
}
