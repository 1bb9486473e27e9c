/// A field's history and suggestions files, as given: `--history FILE`, `--history-size N`,
/// `--suggest FILE` (a form file's `"history"`, `"historySize"`, `"suggest"`, whose paths are
/// relative to the form file).
public struct HistorySettings: Equatable, Sendable {
  /// The history file, or nil for none.
  public var file: String?
  /// The most entries it keeps; nil for the default (`defaultSize`).
  public var size: Int?
  /// A file of values to suggest, or nil for none.
  public var suggestions: String?
  /// Whether a suggestion's start must have the text's case (`--suggest-case`).
  public var suggestionCase = SuggestCase.sensitive
  /// Where Tab's completion menu takes its candidates (`--complete`, `--complete-cmd`,
  /// `--complete-path`, `--complete-dirs`).
  public var completion = CompletionSettings()

  /// The most entries a history file keeps when `size` is not given.
  public static let defaultSize = 1000

  /// No history, no suggestions.
  public init(file: String? = nil, size: Int? = nil, suggestions: String? = nil) {
    self.file = file
    self.size = size
    self.suggestions = suggestions
  }

  /// True when nothing was given.
  public var isEmpty: Bool {
    file == nil && size == nil && suggestions == nil && completion.isEmpty && suggestionCase == .sensitive
  }

  /// The settings with relative paths taken from `directory` ("" or nil: as they are).
  public func relative(to directory: String?) -> HistorySettings {
    guard let directory, !directory.isEmpty else { return self }
    func resolve(_ path: String?) -> String? {
      guard let path, !path.hasPrefix("/") else { return path }
      return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
    var resolved = HistorySettings(file: resolve(file), size: size, suggestions: resolve(suggestions))
    resolved.completion = completion
    resolved.suggestionCase = suggestionCase
    resolved.completion.file = resolve(completion.file)
    return resolved
  }

  /// What is wrong with the settings for a field: a size without a file, a history or
  /// suggestions on a password field.
  public func problem(isPassword: Bool) -> Problem? {
    if isPassword && file != nil { return .onPassword(.historyFile) }
    if isPassword && suggestions != nil { return .onPassword(.suggestionsFile) }
    if isPassword && !completion.isEmpty { return .onPassword(.completion) }
    if completion.givenCount > 1 { return .severalCompleters }
    if size != nil && file == nil { return .sizeWithoutFile }
    return nil
  }

  /// A mistake in the settings.
  public enum Problem: Equatable, Sendable {
    /// A size and no history file.
    case sizeWithoutFile
    /// A history or suggestions on a password field, which never reads or writes one.
    case onPassword(Part)
    /// More than one of `--complete`, `--complete-cmd` and `--complete-path` (or `--complete-dirs`).
    case severalCompleters
  }

  /// The options of the settings, for messages.
  public enum Part: Equatable, Sendable {
    /// `--history`, `"history"`.
    case historyFile
    /// `--history-size`, `"historySize"`.
    case size
    /// `--suggest`, `"suggest"`.
    case suggestionsFile
    /// `--complete` and the other completers, `"complete"`.
    case completion
  }
}
