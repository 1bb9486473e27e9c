/// A month as a calendar shows it below a date field (`--calendar`): six weeks of seven days
/// from the week that holds the 1st, each day marked as selected (the field's date), today,
/// of another month, or out of the range (greyed out, and no move reaches it). Pure: a page is
/// read off a field (`Field.calendarPage(weekStart:)`); nothing in it edits the field.
///
/// ```
///      March 2024
/// Mo Tu We Th Fr Sa Su
///              1  2  3
///  4  5  6  7  8  9 10
/// ```
package struct CalendarPage: Equatable, Sendable {
  /// One day of the grid.
  package struct Day: Equatable, Sendable {
    /// The day's year, month and day of the month.
    package let year: Int
    package let month: Int
    package let day: Int
    /// True for a day of the page's month (the others lead in and trail out).
    package let inMonth: Bool
    /// True for the field's date.
    package let isSelected: Bool
    /// True for today, as the field's format read it when it was built.
    package let isToday: Bool
    /// False for a day outside the field's range: drawn greyed out, never selected.
    package let isAvailable: Bool
  }

  /// The weeks on a page: six, so the grid's height never changes from month to month.
  package static let weekCount = 6

  /// The month shown, and its year.
  package let year: Int
  package let month: Int
  /// The day the weeks start on.
  package let weekStart: Weekday
  /// Six weeks of seven days.
  package let weeks: [[Day]]

  /// The English names of the months, January first.
  package static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// "March 2024".
  package var title: String { "\(Self.monthNames[month - 1]) \(year)" }

  /// The days of the week in the order of the columns: "Mo", "Tu", … from the week start.
  package var weekdayNames: [String] { (0..<7).map { weekStart.advanced(by: $0).shortName } }

  /// The page of `month` in `year`, with `selected` marked (nil for none), `today` marked, and the
  /// days outside `available` (a range of day numbers, `ProlepticGregorian.dayNumber`) greyed
  /// out. Days before 0001-01-01 or after 9999-12-31 are out of the range too; they still take
  /// their cell, as blanks.
  init(
    year: Int, month: Int, weekStart: Weekday, selected: LocalDateTime?, today: LocalDateTime,
    available: ClosedRange<Int>
  ) {
    self.year = year
    self.month = month
    self.weekStart = weekStart
    let first = ProlepticGregorian.dayNumber(year: year, month: month, day: 1)
    let lead = (ProlepticGregorian.weekday(ofDay: first).rawValue - weekStart.rawValue + 7) % 7
    let selectedNumber = selected.map {
      ProlepticGregorian.dayNumber(year: $0.year, month: $0.month, day: $0.day)
    }
    let todayNumber = ProlepticGregorian.dayNumber(year: today.year, month: today.month, day: today.day)
    let last = ProlepticGregorian.dayNumber(year: 9999, month: 12, day: 31)
    weeks = (0..<Self.weekCount).map { week in
      (0..<7).map { column in
        let number = first - lead + week * 7 + column
        guard number >= 0 && number <= last else {
          return Day(
            year: 0, month: 0, day: 0, inMonth: false, isSelected: false, isToday: false, isAvailable: false)
        }
        let date = ProlepticGregorian.date(ofDay: number)
        return Day(
          year: date.year, month: date.month, day: date.day,
          inMonth: date.month == month && date.year == year,
          isSelected: number == selectedNumber, isToday: number == todayNumber,
          isAvailable: available.contains(number))
      }
    }
  }
}

extension Field {
  /// The calendar page of the field's date: the month of its text when that is a whole date in
  /// range (the day selected), else the month where a move starts (today, moved into the range;
  /// nothing selected). Nil when the field's format has no day.
  package func calendarPage(weekStart: Weekday) -> CalendarPage? {
    guard let date = rules.format?.date, date.layout.parts.contains(.day) else { return nil }
    let selected = date.value(of: text)
    let shown = selected ?? date.start
    func number(_ value: LocalDateTime) -> Int {
      ProlepticGregorian.dayNumber(year: value.year, month: value.month, day: value.day)
    }
    let low = date.minimum.map(number) ?? 0
    let high = date.maximum.map(number) ?? ProlepticGregorian.dayNumber(year: 9999, month: 12, day: 31)
    return CalendarPage(
      year: shown.year, month: shown.month, weekStart: weekStart, selected: selected, today: date.now,
      available: low...high)
  }

  /// True when the field's format is a date with a day, which a calendar can pick.
  public var hasCalendar: Bool { rules.format?.date?.layout.parts.contains(.day) ?? false }
}
