import FieldIO

/// Why a theme cannot be used, as data: `tfield` words it (`Messages`), a program can too.
package enum ThemeError: Error, Equatable, Sendable {
  /// A name that is no built-in theme (and no file: it has no `/` and does not end in `.json`),
  /// and where it was given (`--theme`, `TFIELD_THEME`).
  case unknownName(String, from: String, known: [String])
  /// A theme file that cannot be used: its name, where, and why.
  case file(name: String, position: TextPosition?, problem: FileProblem)
  /// An fzf colour spec (`choose --color`) that fzf would refuse: the word and why.
  case fzfSpec(word: String, problem: FzfProblem)

  /// What is wrong in a theme file.
  package enum FileProblem: Equatable, Sendable {
    /// It could not be read (the system's reason).
    case unreadable(String)
    /// It is not JSON.
    case invalidJSON(JSONSyntaxError.Problem)
    /// A key that is no role (nor `base`).
    case unknownRole(String, known: [String])
    /// A key of a role's look other than `foreground`, `background`, `attributes`.
    case unknownKey(String, known: [String])
    /// A colour that is none of the names, 0-255 or `#rrggbb`.
    case unknownColor(String, known: [String])
    /// An attribute that is none of the names.
    case unknownAttribute(String, known: [String])
    /// A value of the wrong type: what was expected.
    case expected(String)
  }

  /// What is wrong in a word of an fzf colour spec.
  package enum FzfProblem: Equatable, Sendable {
    /// An element fzf does not have (`fg`, `hl+`, `pointer`, …).
    case unknownElement(String, known: [String])
    /// A colour or attribute fzf does not take (`-1`-255, `#rrggbb`, the names).
    case unknownColor(String)
    /// A word without `:` that is no base (`dark`, `light`, `16`, `bw`).
    case notABase
  }
}
