import SeededRandom
import Testing

@testable import FieldChoices

/// `tfield choose --filter`'s check on a line's bytes before anything else: false only where the
/// query cannot match, and false for most lines a query of ASCII terms cannot match.
@Suite("Item prefilter")
struct ItemPrefilterTests {
  static func mayMatch(_ query: String, _ line: String) -> Bool {
    guard let prefilter = ItemPrefilter(ChoiceQuery(query)) else { return true }
    return Array(line.utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) }
  }

  @Test(
    "lines a query cannot match are turned away; every other line may match",
    arguments: [
      ("qxj", "linux kernel", false), ("lnx", "linux kernel", true), ("lnx", "LINUX", true),
      ("lnx", "nxl", false), ("'nux", "linux", true), ("^lin", "kernel", false), ("nux$", "linux", true),
      ("lin ker", "linux", false), ("lin ker", "kernel linux", true), ("a | zz", "zz top", true),
      ("a | zz", "ott", false), ("!lin", "linux", true), ("!lin zz", "linux", false),
      ("'foo'", "foo_bar", true),
      ("a\\ b", "ab", false), ("a\\ b", "a b", true), ("Lin", "linux", true),
      // A scalar that may fold to ASCII: accents, the Kelvin sign, fullwidth forms.
      ("resume", "résumé", true), ("k", "\u{212A}elvin", true), ("abc", "ａｂｃ", true),
      // ... is checked as the one ASCII character it stands for, not let through whole.
      ("resumx", "résumé", false), ("kx", "\u{212A}elvin", false), ("abd", "ａｂｃ", false),
      ("cafe", "CAFÉ", true), ("efac", "CAFÉ", false), ("muhl", "Mühlenhoff", true),
      ("hum", "Mühlenhoff", false),
      // Its lowercase's base letter (ẞ is ß, Ɦ is ɦ, İ is i and a dot), its NFC form (U+037E is `;`).
      ("s", "ẞ", true), ("h", "\u{A7AA}", true), ("i", "\u{130}", true), (";", "\u{37E}", true),
      ("`", "\u{1FEF}", true), ("x", "ẞ\u{A7AA}\u{130}\u{37E}", false),
      // Bytes that are not UTF-8, and a lead byte cut short, stand for nothing.
      ("a", "\u{FFFD}", false),
      // Scalars that fold to nothing ASCII: their bytes alone decide.
      ("abc", "日本語 東京", false), ("lnx", "Москва λόγος", false), ("lnx", "Москва linux", true),
      // A term that is not ASCII requires nothing here.
      ("東京", "linux", true), ("é", "linux", true),
    ])
  func cases(query: String, line: String, expected: Bool) {
    #expect(Self.mayMatch(query, line) == expected)
  }

  @Test("bytes that are not UTF-8 stand for no ASCII character; the ASCII bytes after them still count")
  func invalidBytes() throws {
    let prefilter = try #require(ItemPrefilter(ChoiceQuery("ab")))
    for line: [UInt8] in [
      [0xC3], [0xC3, 0x61, 0x62], [0xE2, 0x84], [0xE2, 0x84, 0x61, 0x62], [0xC3, 0xC3, 0xA1, 0x62],
    ] {
      let expected = line.contains(0x61) || line.contains(0xA1)
      #expect(line.withUnsafeBufferPointer { prefilter.mayMatch($0) } == expected, "\(line)")
    }
  }

  /// The ASCII characters a character may match as, as the list matches it: its NFC form, its
  /// lowercase, and either with accents folded.
  static func asciiImages(_ character: Character) -> Set<UInt8> {
    let forms = [character, ItemMatcher.lowercase(character)].compactMap { $0 }.flatMap {
      [$0, AccentFolding.fold($0)].compactMap { $0 }
    }
    return Set(
      forms.compactMap { form -> UInt8? in
        guard let first = form.unicodeScalars.first, first.isASCII else { return nil }
        return Character(first).lowercased().utf8.first
      })
  }

  @Test("every scalar's ASCII image is the character it matches as, and none is left out")
  func everyScalar() {
    var missed: [String] = []
    for value in UInt32(0x80)...0x2FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let images = Self.asciiImages(Character(scalar))
      let image = ItemPrefilter.asciiImage(value)
      let lead = Array(String(Character(scalar)).utf8)[0]
      if images.count > 1
        || images.first.map({ $0 != image || !ItemPrefilter.mayHaveImage(lead: lead) }) ?? false
      {
        missed.append("U+\(String(value, radix: 16)): \(images) vs \(image)")
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(20))")
  }

  @Test("no prefilter for a query that requires nothing of the bytes", arguments: ["", "!a", "é", "a | !b"])
  func none(query: String) {
    #expect(ItemPrefilter(ChoiceQuery(query)) == nil)
  }

  @Test(
    "random lines and queries, under every way of matching: a line the list matches is never turned away",
    arguments: ["fuzzy", "exact", "literal", "case", "ignore", "nth"])
  func neverTurnsAwayAMatch(mode: String) {
    var random = SplitMix64(seed: 38)
    let pieces = [
      "a", "B", "c", "x", "-", "_", "/", " ", "é", "É", "日", "λ", "ａ", "\u{212A}", "k", "e\u{301}", "ẞ",
      "\u{A7AA}", "\u{130}", "Ç", "Ｅ", "\u{37E}", "\u{2019}",
    ]
    var configuration = ChoiceList.Configuration(
      matching: mode == "exact" ? .exact : .fuzzy,
      caseMatching: mode == "case" ? .sensitive : mode == "ignore" ? .insensitive : .smart,
      foldsAccents: mode != "literal")
    if mode == "nth" {
      configuration.matchedColumns = ColumnRange.list("2..").map { ColumnScope(delimiter: .awk, ranges: $0) }
    }
    var turnedAway = 0
    for _ in 0..<400 {
      let line = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)!
      }
      .joined()
      let query = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        ["", "'", "^", "!"].randomElement(using: &random)!
          + (0..<Int.random(in: 1...3, using: &random)).map { _ in
            ["a", "b", "c", "x", "k", "e", "-", "é", "A", "s", "h", "i", ";", "E"].randomElement(
              using: &random)!
          }.joined()
      }.joined(separator: Bool.random(using: &random) ? " " : " | ")
      var list = ChoiceList(items: [line], configuration: configuration)
      list.setQuery(query)
      let prefilter = ItemPrefilter(ChoiceQuery(query, mode: configuration.matching))
      let mayMatch = Array(line.utf8).withUnsafeBufferPointer { bytes in
        prefilter.map { $0.mayMatch(bytes) } ?? true
      }
      if list.matchCount == 1 { #expect(mayMatch, "\(query) / \(line)") }
      if !mayMatch { turnedAway += 1 }
    }
    // The check does turn lines away.
    #expect(turnedAway > 40)
  }
}
