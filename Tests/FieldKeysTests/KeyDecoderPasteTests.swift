import FieldKeys
import Testing

/// Paste contents that must come out exactly as they went in.
let rawPasteContents: [KeyCase] = [
  KeyCase("plain text", bytes("hello world"), .paste("hello world")),
  KeyCase("line breaks and tabs", bytes("a\r\nb\tc\nd\r"), .paste("a\r\nb\tc\nd\r")),
  KeyCase("a lone ESC", bytes("a") + [0x1B] + bytes("b"), .paste("a\u{1B}b")),
  KeyCase("ESC at the very end", bytes("a") + [0x1B], .paste("a\u{1B}")),
  KeyCase("an arrow key sequence", csi("A"), .paste("\u{1B}[A")),
  KeyCase("coloured text", csi("31m") + bytes("red") + csi("0m"), .paste("\u{1B}[31mred\u{1B}[0m")),
  KeyCase("a C1 CSI character", bytes("\u{9B}31m"), .paste("\u{9B}31m")),
  KeyCase("a nested start marker", csi("200~") + bytes("x"), .paste("\u{1B}[200~x")),
  KeyCase("most of an end marker", csi("201") + bytes("x"), .paste("\u{1B}[201x")),
  KeyCase("a control byte", [0x03, 0x7F, 0x00], .paste("\u{3}\u{7F}\u{0}")),
  KeyCase("emoji and combining marks", bytes("👍🏽 e\u{301}"), .paste("👍🏽 e\u{301}")),
]

@Suite("Bracketed paste")
struct KeyDecoderPasteTests {
  @Test("Everything between the markers is content, kept raw", arguments: rawPasteContents)
  func rawContent(_ content: KeyCase) {
    var decoder = KeyDecoder()
    let events = decoder.feed(bracketed(content.input), now: 0)
    #expect(events == [content.expected])
    #expect(decoder.pendingDeadline == nil)
    #expect(Counters(decoder) == Counters())
  }

  @Test("Keys before and after a paste stay keys")
  func keysAroundPaste() {
    let input = bytes("a") + bracketed(bytes("b\rc")) + csi("B") + [0x1B]
    var decoder = KeyDecoder()
    #expect(decoder.feed(input, now: 0) == [.text("a"), .paste("b\rc"), .key(.down, [])])
    #expect(decoder.flush(now: 25) == [.key(.escape, [])])
  }

  @Test("After the first bracketed paste, several characters in one read are typing again")
  func bracketedPasteEndsTheGuessing() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes("ab"), now: 0) == [.paste("ab")])
    #expect(decoder.feed(bracketed(bytes("x")), now: 0) == [.paste("x")])
    #expect(!decoder.detectsUnbracketedPaste)
    #expect(decoder.feed(bytes("ab\t"), now: 0) == [.text("a"), .text("b"), .key(.tab, [])])
  }

  @Test("An empty paste emits nothing")
  func emptyPaste() {
    #expect(decodeAll(bracketed([])) == [])
  }

  @Test("A paste whose end marker never comes ends at the paste timeout")
  func missingEndMarker() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(csi("200~") + bytes("abc"), now: 0) == [])
    #expect(decoder.feed(bytes("d") + esc("[20"), now: 500) == [])
    #expect(decoder.pendingDeadline == 2500)
    #expect(decoder.flush(now: 2499) == [])
    #expect(decoder.flush(now: 2500) == [.paste("abcd\u{1B}[20")])
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.feed(csi("A"), now: 2600) == [.key(.up, [])])
  }

  @Test("The paste timeout is configurable, and an ESC in the paste does not shorten it")
  func configurablePasteTimeout() {
    var decoder = KeyDecoder(pasteTimeout: 100)
    #expect(decoder.feed(csi("200~") + bytes("x") + [0x1B], now: 0) == [])
    #expect(decoder.flush(now: 25) == [])
    #expect(decoder.flush(now: 100) == [.paste("x\u{1B}")])
  }

  @Test("An end marker split across reads ends the paste")
  func endMarkerSplit() {
    let input = bracketed(bytes("abc"))
    for cut in 1..<input.count {
      var decoder = KeyDecoder()
      let events = decoder.feed(input[..<cut], now: 0) + decoder.feed(input[cut...], now: 1)
      #expect(events == [.paste("abc")], "cut at \(cut)")
    }
  }

  @Test("A paste over the cap keeps the first bytes, emits them, and drops the rest")
  func cap() {
    var decoder = KeyDecoder(pasteCap: 10)
    let content = bytes("0123456789abcdefghijklmno")
    #expect(decoder.feed(csi("200~") + content.prefix(4), now: 0) == [])
    #expect(decoder.feed(content.dropFirst(4), now: 1) == [.paste("0123456789")])
    #expect(decoder.feed(bytes("more") + csi("201~") + bytes("z"), now: 2) == [.text("z")])
    #expect(Counters(decoder) == Counters(truncatedPastes: 1, discardedPasteBytes: 19))
  }

  @Test("The cap cuts at a character boundary")
  func capAtCharacterBoundary() {
    var decoder = KeyDecoder(pasteCap: 5)
    let events = decoder.feed(bracketed(bytes("abc€d")), now: 0)
    #expect(events == [.paste("abc")])
    #expect(Counters(decoder) == Counters(truncatedPastes: 1, discardedPasteBytes: 4))
  }

  @Test("A paste of exactly the cap is not truncated")
  func exactlyTheCap() {
    var decoder = KeyDecoder(pasteCap: 5)
    #expect(decoder.feed(bracketed(bytes("abcde")), now: 0) == [.paste("abcde")])
    #expect(decoder.truncatedPastes == 0)
  }

  @Test("Invalid UTF-8 in a paste is dropped and counted")
  func invalidInPaste() {
    var decoder = KeyDecoder()
    let events = decoder.feed(bracketed([0x61, 0xFF, 0x62, 0x9B, 0xE2, 0x82]), now: 0)
    #expect(events == [.paste("ab")])
    #expect(decoder.droppedInvalidBytes == 4)
  }

  @Test("A ten-megabyte paste in 64 KiB reads decodes whole")
  func tenMegabytes() {
    let line = bytes("Lorem ipsum é € 𝄞 👍🏽 \u{1B}[1m bold\u{1B}[0m\r\n")
    let content = Array([[UInt8]](repeating: line, count: 10_000_000 / line.count).joined())
    let input = bracketed(content) + csi("C")
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    var start = 0
    while start < input.count {
      let end = min(start + 65_536, input.count)
      events += decoder.feed(input[start..<end], now: 0)
      start = end
    }
    #expect(events == [.paste(String(decoding: content, as: UTF8.self)), .key(.right, [])])
    #expect(Counters(decoder) == Counters())
  }
}
