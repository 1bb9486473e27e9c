import FieldEngine
import FieldIO
import FieldKeys

extension FormLayout {
  /// Draws element `index` from `row` (its label, its box, its hint), within `rows` rows and
  /// above `lastRow`.
  func drawElement(
    _ index: Int, row: Int, rows: Int, lastRow: Int, focused: Bool, geometry: Geometry,
    into frame: inout Frame
  ) {
    let element = controller.form.elements[index]
    let width = controller.width
    if case .note(let text) = element.kind {
      var line = row
      if !element.label.isEmpty {
        frame.put(
          DisplayText.fit(DisplayText.line(element.label), columns: width - 3), row: line, column: 2,
          style: .bold, role: focused ? .cursorRow : .label)
        line += 1
      }
      for text in DisplayText.wrapped(text, columns: max(1, width - 4)) where line < lastRow {
        frame.put(text, row: line, column: 2)
        line += 1
      }
      if focused { frame.put("›", row: row, column: 0, style: .bold, role: .pointer) }
      return
    }
    if focused { frame.put("›", row: row, column: 0, style: .bold, role: .pointer) }
    let mark = focused ? controller.modeMark.map(DisplayText.line) ?? "" : ""
    frame.put(
      DisplayText.fit(mark + DisplayText.line(element.label), columns: geometry.labelWidth), row: row,
      column: Geometry.labelColumn, style: focused ? .bold : [], role: focused ? .cursorRow : .label)
    let area = geometry.fieldWidth(index)
    var hint = ""
    switch element.kind {
    case .text:
      let cursor = FieldBox.draw(
        element.field, into: &frame, row: row, column: geometry.boxColumn, area: area,
        start: controller.scrollOffsets[index], focused: focused, masked: controller.isMasked(index),
        suggests: controller.completions[index]?.isOpen != true)
      if focused { frame.cursor = cursor }
      hint = FieldBox.hint(
        for: element.field, masked: controller.isMasked(index),
        revealKey: controller.revealKeyNames)
    case .area(let textArea):
      let shownRows = rows - 1
      let firstLine = max(0, textArea.row - shownRows + 1)
      for offset in 0..<shownRows {
        let line = firstLine + offset
        let lineRow = row + offset
        guard lineRow < lastRow else { break }
        let field = textArea.lines.indices.contains(line) ? textArea.lines[line] : Field(id: "")
        let isCursorLine = line == textArea.row
        let start =
          isCursorLine ? FieldBox.scroll(field.buffer, from: 0, areaWidth: area) : 0
        let cursor = FieldBox.draw(
          field, into: &frame, row: lineRow, column: geometry.boxColumn, area: area, start: start,
          focused: focused && isCursorLine)
        if focused && isCursorLine { frame.cursor = cursor }
      }
      hint = ComponentWording.areaHint(textArea)
    case .choice(let choice):
      if focused {
        let cursor = FieldBox.draw(
          element.field, into: &frame, row: row, column: geometry.boxColumn, area: area, start: 0,
          focused: true)
        frame.cursor = cursor
        if element.field.text.isEmpty {
          frame.put(
            DisplayText.fit(ComponentWording.typeToNarrow, columns: max(0, area - 1)), row: row,
            column: geometry.boxColumn + 2, style: .dim, role: .hint)
        }
      } else {
        let labels = ChoiceSummary.labels(choice)
        let text = labels.isEmpty ? ComponentWording.noneChosen : labels.joined(separator: ", ")
        frame.put("[", row: row, column: geometry.boxColumn)
        frame.put(
          DisplayText.fit(DisplayText.line(text), columns: max(0, area)), row: row,
          column: geometry.boxColumn + 1, style: labels.isEmpty ? .dim : [])
        frame.put("]", row: row, column: geometry.boxColumn + 1 + min(area, width))
      }
      hint = ChoiceSummary.hint(choice, focused: focused, loading: controller.optionsLoading(index))
    case .confirm(let yes):
      ConfirmBox.draw(yes: yes, focused: focused, into: &frame, row: row, column: geometry.boxColumn)
      if focused { frame.cursor = Position(row: row, column: geometry.boxColumn + (yes ? 2 : 9)) }
    case .note: break
    }
    if !hint.isEmpty && row + rows - 1 < lastRow {
      frame.put(
        DisplayText.fit(hint, columns: max(0, controller.width - geometry.boxColumn - 1)),
        row: row + rows - 1,
        column: geometry.boxColumn + 1, style: .dim, role: .hint)
    }
  }
}

/// A yes/no question's two answers in a form: `[ Yes ]   No  `, the answer given in brackets.
enum ConfirmBox {
  /// The columns it takes.
  static let width = 14

  static func draw(yes: Bool, focused: Bool, into frame: inout Frame, row: Int, column: Int) {
    let role: ColorRole = focused ? .focus : .none
    frame.put(
      yes ? "[ Yes ]" : "  Yes  ", row: row, column: column, style: yes ? .bold : .dim,
      role: yes ? role : .none)
    frame.put(
      yes ? "  No  " : "[ No ]", row: row, column: column + 7, style: yes ? .dim : .bold,
      role: yes ? .none : role)
  }
}

/// What a choice shows of itself in a form: the labels chosen, and its hint.
enum ChoiceSummary {
  /// The labels of the chosen options, then the new items.
  static func labels(_ choice: FormChoice) -> [String] {
    choice.chosen.map { choice.options[$0].label } + choice.others
  }

  /// "2 chosen · at least 1 · at most 3", "chosen: postgres", "loading…".
  static func hint(_ choice: FormChoice, focused: Bool, loading: Bool) -> String {
    if loading { return ComponentWording.loadingOptions }
    var parts: [String] = []
    if choice.multiple {
      parts.append("\(choice.count) chosen")
      if choice.atLeast > 0 { parts.append("at least \(choice.atLeast)") }
      if let most = choice.atMost { parts.append("at most \(most)") }
    } else if focused, let label = labels(choice).first {
      parts.append("chosen: " + DisplayText.line(label))
    }
    return parts.joined(separator: " · ")
  }
}
