#if os(macOS)
  import CNCursesMacOS
#else
  import CNCursesW
#endif

/// What the painter draws where the locale's character set cannot show a character, so that
/// nothing is ever drawn as blank cells (ncurses draws a character the locale cannot encode as
/// nothing at all).
///
/// Under a UTF-8 locale (the usual case, and the fallback `TerminalLocale` sets up whenever it
/// can) every character is drawn as it is. Where a legacy locale is really in force
/// (`de_DE.ISO-8859-1`, or "C" on a system without C.UTF-8), a character whose scalars the
/// character set cannot encode is drawn, in this order of preference, as:
///
/// 1. its precomposed form, when the set has that (`e` + U+0301 as Latin-1's "é");
/// 2. for the front end's own decorations, an ASCII stand-in of the same single cell (see
///    ``standIns``): the focus mark `›` as `>`, the separator `·` as `-`, the password glyph `•`
///    as `*`, the cut mark `…` as `~`, the choice mark `✓` as `*`, box drawing as `+`, `-`, `|`;
/// 3. otherwise one `?` per cell it takes, so the layout, which counts cells with
///    `TerminalWidth`, stays where it was: "日本" is drawn as "????".
///
/// A character that takes no cell (U+200B) is drawn as nothing, as a UTF-8 terminal draws it.
struct GlyphFallback: Sendable {
  /// Whether the locale's character set can encode a scalar; nil when it encodes every scalar.
  let encodes: (@Sendable (Unicode.Scalar) -> Bool)?

  /// Every character is drawn as it is: a UTF-8 locale.
  static let unicode = GlyphFallback(encodes: nil)

  /// The front end's decorations and their ASCII stand-ins, each one cell like its original.
  static let standIns: [Character: Character] = [
    "›": ">", "·": "-", "•": "*", "…": "~", "✓": "*", "\u{FFFD}": "?",
    "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+",
  ]

  /// The fallback for the process's current LC_CTYPE: ``unicode`` when its codeset is UTF-8,
  /// otherwise one that asks the C library (`wcrtomb`) what the character set can encode.
  static func currentLocale() -> GlyphFallback {
    if TerminalLocale.isUTF8 { return .unicode }
    // ASCII is in every character set a terminal locale has.
    return GlyphFallback { $0.isASCII || tf_locale_encodes(wchar_t(bitPattern: $0.value)) != 0 }
  }

  /// Appends the wide characters to draw for `character`, which takes `cells` cells.
  func append(_ character: Character, cells: Int, to scalars: inout [wchar_t]) {
    guard let encodes, !character.unicodeScalars.allSatisfy(encodes) else {
      for scalar in character.unicodeScalars { scalars.append(wchar_t(bitPattern: scalar.value)) }
      return
    }
    let composed = String(decoding: String(character)._nfcCodeUnits, as: UTF8.self).unicodeScalars
    if composed.allSatisfy(encodes) {
      for scalar in composed { scalars.append(wchar_t(bitPattern: scalar.value)) }
      return
    }
    if let standIn = Self.standIns[character] {
      scalars.append(wchar_t(bitPattern: standIn.unicodeScalars.first!.value))
      return
    }
    scalars.append(contentsOf: repeatElement(wchar_t(UInt8(ascii: "?")), count: max(0, cells)))
  }
}
