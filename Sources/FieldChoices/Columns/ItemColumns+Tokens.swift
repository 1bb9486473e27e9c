/// A part of an item picked out for matching or showing (fzf's `Token`): its text, and how many
/// characters of the item come before it (so that a match in it is placed in the item).
package struct ColumnToken: Sendable, Hashable {
  /// The part's text.
  package var text: String
  /// The characters of the item before it.
  package var prefix: Int

  /// A token.
  package init(_ text: String, prefix: Int) {
    self.text = text
    self.prefix = prefix
  }
}

/// Which columns of an item are matched (`--nth`) or shown (`--with-nth`), and how the item is cut.
package struct ColumnScope: Sendable, Hashable {
  /// How the item is cut into columns.
  package var delimiter: ColumnDelimiter
  /// The columns, as fzf's index expressions.
  package var ranges: [ColumnRange]

  /// A scope.
  package init(delimiter: ColumnDelimiter = .awk, ranges: [ColumnRange]) {
    self.delimiter = delimiter
    self.ranges = ranges
  }

  /// The item's tokens for these ranges (fzf's `Transform(Tokenize(text))`).
  package func tokens(of text: String) -> [ColumnToken] {
    ItemColumns.transform(ItemColumns.tokens(of: text, delimiter: delimiter), ranges)
  }

  /// The item as `--with-nth` shows it: the tokens joined, trailing white space left out (fzf's
  /// `TrimTrailingWhitespaces`).
  package func transformed(_ text: String) -> String {
    var joined = tokens(of: text).map(\.text).joined()
    while let last = joined.unicodeScalars.last, last.properties.isWhitespace {
      joined.unicodeScalars.removeLast()
    }
    return joined
  }

  /// True when `--nth` with these ranges changes nothing (fzf drops it): a `..` range, when the
  /// query is not extended or it is the only range (fzf's `postProcessOptions`).
  package func coversWholeItem(extended: Bool) -> Bool {
    (!extended || ranges.count == 1) && ranges.contains { $0.begin == 0 && $0.end == 0 }
  }
}

extension ItemColumns {
  /// The columns of `text` with the characters before each (fzf's `Tokenize`): with the AWK style,
  /// the leading blanks count before the first column.
  package static func tokens(of text: String, delimiter: ColumnDelimiter) -> [ColumnToken] {
    let columns = columns(of: text, delimiter: delimiter)
    var prefix = columns.first.map { text.distance(from: text.startIndex, to: $0.startIndex) } ?? 0
    return columns.map { column in
      defer { prefix += column.count }
      return ColumnToken(String(column), prefix: prefix)
    }
  }

  /// The tokens the ranges pick (fzf's `Transform`): one per range, its columns joined, with the
  /// prefix of its first column (of the first one when the range picks none).
  package static func transform(_ tokens: [ColumnToken], _ ranges: [ColumnRange]) -> [ColumnToken] {
    spans(ranges, count: tokens.count).map { span in
      ColumnToken(
        tokens[span.columns].map(\.text).joined(),
        prefix: span.prefixColumn < tokens.count ? tokens[span.prefixColumn].prefix : 0)
    }
  }

  /// For each range, the columns it picks out of `count` (0-based, consecutive, empty when none)
  /// and the column whose prefix its token takes, as fzf's `Transform` resolves them.
  package static func spans(_ ranges: [ColumnRange], count: Int) -> [(columns: Range<Int>, prefixColumn: Int)]
  {
    ranges.map { range in
      func resolved(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
      if range.begin == range.end {
        if range.begin == 0 { return (0..<count, 0) }
        let index = resolved(range.begin)
        return index >= 1 && index <= count ? (index - 1..<index, index - 1) : (0..<0, 0)
      }
      let begin = range.begin == 0 ? 1 : resolved(range.begin)
      let end = range.end == 0 ? count : resolved(range.end)
      let lower = max(begin, 1)
      let upper = min(end, count)
      return (lower <= upper ? lower - 1..<upper : 0..<0, max(0, begin - 1))
    }
  }

  /// A placeholder's value without the delimiter that ends it (fzf's preview placeholders): a literal
  /// delimiter at its end, or a pattern's last match when it ends there.
  package static func trimmingDelimiter(_ value: [UInt8], _ delimiter: ColumnDelimiter) -> [UInt8] {
    switch delimiter {
    case .awk: return value
    case .literal(let separator):
      let needle = Array(separator.utf8)
      guard !needle.isEmpty, value.count >= needle.count, value.suffix(needle.count).elementsEqual(needle)
      else {
        return value
      }
      return Array(value.dropLast(needle.count))
    case .pattern(let pattern):
      guard let last = value.withUnsafeBufferPointer({ pattern.matches(in: $0).last }),
        last.upperBound == value.count
      else { return value }
      return Array(value.prefix(last.lowerBound))
    }
  }
}
