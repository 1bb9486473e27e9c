/// A field's text with its cursor, selection and cached lengths.
///
/// Positions are kept as UTF-8 offsets (`String.Index` values would be invalidated by every
/// mutation); every position sits on a character boundary. Only `Field`'s one door changes it.
public struct TextBuffer: Equatable, Sendable {
  /// The text, stored as given (never normalized).
  public private(set) var text: String = ""
  /// The selection's fixed end, as a UTF-8 offset.
  public internal(set) var anchorOffset = 0
  /// The selection's moving end, where the cursor is, as a UTF-8 offset.
  public internal(set) var headOffset = 0
  /// The text's lengths in every unit, kept up to date edit by edit.
  public private(set) var metrics = TextMetrics.zero

  /// Creates an empty buffer.
  public init() {}

  /// The cursor (the selection's head).
  public var cursor: String.Index { index(at: headOffset) }
  /// The selection's anchor.
  public var anchor: String.Index { index(at: anchorOffset) }
  /// The selected range; empty when nothing is selected.
  public var selectedRange: Range<String.Index> {
    index(at: selectedOffsets.lowerBound)..<index(at: selectedOffsets.upperBound)
  }
  /// The selected range as UTF-8 offsets.
  public var selectedOffsets: Range<Int> { min(anchorOffset, headOffset)..<max(anchorOffset, headOffset) }
  /// True when a non-empty range is selected.
  public var hasSelection: Bool { anchorOffset != headOffset }
  /// The length of the text in UTF-8 bytes (the largest offset).
  public var endOffset: Int { text.utf8.count }

  /// The index at a UTF-8 offset (constant time for native strings).
  public func index(at offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The UTF-8 offset of an index (constant time for native strings).
  public func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  /// The cursor's position in characters from the start. Costs time in proportion to it.
  public var cursorCharacterOffset: Int { text.distance(from: text.startIndex, to: cursor) }

  /// The boundary one character before `offset`, or nil at the start.
  public func offset(before offset: Int) -> Int? {
    offset == 0 ? nil : self.offset(of: text.index(before: index(at: offset)))
  }

  /// The boundary one character after `offset`, or nil at the end.
  public func offset(after offset: Int) -> Int? {
    offset >= endOffset ? nil : self.offset(of: text.index(after: index(at: offset)))
  }

  /// The start of the character that holds the byte at `offset` (the offset itself on a boundary).
  public func characterStart(containing offset: Int) -> Int {
    guard offset > 0 && offset < endOffset else { return min(max(offset, 0), endOffset) }
    // Swift rounds an index inside a character down to the character's start before stepping.
    return self.offset(of: text.index(before: text.index(after: index(at: offset))))
  }

  /// True for the characters words are made of: letters, digits, marks and connector punctuation.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word on the left of `offset` (Emacs' backward-word).
  func wordStart(before offset: Int) -> Int {
    var position = index(at: offset)
    let start = text.startIndex
    while position > start && !Self.isWordCharacter(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    while position > start && Self.isWordCharacter(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    return self.offset(of: position)
  }

  /// The end of the word on the right of `offset` (Emacs' forward-word).
  func wordEnd(after offset: Int) -> Int {
    var position = index(at: offset)
    let end = text.endIndex
    while position < end && !Self.isWordCharacter(text[position]) { position = text.index(after: position) }
    while position < end && Self.isWordCharacter(text[position]) { position = text.index(after: position) }
    return self.offset(of: position)
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
  }

  /// Places the selection; offsets must be character boundaries.
  mutating func select(anchor: Int, head: Int) {
    anchorOffset = anchor
    headOffset = head
  }
}
