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
  /// The folded key with accents folded (`AccentFolding`); the folded key when that changes
  /// nothing or the item is matched character by character.
  let accentsFolded: UnsafeBufferPointer<UInt8>
  let flags: ItemFlags
}

/// What matching an item gives: its score (the sum of its terms'), its length for ties (units,
/// leading and trailing spaces left out; 0 when every term is negated, so that the matches keep
/// the items' order), and, when asked, the units matched (character offsets
/// in the item's shown text).
struct ItemScore {
  var score: Int32
  var length: Int
  var positions: [Int]
}

/// Matches items against one query, reusing its buffers from item to item: one per thread.
///
/// An ASCII item against terms all of ASCII (nearly every item and query) is scored on its bytes
/// as they are (`ASCIIText`). Any other item is first checked quickly (each positive term's
/// characters must occur in order in its key, found with `memchr`), then loaded as units:
/// scalars for a key whose every scalar is a character, characters otherwise (numbered as
/// `PreparedQuery` numbers them), each with its class and bonus. Scores come from the sparse
/// algorithms (`FzfSparseScoring`); the positions a list highlights from the full matrix
/// (`FzfAlgorithms`), for the few rows shown. A negated term that matches rejects.
///
/// Accents are folded only for items flagged `accented` (never an ASCII item): their units with
/// accents folded are loaded beside the others, and a term that folds accents reads those. Terms
/// joined by `|` form a set that scores its first satisfied term (`PreparedQuery.Term.endsSet`);
/// a query without `|` takes the loops without sets.
final class ItemMatcher {
  let query: PreparedQuery
  private struct Term {
    let kind: ChoiceQuery.Term.Kind
    let isNegated: Bool
    let ignoresCase: Bool
    let foldsAccents: Bool
    /// True for the last term of its set.
    let endsSet: Bool
    /// True when the term is its set's only one: an item must satisfy it.
    let isAlone: Bool
    let start: Int
    let count: Int
    /// Whether the pattern's first and last units are white space (prefix, suffix and equal
    /// keep the item's spaces then).
    let white: (Bool, Bool)
    /// False when the list matches backward (`--tiebreak=end`).
    let forward: Bool
  }

  private let terms: UnsafeMutablePointer<Term>
  private let termCount: Int
  /// The order the ASCII loops without sets take the terms in: negated ones first (a cheap scan
  /// that turns most items away when the query has one, as `!test` does), then the others in
  /// the query's order. Without `|` a term's outcome does not depend on the others, and the score
  /// is the sum of the positive terms', so the order changes no answer; with `|` it is the
  /// query's order.
  private let scanOrder: UnsafeMutablePointer<Int>
  /// The most units of a term.
  private let longestTerm: Int
  private let patterns: UnsafeMutablePointer<UInt32>
  /// True when every term is ASCII: ASCII items are scored on their bytes.
  private let asciiTerms: Bool
  /// True when a set has more than one term.
  private let alternatives: Bool
  /// False when every term is negated: every match then scores 0 and has length 0, so that the
  /// matches keep the items' order (fzf does not sort a query of only negated terms).
  private let sorts: Bool
  private let rows = SparseRows()
  private let scratch = MatchScratch()
  /// The scoring scheme's class before an item's first unit.
  let initialClass: CharacterClass
  let classTable: UnsafeMutablePointer<UInt8>
  let bonusTable: UnsafeMutablePointer<Int32>
  var capacity = 0
  /// How many units `matchUnits` loaded last.
  private var lastCount = 0
  /// Where each term set's counted term matched in the last item matched with its positions (an
  /// empty range for a set a negated term satisfied).
  private(set) var lastOffsets: [Range<Int>] = []
  var exactUnits: UnsafeMutablePointer<UInt32>
  var foldedUnits: UnsafeMutablePointer<UInt32>
  /// The units with accents folded, case kept and ignored; filled only for accented items.
  var accentExactUnits: UnsafeMutablePointer<UInt32>
  var accentFoldedUnits: UnsafeMutablePointer<UInt32>
  var classes: UnsafeMutablePointer<CharacterClass>
  var bonus: UnsafeMutablePointer<Int32>
  /// With `--nth`, what matches the terms within the columns (every method goes through it).
  let columnMatcher: ColumnMatcher?

