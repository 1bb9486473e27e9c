/// A text the sparse algorithms read: its units as a term compares them (case folded or not),
/// where a unit occurs, and the bonus of a match at a unit.
protocol MatchText {
  /// The number of units.
  var count: Int { get }
  /// The scheme's bonus of a word start after a space: `exact` and `equal` count the item's
  /// first unit so.
  var whiteBonus: Int32 { get }
  /// The first index in `from..<to` of `unit`, or nil.
  func find(_ unit: UInt32, from: Int, to: Int) -> Int?
  /// The last index below `to` of `unit`, or nil.
  func findLast(_ unit: UInt32, before to: Int) -> Int?
  /// True when the unit at `index` is `unit`.
  func matches(_ index: Int, _ unit: UInt32) -> Bool
  /// The bonus of a match at `index`.
  func bonus(_ index: Int) -> Int32
  /// True when the unit at `index` is white space.
  func isWhite(_ index: Int) -> Bool
  /// True when the unit at `index` is a letter or a digit (its class is past `delimiter`).
  func isWord(_ index: Int) -> Bool
}

/// An ASCII key's bytes, for a term that ignores case or not.
struct ASCIIText: MatchText {
  let bytes: UnsafePointer<UInt8>
  let count: Int
  let ignoresCase: Bool
  let classes: UnsafePointer<UInt8>
  let bonuses: UnsafePointer<Int32>

  /// Eight bytes are looked at at once while none of them is the unit (in either case): the
  /// lowest byte that the zero-byte test flags is always one that matches (a false flag only
  /// comes from a borrow, above a byte that is truly zero), and it is the first match.
  @inline(__always)
  func find(_ unit: UInt32, from: Int, to: Int) -> Int? {
    let byte = UInt8(truncatingIfNeeded: unit)
    let other = ignoresCase && byte &- 0x61 < 26 ? byte &- 0x20 : byte
    var index = from
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let lower = ones &* UInt64(byte)
    let upper = ones &* UInt64(other)
    while index &+ 8 <= to {
      let word = UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
      let one = word ^ lower
      let two = word ^ upper
      let hits = ((one &- ones) & ~one | (two &- ones) & ~two) & highBits
      if hits != 0 { return index &+ hits.trailingZeroBitCount &>> 3 }
      index &+= 8
    }
    while index < to {
      let current = bytes[index]
      if current == byte || current == other { return index }
      index &+= 1
    }
    return nil
  }

  @inline(__always)
  func findLast(_ unit: UInt32, before to: Int) -> Int? {
    let byte = UInt8(truncatingIfNeeded: unit)
    let other = ignoresCase && byte &- 0x61 < 26 ? byte &- 0x20 : byte
    var index = to - 1
    while index >= 0 {
      let current = bytes[index]
      if current == byte || current == other { return index }
      index -= 1
    }
    return nil
  }

  @inline(__always)
  func matches(_ index: Int, _ unit: UInt32) -> Bool {
    let byte = bytes[index]
    return UInt32(byte) == unit || (ignoresCase && byte &- 0x41 < 26 && UInt32(byte | 0x20) == unit)
  }

  @inline(__always)
  func bonus(_ index: Int) -> Int32 {
    let previous = index == 0 ? UInt8(truncatingIfNeeded: bonuses[50]) : classes[Int(bytes[index - 1])]
    return bonuses[Int(previous) &* 7 &+ Int(classes[Int(bytes[index])])]
  }

  @inline(__always)
  func isWhite(_ index: Int) -> Bool { classes[Int(bytes[index])] == CharacterClass.white.rawValue }

  @inline(__always)
  func isWord(_ index: Int) -> Bool { classes[Int(bytes[index])] > CharacterClass.delimiter.rawValue }

  /// The scheme's bonus of a word start after a space (the bonus table's entry 49).
  var whiteBonus: Int32 { bonuses[49] }
}

