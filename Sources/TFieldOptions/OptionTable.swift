import FieldEngine

/// Every option of `tfield`, written once: the rule options of `input`, `check`, `prompt` and
/// `choose` (and, as keys, of a form file's fields), each subcommand's own options, and help.
/// The flag parser (`TFieldArguments`), the form-file reader (`FormFiles`), `tfield --help`, the
/// messages that name an option, violations' rule names and `docs/tfield-options.md` all read
/// these rows. Adding an option is adding a row to its section (`Table/OptionTable+…swift`).
///
/// The order is the docs' and the help's; the keys come in the order a form file's known keys
/// are listed.
public enum OptionTable {
  /// The subcommands that take the rule options.
  static let ruled: [Subcommand] = [.input, .check, .prompt, .choose]
  /// The rule options that hold for each line of `write`'s text as well.
  static let ruledPerLine: [Subcommand] = ruled + [.write]
  /// The subcommands that ask on the terminal.
  static let interactive = Subcommand.allCases.filter(\.isInteractive)

  /// Every option, in order: the sections of `Table/`, as the docs and help list them.
  public static let options: [Option] =
    fieldOptions + elementOptions + ruleOptions + formatOptions + validationOptions + entryOptions
    + historyOptions
    + titleOptions + chooseOptions + walkerOptions + splittingOptions + scriptingOptions + listOptions
    + partOptions
    + previewOptions
    + newItemOptions + displayOptions + outputOptions + confirmOptions + askingOptions + generalOptions
}
