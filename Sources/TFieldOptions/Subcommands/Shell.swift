/// The shells `tfield completions` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
  /// bash (4.2 or later), with or without the bash-completion package.
  case bash
  /// zsh, with its completion system (`compinit`).
  case zsh
  /// fish (3.0 or later).
  case fish
}
