import FieldEngine
import FieldIO

/// The layout of a prompt: a box centred on the screen (inline: at the region's top left), drawn
/// over whatever the frame holds.
///
/// ```
/// ┌─ Title ──────────────────────────────┐
/// │ The message, wrapped to the box.     │
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
    /// The message, wrapped to the box.
    let messageLines: [String]
    /// The notice's rows: it takes the help row too when it needs a second, and a third row
    /// (the box one row taller) where the screen has it.
    let noticeRows: Int
    /// The inner width of the field's box; 0 when the screen is too small.
    let fieldArea: Int
    /// The smallest screen that fits: 24 columns, and the box's rows with one line of message.
    static let minimumWidth = 24
    static let minimumHeight = 9
    /// True when the screen is large enough.
    let fits: Bool

    init(prompt: PromptController, height: Int? = nil) {
      let height = height ?? prompt.height
      let title = TerminalWidth.columns(of: DisplayText.line(prompt.title))
      boxWidth = max(0, min(prompt.width - (prompt.isInline ? 0 : 2), max(52, title + 8)))
      let inner = boxWidth - 4
      // The message keeps its line breaks, inside the box; anything else of control is cleaned.
      let lines = DisplayText.wrapped(prompt.message, columns: max(inner, 1))
      let room = max(1, height - 8)
      // A message longer than the room ends with "…" on its last line shown.
      messageLines =
        lines.count <= room
        ? lines
        : Array(lines.prefix(room - 1)) + [DisplayText.fit(lines[room - 1] + " …", columns: max(inner, 1))]
      let plainHeight = messageLines.count + 8
      let wanted = prompt.notice.map { MessageLines.rowsWanted($0.text, columns: max(inner, 1)) } ?? 1
      let extra = min(max(0, wanted - 2), max(0, height - plainHeight))
      noticeRows = min(wanted, 2) + extra
      boxHeight = plainHeight + extra
      fits = prompt.width >= Self.minimumWidth && height >= plainHeight
      top = prompt.isInline ? 0 : max(0, (height - boxHeight) / 2)
      left = prompt.isInline ? 0 : max(0, (prompt.width - boxWidth) / 2)
      // As wide as the field's limit allows, as in a form: never as wide as what it holds.
      fieldArea = fits ? min(inner - 2, FieldBox.desiredWidth(prompt.field.rules)) : 0
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
    let (top, left, width) = (geometry.top, geometry.left, geometry.boxWidth)
    let inner = width - 4
    let title = DisplayText.fit(DisplayText.line(prompt.title), columns: inner - 2)
    let titleColumns = title.isEmpty ? 0 : TerminalWidth.columns(of: title) + 2
    let topBorder =
      "┌─" + (title.isEmpty ? "" : " " + title + " ")
      + String(repeating: "─", count: max(0, width - 3 - titleColumns)) + "┐"
    frame.put(topBorder, row: top, column: left, style: .bold)
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
      start: prompt.scrollOffset, focused: onField, masked: prompt.isMasked)
    let hint = FieldBox.hint(
      for: prompt.field, masked: prompt.isMasked, revealKey: prompt.bindings.keyNames(for: .toggleReveal))
    frame.put(DisplayText.fit(hint, columns: inner), row: row + 1, column: left + 2, style: .dim, role: .hint)
    let ok = "[ \(ComponentWording.ok) ]"
    let cancel = "[ \(ComponentWording.cancel) ]"
    let buttonsWidth = TerminalWidth.columns(of: ok) + 2 + TerminalWidth.columns(of: cancel)
    let okColumn = left + (width - buttonsWidth) / 2
    let cancelColumn = okColumn + TerminalWidth.columns(of: ok) + 2
    let buttonRow = row + 2
    frame.put(
      ok, row: buttonRow, column: okColumn, style: prompt.focus == .ok ? [.reverse, .bold] : [],
      role: prompt.focus == .ok ? .focus : .none)
    frame.put(
      cancel, row: buttonRow, column: cancelColumn, style: prompt.focus == .cancel ? [.reverse, .bold] : [],
      role: prompt.focus == .cancel ? .focus : .none)
    // A notice longer than its row takes the help row too (and a third row), until the next key.
    var noticeLines: [String] = []
    if let notice = prompt.notice {
      let laidOut = MessageLines(notice.text, columns: inner, rows: geometry.noticeRows)
      noticeLines = laidOut.lines
      if laidOut.isCut { frame.cutMessages.append(notice.text) }
    }
    for (index, line) in noticeLines.enumerated() {
      let isError = prompt.notice?.kind == .error
      frame.put(
        line, row: row + 3 + index, column: left + 2, style: isError ? .bold : [],
        role: isError ? .error : .success)
    }
    if noticeLines.count < 2 {
      frame.put(
        DisplayText.fit(prompt.bindings.helpLine, columns: inner), row: row + 4, column: left + 2,
        style: .dim, role: .hint)
    }
    switch prompt.focus {
    case .field: frame.cursor = cursor
    case .ok: frame.cursor = Position(row: buttonRow, column: okColumn + 2)
    case .cancel: frame.cursor = Position(row: buttonRow, column: cancelColumn + 2)
    }
  }
}
