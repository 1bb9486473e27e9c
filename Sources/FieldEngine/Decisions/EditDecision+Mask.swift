extension EditDecision {
  /// An edit in a mask that keeps every other character in its slot (`Mask.keepingSlots`): a
  /// deletion anywhere, or text put before the end. The inserted text is fitted to the slots as
  /// typing fits it (`fitFormat`) and screened by the character rules under the policy, then
  /// written over the characters after the range; the whole result must still be able to become
  /// valid, and keep to the limits. The accepted text replaces only the characters that change.
  /// A mask's text is never longer than its template, so reading it whole costs the template.
  mutating func acceptKeepingSlots(_ text: String, _ format: TextFormat, _ mask: Mask) -> Accepted? {
    var typed: [Character] = []
    if !text.isEmpty {
      guard let fitted = fitFormat(text, format), let screened = acceptUnformatted(fitted) else { return nil }
      typed = Array(screened.text)
    }
    let whole = buffer.text
    let characters = Array(whole)
    let lower = whole[..<buffer.index(at: range.lowerBound)].count
    let upper = lower + whole[buffer.index(at: range.lowerBound)..<buffer.index(at: range.upperBound)].count
    let result = mask.keepingSlots(characters, blanking: lower, upper, writing: typed)
    let resultText = String(result)
    // Written side by side, two characters can join into one (a Hangul final consonant after
    // another, a combining mark after a blank), which no longer fills a slot of its own.
    if resultText.count != result.count {
      let joined = zip(resultText, result).first { $0 != $1 }?.0 ?? resultText.last ?? " "
      let rule = RuleSummary.format(format.summary)
      reasons.append(typed.isEmpty ? .joinRefused(joined, rule) : .characterRefused(typed, rule))
      return nil
    }
    guard format.isViable(format.run(format.initial, resultText)) else {
      reasons.append(.characterRefused(typed.isEmpty ? Array(text) : typed, .format(format.summary)))
      return nil
    }
    let metrics = TextMetrics(measuring: resultText)
    if let limit = brokenLimit(metrics) {
      reasons.append(.limitReached(limit))
      return nil
    }
    // Typing goes on at the next slot, over the literals after what was written.
    var cursor = min(lower + typed.count, result.count)
    if !typed.isEmpty {
      while cursor < result.count, mask.isLiteral(at: cursor) { cursor += 1 }
    }
    // Only the characters that change are replaced (and recorded for undo). Compared byte for
    // byte: "é" and "e\u{301}" are equal characters of different lengths.
    let common = min(characters.count, result.count)
    var prefix = 0
    while prefix < common, characters[prefix].utf8.elementsEqual(result[prefix].utf8) { prefix += 1 }
    var suffix = 0
    while suffix < common - prefix,
      characters[characters.count - 1 - suffix].utf8.elementsEqual(result[result.count - 1 - suffix].utf8)
    {
      suffix += 1
    }
    func offset(_ characters: [Character], _ count: Int) -> Int {
      characters[..<count].reduce(0) { $0 + $1.utf8.count }
    }
    return Accepted(
      text: String(result[prefix..<result.count - suffix]), metrics: metrics,
      range: offset(characters, prefix)..<offset(characters, characters.count - suffix),
      cursor: offset(result, cursor))
  }
}