  /// ASCII folded to lowercase; every other byte as it is.
  static let fold: [UInt8] = (0...255).map { byte in
    (0x41...0x5A).contains(byte) ? UInt8(byte) | 0x20 : UInt8(byte)
  }

  init(_ query: PreparedQuery) {
    self.query = query
    var flat: [UInt32] = []
    var made: [Term] = []
    for (index, term) in query.terms.enumerated() {
      let white = { (unit: UInt32?) in
        unit.flatMap(Unicode.Scalar.init).map { CharacterClass.of($0) == .white } ?? false
      }
      made.append(
        Term(
          kind: term.kind, isNegated: term.isNegated, ignoresCase: !term.isCaseSensitive,
          foldsAccents: term.foldsAccents, endsSet: term.endsSet,
          isAlone: term.endsSet && (index == 0 || query.terms[index - 1].endsSet), start: flat.count,
          count: term.units.count, white: (white(term.units.first), white(term.units.last)),
          forward: query.order.forward))
      flat += term.units
    }
    termCount = made.count
    terms = .allocate(capacity: max(1, made.count))
    terms.initialize(from: made, count: made.count)
    let order =
      query.hasAlternatives
      ? Array(made.indices)
      : made.indices.filter { made[$0].isNegated } + made.indices.filter { !made[$0].isNegated }
    scanOrder = .allocate(capacity: max(1, order.count))
    longestTerm = made.map(\.count).max() ?? 0
    scanOrder.initialize(from: order, count: order.count)
    patterns = .allocate(capacity: max(1, flat.count))
    patterns.initialize(from: flat, count: flat.count)
    asciiTerms = !query.needsCharacters && query.terms.allSatisfy { $0.ascii != nil }
    alternatives = query.hasAlternatives
    sorts = query.terms.contains { !$0.isNegated }
    initialClass = CharacterClass.initial(query.scheme)
    classTable = .allocate(capacity: 256)
    for byte in 0..<256 { classTable[byte] = CharacterClass.ascii(UInt8(byte), query.scheme).rawValue }
    let table = MatchScore.table(query.scheme)
    bonusTable = .allocate(capacity: table.count)
    bonusTable.initialize(from: table, count: table.count)
    exactUnits = .allocate(capacity: 1)
    foldedUnits = .allocate(capacity: 1)
    accentExactUnits = .allocate(capacity: 1)
    accentFoldedUnits = .allocate(capacity: 1)
    classes = .allocate(capacity: 1)
    bonus = .allocate(capacity: 1)
    columnMatcher = query.columns.map { ColumnMatcher(query, scope: $0) }
  }

  deinit {
    terms.deinitialize(count: termCount)
    terms.deallocate()
    scanOrder.deallocate()
    patterns.deallocate()
    classTable.deallocate()
    bonusTable.deallocate()
    exactUnits.deallocate()
    foldedUnits.deallocate()
    accentExactUnits.deallocate()
    accentFoldedUnits.deallocate()
    classes.deallocate()
    bonus.deallocate()
  }

  /// The item's score, or nil when it does not match; with `positions`, the units matched.
  func match(_ item: ItemView, positions wantsPositions: Bool = false) -> ItemScore? {
    if let columnMatcher { return columnMatcher.match(item, positions: wantsPositions) }
    if asciiTerms && item.flags.contains(.asciiKey) {
      if !wantsPositions { return matchASCII(item.exact) }
      if item.exact.count > FzfAlgorithms.matrixLimit { return matchLongASCII(item.exact) }
    }
    return matchUnits(item, positions: wantsPositions)
  }

  /// How many units the matcher's buffers hold room for: an item is loaded as units (13 bytes
  /// a unit) only when it is not ASCII, or when its positions are asked for and it is short
  /// enough for the full matrix.
  var reservedUnits: Int { capacity }

