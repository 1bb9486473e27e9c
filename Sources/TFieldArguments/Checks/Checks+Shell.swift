import TFieldOptions

extension Checks {
  /// `--with-shell` names a program that runs, with its quotes closed.
  static func withShell(_ given: GivenOptions) throws(UsageError) {
    guard let value = given.choice.withShell else { return }
    if case .failure(let problem) = ChoiceSettings.shell(parsing: value) {
      throw .notAShell(got: value, reason: problem)
    }
  }
}
