extension Field {
  /// Carries out an edit. Every edit that changes text goes through one replacement, checked by the
  /// rules before anything changes; the outcome says what happened and why.
  @discardableResult
  public mutating func apply(_ edit: Edit) -> EditOutcome {
    defer { checkInvariantsIfAsked(after: "\(edit)") }
    let previous = lastAction
    lastAction = .other
    let selection = buffer.selectedOffsets
    let head = buffer.headOffset
    switch edit {
    case .insert(let text):
      let outcome = replace(
        selection, with: text, origin: .typing, coalescing: previous == .typing && selection.isEmpty)
      if outcome.changedState { lastAction = .typing }
      return outcome
    case .paste(let text):
      return replace(selection, with: text, origin: .paste)
    case .setText(let text):
      return replace(0..<buffer.endOffset, with: text, origin: .code)
    case .deleteBackward:
      if buffer.hasSelection { return replace(selection, with: "", origin: .deletion) }
      guard let start = buffer.offset(before: head) else { return EditOutcome(.unchanged) }
      return replace(start..<head, with: "", origin: .deletion)
    case .deleteForward:
      if buffer.hasSelection { return replace(selection, with: "", origin: .deletion) }
      guard let end = buffer.offset(after: head) else { return EditOutcome(.unchanged) }
      return replace(head..<end, with: "", origin: .deletion)
    case .deleteWordBackward:
      let range = buffer.hasSelection ? selection : buffer.wordStart(before: head)..<head
      return kill(range, previous: previous, prepend: true)
    case .deleteWordForward:
      let range = buffer.hasSelection ? selection : head..<buffer.wordEnd(after: head)
      return kill(range, previous: previous, prepend: false)
    case .killToEnd:
      return kill(head..<buffer.endOffset, previous: previous, prepend: false)
    case .killToStart:
      return kill(0..<head, previous: previous, prepend: true)
    case .yank:
      guard let newest = killRing.entries.first else { return EditOutcome(.refused, [.killRingEmpty]) }
      return yank(newest, entry: 0, replacing: selection)
    case .yankPop:
      guard case .yank(let range, let entry) = previous else {
        return EditOutcome(.refused, [.yankPopWithoutYank])
      }
      let next = (entry + 1) % killRing.entries.count
      return yank(killRing.entries[next], entry: next, replacing: range)
    case .move(let motion, let extending):
      return move(motion, extending: extending)
    case .selectAll:
      return select(anchor: 0, head: buffer.endOffset)
    case .undo:
      guard let step = history.undoSteps.popLast() else { return EditOutcome(.refused, [.nothingToUndo]) }
      return replay(step, undoing: true)
    case .redo:
      guard let step = history.redoSteps.popLast() else { return EditOutcome(.refused, [.nothingToRedo]) }
      return replay(step, undoing: false)
    case .step(let units):
      return step(by: units)
    }
  }

  /// Replays a step backwards (undo) or forwards (redo) through the one door, restores the
  /// selection of that side exactly, and moves the step to the other stack.
  private mutating func replay(_ step: UndoStep, undoing: Bool) -> EditOutcome {
    let (current, restored) = undoing ? (step.inserted, step.removed) : (step.removed, step.inserted)
    let selection = undoing ? step.before : step.after
    let outcome = replace(
      step.offset..<step.offset + current.utf8.count, with: restored, origin: .history, record: false)
    guard outcome.changedState else {
      // A step that cannot replay goes back where it was, so the history is not lost.
      if undoing { history.undoSteps.append(step) } else { history.redoSteps.append(step) }
      return outcome
    }
    buffer.select(anchor: selection.anchor, head: selection.head)
    if undoing { history.redoSteps.append(step) } else { history.undoSteps.append(step) }
    return outcome
  }

  /// Deletes a range and puts its text on the kill ring; kills that follow each other join. A
  /// password field's kills delete and never reach the ring, which other fields yank from.
  private mutating func kill(_ range: Range<Int>, previous: LastAction, prepend: Bool) -> EditOutcome {
    guard !range.isEmpty else { return EditOutcome(.unchanged) }
    let killed =
      isPassword
      ? nil : String(buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)])
    let outcome = replace(range, with: "", origin: .deletion)
    if outcome.changedState {
      if let killed { killRing.add(killed, joiningNewest: previous == .kill, prepend: prepend) }
      lastAction = .kill
    }
    return outcome
  }

  private mutating func yank(_ text: String, entry: Int, replacing range: Range<Int>) -> EditOutcome {
    let outcome = replace(range, with: text, origin: .yank)
    if outcome.changedState {
      lastAction = .yank(range: range.lowerBound..<buffer.headOffset, entry: entry)
    }
    return outcome
  }

  private mutating func move(_ motion: Motion, extending: Bool) -> EditOutcome {
    let head = buffer.headOffset
    let selection = buffer.selectedOffsets
    let target: Int
    switch motion {
    case .characterLeft:
      if buffer.hasSelection && !extending {
        return select(anchor: selection.lowerBound, head: selection.lowerBound)
      }
      target = skippingLiterals(buffer.offset(before: head) ?? head, forward: false)
    case .characterRight:
      if buffer.hasSelection && !extending {
        return select(anchor: selection.upperBound, head: selection.upperBound)
      }
      target = skippingLiterals(buffer.offset(after: head) ?? head, forward: true)
    case .wordLeft: target = buffer.wordStart(before: head)
    case .wordRight: target = buffer.wordEnd(after: head)
    case .start: target = 0
    case .end: target = buffer.endOffset
    }
    return select(anchor: extending ? buffer.anchorOffset : target, head: target)
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

  private mutating func select(anchor: Int, head: Int) -> EditOutcome {
    if anchor == buffer.anchorOffset && head == buffer.headOffset { return EditOutcome(.unchanged) }
    buffer.select(anchor: anchor, head: head)
    return EditOutcome(.applied)
  }
}
