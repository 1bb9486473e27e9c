extension Theme {
  /// The looks of ``default``: the six families' colours on the terminal's background (ANSI
  /// numbers: 0 black, 1 red, 2 green, 6 cyan), every other role its family's, attributes the
  /// component's own (refusals bold).
  static let defaultLooks: [ColorRole: RoleLook] = {
    var error = RoleLook(foreground: .ansi(1))
    error.addedAttributes = .bold
    return [
      .none: RoleLook(), .focus: RoleLook(foreground: .ansi(0), background: .ansi(6)), .error: error,
      .hint: RoleLook(foreground: .ansi(6)), .success: RoleLook(foreground: .ansi(2)),
      .match: RoleLook(foreground: .ansi(2)),
    ]
  }()

  /// The look of every component before themes: cyan highlights, red refusals, green matches.
  public static let `default` = Theme(name: "default", looks: defaultLooks)

  /// huh's Base16 theme: the terminal's own sixteen colours, so it follows the terminal's scheme.
  public static let base16 = Theme(
    name: "base16",
    palette: Palette(
      text: .ansi(7), muted: .ansi(8), accent: .ansi(6), selector: .ansi(3), selected: .ansi(2),
      match: .ansi(2),
      error: .ansi(9), highlightText: .ansi(7), highlight: .ansi(5), border: .ansi(8)))

  /// huh's Dracula theme (draculatheme.com's palette).
  public static let dracula = Theme(
    name: "dracula",
    palette: Palette(
      text: .hex(0xF8F8F2), muted: .hex(0x6272A4), accent: .hex(0xBD93F9), selector: .hex(0xF1FA8C),
      selected: .hex(0x50FA7B), match: .hex(0x50FA7B), error: .hex(0xFF5555), highlightText: .hex(0xF8F8F2),
      highlight: .hex(0x44475A), border: .hex(0x44475A)))

  /// huh's Catppuccin theme, Mocha flavour (catppuccin.com's palette), the cursor's row on
  /// Surface 0 (huh's focused button is pink, which would hide the pink pointer on it).
  public static let catppuccin = Theme(
    name: "catppuccin",
    palette: Palette(
      text: .hex(0xCDD6F4), muted: .hex(0x6C7086), accent: .hex(0xCBA6F7), selector: .hex(0xF5C2E7),
      selected: .hex(0xA6E3A1), match: .hex(0xA6E3A1), error: .hex(0xF38BA8), highlightText: .hex(0xCDD6F4),
      highlight: .hex(0x313244), border: .hex(0xBAC2DE)))

  /// Nord (nordtheme.com's palette: Polar Night, Snow Storm, Frost, Aurora), laid out as huh's
  /// themes are.
  public static let nord = Theme(
    name: "nord",
    palette: Palette(
      text: .hex(0xD8DEE9), muted: .hex(0x616E88), accent: .hex(0x81A1C1), selector: .hex(0x88C0D0),
      selected: .hex(0xA3BE8C), match: .hex(0xEBCB8B), error: .hex(0xBF616A), highlightText: .hex(0xECEFF4),
      highlight: .hex(0x434C5E), border: .hex(0x4C566A)))

  /// High contrast: the sixteen colours' bright forms, bright white on blue under the cursor,
  /// bold and underline where a colour alone would carry meaning.
  public static let highContrast = Theme(
    name: "high-contrast",
    palette: Palette(
      text: .ansi(15), muted: .ansi(7), accent: .ansi(14), selector: .ansi(11), selected: .ansi(10),
      match: .ansi(11), error: .ansi(9), highlightText: .ansi(15), highlight: .ansi(4), border: .ansi(15),
      underlinesMeaning: true))

  /// The built-in themes, in the order `docs/themes.md` lists them.
  public static let builtIn: [Theme] = [.default, .base16, .dracula, .catppuccin, .nord, .highContrast]

  /// The built-in theme of a name (`dracula`, `high-contrast`), or nil.
  public static func named(_ name: String) -> Theme? {
    builtIn.first { $0.name == name.lowercased() }
  }

  /// The colours of a built-in theme, each role taking one of them.
  struct Palette {
    var text: ThemeColor
    var muted: ThemeColor
    var accent: ThemeColor
    var selector: ThemeColor
    var selected: ThemeColor
    var match: ThemeColor
    var error: ThemeColor
    var highlightText: ThemeColor
    var highlight: ThemeColor
    var border: ThemeColor
    var underlinesMeaning = false
  }

  /// A theme whose roles take a palette's colours: text and menus the text colour; hints, help,
  /// counts, placeholders and suggestions the muted one; titles, labels and headers the accent;
  /// prompt and pointer the selector; the cursor's row the highlight.
  init(name: String, palette: Palette) {
    func look(_ foreground: ThemeColor?, on background: ThemeColor? = nil, _ attributes: TextAttributes? = [])
      -> RoleLook
    {
      RoleLook(foreground: foreground, background: background, attributes: attributes)
    }
    let strong: TextAttributes = palette.underlinesMeaning ? [.bold, .underline] : [.bold]
    let cursor = look(palette.highlightText, on: palette.highlight, [.bold])
    self.init(
      name: name,
      looks: [
        .focus: cursor, .error: look(palette.error, strong), .hint: look(palette.muted),
        .success: look(palette.selected), .match: look(palette.match, strong),
        .label: look(palette.accent, nil), .text: look(palette.text, nil), .placeholder: look(palette.muted),
        .cursorRow: cursor, .message: look(palette.selected), .help: look(palette.muted),
        .counter: look(palette.muted), .border: look(palette.border), .title: look(palette.accent, [.bold]),
        .pageMarker: look(palette.muted), .pointer: look(palette.selector, on: palette.highlight, [.bold]),
        .mark: look(palette.selected, [.bold]),
        .cursorMatch: look(palette.match, on: palette.highlight, [.bold, .underline]),
        .header: look(palette.accent, nil), .prompt: look(palette.selector, [.bold]),
        .previewBorder: look(palette.border), .calendarToday: look(palette.selector, [.underline]),
        .calendarSelected: cursor, .calendarOutOfRange: look(palette.muted),
        .completionMenu: look(palette.text, nil), .completionSelected: cursor,
        .suggestion: look(palette.muted), .borderLabel: look(palette.accent, nil),
        .footer: look(palette.text, nil),
        .scrollbar: look(palette.border),
      ])
  }
}

extension ThemeColor {
  /// A 24-bit colour written as one number, `0xRRGGBB`.
  static func hex(_ value: UInt32) -> ThemeColor {
    .rgb(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }
}
