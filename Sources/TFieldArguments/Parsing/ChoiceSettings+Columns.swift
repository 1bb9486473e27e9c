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

  /// The columns that name an item across reloads (`--id-nth`), or nil.
  package var identityColumns: ColumnScope? {
    guard let idNth, let ranges = Self.columnRanges(idNth) else { return nil }
    return ColumnScope(delimiter: columnDelimiter, ranges: ranges)
  }

  /// The columns shown (`--with-nth`), or nil.
  package var shownColumns: ColumnTemplate? { template(withNth) }

  /// The columns printed of a chosen item (`--accept-nth`), or nil.
  package var acceptedColumns: ColumnTemplate? { template(acceptNth) }

  /// A `--with-nth` or `--accept-nth` value read (checked by the argument parser); `{n}` counts
  /// the header lines, as fzf's item numbers do.
  private func template(_ text: String?) -> ColumnTemplate? {
    guard let text, var template = try? ColumnTemplate(parsing: text, delimiter: columnDelimiter) else {
      return nil
    }
    template.firstIndex = headerLines
    return template
  }
}
