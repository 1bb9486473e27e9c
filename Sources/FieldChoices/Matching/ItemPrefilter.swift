/// A check on an item's bytes, before anything else is done with them, that a query cannot match
/// it: what `tfield choose --filter` asks of every line it reads, so that a line the query cannot
/// match costs one scan of its bytes and nothing more (no keys, no storage, no match).
///
/// It is conservative: `mayMatch` is false only when no item with these bytes can satisfy the
/// query, whatever its case, its accents, its escape sequences (`--ansi` only removes bytes) or its
/// chosen columns (`--nth` only narrows what is matched). A set of terms joined by `|` whose terms
/// are all ASCII and none negated requires one of them, as a subsequence of the item's bytes with
/// case ignored (every kind of term, fuzzy, exact, prefix, suffix, whole, `'word'`, holds its
/// characters in order); other sets require nothing here. An item with a scalar that may fold to an
/// ASCII character (Latin letters with accents, U+0080 to U+037F; U+1000 to U+2FFF, where fzf's
/// table and the Kelvin and Ångström signs are; fullwidth forms, U+F000 to U+FFFF) always may
/// match: its ASCII bytes alone do not decide it.
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
    if Self.mayFoldToASCII(bytes) { return true }
    return sets.allSatisfy { set in set.contains { Self.holds(bytes, $0) } }
  }

  /// True when `pattern` (lowercase) is a subsequence of `bytes`, case ignored.
  @inline(__always)
  static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
    var index = 0
    for wanted in pattern {
      let isLetter = wanted &- 0x61 < 26
      while true {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        if byte == wanted || isLetter && byte &- 0x41 < 26 && byte | 0x20 == wanted { break }
      }
    }
    return true
  }

  /// True when a scalar of `bytes` (UTF-8, or not) may fold or lowercase to an ASCII character:
  /// its lead byte is one of U+0080…U+037F (C2…CD), U+1000…U+2FFF (E1, E2) or U+F000…U+FFFF (EF).
  @inline(__always)
  static func mayFoldToASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0xC2 {
      if byte <= 0xCD || byte == 0xE1 || byte == 0xE2 || byte == 0xEF { return true }
    }
    return false
  }
}
