extension Field {
  /// Carries out an edit. Every edit that changes text goes through one replacement, checked by the
  /// rules before anything changes; the outcome says what happened and why.
  ///
  /// `argument` is readline's numeric argument (Alt-4, Alt-- 2, …): nil when none was given. As
  /// in readline, it repeats or reverses the edit, and every repetition is still one replacement
  /// through the rules and one undo step:
  ///
  /// - typing: that many copies as one insertion under the typing policy (`.insert("x")` with 4
  ///   inserts "xxxx"); 0 or less inserts nothing;
  /// - moves by characters and words: that many; a negative argument moves the other way; moves
  ///   to the start and the end take none;
  /// - Backspace and Delete: that many characters, killed (to the kill ring) rather than deleted,
  ///   as readline does once an argument is given; a negative argument deletes the other way;
  /// - word kills: that many words (negative: the other way); Ctrl-W: that many whitespace words;
  ///   a kill to the end with a negative argument kills to the start instead;
  /// - transpositions: the character dragged that many places, the words that many apart;
  ///   a negative argument leaves characters alone (readline's "no effect");
  /// - case changes: that many words; a negative argument changes the words before the cursor and
  ///   leaves it where it was;
  /// - set mark: the mark at that character position; undo and redo: that many steps.
  ///
  /// Paste, yank, yank-pop, kill to the start, select all, exchange, delete spaces, revert and a
  /// value from code take no argument.
  @discardableResult
  package mutating func apply(_ edit: Edit, argument: Int? = nil) -> EditOutcome {
    defer {
      checkInvariantsIfAsked(
        after: argument.map { "\(edit.operation) with argument \($0)" } ?? "\(edit.operation)")
    }
    if history?.search != nil, !edit.isSearchStep {
      // Any other edit ends a search with its match in the field, as readline does.
      _ = endSearch(restoring: false)
    }
    let previous = lastAction
    lastAction = .other
    let count = argument ?? 1
    let selection = buffer.selectedOffsets
    switch edit.operation {
    case .insert(let text):
      if let range = overwrittenRange(characters: text.count * max(count, 0)) {
        // Overwrite mode: over the characters under the cursor, one undo step a key.
        guard count > 0, !text.isEmpty else { return EditOutcome(.unchanged) }
        return replace(range, with: String(repeating: text, count: count), origin: .typing)
      }
      guard let argument else {
        let outcome = replace(
          selection, with: text, origin: .typing, coalescing: previous == .typing && selection.isEmpty)
        if outcome.changedState { lastAction = .typing }
        return outcome
      }
      // N copies: one insertion under the typing policy, and one undo step of its own.
      guard argument > 0, !text.isEmpty else { return EditOutcome(.unchanged) }
      return replace(selection, with: String(repeating: text, count: argument), origin: .typing)
    case .paste(let text):
      return replace(selection, with: text, origin: .paste)
    case .setText(let text):
      return replace(0..<buffer.endOffset, with: text, origin: .code)
    case .deleteBackward, .deleteForward:
      if buffer.hasSelection { return replace(selection, with: "", origin: .deletion) }
      if edit == .deleteBackward, argument == nil, let outcome = overwritingBackspace() { return outcome }
      return deleteCharacters(forward: edit == .deleteForward, argument: argument, previous: previous)
    case .deleteWordBackward, .deleteWordForward:
      if buffer.hasSelection {
        return markingCursor(kill(selection, previous: previous, prepend: edit == .deleteWordBackward))
      }
      return killWords(count: edit == .deleteWordBackward ? count : -count, previous: previous)
    case .killTo(let motion):
      if buffer.hasSelection {
        return markingCursor(kill(selection, previous: previous, prepend: motion.isLeftward))
      }
      return kill(to: count < 0 ? motion.reversed : motion, steps: Int(count.magnitude), previous: previous)
    case .deleteWhitespaceWordBackward:
      if buffer.hasSelection { return markingCursor(kill(selection, previous: previous, prepend: true)) }
      return killWhitespaceWords(count: count, previous: previous)
    case .killToEnd:
      return count < 0 ? killToStart(previous: previous) : killToEnd(previous: previous)
    case .killToStart:
      return killToStart(previous: previous)
    case .yank:
      guard let current = killRing.current else { return EditOutcome(.refused, [.killRingEmpty]) }
      return yank(current, replacing: selection)
    case .yankPop:
      guard case .yank(let range) = previous else { return EditOutcome(.refused, [.yankPopWithoutYank]) }
      killRing.rotate()
      return yank(killRing.current ?? "", replacing: range)
    case .move(let motion, let extending):
      return (argument == nil ? acceptingSuggestion(motion, extending: extending) : nil)
        ?? move(motion, extending: extending, count: count)
    case .selectAll:
      return select(anchor: 0, head: buffer.endOffset)
    case .undo, .redo:
      return replaySteps(undoing: edit == .undo, count: count)
    case .transposeCharacters:
      return transposeCharacters(count: count)
    case .transposeWords:
      return transposeWords(count: count)
    case .changeCase(let wordCase):
      return changeCase(to: wordCase, count: count)
    case .setMark:
      return setMark(atCharacter: argument)
    case .exchangeCursorAndMark:
      return exchangeCursorAndMark()
    case .deleteSpacesAroundCursor:
      let range = buffer.whitespace(around: buffer.headOffset)
      return range.isEmpty ? EditOutcome(.unchanged) : replace(range, with: "", origin: .deletion)
    case .revert:
      return revert()
    case .historyOlder, .historyNewer, .historyOldest, .historyNewest:
      return walkHistory(edit)
    case .search(let step):
      let outcome = searchHistory(step)
      if vi.searchPutsCursorAtStart && history?.search == nil {
        vi.searchPutsCursorAtStart = false
        if outcome.changedState { buffer.select(anchor: 0, head: 0) }
      }
      return outcome
    case .step(let units):
      // A numeric argument steps by that many units.
      return step(by: units * count)
    case .shiftDate(let shift):
      return shiftDate(shift.times(count))
    case .searchCharacter(let character, let forward):
      return searchCharacter(character, forward: forward, count: count)
    case .yankLastArgument:
      return yankLastArgument(argument: argument, previous: previous)
    case .yankNthArgument:
      return yankNthArgument(argument: argument)
    case .toggleOverwrite:
      return toggleOverwrite(argument: argument)
    case .historyPrefixOlder, .historyPrefixNewer:
      return searchHistoryPrefix(older: edit == .historyPrefixOlder, count: count, previous: previous)
    case .vi(let viEdit):
      return applyVi(viEdit, argument: argument)
    }
  }

