import FieldKeys
import Testing

/// Bytes delivered in one read and what they decode to.
struct ReadCase: Sendable, CustomTestStringConvertible {
  var name: String
  var input: [UInt8]
  var expected: [KeyEvent]
  var droppedInvalidBytes = 0

  init(_ name: String, _ input: [UInt8], _ expected: [KeyEvent], droppedInvalidBytes: Int = 0) {
    self.name = name
    self.input = input
    self.expected = expected
    self.droppedInvalidBytes = droppedInvalidBytes
  }

  var testDescription: String { name }
}

let typedText: [ReadCase] = [
  ReadCase("one ASCII letter", bytes("a"), [.text("a")]),
  ReadCase("a space", bytes(" "), [.text(" ")]),
  ReadCase("a two-byte character", bytes("é"), [.text("é")]),
  ReadCase("a three-byte character", bytes("€"), [.text("€")]),
  ReadCase("a four-byte character", bytes("𝄞"), [.text("𝄞")]),
  ReadCase("e and a combining acute: one Character", bytes("e\u{301}"), [.text("e\u{301}")]),
  ReadCase("thumbs up with a skin tone: one Character", bytes("👍🏽"), [.text("👍🏽")]),
  ReadCase("a flag: one Character", bytes("🇯🇵"), [.text("🇯🇵")]),
]

let unbracketedPastes: [ReadCase] = [
  ReadCase("two letters in one read are a paste", bytes("ab"), [.paste("ab")]),
  ReadCase("a line break inside a paste does not submit", bytes("one\rtwo"), [.paste("one\rtwo")]),
  ReadCase("LF and TAB stay in the paste", bytes("a\tb\nc"), [.paste("a\tb\nc")]),
  ReadCase("a trailing CR is part of the paste", bytes("ab\r"), [.paste("ab\r")]),
  ReadCase("two Enters in one read are a paste", bytes("\r\r"), [.paste("\r\r")]),
  ReadCase("two emoji in one read are a paste", bytes("👍🏽🇯🇵"), [.paste("👍🏽🇯🇵")]),
  ReadCase(
    "key sequences in the same read stay keys", bytes("ab") + csi("A") + bytes("c"),
    [.paste("ab"), .key(.up, []), .text("c")]),
  ReadCase(
    "a control key ends the run", bytes("a") + [0x00] + bytes("bc"),
    [.text("a"), .key(.control("@"), []), .paste("bc")]),
  ReadCase(
    "Alt-b between letters", bytes("x") + esc("b") + bytes("y"),
    [.text("x"), .key(.character("b"), .alt), .text("y")]),
]

let invalidUTF8: [ReadCase] = [
  ReadCase("0xFF between letters", [0x61, 0xFF, 0x62], [.paste("ab")], droppedInvalidBytes: 1),
  ReadCase("a lone continuation byte", [0x80, 0x61], [.text("a")], droppedInvalidBytes: 1),
  ReadCase("an overlong slash C0 AF", [0xC0, 0xAF, 0x61], [.text("a")], droppedInvalidBytes: 2),
  ReadCase("a surrogate ED A0 80", [0xED, 0xA0, 0x80, 0x61], [.text("a")], droppedInvalidBytes: 3),
  ReadCase("beyond U+10FFFF: F4 90 80 80", [0xF4, 0x90, 0x80, 0x80], [], droppedInvalidBytes: 4),
  ReadCase("F5 is never UTF-8", [0xF5, 0x61], [.text("a")], droppedInvalidBytes: 1),
  ReadCase(
    "a truncated euro sign before a letter", [0xE2, 0x82, 0x61], [.text("a")], droppedInvalidBytes: 2),
  ReadCase("a cut-off character at the end of input", [0x61, 0xC3], [.text("a")], droppedInvalidBytes: 1),
  ReadCase(
    "invalid bytes around a character keep it whole", [0xFF] + bytes("é") + [0xFE],
    [.text("é")], droppedInvalidBytes: 2),
  ReadCase(
    "ESC and an invalid byte: Escape", [0x1B, 0xFF], [.key(.escape, [])], droppedInvalidBytes: 1),
]

@Suite("Text: UTF-8, typed characters and unbracketed pastes")
struct KeyDecoderTextTests {
  @Test("One character in a read is typed text", arguments: typedText)
  func typed(_ read: ReadCase) {
    expectDecodes(read)
  }

  @Test("Several characters in one read are a paste", arguments: unbracketedPastes)
  func unbracketedPaste(_ read: ReadCase) {
    expectDecodes(read)
  }

  @Test("Invalid UTF-8 is dropped and counted; the text around it stays", arguments: invalidUTF8)
  func invalid(_ read: ReadCase) {
    expectDecodes(read)
  }

  @Test("Without the paste rule, a read's text is one typed text per whole character, and CR is Enter")
  func pasteRuleOff() {
    let decoder = KeyDecoder(detectsUnbracketedPaste: false)
    #expect(
      decodeAll(bytes("ab\ré\te\u{301}👍🏽🇯🇵👨‍👩‍👧\u{1B}[Ax\u{301}"), with: decoder) == [
        .text("a"), .text("b"), .key(.enter, []), .text("é"), .key(.tab, []), .text("e\u{301}"),
        .text("👍🏽"), .text("🇯🇵"), .text("👨‍👩‍👧"), .key(.up, []), .text("x\u{301}"),
      ])
  }

  @Test("Without the paste rule, a mark in the next read is its own text (the engine joins it)")
  func markInNextRead() {
    var decoder = KeyDecoder(detectsUnbracketedPaste: false)
    #expect(
      decodeInPieces([bytes("e"), bytes("\u{301}")], with: &decoder) == [.text("e"), .text("\u{301}")])
  }

  @Test("A character split across reads waits for its end", arguments: [bytes("é"), bytes("€"), bytes("𝄞")])
  func characterSplitAcrossReads(_ character: [UInt8]) {
    for cut in 1..<character.count {
      var decoder = KeyDecoder()
      #expect(decoder.feed(character[..<cut], now: 0) == [])
      #expect(decoder.pendingDeadline == 25)
      #expect(decoder.feed(character[cut...], now: 1) == [.text(String(decoding: character, as: UTF8.self))])
      #expect(decoder.pendingDeadline == nil)
    }
  }

  @Test("A cut-off character whose end never comes is dropped at the timeout")
  func cutOffCharacterTimesOut() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xE2, 0x82], now: 0) == [])
    #expect(decoder.flush(now: 25) == [])
    #expect(decoder.droppedInvalidBytes == 2)
    #expect(decoder.feed([0xAC], now: 30) == [])
    #expect(decoder.droppedInvalidBytes == 3)
  }

  @Test("A C1 control character typed outside a paste is swallowed")
  func c1OutsidePaste() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes("a\u{9B}b"), now: 0) == [.text("a"), .text("b")])
    #expect(decoder.ignoredSequences == 1)
  }

  @Test("A read of ten megabytes without paste brackets is one paste")
  func largeUnbracketedRead() {
    let line = bytes("The quick brown fox é € 𝄞 👍🏽\n")
    let input = Array([[UInt8]](repeating: line, count: 10_000_000 / line.count).joined())
    var decoder = KeyDecoder()
    let events = decoder.feed(input, now: 0)
    #expect(events == [.paste(String(decoding: input, as: UTF8.self))])
  }

  private func expectDecodes(_ read: ReadCase) {
    var decoder = KeyDecoder()
    let events = decoder.feed(read.input, now: 0) + decoder.finish()
    #expect(events == read.expected)
    #expect(Counters(decoder) == Counters(droppedInvalidBytes: read.droppedInvalidBytes))
  }
}
