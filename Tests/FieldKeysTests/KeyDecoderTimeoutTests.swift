import FieldKeys
import Testing

/// Keys that are the start of longer sequences, and so only decode at the timeout.
let waitsForTimeout: Set<[UInt8]> = [[0x1B], [0x1B, 0x1B], esc("["), esc("O")]

/// Single keys whose bytes the tests split at every point.
let splittableKeys: [KeyCase] =
  cursorKeys + modifiedKeys + altKeys.filter { !waitsForTimeout.contains($0.input) } + [
    KeyCase("a two-byte character", bytes("é"), .text("é")),
    KeyCase("a four-byte character", bytes("𝄞"), .text("𝄞")),
    KeyCase(
      "a bracketed paste with ESC inside", bracketed(bytes("x") + csi("A") + [0x1B]),
      .paste("x\u{1B}[A\u{1B}")),
  ]

@Suite("Time: a lone Escape, and sequences split across reads")
struct KeyDecoderTimeoutTests {
  @Test("A lone ESC becomes Escape at the timeout, not before")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.feed([0x1B], now: 1000) == [])
    #expect(decoder.pendingDeadline == 1025)
    #expect(decoder.flush(now: 1000) == [])
    #expect(decoder.flush(now: 1024) == [])
    #expect(decoder.flush(now: 1025) == [.key(.escape, [])])
    #expect(decoder.pendingDeadline == nil)
    #expect(decoder.flush(now: 2000) == [])
  }

  @Test("The escape timeout is configurable")
  func configurableTimeout() {
    var decoder = KeyDecoder(escapeTimeout: 100)
    #expect(decoder.feed([0x1B], now: 0) == [])
    #expect(decoder.pendingDeadline == 100)
    #expect(decoder.flush(now: 99) == [])
    #expect(decoder.flush(now: 100) == [.key(.escape, [])])
  }

  @Test("ESC at the end of a read and [ A in the next read is Up, not Escape and text")
  func escapeThenBracketInNextRead() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes("x") + [0x1B], now: 0) == [.text("x")])
    #expect(decoder.feed(bytes("[A"), now: 10) == [.key(.up, [])])
    #expect(decoder.pendingDeadline == nil)
  }

  @Test("ESC then a letter before the timeout is Alt and the letter")
  func altBeforeTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B], now: 0) == [])
    #expect(decoder.feed(bytes("b"), now: 24) == [.key(.character("b"), .alt)])
  }

  @Test("ESC then a letter after the timeout is Escape, then the letter")
  func escapeAfterTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B], now: 0) == [])
    #expect(decoder.feed(bytes("b"), now: 25) == [.key(.escape, []), .text("b")])
  }

  @Test("The timeout counts from the last byte that arrived")
  func timeoutFromLastByte() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(esc("["), now: 0) == [])
    #expect(decoder.feed(bytes("1;"), now: 20) == [])
    #expect(decoder.pendingDeadline == 45)
    #expect(decoder.feed(bytes("5C"), now: 40) == [.key(.right, .control)])
  }

  @Test("An unfinished CSI sequence is swallowed at the timeout")
  func unfinishedSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(csi("1;"), now: 0) == [])
    #expect(decoder.flush(now: 25) == [])
    #expect(decoder.ignoredSequences == 1)
    #expect(decoder.feed(bytes("x"), now: 30) == [.text("x")])
  }

  @Test("ESC [ and ESC O that nothing completes are Alt-[ and Alt-O")
  func altBracketAtTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(esc("["), now: 0) == [])
    #expect(decoder.flush(now: 25) == [.key(.character("["), .alt)])
    #expect(decoder.feed(esc("O"), now: 100) == [])
    #expect(decoder.flush(now: 125) == [.key(.character("O"), .alt)])
  }

  @Test("A key split at any point across two reads decodes the same", arguments: splittableKeys)
  func splitAtEveryPoint(_ key: KeyCase) {
    for cut in 1..<key.input.count {
      var decoder = KeyDecoder()
      let first = decoder.feed(key.input[..<cut], now: 0)
      let second = decoder.feed(key.input[cut...], now: 1)
      #expect(first == [], "cut at \(cut)")
      #expect(second == [key.expected], "cut at \(cut)")
      #expect(decoder.pendingDeadline == nil, "cut at \(cut)")
    }
  }

  @Test("A key delivered one byte per read decodes the same", arguments: splittableKeys)
  func oneBytePerRead(_ key: KeyCase) {
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    for (time, byte) in key.input.enumerated() {
      events += decoder.feed([byte], now: UInt64(time))
    }
    #expect(events == [key.expected])
  }
}
