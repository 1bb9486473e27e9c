import FieldEngine
import FieldIO

/// The drawing toolbox for a field's box, shared by every component that shows a field (a form's
/// fields, a prompt's field, a list's query): how wide a box is, where it starts showing text,
/// how it draws, and the hint row under it. Pure functions of a field and a width; nothing here
/// changes state. Widths come from `TerminalWidth`, the package's one width function.
enum FieldBox {
  /// The narrowest box worth drawing.
  static let minimumArea = 4

  /// Wide enough for the field's limit (two columns a character: characters can be wide) plus
  /// the cursor's cell; unlimited fields take what there is. Saturates instead of overflowing
  /// for limits too large to show.
  static func desiredWidth(_ rules: FieldRules) -> Int {
    // Two columns a character, saturating: a limit of 2^62 means "unlimited" on any screen.
    func twice(_ count: Int) -> Int { count > Int.max / 2 ? Int.max : count * 2 }
    var columns = Int.max
    for limit in rules.limits {
      let most =
        switch limit.unit {
        case .characters, .scalars, .utf16CodeUnits: twice(limit.maximum)
        case .utf8Bytes, .columns: limit.maximum
        }
      columns = min(columns, most)
    }
    switch rules.format?.kind {
    case .mask(let mask)?: columns = min(columns, twice(mask.length))
    case .number?: columns = min(columns, 20)
    default: break
    }
    return columns == Int.max ? Int.max : max(columns + 1, 2)
  }

  /// The first visible offset for a box `areaWidth` cells wide, moving as little as possible from
  /// `start`: the cursor's cell is inside the box, and no cell at the box's end stays empty while
  /// text is hidden before its start. A character wider than the whole box is shown cut (see
  /// `draw`). Never splits a character; costs the width of the box, not the length of the text.
  static func scroll(
    _ buffer: TextBuffer, from start: Int, areaWidth: Int, masked: Bool = false, groups: DigitGroups = .none
  ) -> Int {
    let text = buffer.text
    let cursor = buffer.headOffset
    let end = buffer.endOffset
    func width(from offset: Int) -> (width: Int, next: Int) {
      let next = buffer.offset(after: offset)!
      return (
        cells(text[buffer.index(at: offset)..<buffer.index(at: next)], masked: masked)
          + groups.cells(before: offset),
        next
      )
    }
    let cursorCell = cursor < end ? max(1, width(from: cursor).width) : 1
    if cursorCell > areaWidth { return cursor }
    var first = min(buffer.characterStart(containing: min(start, end)), cursor)
    // The cursor's cell must be inside the box: scroll right when it is past the end.
    var used = 0
    var position = first
    while position < cursor && used + cursorCell <= areaWidth {
      let step = width(from: position)
      used += step.width
      position = step.next
    }
    if position < cursor || used + cursorCell > areaWidth {
      first = cursor
      used = cursorCell
      while let previous = buffer.offset(before: first) {
        let step = width(from: previous)
        if used + step.width > areaWidth { break }
        used += step.width
        first = previous
      }
    }
    // No empty cells at the end while text is hidden at the start: scroll left into the room.
    var filled = 0
    position = first
    while position < end && filled <= areaWidth {
      let step = width(from: position)
      filled += step.width
      position = step.next
    }
    if cursor == end { filled += 1 }
    while filled < areaWidth, let previous = buffer.offset(before: first) {
      let step = width(from: previous)
      if filled + step.width > areaWidth {
        // Only a character wider than the room is left: show it cut rather than nothing.
        if first == end { first = previous }
        break
      }
      filled += step.width
      first = previous
    }
    return first
  }

