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
    let first = geometry.scrolls ? controller.firstVisibleField : 0
    let shown = first..<min(form.elements.count, first + geometry.visibleFields)
    var titleRoom = width - 1
    if geometry.scrolls {
      // Which fields are out of view, at the right end of the title row.
      let more = Self.moreFields(above: shown.lowerBound, below: form.elements.count - shown.upperBound)
      if !more.isEmpty {
        let text = DisplayText.fit(more, columns: width - 2)
        let column = width - 1 - TerminalWidth.columns(of: text)
        frame.put(text, row: 0, column: column, style: .dim, role: .hint)
        titleRoom = column - 2
      }
    }
    if geometry.hasTitleRow {
      frame.put(
        DisplayText.fit(DisplayText.line(controller.title), columns: titleRoom), row: 0, column: 1,
        style: .bold)
    }
    for index in shown {
      let field = form.elements[index].field
      let row = geometry.row(ofField: index, first: first, focus: form.focusIndex)
      let focused = index == form.focusIndex
      if focused { frame.put("›", row: row, column: 0, style: .bold, role: .focus) }
      frame.put(
        DisplayText.fit(DisplayText.line(field.label), columns: geometry.labelWidth), row: row,
        column: Geometry.labelColumn, style: focused ? .bold : [], role: focused ? .focus : .none)
      let area = geometry.fieldWidth(index)
      let cursor = FieldBox.draw(
        field, into: &frame, row: row, column: geometry.boxColumn, area: area,
        start: controller.scrollOffsets[index], focused: focused, masked: controller.isMasked(index),
        suggests: controller.completions[index]?.isOpen != true)
      if focused { frame.cursor = cursor }
      let hint = FieldBox.hint(
        for: field, masked: controller.isMasked(index),
        revealKey: controller.bindings.keyNames(for: .toggleReveal))
      if !hint.isEmpty && row + 1 < height - geometry.bottomRows {
        frame.put(
          DisplayText.fit(hint, columns: width - geometry.boxColumn - 1), row: row + 1,
          column: geometry.boxColumn + 1, style: .dim, role: .hint)
      }
      if focused && geometry.belowRows > 0, let below = controller.belowField {
        // A menu's rows start with a space, so from the bracket its candidates line up with the text.
        let column = below.isMenu ? geometry.boxColumn : geometry.boxColumn + 1
        below.draw(
          into: &frame, row: row + Geometry.rowsPerField, column: column, width: width - column,
          rows: geometry.belowRows)
      }
    }
    let firstFree =
      geometry.firstFieldRow + Geometry.rowsPerField * shown.count
      + (shown.contains(form.focusIndex) ? geometry.belowRows : 0)
    if controller.isInline {
      // Inline: the message's rows, or else the help.
      if let message = controller.message {
        Self.putMessage(
          message, MessageLines(message.text, columns: width - 2, rows: geometry.bottomRows), into: &frame)
      } else {
        frame.put(
          HelpRow.fit(helpLine, columns: width - 2), row: height - 1, column: 1, style: .dim, role: .hint)
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
      HelpRow.fit(helpLine, columns: width - 2), row: height - 1, column: 1, style: .dim, role: .hint)
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
        style: message.kind == .error ? .bold : [], role: message.kind == .error ? .error : .success)
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
      if row.command == .nextField || row.command == .completeOrNextField { return several && !completes }
      if row.command == .openList { return listOffered }
      return offers || row.command != .openPrompt
    }
    return completes ? ComponentWording.tabCompletes + " · " + line : line
  }
}
