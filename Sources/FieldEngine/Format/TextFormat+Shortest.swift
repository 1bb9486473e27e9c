extension TextFormat {
  /// One move of the automaton: a character that passes a test state's test and every character
  /// rule, at the least cost in each unit.
  struct Move {
    /// The least length of a character that can be typed here, in each unit. For an open test
    /// (any character, a letter: too many to ask the rules about each), the least any character
    /// could have: one of everything, and no column (a combining mark).
    var cost: TextMetrics
    /// For each unit, a character that costs exactly `cost` in it, where one is known.
    var cheapest: [LengthUnit: Character]

    /// The cheapest of some characters in each unit; nil when there are none.
    init?(_ characters: some Sequence<Character>) {
      var cost: TextMetrics?
      var cheapest: [LengthUnit: Character] = [:]
      for character in characters {
        let metrics = TextMetrics(character: character)
        for unit in LengthUnit.allCases where cost == nil || metrics[unit] < cost![unit] {
          cheapest[unit] = character
        }
        cost =
          cost.map { least in
            var least = least
            for unit in LengthUnit.allCases { least[unit] = min(least[unit], metrics[unit]) }
            return least
          } ?? metrics
      }
      guard let cost else { return nil }
      self.cost = cost
      self.cheapest = cheapest
    }

    /// An open test, with a character it takes (`sample`) named where it costs the least.
    init(open sample: Character?) {
      cost = TextMetrics(characters: 1, scalars: 1, utf8Bytes: 1, utf16CodeUnits: 1, columns: 0)
      cheapest = [:]
      if let sample {
        let metrics = TextMetrics(character: sample)
        for unit in LengthUnit.allCases where metrics[unit] == cost[unit] { cheapest[unit] = sample }
      }
    }
  }

  /// The least length, in `unit`, of a whole value of this mask or pattern with at least
  /// `minimum` characters whose every character `move` can type, with such a value when every
  /// character of it is known; nil when no value can be typed, or when none fits in `bound` (the
  /// search stops there).
  ///
  /// A shortest path over single automaton states (a word is accepted when one path of states
  /// reads it), each paired with the characters read so far up to `minimum`, each edge costing its
  /// character's length: exact for characters the rules can be asked about, a lower bound for
  /// open tests, so a value this says is too long truly is. Costs time in proportion to the
  /// states times `minimum`.
  func shortestValue(
    in unit: LengthUnit, atLeast minimum: Int = 0, upTo bound: Int = .max, move: (CharacterTest) -> Move?
  ) -> (length: Int, value: String?)? {
    let layers = minimum + 1
    var distance = [Int](repeating: .max, count: automaton.count * layers)
    var previous = [(node: Int, character: Character?)?](repeating: nil, count: distance.count)
    var queue = MinimumQueue()
    for state in automaton.initial {
      distance[Int(state) * layers] = 0
      queue.push(0, Int(state) * layers)
    }
    let accept = automaton.accept * layers + minimum
    while let (cost, node) = queue.pop() {
      guard cost == distance[node] else { continue }
      if node == accept { return (cost, Self.value(reaching: node, previous)) }
      let (state, read) = node.quotientAndRemainder(dividingBy: layers)
      guard let test = automaton.tests[state], let next = move(test) else { continue }
      let reached = cost + next.cost[unit]
      guard reached <= bound else { continue }
      let layer = min(read + 1, minimum)
      for target in automaton.successors(of: state) {
        let targetNode = Int(target) * layers + layer
        guard reached < distance[targetNode] else { continue }
        distance[targetNode] = reached
        previous[targetNode] = (node, next.cheapest[unit])
        queue.push(reached, targetNode)
      }
    }
    return nil
  }

  /// The most characters, below `limit`, of a whole value whose every character `move` can
  /// type, with such a value when every character of it is known: for rules whose values all
  /// have fewer than `limit` characters (`shortestValue(in:atLeast:move:)` found none). Nil when
  /// no value can be typed.
  func longestValue(below limit: Int, move: (CharacterTest) -> Move?) -> (length: Int, value: String?)? {
    let layers = limit
    var previous = [(node: Int, character: Character?)?](repeating: nil, count: automaton.count * layers)
    var seen = [Bool](repeating: false, count: previous.count)
    var stack: [Int] = []
    for state in automaton.initial where !seen[Int(state) * layers] {
      seen[Int(state) * layers] = true
      stack.append(Int(state) * layers)
    }
    while let node = stack.popLast() {
      let (state, read) = node.quotientAndRemainder(dividingBy: layers)
      guard read + 1 < layers, let test = automaton.tests[state], let next = move(test) else { continue }
      for target in automaton.successors(of: state) where !seen[Int(target) * layers + read + 1] {
        let targetNode = Int(target) * layers + read + 1
        seen[targetNode] = true
        previous[targetNode] = (node, next.cheapest[.characters])
        stack.append(targetNode)
      }
    }
    for read in stride(from: layers - 1, through: 0, by: -1) where seen[automaton.accept * layers + read] {
      return (read, Self.value(reaching: automaton.accept * layers + read, previous))
    }
    return nil
  }

  /// The characters along the path that `previous` records to `node`; nil when one is unknown.
  private static func value(reaching node: Int, _ previous: [(node: Int, character: Character?)?]) -> String?
  {
    var characters: [Character] = []
    var current = node
    while let step = previous[current] {
      guard let character = step.character else { return nil }
      characters.append(character)
      current = step.node
    }
    return String(characters.reversed())
  }

  /// A literal the format needs next that no character rule lets through, reached from the start
  /// by characters that can be typed: the likely reason no value can be typed.
  func blockedLiteral(move: (CharacterTest) -> Move?) -> Character? {
    var seen = Set(automaton.initial.map(Int.init))
    var queue = Array(seen).sorted()
    var index = 0
    while index < queue.count {
      let state = queue[index]
      index += 1
      guard let test = automaton.tests[state] else { continue }
      guard move(test) != nil else {
        if case .literal(let character) = test { return character }
        continue
      }
      for target in automaton.successors(of: state) where seen.insert(Int(target)).inserted {
        queue.append(Int(target))
      }
    }
    return nil
  }
}

/// A binary heap of (cost, state), least cost first.
private struct MinimumQueue {
  private var items: [(cost: Int, state: Int)] = []

  mutating func push(_ cost: Int, _ state: Int) {
    items.append((cost, state))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child].cost < items[parent].cost else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> (cost: Int, state: Int)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var least = parent
      if left < items.count && items[left].cost < items[least].cost { least = left }
      if right < items.count && items[right].cost < items[least].cost { least = right }
      guard least != parent else { return top }
      items.swapAt(parent, least)
      parent = least
    }
  }
}
