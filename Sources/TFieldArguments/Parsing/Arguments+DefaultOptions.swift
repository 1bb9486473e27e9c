import TFieldOptions

extension Arguments {
  /// Reads `TFIELD_DEFAULT_OPTS` (`line`, words as a shell splits them) into the settings, before
  /// the command line's options: an option may come several times there, the last one counting;
  /// `--help` and plain words may not come at all.
  ///
  /// - Throws: the mistake, as `.defaultOptions`: a quote not closed, or one of an option's.
  static func readDefaultOptions(
    _ line: String, for subcommand: Subcommand, into settings: inout CommandSettings
  ) throws(UsageError) {
    let words: [String]
    do {
      words = try ShellWords.split(line)
    } catch {
      throw .defaultOptions(.unclosedQuote(line))
    }
    var unused: [String] = []
    var unusedBytes: [[UInt8]] = []
    var seenInDefaults = Set<String>()
    do throws(UsageError) {
      if try read(
        words.map { Array($0.utf8) }, for: subcommand, into: &settings, operands: &unused,
        operandBytes: &unusedBytes, seen: &seenInDefaults, allowsRepeats: true)
      {
        throw .unexpectedArgument("--help", subcommand)
      }
      if let word = unused.first { throw .unexpectedArgument(word, subcommand) }
    } catch {
      throw .defaultOptions(error)
    }
  }
}
