extension Field {
  /// The rest of the value the field suggests, shown dimmed after the cursor (fish's
  /// autosuggestion): of the newest history entry that starts with the text and is longer
  /// (`FieldHistory.suggests`), else of the first such value of `suggestionSources`, in order.
  /// Only a value the rules take whole as it is counts: one they would refuse, filter or cut is
  /// never shown. Nil unless the cursor is at the end of a text that is not empty, with nothing
  /// selected and no search going on, and always nil for a password field.
  ///
  /// Accepting it is a move: → (`.move(.characterRight)`) or End (`.move(.end)`) at the end
  /// takes all of it, Alt-F (`.move(.wordRight)`) its first word; an undo step like any other.
  /// Costs a few binary searches when the history is prepared (`FieldHistory.prepare`).
  ///
  /// With `SuggestionCase.insensitive` (and `SuggestionCase.smart` while the text has no
  /// uppercase letter), a value whose start differs from the text only in case counts too, after
  /// every value with the text's own case (fish's autosuggestion): "p" suggests "aris" of "Paris",
  /// and taking it gives "Paris".
  public var suggestion: String? { suggestionMatch?.rest }

  /// The value suggested, split into its start (the text, or the text in the value's case) and
  /// the rest shown after the cursor.
  var suggestionMatch: (start: String, rest: String)? {
    guard !isPassword, !holdsSuggestionBack, history?.search == nil, !buffer.hasSelection,
      buffer.headOffset == buffer.endOffset, !buffer.text.isEmpty, rules.configurationErrors.isEmpty
    else { return nil }
    let text = buffer.text
    let sources: [any SuggestionSource] = (history.map { [$0] } ?? []) + suggestionSources
    for source in sources {
      if let rest = firstTaken(source.suggestions(startingWith: text, limit: Self.suggestionTries)) {
        return (text, rest)
      }
    }
    guard suggestionCase.ignoresCase(of: text) else { return nil }
    for source in sources {
      let candidates = source.suggestions(startingWithAnyCaseOf: text, limit: Self.suggestionTries)
      if let match = firstTaken(ignoringCase: candidates) { return match }
    }
    return nil
  }

  /// How many candidates of a source are checked against the rules before the next source.
  static let suggestionTries = 8

  /// The rest of the first candidate that extends the text at a character boundary and that the
  /// rules would take whole, typed at the end as it is.
  private func firstTaken(_ candidates: [String]) -> String? {
    let length = buffer.endOffset
    for candidate in candidates where candidate.utf8.count > length {
      let cut = candidate.utf8.index(candidate.startIndex, offsetBy: length)
      guard candidate.utf8[..<cut].elementsEqual(buffer.text.utf8), cut.samePosition(in: candidate) != nil
      else { continue }
      let rest = String(candidate[cut...])
      if InputCleaner.needsCleaning(rest) { continue }
      let decided = EditDecision.decide(
        replacing: length..<length, with: rest, origin: .recall, buffer: buffer, rules: rules, trail: trail)
      if let accepted = decided.accepted, decided.reasons.isEmpty, accepted.text == rest { return rest }
    }
    return nil
  }

  /// The first candidate that starts with the text in another case and that the rules would take
  /// whole in place of the text: its start and its rest.
  private func firstTaken(ignoringCase candidates: [String]) -> (start: String, rest: String)? {
    let length = buffer.endOffset
    for candidate in candidates where candidate.utf8.count > length {
      let cut = candidate.utf8.index(candidate.startIndex, offsetBy: length)
      guard cut.samePosition(in: candidate) != nil, !InputCleaner.needsCleaning(candidate) else { continue }
      let start = String(candidate[..<cut])
      guard start.lowercased() == buffer.text.lowercased() else { continue }
      let decided = EditDecision.decide(
        replacing: 0..<length, with: candidate, origin: .recall, buffer: buffer, rules: rules, trail: trail)
      if let accepted = decided.accepted, decided.reasons.isEmpty, accepted.text == candidate {
        return (start, String(candidate[cut...]))
      }
    }
    return nil
  }

