import FieldEngine
import FieldIO

/// What options set: the spec of the field that the rule options describe, the format being
/// put together from its options, and the command's own settings. The flag parser fills one for
/// a command line, the form-file reader one per field; both read options through
/// `Option.apply(_:to:)` and finish with `finishedSpec()`, so a flag and its key cannot differ.
public struct CommandSettings: Equatable, Sendable {
  /// The field the rule options describe.
  public var spec: FieldSpec
  /// The format, from `--mask`, `--integer`/`--decimal`, `--min`, `--max`, `--places`, `--date`,
  /// `--iso` and `--pattern`.
  public var format = FormatDraft()
  /// How `input`, `form`, `prompt` and `choose` print what was entered.
  public var output = OutputFormat.plain
  /// How `check` reports.
  public var checkOutput = CheckOutput.plain
  /// The title: a prompt's top border, a list's title row.
  public var title = ""
  /// A prompt's message.
  public var message = ""
  /// The items a list marks at start (`--selected`, as bytes, in the order given).
  public var selected: [[UInt8]] = []
  /// A list offers "Other…" for a new item.
  public var offersOther = false
  /// What `choose` reads, matches and prints.
  public var choice = ChoiceSettings()
  /// The value's check by a command (`--validate`, `--validate-while-typing`,
  /// `--validate-timeout`).
  public var validation = Validation()
  /// `form` lets its file's fields run commands (`--allow-commands`).
  public var allowsCommands = false
  /// The value `check` checks; nil to read stdin.
  public var checkedValue: String?
  /// How the interactive subcommands draw: inline or full screen, and what they leave behind.
  public var display = Display()
  /// The field's history file and suggestions file (`--history`, `--history-size`, `--suggest`).
  public var history = HistorySettings()
  /// The answer `confirm` highlights at the start, which Enter alone takes.
  public var defaultAnswer = Answer.no
  /// What `confirm` prints.
  public var confirmOutput = ConfirmOutput.plain
  /// The most lines `write` takes (`--max-lines`), or a form file's area (`"maxLines"`); nil for
  /// no limit.
  public var maxLines: Int?
  /// What a form file's element keys set besides the spec.
  public var element = ElementSettings()
  /// The subcommand the settings are for; nil for a form file's field.
  public let subcommand: Subcommand?

  /// The settings before any option: a field with the subcommand's id, and the default of every
  /// option the subcommand takes (for a form file's field, `subcommand` nil: of every key).
  public init(for subcommand: Subcommand?) {
    self.subcommand = subcommand
    spec = FieldSpec(id: subcommand?.fieldID ?? "")
    let options = subcommand.map { OptionTable.options(for: $0) } ?? OptionTable.keyed
    for option in options {
      guard let value = option.defaultValue else { continue }
      option.apply(.text(value), to: &self)
    }
    // A default is no scheme given: the walker's paths are still ranked as paths.
    choice.schemeGiven = false
  }

  /// The spec with its format built from the format's options.
  ///
  /// - Throws: both number kinds given, a bound or places without a format that takes them,
  ///   `--iso` without `--date`, several formats, or a format that cannot be built.
  public func finishedSpec() throws(FormatDraft.Problem) -> FieldSpec {
    var spec = spec
    spec.rules.format = try format.textFormat()
    spec.submitsISO = format.iso
    if let command = validation.command {
      spec.asyncValidators.append(
        CommandCheck.validator(command, timeout: validation.duration, whileTyping: validation.whileTyping))
    }
    return spec
  }
}
