import FieldEngine
import FieldIO

/// What a component draws in the rows below its focused field, between the field's hint and
/// whatever follows: the one slot the layouts keep for it (`FormLayout`, `PromptLayout` and the
/// inline heights ask it for its size and draw it where it fits). It holds a date field's calendar
/// or an open completion menu (the menu first, when a field has both).
enum BelowField: Sendable {
  /// A month grid (`--calendar`, F3 in a form).
  case calendar(CalendarPage)
  /// An open completion menu (Tab, Alt-?).
  case completion(CompletionMenu)
  /// The options of a focused choice in a form.
  case options(OptionRows)

  /// The rows it asks for.
  var rows: Int {
    switch self {
    case .calendar: CalendarGrid.rows
    case .completion(let menu): menu.rowsWanted
    case .options(let options): options.rows.count + 1
    }
  }

  /// True for a completion menu.
  var isMenu: Bool {
    if case .completion = self { return true }
    return false
  }

  /// Draws it with its top left corner at `row` and `column`, in `rows` rows and `width`
  /// columns (as `rows(room:width:column:)` gave).
  func draw(into frame: inout Frame, row: Int, column: Int, width: Int, rows: Int) {
    switch self {
    case .calendar(let page): CalendarGrid(page: page).draw(into: &frame, row: row, column: column)
    case .completion(let menu): menu.draw(into: &frame, row: row, column: column, width: width, rows: rows)
    case .options(let options): options.draw(into: &frame, row: row, column: column, width: width, rows: rows)
    }
  }

  /// The rows it gets on a screen of `width` columns when `room` rows are free, drawn from
  /// `column`: a calendar all of its rows or none (it is left out rather than cut); a menu as many
  /// as fit, its last row (the count, "no candidate matches", what failed) always among them,
  /// with a candidate above it when it has one.
  func rows(room: Int, width: Int, column: Int) -> Int {
    switch self {
    case .calendar: room >= rows && column + CalendarGrid.columns <= width ? rows : 0
    case .completion, .options: room >= min(rows, 2) && width - column > 2 ? min(rows, room) : 0
    }
  }

  /// The component's slot below a field: the open completion menu, else the calendar's page.
  static func choose(menu: CompletionMenu?, calendar: @autoclosure () -> CalendarPage?) -> BelowField? {
    if let menu, menu.isOpen { return .completion(menu) }
    return calendar().map(BelowField.calendar)
  }
}

/// The rows of a choice's options below it in a form: a window of the matches around the
/// highlight, each marked chosen or not, and a status row ("3 of 12", "no options", "loading…").
struct OptionRows: Sendable, Equatable {
  /// One option's row.
  struct Row: Sendable, Equatable {
    var text: String
    var chosen: Bool
    var highlighted: Bool
  }

  /// The most option rows shown.
  static let mostRows = 6

  var rows: [Row]
  var status: String
  var statusIsError = false
  var multiple: Bool

  /// Draws the rows that fit (the highlighted one kept in view), the status row last.
  func draw(into frame: inout Frame, row: Int, column: Int, width: Int, rows room: Int) {
    let optionRows = max(0, room - 1)
    let highlighted = rows.firstIndex { $0.highlighted } ?? 0
    let start = max(0, min(highlighted - optionRows + 1, rows.count - optionRows))
    for (offset, option) in rows.dropFirst(start).prefix(optionRows).enumerated() {
      let mark = multiple ? (option.chosen ? "[x] " : "[ ] ") : (option.chosen ? "(x) " : "( ) ")
      let text = (option.highlighted ? "› " : "  ") + mark + DisplayText.line(option.text)
      frame.put(
        DisplayText.fit(text, columns: max(0, width - 1)), row: row + offset, column: column,
        style: option.highlighted ? .bold : [], role: option.highlighted ? .cursorRow : .item)
    }
    frame.put(
      DisplayText.fit(status, columns: max(0, width - 3)), row: row + min(optionRows, rows.count),
      column: column + 2,
      style: statusIsError ? .bold : .dim, role: statusIsError ? .error : .counter)
  }
}
