import FieldEngine
import Testing

/// Where other tools get Unicode wrong: one user-perceived character is one character here.
@Suite("Unicode characters")
struct UnicodeTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    var testDescription: String { name }
  }

  static let singleCharacters: [Sample] = [
    Sample(name: "e + U+0301", text: "e\u{301}"),
    Sample(name: "precomposed é", text: "\u{E9}"),
    Sample(name: "thumbs up with skin tone", text: "👍🏽"),
    Sample(name: "flag of Japan", text: "🇯🇵"),
    Sample(name: "ZWJ family", text: "👨‍👩‍👧‍👦"),
    Sample(name: "Hangul syllable from jamo", text: "\u{1100}\u{1161}\u{11A8}"),
    Sample(name: "CRLF-free Devanagari conjunct", text: "क्षि"),
    Sample(name: "keycap", text: "1\u{FE0F}\u{20E3}"),
  ]

  @Test("each fits a 1-character field, typed at once", arguments: singleCharacters)
  func fitsOneCharacterField(sample: Sample) {
    var field = makeField(maxLength: 1)
    #expect(field.apply(.insert(sample.text)).status == .applied)
    #expect(field.text == sample.text)
    #expect(field.buffer.metrics.characters == 1)
    #expect(field.apply(.insert("x")).status == .refused)
    #expect(field.invariantViolations() == [])
  }

  @Test("each fits a 1-character field, typed scalar by scalar", arguments: singleCharacters)
  func fitsWhenTypedByScalar(sample: Sample) {
    var field = makeField(maxLength: 1)
    field.type(sample.text, byScalar: true)
    #expect(field.text == sample.text)
    #expect(field.buffer.metrics.characters == 1)
  }

  @Test("Backspace removes a whole character", arguments: singleCharacters)
  func backspaceRemovesCluster(sample: Sample) {
    var field = makeField(value: "a" + sample.text)
    #expect(field.apply(.deleteBackward).status == .applied)
    #expect(field.text == "a")
    #expect(field.invariantViolations() == [])
  }

  @Test("e + U+0301 typed as two keystrokes into a 1-character field keeps é")
  func combiningMarkJoins() {
    var field = makeField(maxLength: 1)
    field.type("e")
    let outcome = field.apply(.insert("\u{301}"))
    #expect(outcome.status == .applied)
    #expect(field.text == "e\u{301}")
    #expect(field.cursorColumn == 1)
  }

  @Test("a combining mark whose combined character is not allowed is refused")
  func combiningMarkRefused() {
    var field = makeField(allowed: "aeiou")
    field.type("e")
    let outcome = field.apply(.insert("\u{301}"))
    #expect(outcome.status == .refused)
    #expect(outcome.message == "'e\u{301}' is not allowed: only aeiou")
    #expect(field.text == "e")
  }

  @Test("a pasted combining mark that would make a refused character is filtered")
  func combiningMarkFilteredInPaste() {
    var field = makeField(allowed: "aeiou")
    field.type("e")
    field.apply(.paste("\u{301}ai"))
    #expect(field.text == "eai")
    #expect(field.invariantViolations() == [])
  }

  @Test("allowed sets compare with canonical equivalence")
  func canonicalEquivalence() {
    var decomposedSet = makeField(allowed: "e\u{301}")
    decomposedSet.type("\u{E9}")
    #expect(decomposedSet.text == "\u{E9}")
    var precomposedSet = makeField(allowed: "\u{E9}")
    precomposedSet.type("e\u{301}", byScalar: false)
    #expect(precomposedSet.text == "e\u{301}")  // stored as given, not normalized
  }

  @Test("a UTF-8 byte limit never splits a character")
  func byteLimitKeepsCharactersWhole() {
    var field = makeField(limits: [LengthLimit(10, .utf8Bytes)])
    field.apply(.paste("ab👍🏽cd"))  // 2 + 8 = 10, then c does not fit
    #expect(field.text == "ab👍🏽")
    field.apply(.setText(""))
    field.apply(.paste("abc👍🏽"))  // 3 + 8 = 11: the emoji does not fit, and is not cut
    #expect(field.text == "abc")
    #expect(field.text.utf8.count <= 10)
  }

  @Test("a columns limit with CJK text")
  func columnsLimit() {
    var field = makeField(limits: [LengthLimit(5, .columns)])
    let outcomes = field.type("日本語")
    #expect(field.text == "日本")
    #expect(outcomes[2].message == "limit of 5 columns reached")
    #expect(field.apply(.insert("a")).status == .applied)
    #expect(field.buffer.metrics.columns == 5)
  }

  @Test(
    "lengths in every unit",
    arguments: [
      ("👍🏽", TextMetrics(characters: 1, scalars: 2, utf8Bytes: 8, utf16CodeUnits: 4, columns: 4)),
      ("e\u{301}", TextMetrics(characters: 1, scalars: 2, utf8Bytes: 3, utf16CodeUnits: 2, columns: 1)),
      ("🇯🇵", TextMetrics(characters: 1, scalars: 2, utf8Bytes: 8, utf16CodeUnits: 4, columns: 2)),
      ("日本", TextMetrics(characters: 2, scalars: 2, utf8Bytes: 6, utf16CodeUnits: 2, columns: 4)),
      ("Ａ", TextMetrics(characters: 1, scalars: 1, utf8Bytes: 3, utf16CodeUnits: 1, columns: 2)),
    ])
  func metrics(text: String, expected: TextMetrics) {
    var field = makeField()
    field.type(text, byScalar: true)
    #expect(field.buffer.metrics == expected)
  }

  @Test("a scalar limit and a UTF-16 limit count their own units")
  func scalarAndUTF16Limits() {
    var scalars = makeField(limits: [LengthLimit(3, .scalars)])
    scalars.apply(.paste("e\u{301}e\u{301}"))
    #expect(scalars.text == "e\u{301}")
    var utf16 = makeField(limits: [LengthLimit(5, .utf16CodeUnits)])
    utf16.apply(.paste("a👍🏽b"))
    #expect(utf16.text == "a👍🏽")
  }

  @Test("inserting a regional indicator re-pairs the flags after it")
  func regionalIndicatorsRepair() {
    var field = makeField(value: "🇯🇵🇯🇵")
    field.apply(.move(.start))
    field.apply(.insert("🇫"))
    #expect(field.buffer.metrics.characters == 3)  // 🇫🇯 🇵🇯 🇵
    #expect(field.cursorColumn == 1)  // after 🇫🇯, the character the typed 🇫 became part of
    #expect(field.invariantViolations() == [])
    field.apply(.undo)
    #expect(field.text == "🇯🇵🇯🇵")
    #expect(field.buffer.metrics.characters == 2)
  }

  @Test("a deletion that would join neighbours into a refused character is refused")
  func joinRefused() {
    // Allowed: a lone 🇯, x, and the flags of France and Japan, but not 🇯🇫 made by joining.
    var field = makeField(allowed: "🇯x🇫🇷🇯🇵", value: "🇯x🇫🇷")
    #expect(field.text == "🇯x🇫🇷")
    field.apply(.move(.start))
    field.apply(.move(.characterRight))
    let outcome = field.apply(.deleteForward)
    #expect(outcome.status == .refused)
    #expect(outcome.message?.hasPrefix("cannot delete: it would join '🇯🇫'") == true)
    #expect(field.text == "🇯x🇫🇷")
  }
}

/// The ASCII fast path of character classes agrees with canonical equivalence.
@Suite("Character classes")
struct CharacterClassTests {
  @Test("K and the Kelvin sign are one member; Å and the Angstrom sign too")
  func equivalents() {
    #expect(CharacterClass("\u{212A}").contains("K"))
    #expect(CharacterClass("K").contains("\u{212A}"))
    #expect(CharacterClass("\u{212B}").contains("\u{C5}"))
    #expect(!CharacterClass("k").contains("K"))
  }

  @Test("every printable ASCII character: the fast path answers as the set does")
  func asciiAgrees() {
    let spelling = "AEIOUaeiou0123456789 !~\u{212A}"
    let set = CharacterClass(spelling)
    let plain = Set(spelling)
    for byte in UInt8(0x20)..<0x7F {
      let character = Character(Unicode.Scalar(byte))
      #expect(set.contains(character) == plain.contains(character), "\(character)")
    }
  }
}
