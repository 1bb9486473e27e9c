import FieldEngine

/// Text from outside that the front end shows but does not edit: labels, titles, messages,
/// placeholders, the spelling of a rule's characters. It is cleaned as field text is
/// (`InputCleaner`: a line break or a tab becomes a space, escape sequences and other control
/// characters are dropped), so it can never move the cursor, break a layout or reach the terminal
/// as a command. A message may instead keep its line breaks as the ends of paragraphs, each
/// wrapped on its own.
enum DisplayText {
  /// The text as one line.
  static func line(_ text: String) -> String {
    InputCleaner.clean(text).text
  }

  /// The text split at its line breaks (CR, LF, CR LF), each paragraph cleaned as `line`.
  static func paragraphs(_ text: String) -> [String] {
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

  /// The paragraphs of a text, each wrapped to `columns` cells (see `FormLayout.wrap`).
  static func wrapped(_ text: String, columns: Int) -> [String] {
    paragraphs(text).flatMap { FormLayout.wrap($0, columns: columns) }
  }
}
