/// The mark, as readline's emacs mode keeps it: an invisible position that Ctrl-Space sets, kills
/// and yanks move, and Ctrl-X Ctrl-X swaps with the cursor. It selects nothing, so typing never
/// replaces a region; it stays at its UTF-8 offset while the text changes (kept inside the text,
/// on a character boundary, by the commit), and starts at 0.
extension Field {
  /// Ctrl-Space (readline's set-mark): the mark at the cursor, or with a numeric argument at that
  /// character position (counted in characters, where readline counts bytes; nothing happens
  /// when the position is outside the text).
  mutating func setMark(atCharacter position: Int?) -> EditOutcome {
    let offset: Int
    if let position {
      guard position >= 0, position <= buffer.metrics.characters else { return EditOutcome(.unchanged) }
      offset = buffer.offset(from: 0, characters: position)
    } else {
      offset = buffer.headOffset
    }
    guard offset != buffer.markOffset else { return EditOutcome(.unchanged) }
    buffer.markOffset = offset
    return EditOutcome(.applied)
  }

  /// Ctrl-X Ctrl-X (readline's exchange-point-and-mark): the cursor goes to the mark and the mark
  /// to where the cursor was; a selection ends.
  mutating func exchangeCursorAndMark() -> EditOutcome {
    let mark = buffer.markOffset
    let head = buffer.headOffset
    guard mark != head || buffer.hasSelection else { return EditOutcome(.unchanged) }
    buffer.select(anchor: mark, head: mark)
    buffer.markOffset = head
    return EditOutcome(.applied)
  }
}
