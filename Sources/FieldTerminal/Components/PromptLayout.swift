import FieldEngine
import FieldIO

/// The layout of a prompt: a box centred on the screen (inline: at the region's top left), drawn
/// over whatever the frame holds.
///
/// ```
/// ┌─ Title ──────────────────────────────┐
/// │ The question, wrapped to the box.    │
/// │                                      │
/// │ [text of the field                 ] │
/// │ max 5 · only AEIOUaeiou · 3/5        │
/// │           [ OK ]  [ Cancel ]         │
/// │ 'b' is not allowed: only AEIOUaeiou  │
/// │ Tab next · Enter OK · Esc cancel     │
/// └──────────────────────────────────────┘
/// ```
struct PromptLayout {
  let prompt: PromptController

  /// Where the box goes on a screen.
  struct Geometry {
    /// The box's outer width and height.
    let boxWidth: Int
    let boxHeight: Int
    /// The box's top row and left column.
    let top: Int
    let left: Int
    /// The question, wrapped to the box.
    let messageLines: [String]
    /// The message's rows: it takes the help row too when it needs a second, and a third row
    /// (the box one row taller) where the screen has it.
    let messageRows: Int
    /// The inner width of the field's box; 0 when the screen is too small.
    let fieldArea: Int
    /// The smallest screen that fits: 24 columns, and the box's rows with one line of question.
    static let minimumWidth = 24
    static let minimumHeight = 9
    /// True when the screen is large enough.
    let fits: Bool
    /// The rows below the field's hint given to what shows there (`BelowField`: a calendar all
    /// it asks for when the box has the room, else none; a menu what fits); the box grows by as many.
    let belowRows: Int
    /// True when the prompt draws without its box, in `compactRows` rows: the screen is too short
    /// for the box and the prompt fits short regions (`PromptController.fitsShortRegions`).
    let compact: Bool
    /// The rows the prompt takes without its box, from 3 to 5.
    let compactRows: Int
    /// The smallest region the prompt draws in without its box.
    static let compactMinimumWidth = 16
    static let compactMinimumHeight = 3

    init(prompt: PromptController, height: Int? = nil) {
      let height = height ?? prompt.height
      let title = TerminalWidth.columns(of: DisplayText.line(prompt.title))
      boxWidth = max(0, min(prompt.width - (prompt.isInline ? 0 : 2), max(52, title + 8)))
      let inner = boxWidth - 4
      // The question keeps its line breaks, inside the box; anything else of control is cleaned.
      let lines = DisplayText.wrapped(prompt.question, columns: max(inner, 1))
      let room = max(1, height - 8)
      // A question longer than the room ends with "…" on its last line shown.
      messageLines =
        lines.count <= room
        ? lines
        : Array(lines.prefix(room - 1)) + [DisplayText.fit(lines[room - 1] + " …", columns: max(inner, 1))]
      let boxOnly = messageLines.count + 8
      belowRows = prompt.belowField?.rows(room: height - boxOnly, width: inner, column: 0) ?? 0
      let plainHeight = boxOnly + belowRows
      let wanted = prompt.message.map { MessageLines.rowsWanted($0.text, columns: max(inner, 1)) } ?? 1
      let extra = min(max(0, wanted - 2), max(0, height - plainHeight))
      messageRows = min(wanted, 2) + extra
      boxHeight = plainHeight + extra
      let boxFits = prompt.width >= Self.minimumWidth && height >= plainHeight
      compact =
        !boxFits && prompt.fitsShortRegions && prompt.width >= Self.compactMinimumWidth
        && height >= Self.compactMinimumHeight
      compactRows = min(max(height, 0), 5)
      fits = boxFits || compact
      let rows = compact ? compactRows : boxHeight
      top = prompt.isInline ? 0 : max(0, (height - rows) / 2)
      left = prompt.isInline || compact ? 0 : max(0, (prompt.width - boxWidth) / 2)
      // As wide as the field's limit allows, as in a form: never as wide as what it holds.
      let fieldRoom = compact ? prompt.width - 4 : inner - 2
      fieldArea = fits ? min(fieldRoom, FieldBox.desiredWidth(prompt.field.rules)) : 0
    }
  }

