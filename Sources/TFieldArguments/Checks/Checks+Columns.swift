import FieldChoices
import TFieldOptions

extension Checks {
  /// `--delimiter`, `--nth`, `--id-nth`, `--with-nth` and `--accept-nth` can be read.
  static func fieldOptions(_ given: GivenOptions) throws(UsageError) {
    let choice = given.choice
    if let delimiter = choice.delimiter {
      do throws(DelimiterPattern.ParseError) {
        _ = try ColumnDelimiter.parse(delimiter)
      } catch {
        let reason: ColumnProblem? =
          switch error {
          case .unsupported(let construct): .unsupportedPattern(construct)
          case .repeatCount(let written): .repeatCount(written)
          case .tooLarge: .patternTooLarge
          case .invalid: nil
          }
        if let reason { throw .columns(flag: "--delimiter", got: delimiter, reason: reason) }
      }
    }
    for (flag, value) in [("--nth", choice.nth), ("--id-nth", choice.idNth)] {
      if let value, ChoiceSettings.columnRanges(value) == nil {
        throw .columns(flag: flag, got: value, reason: .invalidFormat)
      }
    }
    for (flag, value) in [("--with-nth", choice.withNth), ("--accept-nth", choice.acceptNth)] {
      guard let value else { continue }
      do throws(ColumnTemplate.Problem) {
        _ = try ColumnTemplate(parsing: value)
      } catch {
        throw .columns(
          flag: flag, got: value, reason: error == .invalidFormat ? .invalidFormat : .noPlaceholder)
      }
    }
  }

  /// `--with-nth` not with `--other`: a new item has no line as read apart from its columns.
  static func withNthWithoutOther(_ given: GivenOptions) throws(UsageError) {
    if let withNth = given.choice.withNth, given.settings.offersOther {
      throw .columns(flag: "--with-nth", got: withNth, reason: .withOther)
    }
  }
}
