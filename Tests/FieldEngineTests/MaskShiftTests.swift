import Testing

@testable import FieldEngine

/// A mask keeps each character in its slot (Textual's MaskedInput): a deletion leaves blanks,
/// Backspace and Delete step over literals, text put before the end writes over what follows,
/// and no edit leaves a mask's text one that typing cannot complete.
@Suite("Editing in a mask keeps the slots")
struct MaskShiftTests {
  func field(mask: String, typed: String) throws -> Field {
    var field = Field(id: "m", rules: FieldRules(format: try .mask(mask)))
    for character in typed { _ = field.apply(.insert(String(character))) }
    return field
  }

  /// The field with the cursor at character `index`, or characters `index..<end` selected.
  func at(_ index: Int, to end: Int? = nil, _ field: Field) -> Field {
    var field = field
    let text = field.text
    func offset(_ characters: Int) -> Int { text.prefix(characters).utf8.count }
    _ = field.select(anchor: offset(index), head: offset(end ?? index))
    return field
  }

  @Test("Delete at the start of a full mask steps over the literal and leaves a blank; the cursor stays")
  func deleteAtStart() throws {
    var field = try field(mask: "(000) 000-0000", typed: "5551234567")
    #expect(field.text == "(555) 123-4567")
    _ = field.apply(.move(.start))
    #expect(field.apply(.deleteForward).status == .applied)
    #expect(field.text == "( 55) 123-4567")
    #expect(field.buffer.cursorCharacterOffset == 0)
    #expect(field.formatState == .incomplete)
    #expect(field.validate().map(\.rule) == [.formatIncomplete])
  }

  @Test("Backspace in the middle blanks the character before the cursor, over literals too")
  func backspaceInMiddle() throws {
    let full = try field(mask: "(000) 000-0000", typed: "5551234567")
    var field = at(9, full)
    #expect(field.apply(.deleteBackward).status == .applied)
    #expect(field.text == "(555) 12 -4567")
    #expect(field.buffer.cursorCharacterOffset == 8)
    // After ") " the 5 before them goes.
    field = at(6, full)
    _ = field.apply(.deleteBackward)
    #expect(field.text == "(55 ) 123-4567")
    #expect(field.buffer.cursorCharacterOffset == 3)
    // Typing into the blank fills it; the cursor goes on to the next slot, over the literals.
    _ = field.apply(.insert("7"))
    #expect(field.text == "(557) 123-4567")
    #expect(field.buffer.cursorCharacterOffset == 6)
    #expect(field.formatState == .complete)
  }

  @Test("Backspace from the end takes the literals typed for the user with the character before them")
  func backspaceFromEnd() throws {
    var field = try field(mask: "(999) 000-0000", typed: "5551234")
    #expect(field.text == "(555) 123-4")
    var seen: [String] = []
    while !field.text.isEmpty {
      _ = field.apply(.deleteBackward)
      seen.append(field.text)
      #expect(field.buffer.cursorCharacterOffset == field.text.count)
    }
    #expect(seen == ["(555) 123-", "(555) 12", "(555) 1", "(555) ", "(55", "(5", ""])
  }

  @Test("Textual's key_modification_actions: Delete and Backspace keep the other characters in place")
  func textualModification() throws {
    let serial = "ABCDE-FGHIJ-KLMNO-PQRST"
    var field = Field(
      id: "s", rules: FieldRules(format: try .mask(">AAAAA-AAAAA-AAAAA-AAAAA")), value: serial)
    #expect(field.text == serial)
    _ = field.apply(.move(.start))
    _ = field.apply(.deleteForward)
    #expect(field.text == " BCDE-FGHIJ-KLMNO-PQRST")
    #expect(field.buffer.cursorCharacterOffset == 0)
    _ = field.apply(.move(.start))
    for _ in 0..<3 { _ = field.apply(.move(.characterRight)) }
    _ = field.apply(.deleteBackward)
    #expect(field.text == " B DE-FGHIJ-KLMNO-PQRST")
    #expect(field.buffer.cursorCharacterOffset == 2)
    // Ctrl-K then typing adds the literal again (Textual's ctrl-k case).
    field = at(10, Field(id: "s", rules: field.rules, value: serial))
    _ = field.apply(.killToEnd)
    #expect(field.text == "ABCDE-FGHI")
    _ = field.apply(.insert("J"))
    #expect(field.text == "ABCDE-FGHIJ-")
    _ = field.apply(.killToStart)
    #expect(field.text == "")
  }

  @Test("a kill in the middle blanks its slots; Ctrl-U blanks all before the cursor")
  func kills() throws {
    let full = try field(mask: "(000) 000-0000", typed: "5551234567")
    var field = at(6, full)
    _ = field.apply(.killToStart)
    #expect(field.text == "(   ) 123-4567")
    #expect(field.buffer.cursorCharacterOffset == 0)
    #expect(field.formatState == .incomplete)
    _ = field.apply(.undo)
    #expect(field.text == "(555) 123-4567")
    #expect(field.buffer.cursorCharacterOffset == 6)
  }

