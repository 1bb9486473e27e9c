import TFieldOptions

extension Checks {
  /// The history settings fit the field: a size with a file, one completer, and none of them on
  /// a password field.
  static func historyFitsField(_ given: GivenOptions) throws(UsageError) {
    if let problem = given.settings.history.problem(isPassword: try given.spec().isPassword) {
      throw .history(problem)
    }
  }
}
