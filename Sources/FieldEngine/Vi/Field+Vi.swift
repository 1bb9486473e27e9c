/// readline's vi command mode on a field (`Edit.vi`), as readline 8's vi_mode.c does it: motions
/// on the text alone (`ViLine`), operators that kill what a motion covers, the cursor kept off the
/// end of the line in command mode (`rl_vi_check`). Every change goes through the one door.
extension Field {
  mutating func applyVi(_ edit: ViEdit, argument: Int?) -> EditOutcome {
    let count = max(argument ?? 1, 1)
    switch edit {
    case .undo: return viUndo(count: count)
    case .search(let older):
      let outcome = apply(.search(older ? .olderWhenEntered : .newerWhenEntered))
      vi.searchPutsCursorAtStart = history?.search != nil
      return outcome
    case .searchAgain(let older):
      let outcome = apply(.vi(.search(older: older)))
      guard outcome.status != .refused else { return outcome }
      return apply(.search(.enter))
    case .historyLine(let older):
      var outcome = EditOutcome(.unchanged)
      for _ in 0..<count {
        let step = apply(older ? .historyOlder : .historyNewer)
        guard step.changedState else {
          if !outcome.changedState { outcome = step }
          break
        }
        outcome = step
      }
      guard outcome.changedState else { return outcome }
      // An entry shows from its start; the line being edited comes back with the cursor on its
      // last character, as readline's.
      let cursor = history?.position == nil ? buffer.endOffset : 0
      buffer.select(anchor: cursor, head: cursor)
      keepOffEnd()
      return outcome
    case .leaveInsert(let backingUp): return leaveInsert(backingUp: backingUp)
    case .overstrike(let text): return overstrike(text)
    case .overstrikeBackspace: return overstrikeBackspace()
    default: break
    }
    if vi.openStep == nil { openViStep() }
    let outcome = applyViChange(edit, count: count, argument: argument)
    if !startsInsert(edit, outcome) {
      keepOffEnd()
      closeViStep()
    }
    return outcome
  }

  private func startsInsert(_ edit: ViEdit, _ outcome: EditOutcome) -> Bool {
    switch edit {
    case .startInsert, .yankArgument: true
    case .operate(.change, _), .operateLine(.change): outcome.status != .refused
    default: false
    }
  }

