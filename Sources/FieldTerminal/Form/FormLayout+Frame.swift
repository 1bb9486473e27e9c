import FieldEngine

extension FormLayout {
  /// The frame for the controller's state and screen size.
  func frame() -> Frame {
    let width = controller.width
    let height = controller.height
    let form = controller.form
    let geometry = Geometry(form: form, width: width, height: height)
    var frame = Frame(width: width, height: height)
    guard geometry.fits else {
      Self.drawTooSmall(
        "make the window larger: this form needs \(geometry.minimumWidth)x\(geometry.minimumHeight)",
        into: &frame)
      return frame
    }
    let first = geometry.scrolls ? controller.firstVisibleField : 0
    let shown = first..<min(form.fields.count, first + geometry.visibleFields)
    var titleRoom = width - 1
    if geometry.scrolls {
      // Which fields are out of view, at the right end of the title row.
      let more = Self.moreFields(above: shown.lowerBound, below: form.fields.count - shown.upperBound)
      if !more.isEmpty {
        let text = Self.fit(more, columns: width - 2)
        let column = width - 1 - TerminalWidth.columns(of: text)
        frame.put(text, row: 0, column: column, style: .dim, role: .hint)
        titleRoom = column - 2
      }
    }
    frame.put(
      Self.fit(DisplayText.line(controller.title), columns: titleRoom), row: 0, column: 1, style: .bold)
    for index in shown {
      let field = form.fields[index]
      let row = geometry.firstFieldRow + (index - first) * Geometry.rowsPerField
      let focused = index == form.focusIndex
      if focused { frame.put("›", row: row, column: 0, style: .bold, role: .focus) }
      frame.put(
        Self.fit(DisplayText.line(field.label), columns: geometry.labelWidth), row: row,
        column: Geometry.labelColumn, style: focused ? .bold : [], role: focused ? .focus : .none)
      let area = geometry.fieldWidths[index]
      let cursor = Self.drawField(
        field, into: &frame, row: row, column: geometry.boxColumn, area: area,
        start: controller.scrollOffsets[index], focused: focused, masked: controller.isMasked(index))
      if focused { frame.cursor = cursor }
      let hint = Self.hint(for: field, masked: controller.isMasked(index))
      if !hint.isEmpty && row + 1 < height - 2 {
        frame.put(
          Self.fit(hint, columns: width - geometry.boxColumn - 1), row: row + 1,
          column: geometry.boxColumn + 1, style: .dim, role: .hint)
      }
    }
    if let message = controller.message {
      // A long message wraps upwards into the free rows above the message row.
      let firstFree = geometry.firstFieldRow + Geometry.rowsPerField * shown.count
      let lines = DisplayText.wrapped(message.text, columns: width - 2)
      let fitted =
        lines.count <= height - 1 - firstFree
        ? lines : [Self.fit(DisplayText.line(message.text), columns: width - 2)]
      for (index, line) in fitted.enumerated() {
        frame.put(
          line, row: height - 1 - fitted.count + index, column: 1, style: message.kind == .error ? .bold : [],
          role: message.kind == .error ? .error : .success)
      }
    }
    frame.put(
      Self.fit(helpLine, columns: width - 2), row: height - 1, column: 1, style: .dim,
      role: .hint)
    return frame
  }

  /// "↑ 2 more · ↓ 7 more": the fields scrolled out of view above and below.
  static func moreFields(above: Int, below: Int) -> String {
    var parts: [String] = []
    if above > 0 { parts.append("↑ \(above) more") }
    if below > 0 { parts.append("↓ \(below) more") }
    return parts.joined(separator: " · ")
  }

  /// A screen too small for a component: the notice alone, wrapped, on an empty frame, with no
  /// cursor; a notice longer than the screen ends with "…".
  static func drawTooSmall(_ notice: String, into frame: inout Frame) {
    frame.rows = Array(repeating: [], count: frame.height)
    frame.cursor = nil
    let lines = wrap(notice, columns: frame.width)
    for (row, line) in lines.prefix(frame.height).enumerated() {
      let text =
        row == frame.height - 1 && lines.count > frame.height ? fit(line + " …", columns: frame.width) : line
      frame.put(text, row: row, column: 0, style: .bold, role: .error)
    }
  }

  /// The help line; F2 and F3 only where the controller offers dialogs.
  var helpLine: String {
    let offers = controller.offersDialogs
    return controller.bindings.helpLine { offers || ($0.command != .openPrompt && $0.command != .openList) }
  }

