/// A change a user or a program asks of a field, as data. `Field.apply(_:)` carries it out.
public enum Edit: Equatable, Hashable, Sendable {
  /// Typed text (usually one character), under the typing policy. Replaces the selection.
  case insert(String)
  /// Pasted text, under the paste policy. Replaces the selection.
  case paste(String)
  /// Deletes the selection, or the character before the cursor (Backspace).
  case deleteBackward
  /// Deletes the selection, or the character after the cursor (Delete).
  case deleteForward
  /// Kills the selection, or back to the start of the word before the cursor (Ctrl-W, Alt-Backspace).
  case deleteWordBackward
  /// Kills the selection, or up to the end of the word after the cursor (Alt-D).
  case deleteWordForward
  /// Kills from the cursor to the end (Ctrl-K).
  case killToEnd
  /// Kills from the start to the cursor (Ctrl-U).
  case killToStart
  /// Inserts the newest kill at the cursor, under the paste policy (Ctrl-Y).
  case yank
  /// Right after a yank, replaces the yanked text with the next older kill (Alt-Y).
  case yankPop
  /// Moves the cursor; with `extending`, moves the selection's head and keeps its anchor.
  case move(Motion, extending: Bool = false)
  /// Selects the whole text.
  case selectAll
  /// Undoes the last step: text, cursor and selection return exactly.
  case undo
  /// Redoes the last undone step.
  case redo
  /// Replaces the whole text with a value from the program, under the paste policy.
  case setText(String)
  /// In a date field, steps the part under the cursor by this many units (Alt-↑ is 1, Alt-↓ is
  /// -1): the part wraps within its own cycle (day 31 to 01, month 12 to 01, minute 59 to 00)
  /// without carrying, the year stops at 0001 and 9999, a day past the month's end is cut to its
  /// last day, and a value beyond the range stops at the bound. A text that is no whole date
  /// (an empty field) becomes today, or now, moved into the range. The cursor stays where it was.
  /// Other fields are unchanged.
  case step(Int)
}

/// Where a cursor movement goes.
public enum Motion: String, CaseIterable, Equatable, Hashable, Sendable {
  /// One character left.
  case characterLeft
  /// One character right.
  case characterRight
  /// To the start of the word on the left.
  case wordLeft
  /// To the end of the word on the right.
  case wordRight
  /// To the start of the text.
  case start
  /// To the end of the text.
  case end
}
