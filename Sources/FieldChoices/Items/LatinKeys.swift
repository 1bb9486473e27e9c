/// An item's flags and keys worked out on its bytes, by table, when every scalar of it is a
/// simple one: ASCII; a scalar of two UTF-8 bytes (up to U+07FF: Latin-1, Latin Extended, Greek,
/// Cyrillic…) that is no mark, no format character and its own NFC; or a CJK ideograph, kana or
/// Hangul syllable. No `String`, no normalisation, no grapheme segmenting, and nothing allocated
/// but the keys themselves.
///
/// What `ItemClassifier.classifyText` decides, for these items: their scalars are starters that
/// nothing composes with or attaches to (marks, format characters and jamo are left to
/// `classifyText`), so the bytes are in NFC and every scalar is a character of its own but for CR
/// LF (left to `classifyText`); each scalar lowercases to one scalar but U+0130 (left to
/// `classifyText`); the table holds each scalar's lowercase and accent fold, worked out once by
/// the same Unicode properties and `AccentFolding` the general path uses. The ideographs, kana and
/// syllables neither change when lowercased nor fold.
enum LatinKeys {
  /// The first scalar the table does not hold: the first of three UTF-8 bytes.
  static let limit: UInt32 = 0x800

  /// The scalars of three bytes taken as they are: CJK ideographs (Extension A and the unified
  /// block), hiragana and katakana letters (not their combining sound marks), Hangul syllables.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
  ]

  /// A scalar's lowercase (itself for ASCII and for what lowercasing leaves as it is) and the
  /// accent fold of that lowercase.
  struct Entry {
    var lower: UInt32
    var lowerFolded: UInt32
    /// Lowercasing changes the scalar.
    var changes: Bool
    /// The scalar or its lowercase folds when accents are folded.
    var accented: Bool
    /// Its lowercase is several scalars (U+0130), or it is a mark, a format character or not
    /// its own NFC: the item goes to the general path.
    var leftToText: Bool
  }

  /// One entry per scalar below `limit`.
  static let table: [Entry] = (0..<limit).map { value in
    let scalar = Unicode.Scalar(value)!
    var lower = value
    var changes = false
    var leftToText = false
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format: leftToText = true
    default:
      leftToText =
        scalar.properties.canonicalCombiningClass != .notReordered
        || !String(scalar)._nfcCodeUnits.elementsEqual(String(scalar).utf8)
    }
    if !scalar.isASCII && scalar.properties.changesWhenLowercased {
      let mapping = scalar.properties.lowercaseMapping.unicodeScalars
      if mapping.count == 1 {
        lower = mapping.first!.value
        changes = true
      } else {
        leftToText = true
      }
    }
    return Entry(
      lower: lower, lowerFolded: AccentFolding.fold(lower), changes: changes,
      accented: AccentFolding.folds(value) || AccentFolding.folds(lower), leftToText: leftToText)
  }

  /// What the bytes need: `flags` as `ItemClassifier.classify` gives them, and whether the
  /// folded key differs from the exact one. Nil when the item is not for this path: bytes that
  /// are not UTF-8, a scalar that is not simple (see the type), CR LF outside ASCII, or an escape
  /// sequence in an item read with `--ansi`.
  static func scan(
    _ raw: UnsafeBufferPointer<UInt8>, readsEscapes: Bool
  ) -> (flags: ItemFlags, foldChanges: Bool)? {
    if isPlainASCII(raw, readsEscapes: readsEscapes) { return (.asciiKey, false) }
    var high: UInt8 = 0
    var escape = false
    var lineBreak = false
    var previous: UInt8 = 0
    var foldChanges = false
    var accented = false
    var index = 0
    let count = raw.count
    let table = Self.table
    while index < count {
      let byte = raw[index]
      if byte < 0x80 {
        if byte == 0x1B { escape = true }
        if byte == 0x0A && previous == 0x0D { lineBreak = true }
        previous = byte
        index += 1
        continue
      }
      high = byte
      if byte >= 0xE0 {
        // Three bytes: a scalar from `wideRanges` (none is a surrogate or overlong), as it is.
        guard byte <= 0xEF, index + 2 < count, raw[index + 1] & 0xC0 == 0x80, raw[index + 2] & 0xC0 == 0x80
        else { return nil }
        let value =
          UInt32(byte & 0x0F) << 12 | UInt32(raw[index + 1] & 0x3F) << 6 | UInt32(raw[index + 2] & 0x3F)
        guard Self.wideRanges.contains(where: { $0.contains(value) }) else { return nil }
        previous = raw[index + 2]
        index += 3
        continue
      }
      // Lead bytes 0xC2-0xDF start the two-byte scalars U+0080-U+07FF.
      guard byte >= 0xC2, index + 1 < count else { return nil }
      let next = raw[index + 1]
      guard next & 0xC0 == 0x80 else { return nil }
      let entry = table[Int(UInt32(byte & 0x1F) << 6 | UInt32(next & 0x3F))]
      if entry.leftToText { return nil }
      foldChanges = foldChanges || entry.changes
      accented = accented || entry.accented
      previous = next
      index += 2
    }
    if readsEscapes && escape { return nil }
    if high == 0 {
      // CR LF is one character: an ASCII item that holds it is matched character by character.
      return (lineBreak ? .characters : .asciiKey, false)
    }
    if lineBreak { return nil }
    var flags: ItemFlags = accented ? [.accented] : []
    if foldChanges || accented { flags.insert(.keyed) }
    return (flags, foldChanges)
  }

  /// True when the bytes are ASCII with no CR, nor an escape when escapes are read: most lines,
  /// checked eight bytes at a time.
  @inline(__always)
  static func isPlainASCII(_ raw: UnsafeBufferPointer<UInt8>, readsEscapes: Bool) -> Bool {
    guard let base = raw.baseAddress else { return true }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // Nonzero when a byte of `word` is `byte` (no byte of `word` above 0x7F).
    func has(_ word: UInt64, _ byte: UInt8) -> Bool {
      let bits = word ^ (ones &* UInt64(byte))
      return (bits &- ones) & ~bits & highs != 0
    }
    var index = 0
    while index + 8 <= raw.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if word & highs != 0 || has(word, 0x0D) || (readsEscapes && has(word, 0x1B)) { return false }
      index += 8
    }
    while index < raw.count {
      let byte = raw[index]
      if byte >= 0x80 || byte == 0x0D || (readsEscapes && byte == 0x1B) { return false }
      index += 1
    }
    return true
  }

  /// Appends the folded key of bytes `scan` accepted to `out`: each scalar lowercased, and its
  /// accents folded too when `accents` is true.
  static func appendFolded(_ raw: UnsafeBufferPointer<UInt8>, accents: Bool, to out: inout [UInt8]) {
    out.reserveCapacity(out.count + raw.count + 8)
    let table = Self.table
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      if byte < 0x80 {
        out.append(byte)
        index += 1
        continue
      }
      if byte >= 0xE0 {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[index..<index + 3]))
        index += 3
        continue
      }
      let entry = table[Int(UInt32(byte & 0x1F) << 6 | UInt32(raw[index + 1] & 0x3F))]
      appendUTF8(accents ? entry.lowerFolded : entry.lower, to: &out)
      index += 2
    }
  }

  /// Appends a scalar's UTF-8 (a lowercase from the table: below U+10000).
  @inline(__always)
  static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
    switch value {
    case ..<0x80:
      out.append(UInt8(value))
    case ..<0x800:
      out.append(UInt8(0xC0 | value >> 6))
      out.append(UInt8(0x80 | value & 0x3F))
    default:
      out.append(UInt8(0xE0 | value >> 12))
      out.append(UInt8(0x80 | value >> 6 & 0x3F))
      out.append(UInt8(0x80 | value & 0x3F))
    }
  }

  /// The keys of bytes `scan` accepted, as `ItemClassifier.classify` returns them: nil unless
  /// the flags hold `.keyed`.
  static func keys(
    _ raw: UnsafeBufferPointer<UInt8>, flags: ItemFlags, foldChanges: Bool
  ) -> ItemKeys? {
    guard flags.contains(.keyed) else { return nil }
    var folded: [UInt8]?
    if foldChanges {
      var bytes: [UInt8] = []
      appendFolded(raw, accents: false, to: &bytes)
      folded = bytes
    }
    var accentsFolded: [UInt8]?
    if flags.contains(.accented) {
      var bytes: [UInt8] = []
      appendFolded(raw, accents: true, to: &bytes)
      accentsFolded = bytes
    }
    return ItemKeys(exact: Array(raw), folded: folded, accentsFolded: accentsFolded)
  }
}
