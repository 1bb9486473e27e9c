extension Field {
  /// The one door: every change of the text comes through here. It cleans the new text, asks for
  /// the rules' decision under the origin's policy (`EditDecision`), and commits only what they
  /// accept (`commit`), with the reasons.
  ///
  /// `range` is in UTF-8 offsets on character boundaries. On success the cursor sits after the
  /// inserted text and, when `record` is true, the change becomes an undo step.
  mutating func replace(
    _ range: Range<Int>, with raw: String, origin: EditOrigin, record: Bool = true, coalescing: Bool = false
  ) -> EditOutcome {
    var outcome = decideAndCommit(range, with: raw, origin: origin, record: record, coalescing: coalescing)
    // A password's characters are never quoted: the reasons name them, the messages do not.
    outcome.namesCharacters = !isPassword
    return outcome
  }

  private mutating func decideAndCommit(
    _ range: Range<Int>, with raw: String, origin: EditOrigin, record: Bool, coalescing: Bool
  ) -> EditOutcome {
    // A text area's line decides under the limit the other lines leave it (`borrowedRules`).
    let rules = borrowedRules ?? self.rules
    var reasons: [Reason] = []
    var inserted = raw
    var range = range
    // Undo can replace a range that a later combining mark made part of a bigger character: widen
    // the range to whole characters, carrying the widened parts along unchanged.
    let lower = buffer.characterStart(containing: range.lowerBound)
    var upper = buffer.characterStart(containing: range.upperBound)
    if upper < range.upperBound { upper = buffer.offset(after: upper) ?? buffer.endOffset }
    if lower != range.lowerBound || upper != range.upperBound {
      let text = buffer.text
      inserted =
        String(text[buffer.index(at: lower)..<buffer.index(at: range.lowerBound)]) + raw
        + String(text[buffer.index(at: range.upperBound)..<buffer.index(at: upper)])
      range = lower..<upper
    }
    if origin != .undo {
      let cleaned = InputCleaner.clean(inserted)
      inserted = cleaned.text
      if !cleaned.report.isEmpty { reasons.append(.cleaned(cleaned.report)) }
    }
    // Text that cleaning emptied inserts nothing, and replaces no selection either: only an edit
    // that offers no text deletes.
    if inserted.isEmpty && (range.isEmpty || !raw.isEmpty) {
      return EditOutcome(reasons.isEmpty ? .unchanged : .refused, reasons)
    }
    if !inserted.isEmpty, let error = rules.configurationErrors.first {
      return EditOutcome(.refused, [.misconfigured(error)])
    }
    if let date = rules.format?.date, origin.givesWholeText, !inserted.isEmpty {
      // A date given whole is read, never filtered into another one: in the layout or ISO form.
      switch date.readPasted(inserted) {
      case .date(let text):
        range = 0..<buffer.endOffset
        inserted = text
      case .refused(let why):
        return EditOutcome(.refused, reasons + [.pastedDateRefused(inserted, why)])
      case .notADate:
        // Digits or a part of a date go on, whole or not at all; a date in another form is refused.
        let decided = EditDecision.decide(
          replacing: range, with: inserted, origin: origin, buffer: buffer, rules: rules, trail: trail)
        if decided.accepted == nil || !decided.reasons.isEmpty {
          return EditOutcome(.refused, reasons + [.pastedDateRefused(inserted, nil)])
        }
      }
    }
    let decided = EditDecision.decide(
      replacing: range, with: inserted, origin: origin, buffer: buffer, rules: rules, trail: trail)
    reasons += decided.reasons
    guard let accepted = decided.accepted else { return EditOutcome(.refused, reasons) }
    // Nothing to change: a mask's literal typed again over the one it typed for the user, or a
    // mask's deletion of literals only.
    let replaced = accepted.range ?? range
    if accepted.text.isEmpty && replaced.isEmpty {
      if let cursor = accepted.cursor, cursor != buffer.headOffset || buffer.hasSelection {
        buffer.select(anchor: cursor, head: cursor)
        return EditOutcome(.applied, reasons)
      }
      return EditOutcome(reasons.isEmpty ? .unchanged : .refused, reasons)
    }
    commit(replaced, with: accepted, record: record, coalescing: coalescing)
    return EditOutcome(reasons.isEmpty ? .applied : .adjusted, reasons)
  }
}
