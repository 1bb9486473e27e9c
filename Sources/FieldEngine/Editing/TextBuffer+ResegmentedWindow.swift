/// What re-segmenting the characters around a prospective replacement found: how the count of
/// characters changes, and which characters of the new window a character rule refuses.
///
/// Grapheme breaks before an edit never move (a break depends on the scalars before it and one
/// scalar after it), but the characters at and after the edit can merge or re-pair: a combining
/// mark joins the character before it, a regional indicator re-pairs the flags after it. So the
/// engine segments a *window*: from the character boundary before the edit to the first old
/// boundary after it that is still a boundary in the new text. Everything outside the window keeps
/// its characters. A typed key costs the size of that window, not of the text.
struct ResegmentedWindow {
  /// Characters in the new window minus characters in the old window.
  var characterDelta = 0
  /// Characters of the new window that a rule refuses: the character, its UTF-8 range inside the
  /// new window, and the index of the first rule refusing it. At most `refusalCap` are kept.
  var refused: [(character: Character, range: Range<Int>, rule: Int)] = []
  /// Where the inserted text starts inside the new window (UTF-8 offset).
  var insertedStart = 0
  /// The inserted text's UTF-8 length.
  var insertedLength = 0

  static let refusalCap = 1024

  /// True when a refused character does not overlap the inserted text (deletions, re-paired flags).
  var hasRefusalOutsideInsertion: Bool {
    refused.contains { !overlapsInsertion($0.range) }
  }

  /// True when a window range shares bytes with the inserted text, or, for a deletion, spans the join.
  func overlapsInsertion(_ range: Range<Int>) -> Bool {
    if insertedLength == 0 {
      return range.lowerBound < insertedStart && range.upperBound > insertedStart
    }
    return range.lowerBound < insertedStart + insertedLength && range.upperBound > insertedStart
  }
}

extension TextBuffer {
  /// Re-segments the window around replacing `range` (UTF-8 offsets on character boundaries) with
  /// `inserted`, checking the new window's characters against `rules`. Nothing changes.
  func resegment(
    replacing range: Range<Int>, with inserted: Substring, checking rules: CompiledCharacterRules
  )
    -> ResegmentedWindow
  {
    let lower = index(at: range.lowerBound)
    let upper = index(at: range.upperBound)
    let windowStart = range.lowerBound > 0 ? text.index(before: lower) : lower
    let head = text[windowStart..<lower]
    var windowEnd = upper
    var stride = 1
    var result = ResegmentedWindow()
    result.insertedStart = head.utf8.count
    result.insertedLength = inserted.utf8.count
    while true {
      let window = String(head) + inserted + text[upper..<windowEnd]
      var count = 0
      var offset = 0
      var lastStart = 0
      var refused: [(character: Character, range: Range<Int>, rule: Int)] = []
      for character in window {
        let length = character.utf8.count
        if !rules.isEmpty, let rule = rules.firstRefusing(character) {
          if refused.count < ResegmentedWindow.refusalCap {
            refused.append((character, offset..<offset + length, rule))
          }
        }
        lastStart = offset
        offset += length
        count += 1
      }
      if windowEnd == text.endIndex || window.isEmpty
        || isBoundaryKept(lastCharacter: window.utf8.dropFirst(lastStart), next: windowEnd)
      {
        result.characterDelta = count - text[windowStart..<windowEnd].count
        result.refused = refused
        return result
      }
      for _ in 0..<stride where windowEnd < text.endIndex { windowEnd = text.index(after: windowEnd) }
      stride *= 2
    }
  }

  /// True when the old character starting at `next` still starts a character after `lastCharacter`.
  private func isBoundaryKept(lastCharacter: Substring.UTF8View, next: String.Index) -> Bool {
    let following = text[next..<text.index(after: next)]
    let joined = String(Substring(lastCharacter)) + following
    return joined.first!.utf8.count == lastCharacter.count
  }
}
