import FieldEngine

/// A calendar page drawn: the month and year centred, the days of the week, then six weeks,
/// each day in two columns with one between. The field's date is in reverse video, today
/// underlined, days out of the range dim (greyed out); the days of the months before and after
/// are left blank, so a dim number always means a day no move reaches.
///
/// ```
///      March 2024
/// Mo Tu We Th Fr Sa Su
///              1  2  3
///  4  5  6  7  8  9 10
/// 11 12 13 14 15 16 17
/// 18 19 20 21 22 23 24
/// 25 26 27 28 29 30 31
///
/// ```
struct CalendarGrid {
  let page: CalendarPage

  /// The title row, the weekdays' row and six weeks.
  static let rows = 2 + CalendarPage.weekCount
  /// Seven days of two columns, six between.
  static let columns = 20

  func draw(into frame: inout Frame, row: Int, column: Int) {
    let title = page.title
    let titleColumns = TerminalWidth.columns(of: title)
    frame.put(
      title, row: row, column: column + max(0, (Self.columns - titleColumns) / 2), style: .bold, role: .title)
    frame.put(
      page.weekdayNames.joined(separator: " "), row: row + 1, column: column, style: .dim,
      role: .calendarOutOfRange)
    for (week, days) in page.weeks.enumerated() {
      for (index, day) in days.enumerated() where day.inMonth {
        let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
        var style: Style = []
        var role = ColorRole.text
        if day.isToday {
          style.insert(.underline)
          role = .calendarToday
        }
        if !day.isAvailable {
          style.insert(.dim)
          role = .calendarOutOfRange
        }
        if day.isSelected {
          style.insert([.reverse, .bold])
          role = .calendarSelected
        }
        frame.put(number, row: row + 2 + week, column: column + index * 3, style: style, role: role)
      }
    }
  }
}