  /// A move right, to the end or a word right, from the end of the text while a suggestion
  /// shows: takes the suggestion (its first word for a word move) through the paste policy, as an
  /// undo step; nil for every other move, which moves.
  mutating func acceptingSuggestion(_ motion: Motion, extending: Bool) -> EditOutcome? {
    guard !extending, motion == .characterRight || motion == .end || motion == .wordRight,
      let (start, rest) = suggestionMatch
    else { return nil }
    var taken = rest
    if motion == .wordRight {
      // Emacs' forward-word over the suggestion: past what is not a word, then past the word.
      var end = rest.startIndex
      while end < rest.endIndex && !TextBuffer.isWordCharacter(rest[end]) { end = rest.index(after: end) }
      while end < rest.endIndex && TextBuffer.isWordCharacter(rest[end]) { end = rest.index(after: end) }
      taken = String(rest[..<end])
    }
    let end = buffer.endOffset
    // A start in the value's case replaces the text typed: "p" and "aris" give "Paris".
    if start != buffer.text { return replace(0..<end, with: start + taken, origin: .recall) }
    return replace(end..<end, with: taken, origin: .recall)
  }

  /// Carries out a history walk: ↑, ↓, Alt-<, Alt->.
  mutating func walkHistory(_ edit: Edit) -> EditOutcome {
    if isPassword { return EditOutcome(.refused, [.passwordKeepsNoHistory]) }
    guard history != nil else { return EditOutcome(.refused, [.noHistory]) }
    if history?.search != nil { _ = endSearch(restoring: false) }
    let count = history!.count
    let current = history!.position ?? -1
    let target: Int
    let older: Bool
    switch edit.operation {
    case .historyOlder: (target, older) = (current + 1, true)
    case .historyNewer: (target, older) = (current - 1, false)
    case .historyOldest: (target, older) = (count - 1, true)
    default: (target, older) = (-1, false)
    }
    guard target >= -1, target < count, target != current else {
      return EditOutcome(.refused, [.historyEnd(older: older)])
    }
    return showLine(target)
  }

  /// Shows history entry `target` (-1: the line being edited), as a walk would reach it.
  mutating func walkHistory(to target: Int) -> EditOutcome {
    if history?.search != nil { _ = endSearch(restoring: false) }
    guard target != (history!.position ?? -1) else { return EditOutcome(.unchanged) }
    return showLine(target)
  }

  /// The line the field holds now, to come back to.
  private var currentLine: SavedLine {
    SavedLine(text: buffer.text, undo: undoHistory, anchor: buffer.anchorOffset, head: buffer.headOffset)
  }

  /// Leaves the line shown (kept, with its undo steps and selection) for `target`: a line left
  /// before comes back as it was left; an entry never shown comes in fresh under the paste
  /// policy, the cursor at its end. A refused entry leaves the field as it was, though the walk
  /// moves on (the next ↑ goes further).
  private mutating func showLine(_ target: Int) -> EditOutcome {
    history!.saved[history!.shown] = currentLine
    history!.position = target == -1 ? nil : target
    if let line = history!.saved[target] {
      let outcome = replace(0..<buffer.endOffset, with: line.text, origin: .recall, record: false)
      history!.shown = target
      lastAction = .other
      if buffer.text == line.text {
        undoHistory = line.undo
        buffer.select(anchor: line.anchor, head: line.head)
        return EditOutcome(.applied)
      }
      // Rules changed since: what is left is a new line.
      undoHistory = UndoHistory()
      return outcome
    }
    let outcome = replace(
      0..<buffer.endOffset, with: history!.entries.text(of: target), origin: .recall, record: false)
    if outcome.status == .refused {
      return EditOutcome(
        .refused, [.entryNotRecalled(entry: target, count: history!.count)] + outcome.reasons)
    }
    history!.shown = target
    undoHistory = UndoHistory()
    lastAction = .other
    buffer.select(anchor: buffer.endOffset, head: buffer.endOffset)
    return outcome.status == .unchanged ? EditOutcome(.applied) : outcome
  }

  /// Shows entry `entry` for a search, the match `range` of its bytes selected (highlighted), the
  /// cursor at the match's start, as readline leaves it. Nil when the rules refuse the entry.
  private mutating func showMatch(_ entry: Int, _ range: Range<Int>) -> EditOutcome? {
    let text = history!.entries.text(of: entry)
    let outcome = replace(0..<buffer.endOffset, with: text, origin: .recall, record: false)
    if outcome.status == .refused { return nil }
    undoHistory = UndoHistory()
    lastAction = .other
    if buffer.text == text {
      buffer.select(anchor: range.upperBound, head: range.lowerBound)
    } else if let found = buffer.text.firstRange(of: history!.search!.text) {
      // Filtered on its way in: the match where it is now, if it is still there.
      buffer.select(anchor: buffer.offset(of: found.upperBound), head: buffer.offset(of: found.lowerBound))
    } else {
      buffer.select(anchor: 0, head: 0)
    }
    return outcome
  }

