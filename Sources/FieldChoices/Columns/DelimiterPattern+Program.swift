extension DelimiterPattern {
  /// The expression compiled to an automaton, as Go's `regexp/syntax` compiles one (Thompson's
  /// construction; a repeat expanded into copies of what it repeats): instructions that each
  /// take one character, branch, jump, test the item's start or end, or accept.
  struct Program: Sendable {
    /// What an instruction does.
    enum Operation: UInt8, Sendable {
      /// Takes a character in the set `first` (an index into `sets`), then goes on at the next.
      case set
      /// Goes on at `first` and, with less priority, at `second`.
      case split
      /// Goes on at `first`.
      case jump
      /// Goes on at the next only at the item's start.
      case start
      /// Goes on at the next only at the item's end.
      case end
      /// A match ends here.
      case match
    }

    private(set) var operations: [Operation] = []
    private(set) var first: [Int32] = []
    private(set) var second: [Int32] = []
    private(set) var sets: [CompiledSet] = []
    /// Each set's index in `sets`: a repeat's copies share theirs.
    private var setIndices: [ScalarSet: Int] = [:]
    /// The characters a match can start with, when it cannot be empty and tests neither end:
    /// places that cannot start one are skipped without running the automaton.
    private(set) var starts: CompiledSet?
    /// True when every match must start at the item's start.
    private(set) var anchored = false

    /// Compiles `root`.
    ///
    /// - Throws: `.tooLarge` past ``DelimiterPattern/maximumInstructions``.
    init(_ root: Node) throws(ParseError) {
      try emit(root)
      append(.match)
      guard operations.count <= maximumInstructions else { throw .tooLarge }
      (starts, anchored) = startingSet()
    }

    /// The instructions' count.
    var count: Int { operations.count }

    /// The program's arrays as the automaton reads them, valid for the call.
    struct Instructions {
      let operations: UnsafeBufferPointer<Operation>
      let first: UnsafeBufferPointer<Int32>
      let second: UnsafeBufferPointer<Int32>
      let sets: UnsafeBufferPointer<CompiledSet>
      let starts: CompiledSet?
      let anchored: Bool
    }

    /// Calls `body` with the program's arrays.
    func withInstructions<Result>(_ body: (Instructions) -> Result) -> Result {
      operations.withUnsafeBufferPointer { operations in
        first.withUnsafeBufferPointer { first in
          second.withUnsafeBufferPointer { second in
            sets.withUnsafeBufferPointer { sets in
              body(
                Instructions(
                  operations: operations, first: first, second: second, sets: sets, starts: starts,
                  anchored: anchored))
            }
          }
        }
      }
    }

    /// The bytes of an expression that is only literal characters (none of them U+FFFD, which
    /// also stands for a byte that is not UTF-8); nil for any other.
    var literal: [UInt8]? {
      var bytes: [UInt8] = []
      for index in operations.indices.dropLast() {
        guard operations[index] == .set, let only = sets[Int(first[index])].only, only != 0xFFFD,
          let scalar = Unicode.Scalar(only)
        else { return nil }
        bytes += Array(String(Character(scalar)).utf8)
      }
      return bytes.isEmpty ? nil : bytes
    }

    // MARK: Compiling

    @discardableResult
    private mutating func append(_ operation: Operation, _ first: Int = 0, _ second: Int = 0) -> Int {
      operations.append(operation)
      self.first.append(Int32(truncatingIfNeeded: first))
      self.second.append(Int32(truncatingIfNeeded: second))
      return operations.count - 1
    }

    private mutating func patch(_ index: Int, first: Int? = nil, second: Int? = nil) {
      if let first { self.first[index] = Int32(truncatingIfNeeded: first) }
      if let second { self.second[index] = Int32(truncatingIfNeeded: second) }
    }

    /// Emits `node`; throws as soon as the program grows past the limit, so that nested repeats
    /// (`((x{1000}){1000}){1000}`) stop at once rather than after a billion instructions.
    private mutating func emit(_ node: Node) throws(ParseError) {
      guard operations.count <= maximumInstructions else { throw .tooLarge }
      switch node {
      case .empty: break
      case .set(let set):
        let index =
          setIndices[set]
          ?? {
            sets.append(CompiledSet(set))
            setIndices[set] = sets.count - 1
            return sets.count - 1
          }()
        append(.set, index)
      case .start: append(.start)
      case .end: append(.end)
      case .sequence(let nodes):
        for node in nodes { try emit(node) }
      case .choice(let options):
        var jumps: [Int] = []
        for (index, option) in options.enumerated() {
          if index == options.count - 1 {
            try emit(option)
          } else {
            let split = append(.split, count + 1)
            try emit(option)
            jumps.append(append(.jump))
            patch(split, second: count)
          }
        }
        for jump in jumps { patch(jump, first: count) }
      case .repetition(let inner, let min, let max, let greedy):
        try emitRepetition(inner, min: min, max: max, greedy: greedy)
      }
    }

    /// `x{n,m}` as Go simplifies it: n copies, then m - n nested optional ones (`x{2,4}` is
    /// `xx(x(x)?)?`); `x{n,}`: n - 1 copies and `x+`, or `x*` for n = 0.
    private mutating func emitRepetition(_ inner: Node, min: Int, max: Int?, greedy: Bool)
      throws(ParseError)
    {
      guard let max else {
        if min == 0 {
          try emitStar(inner, greedy: greedy)
        } else {
          for _ in 0..<(min - 1) { try emit(inner) }
          try emitPlus(inner, greedy: greedy)
        }
        return
      }
      for _ in 0..<min { try emit(inner) }
      var splits: [Int] = []
      for _ in 0..<(max - min) {
        splits.append(append(.split))
        try emit(inner)
        guard operations.count <= maximumInstructions else { throw .tooLarge }
      }
      for split in splits { branch(split, into: split + 1, past: count, greedy: greedy) }
    }

    /// `x*`: a loop; when `x` can match nothing, `(x+)?` (Go's compiler since 1.19), so that an
    /// empty pass is tried after the others.
    private mutating func emitStar(_ inner: Node, greedy: Bool) throws(ParseError) {
      if Self.canBeEmpty(inner) {
        let split = append(.split)
        try emitPlus(inner, greedy: greedy)
        branch(split, into: split + 1, past: count, greedy: greedy)
        return
      }
      let split = append(.split)
      try emit(inner)
      append(.jump, split)
      branch(split, into: split + 1, past: count, greedy: greedy)
    }

    /// `x+`: `x`, then back to it or on.
    private mutating func emitPlus(_ inner: Node, greedy: Bool) throws(ParseError) {
      let body = count
      try emit(inner)
      let split = append(.split)
      branch(split, into: body, past: count, greedy: greedy)
    }

    /// Makes `split` prefer `into` over `past` (greedy) or the other way round (lazy).
    private mutating func branch(_ split: Int, into: Int, past: Int, greedy: Bool) {
      patch(split, first: greedy ? into : past, second: greedy ? past : into)
    }

    /// True when `node` can match the empty string (an anchor matches none of the item).
    static func canBeEmpty(_ node: Node) -> Bool {
      switch node {
      case .empty, .start, .end: true
      case .set: false
      case .sequence(let nodes): nodes.allSatisfy(canBeEmpty)
      case .choice(let nodes): nodes.contains(where: canBeEmpty)
      case .repetition(let inner, let min, _, _): min == 0 || canBeEmpty(inner)
      }
    }

    /// The characters that can start a match, and whether a match must start at the item's
    /// start: what the first instructions reach without taking a character. No set when they
    /// reach the end of the program (an empty match) or an end test.
    private func startingSet() -> (CompiledSet?, anchored: Bool) {
      var seen = Set<Int>()
      var stack = [0]
      var union = ScalarSet()
      var takes = false
      var testsStart = false
      var endsEmpty = false
      while let index = stack.popLast() {
        guard seen.insert(index).inserted else { continue }
        switch operations[index] {
        case .set:
          union.ranges += sets[Int(first[index])].source.ranges(negatedOut: true)
          takes = true
        case .split:
          stack.append(Int(second[index]))
          stack.append(Int(first[index]))
        case .jump: stack.append(Int(first[index]))
        case .start: testsStart = true
        case .end, .match: endsEmpty = true
        }
      }
      return (testsStart || endsEmpty ? nil : CompiledSet(union), testsStart && !takes && !endsEmpty)
    }
  }

  /// A set of scalars for the automaton: ASCII in a bitmap, the rest in sorted ranges.
  struct CompiledSet: Sendable {
    /// The set as parsed.
    let source: ScalarSet
    private let low: UInt64
    private let high: UInt64
    private let wide: [ClosedRange<UInt32>]
    private let negated: Bool
    /// True when some scalar outside ASCII is in the set (U+FFFD stands for a byte that is not
    /// UTF-8).
    let holdsNonASCII: Bool

    init(_ set: ScalarSet) {
      source = set
      var low: UInt64 = 0
      var high: UInt64 = 0
      for range in set.ranges where range.lowerBound < 128 {
        for value in range.lowerBound...min(range.upperBound, 127) {
          if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
      }
      self.low = set.negated ? ~low : low
      self.high = set.negated ? ~high : high
      wide = set.ranges.filter { $0.upperBound >= 128 }.sorted { $0.lowerBound < $1.lowerBound }
      negated = set.negated
      holdsNonASCII = set.negated || !wide.isEmpty
    }

    /// True when the set holds `value`.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
      if value < 64 { return low & (1 << UInt64(value)) != 0 }
      if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
      var inside = false
      for range in wide {
        if value < range.lowerBound { break }
        if value <= range.upperBound {
          inside = true
          break
        }
      }
      return inside != negated
    }

    /// True when the set holds the ASCII byte `byte`.
    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte &- 64)) != 0
    }

    /// The one scalar the set holds, or nil when it holds another number of them.
    var only: UInt32? {
      guard !source.negated, source.ranges.count == 1, let range = source.ranges.first,
        range.lowerBound == range.upperBound
      else { return nil }
      return range.lowerBound
    }
  }
}

extension DelimiterPattern.ScalarSet {
  /// The set's ranges, its complement's when it is negated (`negatedOut`).
  func ranges(negatedOut: Bool) -> [ClosedRange<UInt32>] {
    negated && negatedOut ? DelimiterPattern.Parser.complement(ranges) : ranges
  }
}
