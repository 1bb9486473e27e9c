import TFieldOptions

/// `TFIELD_DEFAULT_OPTS_FILE` as tfield found it: the file's path and text, or why it could not
/// be read.
public enum DefaultOptionsFile: Equatable, Sendable {
  /// The file's text.
  case read(path: String, text: String)
  /// The file could not be read: the system's reason.
  case unreadable(path: String, reason: String)
}

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
    do throws(UsageError) {
      try readDefaultWords(words, for: subcommand, into: &settings)
    } catch {
      throw .defaultOptions(error)
    }
  }

  /// Reads `TFIELD_DEFAULT_OPTS_FILE` as `TFIELD_DEFAULT_OPTS`, before it (fzf's
  /// `FZF_DEFAULT_OPTS_FILE`): words over several lines, `#` comments.
  ///
  /// - Throws: the mistake, as `.defaultOptionsFile` with the file's path and the line of the
  ///   word at fault (the first word that alone makes it), or `.defaultOptionsFileUnreadable`.
  static func readDefaultOptions(
    _ file: DefaultOptionsFile, for subcommand: Subcommand, into settings: inout CommandSettings
  ) throws(UsageError) {
    let path: String
    let text: String
    switch file {
    case .unreadable(let name, let reason): throw .defaultOptionsFileUnreadable(path: name, reason: reason)
    case .read(let name, let contents): (path, text) = (name, contents)
    }
    let words: [(text: String, line: Int)]
    do {
      words = try ShellWords.words(text)
    } catch {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      throw .defaultOptionsFile(
        path: path, line: error.line, .unclosedQuote(String(lines[min(error.line, lines.count) - 1])))
    }
    let before = settings
    do throws(UsageError) {
      try readDefaultWords(words.map(\.text), for: subcommand, into: &settings)
    } catch {
      // The word at fault: the first prefix of the words that fails so.
      var line = words.last?.line ?? 1
      for count in words.indices.map({ $0 + 1 }) {
        var trial = before
        let failure: UsageError?
        do throws(UsageError) {
          try readDefaultWords(words.prefix(count).map(\.text), for: subcommand, into: &trial)
          failure = nil
        } catch let found {
          failure = found
        }
        if failure == error {
          line = words[count - 1].line
          break
        }
      }
      throw .defaultOptionsFile(path: path, line: line, error)
    }
  }

  /// Reads default options' words: options only, each as often as wanted.
  private static func readDefaultWords(
    _ words: [String], for subcommand: Subcommand, into settings: inout CommandSettings
  ) throws(UsageError) {
    var unused: [String] = []
    var unusedBytes: [[UInt8]] = []
    var seenInDefaults = Set<String>()
    if try read(
      words.map { Array($0.utf8) }, for: subcommand, into: &settings, operands: &unused,
      operandBytes: &unusedBytes, seen: &seenInDefaults, allowsRepeats: true)
    {
      throw .unexpectedArgument("--help", subcommand)
    }
    if let word = unused.first { throw .unexpectedArgument(word, subcommand) }
  }
}
