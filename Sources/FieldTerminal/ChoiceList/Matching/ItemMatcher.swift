#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// An item as the matcher reads it: its bytes as read, and its keys (the same bytes when the item
/// has no keys of its own).
struct ItemView {
  let raw: UnsafeBufferPointer<UInt8>
  /// The key compared case-sensitively.
  let exact: UnsafeBufferPointer<UInt8>
  /// The key compared ignoring case (outside ASCII already lowercased).
  let folded: UnsafeBufferPointer<UInt8>
  let flags: ItemFlags
}

/// What matching an item gives: its score (the sum of its terms'), its length for ties (units,
/// leading and trailing spaces left out), and, when asked, the units matched (character offsets
/// in the item's shown text).
struct ItemScore {
  var score: Int32
  var length: Int
  var positions: [Int]
}

/// Matches items against one query, reusing its buffers from item to item: one per thread.
///
/// An item is matched in three steps. A quick check: each positive term's characters must occur
/// in order in the item's key, found with `memchr` (both cases of an ASCII letter when the term
/// ignores case); most items that do not match stop here. Then the item becomes units: bytes for
/// an ASCII key, scalars for a key whose every scalar is a character, characters otherwise
/// (numbered as `PreparedQuery` numbers them), each with its class and the bonus of a match there.
/// Then each term runs its algorithm (`MatchAlgorithms`); a negated term that matches rejects.
final class ItemMatcher {
  let query: PreparedQuery
  private let scratch = MatchScratch()
  private var capacity = 0
  private var exactUnits: UnsafeMutablePointer<UInt32>
  private var foldedUnits: UnsafeMutablePointer<UInt32>
  private var classes: UnsafeMutablePointer<CharacterClass>
  private var bonus: UnsafeMutablePointer<Int32>

  /// ASCII folded to lowercase; every other byte as it is.
  static let fold: [UInt8] = (0...255).map { byte in
    (0x41...0x5A).contains(byte) ? UInt8(byte) | 0x20 : UInt8(byte)
  }

  init(_ query: PreparedQuery) {
    self.query = query
    exactUnits = .allocate(capacity: 1)
    foldedUnits = .allocate(capacity: 1)
    classes = .allocate(capacity: 1)
    bonus = .allocate(capacity: 1)
  }

  deinit {
    exactUnits.deallocate()
    foldedUnits.deallocate()
    classes.deallocate()
    bonus.deallocate()
  }

  /// The item's score, or nil when it does not match.
  func match(_ item: ItemView, positions wantsPositions: Bool = false) -> ItemScore? {
    let characters = query.needsCharacters || item.flags.contains(.characters)
    if !characters {
      for term in query.terms where !term.isNegated {
        let key = term.isCaseSensitive ? item.exact : item.folded
        guard Self.quickCheck(key, term, ignoringCase: !term.isCaseSensitive) else { return nil }
      }
    }
    let count: Int
    if characters {
      count = loadCharacters(item)
    } else if item.flags.contains(.asciiKey) {
      count = loadBytes(item.exact)
    } else {
      count = loadScalars(item)
    }
    var total: Int32 = 0
    var found: [Int] = []
    for term in query.terms {
      let text = UnitText(
        units: term.isCaseSensitive ? exactUnits : foldedUnits, classes: classes, bonus: bonus, count: count)
      var positions: [Int]? = wantsPositions && !term.isNegated ? [] : nil
      let result = term.units.withUnsafeBufferPointer { pattern -> TermMatch? in
        switch term.kind {
        case .fuzzy: MatchAlgorithms.fuzzy(text, pattern, scratch: scratch, positions: &positions)
        case .exact: MatchAlgorithms.exact(text, pattern, positions: &positions)
        case .prefix: MatchAlgorithms.prefix(text, pattern, positions: &positions)
        case .suffix: MatchAlgorithms.suffix(text, pattern, positions: &positions)
        case .equal: MatchAlgorithms.equal(text, pattern, positions: &positions)
        }
      }
      if term.isNegated {
        if result != nil { return nil }
        continue
      }
      guard let result else { return nil }
      total += result.score
      if let positions { found += positions }
    }
    let text = UnitText(units: exactUnits, classes: classes, bonus: bonus, count: count)
    let leading = text.leadingWhite
    let length = leading == count ? 0 : count - leading - text.trailingWhite
    if wantsPositions {
      found.sort()
      var unique: [Int] = []
      for position in found where unique.last != position { unique.append(position) }
      found = unique
    }
    return ItemScore(score: total, length: length, positions: found)
  }

