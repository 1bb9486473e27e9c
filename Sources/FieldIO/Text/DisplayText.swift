import FieldEngine

/// Text from outside that the front end shows but does not edit: labels, titles, messages,
/// placeholders, the spelling of a rule's characters; and how any text is fitted or wrapped to a
/// number of cells. Text from outside is shown as `VisibleText` shows it on one row: a line break
/// or a tab becomes a space, every other control and every invisible format character is written
/// out (`\e`, `\x01`, `<U+202E>`), so it can never move the cursor, break a layout, reach the
/// terminal as a command or hide the text around it, while a message still names it. A message may
/// instead keep its line breaks as the ends of paragraphs, each wrapped on its own.
package enum DisplayText {
  /// The text as one line: line breaks, tabs, U+2028 and U+2029 as spaces, other controls and
  /// invisible format characters written out (`VisibleText.visible(_:breaks:)`).
  package static func line(_ text: String) -> String {
    VisibleText.visible(text, breaks: .spaces)
  }

  /// The text split at its line breaks (CR, LF, CR LF), each paragraph cleaned as `line`.
  package static func paragraphs(_ text: String) -> [String] {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return [line(text)] }
    // By bytes: CR LF is one Character, which a split on a Character would not cut.
    var result: [String] = []
    var current: [UInt8] = []
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A && previous == 0x0D {
        previous = byte
        continue
      }
      if byte == 0x0A || byte == 0x0D {
        result.append(line(String(decoding: current, as: UTF8.self)))
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(byte)
      }
      previous = byte
    }
    result.append(line(String(decoding: current, as: UTF8.self)))
    return result
  }

  /// The paragraphs of a text, each wrapped to `columns` cells (see `wrap`).
  package static func wrapped(_ text: String, columns: Int) -> [String] {
    paragraphs(text).flatMap { wrap($0, columns: columns) }
  }

  /// Breaks text into lines of at most `columns` cells at spaces; a word longer than a line is cut
  /// at a character boundary.
  package static func wrap(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var used = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var size = TerminalWidth.columns(of: word)
      if used > 0 && used + 1 + size <= columns {
        line += " " + word
        used += 1 + size
        continue
      }
      if used > 0 { lines.append(line) }
      while size > columns {
        var head = fit(word, columns: columns + 1).dropLast()
        if head.isEmpty { head = word.prefix(1) }  // a character wider than the line: alone on it
        lines.append(String(head))
        word = String(word.dropFirst(head.count))
        size = TerminalWidth.columns(of: word)
      }
      line = word
      used = size
    }
    if used > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// Cuts text to whole characters that fit in `columns`, marking a cut with "…".
  package static func fit(_ text: String, columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard TerminalWidth.columns(of: text) > columns else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let width = TerminalWidth.columns(of: character)
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return kept + "…"
  }
}
