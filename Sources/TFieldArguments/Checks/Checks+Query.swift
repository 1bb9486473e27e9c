import TFieldOptions

extension Checks {
  /// `--tiebreak` is a list fzf would take.
  static func tiebreakList(_ given: GivenOptions) throws(UsageError) {
    if let tiebreak = given.choice.tiebreak, case .failure(let error) = ChoiceSettings.tiebreaks(tiebreak) {
      throw .notATiebreak(flag: "--tiebreak", reason: error.message)
    }
  }

  /// Not both `--query` and `--filter` (the query of a list printed without a terminal).
  static func queryOrFilter(_ given: GivenOptions) throws(UsageError) {
    if given.choice.query != nil && given.choice.filter != nil { throw .queryAndFilter }
  }
}
