import FieldEngine
import TFieldOptions

/// The checks of options against each other, made once every option is read: each is a small
/// function of the options given that throws the mistake it finds. `all` runs them in order, and
/// the first mistake found is the one named.
enum Checks {
  /// One check: a function of the options given that throws the mistake it finds. (A struct
  /// around the function: Swift 6.3.1's SIL generation crashes on an array of typed-throws
  /// functions.)
  struct Check: Sendable {
    /// Throws the mistake the check finds.
    let run: @Sendable (GivenOptions) throws(UsageError) -> Void
  }

  /// Every check, in the order they run.
  static let all: [Check] = [
    Check(run: tiebreakList),
    Check(run: oneFormat),
    Check(run: heightInline),
    Check(run: calendarWithDay),
    Check(run: historyFitsField),
    Check(run: limitAtLeastOne),
    Check(run: fieldOptions),
    Check(run: withNthWithoutOther),
    Check(run: oneSelectedUnlessMulti),
    Check(run: selectedWithinLimit),
    Check(run: queryOrFilter),
    Check(run: marks),
    Check(run: borderPlaces),
    Check(run: bindings),
    Check(run: fieldBindings),
    Check(run: expectedKeys),
    Check(run: preview),
    Check(run: walker),
    Check(run: listenAddress),
    Check(run: withShell),
  ]

  /// Runs every check on the settings.
  ///
  /// - Returns: the field's spec, built from the settings.
  /// - Throws: the first mistake found.
  static func run(on settings: CommandSettings) throws(UsageError) -> FieldSpec {
    let given = GivenOptions(settings)
    for check in all { try check.run(given) }
    return try given.spec()
  }
}

/// The options given, as the checks see them: the settings once every option is read, and the
/// field's spec built from them, or why it cannot be built.
struct GivenOptions {
  /// The settings.
  let settings: CommandSettings
  /// The spec, or the mistake in the format's options.
  private let finished: Result<FieldSpec, FormatDraft.Problem>

  /// The options of `settings`.
  init(_ settings: CommandSettings) {
    self.settings = settings
    finished = Result { () throws(FormatDraft.Problem) in try settings.finishedSpec() }
  }

  /// What `choose` was given.
  var choice: ChoiceSettings { settings.choice }

  /// The field's spec.
  ///
  /// - Throws: the mistake in the format's options, which `Checks.oneFormat` names first.
  func spec() throws(UsageError) -> FieldSpec {
    do throws(FormatDraft.Problem) {
      return try finished.get()
    } catch {
      throw UsageError(error)
    }
  }
}
