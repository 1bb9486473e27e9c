/// A `--delimiter` written as a regular expression: the subset of Go's syntax (fzf's) that tfield
/// matches itself, on the item's scalars.
///
/// Supported: literal characters; `.` (any character but a line feed); classes `[abc]`, `[a-z]`,
/// `[^…]` with escapes inside; `\s` `\d` `\w` and `\S` `\D` `\W` (ASCII, as Go's); `\t` `\n` `\r`
/// `\f` `\v` and `\` before punctuation; `*` `+` `?` `{n}` `{n,}` `{n,m}`, each greedy or lazy
/// (`*?`); `|`; groups `(…)` and `(?:…)`; `^` and `$` (the start and end of the item). Matches
/// are leftmost-first, as Go's, and successive matches are found as Go's `FindAllStringIndex`
/// finds them (an empty match right after a match is skipped).
///
/// Text Go cannot read as an expression (`[0-9`, `a)`) is not one: fzf then takes the delimiter
/// as a literal string (``parse(_:)`` says `.invalid`). Go syntax outside the subset (`\b`,
/// `\pL`, `(?i)`, `[[:alpha:]]`, `\x41`) is `.unsupported`: a usage error.
package struct DelimiterPattern: Sendable, Hashable {
  /// The expression as written.
  package let source: String
  let root: Node

  /// Why text is not a pattern tfield matches.
  package enum ParseError: Error, Equatable, Sendable {
    /// Not an expression in Go's syntax either: fzf uses the text as a literal delimiter.
    case invalid
    /// Go's syntax that tfield does not match: the construct as written.
    case unsupported(String)
  }

  /// A set of scalars: ranges, classes, negated or not.
  struct ScalarSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>] = []
    var negated = false

    /// True when the set holds `value`.
    func contains(_ value: UInt32) -> Bool {
      ranges.contains { $0.contains(value) } != negated
    }
  }

  /// The expression as a tree.
  indirect enum Node: Sendable, Hashable {
    case empty
    case set(ScalarSet)
    case start
    case end
    case sequence([Node])
    case choice([Node])
    case repetition(Node, min: Int, max: Int?, greedy: Bool)
  }

  /// Reads `source`.
  package static func parse(_ source: String) throws(ParseError) -> DelimiterPattern {
    var parser = Parser(scalars: Array(source.unicodeScalars))
    let root = try parser.choice()
    guard parser.position == parser.scalars.count else { throw .invalid }
    return DelimiterPattern(source: source, root: root)
  }

  /// Where the pattern matches in `scalars`, as Go's `FindAllStringIndex`: successive
  /// non-overlapping matches, each leftmost-first, an empty one next to the previous match left
  /// out. Offsets are scalar offsets.
  func matches(in scalars: [UInt32]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var position = 0
    var previousEnd = -1
    while position <= scalars.count {
      guard let match = firstMatch(in: scalars, from: position) else { break }
      var accept = true
      if match.upperBound == position {
        if match.lowerBound == previousEnd { accept = false }
        position += 1
      } else {
        position = match.upperBound
      }
      previousEnd = match.upperBound
      if accept { found.append(match) }
    }
    return found
  }

  /// The leftmost match starting at `from` or later.
  private func firstMatch(in scalars: [UInt32], from: Int) -> Range<Int>? {
    for start in from...scalars.count {
      var end: Int?
      _ = Self.match(root, scalars, start) { stop in
        end = stop
        return true
      }
      if let end { return start..<end }
    }
    return nil
  }

  /// Backtracking: matches `node` at `index`, calling `next` with each place it can end (in
  /// priority order) until `next` accepts.
  private static func match(_ node: Node, _ text: [UInt32], _ index: Int, _ next: (Int) -> Bool) -> Bool {
    switch node {
    case .empty: return next(index)
    case .set(let set):
      guard index < text.count, set.contains(text[index]) else { return false }
      return next(index + 1)
    case .start: return index == 0 && next(index)
    case .end: return index == text.count && next(index)
    case .sequence(let nodes):
      func from(_ part: Int, _ at: Int) -> Bool {
        part == nodes.count ? next(at) : match(nodes[part], text, at) { from(part + 1, $0) }
      }
      return from(0, index)
    case .choice(let nodes):
      return nodes.contains { match($0, text, index, next) }
    case .repetition(let inner, let min, let max, let greedy):
      func times(_ count: Int, _ at: Int) -> Bool {
        let canStop = count >= min
        let canGo = max.map { count < $0 } ?? true
        func more() -> Bool {
          canGo
            && match(inner, text, at) { stop in
              // An empty pass of a loop that has its minimum ends the loop.
              stop == at && count >= min ? false : times(count + 1, stop)
            }
        }
        if greedy { return more() || (canStop && next(at)) }
        return (canStop && next(at)) || more()
      }
      return times(0, index)
    }
  }

  /// A recursive-descent reader of the subset.
  private struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0

    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    mutating func choice() throws(ParseError) -> Node {
      var options = [try sequence()]
      while peek == "|" {
        position += 1
        options.append(try sequence())
      }
      return options.count == 1 ? options[0] : .choice(options)
    }

    mutating func sequence() throws(ParseError) -> Node {
      var nodes: [Node] = []
      while let scalar = peek, scalar != "|", scalar != ")" {
        var atom = try self.atom()
        while let quantifier = try self.quantifier() {
          if case .start = atom { break }
          atom = .repetition(atom, min: quantifier.min, max: quantifier.max, greedy: quantifier.greedy)
        }
        nodes.append(atom)
      }
      return nodes.count == 1 ? nodes[0] : nodes.isEmpty ? .empty : .sequence(nodes)
    }

    /// A quantifier after an atom, or nil.
    mutating func quantifier() throws(ParseError) -> (min: Int, max: Int?, greedy: Bool)? {
      guard let scalar = peek else { return nil }
      var bounds: (Int, Int?)
      switch scalar {
      case "*": bounds = (0, nil)
      case "+": bounds = (1, nil)
      case "?": bounds = (0, 1)
      case "{":
        guard let read = readBraces() else { return nil }
        bounds = read
        position -= 1
      default: return nil
      }
      position += 1
      var greedy = true
      if peek == "?" {
        greedy = false
        position += 1
      }
      if let next = peek, "*+?".unicodeScalars.contains(next) { throw .invalid }
      return (bounds.0, bounds.1, greedy)
    }

    /// `{n}`, `{n,}` or `{n,m}` at the position (left after its `}` less one), or nil when the
    /// brace is a literal one (Go reads `{` that starts no repeat as itself).
    mutating func readBraces() -> (Int, Int?)? {
      var index = position + 1
      func number() -> Int? {
        var digits = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
          digits.unicodeScalars.append(scalars[index])
          index += 1
        }
        return Int(digits)
      }
      guard let low = number() else { return nil }
      var high: Int? = low
      if index < scalars.count, scalars[index] == "," {
        index += 1
        high = number()
      }
      guard index < scalars.count, scalars[index] == "}" else { return nil }
      position = index + 1
      return (low, high)
    }

    mutating func atom() throws(ParseError) -> Node {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case "(":
        if peek == "?" {
          guard position + 1 < scalars.count, scalars[position + 1] == ":" else {
            throw .unsupported("(?")
          }
          position += 2
        }
        let inner = try choice()
        guard peek == ")" else { throw .invalid }
        position += 1
        return inner
      case "[": return .set(try bracket())
      case ".":
        return .set(ScalarSet(ranges: [10...10], negated: true))
      case "^": return .start
      case "$": return .end
      case "*", "+", "?": throw .invalid
      case "\\": return .set(try escape(inClass: false))
      default: return .set(ScalarSet(ranges: [scalar.value...scalar.value]))
      }
    }

    /// A class after its `[`.
    mutating func bracket() throws(ParseError) -> ScalarSet {
      var set = ScalarSet()
      if peek == "^" {
        set.negated = true
        position += 1
      }
      var first = true
      while true {
        guard let scalar = peek else { throw .invalid }
        if scalar == "]" && !first {
          position += 1
          return set
        }
        first = false
        if scalar == "[" && position + 1 < scalars.count && scalars[position + 1] == ":" {
          throw .unsupported("[:")
        }
        position += 1
        var low: ScalarSet
        if scalar == "\\" {
          low = try escape(inClass: true)
        } else {
          low = ScalarSet(ranges: [scalar.value...scalar.value])
        }
        if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
          guard low.ranges.count == 1, !low.negated, let lower = low.ranges.first?.lowerBound else {
            throw .invalid
          }
          position += 1
          let end = scalars[position]
          position += 1
          var upper = end.value
          if end == "\\" {
            let high = try escape(inClass: true)
            guard high.ranges.count == 1, !high.negated, let value = high.ranges.first?.lowerBound else {
              throw .invalid
            }
            upper = value
          }
          guard lower <= upper else { throw .invalid }
          low = ScalarSet(ranges: [lower...upper])
        }
        if low.negated {
          // `[\S]`: the complement's ranges, as a class cannot hold a negated part otherwise.
          set.ranges += Self.complement(low.ranges)
        } else {
          set.ranges += low.ranges
        }
      }
    }

    /// The ranges outside `ranges` (sorted, not overlapping).
    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
      var result: [ClosedRange<UInt32>] = []
      var next: UInt32 = 0
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
        next = max(next, range.upperBound + 1)
      }
      if next <= 0x10_FFFF { result.append(next...0x10_FFFF) }
      return result
    }

    /// An escape after its `\`.
    mutating func escape(inClass: Bool) throws(ParseError) -> ScalarSet {
      guard let scalar = peek else { throw .invalid }
      position += 1
      let space: [ClosedRange<UInt32>] = [9...10, 12...13, 32...32]
      let digit: [ClosedRange<UInt32>] = [48...57]
      let word: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]
      func one(_ value: UInt32) -> ScalarSet { ScalarSet(ranges: [value...value]) }
      switch scalar {
      case "s": return ScalarSet(ranges: space)
      case "S": return ScalarSet(ranges: space, negated: true)
      case "d": return ScalarSet(ranges: digit)
      case "D": return ScalarSet(ranges: digit, negated: true)
      case "w": return ScalarSet(ranges: word)
      case "W": return ScalarSet(ranges: word, negated: true)
      case "t": return one(9)
      case "n": return one(10)
      case "r": return one(13)
      case "f": return one(12)
      case "v": return one(11)
      default:
        if scalar.isASCII && !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar) {
          return one(scalar.value)
        }
        // Go knows \b \B \A \z \pL \x41 \Q…\E \1-\7 (octal); other letters are errors.
        if "bBAzpPxQ01234567".unicodeScalars.contains(scalar) { throw .unsupported("\\\(scalar)") }
        throw .invalid
      }
    }
  }
}
