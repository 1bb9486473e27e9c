/// The colours and attributes a component draws each ``ColorRole`` in.
///
/// A theme gives some roles a ``RoleLook``; a role it gives none takes its parent's look (a
/// part's border takes ``ColorRole/border``'s), else its family's, in the same theme, then the
/// default theme's. Colours show only where they are wanted and the terminal
/// has them: with `NO_COLOR` set, `--color never` or a monochrome terminal, no theme draws a colour
/// and each role shows as its family's attributes (``Theme/default``'s fallback). A colour the
/// terminal lacks is folded to the nearest it has (24-bit to the 256-colour palette, to 16, to 8),
/// never refused.
///
/// ```swift
/// var theme = Theme.dracula
/// theme[.pointer] = RoleLook(foreground: .ansi(1), attributes: [.bold])
/// let name = try await Ask.text("Name?", settings: AskSettings(theme: theme))
/// ```
public struct Theme: Equatable, Sendable {
  /// The theme's name: a built-in's (`dracula`), a file's path, or what a program calls it.
  public var name: String
  /// The looks the theme sets, by role.
  public var looks: [ColorRole: RoleLook]

  /// A theme of these looks; roles not among them take their family's look, then the default's.
  public init(name: String, looks: [ColorRole: RoleLook] = [:]) {
    self.name = name
    self.looks = looks
  }

  /// The look a role is drawn in: its own, its parent's (a part's border takes the border's),
  /// its family's, or the default theme's, in that order.
  public subscript(role: ColorRole) -> RoleLook {
    get {
      let parent = role.parent
      return looks[role] ?? parent.flatMap { looks[$0] } ?? looks[role.family] ?? Self.defaultLooks[role]
        ?? parent.flatMap { Self.defaultLooks[$0] } ?? Self.defaultLooks[role.family] ?? RoleLook()
    }
    set { looks[role] = newValue }
  }
}

/// How a role is drawn: a foreground and a background colour, each the terminal's own when nil,
/// and attributes.
public struct RoleLook: Equatable, Hashable, Sendable {
  /// The text's colour; nil for the terminal's.
  public var foreground: ThemeColor?
  /// The colour behind the text; nil for the terminal's.
  public var background: ThemeColor?
  /// The attributes; nil keeps the ones the component draws the span in (bold titles, dim help).
  public var attributes: TextAttributes?
  /// Attributes added to the component's own when ``attributes`` is nil (the default theme draws
  /// refusals bold).
  package var addedAttributes: TextAttributes = []

  /// A look; by default the terminal's colours and the component's attributes.
  public init(foreground: ThemeColor? = nil, background: ThemeColor? = nil, attributes: TextAttributes? = nil)
  {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The attributes a span drawn with `style` gets in this look.
  package func style(over style: Style) -> Style {
    guard let attributes else { return style.union(addedAttributes.style) }
    return attributes.style
  }
}

/// A colour a theme names: one of the 256-colour palette (0-7 the terminal's eight, 8-15 their
/// bright forms) or 24-bit red, green and blue.
public enum ThemeColor: Equatable, Hashable, Sendable {
  /// A colour of the 256-colour palette.
  case ansi(UInt8)
  /// A 24-bit colour, folded to the palette where the terminal has no 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The colour as a terminal of `count` colours can show it (8, 16, 256 or more), as a palette
  /// number; 24-bit colours go to the 256-colour palette's nearest, then on.
  package func folded(toColors count: Int) -> UInt8 {
    let number: UInt8 =
      switch self {
      case .ansi(let number): number
      case .rgb(let red, let green, let blue):
        TextColors.nearest(red: Int(red), green: Int(green), blue: Int(blue))
      }
    return TextColors(foreground: number).reduced(toColors: count).foreground ?? number
  }

  /// The colour written `#rrggbb`, `0`-`255`, or as one of the eight names (`red`) and their
  /// `bright-` forms (`bright-red`, `gray`); nil for anything else.
  public init?(_ text: String) {
    let text = text.lowercased()
    if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
      self = .rgb(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else if let number = UInt8(text), text.allSatisfy(\.isASCII) {
      self = .ansi(number)
    } else if let index = Self.names.firstIndex(of: text) {
      self = .ansi(UInt8(index))
    } else if ["gray", "grey"].contains(text) {
      self = .ansi(8)
    } else {
      return nil
    }
  }

  /// The names of the first 16 colours, in palette order.
  public static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "bright-black", "bright-red",
    "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
  ]
}

/// Text attributes a theme can ask for. Bold, dim, underline and reverse show everywhere; italic
/// and strikethrough where the terminal has them (inline, from terminfo's `sitm` and `smxx`; full
/// screen, italic where ncurses has `A_ITALIC`).
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates attributes from their bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold or bright.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim, half-bright.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic.
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined.
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 4)
  /// Struck through.
  public static let strikethrough = TextAttributes(rawValue: 1 << 5)

  /// Each attribute and its name, as theme files write them.
  public static let named: [(name: String, attribute: TextAttributes)] = [
    ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
    ("strikethrough", .strikethrough),
  ]

  /// The painters' style of these attributes.
  package var style: Style {
    var style: Style = []
    if contains(.bold) { style.insert(.bold) }
    if contains(.dim) { style.insert(.dim) }
    if contains(.italic) { style.insert(.italic) }
    if contains(.underline) { style.insert(.underline) }
    if contains(.reverse) { style.insert(.reverse) }
    if contains(.strikethrough) { style.insert(.strikethrough) }
    return style
  }
}
