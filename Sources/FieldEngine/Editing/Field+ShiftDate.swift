/// How far a calendar moves a date (`Edit.shiftDate(_:)`): by days (a week is seven) or by
/// months, carrying into the next month and year.
package enum DateShift: Equatable, Hashable, Sendable {
  /// By this many days: 31 January and one day is 1 February; 31 December 2024 and one day is
  /// 1 January 2025.
  case days(Int)
  /// By this many months, the day cut to the new month's last day: 31 January and one month is
  /// 29 February 2024 (as chrono's `checked_add_months`, which inquire's calendar uses).
  case months(Int)

  /// The shift `count` times over (a numeric argument).
  func times(_ count: Int) -> DateShift {
    switch self {
    case .days(let days): .days(days * count)
    case .months(let months): .months(months * count)
    }
  }
}

extension Field {
  /// Moves the date in a field whose format has a day (`Edit.shiftDate`): the moved value goes
  /// through the one door as a value from the program, one undo step, the cursor where it was. A
  /// move beyond the range stops at its bound, as inquire's calendar does; at the bound already,
  /// it changes nothing and says which end it is at.
  mutating func shiftDate(_ shift: DateShift) -> EditOutcome {
    guard let date = rules.format?.date, date.layout.parts.contains(.day) else {
      return EditOutcome(.unchanged)
    }
    let text = buffer.text
    let cursor = text[..<buffer.index(at: buffer.headOffset)].count
    let moved: LocalDateTime
    if let value = date.value(of: text) {
      let shifted = date.shift(value, by: shift)
      moved = date.clamped(shifted)
      // Only a move from the bound itself is refused: one beyond it lands on it.
      if moved == value, let refusal = date.refusal(beyond: shifted) { return refusal }
    } else {
      moved = date.start
    }
    return write(date.layout.text(of: moved), cursorAt: cursor)
  }
}

extension DateChecker {
  /// `value` moved by `shift`, carrying across months and years; the time of day is kept. The
  /// result stays within the calendar (0001-01-01 to 9999-12-31) and may lie outside the range.
  func shift(_ value: LocalDateTime, by shift: DateShift) -> LocalDateTime {
    var moved = value
    switch shift {
    case .days(let days):
      let first = 0
      let last = ProlepticGregorian.dayNumber(year: 9999, month: 12, day: 31)
      let number = ProlepticGregorian.dayNumber(year: value.year, month: value.month, day: value.day)
      // A shift larger than the calendar cannot overflow: it stops at an end of the calendar.
      let (sum, overflow) = number.addingReportingOverflow(days)
      let target = overflow ? (days < 0 ? first : last) : min(max(sum, first), last)
      (moved.year, moved.month, moved.day) = ProlepticGregorian.date(ofDay: target)
    case .months(let months):
      let index = value.year * 12 + value.month - 1
      let (sum, overflow) = index.addingReportingOverflow(months)
      let lowest = ProlepticGregorian.years.lowerBound * 12
      let highest = ProlepticGregorian.years.upperBound * 12 + 11
      let target = overflow ? (months < 0 ? lowest : highest) : min(max(sum, lowest), highest)
      moved.year = target / 12
      moved.month = target % 12 + 1
      moved.day = min(value.day, ProlepticGregorian.days(inMonth: moved.month, year: moved.year))
    }
    return moved
  }
}
