/// A date, a time of day, or both, typed in a layout of parts and separators, optionally within
/// a range: `DateFormat("DD.MM.YYYY", maximum: "today")`.
///
/// The layout is built from the parts `YYYY` (0001-9999), `MM`, `DD`, `hh` (00-23, no AM/PM),
/// `mm` and `ss`, each at most once, and literal separators between them: a date (`YYYY-MM-DD`,
/// `DD.MM.YYYY`, `MM/DD/YYYY`), a time (`hh:mm`, `hh:mm:ss`) or both (`YYYY-MM-DD hh:mm`). A day
/// needs its month and a month its year; a minute needs its hour and a second its minute; a time
/// beside a date needs the whole date. `\x` writes a part's letter as a literal (`hh\hmm` reads
/// "14h30"); a digit cannot be a separator. The calendar is the proleptic Gregorian one (the
/// Gregorian rules carried back to year 1, as ISO 8601 counts); times are local and naive.
///
/// The bounds are written in the layout ("2024-03-15"), or are `today` or `now` (this machine's
/// local date and time when the field's format is built). In a format with a time, `today` as a
/// minimum is the day's first second and as a maximum its last; `now` is cut to the format's
/// parts (a maximum of `now` in `hh:mm` takes the current minute).
///
/// As a restriction, an insertion is taken only when some continuation is a real date within
/// the range: "2023-02-2" can still become a date, "2023-02-29" cannot. Separators are typed for
/// the user as a mask's literals are.
public struct DateFormat: Sendable, Hashable {
  /// The layout as written: "YYYY-MM-DD".
  public let layout: String
  /// The smallest value allowed, as written: in the layout, `today` or `now`; nil for none.
  public let minimum: String?
  /// The largest value allowed, as written; nil for none.
  public let maximum: String?

  /// One end of the range.
  package typealias Bound = NumberFormat.Bound

  /// A format from its layout and bounds as written (flags and form files); build it into a
  /// field's format with `TextFormat.date(_:)`, which throws when it cannot be used.
  public init(_ layout: String, minimum: String? = nil, maximum: String? = nil) {
    self.layout = layout
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The bound as written, or nil.
  package func text(of bound: Bound) -> String? { bound == .minimum ? minimum : maximum }

  /// What is wrong with the format itself, with `today` and `now` read as `now`; nil when it
  /// can be used.
  package func configurationError(now: LocalDateTime) -> ConfigurationError? {
    do throws(DateProblem) {
      _ = try DateChecker(self, now: now)
      return nil
    } catch {
      return .invalidDate(layout, error)
    }
  }

  /// True when the layout reads and has a day (`DD`): a calendar can pick its dates.
  public var hasDay: Bool { (try? DateLayout(layout))?.parts.contains(.day) ?? false }

  /// The range in words, for messages: "from 2024-03-15 to today", "from 09:00", "up to today",
  /// or "".
  public var rangeDescription: String {
    switch (minimum, maximum) {
    case (let low?, let high?): "from \(low) to \(high)"
    case (let low?, nil): "from \(low)"
    case (nil, let high?): "up to \(high)"
    case (nil, nil): ""
    }
  }
}

/// Why a date format cannot be used, with what the messages name.
package enum DateProblem: Error, Sendable, Hashable {
  /// The layout has no part.
  case noPart
  /// Letters that look like a part and are not one: "YYY", "yyyy", "HH".
  case unknownPart(String)
  /// A part written twice.
  case repeatedPart(DatePart)
  /// A part without the part it needs: a day without its month, a month without its year, a
  /// minute without its hour, a second without its minute, a time beside a date without its day.
  case missingPart(DatePart, needs: DatePart)
  /// A digit written as a separator: typed digits would be ambiguous.
  case digitSeparator(Character)
  /// A control character as a separator, which no field holds.
  case controlSeparator(Character)
  /// A `\` at the end, escaping nothing.
  case trailingBackslash
  /// A bound that is not written in the layout (nor `today` or `now`).
  case notInLayout(DateFormat.Bound, String)
  /// A bound written in the layout that is no real date or time: why.
  case notADate(DateFormat.Bound, String, DateFlaw)
  /// `today` in a format without a date.
  case todayWithoutDate(DateFormat.Bound)
  /// The minimum after the maximum, as written.
  case reversed(minimum: String, maximum: String)

  /// The part of a spec the problem is about: a bound, or the layout.
  var bound: DateFormat.Bound? {
    switch self {
    case .notInLayout(let bound, _), .notADate(let bound, _, _), .todayWithoutDate(let bound): bound
    case .reversed: .minimum
    default: nil
    }
  }
}

/// Why a key in a date field was refused, where more can be said than that it does not fit.
package enum DateRefusal: Sendable, Hashable {
  /// The parts typed in full are no real date or time.
  case notADate(DateFlaw)
  /// Every date the text could become is after the maximum, written in the layout.
  case afterMaximum(String)
  /// Every date the text could become is before the minimum, written in the layout.
  case beforeMinimum(String)
}

/// What makes parts that fit their digits no real date or time.
package enum DateFlaw: Sendable, Hashable {
  /// A part outside its range: year 0000, month 13, hour 24, minute 60.
  case outOfRange(DatePart, Int)
  /// A day the month does not have: the day, month and year (February 29 of a common year,
  /// April 31).
  case noSuchDay(day: Int, month: Int, year: Int)

  /// The first flaw of a value, in the order of its parts; nil when it is a real date and time.
  static func of(_ value: LocalDateTime) -> DateFlaw? {
    for part in DatePart.allCases where !part.range.contains(value[part]) {
      return .outOfRange(part, value[part])
    }
    if value.day > ProlepticGregorian.days(inMonth: value.month, year: value.year) {
      return .noSuchDay(day: value.day, month: value.month, year: value.year)
    }
    return nil
  }
}
