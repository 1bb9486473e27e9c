extension TextArea {
  /// Puts text that may hold line breaks in at the cursor: each part goes into its line through
  /// that line's door under the origin's policy, and each line break through `breakLine()`.
  /// Under `.reject` the text goes in whole or not at all; otherwise what does not fit is left out
  /// (a line break past a limit, and everything after it), and the reasons say so.
  mutating func insert(_ text: String, origin: EditOrigin) -> EditOutcome {
    let parts = Self.lineParts(text)
    let policy = lineRules.policy(for: origin)
    var area = self
    var reasons: [Reason] = []
    for (index, part) in parts.enumerated() {
      if index > 0 {
        let broken = area.breakLine()
        if !broken.changedState {
          if policy == .reject { return EditOutcome(.refused, broken.reasons) }
          reasons += broken.reasons
          break
        }
      }
      guard !part.isEmpty else { continue }
      let edit: Edit =
        switch origin {
        case .typing: .insert(String(part))
        case .code: .setText(String(part))
        default: .paste(String(part))
        }
      let outcome = area.inLine(edit, argument: nil, growth: part.count)
      if policy == .reject && outcome.status == .refused { return EditOutcome(.refused, outcome.reasons) }
      reasons += outcome.reasons
    }
    let changed = area.lines.count != lines.count || zip(area.lines, lines).contains { $0.text != $1.text }
    reasons = Self.merged(reasons)
    guard changed else { return EditOutcome(reasons.isEmpty ? .unchanged : .refused, reasons) }
    lines = area.lines
    row = area.row
    killRing = area.killRing
    return EditOutcome(reasons.isEmpty ? .applied : .adjusted, reasons)
  }

  /// Breaks the cursor's line in two at the cursor, the cursor at the start of the second:
  /// refused past `maxLines` or `maxLength`, or when a line's rules would not hold either part
  /// (a format the part after the cursor does not fit).
  mutating func breakLine() -> EditOutcome {
    if let maxLines, lines.count >= maxLines { return EditOutcome(.refused, [.lineLimitReached(maxLines)]) }
    if let maxLength, characterCount + 1 > maxLength {
      return EditOutcome(.refused, [.limitReached(LengthLimit(maxLength))])
    }
    var first = lines[row]
    let cut = first.buffer.headOffset
    let end = first.buffer.endOffset
    let tail = String(first.text[first.buffer.index(at: cut)...])
    var reasons: [Reason] = []
    if cut < end { reasons += first.replace(cut..<end, with: "", origin: .deletion, record: false).reasons }
    var second = Field(id: "line", rules: lineRules)
    if !tail.isEmpty { reasons += second.replace(0..<0, with: tail, origin: .code, record: false).reasons }
    guard first.text.utf8.count == cut, second.text == tail else { return EditOutcome(.refused, reasons) }
    second.buffer.select(anchor: 0, head: 0)
    lines[row] = first
    lines.insert(second, at: row + 1)
    row += 1
    return EditOutcome(.applied)
  }

  /// Joins the cursor's line with the one before it (`backward`) or after it, the cursor where
  /// they meet: refused when the line rules would not hold the joined line whole.
  mutating func join(backward: Bool) -> EditOutcome {
    let upper = backward ? row - 1 : row
    var joined = lines[upper]
    let lower = lines[upper + 1].text
    let end = joined.buffer.endOffset
    let outcome = joined.replace(end..<end, with: lower, origin: .paste, record: false)
    guard joined.text.utf8.count == end + lower.utf8.count else {
      return EditOutcome(.refused, outcome.reasons)
    }
    let meeting = joined.buffer.characterStart(containing: end)
    joined.buffer.select(anchor: meeting, head: meeting)
    lines[upper] = joined
    lines.remove(at: upper + 1)
    row = upper
    return EditOutcome(.applied)
  }

  /// Moves to the line `delta` away, as near the goal column as its characters allow; past the
  /// first line to its start, past the last to its end.
  mutating func moveVertically(by delta: Int) -> EditOutcome {
    typingRun = false
    let target = row + delta
    guard lines.indices.contains(target) else {
      goalColumn = nil
      return lines[row].apply(.move(delta < 0 ? .start : .end))
    }
    let current = lines[row]
    let goal = goalColumn ?? TerminalWidth.columns(of: current.text[..<current.buffer.cursor])
    goalColumn = goal
    row = target
    var used = 0
    var offset = 0
    for character in lines[row].text {
      let width = TerminalWidth.columns(of: character)
      if used + width > goal { break }
      used += width
      offset += character.utf8.count
    }
    lines[row].buffer.select(anchor: offset, head: offset)
    return EditOutcome(.applied)
  }

  /// The reasons with each kind said once: the parts of a paste that were cut or cleaned add up
  /// into one reason each, and a reason given twice is kept once.
  static func merged(_ reasons: [Reason]) -> [Reason] {
    var result: [Reason] = []
    for reason in reasons {
      if let index = result.firstIndex(where: { $0.addsUp(with: reason) }) {
        result[index] = result[index].adding(reason)
      } else if !result.contains(reason) {
        result.append(reason)
      }
    }
    return result
  }

  /// Whether every edit checks the area's invariants: the same switch as the fields'
  /// (`Field.checksInvariantsAfterEveryEdit`).
  func checkInvariantsIfAsked(after change: @autoclosure () -> String) {
    guard Field.checksInvariantsAfterEveryEdit else { return }
    let problems = invariantViolations()
    guard !problems.isEmpty else { return }
    fatalError("text area: invariants broken after \(change()):\n" + problems.joined(separator: "\n"))
  }

  /// What is wrong with the area; empty when nothing is: at least one line, the cursor on one,
  /// no line break inside a line, no lent rules left on a line, and the whole value's limits.
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    if lines.isEmpty { problems.append("no lines") }
    if !lines.indices.contains(row) { problems.append("cursor line \(row) of \(lines.count)") }
    for (index, line) in lines.enumerated() {
      if Self.hasLineBreak(line.text) { problems.append("line \(index) holds a line break") }
      if line.borrowedRules != nil { problems.append("line \(index) keeps lent rules") }
    }
    if let maxLength, characterCount > maxLength {
      problems.append("\(characterCount) characters, over the maximum \(maxLength)")
    }
    if let maxLines, lines.count > maxLines {
      problems.append("\(lines.count) lines, over the maximum \(maxLines)")
    }
    return problems
  }
}

