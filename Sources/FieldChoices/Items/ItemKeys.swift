/// How an item is matched, decided once when it is read.
struct ItemFlags: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  /// The key (what the matcher reads) is ASCII: it is matched byte by byte.
  static let asciiKey = ItemFlags(rawValue: 1 << 0)
  /// The keys differ from the bytes as read and are kept beside them: bytes that are not UTF-8
  /// (shown and matched as U+FFFD), text not in NFC, escape sequences left out (`--ansi`), or a
  /// lowercase form that differs outside ASCII.
  static let keyed = ItemFlags(rawValue: 1 << 1)
  /// The key has a character of several scalars ("👍🏽", "🇯🇵"), or a scalar whose lowercase is
  /// several: it is matched character by character.
  static let characters = ItemFlags(rawValue: 1 << 2)
  /// The bytes as read are not UTF-8.
  static let invalid = ItemFlags(rawValue: 1 << 3)
  /// Escape sequences were left out of the key (items read with `--ansi`).
  static let escapes = ItemFlags(rawValue: 1 << 4)
  /// The key has a character that folds to another when accents are folded (`AccentFolding`).
  static let accented = ItemFlags(rawValue: 1 << 5)
}

/// An item's keys: what the matcher reads instead of the bytes as read, when they differ.
struct ItemKeys {
  /// The item's text as matched case-sensitively: UTF-8 in NFC, U+FFFD for bytes that are not
  /// UTF-8, escape sequences left out with `--ansi`.
  var exact: [UInt8]
  /// The same with every scalar outside ASCII lowercased (ASCII is folded as it is compared), or
  /// nil when that changes nothing.
  var folded: [UInt8]?
  /// The folded key with accents folded too (`AccentFolding`), when the key is matched scalar by
  /// scalar and that changes something; nil otherwise.
  var accentsFolded: [UInt8]? = nil
}

/// Deciding an item's flags and keys from its bytes.
enum ItemClassifier {
  /// The bytes' flags, and the keys when the bytes are not their own key: by `LatinKeys` when
  /// it can, else by `classifyText`.
  static func classify(_ raw: UnsafeBufferPointer<UInt8>, readsEscapes: Bool) -> (ItemFlags, ItemKeys?) {
    guard let (flags, foldChanges) = LatinKeys.scan(raw, readsEscapes: readsEscapes) else {
      return classifyText(raw, readsEscapes: readsEscapes)
    }
    return (flags, LatinKeys.keys(raw, flags: flags, foldChanges: foldChanges))
  }

  /// `classify` for any bytes, through `String`: what `LatinKeys` must agree with.
  static func classifyText(_ raw: UnsafeBufferPointer<UInt8>, readsEscapes: Bool) -> (ItemFlags, ItemKeys?) {
    var high: UInt8 = 0
    var escape = false
    var lineBreak = false
    var previous: UInt8 = 0
    for byte in raw {
      high |= byte
      if byte == 0x1B { escape = true }
      if byte == 0x0A && previous == 0x0D { lineBreak = true }
      previous = byte
    }
    if high < 0x80 && !(readsEscapes && escape) {
      // CR LF is one character: an ASCII item that holds it is matched character by character.
      return (lineBreak ? .characters : .asciiKey, nil)
    }
    var flags: ItemFlags = []
    var bytes = Array(raw)
    if readsEscapes && escape {
      bytes = ANSIText.stripped(bytes)
      flags.insert(.escapes)
    }
    if high >= 0x80, String(validating: bytes, as: UTF8.self) == nil { flags.insert(.invalid) }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.contains(where: { $0 >= 0xCC }) {
      text = String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }
    let exact = Array(text.utf8)
    if exact.allSatisfy({ $0 < 0x80 }) && !hasClusters(exact) {
      flags.insert(.asciiKey)
      if exact.elementsEqual(raw) { return (flags, nil) }
      flags.insert(.keyed)
      return (flags, ItemKeys(exact: exact, folded: nil))
    }
    var folded: [UInt8] = []
    var foldChanges = false
    var characters = hasClusters(exact)
    if !characters {
      folded.reserveCapacity(exact.count)
      for scalar in text.unicodeScalars {
        if scalar.isASCII || !scalar.properties.changesWhenLowercased {
          folded.append(contentsOf: UTF8.encode(scalar)!)
          continue
        }
        let lower = scalar.properties.lowercaseMapping
        guard lower.unicodeScalars.count == 1 else {
          characters = true
          break
        }
        folded.append(contentsOf: lower.utf8)
        foldChanges = true
      }
    }
    if characters { flags.insert(.characters) }
    var accentsFolded: [UInt8]?
    if characters {
      if text.contains(where: {
        AccentFolding.fold($0) != nil || ItemMatcher.lowercase($0).flatMap(AccentFolding.fold) != nil
      }) {
        flags.insert(.accented)
      }
    } else if text.unicodeScalars.contains(where: { AccentFolding.folds($0.value) })
      || String(decoding: folded, as: UTF8.self).unicodeScalars.contains(where: {
        AccentFolding.folds($0.value)
      })
    {
      flags.insert(.accented)
      var bytes: [UInt8] = []
      bytes.reserveCapacity(folded.count)
      for scalar in String(decoding: folded, as: UTF8.self).unicodeScalars {
        bytes.append(contentsOf: UTF8.encode(Unicode.Scalar(AccentFolding.fold(scalar.value))!)!)
      }
      accentsFolded = bytes
    }
    let keys = ItemKeys(
      exact: exact, folded: foldChanges && !characters ? folded : nil, accentsFolded: accentsFolded)
    if keys.folded == nil && keys.accentsFolded == nil && exact.elementsEqual(raw) { return (flags, nil) }
    flags.insert(.keyed)
    return (flags, keys)
  }

  /// True when UTF-8 text has a character of more than one scalar. Below U+0300 every scalar is
  /// a character of its own but for CR LF, so a text with no byte of 0xCC or more (the lead bytes
  /// from U+0300 on) and no CR needs no segmenting.
  static func hasClusters(_ bytes: [UInt8]) -> Bool {
    guard bytes.contains(where: { $0 >= 0xCC || $0 == 0x0D }) else { return false }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.count != text.unicodeScalars.count
  }
}