  /// Draws the box over the frame's content; sets the frame's cursor.
  func draw(into frame: inout Frame) {
    let geometry = Geometry(prompt: prompt)
    guard geometry.fits else {
      let notice = ComponentWording.tooSmall(width: Geometry.minimumWidth, height: Geometry.minimumHeight)
      frame.showOnly(notice: notice)
      return
    }
    if geometry.compact { return drawCompact(into: &frame, geometry) }
    let (top, left, width) = (geometry.top, geometry.left, geometry.boxWidth)
    let inner = width - 4
    let title = DisplayText.fit(DisplayText.line(prompt.title), columns: inner - 2)
    let titleColumns = title.isEmpty ? 0 : TerminalWidth.columns(of: title) + 2
    let topBorder =
      "┌─" + (title.isEmpty ? "" : " " + title + " ")
      + String(repeating: "─", count: max(0, width - 3 - titleColumns)) + "┐"
    frame.put(topBorder, row: top, column: left, style: .bold, role: .title)
    for row in top + 1..<top + geometry.boxHeight - 1 {
      frame.put("│" + String(repeating: " ", count: width - 2) + "│", row: row, column: left)
    }
    frame.put(
      "└" + String(repeating: "─", count: width - 2) + "┘", row: top + geometry.boxHeight - 1, column: left)
    var row = top + 1
    for line in geometry.messageLines {
      frame.put(line, row: row, column: left + 2)
      row += 1
    }
    row += 1
    let onField = prompt.focus == .field
    let cursor = FieldBox.draw(
      prompt.field, into: &frame, row: row, column: left + 2, area: geometry.fieldArea,
      start: prompt.scrollOffset, focused: onField, masked: prompt.isMasked,
      suggests: prompt.completion?.isOpen != true)
    let hint =
      DisplayText.line(prompt.modeMark)
      + FieldBox.hint(
        for: prompt.field, masked: prompt.isMasked, revealKey: prompt.bindings.keyNames(for: .toggleReveal))
    frame.put(
      DisplayText.fit(hint, columns: inner), row: row + 1, column: left + 2, style: .dim, role: .counter)
    if geometry.belowRows > 0, let below = prompt.belowField {
      below.draw(into: &frame, row: row + 2, column: left + 2, width: inner, rows: geometry.belowRows)
      row += geometry.belowRows
    }
    let buttonsWidth = TerminalWidth.columns(of: okLabel) + 2 + TerminalWidth.columns(of: cancelLabel)
    let okColumn = left + (width - buttonsWidth) / 2
    let cancelColumn = okColumn + TerminalWidth.columns(of: okLabel) + 2
    let buttonRow = row + 2
    _ = drawButtons(into: &frame, row: buttonRow, from: okColumn)
    // A message longer than its row takes the help row too (and a third row), until the next key.
    var messageLines: [String] = []
    if let message = prompt.message {
      let laidOut = MessageLines(message.text, columns: inner, rows: geometry.messageRows)
      messageLines = laidOut.lines
      if laidOut.isCut { frame.cutMessages.append(message.text) }
    }
    for (index, line) in messageLines.enumerated() {
      let isError = prompt.message?.kind == .error
      frame.put(
        line, row: row + 3 + index, column: left + 2, style: isError ? .bold : [],
        role: isError ? .error : .message)
    }
    if messageLines.count < 2 {
      frame.put(
        DisplayText.fit(prompt.helpLine, columns: inner), row: row + 4, column: left + 2,
        style: .dim, role: .help)
    }
    switch prompt.focus {
    case .field: frame.cursor = cursor
    case .ok: frame.cursor = Position(row: buttonRow, column: okColumn + 2)
    case .cancel: frame.cursor = Position(row: buttonRow, column: cancelColumn + 2)
    }
  }

