/// A whole-text format that a field's text must be able to grow into: a pattern, a typed number,
/// an input mask or a date. As a restriction, an insertion is taken only when some continuation of the
/// result can still be valid; deletions stay allowed, and may leave text that cannot (the field is
/// then invalid until fixed), except in a mask or a date, whose characters keep their slots: in a
/// mask a deletion leaves blanks and text put before the end writes over what follows
/// (`Mask`), and in a date a deletion that would shift what follows out of place is refused with
/// its reason. The field is incomplete until the text is a valid whole value.
///
/// Compiled once into an automaton over characters; a field caches the automaton's states along
/// its text, so typing at the end costs the same whatever the text's length.
public struct TextFormat: Sendable, Hashable {
  /// What the format is.
  package enum Kind: Sendable, Hashable {
    /// A regular expression from `Pattern`'s subset.
    case pattern(Pattern)
    /// A typed number.
    case number(NumberFormat)
    /// An input mask.
    case mask(Mask)
    /// A date, a time of day, or both.
    case date(DateFormat)
  }

  /// What the format is.
  package let kind: Kind
  let automaton: Automaton
  /// A date's layout and range, read once, for the check of each keystroke.
  let date: DateChecker?

  private init(kind: Kind, automaton: Automaton, date: DateChecker? = nil) {
    self.kind = kind
    self.automaton = automaton
    self.date = date
  }

  /// A pattern checked while typing: `try .pattern("[A-Z]{2}[0-9]{4}")`.
  ///
  /// - Throws: `ConfigurationError.invalidPattern` for anything outside the subset.
  public static func pattern(_ source: String) throws(ConfigurationError) -> TextFormat {
    let pattern = try Pattern(source)
    return TextFormat(kind: .pattern(pattern), automaton: pattern.automaton)
  }

  /// A typed number: `try .number(.integer(minimum: 0, maximum: 130))`.
  ///
  /// - Throws: `ConfigurationError.invalidNumber` for malformed or reversed bounds, or places
  ///   that make the range empty.
  public static func number(_ number: NumberFormat) throws(ConfigurationError) -> TextFormat {
    if let error = number.configurationError { throw error }
    let shape = try Pattern(number.shape)
    return TextFormat(kind: .number(number), automaton: shape.automaton)
  }

  /// An input mask: `try .mask("(999) 000-0000")`.
  ///
  /// In a mask's field a space is the template's: a literal, or an empty slot (the blank a
  /// deletion leaves, an optional slot typing skipped). The character rules judge the characters
  /// typed into slots, never a space, so a banned or unlisted space still lets slots be emptied
  /// and undone.
  ///
  /// - Throws: `ConfigurationError.invalidMask` for a template without slots.
  public static func mask(_ template: String) throws(ConfigurationError) -> TextFormat {
    let mask = try Mask(template)
    return TextFormat(kind: .mask(mask), automaton: mask.automaton(blanks: true))
  }

  /// A date, a time of day or both, in a layout of parts and separators, within a range:
  /// `try .date(DateFormat("DD.MM.YYYY", maximum: "today"))`. `today` and `now` in the bounds are
  /// read from the machine's local date and time, once: the range stays as it was when the format
  /// was built.
  ///
  /// - Throws: `ConfigurationError.invalidDate` for a layout that cannot be used, a bound that is
  ///   not written in it or is no real date, or a minimum after the maximum.
  public static func date(_ date: DateFormat) throws(ConfigurationError) -> TextFormat {
    try Self.date(date, now: .now())
  }

