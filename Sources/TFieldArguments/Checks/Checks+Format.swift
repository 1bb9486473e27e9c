import FieldEngine
import TFieldOptions

extension Checks {
  /// The format's options make at most one format, and one that can be built: not both number
  /// kinds, no bound or places without the kind that takes them, `--iso` with `--date`.
  static func oneFormat(_ given: GivenOptions) throws(UsageError) {
    _ = try given.spec()
  }

  /// `--calendar` on a date field with a day.
  static func calendarWithDay(_ given: GivenOptions) throws(UsageError) {
    if given.settings.display.calendar {
      let spec = try given.spec()
      let date: DateFormat? = if case .date(let date)? = spec.rules.format?.kind { date } else { nil }
      if date?.hasDay != true { throw .calendarWithoutDay(layout: date?.layout) }
    }
  }
}

extension UsageError {
  /// The mistake in a format's options, named by their flags.
  init(_ problem: FormatDraft.Problem) {
    switch problem {
    case .bothKinds: self = .bothNumberKinds
    case .withoutKind(let setting):
      let option = OptionTable.option(for: setting)
      self = .needsNumberKind(
        flag: OptionTable.flag(for: setting), needs: (option?.needs ?? []).map(OptionTable.flag(for:)))
    case .configuration(let error): self = .configuration(error)
    }
  }
}