  /// Draws the prompt without its box in the rows at the geometry's top: the title and the
  /// question on one row, the field, then (as rows allow) the hint, the buttons and the message or
  /// the help. With three rows, the third holds the message until the next key, else the buttons.
  private func drawCompact(into frame: inout Frame, _ geometry: Geometry) {
    let width = prompt.width
    let top = geometry.top
    for row in top..<top + geometry.compactRows { frame.rows[row] = [] }
    let title = DisplayText.line(prompt.title)
    let question = DisplayText.line(prompt.question)
    let header = title.isEmpty ? question : title + ": " + question
    frame.put(DisplayText.fit(header, columns: width - 2), row: top, column: 1, style: .bold, role: .title)
    let onField = prompt.focus == .field
    let cursor = FieldBox.draw(
      prompt.field, into: &frame, row: top + 1, column: 1, area: geometry.fieldArea,
      start: prompt.scrollOffset, focused: onField, masked: prompt.isMasked)
    let hint =
      DisplayText.line(prompt.modeMark)
      + FieldBox.hint(
        for: prompt.field, masked: prompt.isMasked, revealKey: prompt.bindings.keyNames(for: .toggleReveal))
    var row = top + 2
    // One row here: a message cut on it is kept whole for stderr (`Frame.cutMessages`).
    let laidOut = prompt.message.map { MessageLines($0.text, columns: width - 2, rows: 1) }
    let message = laidOut?.lines.first
    let isError = prompt.message?.kind == .error
    func putMessage(_ text: String, row: Int) {
      frame.put(text, row: row, column: 1, style: isError ? .bold : [], role: isError ? .error : .message)
      if let whole = prompt.message?.text, laidOut?.isCut == true { frame.cutMessages.append(whole) }
    }
    if geometry.compactRows >= 5 {
      frame.put(DisplayText.fit(hint, columns: width - 2), row: row, column: 1, style: .dim, role: .counter)
      row += 1
    } else if geometry.compactRows == 4 {
      if let message {
        putMessage(message, row: row)
      } else {
        frame.put(DisplayText.fit(hint, columns: width - 2), row: row, column: 1, style: .dim, role: .counter)
      }
      row += 1
    } else if let message, onField {
      putMessage(message, row: row)
      frame.cursor = cursor
      return
    }
    let buttons = drawButtons(into: &frame, row: row, from: 1)
    let help = DisplayText.fit(prompt.helpLine, columns: max(0, width - buttons - 1))
    if geometry.compactRows >= 5 {
      if let message {
        putMessage(message, row: row + 1)
      } else {
        frame.put(
          DisplayText.fit(prompt.helpLine, columns: width - 2), row: row + 1, column: 1, style: .dim,
          role: .help)
      }
    } else if !help.isEmpty {
      frame.put(help, row: row, column: buttons, style: .dim, role: .help)
    }
    switch prompt.focus {
    case .field: frame.cursor = cursor
    case .ok: frame.cursor = Position(row: row, column: 1 + 2)
    case .cancel: frame.cursor = Position(row: row, column: 1 + TerminalWidth.columns(of: okLabel) + 2 + 2)
    }
  }

  private var okLabel: String { "[ \(ComponentWording.ok) ]" }
  private var cancelLabel: String { "[ \(ComponentWording.cancel) ]" }

  /// Draws OK and Cancel from `column` on `row`; returns the column after them.
  private func drawButtons(into frame: inout Frame, row: Int, from column: Int) -> Int {
    let cancelColumn = column + TerminalWidth.columns(of: okLabel) + 2
    frame.put(
      okLabel, row: row, column: column, style: prompt.focus == .ok ? [.reverse, .bold] : [],
      role: prompt.focus == .ok ? .cursorRow : .none)
    frame.put(
      cancelLabel, row: row, column: cancelColumn, style: prompt.focus == .cancel ? [.reverse, .bold] : [],
      role: prompt.focus == .cancel ? .cursorRow : .none)
    return cancelColumn + TerminalWidth.columns(of: cancelLabel) + 1
  }
}
