/// An item as the algorithms see it: its units (scalars, or characters as numbers, case folded
/// or not as the term asks), the class of each, and the bonus of a match at each. All three have
/// `count` elements.
struct UnitText {
  let units: UnsafePointer<UInt32>
  let classes: UnsafePointer<CharacterClass>
  let bonus: UnsafePointer<Int32>
  let count: Int
  /// The scheme's bonus of a word start after a space (`exact` and `equal` count the item's
  /// first unit so).
  var whiteBonus = MatchScore.boundaryWhite

  /// Units of class white at the start.
  var leadingWhite: Int {
    var index = 0
    while index < count, classes[index] == .white { index += 1 }
    return index
  }

  /// Units of class white at the end.
  var trailingWhite: Int {
    var index = count
    while index > 0, classes[index - 1] == .white { index -= 1 }
    return count - index
  }
}

/// Where a term matched: its score and the range of units it covers; with positions asked for,
/// the unit offset of every matched unit.
struct TermMatch {
  var score: Int32
  var start: Int
  var end: Int
}

/// The buffers a fuzzy match works in, reused from item to item: one per thread.
final class MatchScratch {
  private(set) var capacity = 0
  private(set) var h0: UnsafeMutablePointer<Int32>
  private(set) var c0: UnsafeMutablePointer<Int32>
  private(set) var matrix = 0
  private(set) var h: UnsafeMutablePointer<Int32>
  private(set) var c: UnsafeMutablePointer<Int32>
  var firsts: [Int] = []

  init() {
    h0 = .allocate(capacity: 1)
    c0 = .allocate(capacity: 1)
    h = .allocate(capacity: 1)
    c = .allocate(capacity: 1)
  }

  deinit {
    h0.deallocate()
    c0.deallocate()
    h.deallocate()
    c.deallocate()
  }

  /// Room for an item of `count` units and a matrix of `cells`.
  func reserve(units count: Int, cells: Int) {
    if count > capacity {
      capacity = max(count, capacity * 2, 256)
      h0.deallocate()
      c0.deallocate()
      h0 = .allocate(capacity: capacity)
      c0 = .allocate(capacity: capacity)
    }
    if cells > matrix {
      matrix = max(cells, matrix * 2, 4096)
      h.deallocate()
      c.deallocate()
      h = .allocate(capacity: matrix)
      c = .allocate(capacity: matrix)
    }
  }
}

/// The match algorithms, ported from fzf 0.38 (`src/algo/algo.go`), over units rather than runes:
/// the optimal fuzzy match (a modified Smith-Waterman), its greedy fallback for very long items,
/// the exact, prefix, suffix and equal matches, and the score of a range. The pattern is given in
/// the text's case (folded when the term ignores case).
enum FzfAlgorithms {
  /// Above this many cells (item units times pattern units), the greedy algorithm is used, as fzf
  /// does past its slab.
  static let matrixLimit = 100 * 1024

