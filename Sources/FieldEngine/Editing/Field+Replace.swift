extension Field {
  /// The one door: every change of the text comes through here. It cleans the new text, asks the
  /// rules under the origin's policy, and commits only what they accept, with the reasons.
  ///
  /// `range` is in UTF-8 offsets on character boundaries. On success the cursor sits after the
  /// inserted text and, when `record` is true, the change becomes an undo step.
  mutating func replace(
    _ range: Range<Int>, with raw: String, origin: EditOrigin, record: Bool = true, coalescing: Bool = false
  ) -> EditOutcome {
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
    if origin != .history {
      let cleaned = InputCleaner.clean(inserted)
      inserted = cleaned.text
      if !cleaned.report.isEmpty { reasons.append(.cleaned(cleaned.report)) }
    }
    if inserted.isEmpty && range.isEmpty {
      return EditOutcome(reasons.isEmpty ? .unchanged : .refused, reasons)
    }
    if !inserted.isEmpty, let error = rules.configurationErrors.first {
      return EditOutcome(.refused, [.misconfigured(error)])
    }
    // The planner holds a copy of the buffer: it must be gone before the commit, or the commit
    // would copy the whole text on write.
    let planned = Self.plan(
      buffer: buffer, rules: rules, trail: trail, range: range, origin: origin, inserted: inserted)
    reasons += planned.reasons
    guard let decision = planned.decision else { return EditOutcome(.refused, reasons) }
    // Nothing to change: a mask's literal typed again over the one it typed for the user.
    if decision.text.isEmpty && range.isEmpty {
      return EditOutcome(reasons.isEmpty ? .unchanged : .refused, reasons)
    }
    commit(range, with: decision.text, metrics: decision.metrics, record: record, coalescing: coalescing)
    return EditOutcome(reasons.isEmpty ? .applied : .adjusted, reasons)
  }

  private static func plan(
    buffer: TextBuffer, rules: FieldRules, trail: FormatTrail, range: Range<Int>, origin: EditOrigin,
    inserted: String
  ) -> (decision: (text: String, metrics: TextMetrics)?, reasons: [Reason]) {
    var planner = Planner(buffer: buffer, rules: rules, range: range, origin: origin)
    planner.trail = trail
    let decision = planner.decide(inserted)
    return (decision, planner.reasons)
  }

  private mutating func commit(
    _ range: Range<Int>, with text: String, metrics: TextMetrics, record: Bool, coalescing: Bool
  ) {
    let before = (anchor: buffer.anchorOffset, head: buffer.headOffset)
    // Undo and redo record nothing: do not copy what they remove.
    let removed =
      !record || range.isEmpty
      ? "" : String(buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)])
    buffer.commit(replacing: range, with: text, metrics: metrics)
    trail.update(format: rules.format, text: buffer.text, unchangedBefore: range.lowerBound - 1)
    // After the inserted text, or after the character it became part of (a mark typed before a
    // mark, a regional indicator re-pairing): found locally, whatever the paste's length.
    let cursor = buffer.boundary(atOrAfter: range.lowerBound + text.utf8.count)
    buffer.select(anchor: cursor, head: cursor)
    guard record else { return }
    let step = UndoStep(
      offset: range.lowerBound, removed: removed, inserted: text, before: before,
      after: (anchor: cursor, head: cursor))
    if coalescing, history.coalesceTyping(step) { return }
    history.record(step)
  }
}

/// Decides what part of an inserted text a field takes, under one policy.
struct Planner {
  let buffer: TextBuffer
  let rules: FieldRules
  let range: Range<Int>
  let origin: EditOrigin
  let policy: EditPolicy
  /// Why the text was refused or cut; filled by `decide`.
  var reasons: [Reason] = []
  /// The format's states along the buffer's text.
  var trail = FormatTrail(format: nil, text: "")

  init(buffer: TextBuffer, rules: FieldRules, range: Range<Int>, origin: EditOrigin) {
    self.buffer = buffer
    self.rules = rules
    self.range = range
    self.origin = origin
    self.policy = rules.policy(for: origin)
  }

