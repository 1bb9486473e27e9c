/// A regular expression checked while typing: a keystroke is refused only when no continuation of
/// the text can match it, and the value is complete when the whole text matches.
///
/// The subset, matched against whole characters and always against the whole text (no anchors
/// needed): literals; `.` (any one character); classes `[abc]`, ranges `[A-Z]` (between
/// single-scalar characters), negated classes `[^0-9]`; `\d` (ASCII digit), `\w` (letter, digit or
/// `_`), `\s` (whitespace), also inside classes; `\` before punctuation for the punctuation itself;
/// `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`; alternation `|`; groups `(…)` and `(?:…)`. Anything
/// else (anchors, backreferences, lookaround, lazy quantifiers, `\b`…) is a configuration error.
///
/// A field takes one through its format (`TextFormat.pattern(_:)`), which says what a text lacks:
///
/// ```swift
/// let code = try TextFormat.pattern("[A-Z]{2}[0-9]{4}")
/// print(code.violation(of: "AB1")!.message)  // not complete yet (pattern [A-Z]{2}[0-9]{4})
/// print(code.violation(of: "A1")!.message)
/// // cannot be completed (pattern [A-Z]{2}[0-9]{4}); fix it before submitting
/// print(code.violation(of: "AB1234") == nil)  // true
/// ```
public struct Pattern: Sendable, Hashable, CustomStringConvertible {
  /// The expression as written.
  public let source: String
  let automaton: Automaton

  /// The largest automaton a pattern may compile to (repeats are expanded).
  public static let maximumStates = 20_000

  /// Compiles a pattern.
  ///
  /// - Throws: `ConfigurationError.invalidPattern` with the position (in characters, from 1) and
  ///   the construct that is outside the subset.
  public init(_ source: String) throws(ConfigurationError) {
    self.source = source
    var parser = PatternParser(Array(source))
    let node: PatternNode
    do {
      node = try parser.parse()
    } catch {
      throw .invalidPattern(source, position: error.position, problem: error.problem)
    }
    var builder = PatternBuilder()
    guard let fragment = builder.build(node) else {
      throw .invalidPattern(source, position: 1, problem: .tooLarge(Self.maximumStates))
    }
    let accept = builder.automaton.addState()
    builder.automaton.addEpsilon(from: fragment.end, to: accept)
    guard builder.automaton.finish(start: fragment.start, accept: accept) else {
      throw .invalidPattern(source, position: 1, problem: .tooLarge(Self.maximumStates))
    }
    automaton = builder.automaton
  }

  /// Where a text stands: matches whole, can still match with more characters, or never can.
  package func state(of text: String) -> FormatState {
    let states = automaton.run(automaton.initial, text)
    return automaton.accepts(states) ? .complete : states.isEmpty ? .impossible : .incomplete
  }

  /// The expression as written.
  public var description: String { source }

  /// Patterns are equal when written alike.
  public static func == (left: Pattern, right: Pattern) -> Bool { left.source == right.source }
  /// Hashes the expression as written.
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Where a text stands against a format.
package enum FormatState: Sendable, Equatable {
  /// The text is a whole valid value.
  case complete
  /// More characters can make the text valid.
  case incomplete
  /// No continuation of the text can be valid.
  case impossible
}

/// What in a pattern is outside the subset, or malformed.
package enum PatternProblem: Sendable, Equatable, Hashable {
  /// A construct outside the subset, named: "an anchor '^'", "a backreference", …
  case unsupported(String)
  /// A `(` without its `)`.
  case unclosedGroup
  /// A `)` without its `(`.
  case unopenedGroup
  /// A `[` without its `]`.
  case unclosedClass
  /// A quantifier with nothing before it to repeat.
  case nothingToRepeat(Character)
  /// `{m,n}` written wrong, or with n < m.
  case badRepeat
  /// A range whose ends are reversed or not single scalars.
  case badRange
  /// A `\` at the end.
  case trailingBackslash
  /// The expanded automaton would have more states than this.
  case tooLarge(Int)
}

indirect enum PatternNode {
  case empty
  case test(CharacterTest)
  case sequence([PatternNode])
  case choice([PatternNode])
  case repeated(PatternNode, minimum: Int, maximum: Int?)
}

/// Builds a Thompson automaton from a pattern's tree; nil when it grows too large.
struct PatternBuilder {
  var automaton = Automaton()

  mutating func build(_ node: PatternNode) -> (start: Int, end: Int)? {
    guard automaton.count < Pattern.maximumStates else { return nil }
    switch node {
    case .empty:
      let state = automaton.addState()
      return (state, state)
    case .test(let test):
      let end = automaton.addState()
      let start = automaton.addState(test, target: end)
      return (start, end)
    case .sequence(let nodes):
      guard var whole = build(.empty) else { return nil }
      for node in nodes {
        guard let part = build(node) else { return nil }
        automaton.addEpsilon(from: whole.end, to: part.start)
        whole.end = part.end
      }
      return whole
    case .choice(let nodes):
      let start = automaton.addState()
      let end = automaton.addState()
      for node in nodes {
        guard let part = build(node) else { return nil }
        automaton.addEpsilon(from: start, to: part.start)
        automaton.addEpsilon(from: part.end, to: end)
      }
      return (start, end)
    case .repeated(let node, let minimum, let maximum):
      var parts: [PatternNode] = Array(repeating: node, count: minimum)
      guard var whole = build(.sequence(parts)) else { return nil }
      parts = []
      if let maximum {
        // Each optional copy may be skipped, straight to the end.
        let end = automaton.addState()
        for _ in minimum..<max(minimum, maximum) {
          guard let part = build(node) else { return nil }
          automaton.addEpsilon(from: whole.end, to: part.start)
          automaton.addEpsilon(from: whole.end, to: end)
          whole.end = part.end
        }
        automaton.addEpsilon(from: whole.end, to: end)
        whole.end = end
      } else {
        guard let part = build(node) else { return nil }
        let loop = automaton.addState()
        automaton.addEpsilon(from: whole.end, to: loop)
        automaton.addEpsilon(from: loop, to: part.start)
        automaton.addEpsilon(from: part.end, to: loop)
        whole.end = loop
      }
      return whole
    }
  }
}
