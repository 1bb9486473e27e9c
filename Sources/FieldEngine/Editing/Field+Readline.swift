/// readline's commands that move by a character searched for and that type over the text:
/// character-search (Ctrl-]), character-search-backward (Alt-Ctrl-]) and overwrite-mode (Insert).
extension Field {
  /// Ctrl-] c and Alt-Ctrl-] c: the cursor to the `count`th `character` after it (before it when
  /// not `forward`; a negative count searches the other way). With fewer than that many, the
  /// cursor stops at the last one found, as readline's; with none, it stays, and the outcome
  /// says so. A selection ends.
  mutating func searchCharacter(_ character: Character, forward: Bool, count: Int) -> EditOutcome {
    guard count != 0 else { return EditOutcome(.unchanged) }
    let forward = count < 0 ? !forward : forward
    let text = buffer.text
    var position = buffer.index(at: buffer.headOffset)
    var found: String.Index?
    for _ in 0..<count.magnitude {
      let hit: String.Index?
      if forward {
        // readline starts after the character under the cursor.
        hit = position < text.endIndex ? text[text.index(after: position)...].firstIndex(of: character) : nil
      } else {
        hit = text[..<position].lastIndex(of: character)
      }
      guard let hit else { break }
      position = hit
      found = hit
    }
    guard let found else { return EditOutcome(.refused, [.characterNotFound(character, forward: forward)]) }
    let offset = buffer.offset(of: found)
    return select(anchor: offset, head: offset)
  }

  /// Insert: overwrite mode on or off; a positive argument turns it on, zero or less off
  /// (readline's overwrite-mode).
  mutating func toggleOverwrite(argument: Int?) -> EditOutcome {
    let on = argument.map { $0 > 0 } ?? !isOverwriting
    guard on != isOverwriting else { return EditOutcome(.unchanged) }
    isOverwriting = on
    return EditOutcome(.applied, [.overwriteMode(on)])
  }

  /// Where `characters` typed characters go in overwrite mode: over as many characters after the
  /// cursor (fewer at the end), or nil when the field inserts (not overwriting, a selection, or a
  /// format that places its own characters).
  func overwrittenRange(characters: Int) -> Range<Int>? {
    guard isOverwriting, !buffer.hasSelection, rules.format == nil else { return nil }
    let head = buffer.headOffset
    return head..<buffer.offset(from: head, characters: characters)
  }

  /// Backspace in overwrite mode without an argument, as readline's: the character before the
  /// cursor becomes a space and the cursor goes back over it; at the end of the text it is
  /// deleted. Nil when the field is not overwriting.
  mutating func overwritingBackspace() -> EditOutcome? {
    guard isOverwriting, !buffer.hasSelection, rules.format == nil else { return nil }
    let head = buffer.headOffset
    guard let before = buffer.offset(before: head) else { return EditOutcome(.unchanged) }
    if head == buffer.endOffset { return replace(before..<head, with: "", origin: .deletion) }
    let outcome = replace(before..<head, with: " ", origin: .rewrite)
    if outcome.changedState { buffer.select(anchor: before, head: before) }
    return outcome
  }
}
