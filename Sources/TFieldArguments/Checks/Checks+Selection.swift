import TFieldOptions

extension Checks {
  /// `--limit` at least 1.
  static func limitAtLeastOne(_ given: GivenOptions) throws(UsageError) {
    if given.choice.limit == 0 { throw .limitBelowOne }
  }

  /// `--selected` once, unless the list chooses several (`--multi`).
  static func oneSelectedUnlessMulti(_ given: GivenOptions) throws(UsageError) {
    if given.settings.selected.count > 1 && !given.choice.multiple {
      throw .severalSelectedWithoutMulti(count: given.settings.selected.count)
    }
  }

  /// No more distinct `--selected` items than `--limit` lets the list choose.
  static func selectedWithinLimit(_ given: GivenOptions) throws(UsageError) {
    if let limit = given.choice.limit, Set(given.settings.selected).count > limit {
      throw .moreSelectedThanLimit(count: Set(given.settings.selected).count, limit: limit)
    }
  }
}
