/// The rules' decision on one replacement: what part of an inserted text a field takes under the
/// origin's policy, and why the rest was refused. The door (`Field.replace`) asks for it before
/// anything changes; the commit (`Field.commit`) carries out only what it accepts.
///
/// A decision reads the field's buffer, rules and cached format states and changes none of them.
struct EditDecision {
  /// What the rules accept: the text to insert and the metrics the buffer will then have.
  struct Accepted {
    var text: String
    var metrics: TextMetrics
    /// The range the text replaces, when the decision widened the edit's own (a mask's edit
    /// writes over the characters after it); nil for the edit's range.
    var range: Range<Int>? = nil
    /// Where the cursor goes, when not right after the text (a mask's deletion leaves it where
    /// the deletion began).
    var cursor: Int? = nil
  }

  let buffer: TextBuffer
  let rules: FieldRules
  /// The format's states along the buffer's text.
  let trail: FormatTrail
  let range: Range<Int>
  let origin: EditOrigin
  let policy: EditPolicy
  /// Why the text was refused or cut; filled while deciding.
  var reasons: [Reason] = []

  /// Decides on replacing `range` (UTF-8 offsets on character boundaries) of the buffer's text
  /// with `inserted` (already cleaned): what is accepted, or nil when the edit is refused, and
  /// the reasons either way. The decision, which holds a copy of the buffer, is gone when this
  /// returns, so the commit that follows mutates the text in place instead of copying it.
  static func decide(
    replacing range: Range<Int>, with inserted: String, origin: EditOrigin, buffer: TextBuffer,
    rules: FieldRules, trail: FormatTrail
  ) -> (accepted: Accepted?, reasons: [Reason]) {
    var decision = EditDecision(buffer: buffer, rules: rules, trail: trail, range: range, origin: origin)
    let accepted = decision.accept(inserted)
    return (accepted, decision.reasons)
  }

  private init(
    buffer: TextBuffer, rules: FieldRules, trail: FormatTrail, range: Range<Int>, origin: EditOrigin
  ) {
    self.buffer = buffer
    self.rules = rules
    self.trail = trail
    self.range = range
    self.origin = origin
    self.policy = rules.policy(for: origin)
  }

  /// The accepted part of `text`, or nil when the edit is refused.
  private mutating func accept(_ text: String) -> Accepted? {
    if origin != .undo, let format = rules.format, let mask = format.mask, format.isViable(trail.end),
      text.isEmpty || range.upperBound < buffer.endOffset
    {
      return acceptKeepingSlots(text, format, mask)
    }
    if text.isEmpty, origin != .undo, let format = rules.format, format.typingTemplate != nil,
      format.isViable(trail.end), !formatAccepts("", format)
    {
      // A date keeps its characters in their slots: a deletion in the middle would move the rest.
      reasons.append(.shiftRefused(format: format.summary))
      return nil
    }
    guard !text.isEmpty, let format = rules.format, origin != .undo else { return acceptUnformatted(text) }
    guard let fitted = fitFormat(text, format) else { return nil }
    guard let accepted = acceptUnformatted(fitted) else { return nil }
    // Limits may have cut the text, and characters may have merged: check the result as a whole.
    guard formatAccepts(accepted.text, format) else {
      reasons.append(.characterRefused(Array(fitted), .format(format.summary)))
      return nil
    }
    return accepted
  }

