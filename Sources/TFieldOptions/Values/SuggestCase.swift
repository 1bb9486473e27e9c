import FieldEngine

/// `--suggest-case`'s words (`SuggestionCase` in the engine).
public enum SuggestCase: String, CaseIterable, Equatable, Hashable, Sendable {
  /// As typed.
  case sensitive
  /// In any case, those in the text's own first.
  case insensitive
  /// Insensitive while the text has no uppercase letter.
  case smart
}

extension SuggestCase {
  /// The engine's value of the word.
  package var engineCase: SuggestionCase {
    switch self {
    case .sensitive: .sensitive
    case .insensitive: .insensitive
    case .smart: .smart
    }
  }
}
