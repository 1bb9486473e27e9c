extension FieldRules {
  /// The most characters × tests the search for a mask's or pattern's shortest value looks at;
  /// beyond it (a huge allowed set against a huge pattern) the rules are taken as satisfiable.
  static let searchBudget = 4_000_000

  /// The most characters the search for a number's or a date's value in range tries; beyond it
  /// the rules are taken as satisfiable.
  static let rangeSearchBudget = 100_000

  /// What the search for a number's or a date's value found.
  private enum RangeSearch {
    /// The first value in range the rules let through.
    case found(String)
    /// There is none.
    case none
    /// The search passed its budget.
    case gaveUp
  }

  /// Rules no value can satisfy, found by search: an allowed set whose every member another rule
  /// refuses; a format no permitted characters can complete (a mask literal, a number's digits,
  /// `-` or `.` refused, a date in range); a format whose shortest such value breaks a limit.
  /// Exact for allowed sets, literals, digit slots, small classes, numbers and dates; open tests
  /// (any character, a letter) count as the cheapest character there could be, so an error here
  /// always means that no value exists. Run when the rules change, never per keystroke.
  func unsatisfiable() -> [ConfigurationError] {
    let allowed: [Character]?
    switch permittedAllowedCharacters() {
    case .failure(let error): return [error]
    case .success(let permitted): allowed = permitted
    }
    guard let format, !characterRules.isEmpty || !limits.isEmpty else { return [] }
    if let number = format.number { return numberProblems(format, number) }
    if format.date != nil { return dateProblems(format) }
    return automatonProblems(format, allowed: allowed)
  }

  /// What validators demand that no value the rules let through can give: a value (`required`),
  /// or one of at least so many characters (a minimum length), counted in the text the user sees
  /// (a mask's literals included). Searched as `unsatisfiable()` searches, with the demand's
  /// characters as one more bound, and as exact; nil when every demand can be met, or when the
  /// rules have configuration errors of their own.
  public func unmetDemand(of validators: [Validator]) -> ConfigurationError? {
    guard configurationErrors.isEmpty else { return nil }
    for validator in validators {
      let demand: ConfigurationProblem.Demand
      switch validator.kind {
      case .required:
        // A value of white space alone is blank: the allowed set must hold something else.
        if format == nil, case .success(let permitted?) = permittedAllowedCharacters(),
          permitted.allSatisfy(\.isWhitespace), let set = allowedSet
        {
          return .requiredOnlyBlank(allowed: set.spelling)
        }
        demand = .required
      case .minLength(let minimum) where minimum > 0: demand = .minLength(minimum)
      default: continue
      }
      if let error = unmet(demand) { return error }
    }
    return nil
  }

  /// The allowed set, when there is one.
  private var allowedSet: CharacterClass? {
    characterRules.lazy.compactMap({ rule -> CharacterClass? in
      if case .allowed(let set) = rule.kind { set } else { nil }
    }).first
  }

  /// The members of the allowed set that every other rule permits (nil for no allowed set), or
  /// the error when there are none.
  private func permittedAllowedCharacters() -> Result<[Character]?, ConfigurationError> {
    guard let set = allowedSet else { return .success(nil) }
    var seen = Set<Character>()
    let members = set.spelling.filter { seen.insert($0).inserted }
    let permitted = members.filter(permits)
    guard permitted.isEmpty else { return .success(Array(permitted)) }
    var refusing: [RuleSummary] = []
    for member in members {
      let summary = characterRules[compiledCharacterRules.firstRefusing(member)!].summary
      if !refusing.contains(summary) { refusing.append(summary) }
    }
    return .failure(.noCharacterAllowed(allowed: set.spelling, refusedBy: refusing))
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

  /// A date's values all have the layout's length, so the first one found says whether any fits.
  private func dateProblems(_ format: TextFormat) -> [ConfigurationError] {
    let value: String
    switch firstDate(format) {
    case .gaveUp: return []
    case .found(let found): value = found
    case .none:
      let blocked = format.typingTemplate?.slots.lazy.compactMap { slot -> Character? in
        if case .literal(let literal) = slot, !permits(literal) { literal } else { nil }
      }.first
      return [
        .noValueFits(format: format, needs: blocked.map { .character($0) }, refusedBy: refusal(of: blocked))
      ]
    }
    let metrics = TextMetrics(measuring: value)
    for limit in limits where metrics[limit.unit] > limit.maximum {
      return [.valueTooLong(format: format, shortest: value, length: metrics[limit.unit], limit: limit)]
    }
    return []
  }

  /// The first whole date (and time) in the range, in the order of time, whose every character
  /// the rules permit.
  private func firstDate(_ format: TextFormat) -> RangeSearch {
    var steps = 0
    return firstValue(format, length: format.typingTemplate?.length ?? 0, steps: &steps)
  }

  /// The first whole value of a format with a range (a number, a date) that has `length`
  /// characters, each permitted by the rules: depth first over the characters the automaton's
  /// tests name, in order, each prefix kept only while some value in range continues it (the
  /// format's own check, exact), so digits in order give a date's earliest value first. `steps`
  /// counts the characters tried, against the search's budget.
  private func firstValue(_ format: TextFormat, length: Int, steps: inout Int) -> RangeSearch {
    var typed: [Character] = []
    func extend(_ position: FormatPosition) -> Bool? {
      guard typed.count < length else { return format.state(position) == .complete }
      var candidates = Set<Character>()
      for state in position.states {
        candidates.formUnion(format.automaton.tests[Int(state)]?.candidates ?? [])
      }
      for character in candidates.sorted() where permits(character) {
        steps += 1
        if steps > Self.rangeSearchBudget { return nil }
        let next = format.step(position, character)
        guard format.isViable(next) else { continue }
        typed.append(character)
        guard let found = extend(next) else { return nil }
        if found { return true }
        typed.removeLast()
      }
      return false
    }
    guard let found = extend(format.initial) else { return .gaveUp }
    return found ? .found(String(typed)) : .none
  }

  /// A number's value with at least `minimum` characters within the limits: the shortest such
  /// value, tried length by length up to the most any value can need (a value longer than its
  /// bounds' digits plus a sign, a point and a zero can lose a leading or trailing zero).
  private func numberDemand(
    _ demand: ConfigurationProblem.Demand, _ format: TextFormat, _ number: NumberFormat
  )
    -> ConfigurationError?
  {
    let minimum = demand.minimum
    let most = minimum + number.keep.integer + number.keep.fraction + 3
    var steps = 0
    for length in minimum...most {
      switch firstValue(format, length: length, steps: &steps) {
      case .gaveUp: return nil
      case .none: continue
      case .found(let value):
        let metrics = TextMetrics(measuring: value)
        guard let limit = limits.first(where: { metrics[$0.unit] > $0.maximum }) else { return nil }
        return .demandOverLimit(
          demand, format: format, shortest: value, length: metrics[limit.unit], limit: limit)
      }
    }
    for length in stride(from: minimum - 1, through: 1, by: -1) {
      guard case .found(let value) = firstValue(format, length: length, steps: &steps) else { continue }
      return .demandUnreachable(demand, format: format, longest: value, length: length)
    }
    return nil
  }

  /// The moves the automaton of a mask or pattern can make within the character rules, or nil
  /// when asking about each candidate would pass the search's budget.
  private func moves(_ format: TextFormat, allowed: [Character]?) -> [CharacterTest: TextFormat.Move]? {
    let tests = Set(format.automaton.tests.compactMap { $0 })
    if let allowed, allowed.count * tests.count > Self.searchBudget { return nil }
    var moves: [CharacterTest: TextFormat.Move] = [:]
    for test in tests {
      let candidates = allowed ?? test.candidates
      if let candidates {
        if let move = TextFormat.Move(candidates.lazy.filter { test.takes($0) && permits($0) }) {
          moves[test] = move
        }
      } else {
        moves[test] = TextFormat.Move(open: CharacterTest.samples.first { test.takes($0) && permits($0) })
      }
    }
    return moves
  }

  private func automatonProblems(_ format: TextFormat, allowed: [Character]?) -> [ConfigurationError] {
    guard let moves = moves(format, allowed: allowed) else { return [] }
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

  /// The error when no value the rules let through meets `demand`, or nil.
  private func unmet(_ demand: ConfigurationProblem.Demand) -> ConfigurationError? {
    let minimum = demand.minimum
    guard let format else {
      // Any number of characters of the cheapest kind: an allowed member, or any character.
      let allowed = (try? permittedAllowedCharacters().get()) ?? nil
      let move = allowed.flatMap { TextFormat.Move($0) } ?? TextFormat.Move(open: nil)
      for limit in limits where move.cost[limit.unit] * minimum > limit.maximum {
        let shortest = move.cheapest[limit.unit].map { String(repeating: String($0), count: minimum) }
        return .demandOverLimit(
          demand, format: nil, shortest: shortest, length: move.cost[limit.unit] * minimum, limit: limit)
      }
      return nil
    }
    if format.date != nil {
      // Every date of a layout has its length.
      guard case .found(let value) = firstDate(format), value.count < minimum else { return nil }
      return .demandUnreachable(demand, format: format, longest: value, length: value.count)
    }
    if let number = format.number { return numberDemand(demand, format, number) }
    let allowed = (try? permittedAllowedCharacters().get()) ?? nil
    guard format.automaton.count * (minimum + 1) <= Self.searchBudget,
      let moves = moves(format, allowed: allowed)
    else { return nil }
    let move = { (test: CharacterTest) in moves[test] }
    guard format.shortestValue(in: .characters, atLeast: minimum, move: move) != nil else {
      guard let longest = format.longestValue(below: minimum, move: move) else { return nil }
      return .demandUnreachable(demand, format: format, longest: longest.value, length: longest.length)
    }
    for limit in limits {
      guard let shortest = format.shortestValue(in: limit.unit, atLeast: minimum, move: move) else {
        continue
      }
      if shortest.length > limit.maximum {
        return .demandOverLimit(
          demand, format: format, shortest: shortest.value, length: shortest.length, limit: limit)
      }
    }
    return nil
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
    case .slot(let item, _, let optional, _):
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
    case .nonzeroDigit: return Array("123456789")
    case .hexDigit: return Array("0123456789abcdefABCDEF")
    case .digitOrSign: return Array("0123456789+-")
    case .word, .space, .letter: return nil
    }
  }
}
