import FieldEngine

/// The days a calendar's weeks may start on (`--week-start`): Monday, as ISO 8601 and most of
/// the world count, or Sunday, as calendars in the United States and inquire's do.
public enum WeekStart: String, CaseIterable, Sendable {
  /// Monday first.
  case monday
  /// Sunday first.
  case sunday

  /// The engine's weekday.
  package var weekday: Weekday { self == .monday ? .monday : .sunday }
}
