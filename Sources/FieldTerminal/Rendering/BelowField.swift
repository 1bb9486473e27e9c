import FieldEngine

/// What a component draws in the rows below its focused field, between the field's hint and
/// whatever follows: the one slot the layouts keep for it (`FormLayout`, `PromptLayout` and the
/// inline heights ask it for its size and draw it where it fits). Today it holds a date field's
/// calendar; a completion menu is another kind of content for the same slot.
enum BelowField: Equatable, Sendable {
  /// A month grid (`--calendar`, F3 in a form).
  case calendar(CalendarPage)

  /// The rows it takes.
  var rows: Int {
    switch self {
    case .calendar: CalendarGrid.rows
    }
  }

  /// The columns it takes.
  var columns: Int {
    switch self {
    case .calendar: CalendarGrid.columns
    }
  }

  /// Draws it with its top left corner at `row` and `column`.
  func draw(into frame: inout Frame, row: Int, column: Int) {
    switch self {
    case .calendar(let page): CalendarGrid(page: page).draw(into: &frame, row: row, column: column)
    }
  }

  /// The rows it gets on a screen: all of them when `room` rows and `width` columns from
  /// `column` hold it, else none (it is left out rather than cut).
  func rows(room: Int, width: Int, column: Int) -> Int {
    room >= rows && column + columns <= width ? rows : 0
  }
}
