import SeededRandom
import Testing

@testable import FieldChoices

/// The classifier on the bytes (`LatinKeys`, for items of simple scalars: up to U+07FF, CJK, kana,
/// Hangul syllables) gives
/// the flags and keys the general one (`ItemClassifier.classifyText`, through `String`) gives,
/// and a chunk stores them as the general keys would be stored.
@Suite("Latin keys classifier")
struct LatinKeysTests {
  /// The flags and keys of `bytes` both ways, and those a chunk stores.
  static func classified(_ bytes: [UInt8], readsEscapes: Bool = false) -> (
    fast: (ItemFlags, ItemKeys?), general: (ItemFlags, ItemKeys?), stored: (ItemFlags, ItemKeys?)
  ) {
    bytes.withUnsafeBufferPointer { raw in
      var chunk = ItemChunk()
      chunk.append(raw, readsEscapes: readsEscapes)
      let stored = chunk.withReader { $0.flags[0] }
      return (
        ItemClassifier.classify(raw, readsEscapes: readsEscapes),
        ItemClassifier.classifyText(raw, readsEscapes: readsEscapes),
        (stored, chunk.keys(0))
      )
    }
  }

  /// A description of what differs, or nil when the three agree.
  static func difference(_ bytes: [UInt8], readsEscapes: Bool = false) -> String? {
    let (fast, general, stored) = classified(bytes, readsEscapes: readsEscapes)
    for (name, other) in [("classify", fast), ("the chunk", stored)] {
      if other.0 != general.0 || other.1?.exact != general.1?.exact || other.1?.folded != general.1?.folded
        || other.1?.accentsFolded != general.1?.accentsFolded
      {
        return "\(bytes): \(name) gives \(other.0.rawValue) \(String(describing: other.1)), "
          + "the general path \(general.0.rawValue) \(String(describing: general.1))"
      }
    }
    return nil
  }