  /// The accepted part under limits and character rules only.
  mutating func acceptUnformatted(_ text: String) -> Accepted? {
    // Characters are counted in context (the window), so the pieces need only their scalar sums.
    let removed = TextMetrics.additive(
      buffer.text[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)])
    let base = buffer.metrics - removed
    if text.isEmpty {
      // Deletions are always allowed, except one that joins its neighbours into a refused character.
      let window = resegment("")
      if let first = window.refused.first {
        reasons.append(.joinRefused(first.character, rules.characterRules[first.rule].summary))
        return nil
      }
      return Accepted(text: "", metrics: totals(base: base, window: window, inserted: .zero))
    }
    switch policy {
    case .reject: return rejectWhole(text, base: base)
    case .truncate, .filter: return keepWhatFits(text, base: base)
    }
  }

  /// The buffer's text with the range replaced by `inserted`, re-segmented around the edit.
  private func resegment(_ inserted: Substring) -> ResegmentedWindow {
    buffer.resegment(replacing: range, with: inserted, checking: rules.compiledCharacterRules)
  }

  /// The buffer's metrics after the edit: additive units from the pieces, characters from the window.
  private func totals(base: TextMetrics, window: ResegmentedWindow, inserted: TextMetrics) -> TextMetrics {
    var result = base + inserted
    result.characters = buffer.metrics.characters + window.characterDelta
    return result
  }

  /// The first limit the new metrics break, counting only limits the edit makes worse.
  func brokenLimit(_ metrics: TextMetrics) -> LengthLimit? {
    rules.limits.first { metrics[$0.unit] > $0.maximum && metrics[$0.unit] > buffer.metrics[$0.unit] }
  }

  private mutating func rejectWhole(_ text: String, base: TextMetrics) -> Accepted? {
    let window = resegment(text[...])
    if !window.refused.isEmpty {
      let rule = window.refused[0].rule
      let refused = window.refused.filter { $0.rule == rule }.map(\.character)
      reasons.append(.characterRefused(refused, rules.characterRules[rule].summary))
      return nil
    }
    let metrics = totals(base: base, window: window, inserted: TextMetrics.additive(text))
    if let limit = brokenLimit(metrics) {
      reasons.append(.limitReached(limit))
      return nil
    }
    return Accepted(text: text, metrics: metrics)
  }

  /// `.truncate` keeps the text up to its first refused character; `.filter` drops refused
  /// characters. Both then keep the longest run of leading characters that fits every limit.
  private mutating func keepWhatFits(_ original: String, base: TextMetrics) -> Accepted? {
    let offered = original.count
    var text = original
    var notAllowed = 0
    var refusingRule: RuleSummary?
    var stop: Character?
    if !rules.characterRules.isEmpty {
      let screened = applyCharacterRules(to: original)
      text = screened.kept
      notAllowed = screened.dropped
      refusingRule = screened.rule
      stop = screened.stop
    }
    // Characters can still merge with their neighbours into one a rule refuses: drop those parts.
    var window = resegment(text[...])
    while !window.refused.isEmpty {
      // Nothing left to drop (the text is empty: the replaced range's neighbours join by
      // themselves into a refused character) or a refusal outside the insertion: refused.
      let reduced = window.hasRefusalOutsideInsertion ? text : removeOverlaps(of: window, from: text)
      if reduced.utf8.count == text.utf8.count {
        let first = window.refused[0]
        reasons.append(.characterRefused([first.character], rules.characterRules[first.rule].summary))
        return nil
      }
      refusingRule = refusingRule ?? rules.characterRules[window.refused[0].rule].summary
      if policy == .truncate { stop = stop ?? window.refused[0].character }
      text = reduced
      window = resegment(text[...])
    }
    var accepted = Accepted(
      text: text, metrics: totals(base: base, window: window, inserted: TextMetrics.additive(text)))
    var bindingLimit: LengthLimit?
    if let limit = brokenLimit(accepted.metrics) {
      bindingLimit = limit
      accepted = longestFittingPrefix(of: text, base: base) ?? Accepted(text: "", metrics: accepted.metrics)
    }
    let kept = accepted.text.count
    guard kept < offered else { return accepted }
    if kept == 0 && notAllowed == 0 && stop == nil, let bindingLimit {
      reasons.append(.limitReached(bindingLimit))
      return nil
    }
    reasons.append(
      .partlyKept(
        origin: origin, offered: offered, kept: kept, notAllowed: notAllowed, rule: refusingRule,
        stoppedAt: stop, overLimit: bindingLimit == nil ? 0 : offered - notAllowed - kept, limit: bindingLimit
      ))
    return kept == 0 ? nil : accepted
  }

  /// Applies the character rules to the text's own characters: `.filter` drops refused ones,
  /// `.truncate` stops at the first.
  private func applyCharacterRules(to text: String) -> (
    kept: String, dropped: Int, rule: RuleSummary?, stop: Character?
  ) {
    // One pass over the characters, tracking UTF-8 offsets; kept runs are copied as bytes.
    var kept: [UInt8] = []
    var dropped = 0
    var rule: Int?
    var runStart = 0
    var offset = 0
    let utf8 = text.utf8
    for character in text {
      let length = character.utf8.count
      if let refusing = rules.compiledCharacterRules.firstRefusing(character) {
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
  private func removeOverlaps(of window: ResegmentedWindow, from text: String) -> String {
    var cuts: [Range<Int>] = []
    for refusal in window.refused where window.overlapsInsertion(refusal.range) {
      let lower = max(refusal.range.lowerBound - window.insertedStart, 0)
      let upper = min(refusal.range.upperBound - window.insertedStart, window.insertedLength)
      if policy == .truncate {
        cuts.append(lower..<window.insertedLength)
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
  private func longestFittingPrefix(of text: String, base: TextMetrics) -> Accepted? {
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
    func attempt(_ characters: Int) -> Accepted? {
      let prefix = String(text.prefix(characters))
      let window = resegment(prefix[...])
      guard window.refused.isEmpty else { return nil }
      let metrics = totals(base: base, window: window, inserted: TextMetrics.additive(prefix))
      return brokenLimit(metrics) == nil ? Accepted(text: prefix, metrics: metrics) : nil
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
    var best: Accepted?
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
