/// A field's completer, as given: `--complete FILE`, `--complete-cmd CMD`, `--complete-path`,
/// `--complete-dirs` (a form file's `"complete"`, `"completeCmd"`, `"completePath"`,
/// `"completeDirs"`; its `"complete"` path relative to the form file). At most one of them.
public struct CompletionSettings: Equatable, Sendable {
  /// A file of candidates, one a line.
  public var file: String?
  /// A command that prints candidates, one a line.
  public var command: String?
  /// The text is a path completed from its directory.
  public var paths = false
  /// As `paths`, directories only.
  public var directoriesOnly = false

  /// No completer.
  public init() {}

  /// True when no completer was given.
  public var isEmpty: Bool { givenCount == 0 }

  /// How many completers were given (`--complete-dirs` with `--complete-path` counts once).
  var givenCount: Int {
    (file == nil ? 0 : 1) + (command == nil ? 0 : 1) + (paths || directoriesOnly ? 1 : 0)
  }
}
