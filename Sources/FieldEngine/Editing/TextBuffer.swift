/// A field's text with its cursor, selection and cached lengths.
///
/// Positions are kept as UTF-8 offsets (`String.Index` values would be invalidated by every
/// mutation); every position sits on a character boundary. Only `Field`'s one door changes it.
package struct TextBuffer: Equatable, Sendable {
  /// The text, stored as given (never normalized).
  package private(set) var text: String = ""
  /// The selection's fixed end, as a UTF-8 offset.
  package internal(set) var anchorOffset = 0
  /// The selection's moving end, where the cursor is, as a UTF-8 offset.
  package internal(set) var headOffset = 0
  /// The text's lengths in every unit, kept up to date edit by edit.
  package private(set) var metrics = TextMetrics.zero
  /// The mark, as a UTF-8 offset on a character boundary: set by ``Edit/setMark``, by kills and
  /// yanks, as readline sets it; invisible, and it selects nothing. Like readline's, it stays at
  /// its offset while the text changes (kept inside the text, on a boundary); it starts at 0.
  package internal(set) var markOffset = 0

  /// Creates an empty buffer.
  package init() {}

  /// The cursor (the selection's head).
  package var cursor: String.Index { index(at: headOffset) }
  /// The selection's anchor.
  package var anchor: String.Index { index(at: anchorOffset) }
  /// The selected range; empty when nothing is selected.
  package var selectedRange: Range<String.Index> {
    index(at: selectedOffsets.lowerBound)..<index(at: selectedOffsets.upperBound)
  }
  /// The selected range as UTF-8 offsets.
  package var selectedOffsets: Range<Int> { min(anchorOffset, headOffset)..<max(anchorOffset, headOffset) }
  /// True when a non-empty range is selected.
  package var hasSelection: Bool { anchorOffset != headOffset }
  /// The length of the text in UTF-8 bytes (the largest offset).
  package var endOffset: Int { text.utf8.count }

  /// The index at a UTF-8 offset (constant time for native strings).
  package func index(at offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The UTF-8 offset of an index (constant time for native strings).
  package func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  /// The cursor's position in characters from the start. Costs time in proportion to it.
  package var cursorCharacterOffset: Int { text.distance(from: text.startIndex, to: cursor) }

  /// The boundary one character before `offset`, or nil at the start.
  package func offset(before offset: Int) -> Int? {
    offset == 0 ? nil : self.offset(of: text.index(before: index(at: offset)))
  }

  /// The boundary one character after `offset`, or nil at the end.
  package func offset(after offset: Int) -> Int? {
    offset >= endOffset ? nil : self.offset(of: text.index(after: index(at: offset)))
  }

  /// The boundary `count` characters after `offset` (before it, for a negative count), stopping at
  /// the start or the end of the text. Costs the characters it passes.
  package func offset(from offset: Int, characters count: Int) -> Int {
    var position = index(at: offset)
    var left = count.magnitude
    while left > 0 && (count > 0 ? position < text.endIndex : position > text.startIndex) {
      position = count > 0 ? text.index(after: position) : text.index(before: position)
      left -= 1
    }
    return self.offset(of: position)
  }

  /// The start of the character that holds the byte at `offset` (the offset itself on a boundary).
  package func characterStart(containing offset: Int) -> Int {
    guard offset > 0 && offset < endOffset else { return min(max(offset, 0), endOffset) }
    // Swift rounds an index inside a character down to the character's start before stepping.
    return self.offset(of: text.index(before: text.index(after: index(at: offset))))
  }

  /// The smallest character boundary at or after `offset`.
  func boundary(atOrAfter offset: Int) -> Int {
    let start = characterStart(containing: offset)
    return start == offset ? offset : (self.offset(after: start) ?? endOffset)
  }

  /// Replaces a range of the text and sets the new metrics; the caller has checked everything.
  mutating func commit(replacing range: Range<Int>, with replacement: String, metrics newMetrics: TextMetrics)
  {
    text.replaceSubrange(index(at: range.lowerBound)..<index(at: range.upperBound), with: replacement)
    metrics = newMetrics
    // The mark keeps its offset, as readline's does: inside the text, on a character boundary.
    if markOffset > 0 { markOffset = characterStart(containing: min(markOffset, endOffset)) }
  }

  /// Places the selection; offsets must be character boundaries.
  mutating func select(anchor: Int, head: Int) {
    anchorOffset = anchor
    headOffset = head
  }
}
