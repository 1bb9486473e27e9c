extension EditDecision {
  /// The part of `text` the format takes under the policy, read from the last checkpoint before
  /// the edit (never from the text's start): `.reject` refuses the whole text at its first
  /// character that leaves no valid continuation, `.truncate` stops there, `.filter` drops such
  /// characters. A mask fills literals and skipped optional slots in, and after text typed at the
  /// end, the literals that follow it. Nil when nothing is taken (with the reason).
  mutating func fitFormat(_ text: String, _ format: TextFormat) -> String? {
    let checkpoint = trail.checkpoint(atOrBefore: range.lowerBound - 1)
    let head = buffer.text[buffer.index(at: checkpoint.offset)..<buffer.index(at: range.lowerBound)]
    let headLength = head.utf8.count
    let window = String(head) + text
    let accept = Int32(format.automaton.accept)
    var position = checkpoint.position
    var kept = ""
    var dropped = 0
    var stop: Character?
    var offset = 0
    let offered = text.count
    var keptOffered = 0
    for character in window {
      let start = offset
      offset += character.utf8.count
      if offset <= headLength {
        position = format.step(position, character)
        continue
      }
      var typed: [Character] = [character]
      var next = FormatPosition(states: [])
      if let mask = format.typingTemplate, let slot = position.states.first, slot != accept,
        start >= headLength
      {
        if let fitted = mask.fit(character, at: Int(slot)) {
          typed = fitted
          next = format.run(position, fitted)
        }
      } else {
        next = format.step(position, character)
      }
      // A character that merged with the text before the edit keeps its merged head.
      let insertedPart =
        start < headLength
        ? String(Substring(window.utf8.dropFirst(headLength).prefix(offset - headLength)))
        : String(typed)
      if format.isViable(next) {
        position = next
        kept += insertedPart
        keptOffered += 1
        continue
      }
      if let mask = format.typingTemplate, start >= headLength, let slot = position.states.first,
        mask.isEcho(character, before: slot == accept ? mask.length : Int(slot))
      {
        // The user types a literal the mask already typed for them: nothing to add.
        keptOffered += 1
        continue
      }
      if policy == .reject || start < headLength {
        reasons.append(.characterRefused([character], format.refusal(at: position, typing: typed)))
        return nil
      }
      if policy == .truncate {
        stop = character
        break
      }
      dropped += 1
    }
    if let mask = format.typingTemplate, !kept.isEmpty, range.upperBound == buffer.endOffset,
      let slot = position.states.first, slot != accept
    {
      kept += String(mask.literals(at: Int(slot)))
    }
    if dropped > 0 || stop != nil {
      reasons.append(
        .partlyKept(
          origin: origin, offered: offered, kept: keptOffered, notAllowed: dropped,
          rule: .format(format.summary),
          stoppedAt: stop, overLimit: 0, limit: nil))
    }
    // Only echoes of literals: taken, and nothing changes.
    return kept.isEmpty && keptOffered == 0 ? nil : kept
  }

  /// True when the text after replacing the range with `text` can still become valid.
  func formatAccepts(_ text: String, _ format: TextFormat) -> Bool {
    let checkpoint = trail.checkpoint(atOrBefore: range.lowerBound - 1)
    let before = buffer.text[buffer.index(at: checkpoint.offset)..<buffer.index(at: range.lowerBound)]
    let after = buffer.text[buffer.index(at: range.upperBound)...]
    return format.isViable(format.run(checkpoint.position, String(before) + text + after))
  }
}