  /// Draws a field's box, `area` cells inside its brackets, from the offset `start`; returns where
  /// the cursor goes. `<` and `>` replace a bracket on a side where text is hidden. A focused
  /// field's suggestion (`Field.suggestion`) is drawn dimmed after its text, as much as fits,
  /// unless `suggests` is false (while its completion menu is open).
  static func draw(
    _ field: Field, into frame: inout Frame, row: Int, column: Int, area: Int, start: Int, focused: Bool,
    masked: Bool = false, suggests: Bool = true
  ) -> Position {
    let buffer = field.buffer
    let text = buffer.text
    let selection = focused ? buffer.selectedOffsets : 0..<0
    let groups = DigitGroups(of: field, masked: masked)
    frame.put(start > 0 ? "<" : "[", row: row, column: column, role: focused ? .focus : .none)
    var used = 0
    var position = start
    var cursorColumn = column + 1
    var run = ""
    var runSelected = false
    var runColumn = column + 1
    func flush() {
      if !run.isEmpty {
        frame.put(run, row: row, column: runColumn, style: runSelected ? .reverse : .underline, role: .text)
      }
      run = ""
    }
    while position < buffer.endOffset {
      let next = buffer.offset(after: position)!
      var shown = masked ? String(passwordGlyph) : shownText(String(text[buffer.index(at: position)]))
      var width = cells(shown, masked: masked)
      // A digit group's separator goes before its first digit; the cursor sits on the digit.
      let separator = groups.cells(before: position)
      if separator > 0 {
        shown = groups.separator + shown
        width += separator
      }
      var isCut = false
      if used + width > area {
        // A character wider than the whole box is shown cut, with a marker, rather than not at
        // all; a cursor right after it at the end then sits on the marker.
        guard used == 0 else { break }
        shown = cut(shown, columns: area)
        width = TerminalWidth.columns(of: shown)
        isCut = true
      }
      if position == buffer.headOffset { cursorColumn = column + 1 + used + (isCut ? 0 : separator) }
      let selected = selection.contains(position)
      if selected != runSelected || run.isEmpty {
        flush()
        runSelected = selected
        runColumn = column + 1 + used
      }
      run += shown
      used += width
      position = next
      if isCut { break }
    }
    flush()
    if buffer.headOffset >= position { cursorColumn = column + 1 + used }
    if focused && suggests && !masked && position >= buffer.endOffset && used < area,
      let suggestion = field.suggestion
    {
      // Whole characters that fit, cut without a marker: the rest shows once taken.
      var shown = ""
      var width = 0
      for character in suggestion {
        let cells = cells(String(character), masked: false)
        if width + cells > area - used { break }
        shown += shownText(String(character))
        width += cells
      }
      if !shown.isEmpty {
        frame.put(shown, row: row, column: column + 1 + used, style: [.dim, .underline], role: .suggestion)
        used += width
      }
    }
    if text.isEmpty && !field.placeholder.isEmpty && area > 1 {
      // The placeholder, dimmed, leaves the last cell for the cursor.
      let shown = DisplayText.fit(DisplayText.line(field.placeholder), columns: area - 1)
      frame.put(shown, row: row, column: column + 1, style: [.dim, .underline], role: .placeholder)
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

  /// The rules and a minimum length in words ("no limit" when there are none), and a live counter
  /// per limit: "max 5 · only AEIOUaeiou · 3/5", "min 6"; for a
  /// password, the key that shows or hides it, as the component's key table names it.
  static func hint(for field: Field, masked: Bool, revealKey: String?) -> String {
    let summary = [Wording.summary(of: field.rules), Wording.summary(of: field.validators)]
      .filter { !$0.isEmpty }.joined(separator: " · ")
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
    if field.text.isEmpty, let value = field.defaultValue, !value.isEmpty {
      parts.append(Wording.enterForDefault(field.isPassword ? ComponentWording.hidden : value))
    }
    if field.isPassword, let revealKey { parts.append(revealKey + (masked ? " shows" : " hides")) }
    // A rule's characters are the user's, and may hold a tab or an escape.
    return DisplayText.line(parts.joined(separator: " · "))
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

  /// Where a number field shows its digit-group separator (`NumberFormat.groupBreaks(in:)`):
  /// before the digits at `breaks`, as `separator`, one cell. Nothing for other fields, and for a
  /// hidden password.
  struct DigitGroups {
    var separator = ""
    var breaks: Set<Int> = []

    static let none = DigitGroups()

    init() {}

    init(of field: Field, masked: Bool) {
      guard !masked, case .number(let number)? = field.rules.format?.kind,
        let separator = number.groupSeparator
      else { return }
      self.separator = DisplayText.line(separator)
      breaks = Set(number.groupBreaks(in: field.text))
    }

    /// The cells the separator takes before the character at `offset`: its one, or none.
    func cells(before offset: Int) -> Int {
      breaks.contains(offset) ? TerminalWidth.columns(of: separator) : 0
    }
  }

  /// The glyph a hidden password shows for each character.
  static let passwordGlyph: Character = "•"

  /// The cells one character takes: its columns, or one for a hidden password's glyph (and for
  /// a line or paragraph separator's stand-in).
  static func cells(_ character: some StringProtocol, masked: Bool) -> Int {
    masked ? 1 : TerminalWidth.columns(of: shownText(character))
  }

  /// What a field shows for a character of its text: the character, but for U+2028 LINE
  /// SEPARATOR and U+2029 PARAGRAPH SEPARATOR, which a field may hold (they are not controls) but
  /// which terminals draw inconsistently (glibc counts them no column, tmux draws a blank, and
  /// the text after them would drift): those are shown as ␤ and ¶, one cell each; and for the
  /// other invisible format characters (U+200B, the bidi overrides), shown as their code point,
  /// `<U+202E>` (`VisibleText`), so the text cannot read as something it is not. The text keeps
  /// them as they are.
  static func shownText(_ character: some StringProtocol) -> String {
    guard character.utf8.contains(where: { $0 >= 0xC2 }) else { return String(character) }
    var shown = ""
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0x2028: shown += "\u{2424}"
      case 0x2029: shown += "¶"
      default:
        if VisibleText.isInvisibleControl(scalar), let standIn = VisibleText.standIn(for: scalar) {
          shown += standIn
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown
  }
}
