import FieldChoices
import TFieldOptions

extension ChoiceSettings {
  /// A `--nth` or `--with-nth` value read as fzf's `splitNth` reads it (only digits, `,`, `-` and
  /// `.`, each part a range), or nil.
  package static func fieldRanges(_ text: String) -> [FieldRange]? {
    guard !text.isEmpty, text.allSatisfy({ "0123456789,-.".contains($0) }) else { return nil }
    return FieldRange.list(Substring(text))
  }

  /// How items are cut into fields: `--delimiter` read (checked by the argument parser), AWK-style
  /// without it.
  package var fieldDelimiter: FieldDelimiter {
    guard let delimiter else { return .awk }
    return (try? FieldDelimiter.parse(delimiter)) ?? .literal(delimiter)
  }

  /// The fields matched (`--nth`), nil without it or when it covers the whole item (fzf drops it
  /// then: the query's syntax is always extended here).
  package var matchedFields: FieldScope? {
    guard let nth, let ranges = Self.fieldRanges(nth) else { return nil }
    let scope = FieldScope(delimiter: fieldDelimiter, ranges: ranges)
    return scope.coversWholeItem(extended: true) ? nil : scope
  }

  /// The fields shown (`--with-nth`), or nil.
  package var shownFields: FieldScope? {
    guard let withNth, let ranges = Self.fieldRanges(withNth) else { return nil }
    return FieldScope(delimiter: fieldDelimiter, ranges: ranges)
  }
}
