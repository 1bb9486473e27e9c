import FieldEngine

/// One option of `tfield`: a flag of some subcommands, a key of form files, or both, with
/// everything the flag parser, the form-file reader, the help, the messages and the docs need to
/// know about it. The rows are `OptionTable.options`; an option is made by one of the typed
/// constructors (`boolean`, `text`, `wholeNumber`, `choice`, `formatValue`), so its value kind and
/// what it does with the value cannot disagree.
public struct Option: Sendable {
  /// The long flag ("--max-length"), or nil for a key that only form files have ("id").
  public let flag: String?
  /// Short forms of the flag ("-h").
  public let shortFlags: [String]
  /// The key of a form file's field ("maxLength"), or nil for an option of the command line only.
  public let key: String?
  /// The subcommands that take the flag, in `Subcommand` order.
  public let subcommands: [Subcommand]
  /// True when `tfield` takes the flag before any subcommand (`tfield --version`).
  public let beforeSubcommand: Bool
  /// What the value is.
  public let value: ValueKind
  /// What the option does, in a few words, without its flag or key.
  public let help: String
  /// Where help and the docs list it.
  public let section: Section
  /// The rule it sets, so that an error or a violation about that rule names it.
  public let rule: RuleName?
  /// The formats the option belongs to (`--places` needs `--decimal`): help and the docs say so,
  /// and a mistake without one of them names them.
  public let needs: [RuleName]
  /// The value taken when the option is not given, as written on the command line; nil when
  /// not given means not set.
  public let defaultValue: String?
  /// True when the option may be given more than once (`--selected`), each value adding to
  /// the others.
  public let repeats: Bool
  /// For a switch that also takes a whole number attached to its flag (`--multi=N`, `-mN`, as
  /// fzf's `--multi[=MAX]`), what the number does; nil for every other option.
  package let attachedNumber: (@Sendable (inout CommandSettings, Int) -> Void)?
  /// For a switch that also takes one of some words attached with `=` (`--border=sharp`, as
  /// fzf's `--border[=STYLE]`), the words and what the word given does; nil for every other option.
  package let attachedChoice: AttachedChoice?
  /// For a switch that also takes a value attached with `=` or as the next word when that word
  /// starts with neither `-` nor `+` (fzf's `--tmux[=OPTS]`), what the value does; nil for every
  /// other option.
  package let optionalText: (@Sendable (inout CommandSettings, String) -> Void)?
  /// For a switch that also takes any text attached with `=` (`--scrollbar=┃`, as fzf's
  /// `--scrollbar[=C]`), what the text does; nil for every other option.
  package let attachedText: (@Sendable (inout CommandSettings, String) -> Void)?
  /// True for an option that also takes the words after its value while they name directories
  /// (fzf's `--walker-root=DIR [...]`), each applied as a value of its own.
  package let takesFollowingDirectories: Bool

  /// The words a switch takes attached with `=`, and what the one given does.
  package struct AttachedChoice: Sendable {
    /// The words, as help and the message about any other word name them.
    package let choices: [Choice]
    /// Sets the settings from the word given.
    package let set: @Sendable (inout CommandSettings, String) -> Void
  }
  /// The kinds of form-file element that take the key (a text field's keys by default:
  /// `taken(by:)` says otherwise); empty for an option of the command line only.
  public private(set) var kinds: [FormKind]
  /// The key's value in an element of some kinds, where it is not of the kind `value`:
  /// `"value"` is an array of strings in a multiselect, `true` or `false` in a confirm.
  public private(set) var valueInKind: [FormKind: ValueKind] = [:]
  let action: Action

  /// What an option does with its value.
  enum Action: Sendable {
    /// Sets part of the settings; the value always has the option's kind.
    case set(@Sendable (inout CommandSettings, OptionValue) -> Void)
    /// Shows help.
    case help
    /// Shows the version.
    case version
  }

