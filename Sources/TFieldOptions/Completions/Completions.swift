/// Shell completion scripts for `tfield`, printed from the option table: the subcommands with
/// their summaries, each subcommand's flags (every spelling) with their help, the words of every
/// choice (`--on-type`, `--output`, `--color`, …) and file names for files (`form`'s file, and any
/// option whose value is a file). An option added to the table completes with nothing else to
/// change. `tfield completions bash|zsh|fish` prints them.
public enum Completions {
  /// The script for a shell.
  public static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  /// What completes a value.
  public enum Values: Hashable, Sendable {
    /// One of these words.
    case words([Choice])
    /// A file name.
    case files
    /// Anything: nothing to offer.
    case anything
  }

  /// A flag as completions offer it.
  public struct Flag: Equatable, Sendable {
    /// The long spelling, then the short ones: "--help", "-h".
    public let spellings: [String]
    /// What it does.
    public let help: String
    /// What completes its value, or nil for a switch.
    public let values: Values?
  }

  /// The flags a subcommand takes, in the table's order; with nil, those taken before any
  /// subcommand (`--help`, `--version`). fzf's `+` spellings (`+i`, `+s`) are left out: they are
  /// there for command lines written for fzf, and completion offers the long spelling.
  public static func flags(of subcommand: Subcommand?) -> [Flag] {
    let options = subcommand.map(OptionTable.options(for:)) ?? OptionTable.beforeSubcommand
    return options.compactMap { option in
      option.flag == nil
        ? nil
        : Flag(
          spellings: option.flags.filter { !$0.hasPrefix("+") }, help: option.help,
          values: option.value.completion)
    }
  }

  /// What completes a subcommand's operand (`form`'s file, `completions`' shell), or nil when it
  /// takes none.
  public static func operand(of subcommand: Subcommand) -> Values? {
    subcommand.operand.flatMap(\.value.completion)
  }

  /// The first line of every script.
  static func header(_ shell: Shell) -> String {
    "# \(shell.rawValue) completion for tfield, printed from its option table by "
      + "`tfield completions \(shell.rawValue)`."
  }
}

extension ValueKind {
  /// What completes a value of this kind; nil for a switch, which takes none.
  public var completion: Completions.Values? {
    switch self {
    case .boolean: nil
    case .choice(_, let choices): .words(choices)
    case .file, .path: .files
    case .text, .item, .wholeNumber, .formatValue, .number, .height, .seconds, .dateValue, .strings, .options,
      .condition:
      .anything
    }
  }
}
