/// Words as a POSIX shell splits a line without expanding anything (fzf reads
/// `FZF_DEFAULT_OPTS` the same way, with go-shellwords): blanks separate words; `'…'` keeps
/// everything; `"…"` keeps everything but `\"`, `\\`, `\$` and `` \` ``; a backslash outside
/// quotes keeps the next character (and a backslash before a line feed joins lines).
enum ShellWords {
  /// A quote without its end.
  struct UnclosedQuote: Error {}

  /// The words of `line`.
  static func split(_ line: String) throws(UnclosedQuote) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "\\":
        inWord = true
        guard let next = characters.next() else { break }
        if next != "\n" { word.append(next) }
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          word.append(next)
        }
        if !closed { throw UnclosedQuote() }
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = characters.next() {
            if !"\"\\$`\n".contains(escaped) { word.append("\\") }
            if escaped != "\n" { word.append(escaped) }
            continue
          }
          word.append(next)
        }
        if !closed { throw UnclosedQuote() }
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
