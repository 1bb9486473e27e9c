/// A mistake found while parsing a pattern: where (in characters, from 1) and what.
struct PatternParseError: Error {
  var position: Int
  var problem: PatternProblem
}

/// A recursive-descent parser for `Pattern`'s subset.
struct PatternParser {
  let characters: [Character]
  var index = 0
  /// Open groups, for "a `(` without its `)`".
  var depth = 0

  init(_ characters: [Character]) { self.characters = characters }

  mutating func parse() throws(PatternParseError) -> PatternNode {
    let node = try alternation()
    if index < characters.count {
      // Only a `)` stops an alternation early.
      throw PatternParseError(position: index + 1, problem: .unopenedGroup)
    }
    return node
  }

  private var current: Character? { index < characters.count ? characters[index] : nil }

  private func fail(_ problem: PatternProblem, at position: Int? = nil) -> PatternParseError {
    PatternParseError(position: (position ?? index) + 1, problem: problem)
  }

  private mutating func alternation() throws(PatternParseError) -> PatternNode {
    var choices = [try sequence()]
    while current == "|" {
      index += 1
      choices.append(try sequence())
    }
    return choices.count == 1 ? choices[0] : .choice(choices)
  }

  private mutating func sequence() throws(PatternParseError) -> PatternNode {
    var items: [PatternNode] = []
    while let character = current, character != "|", character != ")" || depth == 0 {
      if character == ")" { throw fail(.unopenedGroup) }
      var node = try atom()
      while let quantifier = current, "*+?{".contains(quantifier) {
        node = try quantified(node)
      }
      items.append(node)
    }
    return items.count == 1 ? items[0] : .sequence(items)
  }

  private mutating func quantified(_ node: PatternNode) throws(PatternParseError) -> PatternNode {
    let quantifier = characters[index]
    index += 1
    let repeated: PatternNode
    switch quantifier {
    case "*": repeated = .repeated(node, minimum: 0, maximum: nil)
    case "+": repeated = .repeated(node, minimum: 1, maximum: nil)
    case "?": repeated = .repeated(node, minimum: 0, maximum: 1)
    default:
      let start = index - 1
      let minimum = number()
      var maximum = minimum
      if current == "," {
        index += 1
        maximum = current == "}" ? nil : number()
        if maximum == nil && current != "}" { throw fail(.badRepeat, at: start) }
      }
      guard let minimum, current == "}" else { throw fail(.badRepeat, at: start) }
      index += 1
      if let maximum, maximum < minimum { throw fail(.badRepeat, at: start) }
      repeated = .repeated(node, minimum: minimum, maximum: maximum)
    }
    if let next = current, next == "?" || next == "+" {
      throw fail(.unsupported(next == "?" ? "a lazy quantifier" : "a possessive quantifier"))
    }
    return repeated
  }

  private mutating func number() -> Int? {
    var value: Int?
    while let character = current, let digit = character.wholeNumberValue, character.isASCII {
      value = min((value ?? 0) * 10 + digit, Pattern.maximumStates)
      index += 1
    }
    return value
  }

  private mutating func atom() throws(PatternParseError) -> PatternNode {
    let start = index
    let character = characters[index]
    index += 1
    switch character {
    case "(":
      if current == "?" {
        guard index + 1 < characters.count, characters[index + 1] == ":" else {
          throw fail(.unsupported("a lookaround or named group '(?'"), at: start)
        }
        index += 2
      }
      depth += 1
      let inner = try alternation()
      guard current == ")" else { throw fail(.unclosedGroup, at: start) }
      index += 1
      depth -= 1
      return inner
    case "[": return .test(try characterClass(start: start))
    case ".": return .test(.any)
    case "\\": return .test(try escape(inClass: false).test)
    case "*", "+", "?", "{": throw fail(.nothingToRepeat(character), at: start)
    case "^", "$":
      throw fail(.unsupported("an anchor '\(character)' (the whole text always has to match)"), at: start)
    default:
      guard !InputCleaner.needsCleaning(String(character)) else {
        throw fail(
          .unsupported("the control character \(Wording.quote(character)) (no field holds one)"), at: start)
      }
      return .test(.literal(character))
    }
  }

  /// Reads the escape after a `\`: a class shorthand or an escaped punctuation character.
  private mutating func escape(inClass: Bool) throws(PatternParseError) -> (
    test: CharacterTest, item: ClassItem
  ) {
    guard let character = current else { throw fail(.trailingBackslash, at: index - 1) }
    index += 1
    switch character {
    case "d": return (.set(items: [.digit], negated: false), .digit)
    case "w": return (.set(items: [.word], negated: false), .word)
    case "s": return (.set(items: [.space], negated: false), .space)
    default:
      if character.isLetter || character.isNumber {
        throw fail(.unsupported("the escape '\\\(character)'"), at: index - 2)
      }
      return (.literal(character), .character(character))
    }
  }

  private mutating func characterClass(start: Int) throws(PatternParseError) -> CharacterTest {
    var negated = false
    if current == "^" {
      negated = true
      index += 1
    }
    var items: [ClassItem] = []
    var first = true
    while true {
      guard let character = current else { throw fail(.unclosedClass, at: start) }
      if character == "]" && !first { break }
      first = false
      let itemStart = index
      index += 1
      var item: ClassItem
      if character == "\\" {
        item = try escape(inClass: true).item
      } else {
        item = .character(character)
      }
      if current == "-", index + 1 < characters.count, characters[index + 1] != "]" {
        index += 1
        var upper = characters[index]
        index += 1
        if upper == "\\" {
          guard case .character(let escaped) = try escape(inClass: true).item else {
            throw fail(.badRange, at: itemStart)
          }
          upper = escaped
        }
        guard case .character(let lower) = item, lower.unicodeScalars.count == 1,
          upper.unicodeScalars.count == 1,
          lower.unicodeScalars.first!.value <= upper.unicodeScalars.first!.value
        else { throw fail(.badRange, at: itemStart) }
        item = .range(lower.unicodeScalars.first!.value...upper.unicodeScalars.first!.value)
      }
      items.append(item)
    }
    index += 1
    return .set(items: items, negated: negated)
  }
}