  /// Undoes or redoes up to `count` steps; the outcome of the first, or the refusal when there
  /// was none (readline's undo with an argument; a negative one does nothing).
  private mutating func replaySteps(undoing: Bool, count: Int) -> EditOutcome {
    guard count > 0 else { return EditOutcome(.unchanged) }
    var first: EditOutcome?
    for _ in 0..<count {
      let step = undoing ? undoHistory.undoSteps.popLast() : undoHistory.redoSteps.popLast()
      guard let step else { break }
      let outcome = replay(step, undoing: undoing)
      first = first ?? outcome
      if !outcome.changedState { break }
    }
    return first ?? EditOutcome(.refused, [undoing ? .nothingToUndo : .nothingToRedo])
  }

  /// Replays a step backwards (undo) or forwards (redo) through the one door, restores the
  /// selection of that side exactly, and moves the step to the other stack.
  mutating func replay(_ step: UndoStep, undoing: Bool) -> EditOutcome {
    let (current, restored) = undoing ? (step.inserted, step.removed) : (step.removed, step.inserted)
    let selection = undoing ? step.before : step.after
    let outcome = replace(
      step.offset..<step.offset + current.utf8.count, with: restored, origin: .undo, record: false)
    guard outcome.changedState else {
      // A step that cannot replay goes back where it was, so the history is not lost.
      if undoing { undoHistory.undoSteps.append(step) } else { undoHistory.redoSteps.append(step) }
      return outcome
    }
    buffer.select(anchor: selection.anchor, head: selection.head)
    if undoing { undoHistory.redoSteps.append(step) } else { undoHistory.undoSteps.append(step) }
    return outcome
  }

