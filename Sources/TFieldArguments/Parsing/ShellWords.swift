/// Words as a POSIX shell splits a line without expanding anything (fzf reads
/// `FZF_DEFAULT_OPTS` and `FZF_DEFAULT_OPTS_FILE` the same way, with go-shellwords and its
/// comments): blanks separate words; `'…'` keeps everything; `"…"` keeps everything but `\"`,
/// `\\`, `\$` and `` \` ``; a backslash outside quotes keeps the next character (and a backslash
/// before a line feed joins lines); a `#` that starts a word starts a comment, to the line's end.
enum ShellWords {
  /// A quote without its end, and the line (from 1) where it opens.
  struct UnclosedQuote: Error {
    var line = 1
  }

  /// The words of `line`.
  static func split(_ line: String) throws(UnclosedQuote) -> [String] {
    try words(line).map(\.text)
  }

  /// The words of `text`, each with the line (from 1) where it starts.
  static func words(_ text: String) throws(UnclosedQuote) -> [(text: String, line: Int)] {
    var words: [(text: String, line: Int)] = []
    var word = ""
    var inWord = false
    var line = 1
    var start = 1
    var characters = text.makeIterator()
    func next() -> Character? {
      let character = characters.next()
      if character == "\n" { line += 1 }
      return character
    }
    while let character = next() {
      if !inWord { start = character == "\n" ? line - 1 : line }
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append((word, start)) }
        word = ""
        inWord = false
      case "#" where !inWord:
        while let skipped = next(), skipped != "\n" {}
      case "\\":
        inWord = true
        guard let following = next() else { break }
        if following != "\n" { word.append(following) }
      case "'":
        inWord = true
        let opened = line
        var closed = false
        while let following = next() {
          if following == "'" {
            closed = true
            break
          }
          word.append(following)
        }
        if !closed { throw UnclosedQuote(line: opened) }
      case "\"":
        inWord = true
        let opened = line
        var closed = false
        while let following = next() {
          if following == "\"" {
            closed = true
            break
          }
          if following == "\\", let escaped = next() {
            if !"\"\\$`\n".contains(escaped) { word.append("\\") }
            if escaped != "\n" { word.append(escaped) }
            continue
          }
          word.append(following)
        }
        if !closed { throw UnclosedQuote(line: opened) }
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append((word, start)) }
    return words
  }
}
