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

  /// The least length, in `unit`, of a whole value of this mask or pattern whose every character
  /// `move` can type, with such a value when every character of it is known; nil when no value
  /// can be typed, or when none fits in `bound` (the search stops there).
  ///
  /// A shortest path over single automaton states (a word is accepted when one path of states
  /// reads it), each edge costing its character's length: exact for characters the rules can be
  /// asked about, a lower bound for open tests, so a value this says is too long truly is.
  func shortestValue(in unit: LengthUnit, upTo bound: Int = .max, move: (CharacterTest) -> Move?)
    -> (length: Int, value: String?)?
  {
    var distance = [Int](repeating: .max, count: automaton.count)
    var previous = [(state: Int, character: Character?)?](repeating: nil, count: automaton.count)
    var queue = MinimumQueue()
    for state in automaton.initial {
      distance[Int(state)] = 0
      queue.push(0, Int(state))
    }
    let accept = automaton.accept
    while let (cost, state) = queue.pop() {
      guard cost == distance[state] else { continue }
      if state == accept {
        var characters: [Character] = []
        var current = state
        while let step = previous[current] {
          guard let character = step.character else { return (cost, nil) }
          characters.append(character)
          current = step.state
        }
        return (cost, String(characters.reversed()))
      }
      guard let test = automaton.tests[state], let next = move(test) else { continue }
      let reached = cost + next.cost[unit]
      guard reached <= bound else { continue }
      for target in automaton.successors(of: state) where reached < distance[Int(target)] {
        distance[Int(target)] = reached
        previous[Int(target)] = (state, next.cheapest[unit])
        queue.push(reached, Int(target))
      }
    }
    return nil
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
