extension Field {
  /// What is wrong inside the field, recounted from scratch; empty when it is sound. Checks that
  /// the cached lengths equal a recount, that the cursor and anchor sit on character boundaries
  /// inside the text, and that the text satisfies every restriction. Costs time in proportion to
  /// the text: tests call it after every edit.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    let text = buffer.text
    let recount = TextMetrics(measuring: text)
    if recount != buffer.metrics {
      problems.append("cached metrics \(buffer.metrics) differ from a recount \(recount)")
    }
    var boundaries = Set<Int>()
    var offset = 0
    boundaries.insert(0)
    for character in text {
      offset += character.utf8.count
      boundaries.insert(offset)
    }
    for (name, position) in [("anchor", buffer.anchorOffset), ("cursor", buffer.headOffset)]
    where !boundaries.contains(position) {
      problems.append(
        "\(name) at UTF-8 offset \(position) is not a character boundary of \(text.debugDescription)")
    }
    problems += trailProblems()
    if rules.configurationErrors.isEmpty || !text.isEmpty {
      problems += rules.violations(of: text).map {
        "text \(text.debugDescription) breaks \($0.rule): \($0.message)"
      }
    }
    return problems
  }

  /// Differences between the cached format states and a reading of the text from its start.
  private func trailProblems() -> [String] {
    guard let format = rules.format else { return [] }
    var problems: [String] = []
    var position = format.initial
    var offset = 0
    var checkpoints = Dictionary(uniqueKeysWithValues: zip(trail.offsets, trail.positions))
    if let cached = checkpoints.removeValue(forKey: 0), cached != position {
      problems.append("format states at the start differ from the initial states")
    }
    var lastStart = 0
    var beforeLast = position
    for character in buffer.text {
      lastStart = offset
      beforeLast = position
      if !position.isEmpty { position = format.step(position, character) }
      offset += character.utf8.count
      if let cached = checkpoints.removeValue(forKey: offset), cached != position {
        problems.append("cached format states at UTF-8 offset \(offset) differ from a re-reading")
      }
    }
    if !checkpoints.isEmpty {
      problems.append("format checkpoints off character boundaries: \(checkpoints.keys)")
    }
    if trail.lastStart != lastStart || trail.beforeLast != beforeLast {
      problems.append("cached format states before the last character differ from a re-reading")
    }
    if trail.end != position { problems.append("cached format states at the end differ from a re-reading") }
    return problems
  }

  /// Stops the program when `invariantViolations()` finds anything.
  public func checkInvariants(file: StaticString = #file, line: UInt = #line) {
    let problems = invariantViolations()
    precondition(problems.isEmpty, problems.joined(separator: "\n"), file: file, line: line)
  }
}
