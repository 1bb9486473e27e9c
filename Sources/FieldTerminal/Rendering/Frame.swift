/// The pure description of one screen: what to draw where, and where the cursor goes.
///
/// A frame knows nothing of ncurses; the `Painter` paints it, tests compare it (or its
/// ``textGrid()``) with golden text. Rows and columns count terminal cells from zero at the
/// top left. A span's text is drawn from its column on, one `Character` after another, each
/// taking as many cells as the width function says ("日" takes 2, "é" takes 1).
public struct Frame: Equatable, Sendable {
  /// The number of columns the frame was laid out for.
  public var width: Int
  /// The number of rows the frame was laid out for.
  public var height: Int
  /// The spans of each row, top to bottom; `rows.count == height`.
  package var rows: [[Span]]
  /// Where the cursor shows, or `nil` to hide it.
  public var cursor: Position?
  /// The whole text of each message this frame shows cut (it needed more rows than the screen
  /// gave it). `ComponentRunner` writes each to standard error once the terminal is restored, so
  /// nothing a message said is lost; a host that draws frames itself can do the same.
  public var cutMessages: [String] = []

  /// Creates a frame of `height` empty rows.
  public init(width: Int, height: Int, cursor: Position? = nil) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rows = Array(repeating: [], count: self.height)
    self.cursor = cursor
  }

  /// Creates a frame from its rows; missing rows are empty, extra rows are dropped.
  package init(width: Int, height: Int, rows: [[Span]], cursor: Position? = nil) {
    self.init(width: width, height: height, cursor: cursor)
    for (index, row) in rows.prefix(self.height).enumerated() {
      self.rows[index] = row
    }
  }

  /// Adds text to a row from a column, in a colour role (none by default); a row outside the
  /// frame is ignored.
  public mutating func put(_ text: String, row: Int, column: Int, role: ColorRole = .none) {
    put(text, row: row, column: column, style: [], role: role, colors: TextColors())
  }

  /// Adds a span to a row in a style and colours of its own; a row outside the frame is ignored.
  package mutating func put(
    _ text: String, row: Int, column: Int, style: Style, role: ColorRole = .none,
    colors: TextColors = TextColors()
  ) {
    guard rows.indices.contains(row) else { return }
    rows[row].append(Span(column: column, text: text, style: style, role: role, colors: colors))
  }
}

/// A cell position on the screen, counted from zero at the top left.
public struct Position: Equatable, Hashable, Sendable {
  /// The row, from the top.
  public var row: Int
  /// The column, in terminal cells from the left.
  public var column: Int

  /// Creates a position.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

/// A run of text drawn from one column of a row, in one style.
package struct Span: Equatable, Sendable {
  /// The cell where the text starts.
  package var column: Int
  /// The text; it should hold no control characters.
  package var text: String
  /// The attributes of the text.
  package var style: Style
  /// The colour role; drawn as a colour only when the terminal has colours and NO_COLOR is unset.
  package var role: ColorRole
  /// Colours the text set itself (an item's SGR sequences, `tfield choose --ansi`), drawn where
  /// the role is `.none` and colours are in use.
  package var colors: TextColors

  /// Creates a span.
  package init(
    column: Int, text: String, style: Style = [], role: ColorRole = .none, colors: TextColors = TextColors()
  ) {
    self.column = column
    self.text = text
    self.style = style
    self.role = role
    self.colors = colors
  }
}

/// Colours that text sets itself, as ANSI colour numbers (0-7, 8-15 bright, 16-255 the
/// 256-colour palette); nil is the terminal's default.
package struct TextColors: Equatable, Hashable, Sendable {
  /// The text's colour.
  package var foreground: UInt8?
  /// The colour behind it.
  package var background: UInt8?

  /// Creates colours; none by default.
  package init(foreground: UInt8? = nil, background: UInt8? = nil) {
    self.foreground = foreground
    self.background = background
  }

  /// True when neither colour is set.
  package var isDefault: Bool { foreground == nil && background == nil }

  /// The colours a terminal of `count` colours can show: the 256-colour palette's colours as
  /// the nearest of the first 16 (or 8), bright ones as their plain ones on 8 colours.
  func reduced(toColors count: Int) -> TextColors {
    func reduce(_ color: UInt8?) -> UInt8? {
      guard var color else { return nil }
      if Int(color) < count { return color }
      if color >= 16 { color = Self.nearestOfSixteen(color) }
      return Int(color) < count ? color : color & 7
    }
    return TextColors(foreground: reduce(foreground), background: reduce(background))
  }

  /// One of the first 16 colours for a colour of the 256-colour palette's cube or grey ramp.
  static func nearestOfSixteen(_ color: UInt8) -> UInt8 {
    let (red, green, blue) = rgb(of: color)
    let bright = max(red, green, blue) > 191
    let bits = (red > 95 ? 1 : 0) | (green > 95 ? 2 : 0) | (blue > 95 ? 4 : 0)
    return UInt8(bits + (bright ? 8 : 0))
  }

  /// The red, green and blue (0-255) of an ANSI colour number as xterm draws it: the first 16
  /// are xterm's defaults, then the 6x6x6 cube and the grey ramp.
  static func rgb(of color: UInt8) -> (red: Int, green: Int, blue: Int) {
    let sixteen: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
      (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    if color < 16 { return sixteen[Int(color)] }
    if color >= 232 {
      let grey = 8 + Int(color - 232) * 10
      return (grey, grey, grey)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = Int(color) - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }

  /// The 256-colour palette's nearest colour to a 24-bit one (its 6x6x6 cube or grey ramp).
  static func nearest(red: Int, green: Int, blue: Int) -> UInt8 {
    let levels = [0, 95, 135, 175, 215, 255]
    func level(_ value: Int) -> Int {
      let value = min(255, max(0, value))
      return levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let cubeDistance = [(levels[r], red), (levels[g], green), (levels[b], blue)].map { ($0 - $1) * ($0 - $1) }
      .reduce(0, +)
    let average = (red + green + blue) / 3
    let grey = min(23, max(0, (average - 3) / 10))
    let greyValue = 8 + grey * 10
    let greyDistance = [red, green, blue].map { ($0 - greyValue) * ($0 - greyValue) }.reduce(0, +)
    return UInt8(greyDistance < cubeDistance ? 232 + grey : cube)
  }
}

/// Text attributes: the first five every terminal (vt100 included) can show; italic and
/// strikethrough come from themes and show where the terminal has them.
package struct Style: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  package let rawValue: UInt8

  /// Creates a style from its bits.
  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Foreground and background swapped.
  package static let reverse = Style(rawValue: 1 << 0)
  /// Bold or bright.
  package static let bold = Style(rawValue: 1 << 1)
  /// Dim, half-bright.
  package static let dim = Style(rawValue: 1 << 2)
  /// Underlined.
  package static let underline = Style(rawValue: 1 << 3)
  /// The terminal's best highlighting mode (reverse on most).
  package static let standout = Style(rawValue: 1 << 4)
  /// Italic, where the terminal has it (a theme's attribute).
  package static let italic = Style(rawValue: 1 << 5)
  /// Struck through, where the terminal has it (a theme's attribute).
  package static let strikethrough = Style(rawValue: 1 << 6)
}