  /// True when some fuzzy term has two characters or more: only then is `bound` cheaper than a
  /// score (a one-character term's score is its best bonus).
  var boundsHelp: Bool {
    asciiTerms && !alternatives && columnMatcher == nil
      && (0..<termCount).contains { terms[$0].kind == .fuzzy && !terms[$0].isNegated && terms[$0].count > 1 }
  }

  /// The item's length when it matches, without its score: a fuzzy term's characters only
  /// looked for in order (for ASCII items; any other item is scored).
  func check(_ item: ItemView) -> Int? {
    guard asciiTerms && item.flags.contains(.asciiKey) && columnMatcher == nil,
      let bytes = item.exact.baseAddress
    else {
      return match(item)?.length
    }
    let n = item.exact.count
    var sets = SetTally()
    for index in 0..<termCount {
      let term = terms[scanOrder[index]]
      guard !alternatives || sets.wants else {
        if term.endsSet && !sets.close() { return nil }
        continue
      }
      let text = ASCIIText(
        bytes: bytes, count: n, ignoresCase: term.ignoresCase, classes: classTable, bonuses: bonusTable)
      let pattern = patterns + term.start
      let matched: Bool
      if term.kind == .fuzzy {
        var from = 0
        var found = true
        for offset in 0..<term.count {
          guard let at = text.find(pattern[offset], from: from, to: n) else {
            found = false
            break
          }
          from = at + 1
        }
        matched = found
      } else {
        matched = Self.score(text, term, pattern, rows) != nil
      }
      if alternatives {
        sets.take(matched ? 0 : nil, negated: term.isNegated)
        if term.endsSet && !sets.close() { return nil }
      } else if matched == term.isNegated {
        return nil
      }
    }
    return tieLength(bytes, n)
  }

  /// An upper bound of the item's score, and its length; nil when it does not match. For an
  /// ASCII item, a fuzzy term is bounded, once its characters are known to be there in order, by
  /// its first character's best bonus: 16 + 2 × that bonus + 26 for each further character (the
  /// most a matched character can add); other terms are scored. Any other item, and any query
  /// with `|`, is scored.
  func bound(_ item: ItemView) -> (score: Int32, length: Int)? {
    guard asciiTerms && !alternatives && item.flags.contains(.asciiKey) && columnMatcher == nil,
      let bytes = item.exact.baseAddress
    else {
      return match(item).map { ($0.score, $0.length) }
    }
    let n = item.exact.count
    var total: Int32 = 0
    for index in 0..<termCount {
      let term = terms[scanOrder[index]]
      let text = ASCIIText(
        bytes: bytes, count: n, ignoresCase: term.ignoresCase, classes: classTable, bonuses: bonusTable)
      let pattern = patterns + term.start
      let score: Int32?
      if term.kind == .fuzzy && !term.isNegated && term.count > 0 {
        var from = 0
        var found = true
        for offset in 0..<term.count {
          guard let at = text.find(pattern[offset], from: from, to: n) else {
            found = false
            break
          }
          from = at + 1
        }
        guard found else { return nil }
        var best: Int32 = 0
        var column = text.find(pattern[0], from: 0, to: n)
        while let at = column, best < MatchScore.boundaryWhite {
          best = max(best, text.bonus(at))
          column = text.find(pattern[0], from: at + 1, to: n)
        }
        score =
          MatchScore.match + best * MatchScore.firstCharacterMultiplier
          + Int32(term.count - 1) * (MatchScore.match + MatchScore.boundaryWhite)
      } else {
        score = Self.score(text, term, pattern, rows)
      }
      if term.isNegated {
        if score != nil { return nil }
      } else {
        guard let score else { return nil }
        total += score
      }
    }
    return (total, tieLength(bytes, n))
  }

