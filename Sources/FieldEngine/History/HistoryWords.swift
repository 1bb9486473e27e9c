/// A history entry split into words as the shell splits a command line, the way readline's
/// `history_tokenize` does for yank-last-arg and yank-nth-arg (histexpand.c, with bash's `#` as
/// the comment character): words are separated by spaces, tabs and newlines; `;`, `&`, `|`,
/// `<`, `>`, `(` and `)` are words of their own (`&&`, `||`, `>>`, `<<`, `<<<`, `<<-`, `;;`, `>|`,
/// `&>`, `>&2` and the like too, a file descriptor's digits with them: `2>`); quotes (`'`, `"`,
/// `` ` ``) and a backslash keep what they hold in one word, quotes included; `$(`, `<(`,
/// `>(` and extended globs' `@(`, `!(`, `?(`, `+(`, `*(` run to their closing parenthesis. A `#`
/// is a word like any other, as bash's `history -p '!!:n'` shows.
package enum HistoryWords {
  /// The words of `line`, as written in it.
  package static func split(_ line: String) -> [String] {
    let characters = Array(line)
    var words: [String] = []
    var index = 0
    while true {
      while index < characters.count && isFieldSeparator(characters[index]) { index += 1 }
      guard index < characters.count else { return words }
      let end = wordEnd(characters, from: index)
      words.append(String(characters[index..<end]))
      index = end
    }
  }

  private static func isFieldSeparator(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n"
  }

  private static let delimiters: Set<Character> = [" ", "\t", "\n", ";", "&", "(", ")", "|", "<", ">"]
  private static let quotes: Set<Character> = ["\"", "'", "`"]

  /// The end of the word that starts at `start` (readline's `history_tokenize_word`).
  private static func wordEnd(_ characters: [Character], from start: Int) -> Int {
    func at(_ index: Int) -> Character? { index < characters.count ? characters[index] : nil }
    var index = start
    var closing: Character?
    var nesting = 0
    if let first = at(index), "()\n".contains(first) { return index + 1 }
    if let first = at(index), first.isASCII, first.isNumber {
      var digits = index
      while let character = at(digits), character.isASCII, character.isNumber { digits += 1 }
      guard let next = at(digits) else { return digits }
      // Digits before a redirection are its file descriptor; otherwise they start a word.
      index = digits
      if next != "<" && next != ">" { return rest(characters, from: index, closing: nil, nesting: 0) }
    }
    if let first = at(index), "<>;&|".contains(first) {
      let peek = at(index + 1)
      if peek == first {
        if first == "<", at(index + 2) == "-" || at(index + 2) == "<" { index += 1 }
        return index + 2
      }
      if peek == "&", first == ">" || first == "<" {
        var end = index + 2
        while let character = at(end), character.isASCII, character.isNumber { end += 1 }
        if at(end) == "-" { end += 1 }
        return end
      }
      if (peek == ">" && first == "&") || (peek == "|" && first == ">") { return index + 2 }
      if peek == "(", first == ">" || first == "<" {
        index += 2
        closing = ")"
        nesting = 1
        return rest(characters, from: index, closing: closing, nesting: nesting)
      }
      return index + 1
    }
    return rest(characters, from: index, closing: closing, nesting: nesting)
  }

  /// The rest of a word from `start`: to the first delimiter outside quotes and parentheses.
  private static func rest(_ characters: [Character], from start: Int, closing: Character?, nesting: Int)
    -> Int
  {
    var index = start
    var delimiter = closing
    var nesting = nesting
    if delimiter == nil, index < characters.count, quotes.contains(characters[index]) {
      delimiter = characters[index]
      index += 1
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\\" && delimiter != "'" {
        index += 2
        continue
      }
      if nesting > 0 && character == "(" {
        nesting += 1
      } else if nesting > 0 && character == ")" {
        nesting -= 1
        if nesting == 0 { delimiter = nil }
      } else if delimiter != nil && nesting == 0 && character == delimiter {
        delimiter = nil
      } else if nesting == 0, delimiter == nil, "<>$!@?+*".contains(character),
        index + 1 < characters.count, characters[index + 1] == "("
      {
        index += 2
        delimiter = ")"
        nesting = 1
        continue
      } else if delimiter == nil && delimiters.contains(character) {
        break
      } else if delimiter == nil && quotes.contains(character) {
        delimiter = character
      }
      index += 1
    }
    return min(index, characters.count)
  }
}
