import FieldEngine
import FieldIO
import FieldKeys

/// The layout of a text area: the label (and, at its right, the lines out of view and the
/// counts against the limits), the lines shown (a line wider than the area is cut, `>` in the
/// cell after it; the cursor's line scrolls, `<` before it while its start is hidden), then the
/// message or help row (inline), or the message row and the help row (full screen).
///
/// ```
/// Message                              ↓ 2 more · 4/10 lines
/// │ Fix the parser
/// │
/// │ It read CR LF as two lines.
/// │
/// Enter new line · ^D submit · Esc cancel · ^_ undo · ^C quit
/// ```
struct TextAreaLayout {
  let controller: TextAreaController

  /// The column the text starts at, after the gutter.
  static let textColumn = 2
  /// The narrowest screen worth drawing.
  static let minimumWidth = 10

  /// The label row (it also holds the counts when there is no label).
  static let labelRows = 1

  /// Where the rows go.
  struct Geometry {
    /// The row of the first line of text.
    let firstTextRow: Int
    /// How many lines of text show at once.
    let textRows: Int
    /// The cells a line of text has.
    let textWidth: Int
    /// The rows under the text: one inline (message or help), two full screen.
    let bottomRows: Int
    /// True when the screen is large enough.
    let fits: Bool

    init(controller: TextAreaController) {
      firstTextRow = TextAreaLayout.labelRows
      bottomRows = controller.isInline ? 1 : 2
      let room = controller.height - firstTextRow - bottomRows
      textRows = controller.isInline ? max(1, min(controller.textRows, room)) : max(1, room)
      textWidth = max(1, controller.width - TextAreaLayout.textColumn - 1)
      fits = controller.width >= TextAreaLayout.minimumWidth && room >= 1
    }
  }

  func draw(into frame: inout Frame) {
    let geometry = Geometry(controller: controller)
    guard geometry.fits else {
      frame.showOnly(
        notice: ComponentWording.tooSmall(
          width: Self.minimumWidth, height: geometry.firstTextRow + 1 + geometry.bottomRows))
      return
    }
    let area = controller.area
    let first = controller.firstVisibleLine
    let shown = first..<min(area.lines.count, first + geometry.textRows)
    let status = Self.status(
      above: shown.lowerBound, below: area.lines.count - shown.upperBound, area: area)
    let statusText = DisplayText.fit(status, columns: max(0, frame.width - 2))
    let statusColumn = frame.width - 1 - TerminalWidth.columns(of: statusText)
    frame.put(
      DisplayText.fit(
        DisplayText.line(controller.modeMark + controller.label), columns: max(0, statusColumn - 1)), row: 0,
      column: 0, style: .bold, role: .label)
    if !statusText.isEmpty {
      frame.put(statusText, row: 0, column: statusColumn, style: .dim, role: .counter)
    }
    // The gutter runs down every row the text has, so the area's extent shows while it is short.
    for row in shown.count..<geometry.textRows {
      frame.put("│", row: geometry.firstTextRow + row, column: 0, style: .dim)
    }
    for index in shown {
      let row = geometry.firstTextRow + index - first
      let isCursorLine = index == area.cursor.line
      frame.put("│", row: row, column: 0, style: .dim, role: isCursorLine ? .cursorRow : .none)
      let line = area.lines[index]
      let start = isCursorLine ? controller.scrollOffset : 0
      let cursorColumn = Self.drawLine(
        line.buffer, from: start, into: &frame, row: row, columns: geometry.textWidth)
      if isCursorLine { frame.cursor = Position(row: row, column: cursorColumn) }
    }
    if area.text.isEmpty && !controller.placeholder.isEmpty {
      frame.put(
        DisplayText.fit(DisplayText.line(controller.placeholder), columns: geometry.textWidth),
        row: geometry.firstTextRow, column: Self.textColumn, style: .dim, role: .hint)
    }
    // In vi mode Escape goes to command mode: it cancels nothing.
    let help = HelpRow.fit(
      controller.bindings.helpLine { $0.command != .cancel || controller.editing.mode != .vi },
      columns: frame.width - 1)
    if let message = controller.message {
      let row = frame.height - geometry.bottomRows
      frame.put(
        DisplayText.fit(message.text, columns: frame.width - 1), row: row, column: 0,
        style: message.kind == .error ? .bold : [], role: message.kind == .error ? .error : .message)
      if DisplayText.fit(message.text, columns: frame.width - 1) != message.text {
        frame.cutMessages.append(message.text)
      }
      if !controller.isInline { frame.put(help, row: frame.height - 1, column: 0, style: .dim, role: .help) }
    } else {
      frame.put(help, row: frame.height - 1, column: 0, style: .dim, role: .help)
    }
  }

  /// The label row's right end: the lines out of view, and the counts against the limits.
  static func status(above: Int, below: Int, area: TextArea) -> String {
    var parts: [String] = []
    let more = FormLayout.moreFields(above: above, below: below)
    if !more.isEmpty { parts.append(more) }
    if let maxLines = area.maxLines { parts.append("\(area.lines.count)/\(maxLines) lines") }
    if let maxLength = area.maxLength { parts.append("\(area.characterCount)/\(maxLength)") }
    return parts.joined(separator: " · ")
  }

  /// Draws a line's characters from `start` in `columns` cells, and where text is out of view
  /// the one-line field's scroll marks: `<` before the text when its start is hidden (the cursor's
  /// line scrolls), `>` in the cell after the text when its end is; returns the cursor's column
  /// (the line's cursor, or the text's start when it is not on the line shown).
  static func drawLine(
    _ buffer: TextBuffer, from start: Int, into frame: inout Frame, row: Int, columns: Int
  ) -> Int {
    var used = 0
    var position = start
    var cursorColumn = textColumn
    var shown = ""
    while position < buffer.endOffset {
      let next = buffer.offset(after: position)!
      let character = FieldBox.shownText(buffer.text[buffer.index(at: position)..<buffer.index(at: next)])
      let width = TerminalWidth.columns(of: character)
      if used + width > columns { break }
      if position == buffer.headOffset { cursorColumn = textColumn + used }
      shown += character
      used += width
      position = next
    }
    if buffer.headOffset >= position { cursorColumn = textColumn + used }
    frame.put(shown, row: row, column: textColumn)
    if start > 0 { frame.put("<", row: row, column: textColumn - 1, style: .dim, role: .hint) }
    if position < buffer.endOffset {
      frame.put(">", row: row, column: textColumn + columns, style: .dim, role: .hint)
    }
    return cursorColumn
  }
}