  /// A date format whose `today` and `now` are read from `now` (tests, and front ends that fix
  /// the moment).
  package static func date(_ date: DateFormat, now: LocalDateTime) throws(ConfigurationError)
    -> TextFormat
  {
    let checker: DateChecker
    do throws(DateProblem) {
      checker = try DateChecker(date, now: now)
    } catch {
      throw .invalidDate(date.layout, error)
    }
    return TextFormat(
      kind: .date(date), automaton: checker.layout.mask.automaton(blanks: false), date: checker)
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

  /// The number, when the format is one.
  var number: NumberFormat? { if case .number(let number) = kind { number } else { nil } }

  /// The template whose literals are typed for the user: a mask's, or a date layout's.
  var typingTemplate: Mask? { mask ?? date?.layout.mask }

  /// Where an empty text stands.
  var initial: FormatPosition { FormatPosition(states: automaton.initial) }

  /// Where the text stands after one more character.
  func step(_ position: FormatPosition, _ character: Character) -> FormatPosition {
    var next = FormatPosition(
      states: automaton.step(position.states, character), number: position.number, date: position.date,
      hasBlank: position.hasBlank)
    if let number { next.number.read(character, keeping: number.keep) }
    if character == " ", let mask, let slot = position.states.first, mask.isRequiredEntry(at: Int(slot)) {
      next.hasBlank = true
    }
    if date != nil { next.date.read(character) }
    return next
  }

  /// Where the text stands after every character of `text`.
  func run<S: Sequence<Character>>(_ position: FormatPosition, _ text: S) -> FormatPosition {
    var position = position
    for character in text {
      if position.states.isEmpty { return position }
      position = step(position, character)
    }
    return position
  }

  /// True when a text that stands at `position` can still become valid.
  func isViable(_ position: FormatPosition) -> Bool {
    guard !position.states.isEmpty else { return false }
    if let date { return date.canReach(position.date) }
    return number?.canReach(position.number) ?? true
  }

  /// Where a text that stands at `position` is.
  func state(_ position: FormatPosition) -> FormatState {
    guard isViable(position) else { return .impossible }
    guard automaton.accepts(position.states), !position.hasBlank else { return .incomplete }
    if let number, !number.isInRange(position.number) { return .incomplete }
    return .complete
  }

  /// Where a whole text stands, read from its start.
  package func state(of text: String) -> FormatState { state(run(initial, text)) }

  /// The value to hand on: for a mask, `withLiterals` false gives the slots only ("5551234567");
  /// other formats give the text as it is.
  public func value(of text: String, withLiterals: Bool = true) -> String {
    guard !withLiterals, let mask else { return text }
    return mask.rawValue(of: text)
  }

  /// For a date format, a whole value in ISO 8601 with the parts the layout has: "29.02.2024"
  /// in `DD.MM.YYYY` gives "2024-02-29", "14:30" gives "14:30", a date and time
  /// "2024-02-29T14:30". Nil for other formats and for text that is no whole date in range.
  public func isoValue(of text: String) -> String? {
    guard let date, let value = date.value(of: text) else { return nil }
    return date.layout.iso(of: value)
  }

  /// For a date format, the layout `isoValue(of:)` writes in ("YYYY-MM-DD" for `DD.MM.YYYY`);
  /// nil for other formats.
  public var isoLayout: String? {
    date?.layout.isoLayoutText
  }

  /// For a date format, a value written as `isoValue(of:)` writes it, in the layout: "2024-02-29"
  /// in `DD.MM.YYYY` gives "29.02.2024" (whether that is a date in range is the format's to say).
  /// Nil for other formats and for text not written so.
  public func text(ofISOValue iso: String) -> String? {
    guard let date, let value = date.layout.isoLayout.read(iso) else { return nil }
    return date.layout.text(of: value)
  }

  /// The rule to name for a character refused at `position`, typed as `typed` (with the literals
  /// a mask types): for a date, why, where that can be said ("2023 has no 29 February").
  func refusal(at position: FormatPosition, typing typed: [Character]) -> RuleSummary {
    guard let date else { return .format(summary) }
    let next = run(position, typed)
    guard !next.states.isEmpty, let why = date.refusal(next.date) else { return .format(summary) }
    return .date(summary, why)
  }

  /// The reason a whole text fails, or nil when it is complete (or empty): as
  /// `violation(for:isEmpty:)`, and for a date whose parts are all written, what makes it no date
  /// in range ("2023 has no 29 February (not a leap year)", "after the maximum 2026-12-31").
  /// Costs time in proportion to the text.
  public func violation(of text: String) -> Violation? {
    let state = state(of: text)
    guard state == .impossible, let date, let value = date.layout.read(text) else {
      return violation(for: state, isEmpty: text.isEmpty)
    }
    if let flaw = DateFlaw.of(value) {
      return Violation(rule: .formatInvalid, message: Wording.invalid(self, because: .notADate(flaw)))
    }
    if let maximum = date.maximum, maximum < value {
      return Violation(
        rule: .formatInvalid,
        message: Wording.invalid(self, because: .afterMaximum(date.layout.text(of: maximum))))
    }
    if let minimum = date.minimum, value < minimum {
      return Violation(
        rule: .formatInvalid,
        message: Wording.invalid(self, because: .beforeMinimum(date.layout.text(of: minimum))))
    }
    return violation(for: state, isEmpty: text.isEmpty)
  }

  /// The reason a text in `state` fails, or nil when it is complete (or empty: `required` says
  /// whether an empty value is wanted).
  package func violation(for state: FormatState, isEmpty: Bool) -> Violation? {
    if isEmpty || state == .complete { return nil }
    return state == .incomplete
      ? Violation(rule: .formatIncomplete, message: Wording.incomplete(self))
      : Violation(rule: .formatInvalid, message: Wording.invalid(self))
  }
}

/// Where a text stands against a format: the automaton's live states, and for a number or a date
/// what its range check needs (empty for other formats).
struct FormatPosition: Hashable, Sendable {
  var states: StateSet
  var number = NumberReading()
  var date = DateReading()
  /// True when a mask's required slot holds a blank (a space a deletion left): incomplete.
  var hasBlank = false

