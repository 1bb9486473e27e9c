import FieldChoices
import TFieldOptions

extension ChoiceSettings {
  /// A `--nth` or `--with-nth` value read as fzf's `splitNth` reads it (only digits, `,`, `-` and
  /// `.`, each part a range), or nil.
  package static func columnRanges(_ text: String) -> [ColumnRange]? {
    guard !text.isEmpty, text.allSatisfy({ "0123456789,-.".contains($0) }) else { return nil }
    return ColumnRange.list(Substring(text))
  }

  /// How items are cut into columns: `--delimiter` read (checked by the argument parser), AWK-style
  /// without it.
  package var columnDelimiter: ColumnDelimiter {
    guard let delimiter else { return .awk }
    return (try? ColumnDelimiter.parse(delimiter)) ?? .literal(delimiter)
  }

  /// The columns matched (`--nth`), nil without it or when it covers the whole item (fzf drops it
  /// then: the query's syntax is always extended here).
  package var matchedColumns: ColumnScope? {
    guard let nth, let ranges = Self.columnRanges(nth) else { return nil }
    let scope = ColumnScope(delimiter: columnDelimiter, ranges: ranges)
    return scope.coversWholeItem(extended: true) ? nil : scope
  }

  /// The columns shown (`--with-nth`), or nil.
  package var shownColumns: ColumnScope? {
    guard let withNth, let ranges = Self.columnRanges(withNth) else { return nil }
    return ColumnScope(delimiter: columnDelimiter, ranges: ranges)
  }
}
