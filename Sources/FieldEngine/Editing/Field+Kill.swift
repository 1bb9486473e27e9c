/// Kills and yanks, as readline's emacs mode does them: which range each kill takes, how kills
/// that follow each other join into one kill-ring entry (a kill forward appends to it, a kill
/// backward prepends), and where each leaves the mark.
extension Field {
  /// Backspace (`forward` false) and Delete. Without an argument, one character, deleted. With
  /// one, that many characters killed (readline's backward-delete-char and delete-char make an
  /// argument a kill), the other way for a negative argument; an argument of 0 kills nothing but
  /// keeps a run of kills going, as readline's empty kill does.
  mutating func deleteCharacters(forward: Bool, argument: Int?, previous: LastAction) -> EditOutcome {
    let head = buffer.headOffset
    guard let argument else {
      let range =
        forward
        ? buffer.offset(after: head).map { head..<$0 } : buffer.offset(before: head).map { $0..<head }
      guard let range else { return EditOutcome(.unchanged) }
      return replace(overLiterals(range, forward: forward), with: "", origin: .deletion)
    }
    let forward = argument < 0 ? !forward : forward
    guard forward ? head < buffer.endOffset : head > 0 else { return EditOutcome(.unchanged) }
    let target = buffer.offset(
      from: head, characters: forward ? Int(argument.magnitude) : -Int(argument.magnitude))
    guard target != head else {
      if previous == .kill { lastAction = .kill }
      return EditOutcome(.unchanged)
    }
    return kill(forward ? head..<target : target..<head, previous: previous, prepend: !forward)
  }

  /// In a mask, a one-character deletion carried on over the template's literals to the slot
  /// beyond (Backspace after "(555) " blanks the last 5), so it always empties a slot when there
  /// is one that way.
  private func overLiterals(_ range: Range<Int>, forward: Bool) -> Range<Int> {
    guard let mask = rules.format?.mask else { return range }
    var range = range
    if forward {
      var last = buffer.text[..<buffer.index(at: range.lowerBound)].count
      while mask.isLiteral(at: last), let next = buffer.offset(after: range.upperBound) {
        range = range.lowerBound..<next
        last += 1
      }
    } else {
      var first = buffer.text[..<buffer.index(at: range.lowerBound)].count
      while mask.isLiteral(at: first), let previous = buffer.offset(before: range.lowerBound) {
        range = previous..<range.upperBound
        first -= 1
      }
    }
    return range
  }

  /// Alt-Backspace (`count` words back) and Alt-D (a negative `count`: words forward); the mark
  /// goes to the cursor afterwards, whether anything was killed or not (readline's
  /// backward-kill-word and kill-word).
  mutating func killWords(count: Int, previous: LastAction) -> EditOutcome {
    let head = buffer.headOffset
    // A password is one word, so no kill shows where its spaces are (as Textual and bubbles).
    let target =
      isPassword ? (count >= 0 ? 0 : buffer.endOffset) : buffer.wordBoundary(from: head, count: -count)
    let outcome =
      count >= 0
      ? kill(target..<head, previous: previous, prepend: true)
      : kill(head..<target, previous: previous, prepend: false)
    return markingCursor(outcome)
  }

  /// Kills from the cursor to where `steps` moves of `motion` go; the mark goes to the cursor
  /// afterwards, as for the word kills (fzf's `kill-subword`, `backward-kill-subword`).
  mutating func kill(to motion: Motion, steps: Int, previous: LastAction) -> EditOutcome {
    let head = buffer.headOffset
    let target = target(of: motion, steps: steps)
    let outcome =
      target <= head
      ? kill(target..<head, previous: previous, prepend: true)
      : kill(head..<target, previous: previous, prepend: false)
    return markingCursor(outcome)
  }

  /// Ctrl-W: back over `count` whitespace words (at least one); at the start of the text it does
  /// nothing, and leaves the mark alone (readline's unix-word-rubout).
  mutating func killWhitespaceWords(count: Int, previous: LastAction) -> EditOutcome {
    let head = buffer.headOffset
    guard head > 0 else { return EditOutcome(.unchanged) }
    let start = isPassword ? 0 : buffer.whitespaceWordStart(before: head, count: count)
    return markingCursor(kill(start..<head, previous: previous, prepend: true))
  }

  /// Ctrl-K: from the cursor to the end; the mark goes to the cursor (readline's kill-line).
  mutating func killToEnd(previous: LastAction) -> EditOutcome {
    markingCursor(kill(buffer.headOffset..<buffer.endOffset, previous: previous, prepend: false))
  }

  /// Ctrl-U: from the start to the cursor; at the start it does nothing, and leaves the mark alone
  /// (readline's unix-line-discard).
  mutating func killToStart(previous: LastAction) -> EditOutcome {
    guard buffer.headOffset > 0 else { return EditOutcome(.unchanged) }
    return markingCursor(kill(0..<buffer.headOffset, previous: previous, prepend: true))
  }

  /// Deletes a range and puts its text on the kill ring; kills that follow each other join. A
  /// password field's kills delete and never reach the ring, which other fields yank from.
  mutating func kill(_ range: Range<Int>, previous: LastAction, prepend: Bool) -> EditOutcome {
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

  /// Puts `text` (the ring's current entry) over `range` under the paste policy, and sets the mark
  /// at its start (readline's yank). A yank the rules refuse still counts as a yank, so Alt-Y can
  /// go on to an older entry.
  mutating func yank(_ text: String, replacing range: Range<Int>) -> EditOutcome {
    let outcome = replace(range, with: text, origin: .yank)
    if outcome.changedState {
      // At the start of the yanked text, or of the character it joined (a yanked combining mark).
      buffer.markOffset = buffer.characterStart(containing: range.lowerBound)
      lastAction = .yank(range: range.lowerBound..<buffer.headOffset)
    } else if outcome.status == .refused {
      lastAction = .yank(range: range)
    }
    return outcome
  }

  /// Sets the mark at the cursor after a kill that was not refused; a kill that killed nothing but
  /// moved the mark has changed the field's state.
  mutating func markingCursor(_ outcome: EditOutcome) -> EditOutcome {
    guard outcome.status != .refused, buffer.markOffset != buffer.headOffset else { return outcome }
    buffer.markOffset = buffer.headOffset
    return outcome.changedState ? outcome : EditOutcome(.applied)
  }
}