extension Reason {
  /// True when the two are counts of one kind that add up (cut or cleaned parts of one paste).
  fileprivate func addsUp(with other: Reason) -> Bool {
    switch (operation, other.operation) {
    case (.cleaned, .cleaned): true
    case (.partlyKept(let origin, _, _, _, _, _, _, _), .partlyKept(let otherOrigin, _, _, _, _, _, _, _)):
      origin == otherOrigin
    default: false
    }
  }

  /// The two counts added up (`addsUp(with:)`).
  fileprivate func adding(_ other: Reason) -> Reason {
    switch (operation, other.operation) {
    case (.cleaned(let one), .cleaned(let two)):
      return .cleaned(
        CleaningReport(
          lineBreaks: one.lineBreaks + two.lineBreaks,
          trailingLineBreaks: one.trailingLineBreaks + two.trailingLineBreaks, tabs: one.tabs + two.tabs,
          escapeSequences: one.escapeSequences + two.escapeSequences, controls: one.controls + two.controls))
    case (
      .partlyKept(let origin, let offered, let kept, let notAllowed, let rule, let stop, let over, let limit),
      .partlyKept(_, let offered2, let kept2, let notAllowed2, let rule2, let stop2, let over2, let limit2)
    ):
      return .partlyKept(
        origin: origin, offered: offered + offered2, kept: kept + kept2, notAllowed: notAllowed + notAllowed2,
        rule: rule ?? rule2, stoppedAt: stop ?? stop2, overLimit: over + over2, limit: limit ?? limit2)
    default:
      return self
    }
  }
}
