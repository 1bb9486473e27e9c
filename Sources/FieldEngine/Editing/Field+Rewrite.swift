/// Edits that rewrite text in place: transpositions and case changes, as readline's emacs mode
/// does them, but on whole characters. Each is one replacement through the door, under the typing
/// policy (`EditOrigin.rewrite`), so the rules see the result and undo takes it back in one step.
extension Field {
  /// Ctrl-T (readline's transpose-chars): drags the character before the cursor forward over
  /// `count` characters, the cursor following it. At the end of the text the last two characters
  /// swap (the cursor stays at the end). Nothing to swap at the start or with fewer than two
  /// characters; a negative `count` leaves the text alone, as readline's does in a UTF-8 locale.
  mutating func transposeCharacters(count: Int) -> EditOutcome {
    guard count != 0 else { return EditOutcome(.unchanged) }
    var point = buffer.headOffset
    guard point > 0, buffer.metrics.characters >= 2 else {
      return EditOutcome(.refused, [.nothingToTranspose])
    }
    var count = count
    if point == buffer.endOffset, let last = buffer.offset(before: point) {
      point = last
      count = 1
    }
    guard count > 0, let dragged = buffer.offset(before: point) else { return EditOutcome(.unchanged) }
    let target = buffer.offset(from: point, characters: count)
    let text = buffer.text
    let moved = text[buffer.index(at: dragged)..<buffer.index(at: point)]
    let over = text[buffer.index(at: point)..<buffer.index(at: target)]
    let end = buffer.endOffset
    let outcome = replace(dragged..<target, with: String(over + moved), origin: .rewrite)
    return pullingMark(within: end - (point - dragged), outcome)
  }