  /// The best-scoring fuzzy match of `pattern` (not empty) in `text`, its units in order, or nil.
  /// Of equal scores, the match that ends first is taken, or, not `forward`, the one that ends
  /// last (fzf matches backward for `--tiebreak=end`).
  static func fuzzy(
    _ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, scratch: MatchScratch, positions: inout [Int]?,
    forward: Bool = true
  ) -> TermMatch? {
    let m = pattern.count
    let n = text.count
    guard m > 0 else { return TermMatch(score: 0, start: 0, end: 0) }
    if n * m > matrixLimit { return greedy(text, pattern, positions: &positions) }
    // Phase 1: where each pattern unit first occurs (greedy, in order), and the last occurrence
    // of the last unit after those.
    guard let first = firstOccurrence(pattern[0], in: text, from: 0) else { return nil }
    scratch.reserve(units: n, cells: 0)
    if scratch.firsts.count < m { scratch.firsts = Array(repeating: 0, count: m) }
    let units = text.units
    let bonus = text.bonus
    let h0 = scratch.h0
    let c0 = scratch.c0
    // Phase 2: the first row (the first pattern unit), and the first occurrences.
    var maxScore: Int32 = 0
    var maxScorePosition = 0
    var patternIndex = 0
    var lastIndex = 0
    let p0 = pattern[0]
    var wanted = p0
    var previousH0: Int32 = 0
    var inGap = false
    var index = first
    while index < n {
      let unit = units[index]
      if unit == wanted {
        if patternIndex < m {
          scratch.firsts[patternIndex] = index
          patternIndex += 1
          wanted = pattern[min(patternIndex, m - 1)]
        }
        lastIndex = index
      }
      if unit == p0 {
        let score = MatchScore.match + bonus[index] * MatchScore.firstCharacterMultiplier
        h0[index] = score
        c0[index] = 1
        if m == 1 && (score > maxScore || !forward && score == maxScore) {
          maxScore = score
          maxScorePosition = index
          if forward && bonus[index] >= MatchScore.boundary { break }
        }
        inGap = false
      } else {
        h0[index] = max(previousH0 + (inGap ? MatchScore.gapExtension : MatchScore.gapStart), 0)
        c0[index] = 0
        inGap = true
      }
      previousH0 = h0[index]
      index += 1
    }
    guard patternIndex == m else { return nil }
    if m == 1 {
      if positions != nil { positions = [maxScorePosition] }
      return TermMatch(score: maxScore, start: maxScorePosition, end: maxScorePosition + 1)
    }
    // Phase 3: the score matrix, row i from the first occurrence of pattern unit i.
    let f0 = scratch.firsts[0]
    let width = lastIndex - f0 + 1
    scratch.reserve(units: n, cells: width * m)
    let h = scratch.h
    let c = scratch.c
    for column in 0..<width {
      h[column] = h0[f0 + column]
      c[column] = c0[f0 + column]
    }
    for row in 1..<m {
      let f = scratch.firsts[row]
      let wantedUnit = pattern[row]
      let rowStart = row * width
      inGap = false
      // Left of the row's first occurrence nothing can match: zeros, which the next row's
      // diagonal and the trace back read.
      for column in f0..<f {
        h[rowStart + column - f0] = 0
        c[rowStart + column - f0] = 0
      }
      var column = f
      while column <= lastIndex {
        let cell = rowStart + column - f0
        let left: Int32 = column > f ? h[cell - 1] : 0
        let s2 = left + (inGap ? MatchScore.gapExtension : MatchScore.gapStart)
        var s1: Int32 = 0
        var consecutive: Int32 = 0
        if units[column] == wantedUnit {
          let diagonal = cell - width - 1
          s1 = (column > f0 ? h[diagonal] : 0) + MatchScore.match
          var b = bonus[column]
          consecutive = (column > f0 ? c[diagonal] : 0) + 1
          if consecutive > 1 {
            let fb = bonus[column - Int(consecutive) + 1]
            // Break the run: a word start better than the run's first unit starts a new one.
            if b >= MatchScore.boundary && b > fb {
              consecutive = 1
            } else {
              b = max(b, max(MatchScore.consecutive, fb))
            }
          }
          if s1 + b < s2 {
            s1 += bonus[column]
            consecutive = 0
          } else {
            s1 += b
          }
        }
        c[cell] = consecutive
        inGap = s1 < s2
        let score = max(max(s1, s2), 0)
        if row == m - 1 && (score > maxScore || !forward && score == maxScore) {
          maxScore = score
          maxScorePosition = column
        }
        h[cell] = score
        column += 1
      }
    }
    // Phase 4: the positions, traced back through the matrix.
    var start = f0
    if positions != nil {
      var found: [Int] = []
      found.reserveCapacity(m)
      var row = m - 1
      var column = maxScorePosition
      var preferMatch = true
      while true {
        let rowStart = row * width
        let offset = column - f0
        let score = h[rowStart + offset]
        var s1: Int32 = 0
        var s2: Int32 = 0
        if row > 0 && column >= scratch.firsts[row] { s1 = h[rowStart - width + offset - 1] }
        if column > scratch.firsts[row] { s2 = h[rowStart + offset - 1] }
        if score > s1 && (score > s2 || score == s2 && preferMatch) {
          found.append(column)
          if row == 0 { break }
          row -= 1
        }
        let below = rowStart + width + offset + 1
        preferMatch = c[rowStart + offset] > 1 || below < width * m && c[below] > 0
        column -= 1
      }
      start = found.last ?? f0
      positions = found.reversed()
    }
    return TermMatch(score: maxScore, start: start, end: maxScorePosition + 1)
  }

  /// fzf's V1: the first occurrence forward, shortened backward, then scored.
  static func greedy(_ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, positions: inout [Int]?)
    -> TermMatch?
  {
    let m = pattern.count
    var patternIndex = 0
    var start = -1
    var end = -1
    for index in 0..<text.count where text.units[index] == pattern[patternIndex] {
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
      if text.units[index] == pattern[patternIndex] {
        patternIndex -= 1
        if patternIndex < 0 {
          start = index
          break
        }
      }
      index -= 1
    }
    let score = score(text, pattern, start: start, end: end, positions: &positions)
    return TermMatch(score: score, start: start, end: end)
  }

