import FieldEngine
import Testing

/// A field with the given rules, for tests.
func makeField(
  maxLength: Int? = nil, allowed: String? = nil, banned: String? = nil, limits: [LengthLimit] = [],
  typing: EditPolicy = .reject, paste: EditPolicy = .filter, value: String = ""
) -> Field {
  var rules = FieldRules(limits: limits, typingPolicy: typing, pastePolicy: paste)
  rules.maxLength = maxLength ?? rules.maxLength
  rules.allowedCharacters = allowed
  rules.bannedCharacters = banned
  return Field(id: "f", rules: rules, value: value)
}

extension Field {
  /// Types each character of `text` as its own keystroke (or each scalar, with `byScalar`).
  @discardableResult
  mutating func type(_ text: String, byScalar: Bool = false) -> [EditOutcome] {
    var outcomes: [EditOutcome] = []
    if byScalar {
      for scalar in text.unicodeScalars { outcomes.append(apply(.insert(String(scalar)))) }
    } else {
      for character in text { outcomes.append(apply(.insert(String(character)))) }
    }
    #expect(invariantViolations() == [])
    return outcomes
  }

  /// The cursor as a character offset.
  var cursorColumn: Int { buffer.cursorCharacterOffset }
}

/// Every text over `alphabet` of up to `length` characters, shortest first, the empty one first
/// of all: for tests that try everything short.
func allTexts(over alphabet: [Character], upTo length: Int) -> [String] {
  var all = [""]
  var level = [""]
  for _ in 0..<length {
    level = level.flatMap { text in alphabet.map { text + String($0) } }
    all += level
  }
  return all
}
