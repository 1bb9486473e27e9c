extension Field {
  /// The commit: the only place where the text, the cursor, the cached format states and the undo
  /// history change for an edit, and only with what the decision accepted.
  mutating func commit(
    _ range: Range<Int>, with accepted: EditDecision.Accepted, record: Bool, coalescing: Bool
  ) {
    let before = (anchor: buffer.anchorOffset, head: buffer.headOffset)
    // Undo and redo record nothing: do not copy what they remove.
    let removed =
      !record || range.isEmpty
      ? "" : String(buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)])
    buffer.commit(replacing: range, with: accepted.text, metrics: accepted.metrics)
    trail.update(format: rules.format, text: buffer.text, unchangedBefore: range.lowerBound - 1)
    // After the inserted text, or after the character it became part of (a mark typed before a
    // mark, a regional indicator re-pairing): found locally, whatever the paste's length.
    let cursor = accepted.cursor ?? buffer.boundary(atOrAfter: range.lowerBound + accepted.text.utf8.count)
    buffer.select(anchor: cursor, head: cursor)
    guard record else { return }
    let step = UndoStep(
      offset: range.lowerBound, removed: removed, inserted: accepted.text, before: before,
      after: (anchor: cursor, head: cursor))
    if coalescing, undoHistory.coalesceTyping(step) { return }
    undoHistory.record(step)
  }
}