  /// The highest bonus a character typed at the end of a fuzzy term can take in the item
  /// (`ScoreGrowth`): that of any position but the first (where no such character can be), or of
  /// the start of the run it ends, which is the first position only when a term's first
  /// character is there. For an ASCII item whose every term is scored by the full algorithm (not
  /// fzf's greedy one of very long items); nil otherwise. It stops at the scheme's highest bonus.
  func bestBonus(_ item: ItemView) -> Int32? {
    guard asciiTerms && item.flags.contains(.asciiKey) && columnMatcher == nil,
      let bytes = item.exact.baseAddress, item.exact.count * longestTerm <= FzfAlgorithms.matrixLimit
    else { return nil }
    let n = item.exact.count
    guard n > 0 else { return 0 }
    let text = ASCIIText(bytes: bytes, count: n, ignoresCase: false, classes: classTable, bonuses: bonusTable)
    var best: Int32 = 0
    // Case folded on both sides: a term that respects case is taken as one that ignores it.
    let first = UInt32(Self.fold[Int(bytes[0])])
    let startsTerm = (0..<termCount).contains { index in
      terms[index].count > 0 && UInt32(Self.fold[Int(patterns[terms[index].start] & 0xFF)]) == first
    }
    if startsTerm { best = text.bonus(0) }
    var index = 1
    while index < n && best < MatchScore.boundaryWhite {
      best = max(best, text.bonus(index))
      index += 1
    }
    return best
  }

  /// The fast path: an ASCII key, scored on its bytes.
  @inline(__always)
  private func matchASCII(_ key: UnsafeBufferPointer<UInt8>) -> ItemScore? {
    guard let bytes = key.baseAddress else {
      return termCount == 0 ? ItemScore(score: 0, length: 0, positions: []) : nil
    }
    let n = key.count
    if alternatives { return matchASCIISets(bytes, n) }
    var total: Int32 = 0
    for index in 0..<termCount {
      let term = terms[scanOrder[index]]
      let text = ASCIIText(
        bytes: bytes, count: n, ignoresCase: term.ignoresCase, classes: classTable, bonuses: bonusTable)
      let score = Self.score(text, term, patterns + term.start, rows)
      if term.isNegated {
        if score != nil { return nil }
      } else {
        guard let score else { return nil }
        total += score
      }
    }
    return ItemScore(score: total, length: tieLength(bytes, n), positions: [])
  }

  /// `matchASCII` for a query with `|`: each set scores its first satisfied term.
  private func matchASCIISets(_ bytes: UnsafePointer<UInt8>, _ n: Int) -> ItemScore? {
    var sets = SetTally()
    for index in 0..<termCount {
      let term = terms[index]
      if sets.wants {
        let text = ASCIIText(
          bytes: bytes, count: n, ignoresCase: term.ignoresCase, classes: classTable, bonuses: bonusTable)
        sets.take(Self.score(text, term, patterns + term.start, rows), negated: term.isNegated)
      }
      if term.endsSet && !sets.close() { return nil }
    }
    return ItemScore(score: sets.total, length: tieLength(bytes, n), positions: [])
  }

  /// An ASCII item's length for ties: its bytes, leading and trailing spaces left out; 0 when the
  /// query does not sort.
  @inline(__always)
  private func tieLength(_ bytes: UnsafePointer<UInt8>, _ n: Int) -> Int {
    guard sorts else { return 0 }
    var start = 0
    while start < n, classTable[Int(bytes[start])] == CharacterClass.white.rawValue { start += 1 }
    var end = n
    while end > start, classTable[Int(bytes[end - 1])] == CharacterClass.white.rawValue { end -= 1 }
    return end - start
  }

  /// The positions path for an ASCII item longer than the matrix limit, where every fuzzy term
  /// takes fzf's greedy algorithm (as fzf does past its slab): scored and matched on its bytes,
  /// never loaded as units, so its memory is the positions found.
  private func matchLongASCII(_ key: UnsafeBufferPointer<UInt8>) -> ItemScore? {
    guard let bytes = key.baseAddress else { return matchASCII(key) }
    let n = key.count
    var sets = SetTally()
    var found: [Int] = []
    var offsets: [Range<Int>] = []
    var offset: Range<Int>?
    for index in 0..<termCount {
      let term = terms[index]
      if sets.wants {
        let text = ASCIIText(
          bytes: bytes, count: n, ignoresCase: term.ignoresCase, classes: classTable, bonuses: bonusTable)
        let pattern = patterns + term.start
        if term.isNegated {
          sets.take(Self.score(text, term, pattern, rows), negated: true)
        } else if let matched = FzfSparseScoring.scoreAndPositions(
          text, term.kind, pattern, term.count, term.white, forward: term.forward)
        {
          sets.take(matched.score, negated: false)
          found += matched.positions
          offset = (matched.positions.min() ?? 0)..<((matched.positions.max() ?? -1) + 1)
        }
      }
      if term.endsSet {
        guard sets.close() else { return nil }
        offsets.append(offset ?? 0..<0)
        offset = nil
      }
    }
    lastOffsets = offsets
    return ItemScore(score: sets.total, length: tieLength(bytes, n), positions: Self.sortedUnique(found))
  }