  /// Carries out a step of an incremental search.
  mutating func searchHistory(_ step: SearchStep) -> EditOutcome {
    if isPassword { return EditOutcome(.refused, [.passwordKeepsNoHistory]) }
    guard history != nil else { return EditOutcome(.refused, [.noHistory]) }
    guard let search = history!.search else {
      switch step {
      case .older, .newer, .olderWhenEntered, .newerWhenEntered:
        history!.saved[history!.shown] = currentLine
        history!.search = HistorySearch(
          isBackward: step == .older || step == .olderWhenEntered,
          isIncremental: step == .older || step == .newer, startPosition: history!.position,
          startShown: history!.shown, startLine: currentLine)
        if history!.byteFrequency == nil {
          history!.byteFrequency = ByteSearch.frequency(of: history!.entries.bytes)
        }
        return EditOutcome(.applied)
      default: return EditOutcome(.unchanged)
      }
    }
    if !search.isIncremental { return enteredSearch(step, search) }
    switch step {
    case .olderWhenEntered, .newerWhenEntered, .enter: return EditOutcome(.unchanged)
    case .older, .newer:
      let turning = search.isBackward != (step == .older)
      history!.search!.isBackward = step == .older
      if search.text.isEmpty {
        guard !history!.lastSearchText.isEmpty else { return EditOutcome(.unchanged) }
        history!.search!.text = history!.lastSearchText
        return find(from: search.match, including: true)
      }
      // The other way's key only turns the search, which stays on its match (readline's
      // reverse direction: `C-r git C-r C-s` keeps the match; the next C-s moves on).
      if turning, search.match != nil {
        history!.search!.isFailing = false
        return EditOutcome(.applied)
      }
      if search.isFailing && !turning { return EditOutcome(.refused) }
      return find(from: search.match, including: false)
    case .type(let typed):
      let cleaned = InputCleaner.clean(typed).text
      guard !cleaned.isEmpty else { return EditOutcome(.unchanged) }
      history!.search!.text += cleaned
      // A text no entry that way holds, made longer, is held by none either.
      if search.isFailing { return EditOutcome(.refused) }
      return find(from: search.match, including: true)
    case .deleteBackward:
      guard !search.text.isEmpty else { return EditOutcome(.unchanged) }
      history!.search!.text.removeLast()
      if history!.search!.text.isEmpty {
        restore(search.startLine)
        history!.search!.match = nil
        history!.search!.isFailing = false
        return EditOutcome(.applied)
      }
      // The match held the longer text, so it holds the shorter; a failing search may find
      // again, in the match it kept.
      return find(from: search.match, including: true)
    case .accept: return endSearch(restoring: false)
    case .cancel: return endSearch(restoring: true)
    }
  }

  /// A step of a non-incremental search: typing and Backspace change the text only (Backspace
  /// with nothing left ends the search, as readline's); Enter and Ctrl-J look for it.
  private mutating func enteredSearch(_ step: SearchStep, _ search: HistorySearch) -> EditOutcome {
    switch step {
    case .type(let typed):
      let cleaned = InputCleaner.clean(typed).text
      guard !cleaned.isEmpty else { return EditOutcome(.unchanged) }
      history!.search!.text += cleaned
      return EditOutcome(.applied)
    case .deleteBackward:
      guard !search.text.isEmpty else { return endSearch(restoring: true) }
      history!.search!.text.removeLast()
      return EditOutcome(.applied)
    case .enter, .accept:
      let text = search.text.isEmpty ? history!.lastEnteredSearchText : search.text
      history!.search = nil
      guard !text.isEmpty else {
        restore(search.startLine)
        return EditOutcome(.refused, [.notInHistory("")])
      }
      history!.lastEnteredSearchText = text
      let entries = history!.entries
      var target = search.startPosition ?? -1
      while true {
        target += search.isBackward ? 1 : -1
        guard target >= 0 && target < entries.count else {
          restore(search.startLine)
          return EditOutcome(.refused, [.notInHistory(text)])
        }
        let entry = entries.text(of: target)
        guard let found = entry.firstRange(of: text) else { continue }
        let outcome = walkHistory(to: target)
        if outcome.changedState, buffer.text == entry {
          let start = buffer.offset(of: found.lowerBound)
          buffer.select(anchor: start, head: start)
        }
        return outcome
      }
    case .cancel, .older, .newer, .olderWhenEntered, .newerWhenEntered:
      return step == .cancel ? endSearch(restoring: true) : EditOutcome(.unchanged)
    }
  }

