import FieldEngine
import FieldIO
import FieldKeys

extension FormLayout {
  /// The frame for the controller's state and screen size.
  func frame() -> Frame {
    let width = controller.width
    let height = controller.height
    let form = controller.form
    let geometry = Self.geometry(of: controller)
    var frame = Frame(width: width, height: height)
    guard geometry.fits else {
      frame.showOnly(
        notice: "make the window larger: this form needs \(geometry.minimumWidth)x\(geometry.minimumHeight)")
      return frame
    }
    let page = geometry.elements
    let focusPosition = geometry.focus
    let first = geometry.scrolls ? min(controller.firstVisibleField, max(0, page.count - 1)) : 0
    let shown = geometry.visible(from: first)
    var titleRoom = width - 1
    // Which elements are out of view, and the page, at the right end of the title row.
    var marks: [String] = []
    if form.pageCount > 1 {
      let position = form.pagePosition
      marks.append(ComponentWording.pageOf(position.number, position.of))
    }
    if geometry.scrolls {
      let more = Self.moreFields(above: shown.lowerBound, below: page.count - shown.upperBound)
      if !more.isEmpty { marks.append(more) }
    }
    if !marks.isEmpty {
      let text = DisplayText.fit(marks.joined(separator: " · "), columns: width - 2)
      let column = width - 1 - TerminalWidth.columns(of: text)
      frame.put(text, row: 0, column: column, style: .dim, role: .pageMarker)
      titleRoom = column - 2
    }
    if geometry.hasTitleRow {
      let heading = form.pages[form.pageIndex].title
      let title = [controller.title, heading].filter { !$0.isEmpty }.map(DisplayText.line).joined(
        separator: " · ")
      frame.put(
        DisplayText.fit(title, columns: max(0, titleRoom)), row: 0, column: 1, style: .bold, role: .title)
    }
    if geometry.headingRows > 0 {
      let description = form.pages[form.pageIndex].description
      for (offset, line) in DisplayText.wrapped(description, columns: max(1, width - 2)).enumerated()
      where offset < geometry.headingRows {
        frame.put(line, row: 1 + offset, column: 1, style: .dim)
      }
    }
    for position in shown {
      let index = page[position]
      let row = geometry.row(ofField: position, first: first, focus: focusPosition)
      let focused = index == form.focusIndex
      let rows = geometry.heights[position]
      let lastRow = height - geometry.bottomRows
      drawElement(
        index, row: row, rows: rows, lastRow: lastRow, focused: focused, geometry: geometry, into: &frame)
      if focused && geometry.belowRows > 0, let below = controller.belowField {
        // A menu's rows start with a space, so from the bracket its candidates line up with the text.
        let column = below.isMenu ? geometry.boxColumn : geometry.boxColumn + 1
        below.draw(
          into: &frame, row: row + rows, column: column, width: width - column, rows: geometry.belowRows)
      }
    }
    let firstFree =
      geometry.firstFieldRow
      + (shown.isEmpty ? 0 : geometry.offsets[shown.upperBound] - geometry.offsets[first])
      + (shown.contains(focusPosition) ? geometry.belowRows : 0)
    if controller.isInline {
      // Inline: the message's rows, or else the help.
      if let message = controller.message {
        Self.putMessage(
          message, MessageLines(message.text, columns: width - 2, rows: geometry.bottomRows), into: &frame)
      } else {
        frame.put(
          HelpRow.fit(helpLine, columns: width - 2), row: height - 1, column: 1, style: .dim, role: .help)
      }
      return frame
    }
    if let message = controller.message {
      // A long message wraps upwards into the free rows above the message row.
      Self.putMessage(
        message, MessageLines(message.text, columns: width - 2, rows: height - 1 - firstFree), above: 1,
        into: &frame)
    }
    frame.put(
      HelpRow.fit(helpLine, columns: width - 2), row: height - 1, column: 1, style: .dim, role: .help)
    return frame
  }

  /// Puts a message's lines at the bottom of the frame, `above` rows from its last row; a message
  /// shown cut is kept whole in the frame's `cutMessages`.
  static func putMessage(
    _ message: StatusMessage, _ laidOut: MessageLines, above: Int = 0, into frame: inout Frame
  ) {
    let lines = laidOut.lines
    for (index, line) in lines.enumerated() {
      frame.put(
        line, row: frame.height - above - lines.count + index, column: 1,
        style: message.kind == .error ? .bold : [], role: message.kind == .error ? .error : .message)
    }
    if laidOut.isCut { frame.cutMessages.append(message.text) }
  }

  /// "↑ 2 more · ↓ 7 more": the fields scrolled out of view above and below.
  static func moreFields(above: Int, below: Int) -> String {
    var parts: [String] = []
    if above > 0 { parts.append("↑ \(above) more") }
    if below > 0 { parts.append("↓ \(below) more") }
    return parts.joined(separator: " · ")
  }

  /// The help line; F2 and F3 only where the controller offers dialogs, "Tab next" only where
  /// there is a next field.
  var helpLine: String {
    let offers = controller.offersDialogs
    let several = controller.form.elements.count > 1
    // On a date field, F3 is its calendar's, not the list's.
    let listOffered = offers && !controller.form.focused.hasCalendar
    let completes = controller.completions[controller.form.focusIndex] != nil
    let line = controller.activeBindings.helpLine { row in
      // In vi mode Escape goes to command mode: it cancels nothing.
      if row.command == .cancel && controller.usesVi { return false }
      if row.command == .nextField || row.command == .completeOrNextField { return several && !completes }
      if row.command == .openList { return listOffered }
      return offers || row.command != .openPrompt
    }
    return completes ? ComponentWording.tabCompletes + " · " + line : line
  }
}