  /// Positions in ascending order, each once.
  private static func sortedUnique(_ positions: [Int]) -> [Int] {
    var unique: [Int] = []
    for position in positions.sorted() where unique.last != position { unique.append(position) }
    return unique
  }

  @inline(__always)
  private static func score<Text: MatchText>(
    _ text: Text, _ term: Term, _ pattern: UnsafePointer<UInt32>, _ rows: SparseRows
  ) -> Int32? {
    switch term.kind {
    case .fuzzy: FzfSparseScoring.fuzzy(text, pattern, term.count, rows, forward: term.forward)
    case .exact: FzfSparseScoring.exact(text, pattern, term.count, forward: term.forward)
    case .prefix: FzfSparseScoring.prefix(text, pattern, term.count, term.white)
    case .suffix: FzfSparseScoring.suffix(text, pattern, term.count, term.white)
    case .equal: FzfSparseScoring.equal(text, pattern, term.count, term.white)
    case .exactBoundary:
      FzfSparseScoring.exactBoundary(text, pattern, term.count, forward: term.forward)?.score
    }
  }

  /// The general path: the item as units (bytes, scalars or characters), scored sparsely, or
  /// through the full matrix when the positions are wanted.
  func matchUnits(_ item: ItemView, positions wantsPositions: Bool = false) -> ItemScore? {
    let characters = query.needsCharacters || item.flags.contains(.characters)
    let accents =
      item.flags.contains(.accented) && (query.needsFoldedAccents || query.needsFoldedAccentsExact)
    if !characters {
      for (index, term) in query.terms.enumerated() where !term.isNegated && terms[index].isAlone {
        let key: UnsafeBufferPointer<UInt8>
        if term.isCaseSensitive {
          // The key with accents folded and case kept is not kept: such a term is not checked.
          if accents && term.foldsAccents { continue }
          key = item.exact
        } else {
          key = accents && term.foldsAccents ? item.accentsFolded : item.folded
        }
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
    if accents { foldAccents(item, count, characters: characters) }
    var sets = SetTally()
    var found: [Int] = []
    var offsets: [Range<Int>] = []
    var offset: Range<Int>?
    lastCount = count
    for index in 0..<termCount {
      let term = terms[index]
      guard sets.wants else {
        if term.endsSet {
          guard sets.close() else { return nil }
          offsets.append(offset ?? 0..<0)
          offset = nil
        }
        continue
      }
      let folds = accents && term.foldsAccents
      let units =
        term.ignoresCase ? (folds ? accentFoldedUnits : foldedUnits) : (folds ? accentExactUnits : exactUnits)
      let pattern = patterns + term.start
      let score: Int32?
      if wantsPositions && !term.isNegated {
        var positions: [Int]? = []
        let text = UnitText(
          units: units, classes: classes, bonus: bonus, count: count, whiteBonus: bonusTable[49])
        let buffer = UnsafeBufferPointer(start: pattern, count: term.count)
        let result: TermMatch? =
          switch term.kind {
          case .fuzzy:
            FzfAlgorithms.fuzzy(
              text, buffer, scratch: scratch, positions: &positions, forward: query.order.forward)
          case .exact: FzfAlgorithms.exact(text, buffer, positions: &positions, forward: query.order.forward)
          case .prefix: FzfAlgorithms.prefix(text, buffer, positions: &positions)
          case .suffix: FzfAlgorithms.suffix(text, buffer, positions: &positions)
          case .equal: FzfAlgorithms.equal(text, buffer, positions: &positions)
          case .exactBoundary:
            FzfSparseScoring.exactBoundary(
              UnitArrayText(
                units: units, classes: classes, bonuses: bonus, count: count, whiteBonus: bonusTable[49]),
              pattern, term.count, forward: term.forward
            ).map { match in
              positions = Array(match.start..<match.start + term.count)
              return TermMatch(score: match.score, start: match.start, end: match.start + term.count)
            }
          }
        score = result?.score
        if let result {
          found += positions ?? []
          offset = result.start..<result.end
        }
      } else {
        let text = UnitArrayText(
          units: units, classes: classes, bonuses: bonus, count: count, whiteBonus: bonusTable[49])
        score = Self.score(text, term, pattern, rows)
      }
      sets.take(score, negated: term.isNegated)
      if term.endsSet {
        guard sets.close() else { return nil }
        offsets.append(offset ?? 0..<0)
        offset = nil
      }
    }
    let total = sets.total
    var start = 0
    var end = 0
    if sorts {
      while start < count, classes[start] == .white { start += 1 }
      end = count
      while end > start, classes[end - 1] == .white { end -= 1 }
    }
    if wantsPositions { found = Self.sortedUnique(found) }
    if wantsPositions { lastOffsets = offsets }
    return ItemScore(score: total, length: end - start, positions: found)
  }

  /// The item's score and its key in the query's order (`RankOrder.key`), or nil when it does
  /// not match. Where the terms matched is worked out only when the order needs it.
  func rankKey(_ item: ItemView) -> (score: Int32, key: UInt64)? {
    let order = query.order
    guard order.needsOffsets else {
      guard let matched = match(item) else { return nil }
      let key = order.key(
        score: matched.score, length: matched.length, offsets: [], count: 0, sortable: sorts,
        isWhite: { _ in false })
      return (matched.score, key)
    }
    if let columnMatcher {
      guard let matched = match(item, positions: true) else { return nil }
      let characters = Array(String(decoding: item.exact, as: UTF8.self))
      let key = order.key(
        score: matched.score, length: matched.length, offsets: columnMatcher.lastOffsets,
        count: characters.count,
        sortable: sorts, isWhite: { characters[$0].isWhitespace },
        isSeparator: { characters[$0] == "/" || characters[$0] == "\\" })
      return (matched.score, key)
    }
    let long = asciiTerms && item.flags.contains(.asciiKey) && item.exact.count > FzfAlgorithms.matrixLimit
    guard let matched = long ? matchLongASCII(item.exact) : matchUnits(item, positions: true) else {
      return nil
    }
    let key: UInt64
    if long, let bytes = item.exact.baseAddress {
      key = order.key(
        score: matched.score, length: matched.length, offsets: lastOffsets, count: item.exact.count,
        sortable: sorts, isWhite: { self.classTable[Int(bytes[$0])] == CharacterClass.white.rawValue },
        isSeparator: { Self.isSeparator(UInt32(bytes[$0])) })
    } else {
      key = order.key(
        score: matched.score, length: matched.length, offsets: lastOffsets, count: lastCount,
        sortable: sorts,
        isWhite: { self.classes[$0] == .white }, isSeparator: { Self.isSeparator(self.exactUnits[$0]) })
    }
    return (matched.score, key)
  }

  /// True for the unit of `/` or a backslash: where a path's last component starts, for `pathname`.
  private static func isSeparator(_ unit: UInt32) -> Bool { unit == 0x2F || unit == 0x5C }

  /// The scores of every term through the full matrix (`FzfAlgorithms`), for tests that hold the
  /// sparse scores equal to them.
  func matchFullMatrix(_ item: ItemView) -> ItemScore? {
    matchUnits(item, positions: true)
  }

  /// True when the term's characters occur in order in the key: a necessary condition of every
  /// positive term (a fuzzy match needs them in order, the others in a row).
  static func quickCheck(_ key: UnsafeBufferPointer<UInt8>, _ term: PreparedQuery.Term, ignoringCase: Bool)
    -> Bool
  {
    guard let base = key.baseAddress else { return term.characterBytes.isEmpty }
    let end = key.count
    var from = 0
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
}
