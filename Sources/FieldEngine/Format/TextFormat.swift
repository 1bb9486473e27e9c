/// A whole-text format that a field's text must be able to grow into: a pattern, a typed number or
/// an input mask. As a restriction, an insertion is taken only when some continuation of the
/// result can still be valid; deletions stay allowed, and may leave text that cannot (the field is
/// then invalid until fixed). The field is incomplete until the text is a valid whole value.
///
/// Compiled once into an automaton over characters; a field caches the automaton's states along
/// its text, so typing at the end costs the same whatever the text's length.
public struct TextFormat: Sendable, Hashable {
  /// What the format is.
  public enum Kind: Sendable, Hashable {
    /// A regular expression from `Pattern`'s subset.
    case pattern(Pattern)
    /// A typed number.
    case number(NumberFormat)
    /// An input mask.
    case mask(Mask)
  }

  /// What the format is.
  public let kind: Kind
  let automaton: Automaton

  /// A pattern checked while typing: `try .pattern("[A-Z]{2}[0-9]{4}")`.
  ///
  /// - Throws: `ConfigurationError.invalidPattern` for anything outside the subset.
  public static func pattern(_ source: String) throws(ConfigurationError) -> TextFormat {
    let pattern = try Pattern(source)
    return TextFormat(kind: .pattern(pattern), automaton: pattern.automaton)
  }

  /// A typed number: `try .number(.integer(minimum: 0, maximum: 130))`.
  ///
  /// - Throws: `ConfigurationError.invalidNumber` for malformed or reversed bounds.
  public static func number(_ number: NumberFormat) throws(ConfigurationError) -> TextFormat {
    if let error = number.configurationError { throw error }
    let shape = try Pattern(number.shape)
    return TextFormat(kind: .number(number), automaton: shape.automaton)
  }

  /// An input mask: `try .mask("(999) 000-0000")`.
  ///
  /// - Throws: `ConfigurationError.invalidMask` for a template without slots.
  public static func mask(_ template: String) throws(ConfigurationError) -> TextFormat {
    let mask = try Mask(template)
    return TextFormat(kind: .mask(mask), automaton: mask.automaton)
  }

  /// Formats are equal when they are the same kind, written alike.
  public static func == (left: TextFormat, right: TextFormat) -> Bool { left.kind == right.kind }
  /// Hashes the kind.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// The format in a few words: "pattern [A-Z]{2}[0-9]{4}", "an integer from 0 to 130",
  /// "mask (999) 000-0000".
  public var summary: String { Wording.describe(self) }

  /// The mask, when the format is one.
  var mask: Mask? { if case .mask(let mask) = kind { mask } else { nil } }

  /// True when text whose states are `states` can still become valid. `first` is the text's first
  /// character; `text` is the whole text, read only for a number whose range bounds it on that
  /// side of zero (such texts are a few characters long).
  func isViable(_ states: StateSet, first: Character?, text: () -> Substring) -> Bool {
    guard !states.isEmpty else { return false }
    if case .number(let number) = kind, number.minimum != nil || number.maximum != nil {
      guard let side = number.side(negative: first == "-") else { return false }
      return side.high == nil || number.canReachRange(text())
    }
    return true
  }

  /// Where a text with these states stands.
  func state(_ states: StateSet, text: Substring) -> FormatState {
    guard isViable(states, first: text.first, text: { text }) else { return .impossible }
    guard automaton.accepts(states) else { return .incomplete }
    if case .number(let number) = kind, number.minimum != nil || number.maximum != nil,
      !number.isInRange(text)
    {
      return .incomplete
    }
    return .complete
  }

  /// Where a whole text stands, read from its start.
  public func state(of text: String) -> FormatState {
    state(automaton.run(automaton.initial, text), text: text[...])
  }

  /// The value to hand on: for a mask, `withLiterals` false gives the slots only ("5551234567");
  /// other formats give the text as it is.
  public func value(of text: String, withLiterals: Bool = true) -> String {
    guard !withLiterals, let mask else { return text }
    return mask.rawValue(of: text)
  }

  /// The reason a text in `state` fails, or nil when it is complete (or empty: `required` says
  /// whether an empty value is wanted).
  public func violation(for state: FormatState, isEmpty: Bool) -> Violation? {
    if isEmpty || state == .complete { return nil }
    return state == .incomplete
      ? Violation(rule: "incomplete", message: Wording.incomplete(self))
      : Violation(rule: "invalid", message: Wording.invalid(self))
  }
}

/// The automaton states along a field's text, every `spacing` characters, before its last
/// character and at its end: an edit re-reads the text from the last cached state before it, never
/// from the start, and typing at the end re-reads only the last character.
struct FormatTrail: Sendable, Equatable {
  /// UTF-8 offsets of the checkpoints, increasing; the first is 0.
  var offsets: [Int] = [0]
  /// The states after the text up to each checkpoint.
  var states: [StateSet] = [[]]
  /// The states after the whole text.
  var end: StateSet = []
  /// Where the last character starts (0 for an empty text), the states before it, and how many
  /// characters lie between the last checkpoint and it.
  var lastStart = 0
  var beforeLast: StateSet = []
  var lastCount = 0

  static let spacing = 32

  /// A trail for `text` read from its start.
  init(format: TextFormat?, text: String) {
    guard let format else { return }
    states = [format.automaton.initial]
    end = format.automaton.initial
    beforeLast = end
    extend(format: format, text: text, from: 0, states: end, count: 0)
  }

  /// The last cached state at or before `offset`.
  func checkpoint(atOrBefore offset: Int) -> (offset: Int, states: StateSet) {
    if lastStart <= offset { return (lastStart, beforeLast) }
    var low = 0
    var high = offsets.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (offsets[low], states[low])
  }

  /// Keeps the states cached at or before `offset` (a boundary whose text before it is unchanged)
  /// and reads the rest of `text` from the last of them.
  mutating func update(format: TextFormat?, text: String, unchangedBefore offset: Int) {
    guard let format else { return }
    while offsets.count > 1 && offsets.last! > offset {
      offsets.removeLast()
      states.removeLast()
    }
    if lastStart <= offset && lastStart >= offsets.last! {
      extend(format: format, text: text, from: lastStart, states: beforeLast, count: lastCount)
    } else {
      extend(format: format, text: text, from: offsets.last!, states: states.last!, count: 0)
    }
  }

  private mutating func extend(
    format: TextFormat, text: String, from start: Int, states initial: StateSet, count: Int
  ) {
    let utf8 = text.utf8
    var offset = start
    var current = initial
    var counted = count
    lastStart = start
    beforeLast = initial
    lastCount = count
    for character in text[utf8.index(utf8.startIndex, offsetBy: start)...] {
      if counted == Self.spacing {
        offsets.append(offset)
        states.append(current)
        counted = 0
      }
      lastStart = offset
      beforeLast = current
      lastCount = counted
      if !current.isEmpty { current = format.automaton.step(current, character) }
      offset += character.utf8.count
      counted += 1
    }
    end = current
  }
}
