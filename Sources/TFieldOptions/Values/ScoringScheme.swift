/// fzf's scoring schemes (`--scheme`).
public enum ScoringScheme: String, CaseIterable, Sendable {
  /// fzf's default.
  case `default`
  /// For paths.
  case path
  /// For command history.
  case history
}
