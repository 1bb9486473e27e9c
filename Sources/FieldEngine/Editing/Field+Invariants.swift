extension Field {
  /// What is wrong inside the field, recounted from scratch; empty when it is sound. Checks that
  /// the cached lengths equal a recount, that the cursor and anchor sit on character boundaries
  /// inside the text, that the cached format states equal a reading of the text, and that the text
  /// satisfies every restriction. Costs time in proportion to the text.
  public func invariantViolations() -> [String] {
    invariantViolations(within: [0..<buffer.endOffset])
  }

  /// Stops the program, naming everything `invariantViolations()` finds, when it finds anything.
  public func checkInvariants(file: StaticString = #file, line: UInt = #line) {
    let problems = invariantViolations()
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n"), file: file, line: line) }
  }

  /// Texts up to this many UTF-8 bytes are checked whole after every edit; longer ones in windows.
  static let wholeCheckLimit = 8_192
  /// How far, in UTF-8 bytes, a sampled check reads on each side of the cursor and the anchor.
  static let sampleRadius = 1_024

  /// What is wrong after an edit: the whole field while its text is short, else the cached counts'
  /// consistency and the characters around the cursor and the anchor (where every edit leaves
  /// them: after inserted text, at a deletion, where undo and redo restore the selection) and
  /// around the mark, so a keystroke after a paste of a million characters costs a window, not a
  /// recount.
  func invariantViolationsAfterEdit() -> [String] {
    let end = buffer.endOffset
    guard end > Self.wholeCheckLimit else { return invariantViolations() }
    var windows: [Range<Int>] = []
    let centers = [buffer.selectedOffsets.lowerBound, buffer.selectedOffsets.upperBound, buffer.markOffset]
    for center in centers.sorted() {
      let lower = buffer.characterStart(containing: max(0, center - Self.sampleRadius))
      let window = lower..<buffer.boundary(atOrAfter: min(end, center + Self.sampleRadius))
      if let last = windows.last, last.upperBound >= window.lowerBound {
        windows[windows.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
      } else {
        windows.append(window)
      }
    }
    return invariantViolations(within: windows)
  }

  /// The invariants over `windows` (increasing, disjoint ranges of UTF-8 offsets on character
  /// boundaries): the whole field when the one window is the whole text; otherwise the counts'
  /// consistency, the limits against the cached counts, and in each window the boundaries of the
  /// cursor and the anchor, the character rules and the cached format states.
  private func invariantViolations(within windows: [Range<Int>]) -> [String] {
    var problems = selectionProblems()
    guard problems.isEmpty else { return problems }
    let text = buffer.text
    let whole = windows == [0..<buffer.endOffset]
    let checksRules = rules.configurationErrors.isEmpty || !text.isEmpty
    if whole {
      let recount = TextMetrics(measuring: text)
      if recount != buffer.metrics {
        problems.append("cached metrics \(buffer.metrics) differ from a recount \(recount)")
      }
    } else {
      problems += metricsConsistencyProblems()
      if checksRules {
        problems += rules.limits.filter { buffer.metrics[$0.unit] > $0.maximum }.map {
          "cached metrics \(buffer.metrics) break the limit \($0)"
        }
      }
    }
    for window in windows {
      let characters = text[buffer.index(at: window.lowerBound)..<buffer.index(at: window.upperBound)]
      let context = whole ? "the text" : "the text around UTF-8 offset \(window.lowerBound)"
      problems += boundaryProblems(in: window, context: context)
      problems += trailProblems(through: window, from: whole ? nil : window.lowerBound)
      if checksRules {
        problems += rules.violations(of: String(characters)).map {
          "\(context) \(characters.debugDescription) breaks \($0.rule): \($0.message)"
        }
      }
    }
    return problems
  }

  /// The cursor and the anchor outside the text: nothing else can be read then.
  private func selectionProblems() -> [String] {
    let range = 0...buffer.endOffset
    return positions.compactMap { name, offset in
      range.contains(offset)
        ? nil : "\(name) at UTF-8 offset \(offset) is outside the text (0...\(range.upperBound))"
    }
  }

  /// The positions that must sit on character boundaries inside the text.
  private var positions: [(String, Int)] {
    [("anchor", buffer.anchorOffset), ("cursor", buffer.headOffset), ("mark", buffer.markOffset)]
  }

  /// What the cached counts must satisfy among themselves: a check in constant time, for texts
  /// too long to recount after every edit.
  private func metricsConsistencyProblems() -> [String] {
    let metrics = buffer.metrics
    let consistent =
      metrics.utf8Bytes == buffer.endOffset && (metrics.characters == 0) == (metrics.utf8Bytes == 0)
      && metrics.characters <= metrics.scalars && metrics.scalars <= metrics.utf8Bytes
      && metrics.utf8Bytes <= 4 * metrics.scalars && metrics.scalars <= metrics.utf16CodeUnits
      && metrics.utf16CodeUnits <= 2 * metrics.scalars && (0...2 * metrics.scalars).contains(metrics.columns)
    return consistent
      ? [] : ["cached metrics \(metrics) are inconsistent with a text of \(buffer.endOffset) bytes"]
  }

  /// The cursor or the anchor inside `window` but off its character boundaries, segmenting
  /// forward from the window's start.
  private func boundaryProblems(in window: Range<Int>, context: String) -> [String] {
    var unmet = positions.filter {
      window.contains($0.1) || $0.1 == window.upperBound
    }
    var offset = window.lowerBound
    unmet.removeAll { $0.1 == offset }
    for character in buffer.text[buffer.index(at: window.lowerBound)..<buffer.index(at: window.upperBound)] {
      offset += character.utf8.count
      unmet.removeAll { $0.1 == offset }
    }
    return unmet.map { "\($0.0) at UTF-8 offset \($0.1) is not a character boundary of \(context)" }
  }

  /// Differences between the cached format states and a reading of the text up to the window's
  /// end: from the text's start for a whole check (`start` nil), else from the last cached state
  /// at or before `start`.
  private func trailProblems(through window: Range<Int>, from start: Int?) -> [String] {
    guard let format = rules.format else { return [] }
    var problems: [String] = []
    guard trail.offsets.first == 0, trail.offsets.count == trail.positions.count else {
      return ["\(trail.offsets.count) format checkpoints with \(trail.positions.count) states, not from 0"]
    }
    let reading: (offset: Int, position: FormatPosition) =
      start.map { trail.checkpoint(atOrBefore: $0) } ?? (0, format.initial)
    var position = reading.position
    var offset = reading.offset
    var checkpoints = [Int: FormatPosition]()
    var index = trail.firstCheckpoint(atOrAfter: offset)
    while index < trail.offsets.count && trail.offsets[index] <= window.upperBound {
      if index > 0 && trail.offsets[index - 1] >= trail.offsets[index] {
        problems.append("format checkpoints do not increase at UTF-8 offset \(trail.offsets[index])")
      }
      checkpoints[trail.offsets[index]] = trail.positions[index]
      index += 1
    }
    if let cached = checkpoints.removeValue(forKey: offset), cached != position {
      problems.append("cached format states at UTF-8 offset \(offset) differ from a re-reading")
    }
    var lastStart = offset
    var beforeLast = position
    let text = buffer.text
    for character in text[buffer.index(at: offset)..<buffer.index(at: window.upperBound)] {
      lastStart = offset
      beforeLast = position
      if !position.isEmpty { position = format.step(position, character) }
      offset += character.utf8.count
      if let cached = checkpoints.removeValue(forKey: offset), cached != position {
        problems.append("cached format states at UTF-8 offset \(offset) differ from a re-reading")
      }
    }
    if !checkpoints.isEmpty {
      problems.append("format checkpoints off character boundaries: \(checkpoints.keys.sorted())")
    }
    guard window.upperBound == buffer.endOffset else { return problems }
    if trail.lastStart != lastStart || trail.beforeLast != beforeLast {
      problems.append("cached format states before the last character differ from a re-reading")
    }
    if trail.end != position { problems.append("cached format states at the end differ from a re-reading") }
    return problems
  }
}