  static func utf8(_ values: [UInt32]) -> [UInt8] {
    Array(String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! })).utf8)
  }

  @Test("every scalar from U+0000 to U+07FF alone, and between ASCII letters, as the general path")
  func everyScalar() {
    var differences: [String] = []
    for value in UInt32(0)..<LatinKeys.limit {
      for values in [[value], [0x61, value, 0x5A], [value, value, 0x45, value]] {
        if let difference = Self.difference(Self.utf8(values)) { differences.append(difference) }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test(
    "every ideograph, kana and Hangul syllable taken as it is, alone and after a letter, as the general path")
  func everyWideScalar() {
    var differences: [String] = []
    for range in LatinKeys.wideRanges {
      for value in range {
        for values in [[value], [0xE9, value, value]] {
          if let difference = Self.difference(Self.utf8(values)) { differences.append(difference) }
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test("random lines of ASCII, Latin, scalars up to U+07FF, ideographs (and a few more) as the general path")
  func randomLines() {
    var random = SplitMix64(seed: 0x250)
    // Mostly Latin, with the cases the table leaves to the general path: CR LF, U+0130,
    // combining marks, jamo, a compatibility ideograph, an escape, an emoji, U+037E.
    let extra: [UInt32] = [
      0x0D, 0x0A, 0x130, 0x301, 0x3099, 0x11A8, 0x1160, 0xF900, 0x1B, 0x1F44D, 0x2C65, 0x37E,
    ]
    var differences: [String] = []
    for _ in 0..<20_000 {
      let length = Int.random(in: 1...24, using: &random)
      let values: [UInt32] = (0..<length).map { _ in
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: UInt32.random(in: 0x20..<0x7F, using: &random)
        case 4..<7: UInt32.random(in: 0x80..<0x250, using: &random)
        case 7: UInt32.random(in: 0x250..<LatinKeys.limit, using: &random)
        case 8: LatinKeys.wideRanges.randomElement(using: &random)!.randomElement(using: &random)!
        default: extra.randomElement(using: &random)!
        }
      }
      let bytes = Self.utf8(values)
      for readsEscapes in [false, true] {
        if let difference = Self.difference(bytes, readsEscapes: readsEscapes) {
          differences.append(difference)
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test("a chunk of many lines, keyed and not, Latin and not, keeps each line's flags and keys")
  func chunkOfLines() {
    var random = SplitMix64(seed: 0x38)
    let pieces: [[UInt8]] =
      ["a", "b", "é", "É", "日本", "λ", "e\u{301}", "ẞ", "ß", "Ærø", "\r\n", "İ"].map { Array($0.utf8) }
      + [[0xFF], [0xC3]]
    var lines: [[UInt8]] = []
    for _ in 0..<2_000 {
      var line: [UInt8] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) { line += pieces.randomElement(using: &random)! }
      lines.append(line)
    }
    var chunk = ItemChunk()
    for line in lines { line.withUnsafeBufferPointer { chunk.append($0, readsEscapes: false) } }
    var copy = ItemChunk()
    copy.append(contentsOf: chunk, 0..<chunk.count)
    var differences: [String] = []
    for (index, line) in lines.enumerated() {
      let (flags, keys) = line.withUnsafeBufferPointer {
        ItemClassifier.classifyText($0, readsEscapes: false)
      }
      for stored in [chunk, copy] {
        let view = stored.withReader { reader in
          let view = reader.view(index)
          return (view.flags, Array(view.exact), Array(view.folded), Array(view.accentsFolded))
        }
        let exact = keys?.exact ?? line
        let folded = keys?.folded ?? exact
        if view.0 != flags || view.1 != exact || view.2 != folded || view.3 != (keys?.accentsFolded ?? folded)
        {
          differences.append("line \(index) \(line)")
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test("bytes that are not UTF-8 or cut short go to the general path, with the same answer")
  func invalidBytes() {
    let cases: [[UInt8]] = [
      [0xC3], [0x61, 0xC3], [0xC3, 0x41], [0xC0, 0x80], [0xC1, 0xBF], [0x80], [0xC9, 0xC9, 0x80],
      [0xCA, 0x90], [0xFF, 0x61], [0x61, 0x0D, 0x0A, 0xC3, 0xA9], [0xC3, 0xA9, 0x0D], [0xE2, 0x82],
    ]
    for bytes in cases {
      #expect(Self.difference(bytes) == nil, "\(bytes)")
    }
  }

  @Test(
    "ASCII lines of every length with a CR, an escape or a byte above 0x7F at every place, as the general path"
  )
  func asciiWords() {
    var differences: [String] = []
    for length in 1...19 {
      let line = (0..<length).map { UInt8(0x61 + $0 % 26) }
      if let difference = Self.difference(line) { differences.append(difference) }
      for place in 0..<length {
        for byte: UInt8 in [0x0D, 0x1B, 0x80, 0xC3, 0xFF] {
          var changed = line
          changed[place] = byte
          for readsEscapes in [false, true] {
            if let difference = Self.difference(changed, readsEscapes: readsEscapes) {
              differences.append(difference)
            }
          }
          if place + 1 < length {
            changed[place + 1] = byte == 0x0D ? 0x0A : 0xA9
            if let difference = Self.difference(changed, readsEscapes: true) {
              differences.append(difference)
            }
          }
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
  }

  @Test("the table's path is the one taken for Latin lines, and not for the rest")
  func pathTaken() {
    func scanned(_ text: String, readsEscapes: Bool = false) -> Bool {
      Array(text.utf8).withUnsafeBufferPointer { LatinKeys.scan($0, readsEscapes: readsEscapes) != nil }
    }
    #expect(scanned("Mühlenhoff café"))
    #expect(scanned("plain ascii"))
    #expect(scanned("Ærø \u{1B}[1m", readsEscapes: false))
    #expect(!scanned("Ærø \u{1B}[1m", readsEscapes: true))
    #expect(!scanned("İstanbul"))
    #expect(!scanned("e\u{301}"))
    #expect(scanned("λόγος Москва 日本語 カタカナ 한국어"))
    #expect(!scanned("\u{FF21}"))
    #expect(!scanned("\u{F900}"))
    #expect(!scanned("\u{37E}"))
    #expect(!scanned("café\r\n"))
  }
}
