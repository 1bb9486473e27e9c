/// What one automaton state asks of one `Character`.
enum CharacterTest: Sendable, Hashable {
  /// This character (canonical equivalence: precomposed "é" equals `e` + U+0301).
  case literal(Character)
  /// Any one character.
  case any
  /// A class: matches when any item matches, or, when negated, when none does.
  case set(items: [ClassItem], negated: Bool)
  /// A mask slot: a character of the class (any, when nil) already in the slot's case, or a space
  /// for an optional slot, and with `blank`, for a required one (a blank left by a deletion,
  /// which keeps the text incomplete: `FormatPosition.hasBlank`).
  case slot(ClassItem?, casing: Mask.Casing, optional: Bool, blank: Bool = false)

  /// True when the character passes the test as part of a whole value: as `matches`, but a
  /// mask's blank (a space in a required slot) is no character of a value.
  func takes(_ character: Character) -> Bool {
    if case .slot(_, _, false, true) = self, character == " " { return false }
    return matches(character)
  }

  /// True when the character passes the test.
  func matches(_ character: Character) -> Bool {
    switch self {
    case .literal(let expected): return character == expected
    case .any: return true
    case .set(let items, let negated): return items.contains { $0.matches(character) } != negated
    case .slot(let item, let casing, let optional, let blank):
      if character == " " { return optional || blank }
      return casing.apply(character) == character && (item?.matches(character) ?? true)
    }
  }
}

/// One item of a character class.
enum ClassItem: Sendable, Hashable {
  /// This character.
  case character(Character)
  /// A single-scalar character whose scalar lies in the range.
  case range(ClosedRange<UInt32>)
  /// `\d`: an ASCII digit.
  case digit
  /// `\w`: a letter, a digit or `_`.
  case word
  /// `\s`: whitespace.
  case space
  /// A letter (masks).
  case letter
  /// A digit from 1 to 9 (masks' `D` and `d`).
  case nonzeroDigit
  /// A hexadecimal digit: 0-9, a-f, A-F (masks' `H` and `h`).
  case hexDigit
  /// A digit or a sign, `+` or `-` (masks' `#`, as .NET's).
  case digitOrSign

  func matches(_ character: Character) -> Bool {
    switch self {
    case .character(let expected): return character == expected
    case .range(let range):
      let scalars = character.unicodeScalars
      return scalars.count == 1 && range.contains(scalars.first!.value)
    case .digit: return character.isASCII && character.isWholeNumber
    case .word: return character.isLetter || character.isNumber || character == "_"
    case .space: return character.isWhitespace
    case .letter: return character.isLetter
    case .nonzeroDigit: return character.isASCII && character.isWholeNumber && character != "0"
    case .hexDigit: return character.isASCII && character.isHexDigit
    case .digitOrSign:
      return character == "+" || character == "-" || (character.isASCII && character.isWholeNumber)
    }
  }
}

/// A set of live automaton states: sorted, without repeats, each able to reach the accepting state.
/// Empty when no continuation of the text read so far can match.
typealias StateSet = [Int32]

/// A Thompson automaton over `Character`s, compiled once. A state either tests one character and
/// moves to `target`, or only has empty moves. Sets of states are kept already closed over empty
/// moves and pruned to states that can still reach acceptance, so "some continuation can match"
/// is "the set is not empty".
struct Automaton: Sendable {
  /// The test of each state; nil for states with only empty moves (and for the accepting state).
  private(set) var tests: [CharacterTest?] = []
  /// Where a test state goes after its character.
  private(set) var targets: [Int] = []
  /// Empty moves of each state.
  private(set) var epsilons: [[Int]] = []
  /// The accepting state.
  private(set) var accept = 0
  /// The start state.
  private(set) var start = 0
  /// For each state, the live test states and the accepting state reachable by empty moves.
  private var closures: [StateSet] = []
  /// The closed start set.
  private(set) var initial: StateSet = []

  /// Adds a state and returns its number.
  mutating func addState(_ test: CharacterTest? = nil, target: Int = -1) -> Int {
    tests.append(test)
    targets.append(target)
    epsilons.append([])
    return tests.count - 1
  }

  mutating func setTarget(_ state: Int, _ target: Int) { targets[state] = target }
  mutating func addEpsilon(from state: Int, to target: Int) { epsilons[state].append(target) }

  /// The number of states.
  var count: Int { tests.count }

  /// The most states all closures together may hold: beyond it a pattern is too large to check
  /// keystroke by keystroke (`(a*){5000}` would need hundreds of megabytes).
  static let maximumClosureEntries = 2_000_000

  /// Fixes the start and accepting states and works out closures and liveness; false when the
  /// closures would exceed `maximumClosureEntries`.
  @discardableResult
  mutating func finish(start: Int, accept: Int) -> Bool {
    self.start = start
    self.accept = accept
    // Liveness: backwards from accept over test and empty moves.
    var reverse = [[Int]](repeating: [], count: count)
    for state in 0..<count {
      if tests[state] != nil { reverse[targets[state]].append(state) }
      for next in epsilons[state] { reverse[next].append(state) }
    }
    var live = [Bool](repeating: false, count: count)
    var stack = [accept]
    live[accept] = true
    while let state = stack.popLast() {
      for previous in reverse[state] where !live[previous] {
        live[previous] = true
        stack.append(previous)
      }
    }
    var seen = [Int](repeating: -1, count: count)
    var entries = 0
    closures = []
    closures.reserveCapacity(count)
    for origin in 0..<count {
      var result: StateSet = []
      var stack = [origin]
      seen[origin] = origin
      while let state = stack.popLast() {
        if live[state] && (tests[state] != nil || state == accept) { result.append(Int32(state)) }
        for next in epsilons[state] where seen[next] != origin {
          seen[next] = origin
          stack.append(next)
        }
      }
      entries += result.count
      if entries > Self.maximumClosureEntries { return false }
      closures.append(result.sorted())
    }
    initial = closures[start]
    return true
  }

  /// The live states after `state`'s test has matched a character: its target, closed.
  func successors(of state: Int) -> StateSet { closures[targets[state]] }

  /// The states after reading one more character.
  func step(_ states: StateSet, _ character: Character) -> StateSet {
    var result: StateSet = []
    for state in states {
      let index = Int(state)
      guard let test = tests[index], test.matches(character) else { continue }
      result += closures[targets[index]]
    }
    if result.count > 1 {
      result.sort()
      var unique: StateSet = []
      unique.reserveCapacity(result.count)
      for state in result where unique.last != state { unique.append(state) }
      return unique
    }
    return result
  }

  /// The states after reading every character of `text`.
  func run<S: Sequence<Character>>(_ states: StateSet, _ text: S) -> StateSet {
    var states = states
    for character in text {
      if states.isEmpty { return states }
      states = step(states, character)
    }
    return states
  }

  /// True when the set holds the accepting state: the text read so far matches whole.
  func accepts(_ states: StateSet) -> Bool { states.contains(Int32(accept)) }
}
