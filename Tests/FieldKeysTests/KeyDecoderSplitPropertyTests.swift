import FieldKeys
import FuzzDecoderTarget
import SeededRandom
import Testing

/// Property: the keys, pastes and typed text do not depend on how the bytes are split across
/// reads; only how typed text is cut into events does, and then only at read boundaries.
@Suite("Any split of the same bytes decodes the same")
struct KeyDecoderSplitPropertyTests {
  /// Every kind of input the decoder knows, as pieces to string together at random.
  static let pieces: [[UInt8]] = {
    var pieces: [[UInt8]] = Array(KeySequences.xterm.keys).sorted { $0.lexicographicallyPrecedes($1) }
    pieces += (altKeys + controlKeys + swallowedSequences).map(\.input)
    pieces += [
      bytes("a"), bytes("Z"), bytes(" "), bytes("é"), bytes("€"), bytes("𝄞"), bytes("👍🏽"),
      bytes("e\u{301}"), bytes("\u{301}"), bytes("🇯🇵"), bytes("\r\n"), bytes("[A"), bytes("OA"),
      [0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC2, 0x9B],
      [0x1B], [0x1B, 0x1B], esc("["), esc("O"), csi("1;"),
      csi("") + [UInt8](repeating: UInt8(ascii: "2"), count: 100) + bytes("~"),
      bracketed(bytes("pasted") + csi("A") + [0x1B, 0xFF] + bytes("\u{9B}\r\n")),
      bracketed(csi("200~") + esc("[201")), bracketed([]),
      csi("200~") + bytes("half a marker ") + esc("[20"),
      csi("201~"),
    ]
    return pieces
  }()

  /// Text and keys only: characters of one and of several scalars, pieces of characters, keys.
  /// Left out: invalid bytes, and sequences the decoder swallows (and Alt-[ and Alt-O, which
  /// start one with the text after them), since those end a run of text without an event.
  static let charactersAndKeys: [[UInt8]] = {
    let text = [
      "a", "Z", " ", "\u{E9}", "e\u{301}", "\u{301}", "👍", "\u{1F3FD}", "👍🏽", "🇯", "🇯🇵", "👨‍👩‍👧", "\u{200D}",
      "\u{1100}", "\u{1161}", "\u{AC01}",
    ]
    let keys = (altKeys + controlKeys).map(\.input).filter { $0 != esc("[") && $0 != esc("O") }
    return text.map(bytes) + keys + [csi("A"), csi("3~"), bracketed(bytes("p"))]
  }()

  static func stream(seed: UInt64, length: Int, of pieces: [[UInt8]] = pieces) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    var stream: [UInt8] = []
    while stream.count < length {
      stream += pieces.randomElement(using: &random)!
    }
    return stream
  }

  static func randomSplit(_ input: [UInt8], seed: UInt64) -> [[UInt8]] {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 1...max(1, input.count / 3), using: &random)
    let offsets = (0..<count).map { _ in Int.random(in: 0...input.count, using: &random) }
    return split(input, at: offsets)
  }

  @Test(
    "Without the paste rule, any split gives the same keys, pastes, typed text and counters",
    arguments: 0..<40)
  func sameTextForAnySplit(seed: UInt64) {
    let input = Self.stream(seed: seed, length: 4000)
    var whole = KeyDecoder(pasteCap: 64, detectsUnbracketedPaste: false)
    var pieces = whole
    let expected = decodeInPieces([input], with: &whole)
    #expect(expected.count > 100)
    let actual = decodeInPieces(Self.randomSplit(input, seed: seed &+ 1000), with: &pieces)
    #expect(joiningTypedText(actual) == joiningTypedText(expected), "seed \(seed)")
    #expect(textEventsNotOneCharacter(actual + expected) == [], "seed \(seed)")
    #expect(Counters(pieces) == Counters(whole), "seed \(seed)")
  }

  @Test("One byte per read gives the same text as one read, without the paste rule")
  func oneBytePerRead() {
    let input = Self.stream(seed: 99, length: 20_000)
    var whole = KeyDecoder(detectsUnbracketedPaste: false)
    var pieces = whole
    let expected = decodeInPieces([input], with: &whole)
    let actual = decodeInPieces(input.map { [$0] }, with: &pieces)
    #expect(joiningTypedText(actual) == joiningTypedText(expected))
    #expect(textEventsNotOneCharacter(actual) == [])
    #expect(Counters(pieces) == Counters(whole))
  }

  @Test(
    "Without the paste rule, text that arrives in one read arrives as its whole characters", arguments: 0..<20
  )
  func wholeCharactersInOneRead(seed: UInt64) {
    let input = Self.stream(seed: seed, length: 2000, of: Self.charactersAndKeys)
    let events = decodeAll(input, with: KeyDecoder(detectsUnbracketedPaste: false))
    var run: [String] = []
    var runs = 0
    for event in events + [.key(.escape, [])] {
      if case .text(let text) = event {
        run.append(text)
        continue
      }
      let joined = run.joined()
      #expect(run == joined.map { String($0) }, "seed \(seed): \(joined.debugDescription)")
      runs += run.count > 1 ? 1 : 0
      run = []
    }
    #expect(runs > 10, "seed \(seed): too few runs of several characters to show anything")
  }

  @Test("With the paste rule, only the grouping of text into text and pastes differs", arguments: 0..<20)
  func sameTextWithPasteRule(seed: UInt64) {
    let input = Self.stream(seed: seed, length: 4000)
    var whole = KeyDecoder()
    var pieces = whole
    let expected = decodeInPieces([input], with: &whole)
    let actual = decodeInPieces(Self.randomSplit(input, seed: seed &+ 2000), with: &pieces)
    #expect(Self.mergingText(actual) == Self.mergingText(expected), "seed \(seed)")
    #expect(Counters(pieces) == Counters(whole), "seed \(seed)")
  }

  /// The events with every run of text, pastes, Enter, Ctrl-J and Tab joined into one string, so
  /// that how the reads grouped the text no longer shows. An LF alone in a read is Ctrl-J and in a
  /// run of text a line break of the paste: line breaks are compared as one LF per run of them.
  static func mergingText(_ events: [KeyEvent]) -> [String] {
    var result: [String] = []
    var text = ""
    for event in events {
      switch event {
      case .text(let string), .paste(let string): text += string
      case .key(.enter, []), .key(.control("j"), []): text += "\n"
      case .key(.tab, []): text += "\t"
      case .key:
        if !text.isEmpty { result.append(text) }
        text = ""
        result.append("\(event)")
      }
    }
    if !text.isEmpty { result.append(text) }
    return result.map { $0.collapsingLineBreaks() }
  }
}

extension String {
  fileprivate func collapsingLineBreaks() -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      let isBreak = scalar == "\r" || scalar == "\n"
      if isBreak && scalars.last == "\n" { continue }
      scalars.append(isBreak ? "\n" : scalar)
    }
    return String(scalars)
  }
}
