import TFieldOptions
import TerminalFields

/// The theme an interactive subcommand draws in: `--theme` (else `TFIELD_THEME`) as a built-in's
/// name or a theme file, then `choose --color`'s fzf spec over it.
enum Theming {
  /// The theme and whether colours stay wanted (fzf's `bw` base turns them off), or why the
  /// theme cannot be used.
  static func theme(
    for display: Display, environment: (String) -> String? = Session.environment,
    readFile: (String) -> Result<[UInt8], SystemIO.SystemError> = SystemIO.readFile
  ) -> Result<(theme: Theme, usesColor: Bool), ThemeError> {
    do throws(ThemeError) {
      var theme = Theme.default
      if let chosen = display.theme {
        theme = try load(chosen, from: "--theme", readFile: readFile)
      } else if let chosen = environment("TFIELD_THEME"), !chosen.isEmpty {
        theme = try load(chosen, from: "TFIELD_THEME", readFile: readFile)
      }
      guard let spec = display.colorSpec else { return .success((theme, true)) }
      return .success(try theme.applyingFzfColors(spec))
    } catch {
      return .failure(error)
    }
  }

  /// A built-in theme by name, or a theme file: a value with a `/` or ending in `.json`; `source`
  /// names where it was given, for the message.
  static func load(
    _ value: String, from source: String, readFile: (String) -> Result<[UInt8], SystemIO.SystemError>
  ) throws(ThemeError) -> Theme {
    if let builtIn = Theme.named(value) { return builtIn }
    guard value.contains("/") || value.hasSuffix(".json") else {
      throw .unknownName(value, from: source, known: Theme.builtInNames)
    }
    switch readFile(value) {
    case .success(let bytes): return try Theme.parse(file: bytes, name: value)
    case .failure(let error): throw .file(name: value, position: nil, problem: .unreadable(error.reason))
    }
  }
}
