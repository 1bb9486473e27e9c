#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// A `--delimiter` written as a regular expression: the subset of Go's syntax (fzf's) that tfield
/// matches itself, on an item's bytes read as UTF-8 (a byte that is not UTF-8 is one U+FFFD, as
/// Go reads it).
///
/// Supported: literal characters; `.` (any character but a line feed); classes `[abc]`, `[a-z]`,
/// `[^…]` with escapes inside; `\s` `\d` `\w` and `\S` `\D` `\W` (ASCII, as Go's); `\t` `\n` `\r`
/// `\f` `\v` and `\` before punctuation; `*` `+` `?` `{n}` `{n,}` `{n,m}`, each greedy or lazy
/// (`*?`); `|`; groups `(…)` and `(?:…)`; `^` and `$` (the start and end of the item). Matches
/// are leftmost-first, as Go's, and successive matches are found as Go's `FindAllStringIndex`
/// finds them (an empty match right after a match is skipped).
///
/// As Go's, the expression is compiled to an automaton and run as one (a Pike VM: every thread
/// of the automaton moved one character at a time, in priority order), so a match costs time in
/// proportion to the item's length times the automaton's size, whatever the expression: there is
/// no backtracking, and no recursion that grows with the item. Repeat counts over 1000 are
/// refused, as Go refuses them, and so is an expression whose automaton would have more than
/// ``maximumInstructions`` steps.
///
/// Text Go cannot read as an expression (`[0-9`, `a)`) is not one: fzf then takes the delimiter
/// as a literal string (``parse(_:)`` says `.invalid`). Go syntax outside the subset (`\b`,
/// `\pL`, `(?i)`, `[[:alpha:]]`, `\x41`) is `.unsupported`: a usage error.
package struct DelimiterPattern: Sendable, Hashable {
  /// The expression as written.
  package let source: String
  /// The automaton.
  let program: Program
  /// The bytes of an expression that is only literal characters (`\|`, `--\*`), found by a
  /// plain search instead of the automaton; nil for any other.
  let literal: [UInt8]?

  /// The largest repeat count, as Go's.
  package static let maximumRepeat = 1000
  /// The most instructions an expression may compile to (repeats are expanded).
  package static let maximumInstructions = 20_000
  /// The deepest nesting of groups, as Go's.
  static let maximumDepth = 1000

  /// Why text is not a pattern tfield matches.
  package enum ParseError: Error, Equatable, Sendable {
    /// Not an expression in Go's syntax either: fzf uses the text as a literal delimiter.
    case invalid
    /// Go's syntax that tfield does not match: the construct as written.
    case unsupported(String)
    /// A repeat count over ``maximumRepeat``, or a minimum above its maximum: the repeat as
    /// written (`{99999}`), which Go refuses too.
    case repeatCount(String)
    /// An expression whose automaton would have more than ``maximumInstructions`` steps.
    case tooLarge
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
    let program = try Program(root)
    return DelimiterPattern(source: source, program: program, literal: program.literal)
  }

  /// How many instructions the automaton has: a match takes at most twice as many steps a
  /// character.
  package var automatonSize: Int { program.count }

  /// Patterns are equal when written alike.
  package static func == (left: DelimiterPattern, right: DelimiterPattern) -> Bool {
    left.source == right.source
  }

  /// Hashes the expression as written.
  package func hash(into hasher: inout Hasher) { hasher.combine(source) }

  /// Where the pattern matches in `bytes`, as Go's `FindAllIndex`: successive non-overlapping
  /// matches, each leftmost-first, an empty one next to the previous match left out. Offsets
  /// are byte offsets.
  package func matches(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var steps = 0
    return matches(in: bytes, steps: &steps)
  }

  /// The matches, with `steps` raised by the automaton's work: each thread moved over a
  /// character and each instruction followed (nothing for a literal's search).
  package func matches(in bytes: UnsafeBufferPointer<UInt8>, steps: inout Int) -> [Range<Int>] {
    if let literal { return Self.literalMatches(of: literal, in: bytes) }
    return program.matches(in: bytes, steps: &steps)
  }

  /// The matches in the UTF-8 of `text`.
  package func matches(in text: String) -> [Range<Int>] {
    var text = text
    return text.withUTF8 { matches(in: $0) }
  }

  /// Every place `needle` (not empty) occurs in `bytes`, not overlapping, as byte ranges.
  static func literalMatches(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var start = 0
    while let at = firstOccurrence(of: needle, in: bytes, from: start) {
      found.append(at..<(at + needle.count))
      start = at + needle.count
    }
    return found
  }

  /// The first place at or after `start` where `needle` (not empty) occurs in `bytes`.
  static func firstOccurrence(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard let first = needle.first else { return nil }
    var position = start
    while position + needle.count <= bytes.count {
      guard let hit = bytes[position...].firstIndex(of: first) else { return nil }
      guard hit + needle.count <= bytes.count else { return nil }
      var index = 1
      while index < needle.count && bytes[hit + index] == needle[index] { index += 1 }
      if index == needle.count { return hit }
      position = hit + 1
    }
    return nil
  }
}
