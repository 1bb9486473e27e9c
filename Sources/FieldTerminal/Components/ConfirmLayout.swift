import FieldEngine
import FieldIO

/// The layout of a yes/no question: the question wrapped, the answers after its last line (or on
/// a row of their own when they do not fit there), the help row. Inline at the region's top left,
/// full screen in the middle.
///
/// ```
/// Delete 3 files?  [ Yes ]  [ No ]
/// y yes · n no · ← → move · Enter choose · Esc no
/// ```
struct ConfirmLayout {
  let confirm: ConfirmController

  /// The answers as drawn.
  static let yes = "[ \(ComponentWording.yesButton) ]"
  static let no = "[ \(ComponentWording.noButton) ]"
  /// The columns between the question and the answers, and between the answers.
  static let gap = 2
  /// The columns both answers take.
  static var answersWidth: Int { TerminalWidth.columns(of: yes) + gap + TerminalWidth.columns(of: no) }
  /// The narrowest screen worth drawing: the answers.
  static var minimumWidth: Int { answersWidth }

  /// Where the rows go.
  struct Geometry {
    /// The question, wrapped.
    let lines: [String]
    /// The row and column of "[ Yes ]".
    let answersRow: Int
    let answersColumn: Int
    /// The rows of the block: the question, the answers, the help row.
    let rows: Int
    /// The block's top row and left column.
    let top: Int
    let left: Int
    /// True when the screen is large enough.
    let fits: Bool

    init(confirm: ConfirmController, height: Int? = nil) {
      let height = height ?? confirm.height
      let width = max(1, confirm.width)
      var lines = DisplayText.wrapped(confirm.question, columns: width)
      if lines.isEmpty { lines = [""] }
      // Room for the question: all rows but the help row (and the answers' row, when needed).
      let room = max(1, height - 2)
      if lines.count > room {
        lines = Array(lines.prefix(room - 1)) + [DisplayText.fit(lines[room - 1] + " …", columns: width)]
      }
      let lastColumns = TerminalWidth.columns(of: lines[lines.count - 1])
      let sameRow =
        lastColumns + (lastColumns > 0 ? ConfirmLayout.gap : 0) + ConfirmLayout.answersWidth <= width
      self.lines = lines
      rows = lines.count + (sameRow ? 0 : 1) + 1
      let blockWidth =
        sameRow
        ? lastColumns + (lastColumns > 0 ? ConfirmLayout.gap : 0) + ConfirmLayout.answersWidth
        : max(ConfirmLayout.answersWidth, lines.map(TerminalWidth.columns(of:)).max() ?? 0)
      top = confirm.isInline ? 0 : max(0, (height - rows) / 2)
      left = confirm.isInline ? 0 : max(0, (width - blockWidth) / 2)
      answersRow = top + (sameRow ? lines.count - 1 : lines.count)
      answersColumn = left + (sameRow ? lastColumns + (lastColumns > 0 ? ConfirmLayout.gap : 0) : 0)
      fits = confirm.width >= ConfirmLayout.minimumWidth && height >= rows
    }
  }

  func draw(into frame: inout Frame) {
    let geometry = Geometry(confirm: confirm)
    guard geometry.fits else {
      frame.showOnly(
        notice: ComponentWording.tooSmall(width: Self.minimumWidth, height: max(2, geometry.rows)))
      return
    }
    for (index, line) in geometry.lines.enumerated() {
      frame.put(line, row: geometry.top + index, column: geometry.left, style: .bold, role: .label)
    }
    let noColumn = geometry.answersColumn + TerminalWidth.columns(of: Self.yes) + Self.gap
    for (text, column, isYes) in [(Self.yes, geometry.answersColumn, true), (Self.no, noColumn, false)] {
      let on = confirm.highlighted == isYes
      frame.put(
        text, row: geometry.answersRow, column: column, style: on ? [.reverse, .bold] : [],
        role: on ? .cursorRow : .none)
    }
    frame.put(
      DisplayText.fit(confirm.bindings.helpLine, columns: confirm.width), row: geometry.answersRow + 1,
      column: geometry.left, style: .dim, role: .help)
    frame.cursor = Position(
      row: geometry.answersRow, column: (confirm.highlighted ? geometry.answersColumn : noColumn) + 2)
  }
}