  /// Looks for the search's text from entry `from` (the match, or where the search began)
  /// onwards in its direction, `including` that entry; shows the match found. When none is
  /// found the search fails and the last match stays shown.
  private mutating func find(from match: Int?, including: Bool) -> EditOutcome {
    let search = history!.search!
    let needle = Array(search.text.utf8)
    let count = history!.count
    // Where to start: the match, or the line the search began on (the line being edited is no
    // entry: older searches start at the newest).
    var start: Int
    var include = including
    if let match {
      start = match
    } else if let position = search.startPosition {
      // readline searches the line being edited first: the entry shown counts only while it is
      // unchanged (after an accepted search and Ctrl-A Ctrl-K, the next search goes past it).
      start = position
      include = history!.entries.entry(position, equals: search.startLine.text.utf8)
    } else {
      start = 0
      include = true
      if !search.isBackward { return failed() }
    }
    if !include { start += search.isBackward ? 1 : -1 }
    guard start >= 0 && start < count else { return failed() }
    let previousText = match.map { history!.entries.text(of: $0) }
    let frequency = history!.byteFrequency ?? ByteSearch.frequency(of: history!.entries.bytes)
    let finder = ByteSearch(needle, frequency: frequency)
    let entries = history!.entries
    var found: (entry: Int, range: Range<Int>)?
    entries.bytes.withUnsafeBufferPointer { bytes in
      if search.isBackward {
        var from = entries.starts[start]
        while let hit = finder.first(in: bytes, from: from, to: bytes.count) {
          let entry = entries.entry(holding: hit)
          let range = entries.range(of: entry)
          let local = hit - range.lowerBound..<hit - range.lowerBound + needle.count
          // A match on the line just found, unless it is that line itself, is skipped as readline
          // skips repeats.
          if ByteSearch.isWhole(local, in: UnsafeBufferPointer(rebasing: bytes[range]))
            && (entry == match || previousText == nil || !entries.entry(entry, equals: previousText!.utf8))
          {
            found = (entry, local)
            return
          }
          from = hit + 1
        }
      } else {
        var to = entries.starts[start + 1] - 1
        while let hit = finder.last(in: bytes, from: 0, to: to) {
          let entry = entries.entry(holding: hit)
          let range = entries.range(of: entry)
          let local = hit - range.lowerBound..<hit - range.lowerBound + needle.count
          if ByteSearch.isWhole(local, in: UnsafeBufferPointer(rebasing: bytes[range]))
            && (entry == match || previousText == nil || !entries.entry(entry, equals: previousText!.utf8))
          {
            found = (entry, local)
            return
          }
          to = hit + needle.count - 1
        }
      }
    }
    guard let found else { return failed() }
    history!.search!.isFailing = false
    history!.search!.match = found.entry
    if let outcome = showMatch(found.entry, found.range) { return outcome }
    // The rules refuse this entry whole: the search goes on past it.
    return find(from: found.entry, including: false)
  }

  private mutating func failed() -> EditOutcome {
    history!.search!.isFailing = true
    return EditOutcome(.refused)
  }

  /// Ends the search: with the field as it was before (`restoring`), or with the match as the
  /// line shown, where the walk now is.
  mutating func endSearch(restoring: Bool) -> EditOutcome {
    let search = history!.search!
    history!.search = nil
    // readline keeps the text of a search that was not aborted, for an empty Ctrl-R to repeat;
    // after Ctrl-G (Escape here) the next search starts empty.
    if !restoring && !search.text.isEmpty { history!.lastSearchText = search.text }
    if restoring || search.match == nil {
      restore(search.startLine)
      history!.position = search.startPosition
      history!.shown = search.startShown
      return EditOutcome(.applied)
    }
    history!.position = search.match
    history!.shown = search.match!
    let head = buffer.headOffset
    buffer.select(anchor: head, head: head)
    return EditOutcome(.applied)
  }

  /// Puts a kept line back exactly: text, undo steps, selection.
  private mutating func restore(_ line: SavedLine) {
    _ = replace(0..<buffer.endOffset, with: line.text, origin: .recall, record: false)
    lastAction = .other
    if buffer.text == line.text {
      undoHistory = line.undo
      buffer.select(anchor: line.anchor, head: line.head)
    } else {
      undoHistory = UndoHistory()
    }
  }
}
