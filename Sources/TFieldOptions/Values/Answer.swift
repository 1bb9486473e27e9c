/// An answer to a yes/no question.
public enum Answer: String, CaseIterable, Sendable {
  /// Yes.
  case yes
  /// No.
  case no
}
