/// The order of a list's matches, as fzf 0.74 orders its results: by score, then by each
/// tiebreak in turn, then by input order (`reversed`: the later item first, fzf's `--tac`);
/// without sorting, by input order alone.
///
/// The plain order (score, then length or nothing, then the earlier item; nearly every list) is
/// one `UInt64` an entry (`Ranking`). Any other order gives each match fzf's four 16-bit points
/// as a key beside its entry (`key(score:length:offsets:…)`), and every match is put in order.
struct RankOrder: Sendable, Equatable {
  /// The tiebreaks after the score, without `index` (always the last): at most three.
  let criteria: [ChoiceList.Tiebreak]
  /// False for fzf's `--no-sort`: the items' order.
  let sorts: Bool
  /// True for fzf's `--tac`: the later item first among equals (and in the empty query's list).
  let reversed: Bool
  /// True when an entry alone orders the matches: score, then length (or nothing), then index
  /// (worked out once: the matching loops read it for every item).
  let isPlain: Bool
  /// True when the ties use the length.
  let usesLength: Bool

  /// Score, length, index: the list's default.
  static let plain = RankOrder(criteria: [.length], sorts: true, reversed: false)

  /// An order from its parts.
  init(criteria: [ChoiceList.Tiebreak], sorts: Bool, reversed: Bool) {
    let kept = Array(criteria.filter { $0 != .index }.prefix(3))
    self.criteria = kept
    self.sorts = sorts
    self.reversed = reversed
    isPlain = sorts && !reversed && (kept == [.length] || kept.isEmpty)
    usesLength = kept.first == .length
  }

  /// The order a configuration asks for (`history` has no tiebreak but the index, as fzf's
  /// `--scheme=history`; `path` with the default tiebreak takes `pathname` before `length`, as
  /// fzf 0.74's `--scheme=path`).
  init(_ configuration: ChoiceList.Configuration) {
    let criteria: [ChoiceList.Tiebreak] =
      switch configuration.scheme {
      case .history: []
      case .path where configuration.tiebreaks == [.length]: [.pathname, .length]
      default: configuration.tiebreaks
      }
    self.init(
      criteria: criteria,
      sorts: configuration.sortsMatches,
      reversed: configuration.reversesInput)
  }

  /// True when a key needs where the terms matched (`begin`, `end`, `chunk`, `pathname`).
  var needsOffsets: Bool { criteria.contains { $0 != .length } }

  /// The direction fzf matches in: backward when `end` or `pathname` comes before `begin` in the
  /// tiebreaks (the last of equal alignments is taken then: fzf 0.74's `core.go`).
  var forward: Bool {
    for criterion in criteria {
      if criterion == .begin { return true }
      if criterion == .end || criterion == .pathname { return false }
    }
    return true
  }

  /// fzf's points of a match as one number, the score's most significant: its score, its
  /// length (leading and trailing spaces left out), and where its terms matched (`offsets`, one
  /// a term set, empty ranges for a negated term's) in an item of `count` units whose unit
  /// `isWhite` says is a space (and `isSeparator` a `/` or a backslash, for `pathname`). Zero when the
  /// order does not sort (or `sortable` is false: a query of only negated terms).
  func key(
    score: Int32, length: Int, offsets: [Range<Int>], count: Int, sortable: Bool, isWhite: (Int) -> Bool,
    isSeparator: (Int) -> Bool = { _ in false }
  ) -> UInt64 {
    guard sorts && sortable else { return 0 }
    let valid = offsets.filter { !$0.isEmpty }
    let minBegin = valid.map(\.lowerBound).min() ?? 0
    let minEnd = valid.map(\.upperBound).min() ?? 0
    let maxEnd = valid.map(\.upperBound).max() ?? 0
    var points = UInt64(65535 - Self.clamp(Int(score)))
    for criterion in criteria {
      var value = 65535
      switch criterion.kind {
      case .length: value = length
      case .chunk where !valid.isEmpty:
        var begin = minBegin
        while begin >= 1 && !isWhite(begin - 1) { begin -= 1 }
        var end = maxEnd
        while end < count && !isWhite(end) { end += 1 }
        value = end - begin
      case .pathname where !valid.isEmpty:
        var separator = count - 1
        while separator >= 0 && !isSeparator(separator) { separator -= 1 }
        if separator <= minBegin { value = minBegin - separator }
      case .begin where !valid.isEmpty, .end where !valid.isEmpty:
        var whitePrefix = 0
        for index in 0..<count {
          whitePrefix = index
          if index == minBegin || !isWhite(index) { break }
        }
        if criterion == .begin {
          value = minEnd - whitePrefix
        } else {
          // fzf 0.74 divides by the length plus one (0.38 by the length).
          value = 65535 - 65535 * (maxEnd - whitePrefix) / (length + 1)
        }
      default: break
      }
      points = points << 16 | UInt64(Self.clamp(value))
    }
    return points << (16 * UInt64(3 - criteria.count))
  }

  /// A number clamped to 16 bits, as fzf's `AsUint16`.
  static func clamp(_ value: Int) -> Int { min(65535, max(0, value)) }
}
