/// When the interactive subcommands draw in colour (`--color`).
public enum ColorMode: String, CaseIterable, Sendable {
  /// When terminfo says the terminal has colours and NO_COLOR is unset (or empty).
  case auto
  /// Wherever terminfo says the terminal has colours, NO_COLOR or not.
  case always
  /// Never: attributes only (bold, reverse, dim, underline).
  case never

  /// Whether colours are wanted, given NO_COLOR's value (nil when unset): the terminal must still
  /// have them.
  public func wantsColor(noColor: String?) -> Bool {
    switch self {
    case .auto: noColor?.isEmpty ?? true
    case .always: true
    case .never: false
    }
  }
}
