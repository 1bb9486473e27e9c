/// The score of one item's term sets as their terms are matched in order: a set is satisfied by
/// its first positive term that matches (which gives the set's score) or by a negated term that
/// does not (score 0, unless a later positive term matches), as fzf 0.38's `extendedMatch`.
struct SetTally {
  /// The scores of the sets closed so far.
  var total: Int32 = 0
  /// The open set's score so far, nil while nothing satisfies it.
  private var score: Int32?
  /// True once a positive term satisfied the open set: its further terms are not matched.
  private var done = false

  /// True while the open set's next term is worth matching.
  var wants: Bool { !done }

  /// Takes a term's result: its score, or nil when it does not match.
  @inline(__always)
  mutating func take(_ result: Int32?, negated: Bool) {
    if negated {
      if result == nil && score == nil { score = 0 }
    } else if let result {
      score = result
      done = true
    }
  }

  /// Closes the open set: false when nothing satisfied it (the item does not match).
  @inline(__always)
  mutating func close() -> Bool {
    guard let score else { return false }
    total += score
    self.score = nil
    done = false
    return true
  }
}
