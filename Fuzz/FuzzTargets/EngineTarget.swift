import FieldEngine

/// Fuzz target for the engine: the bytes are read as random rules, then as a sequence of edits
/// (an opcode byte each; text edits take a length byte and that many bytes of text, as UTF-8 or
/// as pieces that stress character boundaries). After every edit the field's invariants hold
/// (`Field.invariantViolations()`: counts, boundaries, rules); a refused or unchanged edit leaves
/// the buffer alone; a refused or adjusted one says why. At the end, undo all the way back and
/// redo all the way forward restores the text. The sequence stops at 200 edits or once the text
/// passes 4 KiB.
///
/// - Returns: what broke, empty when nothing did.
public func fuzzEngine(_ data: [UInt8]) -> [String] {
  var input = FuzzInput(data)
  var field = Field(id: "fuzz", rules: engineRules(&input))
  var problems: [String] = []
  var edits: [Edit] = []
  // Kill then yank again and again doubles the text at every round (a fuzzer finds it: its first
  // timeout); each edit costs the text's length, so the sequence ends past 4 KiB of text.
  while !input.isEmpty && edits.count < 200 && field.text.utf8.count <= 4096 {
    let edit = engineEdit(&input)
    edits.append(edit)
    let before = field.buffer
    let outcome = field.apply(edit)
    if (outcome.status == .refused || outcome.status == .unchanged) && field.buffer != before {
      problems.append("\(edit) was \(outcome.status) but changed the buffer")
    }
    if (outcome.status == .refused || outcome.status == .adjusted) && outcome.message == nil {
      problems.append("\(edit) was \(outcome.status) with no reason")
    }
    problems += field.invariantViolations().map { "after \(edits): \($0)" }
    if !problems.isEmpty { return problems }
  }
  let end = field.text
  var undone = 0
  while field.canUndo && undone < 1000 {
    field.apply(.undo)
    undone += 1
    problems += field.invariantViolations().map { "after \(edits), \(undone) undos: \($0)" }
    if !problems.isEmpty { return problems }
  }
  for _ in 0..<undone { field.apply(.redo) }
  if field.text != end {
    problems.append(
      "after \(edits), undo then redo gave \(field.text.debugDescription), not \(end.debugDescription)")
  }
  return problems
}

/// Pieces that stress character boundaries: combining marks, modifiers, joiners, flags, wide
/// characters, Hangul jamo, controls and escape sequences.
let enginePieces: [String] = [
  "a", "b", "e", "E", "x", "1", " ", "é", "e\u{301}", "\u{301}", "\u{308}", "👍", "🏽", "👍🏽",
  "\u{200D}", "👨", "👩", "🇯", "🇵", "🇫", "日", "Ａ", "\u{1100}", "\u{1161}", "\u{11A8}", "\n",
  "\r\n", "\t", "\u{1B}[31m", "\u{1B}", "\u{7F}", "\u{85}", "क", "\u{94D}", "ष", "\u{FE0F}",
]

private func engineText(_ input: inout FuzzInput) -> String {
  let length = input.choose(32)
  if input.byte() & 1 == 0 {
    return String(decoding: input.take(length), as: UTF8.self)
  }
  return (0..<length).map { _ in enginePieces[input.choose(enginePieces.count)] }.joined()
}

private func engineRules(_ input: inout FuzzInput) -> FieldRules {
  let policies = EditPolicy.allCases
  var rules = FieldRules(
    typingPolicy: policies[input.choose(policies.count)], pastePolicy: policies[input.choose(policies.count)])
  let units = input.byte()
  for (index, unit) in LengthUnit.allCases.enumerated() where units & (1 << index) != 0 {
    rules.limits.append(LengthLimit(input.choose(16), unit))
  }
  switch input.choose(6) {
  case 0: rules.allowedCharacters = engineText(&input) + "a"
  case 1: rules.bannedCharacters = engineText(&input)
  case 2:
    rules.characterRules.append(
      .custom("no emoji") { !$0.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF } })
  case 3:
    rules.allowedCharacters = "ae\u{301}🇯🇵🇯日x \u{1100}\u{1161}"
    rules.bannedCharacters = "x"
  default: break
  }
  return rules
}

private func engineEdit(_ input: inout FuzzInput) -> Edit {
  switch input.choose(24) {
  case 0..<6:
    .insert(input.byte() & 1 == 0 ? enginePieces[input.choose(enginePieces.count)] : engineText(&input))
  case 6, 7: .paste(engineText(&input))
  case 8: .deleteBackward
  case 9: .deleteForward
  case 10: .deleteWordBackward
  case 11: .deleteWordForward
  case 12: .killToEnd
  case 13: .killToStart
  case 14: .yank
  case 15: .yankPop
  case 16, 17:
    .move(Motion.allCases[input.choose(Motion.allCases.count)], extending: input.byte() & 1 != 0)
  case 18: .selectAll
  case 19, 20: .undo
  case 21: .redo
  default: .setText(engineText(&input))
  }
}