  /// fzf's `calculateScore`: the pattern matched greedily in `start..<end`, scored as the fuzzy
  /// match scores it.
  static func score(
    _ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, start: Int, end: Int, positions: inout [Int]?
  ) -> Int32 {
    var patternIndex = 0
    var score: Int32 = 0
    var inGap = false
    var consecutive = 0
    var firstBonus: Int32 = 0
    var found: [Int] = []
    for index in start..<end where patternIndex < pattern.count {
      if text.units[index] == pattern[patternIndex] {
        if positions != nil { found.append(index) }
        score += MatchScore.match
        var bonus = text.bonus[index]
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
    }
    if positions != nil { positions = found }
    return score
  }

  /// fzf's `ExactMatchNaive`: the occurrence of the pattern whose first unit has the best bonus
  /// (the first one at a word start), scored.
  ///
  /// Not `forward`, the occurrences are taken from the last one back (fzf's backward search for
  /// `--tiebreak=end`): the last at a word start, or the last of the best bonus.
  static func exact(
    _ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, positions: inout [Int]?, forward: Bool = true
  )
    -> TermMatch?
  {
    let m = pattern.count
    let n = text.count
    guard m > 0 else { return TermMatch(score: 0, start: 0, end: 0) }
    guard n >= m else { return nil }
    if !forward {
      var bestStart = -1
      var bestBonus: Int32 = -1
      for start in stride(from: n - m, through: 0, by: -1)
      where (0..<m).allSatisfy({ text.units[start + $0] == pattern[$0] }) {
        let bonus = start == 0 ? text.whiteBonus : text.bonus[start]
        if bonus > bestBonus {
          bestStart = start
          bestBonus = bonus
        }
        if bonus >= MatchScore.boundary { break }
      }
      guard bestStart >= 0 else { return nil }
      let score = score(text, pattern, start: bestStart, end: bestStart + m, positions: &positions)
      return TermMatch(score: score, start: bestStart, end: bestStart + m)
    }
    var patternIndex = 0
    var bestEnd = -1
    var bonus: Int32 = 0
    var bestBonus: Int32 = -1
    var index = 0
    while index < n {
      if text.units[index] == pattern[patternIndex] {
        // fzf's `bonusAt`: the first unit counts as a word start after a space.
        if patternIndex == 0 { bonus = index == 0 ? text.whiteBonus : text.bonus[index] }
        patternIndex += 1
        if patternIndex == m {
          if bonus > bestBonus {
            bestEnd = index
            bestBonus = bonus
          }
          if bonus >= MatchScore.boundary { break }
          index -= patternIndex - 1
          patternIndex = 0
          bonus = 0
        }
      } else {
        index -= patternIndex
        patternIndex = 0
        bonus = 0
      }
      index += 1
    }
    guard bestEnd >= 0 else { return nil }
    let start = bestEnd - m + 1
    let score = score(text, pattern, start: start, end: bestEnd + 1, positions: &positions)
    return TermMatch(score: score, start: start, end: bestEnd + 1)
  }

  /// The pattern at the start, after the item's leading spaces unless the pattern starts with one.
  static func prefix(_ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, positions: inout [Int]?)
    -> TermMatch?
  {
    guard let firstUnit = pattern.first else { return TermMatch(score: 0, start: 0, end: 0) }
    let start = isWhite(firstUnit) ? 0 : text.leadingWhite
    guard text.count - start >= pattern.count else { return nil }
    for offset in 0..<pattern.count where text.units[start + offset] != pattern[offset] { return nil }
    let score = score(text, pattern, start: start, end: start + pattern.count, positions: &positions)
    return TermMatch(score: score, start: start, end: start + pattern.count)
  }

  /// The pattern at the end, before the item's trailing spaces unless the pattern ends with one.
  static func suffix(_ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, positions: inout [Int]?)
    -> TermMatch?
  {
    var end = text.count
    if pattern.isEmpty || !isWhite(pattern[pattern.count - 1]) { end -= text.trailingWhite }
    guard !pattern.isEmpty else { return TermMatch(score: 0, start: end, end: end) }
    let start = end - pattern.count
    guard start >= 0 else { return nil }
    for offset in 0..<pattern.count where text.units[start + offset] != pattern[offset] { return nil }
    let score = score(text, pattern, start: start, end: end, positions: &positions)
    return TermMatch(score: score, start: start, end: end)
  }

  /// The whole item, its leading and trailing spaces aside, equal to the pattern.
  static func equal(_ text: UnitText, _ pattern: UnsafeBufferPointer<UInt32>, positions: inout [Int]?)
    -> TermMatch?
  {
    let m = pattern.count
    guard m > 0 else { return nil }
    let start = isWhite(pattern[0]) ? 0 : text.leadingWhite
    let trailing = isWhite(pattern[m - 1]) ? 0 : text.trailingWhite
    guard text.count - start - trailing == m else { return nil }
    for offset in 0..<m where text.units[start + offset] != pattern[offset] { return nil }
    if positions != nil { positions = Array(start..<start + m) }
    let score =
      (MatchScore.match + text.whiteBonus) * Int32(m)
      + (MatchScore.firstCharacterMultiplier - 1) * text.whiteBonus
    return TermMatch(score: score, start: start, end: start + m)
  }

  /// The first index at or after `from` where `unit` is.
  private static func firstOccurrence(_ unit: UInt32, in text: UnitText, from: Int) -> Int? {
    var index = from
    while index < text.count {
      if text.units[index] == unit { return index }
      index += 1
    }
    return nil
  }

  /// True when a pattern unit is a space (prefix and suffix matches then keep the item's spaces).
  private static func isWhite(_ unit: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return CharacterClass.of(scalar) == .white
  }
}