  /// The accepted text and the metrics the buffer will have, or nil when the edit is refused.
  mutating func decide(_ text: String) -> (text: String, metrics: TextMetrics)? {
    guard !text.isEmpty, let format = rules.format, origin != .history else { return decideUnformatted(text) }
    guard let fitted = fitFormat(text, format) else { return nil }
    guard let decision = decideUnformatted(fitted) else { return nil }
    // Limits may have cut the text, and characters may have merged: check the result as a whole.
    guard formatAccepts(decision.text, format) else {
      reasons.append(.characterRefused(Array(fitted), .format(format.summary)))
      return nil
    }
    return decision
  }

  /// The decision under limits and character rules only.
  private mutating func decideUnformatted(_ text: String) -> (text: String, metrics: TextMetrics)? {
    // Characters are counted in context (the window), so the pieces need only their scalar sums.
    let removed = TextMetrics.additive(
      buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)])
    let base = buffer.metrics - removed
    if text.isEmpty {
      // Deletions are always allowed, except one that joins its neighbours into a refused character.
      let examination = buffer.examine(replacing: range, with: "", rules: rules.screen)
      if let first = examination.violations.first {
        reasons.append(.joinRefused(first.character, rules.characterRules[first.rule].summary))
        return nil
      }
      return ("", totals(base: base, examination: examination, inserted: .zero))
    }
    switch policy {
    case .reject: return rejectWhole(text, base: base)
    case .truncate, .filter: return keepWhatFits(text, base: base)
    }
  }

  /// The buffer's metrics after the edit: additive units from the pieces, characters from the window.
  private func totals(base: TextMetrics, examination: WindowExamination, inserted: TextMetrics) -> TextMetrics
  {
    var result = base + inserted
    result.characters = buffer.metrics.characters + examination.characterDelta
    return result
  }

  /// The first limit the new metrics break, counting only limits the edit makes worse.
  private func brokenLimit(_ metrics: TextMetrics) -> LengthLimit? {
    rules.limits.first { metrics[$0.unit] > $0.maximum && metrics[$0.unit] > buffer.metrics[$0.unit] }
  }

  private mutating func rejectWhole(_ text: String, base: TextMetrics) -> (
    text: String, metrics: TextMetrics
  )? {
    let examination = buffer.examine(replacing: range, with: text[...], rules: rules.screen)
    if !examination.violations.isEmpty {
      let rule = examination.violations[0].rule
      let refused = examination.violations.filter { $0.rule == rule }.map(\.character)
      reasons.append(.characterRefused(refused, rules.characterRules[rule].summary))
      return nil
    }
    let metrics = totals(base: base, examination: examination, inserted: TextMetrics.additive(text))
    if let limit = brokenLimit(metrics) {
      reasons.append(.limitReached(limit))
      return nil
    }
    return (text, metrics)
  }

  /// `.truncate` keeps the text up to its first refused character; `.filter` drops refused
  /// characters. Both then keep the longest run of leading characters that fits every limit.
  private mutating func keepWhatFits(_ original: String, base: TextMetrics) -> (
    text: String, metrics: TextMetrics
  )? {
    let offered = original.count
    var text = original
    var notAllowed = 0
    var refusingRule: RuleSummary?
    var stop: Character?
    if !rules.characterRules.isEmpty {
      let screened = screen(original)
      text = screened.kept
      notAllowed = screened.dropped
      refusingRule = screened.rule
      stop = screened.stop
    }
    // Characters can still merge with their neighbours into one a rule refuses: drop those parts.
    var examination = buffer.examine(replacing: range, with: text[...], rules: rules.screen)
    while !examination.violations.isEmpty {
      // Nothing left to drop (the text is empty: the replaced range's neighbours join by
      // themselves into a refused character) or a violation outside the insertion: refused.
      let reduced =
        examination.hasViolationOutsideInsertion ? text : removeOverlaps(of: examination, from: text)
      if reduced.utf8.count == text.utf8.count {
        let first = examination.violations[0]
        reasons.append(.characterRefused([first.character], rules.characterRules[first.rule].summary))
        return nil
      }
      refusingRule = refusingRule ?? rules.characterRules[examination.violations[0].rule].summary
      if policy == .truncate { stop = stop ?? examination.violations[0].character }
      text = reduced
      examination = buffer.examine(replacing: range, with: text[...], rules: rules.screen)
    }
    var metrics = totals(base: base, examination: examination, inserted: TextMetrics.additive(text))
    var bindingLimit: LengthLimit?
    if let limit = brokenLimit(metrics) {
      bindingLimit = limit
      let fitted = longestFittingPrefix(of: text, base: base)
      (text, metrics) = fitted ?? ("", metrics)
    }
    let kept = text.count
    guard kept < offered else { return (text, metrics) }
    if kept == 0 && notAllowed == 0 && stop == nil, let bindingLimit {
      reasons.append(.limitReached(bindingLimit))
      return nil
    }
    reasons.append(
      .partlyKept(
        origin: origin, offered: offered, kept: kept, notAllowed: notAllowed, rule: refusingRule,
        stoppedAt: stop, overLimit: bindingLimit == nil ? 0 : offered - notAllowed - kept, limit: bindingLimit
      ))
    return kept == 0 ? nil : (text, metrics)
  }

  /// Applies the character rules to the text's own characters: `.filter` drops refused ones,
  /// `.truncate` stops at the first.
  private func screen(_ text: String) -> (kept: String, dropped: Int, rule: RuleSummary?, stop: Character?) {
    // One pass over the characters, tracking UTF-8 offsets; kept runs are copied as bytes.
    var kept: [UInt8] = []
    var dropped = 0
    var rule: Int?
    var runStart = 0
    var offset = 0
    let utf8 = text.utf8
    for character in text {
      let length = character.utf8.count
      if let refusing = rules.screen.firstRefusing(character) {
        rule = rule ?? refusing
        if kept.isEmpty { kept.reserveCapacity(utf8.count) }
        kept.append(
          contentsOf: utf8[
            utf8.index(utf8.startIndex, offsetBy: runStart)..<utf8.index(utf8.startIndex, offsetBy: offset)])
        let summary = rules.characterRules[rule!].summary
        if policy == .truncate { return (String(decoding: kept, as: UTF8.self), 0, summary, character) }
        dropped += 1
        runStart = offset + length
      }
      offset += length
    }
    guard let rule else { return (text, 0, nil, nil) }
    kept.append(contentsOf: utf8[utf8.index(utf8.startIndex, offsetBy: runStart)...])
    return (String(decoding: kept, as: UTF8.self), dropped, rules.characterRules[rule].summary, nil)
  }

  /// Removes the inserted text's share of every refused window character.
  private func removeOverlaps(of examination: WindowExamination, from text: String) -> String {
    var cuts: [Range<Int>] = []
    for violation in examination.violations where examination.overlapsInsertion(violation.range) {
      let lower = max(violation.range.lowerBound - examination.insertedStart, 0)
      let upper = min(violation.range.upperBound - examination.insertedStart, examination.insertedLength)
      if policy == .truncate {
        cuts.append(lower..<examination.insertedLength)
        break
      }
      cuts.append(lower..<upper)
    }
    var bytes = Array(text.utf8)
    for cut in cuts.reversed() { bytes.removeSubrange(cut) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The longest prefix of `text`, in whole characters, that fits every limit, with the metrics the
  /// buffer would then have; nil when not even one character fits.
  private func longestFittingPrefix(of text: String, base: TextMetrics) -> (
    text: String, metrics: TextMetrics
  )? {
    // Estimate from the text's own characters, then confirm in context.
    var running = base
    let replaced = buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)]
    running.characters = buffer.metrics.characters - replaced.count
    var count = 0
    for character in text {
      let next = running + TextMetrics(character: character)
      if rules.limits.contains(where: { next[$0.unit] > $0.maximum }) { break }
      running = next
      count += 1
    }
    func attempt(_ characters: Int) -> (text: String, metrics: TextMetrics)? {
      let prefix = String(text.prefix(characters))
      let examination = buffer.examine(replacing: range, with: prefix[...], rules: rules.screen)
      guard examination.violations.isEmpty else { return nil }
      var metrics = base + TextMetrics.additive(prefix)
      metrics.characters = buffer.metrics.characters + examination.characterDelta
      return brokenLimit(metrics) == nil ? (prefix, metrics) : nil
    }
    if var best = attempt(count) {
      // Merging with neighbours can make room for one or two more.
      var extra = count + 1
      while extra <= count + 2, let better = attempt(extra), better.text.utf8.count > best.text.utf8.count {
        best = better
        extra += 1
      }
      return best.text.isEmpty ? nil : best
    }
    var low = 0
    var high = count - 1
    var best: (text: String, metrics: TextMetrics)?
    while low <= high {
      let middle = (low + high) / 2
      if let fits = attempt(middle) {
        best = fits
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    if let best, best.text.isEmpty { return nil }
    return best
  }
}
