import FieldEngine

/// Random rules and random edits, made from `Choices`: the one generator behind the engine's
/// random-edit test and its fuzzer.
package enum RandomEdits {
  /// Pieces that stress character boundaries: combining marks, modifiers, joiners, flags, wide
  /// characters, Hangul jamo, Devanagari conjuncts, controls and escape sequences, and the
  /// characters the formats below are made of.
  package static let pieces: [String] = [
    "a", "b", "e", "E", "x", "1", "7", " ", "é", "e\u{301}", "\u{301}", "\u{308}", "👍", "🏽", "👍🏽",
    "\u{200D}", "👨", "👩", "🇯", "🇵", "🇫", "🇷", "日", "本", "Ａ", "\u{1100}", "\u{1161}", "\u{11A8}",
    "\n", "\r\n", "\t", "\u{1B}[31m", "\u{1B}", "\u{7F}", "\u{85}", "क", "\u{94D}", "ष", "\u{FE0F}",
    "A", "B", "0", "9", "-", ".", "(",
  ]

  /// Formats of every kind (patterns, numbers, masks, dates), met by the pieces above.
  package static let formats: [TextFormat] = [
    try! .pattern("[A-Z]{2}[0-9]{4}"), try! .pattern("(ab|é)*x?"), try! .pattern("\\w+( \\w+)*"),
    try! .pattern("[^x]{0,5}1"), try! .pattern(".e\u{301}?(👍🏽|🇯🇵)+"),
    try! .number(.integer(minimum: 0, maximum: 130)),
    try! .number(.decimal(minimum: "-5", maximum: "99.5", places: 1)),
    try! .number(.decimal()), try! .mask("(999) 000-0000"), try! .mask(">LL-&&"), try! .mask("\\e9?C"),
    try! .date(DateFormat("YYYY-MM-DD", minimum: "2024-03-15"), now: fixedNow),
    try! .date(DateFormat("DD.MM.YYYY hh:mm", maximum: "today"), now: fixedNow),
  ]

  /// What `today` and `now` mean in the formats above: a fixed day, so a sequence replays alike.
  static let fixedNow = LocalDateTime(year: 2026, month: 12, day: 1, hour: 7, minute: 30)

  /// Up to 31 pieces, or up to 31 bytes read as UTF-8 (invalid bytes become U+FFFD).
  package static func text(_ choices: inout some Choices) -> String {
    let length = choices.choose(32)
    if choices.choose(2) == 0 { return String(decoding: choices.take(length), as: UTF8.self) }
    return (0..<length).map { _ in pieces[choices.choose(pieces.count)] }.joined()
  }

  /// The text without its C0 and C1 controls and DEL, which no character set may hold.
  static func withoutControls(_ text: String) -> String {
    text.filter { !$0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
  }

  /// Rules: both policies, limits in a quarter of the units (0 to 15 each), one of the character
  /// rules (an allowed set, a banned set, a custom rule, sets that refuse parts of characters),
  /// and a format in a third of the fields.
  package static func rules(_ choices: inout some Choices) -> FieldRules {
    let policies = EditPolicy.allCases
    var rules = FieldRules(
      typingPolicy: policies[choices.choose(policies.count)],
      pastePolicy: policies[choices.choose(policies.count)])
    for unit in LengthUnit.allCases where choices.choose(4) == 0 {
      rules.limits.append(LengthLimit(choices.choose(16), unit))
    }
    switch choices.choose(6) {
    // Without controls: a set holding one is a configuration error (`controlInSet`).
    case 0: rules.allowedCharacters = withoutControls(text(&choices)) + "a"
    case 1: rules.bannedCharacters = withoutControls(text(&choices))
    case 2:
      rules.characterRules.append(
        .custom("no emoji") { !$0.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF } })
    case 3:
      rules.allowedCharacters = "ae\u{301}🇯🇵🇯日x \u{1100}\u{1161}"
      rules.bannedCharacters = "x"
    default: break
    }
    if choices.choose(3) == 0 { rules.format = formats[choices.choose(formats.count)] }
    return rules
  }

  /// An edit of any kind: typing (a piece, or text), paste, every deletion and kill, yank and
  /// yank-pop, moves with and without extending, select all, undo, redo, a value from code, and
  /// readline's transpositions, case changes, mark, spaces and revert, and a date's step.
  package static func edit(_ choices: inout some Choices) -> Edit {
    switch choices.choose(34) {
    case 24: .deleteWhitespaceWordBackward
    case 25: .transposeCharacters
    case 26: .transposeWords
    case 27: .changeCase(WordCase.allCases[choices.choose(WordCase.allCases.count)])
    case 28: .setMark
    case 29: .exchangeCursorAndMark
    case 30: .deleteSpacesAroundCursor
    case 31: .revert
    case 33: .step(choices.choose(2) == 0 ? 1 : -1)
    case 0..<6: .insert(choices.choose(2) == 0 ? pieces[choices.choose(pieces.count)] : text(&choices))
    case 6, 7: .paste(text(&choices))
    case 8: .deleteBackward
    case 9: .deleteForward
    case 10: .deleteWordBackward
    case 11: .deleteWordForward
    case 12: .killToEnd
    case 13: .killToStart
    case 14: .yank
    case 15: .yankPop
    case 16, 17:
      .move(Motion.allCases[choices.choose(Motion.allCases.count)], extending: choices.choose(2) == 1)
    case 18: .selectAll
    case 19, 20: .undo
    case 21: .redo
    default: .setText(text(&choices))
    }
  }

  /// A numeric argument for one edit in six, from -4 to 6; nil for the others.
  package static func argument(_ choices: inout some Choices) -> Int? {
    choices.choose(6) == 0 ? choices.choose(11) - 4 : nil
  }
}

/// One edit of a random sequence, with its numeric argument.
package struct RandomEdit: Sendable, CustomStringConvertible {
  /// The edit.
  package var edit: Edit
  /// Its numeric argument, or nil.
  package var argument: Int?

  /// The edit, and its argument when it has one.
  package var description: String { argument.map { "\(edit) ×\($0)" } ?? "\(edit)" }
}