/// Units already loaded (scalars or characters), with their classes.
struct UnitArrayText: MatchText {
  let units: UnsafePointer<UInt32>
  let classes: UnsafePointer<CharacterClass>
  let bonuses: UnsafePointer<Int32>
  let count: Int
  var whiteBonus = MatchScore.boundaryWhite

  @inline(__always)
  func find(_ unit: UInt32, from: Int, to: Int) -> Int? {
    var index = from
    while index < to {
      if units[index] == unit { return index }
      index += 1
    }
    return nil
  }

  @inline(__always)
  func findLast(_ unit: UInt32, before to: Int) -> Int? {
    var index = to - 1
    while index >= 0 {
      if units[index] == unit { return index }
      index -= 1
    }
    return nil
  }

  @inline(__always)
  func matches(_ index: Int, _ unit: UInt32) -> Bool { units[index] == unit }

  @inline(__always)
  func bonus(_ index: Int) -> Int32 { bonuses[index] }

  @inline(__always)
  func isWhite(_ index: Int) -> Bool { classes[index] == .white }

  @inline(__always)
  func isWord(_ index: Int) -> Bool { classes[index].rawValue > CharacterClass.delimiter.rawValue }
}

/// The scratch rows of the sparse matrix: for each match point its column, score, run length
/// and whether it ends in a gap; the previous row and the current one. One per thread.
final class SparseRows {
  private(set) var capacity = 0
  var previousColumns: UnsafeMutablePointer<Int32>
  var previousScores: UnsafeMutablePointer<Int32>
  var previousRuns: UnsafeMutablePointer<Int32>
  var previousGaps: UnsafeMutablePointer<Bool>
  var currentColumns: UnsafeMutablePointer<Int32>
  var currentScores: UnsafeMutablePointer<Int32>
  var currentRuns: UnsafeMutablePointer<Int32>
  var currentGaps: UnsafeMutablePointer<Bool>
  var firsts: UnsafeMutablePointer<Int>
  private var firstsCapacity = 0

  init() {
    previousColumns = .allocate(capacity: 1)
    previousScores = .allocate(capacity: 1)
    previousRuns = .allocate(capacity: 1)
    previousGaps = .allocate(capacity: 1)
    currentColumns = .allocate(capacity: 1)
    currentScores = .allocate(capacity: 1)
    currentRuns = .allocate(capacity: 1)
    currentGaps = .allocate(capacity: 1)
    firsts = .allocate(capacity: 1)
  }

  deinit {
    deallocateRows()
    firsts.deallocate()
  }

  private func deallocateRows() {
    previousColumns.deallocate()
    previousScores.deallocate()
    previousRuns.deallocate()
    previousGaps.deallocate()
    currentColumns.deallocate()
    currentScores.deallocate()
    currentRuns.deallocate()
    currentGaps.deallocate()
  }

  /// Room for rows of `count` match points and a pattern of `patternCount` units.
  @inline(__always)
  func reserve(_ count: Int, pattern patternCount: Int) {
    if patternCount > firstsCapacity {
      firstsCapacity = max(patternCount, 16)
      firsts.deallocate()
      firsts = .allocate(capacity: firstsCapacity)
    }
    guard count > capacity else { return }
    capacity = max(count, capacity * 2, 256)
    deallocateRows()
    previousColumns = .allocate(capacity: capacity)
    previousScores = .allocate(capacity: capacity)
    previousRuns = .allocate(capacity: capacity)
    previousGaps = .allocate(capacity: capacity)
    currentColumns = .allocate(capacity: capacity)
    currentScores = .allocate(capacity: capacity)
    currentRuns = .allocate(capacity: capacity)
    currentGaps = .allocate(capacity: capacity)
  }

  func swapRows() {
    swap(&previousColumns, &currentColumns)
    swap(&previousScores, &currentScores)
    swap(&previousRuns, &currentRuns)
    swap(&previousGaps, &currentGaps)
  }
}