  /// True when the term's characters occur in order in the key: a necessary condition of every
  /// positive term (a fuzzy match needs them in order, the others in a row).
  static func quickCheck(_ key: UnsafeBufferPointer<UInt8>, _ term: PreparedQuery.Term, ignoringCase: Bool)
    -> Bool
  {
    guard let base = key.baseAddress else { return term.characterBytes.isEmpty }
    let end = key.count
    var from = 0
    if let ascii = term.ascii {
      for byte in ascii {
        guard from < end else { return false }
        let start = UnsafeRawPointer(base + from)
        var hit = memchr(start, Int32(byte), end - from).map(UnsafeRawPointer.init)
        if ignoringCase && byte &- 0x61 < 26 {
          let limit = hit.map { $0 - start } ?? (end - from)
          if let upper = memchr(start, Int32(byte - 0x20), limit) { hit = UnsafeRawPointer(upper) }
        }
        guard let hit else { return false }
        from = hit - UnsafeRawPointer(base) + 1
      }
      return true
    }
    for character in term.characterBytes {
      let first = character[0]
      var found = false
      while from < end {
        let start = UnsafeRawPointer(base + from)
        var hit = memchr(start, Int32(first), end - from).map(UnsafeRawPointer.init)
        if ignoringCase && first &- 0x61 < 26 {
          let limit = hit.map { $0 - start } ?? (end - from)
          if let upper = memchr(start, Int32(first - 0x20), limit) { hit = UnsafeRawPointer(upper) }
        }
        guard let hit else { return false }
        let offset = hit - UnsafeRawPointer(base)
        if offset + character.count <= end
          && (1..<character.count).allSatisfy({ base[offset + $0] == character[$0] })
        {
          from = offset + character.count
          found = true
          break
        }
        from = offset + 1
      }
      guard found else { return false }
    }
    return true
  }

  private func reserve(_ count: Int) {
    guard count > capacity else { return }
    capacity = max(count, capacity * 2, 256)
    exactUnits.deallocate()
    foldedUnits.deallocate()
    classes.deallocate()
    bonus.deallocate()
    exactUnits = .allocate(capacity: capacity)
    foldedUnits = .allocate(capacity: capacity)
    classes = .allocate(capacity: capacity)
    bonus = .allocate(capacity: capacity)
  }

  /// An ASCII key as units: one a byte.
  private func loadBytes(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    let count = key.count
    reserve(count)
    var previous = CharacterClass.initial.rawValue
    ItemMatcher.fold.withUnsafeBufferPointer { fold in
      CharacterClass.ascii.withUnsafeBufferPointer { table in
        MatchScore.table.withUnsafeBufferPointer { bonusTable in
          for index in 0..<count {
            let byte = key[index]
            exactUnits[index] = UInt32(byte)
            foldedUnits[index] = UInt32(fold[Int(byte)])
            let current = table[Int(byte & 0x7F)]
            classes[index] = current
            bonus[index] = bonusTable[Int(previous) &* 7 &+ Int(current.rawValue)]
            previous = current.rawValue
          }
        }
      }
    }
    return count
  }

  /// A key whose every scalar is a character: one unit a scalar; the folded key has as many.
  private func loadScalars(_ item: ItemView) -> Int {
    reserve(item.exact.count)
    var count = 0
    var previous = CharacterClass.initial
    for scalar in String(decoding: item.exact, as: UTF8.self).unicodeScalars {
      let current = CharacterClass.of(scalar)
      exactUnits[count] = scalar.value
      classes[count] = current
      bonus[count] = MatchScore.table[Int(previous.rawValue) * 7 + Int(current.rawValue)]
      previous = current
      count += 1
    }
    var index = 0
    for scalar in String(decoding: item.folded, as: UTF8.self).unicodeScalars where index < count {
      let value = scalar.value
      foldedUnits[index] = value < 0x80 ? UInt32(ItemMatcher.fold[Int(value)]) : value
      index += 1
    }
    return count
  }

  /// Any key, character by character: a character's unit is its number for the query, its
  /// class the class of its first scalar, its folded unit that of its lowercase form.
  private func loadCharacters(_ item: ItemView) -> Int {
    let text = String(decoding: item.exact, as: UTF8.self)
    reserve(text.utf8.count)
    var count = 0
    var previous = CharacterClass.initial
    for character in text {
      let current = CharacterClass.of(character.unicodeScalars.first!)
      exactUnits[count] = query.unit(of: character)
      if query.needsFolded {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.isASCII {
          foldedUnits[count] = UInt32(ItemMatcher.fold[Int(only.value)])
        } else {
          foldedUnits[count] = Self.lowercase(character).map(query.unit(of:)) ?? PreparedQuery.noCharacter
        }
      }
      classes[count] = current
      bonus[count] = MatchScore.table[Int(previous.rawValue) * 7 + Int(current.rawValue)]
      previous = current
      count += 1
    }
    return count
  }

  /// A character lowercased and put in NFC, or nil when that is not one character.
  static func lowercase(_ character: Character) -> Character? {
    let lowered = String(character).lowercased()
    let composed = String(decoding: lowered._nfcCodeUnits, as: UTF8.self)
    guard composed.count == 1 else { return nil }
    return composed.first
  }
}
