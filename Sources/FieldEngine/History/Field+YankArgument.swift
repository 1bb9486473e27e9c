/// readline's yank-last-arg (Alt-., Alt-_) and yank-nth-arg (Alt-Ctrl-Y): a word of an earlier
/// history entry typed at the cursor, the entry split into words as the shell splits it
/// (`HistoryWords`).
extension Field {
  /// What a run of yank-last-arg presses keeps between presses (readline's statics in
  /// `rl_yank_last_arg`).
  struct ArgumentYank: Equatable, Sendable {
    /// Where the last press's word went (its undo step takes it out at the next press); nil when
    /// it put in nothing.
    var range: Range<Int>?
    /// How many entries further back than the previous one the last press looked.
    var skip: Int
    /// 1 to go on to older entries, -1 to newer ones.
    var direction: Int
    /// The word asked for on the first press (nil: the last one).
    var word: Int?
  }

  /// Alt-. and Alt-_: the first press takes the last word of the previous entry (or word
  /// `argument`); each press after it takes that word of the entry before instead.
  mutating func yankLastArgument(argument: Int?, previous: LastAction) -> EditOutcome {
    var run: ArgumentYank
    if case .argumentYank(let last) = previous {
      run = last
      // The last press's word comes out first: readline undoes it, and so no redo is left.
      if last.range != nil, let step = undoHistory.undoSteps.popLast() {
        if replay(step, undoing: true).changedState { _ = undoHistory.redoSteps.popLast() }
      }
      if (argument ?? 1) < 0 { run.direction = -run.direction }
      run.skip = max(0, run.skip + run.direction)
    } else {
      run = ArgumentYank(range: nil, skip: 0, direction: 1, word: argument)
    }
    let outcome = yankWord(run.word, skip: run.skip)
    run.range = outcome.range
    lastAction = .argumentYank(run)
    return outcome.outcome
  }

  /// Alt-Ctrl-Y: word `argument` (1 without one) of the previous entry.
  mutating func yankNthArgument(argument: Int?) -> EditOutcome {
    yankWord(argument ?? 1, skip: 0).outcome
  }

  /// Types word `word` (nil: the last; negative: counted from the end, as readline's
  /// `history_arg_extract` counts, -1 being the one before the last) of the entry `skip` entries
  /// before the previous one, under the paste policy as a yank, the mark where it starts.
  private mutating func yankWord(_ word: Int?, skip: Int) -> (outcome: EditOutcome, range: Range<Int>?) {
    if isPassword { return (EditOutcome(.refused, [.passwordKeepsNoHistory]), nil) }
    guard let history else { return (EditOutcome(.refused, [.noHistory]), nil) }
    let entry = (history.position ?? -1) + 1 + skip
    guard entry < history.count else { return (EditOutcome(.refused, [.noWordToYank(entry: nil)]), nil) }
    let words = HistoryWords.split(history.entries.text(of: entry))
    let index = word.map { $0 < 0 ? words.count + $0 - 1 : $0 } ?? words.count - 1
    guard words.indices.contains(index), !words[index].isEmpty else {
      return (EditOutcome(.refused, [.noWordToYank(entry: entry)]), nil)
    }
    let head = buffer.headOffset
    let selection = buffer.selectedOffsets
    let start = selection.isEmpty ? head : selection.lowerBound
    let outcome = replace(selection.isEmpty ? head..<head : selection, with: words[index], origin: .yank)
    guard outcome.changedState else { return (outcome, nil) }
    buffer.markOffset = buffer.characterStart(containing: start)
    return (outcome, start..<buffer.headOffset)
  }
}

/// readline's history-search-backward and history-search-forward (Page Up, Page Down): the entries
/// that start with the text before the cursor.
extension Field {
  /// Page Up (`older`) and Page Down: the next entry that way starting with the prefix, which is
  /// the text before the cursor when the run of these keys began; an entry the same as the one
  /// shown is passed over. The cursor stays after the prefix. With none, the field stays as it
  /// is and the outcome says so.
  mutating func searchHistoryPrefix(older: Bool, count: Int, previous: LastAction) -> EditOutcome {
    if isPassword { return EditOutcome(.refused, [.passwordKeepsNoHistory]) }
    guard history != nil else { return EditOutcome(.refused, [.noHistory]) }
    let older = count < 0 ? !older : older
    let prefix: String
    if case .prefixSearch(let kept) = previous {
      prefix = kept
    } else {
      prefix = String(buffer.text[..<buffer.index(at: buffer.headOffset)])
    }
    lastAction = .prefixSearch(prefix)
    let entries = history!.entries
    var shown = buffer.text
    var target = history!.position ?? -1
    var found: Int?
    var remaining = max(1, Int(count.magnitude))
    while remaining > 0 {
      target += older ? 1 : -1
      guard target >= 0 && target < entries.count else { break }
      let text = entries.text(of: target)
      guard text.hasPrefix(prefix), text != shown else { continue }
      found = target
      shown = text
      remaining -= 1
    }
    guard let found else { return EditOutcome(.refused, [.noEntryStarting(with: prefix, older: older)]) }
    let outcome = walkHistory(to: found)
    lastAction = .prefixSearch(prefix)
    guard outcome.changedState else { return outcome }
    let cursor = min(prefix.utf8.count, buffer.endOffset)
    buffer.select(anchor: cursor, head: cursor)
    buffer.markOffset = buffer.endOffset
    return outcome
  }
}
