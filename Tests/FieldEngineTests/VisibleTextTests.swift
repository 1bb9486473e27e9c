import Testing

@testable import FieldEngine

/// `VisibleText`: how text from outside reaches a message, every control and invisible format
/// character written out, everything else as it is.
@Suite("Visible text")
struct VisibleTextTests {
  @Test(
    "controls as C escapes, DEL and C1 by code point",
    arguments: [
      ("ab\u{1B}[2J\u{1B}[H", "ab\\e[2J\\e[H"), ("\u{01}", "\\x01"), ("\u{00}x", "\\x00x"),
      ("\u{07}\u{08}\u{0B}\u{0C}", "\\a\\b\\v\\f"), ("a\tb\r\nc", "a\\tb\\r\\nc"), ("\u{7F}", "<U+007F>"),
      ("\u{85}\u{9B}", "<U+0085><U+009B>"), ("\u{1B}]52;c;aGk=\u{07}", "\\e]52;c;aGk=\\a"),
      ("é\u{1B}", "é\\e"), ("日本\u{1B}[1m", "日本\\e[1m"),
    ])
  func controls(text: String, shown: String) {
    #expect(VisibleText.visible(text) == shown)
  }

  @Test(
    "the invisible format characters that grapheme rules class as Control get a stand-in",
    arguments: [
      0x200B, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064,
      0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF, 0x2028, 0x2029,
    ] as [UInt32])
  func formatCharacters(value: UInt32) {
    let scalar = Unicode.Scalar(value)!
    let hex = String(value, radix: 16, uppercase: true)
    #expect(VisibleText.visible("a" + String(Character(scalar)) + "b") == "a<U+\(hex)>b")
    #expect(VisibleText.isInvisibleControl(scalar))
  }

  @Test("a bidi override cannot turn an item around: invoice U+202E fdp.exe")
  func bidiOverride() {
    #expect(VisibleText.visible("invoice\u{202E}fdp.exe") == "invoice<U+202E>fdp.exe")
  }

  @Test(
    "everything else stays as it is: joiners inside a character, emoji tags, visible format characters",
    arguments: [
      "plain ASCII \\ with a backslash", "é e\u{301} 日本", "👨\u{200D}👩\u{200D}👧", "क्\u{200C}ष",
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "soft\u{AD}hyphen", "\u{0600}١", "",
    ])
  func unchanged(text: String) {
    #expect(VisibleText.visible(text) == text)
    #expect(VisibleText.visible(text, breaks: .kept) == text)
    #expect(VisibleText.visible(text, breaks: .spaces) == text)
  }

  @Test("line breaks and tabs: written out, kept as line feeds for stderr, or spaces on one row")
  func breaks() {
    let text = "a\nb\r\nc\td\u{2028}e\u{1B}"
    #expect(VisibleText.visible(text) == "a\\nb\\r\\nc\\td<U+2028>e\\e")
    #expect(VisibleText.visible(text, breaks: .kept) == "a\nb\\r\nc\\td<U+2028>e\\e")
    #expect(VisibleText.visible(text, breaks: .spaces) == "a b c d e\\e")
  }

  @Test("a quoted character names a control by its escape: '\\e' is not allowed")
  func quote() {
    #expect(Wording.quote("\u{1B}") == "'\\e'")
    #expect(Wording.quote("\u{01}") == "'\\x01'")
    #expect(Wording.quote("\r\n") == "'\\r\\n'")
    #expect(Wording.quote("\u{202E}") == "U+202E")
    #expect(Wording.quote("b") == "'b'")
  }

  @Test(
    "a control character in an allowed or banned set is a configuration error naming it",
    arguments: [(false, "ab\u{1B}[2J"), (true, "x\u{01}"), (false, "a\tb"), (true, "\u{85}")])
  func controlInSet(banned: Bool, set: String) throws {
    let spec =
      banned
      ? FieldSpec(id: "f", rules: FieldRules(bannedCharacters: set))
      : FieldSpec(id: "f", rules: FieldRules(allowedCharacters: set))
    let control = try #require(set.first { $0.unicodeScalars.first!.value < 0x20 || $0 == "\u{85}" })
    #expect(spec.configurationErrors == [.controlInSet(control, banned: banned)])
    let error = try #require(spec.configurationErrors.first)
    #expect(error.rule == (banned ? .bannedCharacters : .allowedCharacters))
    #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    #expect(error.description.contains(banned ? "banned set" : "allowed set"))
  }

  @Test("a password field's messages never quote its characters; other fields' do")
  func passwordMessages() throws {
    var spec = FieldSpec(id: "p", rules: FieldRules(allowedCharacters: "abcd"), isPassword: true)
    var password = try spec.makeField()
    let refused = password.apply(.insert("Q"))
    #expect(refused.status == .refused)
    #expect(refused.message == "a character is not allowed: only abcd")
    spec.isPassword = false
    var plain = try spec.makeField()
    #expect(plain.apply(.insert("Q")).message == "'Q' is not allowed: only abcd")

    let masked = try FieldSpec(
      id: "p", value: "hunter2", rules: FieldRules(format: .mask("0000")), isPassword: true
    ).makeField()
    let notice = try #require(masked.initialValueOutcome?.message)
    #expect(!notice.contains("'"), "\(notice)")
    var truncating = try FieldSpec(
      id: "p", rules: FieldRules(allowedCharacters: "abc", pastePolicy: .truncate), isPassword: true
    )
    .makeField()
    let pasted = try #require(truncating.apply(.paste("abxc")).message)
    #expect(pasted.contains("stopped at a character") && !pasted.contains("'x'"), "\(pasted)")
  }
}
