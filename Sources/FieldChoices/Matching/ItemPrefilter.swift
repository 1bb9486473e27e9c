/// A check on an item's bytes, before anything else is done with them, that a query cannot match
/// it: what `tfield choose --filter` asks of every line it reads, so that a line the query cannot
/// match costs one scan of its bytes and nothing more (no keys, no storage, no match).
///
/// It is conservative: `mayMatch` is false only when no item with these bytes can satisfy the
/// query, whatever its case, its accents, its escape sequences (`--ansi` only removes bytes) or its
/// chosen columns (`--nth` only narrows what is matched). A set of terms joined by `|` whose terms
/// are all ASCII and none negated requires one of them, as a subsequence of the item's characters
/// with case ignored (every kind of term, fuzzy, exact, prefix, suffix, whole, `'word'`, holds its
/// characters in order); other sets require nothing here.
///
/// Lines that are not ASCII are checked on their bytes too, as fzf's `asciiFuzzyIndex` checks its
/// byte items: an ASCII byte is compared as it is, a scalar that is not ASCII only as the one ASCII
/// character it may stand for (`asciiImage`: its base letter with accents folded, its lowercase,
/// its NFC form, as the Kelvin sign is `k`), decoded only where its lead byte says it may have one.
/// A scalar with none (Greek, Cyrillic, CJK) can never be one of the query's characters.
package struct ItemPrefilter: Sendable {
  /// For each set that requires something, its terms' bytes, letters lowercased.
  let sets: [[[UInt8]]]

  /// The check for a query, or nil when no set requires anything (every item may match).
  package init?(_ query: ChoiceQuery) {
    var sets: [[[UInt8]]] = []
    for set in query.termSets {
      guard set.allSatisfy({ !$0.isNegated && $0.text.utf8.allSatisfy { $0 < 0x80 } }) else { continue }
      sets.append(set.map { Array($0.text.lowercased().utf8) })
    }
    guard !sets.isEmpty else { return nil }
    self.sets = sets
  }

  /// False when the query cannot match an item of these bytes.
  package func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    sets.allSatisfy { set in set.contains { Self.holds(bytes, $0) } }
  }

  /// True when `pattern` (lowercase ASCII) is a subsequence of the characters of `bytes`, case
  /// ignored, a scalar that is not ASCII standing for its `asciiImage`.
  ///
  /// Eight bytes are looked at at once while none of them is the character wanted (in either
  /// case) or a byte that is not ASCII.
  @inline(__always)
  static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
    guard let base = bytes.baseAddress else { return pattern.isEmpty }
    let count = bytes.count
    var index = 0
    next: for wanted in pattern {
      let isLetter = wanted &- 0x61 < 26
      let lower = ones &* UInt64(wanted)
      let upper = isLetter ? ones &* UInt64(wanted - 0x20) : lower
      while true {
        var end = count
        if index + 8 <= count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          if hasZeroByte(word ^ lower) | hasZeroByte(word ^ upper) | word & highBits == 0 {
            index += 8
            continue
          }
          end = index + 8
        }
        guard index < end else { return false }
        while index < end {
          let byte = bytes[index]
          index += 1
          if byte < 0x80 {
            if byte == wanted || isLetter && byte &- 0x41 < 26 && byte | 0x20 == wanted { continue next }
          } else if mayHaveImage(lead: byte) && image(bytes, lead: index - 1) == wanted {
            continue next
          }
        }
      }
    }
    return true
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Nonzero when a byte of `word` is zero (a byte of 0x80 or more may also set a bit, which
  /// only sends the search to look at those bytes one by one).
  @inline(__always)
  private static func hasZeroByte(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }

  /// True when `byte` leads a scalar that may stand for an ASCII character: U+0080…U+037F (C2…CD),
  /// U+1000…U+2FFF (E1, E2: fzf's table from U+1D00, the Kelvin sign, U+1FEF, Latin Extended-C),
  /// U+A000…U+AFFF (EA: Latin Extended-D, whose capitals lowercase into fzf's table) and
  /// U+F000…U+FFFF (EF: fullwidth forms).
  @inline(__always)
  static func mayHaveImage(lead byte: UInt8) -> Bool {
    byte &- 0xC2 <= 0xCD - 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xEA || byte == 0xEF
  }

  /// The `asciiImage` of the scalar whose lead byte is at `lead`, or 0 when its bytes are not
  /// UTF-8 (a byte that is not UTF-8 is matched as U+FFFD).
  @inline(__always)
  static func image(_ bytes: UnsafeBufferPointer<UInt8>, lead: Int) -> UInt8 {
    let first = UInt32(bytes[lead])
    if first < 0xE0 {
      guard lead + 1 < bytes.count, bytes[lead + 1] & 0xC0 == 0x80 else { return 0 }
      return asciiImage((first & 0x1F) << 6 | UInt32(bytes[lead + 1] & 0x3F))
    }
    guard lead + 2 < bytes.count, bytes[lead + 1] & 0xC0 == 0x80, bytes[lead + 2] & 0xC0 == 0x80 else {
      return 0
    }
    return asciiImage(
      (first & 0x0F) << 12 | UInt32(bytes[lead + 1] & 0x3F) << 6 | UInt32(bytes[lead + 2] & 0x3F))
  }

  /// The ASCII character (a letter lowercased) that the scalar `value`, not ASCII, may match as,
  /// or 0 for none: its base letter in fzf's accent table (`AccentFolding`), its NFC form where
  /// that is ASCII (U+037E `;`, U+1FEF `` ` ``, U+212A `K`), or the same of its lowercase (`ẞ` is
  /// `ß`, which folds to `s`; `Ɦ` is `ɦ`, which folds to `h`; `İ` is `i` and a combining dot).
  static func asciiImage(_ value: UInt32) -> UInt8 {
    func lowered(_ ascii: UInt32) -> UInt8 {
      let byte = UInt8(ascii)
      return byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
    let folded = AccentFolding.fold(value)
    if folded < 0x80 { return lowered(folded) }
    switch value {
    case 0x037E: return 0x3B
    case 0x1FEF: return 0x60
    case 0x212A: return 0x6B
    default: break
    }
    guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased,
      let lower = scalar.properties.lowercaseMapping.unicodeScalars.first
    else { return 0 }
    let base = AccentFolding.fold(lower.value)
    return base < 0x80 ? lowered(base) : 0
  }
}