  /// Draws a field's box and visible text; returns where the cursor goes.
  static func drawField(
    _ field: Field, into frame: inout Frame, row: Int, column: Int, area: Int, start: Int, focused: Bool,
    masked: Bool = false
  ) -> Position {
    let buffer = field.buffer
    let text = buffer.text
    let selection = focused ? buffer.selectedOffsets : 0..<0
    frame.put(start > 0 ? "<" : "[", row: row, column: column, role: focused ? .focus : .none)
    var used = 0
    var position = start
    var cursorColumn = column + 1
    var run = ""
    var runSelected = false
    var runColumn = column + 1
    func flush() {
      if !run.isEmpty {
        frame.put(run, row: row, column: runColumn, style: runSelected ? .reverse : .underline)
      }
      run = ""
    }
    while position < buffer.endOffset {
      let next = buffer.offset(after: position)!
      var shown = masked ? String(Self.passwordGlyph) : String(text[buffer.index(at: position)])
      var width = Self.cells(shown, masked: masked)
      var cut = false
      if used + width > area {
        // A character wider than the whole box is shown cut, with a marker, rather than not at
        // all; a cursor right after it at the end then sits on the marker.
        guard used == 0 else { break }
        shown = Self.cut(shown, columns: area)
        width = TerminalWidth.columns(of: shown)
        cut = true
      }
      if position == buffer.headOffset { cursorColumn = column + 1 + used }
      let selected = selection.contains(position)
      if selected != runSelected || run.isEmpty {
        flush()
        runSelected = selected
        runColumn = column + 1 + used
      }
      run += shown
      used += width
      position = next
      if cut { break }
    }
    flush()
    if buffer.headOffset >= position { cursorColumn = column + 1 + used }
    if text.isEmpty && !field.placeholder.isEmpty && area > 1 {
      // The placeholder, dimmed, leaves the last cell for the cursor.
      let shown = Self.fit(DisplayText.line(field.placeholder), columns: area - 1)
      frame.put(shown, row: row, column: column + 1, style: [.dim, .underline])
      used = TerminalWidth.columns(of: shown)
    }
    if used < area {
      frame.put(
        String(repeating: " ", count: area - used), row: row, column: column + 1 + used, style: .underline)
    }
    frame.put(
      position < buffer.endOffset ? ">" : "]", row: row, column: column + 1 + area,
      role: focused ? .focus : .none)
    return Position(row: row, column: min(cursorColumn, column + area))
  }

  /// The rules in words and a live counter per limit: "max 5 · only AEIOUaeiou · 3/5"; for a
  /// password, the key that shows or hides it.
  static func hint(for field: Field, masked: Bool) -> String {
    let summary = Wording.summary(of: field.rules)
    var parts = [summary.isEmpty ? "no limit" : summary]
    switch field.text.isEmpty ? nil : field.formatState {
    case .incomplete?: parts.append("incomplete")
    case .impossible?: parts.append("invalid")
    default: break
    }
    for limit in field.rules.limits {
      let count = field.buffer.metrics[limit.unit]
      parts.append(
        limit.unit == .characters
          ? "\(count)/\(limit.maximum)"
          : "\(count)/\(limit.maximum) \(Wording.unitName(limit.unit, plural: true))")
    }
    if field.isPassword { parts.append(masked ? "F4 shows" : "F4 hides") }
    // A rule's characters are the user's, and may hold a tab or an escape.
    return DisplayText.line(parts.joined(separator: " · "))
  }

  /// Breaks text into lines of at most `columns` cells at spaces; a word longer than a line is cut
  /// at a character boundary.
  static func wrap(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var used = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var size = TerminalWidth.columns(of: word)
      if used > 0 && used + 1 + size <= columns {
        line += " " + word
        used += 1 + size
        continue
      }
      if used > 0 { lines.append(line) }
      while size > columns {
        var head = fit(word, columns: columns + 1).dropLast()
        if head.isEmpty { head = word.prefix(1) }  // a character wider than the line: alone on it
        lines.append(String(head))
        word = String(word.dropFirst(head.count))
        size = TerminalWidth.columns(of: word)
      }
      line = word
      used = size
    }
    if used > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// A character wider than `columns` cells, cut to its first scalars and "…" (at least the
  /// marker): a family emoji in a one-character box shows its first person, a 45-emoji cluster
  /// what fits of it. A joiner left at the end of the cut goes too.
  static func cut(_ character: String, columns: Int) -> String {
    var kept = ""
    var used = 0
    for scalar in character.unicodeScalars {
      let width = TerminalWidth.columns(of: scalar)
      if used + width > columns - 1 { break }
      kept.unicodeScalars.append(scalar)
      used += width
    }
    while let last = kept.unicodeScalars.last, TerminalWidth.columns(of: last) == 0 {
      kept.unicodeScalars.removeLast()
    }
    return kept + "…"
  }

  /// Cuts text to whole characters that fit in `columns`, marking a cut with "…".
  static func fit(_ text: String, columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard TerminalWidth.columns(of: text) > columns else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let width = TerminalWidth.columns(of: character)
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return kept + "…"
  }
}