  private mutating func applyViChange(_ edit: ViEdit, count: Int, argument: Int?) -> EditOutcome {
    let line = ViLine(buffer.text)
    let point = buffer.cursorCharacterOffset
    switch edit {
    case .move(let motion):
      guard let target = line.target(of: motion, count: count, from: point) else {
        return EditOutcome(.unchanged)
      }
      return moveToCharacter(target)
    case .operate(let op, let motion): return operate(op, motion, count: count, line: line, point: point)
    case .operateLine(let op):
      return operateOn(0..<line.end, op, line: line, start: point)
    case .deleteCharacters(let forward):
      if forward {
        guard line.end > 0 else { return EditOutcome(.unchanged) }
        let outcome = killCharacters(point..<min(point + count, line.end))
        let end = buffer.text.count
        if point > 0 && point == end { _ = moveToCharacter(point - 1) }
        return outcome
      }
      guard point > 0 else { return EditOutcome(.unchanged) }
      return killCharacters(max(point - count, 0)..<point)
    case .replaceCharacters(let character):
      let replaced = min(count, line.end - point)
      guard replaced > 0 else { return EditOutcome(.unchanged) }
      let range = characterOffsets(point..<point + replaced)
      let old = String(buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)])
      let outcome = replace(range, with: String(repeating: character, count: replaced), origin: .rewrite)
      guard outcome.changedState else { return outcome }
      if !isPassword {
        for character in old { killRing.add(String(character), joiningNewest: false, prepend: false) }
      }
      _ = moveToCharacter(point + replaced - 1)
      return outcome
    case .toggleCase:
      let changed = min(count, line.end - point)
      guard changed > 0 else { return EditOutcome(.unchanged) }
      let old = line.characters[point..<point + changed]
      func toggled(_ character: Character) -> String {
        if character.isUppercase { return character.lowercased() }
        if character.isLowercase { return character.uppercased() }
        return String(character)
      }
      var new = old.map(toggled)
      // At the end readline keeps the cursor on the last character, and the count left goes on
      // swapping it: "hello" with 20~ from the "h" ends as "HELLo".
      if point + changed == line.end && count > changed && (count - changed) % 2 == 1, let last = new.last,
        last.count == 1
      {
        new[new.count - 1] = toggled(Character(last))
      }
      let outcome = replace(characterOffsets(point..<point + changed), with: new.joined(), origin: .rewrite)
      guard outcome.changedState else { return outcome }
      if !isPassword {
        for character in old where character.isUppercase || character.isLowercase {
          killRing.add(String(character), joiningNewest: false, prepend: false)
        }
      }
      return moveToCharacter(min(point + changed, buffer.text.count))
    case .put(let before):
      guard let current = killRing.current else { return EditOutcome(.refused, [.killRingEmpty]) }
      let at = !before && point + 1 <= line.end ? point + 1 : point
      let offset = characterOffsets(at..<at).lowerBound
      let outcome = yank(String(repeating: current, count: count), replacing: offset..<offset)
      guard outcome.changedState else { return outcome }
      let cursor = buffer.cursorCharacterOffset
      return cursor > 0 ? moveToCharacter(cursor - 1) : outcome
    case .startInsert(let place): return startInsert(place, line: line, point: point)
    case .comment:
      let outcome = replace(0..<0, with: "#", origin: .typing)
      return outcome
    case .revert:
      let outcome = apply(.revert)
      if outcome.changedState { buffer.select(anchor: 0, head: 0) }
      return outcome
    case .yankArgument:
      _ = startInsert(.afterCursor, line: line, point: point)
      let spaced = replace(buffer.selectedOffsets, with: " ", origin: .typing)
      guard spaced.status != .refused else { return spaced }
      guard let argument else { return apply(.yankLastArgument) }
      return apply(.yankNthArgument, argument: argument - 1)
    case .undo, .search, .searchAgain, .historyLine, .leaveInsert, .overstrike, .overstrikeBackspace:
      return EditOutcome(.unchanged)
    }
  }

  /// `d`, `c`, `y` and a motion: the range as readline's `rl_domove_motion_callback` and the
  /// operators' dispatchers work it out (the line lengthened by a blank while the motion runs).
  private mutating func operate(
    _ op: ViOperator, _ motion: ViMotion, count: Int, line: ViLine, point start: Int
  )
    -> EditOutcome
  {
    var lengthened = line
    lengthened.characters.append(" ")
    guard var point = lengthened.target(of: motion, count: count, from: start) else {
      return EditOutcome(.unchanged)
    }
    point = min(point, line.end)
    let isWordMotion: Bool
    if case .nextWord = motion { isWordMotion = true } else { isWordMotion = false }
    func isBlank(_ position: Int) -> Bool {
      position < line.end && (line.characters[position] == " " || line.characters[position] == "\t")
    }
    if point == start {
      // c and C insert even when the motion covered nothing.
      guard op == .change else { return EditOutcome(.unchanged) }
      return EditOutcome(.applied)
    }
    if isWordMotion && point < line.end && point > start && !isBlank(point) { point -= 1 }
    if op == .change && isWordMotion && point >= start {
      while point > start && isBlank(point) { point -= 1 }
      if point == start {
        point = min(point + 1, line.end)
      } else if point < line.end - 1 && !isBlank(point) {
        point += 1
      }
    }
    var lower = min(point, start)
    var upper = max(point, start)
    let keepsEnd: Bool
    switch motion {
    case .left, .right, .column, .firstNonBlank, .lineStart, .previousWord: keepsEnd = true
    case .find(_, let kind): keepsEnd = kind == .backward || kind == .tillBackward
    case .nextWord: keepsEnd = op == .change
    case .matchingBracket: keepsEnd = op == .yank
    case .wordEnd, .lineEnd: keepsEnd = false
    }
    if !keepsEnd && lower >= start && upper < line.end { upper += 1 }
    if op == .change && isWordMotion && lower < start { lower = start }
    return operateOn(lower..<upper, op, line: line, start: start)
  }

  private mutating func operateOn(_ range: Range<Int>, _ op: ViOperator, line: ViLine, start: Int)
    -> EditOutcome
  {
    switch op {
    case .delete, .change:
      guard !range.isEmpty else { return EditOutcome(op == .change ? .applied : .unchanged) }
      return killCharacters(range)
    case .yank:
      guard !range.isEmpty, !isPassword else { return EditOutcome(.unchanged) }
      killRing.add(String(line.characters[range]), joiningNewest: false, prepend: false)
      return moveToCharacter(start)
    }
  }

  private mutating func startInsert(_ place: ViInsertPlace, line: ViLine, point: Int) -> EditOutcome {
    switch place {
    case .cursor: return EditOutcome(.applied)
    case .afterCursor: return moveToCharacter(min(point + 1, line.end))
    case .lineStart: return moveToCharacter(0)
    case .lineEnd: return moveToCharacter(line.end)
    }
  }

  /// Kills the characters in `range` (character positions) as vi does: never joined to the kill
  /// before.
  private mutating func killCharacters(_ range: Range<Int>) -> EditOutcome {
    kill(characterOffsets(range), previous: .other, prepend: false)
  }

  /// The UTF-8 offsets of a range of character positions.
  private func characterOffsets(_ range: Range<Int>) -> Range<Int> {
    let text = buffer.text
    let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
    let upper = text.index(lower, offsetBy: range.count)
    return buffer.offset(of: lower)..<buffer.offset(of: upper)
  }

  private mutating func moveToCharacter(_ position: Int) -> EditOutcome {
    let offset = characterOffsets(position..<position).lowerBound
    return select(anchor: offset, head: offset)
  }

  /// Command mode keeps the cursor on a character: off the end of a line that has any.
  private mutating func keepOffEnd() {
    guard buffer.headOffset == buffer.endOffset, let last = buffer.offset(before: buffer.endOffset) else {
      return
    }
    buffer.select(anchor: last, head: last)
  }

  /// Escape: the cursor one left, the change's undo step closed. The first time, what was typed
  /// before is no longer undone (readline frees its undo list, as POSIX has `U` do).
  private mutating func leaveInsert(backingUp: Bool) -> EditOutcome {
    let moved =
      backingUp ? buffer.offset(before: buffer.headOffset).map { select(anchor: $0, head: $0) } : nil
    if !backingUp { keepOffEnd() }
    closeViStep()
    vi.overstruck = 0
    if !vi.enteredCommandMode {
      vi.enteredCommandMode = true
      undoHistory = UndoHistory()
    }
    return moved ?? EditOutcome(.unchanged)
  }

  private mutating func overstrike(_ text: String) -> EditOutcome {
    if vi.openStep == nil { openViStep() }
    // readline types the character, then deletes the one it went over: undone, the cursor goes
    // back where the first one was typed.
    if vi.openStep?.undoneCursor == nil, undoHistory.undoSteps.count == vi.openStep?.stepCount {
      vi.openStep?.undoneCursor = buffer.headOffset
    }
    var outcome = EditOutcome(.unchanged)
    for character in text {
      let head = buffer.headOffset
      let range = head..<(buffer.offset(after: head) ?? head)
      outcome = replace(range, with: String(character), origin: .typing)
      guard outcome.changedState else { return outcome }
      vi.overstruck += 1
    }
    return outcome
  }

  private mutating func overstrikeBackspace() -> EditOutcome {
    guard vi.overstruck > 0, let step = undoHistory.undoSteps.popLast() else {
      return EditOutcome(.unchanged)
    }
    let outcome = replay(step, undoing: true)
    undoHistory.redoSteps.removeAll()
    if outcome.changedState { vi.overstruck -= 1 }
    return outcome
  }

  /// `u`: undoes `count` steps; the cursor goes after the text an undone deletion put back, or to
  /// where an undone insertion was, as readline's `rl_do_undo` leaves it; then off the end.
  private mutating func viUndo(count: Int) -> EditOutcome {
    closeViStep()
    var first: EditOutcome?
    for _ in 0..<count {
      guard let step = undoHistory.undoSteps.popLast() else { break }
      let outcome = replay(step, undoing: true)
      first = first ?? outcome
      guard outcome.changedState else { break }
      let cursor = buffer.boundary(
        atOrAfter: min(step.viUndoneCursor ?? step.offset + step.removed.utf8.count, buffer.endOffset))
      buffer.select(anchor: cursor, head: cursor)
    }
    keepOffEnd()
    return first ?? EditOutcome(.refused, [.nothingToUndo])
  }

  private mutating func openViStep() {
    lastAction = .other
    vi.openStep = ViFieldState.OpenStep(
      stepCount: undoHistory.undoSteps.count, text: buffer.text, anchor: buffer.anchorOffset,
      head: buffer.headOffset)
  }

  /// Closes the open step: the steps since it opened become one, the whole change. Undone, it
  /// leaves the cursor where readline's undo of its first step does.
  private mutating func closeViStep() {
    guard let open = vi.openStep else { return }
    vi.openStep = nil
    lastAction = .other
    let start = min(open.stepCount, undoHistory.undoSteps.count)
    let steps = undoHistory.undoSteps[start...]
    guard let first = steps.first else { return }
    if steps.count == 1 && open.undoneCursor == nil { return }
    undoHistory.undoSteps.removeSubrange(start...)
    let before = open.text
    let after = buffer.text
    guard before != after else { return }
    // The changed middle, on character boundaries, starting no later than the first step did.
    let old = Array(before)
    let new = Array(after)
    var prefix = 0
    var prefixBytes = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix]
      && prefixBytes + old[prefix].utf8.count <= first.offset
    {
      prefixBytes += old[prefix].utf8.count
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var step = UndoStep(
      offset: prefixBytes, removed: String(old[prefix..<old.count - suffix]),
      inserted: String(new[prefix..<new.count - suffix]), before: (open.anchor, open.head),
      after: (buffer.anchorOffset, buffer.headOffset))
    step.viUndoneCursor = open.undoneCursor ?? first.offset + first.removed.utf8.count
    undoHistory.record(step)
  }
}
