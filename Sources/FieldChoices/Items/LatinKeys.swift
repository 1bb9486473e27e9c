/// An item's flags and keys worked out on its bytes, by table, when every scalar of it is below
/// U+0250 (ASCII, Latin-1 and Latin Extended-A and -B): no `String`, no normalisation, no
/// grapheme segmenting, and nothing allocated but the keys themselves.
///
/// What `ItemClassifier.classifyText` decides, for these items: their UTF-8 has no byte of 0xCC
/// or more, so the bytes are in NFC and every scalar is a character of its own but for CR LF
/// (left to `classifyText`); each scalar lowercases to one scalar but U+0130 (left to
/// `classifyText`); the table holds each scalar's lowercase and accent fold, worked out once by
/// the same Unicode properties and `AccentFolding` the general path uses.
enum LatinKeys {
  /// The first scalar the table does not hold.
  static let limit: UInt32 = 0x250

  /// A scalar's lowercase (itself for ASCII and for what lowercasing leaves as it is) and the
  /// accent fold of that lowercase.
  struct Entry {
    var lower: UInt32
    var lowerFolded: UInt32
    /// Lowercasing changes the scalar.
    var changes: Bool
    /// The scalar or its lowercase folds when accents are folded.
    var accented: Bool
    /// Its lowercase is several scalars (U+0130): the item goes to the general path.
    var several: Bool
  }

  /// One entry per scalar below `limit`.
  static let table: [Entry] = (0..<limit).map { value in
    let scalar = Unicode.Scalar(value)!
    var lower = value
    var changes = false
    var several = false
    if !scalar.isASCII && scalar.properties.changesWhenLowercased {
      let mapping = scalar.properties.lowercaseMapping.unicodeScalars
      if mapping.count == 1 {
        lower = mapping.first!.value
        changes = true
      } else {
        several = true
      }
    }
    return Entry(
      lower: lower, lowerFolded: AccentFolding.fold(lower), changes: changes,
      accented: AccentFolding.folds(value) || AccentFolding.folds(lower), several: several)
  }

  /// What the bytes need: `flags` as `ItemClassifier.classify` gives them, and whether the
  /// folded key differs from the exact one. Nil when the item is not for this path: bytes that
  /// are not UTF-8 or a scalar from `limit` on, CR LF outside ASCII, U+0130, or an escape
  /// sequence in an item read with `--ansi`.
  static func scan(
    _ raw: UnsafeBufferPointer<UInt8>, readsEscapes: Bool
  ) -> (flags: ItemFlags, foldChanges: Bool)? {
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
      // Lead bytes 0xC2-0xC9 start the two-byte scalars U+0080-U+024F.
      guard byte >= 0xC2, byte <= 0xC9, index + 1 < count else { return nil }
      let next = raw[index + 1]
      guard next & 0xC0 == 0x80 else { return nil }
      let entry = table[Int(UInt32(byte & 0x1F) << 6 | UInt32(next & 0x3F))]
      if entry.several { return nil }
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
