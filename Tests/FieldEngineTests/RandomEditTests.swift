import FieldEngine
import SeededRandom
import Testing

/// Random rules and random edit sequences; after every step the field must be sound and must hold
/// a value its restrictions accept.
@Suite("Random edits")
struct RandomEditTests {
  /// Pieces that stress character boundaries: combining marks, modifiers, joiners, flags, wide
  /// characters, controls and escape sequences.
  static let pieces: [String] = [
    "a", "b", "e", "E", "x", "1", "7", " ", "é", "e\u{301}", "\u{301}", "\u{308}", "👍", "🏽", "👍🏽",
    "\u{200D}", "👨", "👩", "🇯", "🇵", "🇫", "🇷", "日", "本", "Ａ", "\u{1100}", "\u{1161}", "\u{11A8}",
    "\n", "\r\n", "\t", "\u{1B}[31m", "\u{1B}", "\u{7F}", "\u{85}", "क", "\u{94D}", "ष",
    "A", "B", "0", "9", "-", ".", "(",
  ]

  /// Formats of every kind, some of them met by the pieces above.
  static let formats: [TextFormat] = [
    try! .pattern("[A-Z]{2}[0-9]{4}"), try! .pattern("(ab|é)*x?"), try! .pattern("\\w+( \\w+)*"),
    try! .pattern("[^x]{0,5}1"), try! .pattern(".e\u{301}?(👍🏽|🇯🇵)+"),
    try! .number(.integer(minimum: 0, maximum: 130)),
    try! .number(.decimal(minimum: "-5", maximum: "99.5", places: 1)),
    try! .number(.decimal()), try! .mask("(999) 000-0000"), try! .mask(">LL-&&"), try! .mask("\\e9?C"),
  ]

  static func randomText(_ rng: inout SplitMix64, maxPieces: Int) -> String {
    (0..<Int.random(in: 0...maxPieces, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
  }

  static func randomRules(_ rng: inout SplitMix64) -> FieldRules {
    var rules = FieldRules(
      typingPolicy: EditPolicy.allCases.randomElement(using: &rng)!,
      pastePolicy: EditPolicy.allCases.randomElement(using: &rng)!)
    for unit in LengthUnit.allCases where Bool.random(using: &rng) && Bool.random(using: &rng) {
      rules.limits.append(LengthLimit(Int.random(in: 0...12, using: &rng), unit))
    }
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: rules.allowedCharacters = randomText(&rng, maxPieces: 8) + "a"
    case 1: rules.bannedCharacters = randomText(&rng, maxPieces: 6)
    case 2:
      rules.characterRules.append(
        .custom("no emoji") { !$0.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF } })
    case 3:
      rules.allowedCharacters = "ae\u{301}🇯🇵🇯日x "
      rules.bannedCharacters = "x"
    default: break
    }
    if Int.random(in: 0..<3, using: &rng) == 0 { rules.format = formats.randomElement(using: &rng)! }
    return rules
  }

  static func randomEdit(_ rng: inout SplitMix64) -> Edit {
    switch Int.random(in: 0..<22, using: &rng) {
    case 0..<6: .insert(pieces.randomElement(using: &rng)!)
    case 6, 7: .paste(randomText(&rng, maxPieces: 10))
    case 8: .deleteBackward
    case 9: .deleteForward
    case 10: .deleteWordBackward
    case 11: .deleteWordForward
    case 12: [Edit.killToEnd, .killToStart].randomElement(using: &rng)!
    case 13: .yank
    case 14: .yankPop
    case 15, 16: .move(Motion.allCases.randomElement(using: &rng)!, extending: Bool.random(using: &rng))
    case 17: .selectAll
    case 18, 19: .undo
    case 20: .redo
    default: .setText(randomText(&rng, maxPieces: 6))
    }
  }

  @Test("10,000 random sequences keep every invariant after every edit")
  func randomSequences() {
    var rng = SplitMix64(seed: 0x7E57_F1E1_D5)
    var steps = 0
    var formattedSteps = 0
    for sequence in 0..<10_000 {
      let rules = Self.randomRules(&rng)
      var field = Field(id: "r", rules: rules)
      var edits: [Edit] = []
      for _ in 0..<Int.random(in: 5...30, using: &rng) {
        let edit = Self.randomEdit(&rng)
        edits.append(edit)
        let before = field.buffer
        let outcome = field.apply(edit)
        steps += 1
        if outcome.status == .refused || outcome.status == .unchanged {
          #expect(
            field.buffer == before,
            "sequence \(sequence): \(edit) was \(outcome.status) but changed the buffer")
        }
        if outcome.status == .refused || outcome.status == .adjusted {
          #expect(outcome.message != nil, "sequence \(sequence): \(edit) gave no reason")
        }
        // Insertions never leave text that no continuation can make valid (deletions may).
        if outcome.changedState, field.formatState == .impossible, before.text != field.text {
          switch edit {
          case .insert, .paste, .setText, .yank, .yankPop:
            Issue.record("sequence \(sequence): \(edit) left \(field.text.debugDescription) impossible")
          default: break
          }
        }
        if field.rules.format != nil && !field.text.isEmpty { formattedSteps += 1 }
        let problems = field.invariantViolations()
        if !problems.isEmpty {
          Issue.record("sequence \(sequence) after \(edits): \(problems)")
          return
        }
      }
      // Undo all the way back to the empty field, then redo all the way forward.
      let end = field.buffer
      var undone = 0
      while field.canUndo {
        field.apply(.undo)
        undone += 1
        #expect(field.invariantViolations() == [])
      }
      #expect(field.text.isEmpty || undone >= UndoLimitProbe.capacity, "sequence \(sequence): \(edits)")
      for _ in 0..<undone { field.apply(.redo) }
      // Moves are not undo steps, so only the text must come back.
      #expect(field.text == end.text, "sequence \(sequence): redo after \(edits)")
    }
    #expect(steps > 150_000)
    // Fewer since issue 12: a format no permitted character can complete (an integer under
    // "only é🇯…") is a configuration error, and such a field takes no text.
    #expect(formattedSteps > 9_000)
  }
}

enum UndoLimitProbe {
  static let capacity = 1000
}
