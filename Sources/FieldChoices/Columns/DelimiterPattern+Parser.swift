import FieldEngine

extension DelimiterPattern {
  /// A recursive-descent reader of the subset. Its recursion follows the groups' nesting, which
  /// is refused past ``DelimiterPattern/maximumDepth`` (as Go refuses it), never the item's length.
  struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0
    /// How many groups are open.
    private var depth = 0

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

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
        // A repeated anchor (`^*`, `(^){0}`) is a repeat as any other, as Go reads it.
        while let quantifier = try self.quantifier() {
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
        let start = position
        guard let read = readBraces() else { return nil }
        // Go's `parseRepeat`: a count it cannot read as a number under 10^8, over 1000, or a
        // minimum above the maximum is an error, not a literal brace.
        let written = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let low = read.low, low <= maximumRepeat,
          read.open || read.high.map({ $0 <= maximumRepeat && $0 >= low }) == true
        else { throw .repeatCount(written) }
        bounds = (low, read.open ? nil : read.high)
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

    /// `{n}`, `{n,}` or `{n,m}` at the position (left after its `}`), or nil when the brace is a
    /// literal one (Go reads `{` that starts no repeat, or a count with a leading zero, as
    /// itself). A count of 10^8 or more is nil, as Go's `parseInt` reads it as -1; `open` is true
    /// for `{n,}`.
    mutating func readBraces() -> (low: Int?, high: Int?, open: Bool)? {
      var index = position + 1
      /// The count at `index`: nil when there are no digits or they start with a 0 that is not
      /// alone, `.some(nil)` when it is 10^8 or more.
      func count() -> Int?? {
        let start = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        guard index > start, index - start == 1 || scalars[start] != "0" else { return nil }
        let digits = String(String.UnicodeScalarView(scalars[start..<index]))
        guard case .number(let value) = WholeNumber.read(digits, in: 0...99_999_999) else {
          return .some(nil)
        }
        return value
      }
      guard let low = count() else { return nil }
      var high = low
      var open = false
      if index < scalars.count, scalars[index] == "," {
        index += 1
        if index < scalars.count, scalars[index] == "}" {
          open = true
        } else {
          guard let read = count() else { return nil }
          high = read
        }
      }
      guard index < scalars.count, scalars[index] == "}" else { return nil }
      position = index + 1
      return (low, high, open)
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
        depth += 1
        guard depth <= maximumDepth else { throw .invalid }
        let inner = try choice()
        depth -= 1
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