  private mutating func move(_ motion: Motion, extending: Bool, count: Int) -> EditOutcome {
    let motion = count < 0 ? motion.reversed : motion
    let selection = buffer.selectedOffsets
    if buffer.hasSelection && !extending {
      // A character move first collapses the selection to its side.
      if motion == .characterLeft { return select(anchor: selection.lowerBound, head: selection.lowerBound) }
      if motion == .characterRight { return select(anchor: selection.upperBound, head: selection.upperBound) }
    }
    let target = target(of: motion, steps: Int(count.magnitude))
    return select(anchor: extending ? buffer.anchorOffset : target, head: target)
  }

  /// Where `steps` moves of `motion` from the cursor end. A password is one word: a word motion
  /// goes to its start or its end.
  func target(of motion: Motion, steps: Int) -> Int {
    var target = buffer.headOffset
    switch motion {
    case .characterLeft:
      for _ in 0..<steps {
        guard let previous = buffer.offset(before: target) else { break }
        target = skippingLiterals(previous, forward: false)
      }
    case .characterRight:
      for _ in 0..<steps {
        guard let next = buffer.offset(after: target) else { break }
        target = skippingLiterals(next, forward: true)
      }
    case .wordLeft, .subwordLeft, .pathWordLeft:
      target = isPassword ? 0 : buffer.wordBoundary(from: target, count: -steps, kind: motion.wordKind)
    case .wordRight, .subwordRight, .pathWordRight:
      target =
        isPassword ? buffer.endOffset : buffer.wordBoundary(from: target, count: steps, kind: motion.wordKind)
    case .start: target = 0
    case .end: target = buffer.endOffset
    }
    return target
  }

  /// In a mask or date field, carries a character move on over the template's literals, so the
  /// cursor steps from slot to slot. Such a text is as short as its template.
  private func skippingLiterals(_ target: Int, forward: Bool) -> Int {
    guard let mask = rules.format?.typingTemplate else { return target }
    var offset = target
    var index = buffer.text[..<buffer.index(at: offset)].count
    if forward {
      while index < mask.length, mask.isLiteral(at: index), let next = buffer.offset(after: offset) {
        offset = next
        index += 1
      }
    } else {
      while index > 0, mask.isLiteral(at: index), let previous = buffer.offset(before: offset) {
        offset = previous
        index -= 1
      }
    }
    return offset
  }

  mutating func select(anchor: Int, head: Int) -> EditOutcome {
    if anchor == buffer.anchorOffset && head == buffer.headOffset { return EditOutcome(.unchanged) }
    buffer.select(anchor: anchor, head: head)
    return EditOutcome(.applied)
  }
}

extension Motion {
  /// The same motion the other way (a negative numeric argument); the start and the end stay.
  var reversed: Motion {
    switch self {
    case .characterLeft: .characterRight
    case .characterRight: .characterLeft
    case .wordLeft: .wordRight
    case .wordRight: .wordLeft
    case .subwordLeft: .subwordRight
    case .subwordRight: .subwordLeft
    case .pathWordLeft: .pathWordRight
    case .pathWordRight: .pathWordLeft
    case .start, .end: self
    }
  }

  /// True for the motions toward the start.
  var isLeftward: Bool { [.characterLeft, .wordLeft, .subwordLeft, .pathWordLeft, .start].contains(self) }

  /// The kind of word a word motion moves by (`word` for the others, which take none).
  var wordKind: WordKind {
    switch self {
    case .subwordLeft, .subwordRight: .subword
    case .pathWordLeft, .pathWordRight: .pathSegment
    default: .word
    }
  }
}