/// The match algorithms' scores without their positions, on a sparse form of fzf's matrix: the
/// same scores as `FzfAlgorithms` (a test holds them equal), at a cost of the occurrences of the
/// pattern's units rather than pattern length times item length.
///
/// In a row of the matrix (one pattern unit) a cell that is not that unit only carries its left
/// neighbour's score on, less the gap penalty, down to 0; so a row is known from its cells that
/// are the unit (its match points), and between them its scores follow in closed form
/// (`decay`). Each row is worked out from its own match points and the previous row's.
enum FzfSparseScoring {
  /// A row's score `steps` cells after a cell of score `score` (`inGap`: that cell ended in a
  /// gap) when none of those cells is the row's unit; and whether the last ends in a gap.
  @inline(__always)
  static func decay(_ score: Int32, _ inGap: Bool, _ steps: Int) -> (Int32, Bool) {
    if steps == 0 { return (score, inGap) }
    let first = score + (inGap ? MatchScore.gapExtension : MatchScore.gapStart)
    if first <= 0 { return (0, false) }
    let value = first - Int32(truncatingIfNeeded: steps - 1)
    return value > 0 ? (value, true) : (0, false)
  }

  /// fzf's fuzzy score (`FzfAlgorithms.fuzzy`), or nil when the pattern's units are not all
  /// there, in order. `forward` is false when the ranking looks from the end (`--tiebreak=end`,
  /// `pathname`): for one unit, fzf then takes the best of every occurrence, where forward it
  /// stops at the first that starts a word.
  @inline(__always)
  static func fuzzy<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ rows: SparseRows, forward: Bool = true
  )
    -> Int32?
  {
    let n = text.count
    if m == 0 { return 0 }
    if n * m > FzfAlgorithms.matrixLimit { return greedy(text, pattern, m) }
    rows.reserve(0, pattern: m)
    let firsts = rows.firsts
    var from = 0
    for index in 0..<m {
      guard let found = text.find(pattern[index], from: from, to: n) else { return nil }
      firsts[index] = found
      from = found + 1
    }
    let first = firsts[0]
    if m == 1 {
      var best: Int32 = 0
      var column: Int? = first
      while let at = column {
        let bonus = text.bonus(at)
        let score = MatchScore.match + bonus * MatchScore.firstCharacterMultiplier
        if score > best {
          best = score
          if forward && bonus >= MatchScore.boundary { break }
        }
        column = text.find(pattern[0], from: at + 1, to: n)
      }
      return best
    }
    let last = text.findLast(pattern[m - 1], before: n)!
    rows.reserve(last - first + 2, pattern: m)
    // Row 0: its match points score on their own.
    var previousCount = 0
    var column: Int? = first
    while let at = column {
      rows.previousColumns[previousCount] = Int32(truncatingIfNeeded: at)
      rows.previousScores[previousCount] =
        MatchScore.match + text.bonus(at) * MatchScore.firstCharacterMultiplier
      rows.previousRuns[previousCount] = 1
      rows.previousGaps[previousCount] = false
      previousCount += 1
      column = text.find(pattern[0], from: at + 1, to: last + 1)
    }
    var best: Int32 = 0
    for row in 1..<m {
      let wanted = pattern[row]
      var count = 0
      var ownScore: Int32 = 0
      var ownGap = false
      var ownColumn = firsts[row] - 1
      var cursor = 0
      let previousColumns = rows.previousColumns
      let previousScores = rows.previousScores
      let previousRuns = rows.previousRuns
      let previousGaps = rows.previousGaps
      column = firsts[row]
      while let at = column {
        // The previous row at `at - 1`: its last match point up to there, carried on.
        while cursor + 1 < previousCount && Int(previousColumns[cursor + 1]) <= at - 1 { cursor += 1 }
        var diagonal: Int32 = 0
        var diagonalRun: Int32 = 0
        let point = Int(previousColumns[cursor])
        if point == at - 1 {
          diagonal = previousScores[cursor]
          diagonalRun = previousRuns[cursor]
        } else if point < at - 1 {
          diagonal = decay(previousScores[cursor], previousGaps[cursor], at - 1 - point).0
        }
        // This row up to the cell left of `at`.
        let (left, leftGap) = decay(ownScore, ownGap, at - 1 - ownColumn)
        let s2 = left + (leftGap ? MatchScore.gapExtension : MatchScore.gapStart)
        var s1 = diagonal + MatchScore.match
        let own = text.bonus(at)
        var bonus = own
        var run = diagonalRun + 1
        if run > 1 {
          let runBonus = text.bonus(at - Int(run) + 1)
          if bonus >= MatchScore.boundary && bonus > runBonus {
            run = 1
          } else {
            bonus = max(bonus, max(MatchScore.consecutive, runBonus))
          }
        }
        if s1 + bonus < s2 {
          s1 += own
          run = 0
        } else {
          s1 += bonus
        }
        let score = max(max(s1, s2), 0)
        let inGap = s1 < s2
        rows.currentColumns[count] = Int32(truncatingIfNeeded: at)
        rows.currentScores[count] = score
        rows.currentRuns[count] = run
        rows.currentGaps[count] = inGap
        count += 1
        if row == m - 1 && score > best { best = score }
        ownScore = score
        ownGap = inGap
        ownColumn = at
        column = text.find(wanted, from: at + 1, to: last + 1)
      }
      rows.swapRows()
      previousCount = count
    }
    return best
  }

  /// fzf's V1 for very long items: the first occurrence forward, shortened backward, scored.
  static func greedy<Text: MatchText>(_ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int) -> Int32? {
    greedyRange(text, pattern, m).map { score(text, pattern, m, start: $0.start, end: $0.end) }
  }

  /// Where fzf's V1 matches: the first occurrence of the pattern's units in order, shortened
  /// backward from its end.
  static func greedyRange<Text: MatchText>(_ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int)
    -> (start: Int, end: Int)?
  {
    var patternIndex = 0
    var start = -1
    var end = -1
    for index in 0..<text.count where text.matches(index, pattern[patternIndex]) {
      if start < 0 { start = index }
      patternIndex += 1
      if patternIndex == m {
        end = index + 1
        break
      }
    }
    guard start >= 0, end >= 0 else { return nil }
    patternIndex -= 1
    var index = end - 1
    while index >= start {
      if text.matches(index, pattern[patternIndex]) {
        patternIndex -= 1
        if patternIndex < 0 {
          start = index
          break
        }
      }
      index -= 1
    }
    return (start, end)
  }

  /// fzf's `calculateScore` of the pattern matched greedily in `start..<end`.
  static func score<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, start: Int, end: Int
  ) -> Int32 {
    var patternIndex = 0
    var score: Int32 = 0
    var inGap = false
    var consecutive = 0
    var firstBonus: Int32 = 0
    var index = start
    while index < end && patternIndex < m {
      if text.matches(index, pattern[patternIndex]) {
        score += MatchScore.match
        var bonus = text.bonus(index)
        if consecutive == 0 {
          firstBonus = bonus
        } else {
          if bonus >= MatchScore.boundary && bonus > firstBonus { firstBonus = bonus }
          bonus = max(max(bonus, firstBonus), MatchScore.consecutive)
        }
        score += patternIndex == 0 ? bonus * MatchScore.firstCharacterMultiplier : bonus
        inGap = false
        consecutive += 1
        patternIndex += 1
      } else {
        score += inGap ? MatchScore.gapExtension : MatchScore.gapStart
        inGap = true
        consecutive = 0
        firstBonus = 0
      }
      index += 1
    }
    return score
  }

  /// The units `score(_:_:_:start:end:)` counts as matched: the pattern's units found in order
  /// from `start`.
  static func positions<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, start: Int, end: Int
  ) -> [Int] {
    var found: [Int] = []
    var index = start
    while index < end && found.count < m {
      if text.matches(index, pattern[found.count]) { found.append(index) }
      index += 1
    }
    return found
  }

  @inline(__always)
  static func matchesAt<Text: MatchText>(
    _ text: Text, _ start: Int, _ pattern: UnsafePointer<UInt32>, _ m: Int
  )
    -> Bool
  {
    for offset in 0..<m where !text.matches(start + offset, pattern[offset]) { return false }
    return true
  }

  /// fzf's `ExactMatchNaive`: the occurrence whose first unit has the best bonus, scored.
  static func exact<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, forward: Bool = true
  ) -> Int32? {
    if m == 0 { return 0 }
    return exactStart(text, pattern, m, forward: forward).map {
      score(text, pattern, m, start: $0, end: $0 + m)
    }
  }

  /// Where `exact` matches: the start of the occurrence whose first unit has the best bonus, the
  /// first such one (not `forward`: the last one, as fzf's backward search for `--tiebreak=end`
  /// and `--scheme=path` takes it).
  static func exactStart<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, forward: Bool = true
  ) -> Int? {
    let n = text.count
    if m == 0 { return 0 }
    guard n >= m else { return nil }
    var bestStart = -1
    var bestBonus: Int32 = -1
    var from = forward ? 0 : n - m + 1
    while let at = forward
      ? text.find(pattern[0], from: from, to: n - m + 1) : text.findLast(pattern[0], before: from)
    {
      if matchesAt(text, at, pattern, m) {
        let bonus = at == 0 ? text.whiteBonus : text.bonus(at)
        if bonus > bestBonus {
          bestBonus = bonus
          bestStart = at
        }
        if bonus >= MatchScore.boundary { break }
      }
      from = forward ? at + 1 : at
    }
    guard bestStart >= 0 else { return nil }
    return bestStart
  }

  /// fzf 0.74's exact-boundary match (`'foo'`, its `ExactMatchBoundary`): the first occurrence
  /// (the last one, not `forward`) with no letter or digit just before or after it and a word
  /// start's bonus at its first unit (not `forward`: after its last), scored as fzf does: a base
  /// that competes with the other kinds of term, plus the first unit's bonus, less a little where
  /// the neighbour is `_` (so that `'foo'` ranks "foo bar" above "foo_bar").
  static func exactBoundary<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, forward: Bool
  ) -> (start: Int, score: Int32)? {
    let n = text.count
    if m == 0 { return (0, 0) }
    guard n >= m else { return nil }
    let underscore = UInt32(UInt8(ascii: "_"))
    var start = forward ? 0 : n - m
    while forward ? start <= n - m : start >= 0 {
      defer { start += forward ? 1 : -1 }
      let end = start + m
      guard matchesAt(text, start, pattern, m), start == 0 || !text.isWord(start - 1),
        end == n || !text.isWord(end)
      else { continue }
      let bonus = start == 0 ? text.whiteBonus : text.bonus(start)
      let edge = forward ? bonus : end == n ? text.whiteBonus : text.bonus(end)
      guard edge >= MatchScore.boundary else { continue }
      var score = bonus
      var deduct = bonus - MatchScore.boundary + 1
      if start > 0 && text.matches(start - 1, underscore) {
        score -= deduct + 1
        deduct = 1
      }
      if end < n && text.matches(end, underscore) { score -= deduct }
      return (start, score + MatchScore.match * Int32(m) + text.whiteBonus * Int32(m + 1))
    }
    return nil
  }

  /// The pattern at the start, after leading spaces unless the pattern starts with one.
  static func prefix<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ patternWhite: (Bool, Bool)
  )
    -> Int32?
  {
    if m == 0 { return 0 }
    return prefixStart(text, pattern, m, patternWhite).map { score(text, pattern, m, start: $0, end: $0 + m) }
  }

  /// Where `prefix` matches.
  static func prefixStart<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ patternWhite: (Bool, Bool)
  ) -> Int? {
    var start = 0
    if !patternWhite.0 { while start < text.count, text.isWhite(start) { start += 1 } }
    guard text.count - start >= m, matchesAt(text, start, pattern, m) else { return nil }
    return start
  }

  /// The pattern at the end, before trailing spaces unless the pattern ends with one.
  static func suffix<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ patternWhite: (Bool, Bool)
  )
    -> Int32?
  {
    if m == 0 { return 0 }
    return suffixStart(text, pattern, m, patternWhite).map { score(text, pattern, m, start: $0, end: $0 + m) }
  }

  /// Where `suffix` matches.
  static func suffixStart<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ patternWhite: (Bool, Bool)
  ) -> Int? {
    var end = text.count
    if m == 0 || !patternWhite.1 { while end > 0, text.isWhite(end - 1) { end -= 1 } }
    guard end >= m, matchesAt(text, end - m, pattern, m) else { return nil }
    return end - m
  }

  /// The whole item, its leading and trailing spaces aside, equal to the pattern.
  static func equal<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ patternWhite: (Bool, Bool)
  )
    -> Int32?
  {
    guard equalStart(text, pattern, m, patternWhite) != nil else { return nil }
    return (MatchScore.match + text.whiteBonus) * Int32(m)
      + (MatchScore.firstCharacterMultiplier - 1) * text.whiteBonus
  }

  /// Where `equal` matches.
  static func equalStart<Text: MatchText>(
    _ text: Text, _ pattern: UnsafePointer<UInt32>, _ m: Int, _ patternWhite: (Bool, Bool)
  ) -> Int? {
    guard m > 0 else { return nil }
    var start = 0
    if !patternWhite.0 { while start < text.count, text.isWhite(start) { start += 1 } }
    var end = text.count
    if !patternWhite.1 { while end > start, text.isWhite(end - 1) { end -= 1 } }
    guard end - start == m, matchesAt(text, start, pattern, m) else { return nil }
    return start
  }

  /// A term's score and the units it matched, for an item so long that every fuzzy term takes
  /// the greedy algorithm (more units than `FzfAlgorithms.matrixLimit`): what
  /// `FzfAlgorithms` gives, without a matrix or the item loaded as units.
  static func scoreAndPositions<Text: MatchText>(
    _ text: Text, _ kind: ChoiceQuery.Term.Kind, _ pattern: UnsafePointer<UInt32>, _ m: Int,
    _ patternWhite: (Bool, Bool), forward: Bool = true
  ) -> (score: Int32, positions: [Int])? {
    precondition(text.count > FzfAlgorithms.matrixLimit, "only for items past the matrix limit")
    if m == 0 { return kind == .equal ? nil : (0, []) }
    if kind == .exactBoundary {
      return exactBoundary(text, pattern, m, forward: forward).map {
        ($0.score, Array($0.start..<$0.start + m))
      }
    }
    let range: (start: Int, end: Int)?
    switch kind {
    case .fuzzy: range = greedyRange(text, pattern, m)
    case .exact: range = exactStart(text, pattern, m, forward: forward).map { ($0, $0 + m) }
    case .prefix: range = prefixStart(text, pattern, m, patternWhite).map { ($0, $0 + m) }
    case .suffix: range = suffixStart(text, pattern, m, patternWhite).map { ($0, $0 + m) }
    case .equal: range = equalStart(text, pattern, m, patternWhite).map { ($0, $0 + m) }
    case .exactBoundary: range = nil
    }
    guard let range else { return nil }
    let score =
      kind == .equal
      ? equal(text, pattern, m, patternWhite)! : score(text, pattern, m, start: range.start, end: range.end)
    return (score, positions(text, pattern, m, start: range.start, end: range.end))
  }
}
