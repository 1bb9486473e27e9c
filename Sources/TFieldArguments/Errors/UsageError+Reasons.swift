/// The part of a `--bind` value at fault.
public enum BindingPart: Equatable, Sendable {
  /// A key name that is not one of fzf's.
  case key
  /// An action the list does not have.
  case action
  /// An entry without `KEY:ACTION`.
  case entry
}

/// Why a preview option cannot be used.
public enum PreviewProblem: Equatable, Sendable {
  /// A `{f}` placeholder (fzf's temporary file), which tfield does not offer.
  case temporaryFile
  /// A `--preview-window` word that is none of fzf's.
  case invalidWord
  /// A `--preview-window` word of fzf's that tfield does not offer.
  case unsupportedWord
  /// A size over 99%.
  case tooLarge
}

/// Why a columns option (`--delimiter`, `--nth`, `--with-nth`) cannot be used.
public enum ColumnProblem: Equatable, Sendable {
  /// Not a list of fzf's index expressions.
  case invalidFormat
  /// A regular expression with Go's syntax outside tfield's subset: the construct.
  case unsupportedPattern(String)
  /// A repeat count of a regular expression over 1000 (or a minimum above its maximum), which
  /// Go refuses too: the repeat as written.
  case repeatCount(String)
  /// A regular expression whose automaton would be too large to match with.
  case patternTooLarge
  /// A template (`--with-nth`, `--accept-nth`) without a placeholder.
  case noPlaceholder
  /// `--with-nth` with `--other` (a new item has no line as read apart from its columns).
  case withOther
}

/// Why a `--with-shell` value cannot run commands.
public enum ShellProblem: Error, Equatable, Sendable {
  /// No words at all.
  case empty
  /// A quote that is not closed.
  case unclosedQuote
  /// Its program is not found in `PATH`, or cannot be run: the program's word and the system's
  /// reason.
  case notFound(String, reason: String)
}
