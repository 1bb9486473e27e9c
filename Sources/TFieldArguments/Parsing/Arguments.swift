import FieldKeys
import TFieldOptions

// tfield's command line, parsed into an `Invocation` with nothing done yet: a library, so that
// the arguments fuzzer (Fuzz/FuzzTargets) can reach it; the tool itself lives in Sources/tfield.
// Which flags exist, what they take and what they set is `OptionTable`'s: Parsing/ only reads
// words; what options say about each other is checked in Checks/, and Invocation/ is the result.

/// Parses `tfield`'s arguments (without the program's name) into an `Invocation`.
public enum Arguments {
  /// Parses the arguments.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try parse(bytes: arguments.map { Array($0.utf8) })
  }

  /// Parses the arguments as the system gave them (`CommandLine.unsafeArgv`): flags and their
  /// values are read as UTF-8 (bytes that are not become U+FFFD), while `choose`'s items and
  /// `--selected` keep their bytes exactly.
  ///
  /// `defaultOptions` is `TFIELD_DEFAULT_OPTS` (words as a shell splits them): options of
  /// `choose` read before the command line's, which may give them again to change them; as in
  /// `FZF_DEFAULT_OPTS`, an option may come several times there, the last one counting (scripts
  /// add their own options to the user's).
  ///
  /// `defaultOptionsFile` is `TFIELD_DEFAULT_OPTS_FILE`'s file, read before `defaultOptions` (as
  /// fzf reads `FZF_DEFAULT_OPTS_FILE`), `#` comments and line breaks in it.
  public static func parse(
    bytes raw: [[UInt8]], defaultOptionsFile: DefaultOptionsFile? = nil, defaultOptions: String? = nil
  ) throws(UsageError) -> Invocation {
    let subcommand: Subcommand
    switch try request(raw.map { String(decoding: $0, as: UTF8.self) }) {
    case .help(let asked): return .help(asked)
    case .version: return .version
    case .run(let named): subcommand = named
    }
    var settings = CommandSettings(for: subcommand)
    // Defaults first, so that the command line's own options come after them and win.
    if subcommand == .choose, let defaultOptionsFile {
      try readDefaultOptions(defaultOptionsFile, for: subcommand, into: &settings)
    }
    if subcommand == .choose, let defaultOptions {
      try readDefaultOptions(defaultOptions, for: subcommand, into: &settings)
    }
    var operands: [String] = []
    var operandBytes: [[UInt8]] = []
    var seen = Set<String>()
    if try read(
      Array(raw.dropFirst()), for: subcommand, into: &settings, operands: &operands,
      operandBytes: &operandBytes, seen: &seen)
    {
      return .help(subcommand)
    }
    // `--expect`'s values, each as given (comma-separated), become one key name each.
    settings.choice.expectedKeys = settings.choice.expectedKeys.flatMap(FzfKeyNames.names)
    let spec = try Checks.run(on: settings)
    return try Invocation(
      subcommand, settings: settings, spec: spec, operands: operands, operandBytes: operandBytes,
      givesMessage: seen.contains("--message"))
  }
}
