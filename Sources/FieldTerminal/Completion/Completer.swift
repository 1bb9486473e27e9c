/// Where a field's completion menu takes its candidates from (Tab in a field that has one; see
/// ``FormController/setCompleter(_:for:)`` and ``PromptController/setCompleter(_:)``). A struct with
/// static members, so a way added later breaks no program's `switch`.
///
/// ```swift
/// let cities = Completer.candidates(["Paris", "Lisbon", "Oslo"])
/// let notes = Completer.file("notes.txt")         // one candidate a line
/// let branches = Completer.command("git branch --format='%(refname:short)'")
/// let folders = Completer.paths(directoriesOnly: true)
/// ```
public struct Completer: Equatable, Hashable, Sendable {
  /// Where the candidates come from.
  package enum Kind: Equatable, Hashable, Sendable {
    /// These candidates.
    case candidates([String])
    /// The lines of a file, read in the background when the component starts.
    case file(String)
    /// The lines a command prints, run as `sh -c COMMAND tfield TEXT` in the background after
    /// typing pauses.
    case command(String)
    /// The entries of the directory the text names; only directories when `directoriesOnly`.
    case paths(directoriesOnly: Bool)
  }

  /// Where the candidates come from.
  package let kind: Kind

  package init(_ kind: Kind) { self.kind = kind }

  /// A menu of these candidates.
  public static func candidates(_ candidates: [String]) -> Completer { Completer(.candidates(candidates)) }

  /// A menu of the lines of the file at `path` (one candidate a line), read in the background.
  public static func file(_ path: String) -> Completer { Completer(.file(path)) }

  /// A menu of the lines `command` prints: it is run as `sh -c COMMAND tfield TEXT` (the field's
  /// text is `$1`), in the background, 150 ms after typing pauses; a run made stale by more typing
  /// is ended.
  public static func command(_ command: String) -> Completer { Completer(.command(command)) }

  /// A menu of the entries of the directory the text names (`~/` is the home directory): a
  /// candidate replaces the text's last component; hidden entries are offered once the component
  /// starts with "."; directories end with "/".
  public static func paths(directoriesOnly: Bool = false) -> Completer {
    Completer(.paths(directoriesOnly: directoriesOnly))
  }

  /// True for a completer whose candidate replaces only the text's last path component.
  var completesPaths: Bool { if case .paths = kind { true } else { false } }
}