  /// True when no continuation can match the format's shape.
  var isEmpty: Bool { states.isEmpty }
}

/// The format positions along a field's text, every `spacing` characters, before its last
/// character and at its end: an edit re-reads the text from the last cached state before it, never
/// from the start, and typing at the end re-reads only the last character.
struct FormatTrail: Sendable, Equatable {
  /// UTF-8 offsets of the checkpoints, increasing; the first is 0.
  var offsets: [Int] = [0]
  /// The positions after the text up to each checkpoint.
  var positions: [FormatPosition] = [FormatPosition(states: [])]
  /// The position after the whole text.
  var end = FormatPosition(states: [])
  /// Where the last character starts (0 for an empty text), the position before it, and how many
  /// characters lie between the last checkpoint and it.
  var lastStart = 0
  var beforeLast = FormatPosition(states: [])
  var lastCount = 0

  static let spacing = 32

  /// A trail for `text` read from its start.
  init(format: TextFormat?, text: String) {
    guard let format else { return }
    positions = [format.initial]
    end = format.initial
    beforeLast = end
    extend(format: format, text: text, from: 0, position: end, count: 0)
  }

  /// The last cached position at or before `offset` (the first checkpoint for an offset before
  /// the text).
  func checkpoint(atOrBefore offset: Int) -> (offset: Int, position: FormatPosition) {
    if lastStart <= offset { return (lastStart, beforeLast) }
    let index = max(0, firstCheckpoint(atOrAfter: offset + 1) - 1)
    return (offsets[index], positions[index])
  }

  /// The index of the first checkpoint at or after `offset`, or `offsets.count` when there is none.
  func firstCheckpoint(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Keeps the positions cached at or before `offset` (a boundary whose text before it is unchanged)
  /// and reads the rest of `text` from the last of them.
  mutating func update(format: TextFormat?, text: String, unchangedBefore offset: Int) {
    guard let format else { return }
    while offsets.count > 1 && offsets.last! > offset {
      offsets.removeLast()
      positions.removeLast()
    }
    if lastStart <= offset && lastStart >= offsets.last! {
      extend(format: format, text: text, from: lastStart, position: beforeLast, count: lastCount)
    } else {
      extend(format: format, text: text, from: offsets.last!, position: positions.last!, count: 0)
    }
  }

  private mutating func extend(
    format: TextFormat, text: String, from start: Int, position initial: FormatPosition, count: Int
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
        positions.append(current)
        counted = 0
      }
      lastStart = offset
      beforeLast = current
      lastCount = counted
      if !current.isEmpty { current = format.step(current, character) }
      offset += character.utf8.count
      counted += 1
    }
    end = current
  }
}