  /// Alt-T (readline's transpose-words): swaps the word before the cursor with the word after it,
  /// or with the word `count` words on; the cursor ends after both. At the end of the text the
  /// last two words swap. Refused when there are not two words to swap.
  mutating func transposeWords(count: Int) -> EditOutcome {
    guard count != 0 else { return EditOutcome(.unchanged) }
    // readline's steps exactly, so a numeric argument finds the words it finds.
    let secondEnd = buffer.wordBoundary(from: buffer.headOffset, count: count)
    let secondStart = buffer.wordBoundary(from: secondEnd, count: -1)
    let firstStart = buffer.wordBoundary(from: secondStart, count: -count)
    let firstEnd = buffer.wordBoundary(from: firstStart, count: 1)
    guard firstStart != secondStart, firstEnd <= secondStart, firstStart < firstEnd, secondStart < secondEnd
    else { return EditOutcome(.refused, [.nothingToTranspose]) }
    let text = buffer.text
    func piece(_ range: Range<Int>) -> Substring {
      text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)]
    }
    let swapped =
      piece(secondStart..<secondEnd) + piece(firstEnd..<secondStart) + piece(firstStart..<firstEnd)
    let end = buffer.endOffset
    let outcome = replace(firstStart..<secondEnd, with: String(swapped), origin: .rewrite)
    return pullingMark(within: end - (secondEnd - secondStart), outcome)
  }

  /// readline transposes by deleting, then inserting, and each deletion pulls the mark back
  /// inside the shortened line (`_rl_fix_mark`), where insertions never move it: after a
  /// transposition that happened, a mark past `limit` (the text's end at its shortest, a UTF-8
  /// offset) is at `limit`, on the start of the character there.
  private mutating func pullingMark(within limit: Int, _ outcome: EditOutcome) -> EditOutcome {
    guard outcome.changedState, buffer.markOffset > limit else { return outcome }
    buffer.markOffset = buffer.characterStart(containing: limit)
    return outcome
  }

  /// Alt-U, Alt-L, Alt-C (readline's upcase-word, downcase-word, capitalize-word): changes the
  /// case of `count` words from the cursor and moves the cursor after them; a negative `count`
  /// changes the words before the cursor and leaves it where it is. Whole characters, with
  /// Unicode's full mapping (`WordCase.apply(to:)`); words are letters and digits.
  mutating func changeCase(to wordCase: WordCase, count: Int) -> EditOutcome {
    let head = buffer.headOffset
    let other = buffer.wordBoundary(from: head, count: count)
    let range = min(head, other)..<max(head, other)
    let original = buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)]
    let changed = wordCase.apply(to: original)
    // Nothing to change ("ABC" in capitals): the cursor still moves on, as readline's does.
    guard changed != original else { return select(anchor: range.upperBound, head: range.upperBound) }
    return replace(range, with: changed, origin: .rewrite)
  }

  /// Alt-R (readline's revert-line): the text as it was before the oldest step the undo history
  /// holds (the text the field started with, or had when its rules last changed, within the
  /// history's 1,000 steps), with the selection it had then. Readline undoes every step; here it
  /// is one new step, so undo brings back what revert replaced.
  mutating func revert() -> EditOutcome {
    guard !undoHistory.undoSteps.isEmpty else { return EditOutcome(.refused, [.nothingToRevert]) }
    var original = self
    while let step = original.undoHistory.undoSteps.popLast() {
      guard original.replay(step, undoing: true).changedState else { break }
    }
    let before = buffer.text
    let target = original.buffer.text
    let selection = (anchor: original.buffer.anchorOffset, head: original.buffer.headOffset)
    guard before != target else { return select(anchor: selection.anchor, head: selection.head) }
    // Only the part that differs is replaced, so the undo step holds no more than the change.
    let (prefix, suffix) = Self.commonEnds(before, target)
    let outcome = replace(
      prefix..<before.utf8.count - suffix,
      with: String(target.utf8.dropFirst(prefix).dropLast(suffix))!, origin: .undo)
    guard outcome.changedState, buffer.text == target else { return outcome }
    buffer.select(anchor: selection.anchor, head: selection.head)
    undoHistory.amendNewest(after: selection)
    return outcome
  }

  /// The UTF-8 lengths of the longest common prefix and suffix of two texts in whole characters,
  /// not overlapping in either.
  private static func commonEnds(_ first: String, _ second: String) -> (prefix: Int, suffix: Int) {
    var prefix = 0
    for (a, b) in zip(first, second) {
      guard a == b, a.utf8.elementsEqual(b.utf8) else { break }
      prefix += a.utf8.count
    }
    var suffix = 0
    let room = min(first.utf8.count, second.utf8.count) - prefix
    for (a, b) in zip(first.reversed(), second.reversed()) {
      guard a.utf8.elementsEqual(b.utf8), suffix + a.utf8.count <= room else { break }
      suffix += a.utf8.count
    }
    return (prefix, suffix)
  }
}

extension WordCase {
  /// `text` with its words in this case, character by character: every letter or digit is a word
  /// character; in `.capitalized`, the first of each word goes to its titlecase and the rest to
  /// lowercase. Unicode's full mapping in the root locale (no Turkish dotless i, no context such
  /// as Greek final sigma): "ß" uppercases to "SS", "ﬁ" to "FI", "é" as `e` + U+0301 to "É" as
  /// `E` + U+0301; emoji and marks on their own have no case.
  package func apply(to text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var inWord = false
    for character in text {
      guard TextBuffer.isWordCharacter(character) else {
        inWord = false
        result.append(character)
        continue
      }
      switch self {
      case .upper: result += String(character).uppercased()
      case .lower: result += String(character).lowercased()
      case .capitalized: result += inWord ? String(character).lowercased() : Self.titlecased(character)
      }
      inWord = true
    }
    return result
  }

  /// The titlecase of a character: its first scalar's titlecase mapping, the rest lowercased.
  private static func titlecased(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return "" }
    var rest = String.UnicodeScalarView()
    rest.append(contentsOf: scalars.dropFirst())
    return first.properties.titlecaseMapping + String(rest).lowercased()
  }
}
