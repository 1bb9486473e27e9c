extension FieldRules {
  /// The most characters × tests the search for a mask's or pattern's shortest value looks at;
  /// beyond it (a huge allowed set against a huge pattern) the rules are taken as satisfiable.
  static let searchBudget = 4_000_000

  /// Rules no value can satisfy, found by search (issue 12): an allowed set whose every member
  /// another rule refuses; a format no permitted characters can complete (a mask literal, a
  /// number's digits, `-` or `.` refused); a format whose shortest such value breaks a limit.
  /// Exact for allowed sets, literals, digit slots, small classes and numbers; open tests (any
  /// character, a letter) count as the cheapest character there could be, so an error here
  /// always means that no value exists. Run when the rules change, never per keystroke.
  func unsatisfiable() -> [ConfigurationError] {
    var allowed: [Character]?
    if let set = characterRules.lazy.compactMap({ rule -> CharacterClass? in
      if case .allowed(let set) = rule.kind { set } else { nil }
    }).first {
      var seen = Set<Character>()
      let members = set.spelling.filter { seen.insert($0).inserted }
      let permitted = members.filter(permits)
      guard !permitted.isEmpty else {
        var refusing: [RuleSummary] = []
        for member in members {
          let summary = characterRules[compiledCharacterRules.firstRefusing(member)!].summary
          if !refusing.contains(summary) { refusing.append(summary) }
        }
        return [.noCharacterAllowed(allowed: set.spelling, refusedBy: refusing)]
      }
      allowed = Array(permitted)
    }
    guard let format, !characterRules.isEmpty || !limits.isEmpty else { return [] }
    if let number = format.number { return numberProblems(format, number) }
    return automatonProblems(format, allowed: allowed)
  }

  private func permits(_ character: Character) -> Bool {
    compiledCharacterRules.firstRefusing(character) == nil
  }

  /// The summary of the first rule that refuses `character`, or of the rules as a whole.
  private func refusal(of character: Character?) -> RuleSummary {
    if let character, let index = compiledCharacterRules.firstRefusing(character) {
      return characterRules[index].summary
    }
    let allowed = characterRules.first { if case .allowed = $0.kind { true } else { false } }
    return (allowed ?? characterRules[0]).summary
  }

  private func numberProblems(_ format: TextFormat, _ number: NumberFormat) -> [ConfigurationError] {
    guard let shortest = number.shortestValue(permits: permits) else {
      // Name the one character whose refusal leaves no value, where there is one.
      if !"0123456789".contains(where: permits) {
        return [.noValueFits(format: format, needs: .digit, refusedBy: refusal(of: "0"))]
      }
      for needed: Character in ["-", "."]
      where number.shortestValue(permits: { $0 == needed || permits($0) }) != nil {
        return [.noValueFits(format: format, needs: .character(needed), refusedBy: refusal(of: needed))]
      }
      return [.noValueFits(format: format, needs: nil, refusedBy: refusal(of: nil))]
    }
    let metrics = TextMetrics(measuring: shortest)
    for limit in limits where metrics[limit.unit] > limit.maximum {
      return [.valueTooLong(format: format, shortest: shortest, length: metrics[limit.unit], limit: limit)]
    }
    return []
  }

  private func automatonProblems(_ format: TextFormat, allowed: [Character]?) -> [ConfigurationError] {
    let tests = Set(format.automaton.tests.compactMap { $0 })
    if let allowed, allowed.count * tests.count > Self.searchBudget { return [] }
    var moves: [CharacterTest: TextFormat.Move] = [:]
    for test in tests {
      let candidates = allowed ?? test.candidates
      if let candidates {
        if let move = TextFormat.Move(candidates.lazy.filter { test.matches($0) && permits($0) }) {
          moves[test] = move
        }
      } else {
        moves[test] = TextFormat.Move(open: CharacterTest.samples.first { test.matches($0) && permits($0) })
      }
    }
    let move = { (test: CharacterTest) in moves[test] }
    guard format.shortestValue(in: .characters, move: move) != nil else {
      let blocked = format.blockedLiteral(move: move)
      return [
        .noValueFits(format: format, needs: blocked.map { .character($0) }, refusedBy: refusal(of: blocked))
      ]
    }
    for limit in limits {
      guard let shortest = format.shortestValue(in: limit.unit, move: move) else { continue }
      if shortest.length > limit.maximum {
        return [
          .valueTooLong(format: format, shortest: shortest.value, length: shortest.length, limit: limit)
        ]
      }
    }
    return []
  }
}

extension CharacterTest {
  /// Every character the test can match, when there are few enough to ask the rules about each
  /// (a literal, digits, small classes and ranges); nil for an open test.
  var candidates: [Character]? {
    switch self {
    case .literal(let character): return [character]
    case .any: return nil
    case .set(let items, let negated):
      guard !negated else { return nil }
      var all: [Character] = []
      for item in items {
        guard let some = item.candidates else { return nil }
        all += some
      }
      return all
    case .slot(let item, _, let optional):
      guard let some = item?.candidates else { return nil }
      return some + (optional ? [" "] : [])
    }
  }

  /// Characters to name in a message for an open test: letters, digits, then punctuation.
  static let samples = Array("aAzZ0 _-.,:;!?@#$%&*+=/()[]{}<>'\"~^|\\`")
}

extension ClassItem {
  /// The characters the item matches, when there are at most 256; nil otherwise.
  var candidates: [Character]? {
    switch self {
    case .character(let character): return [character]
    case .range(let range):
      guard range.count <= 256 else { return nil }
      return range.compactMap(Unicode.Scalar.init).map(Character.init)
    case .digit: return Array("0123456789")
    case .word, .space, .letter: return nil
    }
  }
}