  @Test("text typed or pasted before the end writes over the characters after the cursor")
  func overwrite() throws {
    var field = at(1, try field(mask: "(000) 000-0000", typed: "5551234567"))
    _ = field.apply(.insert("9"))
    #expect(field.text == "(955) 123-4567")
    #expect(field.buffer.cursorCharacterOffset == 2)
    _ = field.apply(.paste("8765"))
    #expect(field.text == "(987) 653-4567")
    // What does not fit its slot is refused, and nothing moves.
    let outcome = field.apply(.insert("x"))
    #expect(outcome.status == .refused)
    #expect(field.text == "(987) 653-4567")
    _ = field.apply(.undo)
    #expect(field.text == "(955) 123-4567")
  }

  @Test("a space never fills a required slot: there it is a blank, and typing it is refused")
  func spaceInRequiredSlot() throws {
    var field = try field(mask: "&&-00", typed: "")
    #expect(field.apply(.insert(" ")).status == .refused)
    #expect(field.text == "")
    let format = try TextFormat.mask("&&-00")
    #expect(format.state(of: "a -12") == .incomplete)
    #expect(format.state(of: "ab-12") == .complete)
    #expect(format.value(of: "ab-12", withLiterals: false) == "ab12")
    field = try self.field(mask: "99-00", typed: " 1")
    #expect(field.text == " 1-")
  }

  @Test(
    "no deletion anywhere leaves a mask's text that cannot be completed, and the others keep their slots",
    arguments: [
      ("(000) 000-0000", "5551234567"), ("(999) 000", "12345"), (">LL-00", "ab12"), ("#DdHh-00", "-12aF12"),
    ])
  func everyDeletion(_ mask: String, _ typed: String) throws {
    let full = try field(mask: mask, typed: typed)
    let format = try TextFormat.mask(mask)
    let count = full.text.count
    for start in 0..<count {
      for end in start + 1...count {
        var field = at(start, to: end, full)
        _ = field.apply(.deleteBackward)
        #expect(format.state(of: field.text) != .impossible, "\(mask): \(full.text) less \(start)..<\(end)")
        // Every character outside the selection is where it was, but for blanks and literals at the end.
        let before = Array(full.text)
        let after = Array(field.text)
        for (index, character) in after.enumerated() where index < start || index >= end {
          #expect(
            character == before[index], "\(mask): \(full.text) less \(start)..<\(end) gave \(field.text)")
        }
        // One undo step brings the text back (a deletion of literals alone changes nothing).
        if field.text != full.text {
          _ = field.apply(.undo)
          #expect(field.text == full.text)
        }
      }
    }
  }

  @Test("A banned space is no rule for a mask: a kill leaves blanks, and undo brings the text back")
  func bannedSpaceLeavesBlanks() throws {
    var field = Field(id: "s", rules: FieldRules(bannedCharacters: " 9", format: try .mask(">LL-&&")))
    for character in "abxy" { _ = field.apply(.insert(String(character))) }
    #expect(field.text == "AB-XY")
    _ = field.apply(.move(.characterLeft))
    #expect(field.apply(.killToStart).status == .applied)
    #expect(field.text == "  - Y")
    #expect(field.invariantViolations().isEmpty)
    #expect(field.rules.violations(of: field.text).isEmpty)
    #expect(field.apply(.undo).status == .applied)
    #expect(field.text == "AB-XY")
    // A space typed into a slot is still refused: the slot takes no blank, the rule no space.
    #expect(field.apply(.insert(" ")).status == .refused)
    #expect(field.text == "AB-XY")
  }

  @Test("A character written before the end that would join the one after it into one character is refused")
  func joiningCharacterRefused() throws {
    // ᄀ (a leading Hangul consonant) and ᅡ (a vowel) make one character, 가, which fills one slot.
    var field = Field(id: "h", rules: FieldRules(format: try .mask("LL")), value: "aᅡ")
    #expect(field.text.count == 2)
    _ = field.apply(.move(.start))
    let outcome = field.apply(.insert("ᄀ"))
    #expect(outcome.status == .refused)
    #expect(field.text == "aᅡ")
    #expect(field.invariantViolations().isEmpty)
  }

  @Test("Text written over the slots keeps the cursor on the text when it is spelled another way")
  func decomposedOverwrite() throws {
    // The template's e, then three optional slots. "e\u{301}" typed twice after the e: the digit
    // slot takes none (a blank), the next two take one each, byte for byte, over the precomposed
    // é and the x. The cursor ends at the text's end.
    var field = Field(id: "d", rules: FieldRules(format: try .mask("\\e9?C")), value: "e \u{E9}x")
    _ = field.apply(.move(.start))
    _ = field.apply(.move(.characterRight))
    #expect(field.apply(.insert("e\u{301}"), argument: 2).status == .applied)
    #expect(field.invariantViolations().isEmpty)
    #expect(Array(field.text.unicodeScalars) == Array("e e\u{301}e\u{301}".unicodeScalars))
    #expect(field.buffer.headOffset == field.buffer.endOffset)
  }
}
