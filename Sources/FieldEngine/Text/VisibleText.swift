/// Text from outside (labels, titles, items, arguments, file names, a rule's characters) as it may
/// reach a terminal in a message: every control character and every invisible format character
/// is written out as a visible stand-in, so it can neither act on the terminal (an escape
/// sequence, a NUL, an OSC 52 clipboard write) nor hide or reorder the text around it (a bidi
/// override), and the message still names what it is about: "'\e' is not allowed".
///
/// - C0 controls as C escapes: `\e` (ESC), `\t`, `\n`, `\r`, `\a`, `\b`, `\v`, `\f`, and `\xHH`
///   for the others (`\x00`, `\x01`).
/// - DEL and the C1 controls by code point: `<U+007F>`, `<U+0085>`.
/// - The characters Unicode's grapheme rules class as Control that take no column (U+200B, U+200E,
///   U+200F, U+202A-U+202E, U+2060-U+2064, U+2066-U+2069, U+FEFF, U+2028, U+2029, ...) by code
///   point: `invoice<U+202E>fdp.exe`. ZWJ and ZWNJ are not Control: they join a character and stay.
///
/// Everything else stays as it is, backslashes included, so a message that spells a backslash
/// itself ("a '\' at the end escapes nothing") reads the same. The text itself is never changed
/// by this: values and items keep their characters; only what is shown of them changes.
package enum VisibleText {
  /// What the line breaks (CR, LF, CR LF) and tabs of a text become.
  package enum Breaks: Sendable {
    /// Written out as `\r`, `\n` and `\t`, as every other control.
    case escaped
    /// LF stays a line break (text of several lines, such as what goes to stderr); CR and tabs are
    /// written out.
    case kept
    /// Each line break (CR, LF, CR LF, U+2028, U+2029) and tab becomes one space (text drawn on one
    /// row).
    case spaces
  }

  /// The text with its controls and invisible format characters written out (see `VisibleText`);
  /// the text itself when it has none. One pass over the UTF-8 bytes when the text is ASCII.
  package static func visible(_ text: String, breaks: Breaks = .escaped) -> String {
    guard needsChange(text, breaks: breaks) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar.value == 0x0D }
      switch (breaks, scalar.value) {
      case (.kept, 0x0A): result.unicodeScalars.append(scalar)
      case (.spaces, 0x0A) where previousWasCR: continue
      case (.spaces, 0x09), (.spaces, 0x0A), (.spaces, 0x0D), (.spaces, 0x2028), (.spaces, 0x2029):
        result.unicodeScalars.append(" ")
      default:
        if let standIn = standIn(for: scalar) {
          result += standIn
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// What a scalar is shown as, or nil when it is shown as itself: `\e`, `\x01`, `<U+007F>`,
  /// `<U+202E>`.
  package static func standIn(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    if value < 0x20 {
      switch value {
      case 0x07: return "\\a"
      case 0x08: return "\\b"
      case 0x09: return "\\t"
      case 0x0A: return "\\n"
      case 0x0B: return "\\v"
      case 0x0C: return "\\f"
      case 0x0D: return "\\r"
      case 0x1B: return "\\e"
      default: return "\\x" + hex(value, digits: 2)
      }
    }
    if value < 0x7F { return nil }
    if value <= 0x9F || isInvisibleControl(scalar) { return "<U+" + hex(value, digits: 4) + ">" }
    return nil
  }

  /// True for the characters Unicode's grapheme rules class as Control (format characters, line
  /// and paragraph separators) that take no column: U+200B, the bidi marks, overrides and
  /// isolates, U+2060-U+2064, U+FEFF and the like. A terminal draws nothing for them, so text
  /// holding them can read as something else ("invoice" U+202E "fdp.exe" reads "invoiceexe.pdf").
  /// Not ZWJ or ZWNJ (they are part of a character), the prepended concatenation marks or the tag
  /// characters of emoji flags (those are not Control), nor C0, C1 and DEL (`standIn` names them).
  package static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0xAD, TerminalWidth.columns(of: scalar) == 0 else { return false }
    switch scalar.properties.generalCategory {
    case .lineSeparator, .paragraphSeparator: return true
    case .format:
      switch value {
      case 0x200C, 0x200D: return false  // ZWNJ, ZWJ: Extend
      // The prepended concatenation marks: Prepend.
      case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return false
      case 0xE0020...0xE007F: return false  // emoji tags: Extend
      default: return true
      }
    default: return false
    }
  }

  /// True when `visible` may change the text: a control, or a non-ASCII scalar with a stand-in
  /// (looked up only once the text is found not to be ASCII).
  static func needsChange(_ text: String, breaks: Breaks) -> Bool {
    for byte in text.utf8 {
      if byte >= 0x80 {
        return text.unicodeScalars.contains { standIn(for: $0) != nil && !(breaks == .kept && $0 == "\n") }
      }
      if byte == 0x7F || (byte < 0x20 && !(byte == 0x0A && breaks == .kept)) { return true }
    }
    return false
  }

  /// A code point in upper-case hexadecimal, padded with zeros to `digits`: "202E", "1B".
  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
