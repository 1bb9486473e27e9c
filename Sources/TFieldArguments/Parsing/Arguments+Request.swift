import TFieldOptions

extension Arguments {
  /// What the first word asks for: help (the tool's or a subcommand's), the version, or a
  /// subcommand to run.
  enum Request {
    case help(Subcommand?)
    case version
    case run(Subcommand)
  }

  /// Reads the first word, and after `help` the word that names a subcommand.
  ///
  /// - Throws: no word at all, a word that is no subcommand (with the one it is nearest to), or
  ///   an option before the subcommand.
  static func request(_ arguments: [String]) throws(UsageError) -> Request {
    guard let first = arguments.first else { throw .missingSubcommand }
    let alone = OptionTable.option(flag: first, in: nil)
    if first == "help" || alone?.showsHelp == true {
      guard arguments.count > 1 else { return .help(nil) }
      guard let subcommand = Subcommand(rawValue: arguments[1]) else {
        throw .unknownSubcommand(arguments[1], suggestion: Subcommand.nearest(to: arguments[1]))
      }
      return .help(subcommand)
    }
    if alone?.showsVersion == true { return .version }
    guard let subcommand = Subcommand(rawValue: first) else {
      guard first.hasPrefix("-") else {
        throw .unknownSubcommand(first, suggestion: Subcommand.nearest(to: first))
      }
      let flag = first.hasPrefix("--") ? String(first.prefix { $0 != "=" }) : first
      throw .optionBeforeSubcommand(flag, suggestion: OptionTable.nearestFlag(to: flag))
    }
    return .run(subcommand)
  }
}
