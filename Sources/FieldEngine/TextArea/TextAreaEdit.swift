/// A change a user or a program asks of a text area, as data. `TextArea.apply(_:)` carries it
/// out.
package struct TextAreaEdit: Equatable, Hashable, Sendable {
  /// What it is, for the package's code to switch over.
  package enum Operation: Equatable, Hashable, Sendable {
    case edit(Edit)
    case lineBreak
    case lineUp
    case lineDown
    case textStart
    case textEnd
  }

  /// What it is.
  package let operation: Operation

  /// A value that is `operation`.
  package init(_ operation: Operation) { self.operation = operation }

  /// An edit of a field, as a text area does it: text with line breaks (typed, pasted, set from
  /// code) splits into lines; Backspace at a line's start and Delete at its end join two lines, as
  /// do Ctrl-U at a line's start and Ctrl-K at its end; ← at a line's start and → at its end cross
  /// into the next line; Ctrl-A, Ctrl-E, the word moves and kills, the case changes and
  /// transpositions act on the cursor's line; undo and redo take back whole steps of the area.
  /// A history edit is refused: a text area keeps no history.
  package static func edit(_ edit: Edit) -> TextAreaEdit { TextAreaEdit(.edit(edit)) }

  /// Breaks the line at the cursor (Enter): refused past `maxLines`, or past `maxLength` (the line
  /// break counts one).
  package static let lineBreak = TextAreaEdit(.lineBreak)

  /// Moves the cursor to the line above, as near the goal column as its characters allow (↑); on
  /// the first line, to its start.
  package static let lineUp = TextAreaEdit(.lineUp)

  /// Moves the cursor to the line below, as near the goal column as its characters allow (↓); on
  /// the last line, to its end.
  package static let lineDown = TextAreaEdit(.lineDown)

  /// Moves the cursor to the start of the text (Alt-<).
  package static let textStart = TextAreaEdit(.textStart)

  /// Moves the cursor to the end of the text (Alt->).
  package static let textEnd = TextAreaEdit(.textEnd)
}
