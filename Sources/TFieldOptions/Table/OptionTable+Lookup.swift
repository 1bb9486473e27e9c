import FieldEngine

extension OptionTable {
  /// The options a subcommand takes, in order.
  public static func options(for subcommand: Subcommand) -> [Option] {
    options.filter { $0.subcommands.contains(subcommand) }
  }

  /// The options `tfield` takes before any subcommand: `--help`, `--version`.
  public static var beforeSubcommand: [Option] { options.filter(\.beforeSubcommand) }

  /// The options that are keys of a form file's fields, in order.
  public static var keyed: [Option] { options.filter { $0.key != nil } }

  /// The keys of a form file's fields, in order.
  public static var keys: [String] { keyed.compactMap(\.key) }

  /// The option a subcommand takes under a flag (long or short), or before any subcommand when
  /// `subcommand` is nil; nil when there is none.
  public static func option(flag: String, in subcommand: Subcommand?) -> Option? {
    options.first { option in
      option.flags.contains(flag)
        && (subcommand.map { option.subcommands.contains($0) } ?? option.beforeSubcommand)
    }
  }

  /// The switch a subcommand takes that `flag` turns off (`+m`, `--no-multi`), or nil.
  public static func option(offFlag flag: String, in subcommand: Subcommand) -> Option? {
    guard option(flag: flag, in: subcommand) == nil else { return nil }
    return options.first { $0.offFlags.contains(flag) && $0.subcommands.contains(subcommand) }
  }

  /// The option of a form file's field under a key, or nil.
  public static func option(key: String) -> Option? {
    options.first { $0.key == key }
  }

  /// The option that sets a part of a spec, or nil when none does (`Violation.rule`,
  /// `ConfigurationError.rule`).
  public static func option(for rule: RuleName) -> Option? {
    options.first { $0.rule == rule }
  }

  /// The flag that sets a part of a spec, for messages about the command line: "--max-bytes".
  public static func flag(for rule: RuleName) -> String {
    option(for: rule)?.flag ?? "\(rule)"
  }

  /// The key that sets a part of a spec, for messages about a form file: "maxBytes".
  public static func key(for rule: RuleName) -> String {
    option(for: rule)?.key ?? "\(rule)"
  }

  /// How `tfield` names a rule a value breaks (`check`'s lines and JSON): the form-file key of the
  /// option that sets it ("maxLength", "maxBytes", "allow", "deny", "required", "minLength"); for
  /// the rules no option sets, "controls", "incomplete" (a format not complete yet), "invalid"
  /// (one no continuation can complete), or the name of a rule of your own.
  public static func name(of rule: RuleName) -> String {
    if let name = rule.customName { return name }
    return switch rule {
    case .controls: "controls"
    case .formatIncomplete: "incomplete"
    case .formatInvalid: "invalid"
    default: key(for: rule)
    }
  }
}