  /// The groups help and the docs list options in.
  public enum Section: String, CaseIterable, Sendable {
    /// The field itself and how it is shown: id, label, initial value, password echo.
    case field
    /// The rules: lengths, character sets, policies, validators.
    case rules
    /// The whole-text formats: mask, numbers, pattern.
    case formats
    /// The command's own options: output, title, items.
    case command
    /// A field's history and suggestions.
    case history
    /// A form file's elements: their kind, a choice's options, a condition.
    case elements
    /// Help and version.
    case general
  }

  /// True for `--help`.
  public var showsHelp: Bool { if case .help = action { true } else { false } }
  /// True for `--version`.
  public var showsVersion: Bool { if case .version = action { true } else { false } }
  /// True when the option is a rule or a format: `RULES` in usage lines.
  public var isRule: Bool { section == .rules || section == .formats }

  /// True when, in a select or a multiselect, the key is a rule of the new items given through
  /// "Other…", and so needs `"other": true`: every rule but `required`, which is the choice's own.
  public var isNewItemRule: Bool { section == .rules && rule != .required }

  /// The kind of the key's value in an element of `kind`.
  public func value(in kind: FormKind) -> ValueKind { valueInKind[kind] ?? value }

  /// The option, its key taken by elements of these kinds (and no others), its value of another
  /// kind in some of them.
  func taken(by kinds: [FormKind], valueIn valueInKind: [FormKind: ValueKind] = [:]) -> Option {
    var option = self
    option.kinds = kinds
    option.valueInKind = valueInKind
    return option
  }

  /// Every spelling of the flag: the long one, then the short ones.
  public var flags: [String] { (flag.map { [$0] } ?? []) + shortFlags }

  /// The spellings that turn a switch off (`+m`, `--no-multi`), as fzf spells them: a default
  /// from `TFIELD_DEFAULT_OPTS` can be undone on the command line. A spelling that is another
  /// option's own flag (`+i`) is that option's.
  public var offFlags: [String] {
    guard value == .boolean, let flag, flag.hasPrefix("--"), !flag.hasPrefix("--no-"), !beforeSubcommand
    else {
      return []
    }
    return shortFlags.filter { $0.hasPrefix("-") }.map { "+" + $0.dropFirst() } + [
      "--no-" + flag.dropFirst(2)
    ]
  }

  /// Applies a value of the option's kind (`OptionValue.boolean` for `.boolean`,
  /// `.wholeNumber` for `.wholeNumber`, `.text` for every other kind) to the settings.
  public func apply(_ value: OptionValue, to settings: inout CommandSettings) {
    if case .set(let set) = action { set(&settings, value) }
  }

  /// A row in full; the typed constructors below are the way to make one.
  init(
    flag: String?, shortFlags: [String] = [], key: String?, subcommands: [Subcommand],
    beforeSubcommand: Bool = false, value: ValueKind, help: String, section: Section,
    rule: RuleName? = nil, needs: [RuleName] = [], defaultValue: String? = nil,
    repeats: Bool = false, attachedNumber: (@Sendable (inout CommandSettings, Int) -> Void)? = nil,
    attachedChoice: AttachedChoice? = nil,
    optionalText: (@Sendable (inout CommandSettings, String) -> Void)? = nil,
    attachedText: (@Sendable (inout CommandSettings, String) -> Void)? = nil,
    takesFollowingDirectories: Bool = false, action: Action
  ) {
    self.takesFollowingDirectories = takesFollowingDirectories
    self.flag = flag
    self.shortFlags = shortFlags
    self.key = key
    self.subcommands = subcommands
    self.beforeSubcommand = beforeSubcommand
    self.value = value
    self.help = help
    self.section = section
    self.rule = rule
    self.needs = needs
    self.defaultValue = defaultValue
    self.repeats = repeats
    self.attachedNumber = attachedNumber
    self.attachedChoice = attachedChoice
    self.optionalText = optionalText
    self.attachedText = attachedText
    self.kinds = key == nil ? [] : [.text]
    self.action = action
  }
}
