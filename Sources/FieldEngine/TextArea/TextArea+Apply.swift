extension TextArea {
  /// The most undo steps kept.
  static let undoCapacity = 500

  /// Carries out an edit: the one door of the area. Text goes into a line only through that
  /// line's door (`Field.apply`), under the line rules and within what the whole value's limits
  /// leave; a line break only here, within `maxLines` and `maxLength`. The outcome says what
  /// happened and why, as a field's does. `argument` is readline's numeric argument, passed to
  /// the line's edit (a line break and the moves between lines take none).
  @discardableResult
  package mutating func apply(_ edit: TextAreaEdit, argument: Int? = nil) -> EditOutcome {
    defer { checkInvariantsIfAsked(after: "\(edit.operation)") }
    if edit != .lineUp && edit != .lineDown { goalColumn = nil }
    switch edit.operation {
    case .lineBreak: return recording(typing: false) { $0.breakLine() }
    case .lineUp: return moveVertically(by: -1)
    case .lineDown: return moveVertically(by: 1)
    case .textStart, .textEnd:
      typingRun = false
      let start = edit == .textStart
      let target = start ? 0 : lines.count - 1
      let moved = target != row
      row = target
      let outcome = lines[row].apply(.move(start ? .start : .end))
      return moved ? EditOutcome(.applied) : outcome
    case .edit(let edit): return apply(lineEdit: edit, argument: argument)
    }
  }

  private mutating func apply(lineEdit edit: Edit, argument: Int?) -> EditOutcome {
    let line = lines[row].buffer
    let atStart = line.headOffset == 0 && !line.hasSelection
    let atEnd = line.headOffset == line.endOffset && !line.hasSelection
    switch edit.operation {
    case .insert(let text) where TextArea.hasLineBreak(text):
      return recording(typing: false) { $0.insert(text, origin: .typing) }
    case .insert(let text):
      let typing = argument == nil && !text.allSatisfy(\.isWhitespace)
      return recording(typing: typing) {
        $0.inLine(edit, argument: argument, growth: text.count * max(argument ?? 1, 0))
      }
    case .paste(let text):
      return recording(typing: false) { $0.insert(text, origin: .paste) }
    case .setText(let text):
      return recording(typing: false) { area in
        area.lines = [Field(id: "line", rules: area.lineRules)]
        area.row = 0
        return area.insert(text, origin: .code)
      }
    case .deleteBackward where atStart && row > 0 && argument == nil,
      .killToStart where atStart && row > 0:
      return recording(typing: false) { $0.join(backward: true) }
    case .deleteForward where atEnd && row < lines.count - 1 && argument == nil,
      .killToEnd where atEnd && row < lines.count - 1:
      return recording(typing: false) { $0.join(backward: false) }
    case .move(.characterLeft, extending: false) where atStart && row > 0 && argument == nil:
      typingRun = false
      row -= 1
      _ = lines[row].apply(.move(.end))
      return EditOutcome(.applied)
    case .move(.characterRight, extending: false) where atEnd && row < lines.count - 1 && argument == nil:
      typingRun = false
      row += 1
      _ = lines[row].apply(.move(.start))
      return EditOutcome(.applied)
    case .undo, .redo:
      return replay(undoing: edit == .undo, count: argument ?? 1)
    case .revert:
      guard let first = undoSteps.first else { return EditOutcome(.refused, [.nothingToRevert]) }
      return recording(typing: false) { area in
        area.lines = first.lines
        area.row = first.row
        return EditOutcome(.applied)
      }
    case .historyOlder, .historyNewer, .historyOldest, .historyNewest, .search, .historyPrefixOlder,
      .historyPrefixNewer, .yankLastArgument, .yankNthArgument:
      return EditOutcome(.refused, [.noHistory])
    case .toggleOverwrite:
      // One mode for the whole area, as readline's for its buffer: every line types over.
      typingRun = false
      let on = argument.map { $0 > 0 } ?? !isOverwriting
      guard on != isOverwriting else { return EditOutcome(.unchanged) }
      isOverwriting = on
      return EditOutcome(.applied, [.overwriteMode(on)])
    case .yank, .yankPop:
      return recording(typing: false) {
        $0.inLine(edit, argument: argument, growth: edit == .yank ? $0.killRing.current?.count : nil)
      }
    case .move, .selectAll, .setMark, .exchangeCursorAndMark, .searchCharacter:
      typingRun = false
      return inLine(edit, argument: argument, growth: 0)
    case .deleteBackward, .deleteForward, .deleteWordBackward, .deleteWordForward, .killTo,
      .deleteWhitespaceWordBackward, .killToEnd, .killToStart, .deleteSpacesAroundCursor:
      return recording(typing: false) { $0.inLine(edit, argument: argument, growth: 0) }
    case .vi(.undo):
      return replay(undoing: true, count: argument ?? 1)
    case .vi(.historyLine(let older)):
      // j and k: between lines, as ↑ and ↓.
      var outcome = EditOutcome(.unchanged)
      for _ in 0..<max(argument ?? 1, 1) {
        let moved = apply(older ? .lineUp : .lineDown, argument: nil)
        guard moved.changedState else { break }
        outcome = moved
      }
      return outcome
    case .vi(.search), .vi(.searchAgain), .vi(.yankArgument):
      return EditOutcome(.refused, [.noHistory])
    case .vi:
      // Within the cursor's line, as a rewrite can grow it (`p`, `r`, `~`).
      return recording(typing: false) { $0.inLine(edit, argument: argument, growth: nil) }
    case .transposeCharacters, .transposeWords, .changeCase, .step, .shiftDate:
      // A rewrite can grow the line ("ß" uppercases to "SS"): decided within what is left.
      return recording(typing: false) { $0.inLine(edit, argument: argument, growth: nil) }
    }
  }

  /// True when the text holds a line break: LF, CR or CR LF.
  static func hasLineBreak(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
  }

  /// The text's lines: CR LF and CR become LF, then the text is cut at each LF.
  static func lineParts(_ text: String) -> [Substring] {
    var normalized = ""
    normalized.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    var afterCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && afterCR {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      normalized.unicodeScalars.append(afterCR ? "\n" : scalar)
    }
    return normalized.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Runs an edit, and when it changed the text keeps the state before it as an undo step (typing
  /// that follows typing joins the step before).
  mutating func recording(typing: Bool, _ body: (inout TextArea) -> EditOutcome) -> EditOutcome {
    let before = Snapshot(lines: lines, row: row)
    let joins = typing && typingRun
    let outcome = body(&self)
    let changed =
      lines.count != before.lines.count || zip(lines, before.lines).contains { $0.text != $1.text }
    guard changed else {
      if outcome.changedState { typingRun = typingRun && typing }
      return outcome
    }
    if !joins {
      undoSteps.append(before)
      if undoSteps.count > Self.undoCapacity { undoSteps.removeFirst() }
    }
    redoSteps = []
    typingRun = typing
    return outcome
  }

  /// Undoes or redoes up to `count` steps: each brings back the lines and the cursor exactly.
  private mutating func replay(undoing: Bool, count: Int) -> EditOutcome {
    typingRun = false
    guard count > 0 else { return EditOutcome(.unchanged) }
    guard !(undoing ? undoSteps : redoSteps).isEmpty else {
      return EditOutcome(.refused, [undoing ? .nothingToUndo : .nothingToRedo])
    }
    for _ in 0..<count {
      guard let step = undoing ? undoSteps.popLast() : redoSteps.popLast() else { break }
      let current = Snapshot(lines: lines, row: row)
      if undoing { redoSteps.append(current) } else { undoSteps.append(current) }
      lines = step.lines
      row = step.row
    }
    return EditOutcome(.applied)
  }

  /// Runs an edit on the cursor's line, sharing the area's kill ring. `growth` is how many
  /// characters the edit may add at most (nil: unknown): when the whole value's limit may not
  /// leave room for it, the line decides under what the other lines leave, and a refusal names
  /// the whole value's limit.
  mutating func inLine(_ edit: Edit, argument: Int?, growth: Int?) -> EditOutcome {
    lines[row].killRing = killRing
    lines[row].isOverwriting = isOverwriting
    defer { killRing = lines[row].killRing }
    let lineCount = lines[row].buffer.metrics.characters
    guard let maxLength else { return lines[row].apply(edit, argument: argument) }
    let room = maxLength - (characterCount - lineCount)
    if let growth, lineCount + growth <= room { return lines[row].apply(edit, argument: argument) }
    var borrowed = lineRules
    let own = lineRules.limit(in: .characters)
    borrowed.setLimit(min(own ?? Int.max, room), in: .characters)
    lines[row].borrowedRules = borrowed
    defer { lines[row].borrowedRules = nil }
    var outcome = lines[row].apply(edit, argument: argument)
    if own.map({ room < $0 }) ?? true {
      outcome.reasons = outcome.reasons.map { $0.naming(LengthLimit(maxLength), for: LengthLimit(room)) }
    }
    return outcome
  }
}

extension Reason {
  /// The reason with a limit the area lent a line (`lent`) named as the whole value's (`whole`).
  func naming(_ whole: LengthLimit, for lent: LengthLimit) -> Reason {
    switch operation {
    case .limitReached(lent): return .limitReached(whole)
    case .partlyKept(let origin, let offered, let kept, let notAllowed, let rule, let stop, let over, lent):
      return .partlyKept(
        origin: origin, offered: offered, kept: kept, notAllowed: notAllowed, rule: rule, stoppedAt: stop,
        overLimit: over, limit: whole)
    default: return self
    }
  }
}
