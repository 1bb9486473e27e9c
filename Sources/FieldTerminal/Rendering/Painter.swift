import FieldEngine

#if os(macOS)
  import CNCursesMacOS
#else
  import CNCursesW
#endif

/// Paints a `Frame` with ncurses: the only code besides `TerminalSession` that calls ncurses.
///
/// Each paint erases the screen, draws every span (clipped to the screen: nothing is written past
/// the right edge, and a wide character that does not fit whole is left out), places or hides
/// the cursor, and lets ncurses send only what changed (`wnoutrefresh` + `doupdate`). Text goes
/// to `waddnwstr` as the whole scalar sequence of each character, so "👍🏽" keeps its skin tone
/// (`setcchar` would stop at the first spacing scalar). Under a legacy locale, a character its
/// character set cannot show is drawn as a visible stand-in of the same width (`GlyphFallback`),
/// never as blank cells.
///
/// Colour roles become colour pairs only when the terminal has colours and NO_COLOR is unset or
/// empty; otherwise each role becomes an attribute (see ``Painter/fallbackStyle(for:)``), so
/// TERM=vt100 and monochrome terminals show every role.
struct Painter {
  /// Whether roles are drawn as colour pairs.
  let usesColor: Bool
  /// The colours and attributes of each role, where colours are used.
  let theme: Theme
  /// The cells a character takes, as ncurses counts them.
  let width: (Character) -> Int
  /// What to draw for characters the locale's character set lacks.
  let glyphs: GlyphFallback
  /// The pairs of spans' own colours, defined on first use.
  let colorPairs: ColorPairCache
  /// The colour pairs the terminal has (`COLOR_PAIRS`): a role whose pair number is not below
  /// it is drawn in its family's pair.
  let pairCount: Int
  /// The theme's roles' colour pairs (``RolePairs``).
  let rolePairs: RolePairs

  /// Creates a painter; `usesColor` must be true only after ``setUpColors(_:)`` returned true
  /// for the same theme.
  init(
    usesColor: Bool, theme: Theme = .default,
    width: @escaping (Character) -> Int = TerminalWidth.columns(of:),
    glyphs: GlyphFallback = .unicode, pairCount: Int? = nil
  ) {
    self.usesColor = usesColor
    self.pairCount = pairCount ?? (usesColor ? Int(tf_color_pair_count()) : 0)
    self.theme = theme
    rolePairs = RolePairs(theme, colorCount: max(8, Int(tf_color_count())))
    self.width = width
    self.glyphs = glyphs
    colorPairs = ColorPairCache(
      colorPairs: usesColor ? self.pairCount : 0, reserved: rolePairs.colors.count + 1)
  }

  /// Starts colours when the terminal has them, and defines one pair per role in the theme's
  /// colours, folded to the colours the terminal has, on the terminal's default background where
  /// the theme names none. Returns whether colours are in use. (Whether they are wanted,
  /// NO_COLOR or `--color`, is the caller's question.)
  static func setUpColors(_ theme: Theme = .default) -> Bool {
    guard has_colors(), start_color() == OK, tf_color_count() >= 8 else { return false }
    let background: Int16 = use_default_colors() == OK ? -1 : tf_color_black()
    let pairs = RolePairs(theme, colorCount: Int(tf_color_count()))
    for (index, colors) in pairs.colors.enumerated() where index + 1 < Int(tf_color_pair_count()) {
      init_pair(Int16(index + 1), colors.foreground ?? -1, colors.background ?? background)
    }
    return true
  }

  /// The attributes that stand for a role where colours are not used: its family's.
  static func fallbackStyle(for role: ColorRole) -> Style {
    switch role.family {
    case .focus: [.reverse]
    case .error: [.bold, .underline]
    case .hint: [.dim]
    case .success: [.bold]
    case .match: [.bold, .underline]
    default: []
    }
  }

  /// The ncurses attributes and colour pair of a span: its role's pair and the theme's
  /// attributes for it, or, for a span that sets its own colours, a pair from ``colorPairs``
  /// (defined with `init_pair` when new).
  func attributes(of span: Span) -> (attributes: attr_t, pair: Int16) {
    var style = span.style
    var pair: Int16 = 0
    if usesColor {
      style = theme[span.role].style(over: style)
      pair = rolePairs.number(for: span.role)
      // A terminal with fewer pairs than the theme needs draws the later roles in their family's.
      if Int(pair) >= pairCount { pair = rolePairs.number(for: span.role.family) }
      if !span.colors.isDefault {
        let colors = span.colors.reduced(toColors: Int(tf_color_count()))
        let answer = colorPairs.pair(for: colors)
        if case .define(let number) = answer {
          init_pair(
            Int16(number), colors.foreground.map(Int16.init) ?? -1, colors.background.map(Int16.init) ?? -1)
        }
        pair = Int16(answer.number)
      }
    } else {
      style.formUnion(Self.fallbackStyle(for: span.role))
    }
    return (Self.attributes(of: style), pair)
  }

  /// The ncurses attribute bits of a style.
  static func attributes(of style: Style) -> attr_t {
    var bits = tf_attr_normal()
    if style.contains(.reverse) { bits |= tf_attr_reverse() }
    if style.contains(.bold) { bits |= tf_attr_bold() }
    if style.contains(.dim) { bits |= tf_attr_dim() }
    if style.contains(.underline) { bits |= tf_attr_underline() }
    if style.contains(.standout) { bits |= tf_attr_standout() }
    if style.contains(.italic) { bits |= tf_attr_italic() }
    return bits
  }

  /// The part of a span's text that fits on a screen `columns` wide: the column where drawing
  /// starts and the characters drawn. Characters left of column 0 or crossing the right edge are
  /// dropped, and so is any character holding a control (C0, DEL, C1): the layouts clean what
  /// they draw (`DisplayText`), and this is the last gate before the terminal, so nothing in a
  /// frame can ever reach it as a command.
  func visiblePart(of span: Span, columns: Int) -> (column: Int, text: [Character])? {
    var column = span.column
    var start: Int?
    var visible: [Character] = []
    for character in span.text {
      if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        continue
      }
      let cells = width(character)
      if column + cells > columns { break }
      if column >= 0 {
        if start == nil { start = column }
        visible.append(character)
      }
      column += cells
    }
    guard let start, !visible.isEmpty else { return nil }
    return (start, visible)
  }

  /// What goes to ncurses for some characters: each one's scalars, or what ``glyphs`` draws
  /// instead where the locale's character set lacks it.
  func wideCharacters(of text: [Character]) -> [wchar_t] {
    var scalars: [wchar_t] = []
    scalars.reserveCapacity(text.count + 4)
    for character in text { glyphs.append(character, cells: width(character), to: &scalars) }
    return scalars
  }

  /// Draws `frame` into `window` (erased first) and marks it for the next `doupdate`, which the
  /// caller sends: the terminal session at once, an embedding host when its own windows are ready.
  func draw(_ frame: Frame, on window: UnsafeMutablePointer<WINDOW>) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    tf_getmaxyx(window, &rows, &columns)
    werase(window)
    colorPairs.startFrame()
    for (rowIndex, spans) in frame.rows.enumerated() where rowIndex < Int(rows) {
      for span in spans {
        guard let part = visiblePart(of: span, columns: Int(columns)) else { continue }
        let scalars = wideCharacters(of: part.text)
        let (bits, pair) = attributes(of: span)
        _ = scalars.withUnsafeBufferPointer { buffer in
          tf_draw(
            window, Int32(rowIndex), Int32(part.column), buffer.baseAddress, Int32(buffer.count),
            bits, pair)
        }
      }
    }
    wattr_set(window, tf_attr_normal(), 0, nil)
    if let cursor = frame.cursor, cursor.row >= 0, cursor.row < Int(rows), columns > 0 {
      // A cursor just past the last column (after text that fills the row) stays on the screen.
      wmove(window, Int32(cursor.row), Int32(min(max(0, cursor.column), Int(columns) - 1)))
      curs_set(1)
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
  }

  /// Paints `frame` on `window` and updates the physical screen.
  func paint(_ frame: Frame, on window: UnsafeMutablePointer<WINDOW>) {
    draw(frame, on: window)
    doupdate()
  }
}

/// The colour pairs of a theme's roles: the five coloured families (``ColorRole/families``) pairs
/// 1 to 5, as before themes; every other role the pair of the first role drawn in the same
/// colours (folded to the terminal's), or a new one; a role with no colours pair 0. So the default
/// theme takes 5 pairs, as before, and a built-in theme about a dozen, leaving the rest of the
/// terminal's pairs (64 on an 8-colour xterm) to the spans' own colours (``ColorPairCache``).
struct RolePairs {
  /// Each pair's colours, pair 1 first: palette numbers, nil for the terminal's.
  private(set) var colors: [(foreground: Int16?, background: Int16?)] = []
  /// Each role's pair number, by name.
  private var numbers: [String: Int16] = [:]

  init(_ theme: Theme, colorCount: Int) {
    for role in ColorRole.allCases {
      let look = theme[role]
      let wanted = (
        foreground: look.foreground.map { Int16($0.folded(toColors: colorCount)) },
        background: look.background.map { Int16($0.folded(toColors: colorCount)) }
      )
      let isFamily = ColorRole.families.contains(role) && role != .none
      if !isFamily && wanted.foreground == nil && wanted.background == nil {
        numbers[role.name] = 0
      } else if !isFamily,
        let index = colors.firstIndex(where: {
          $0.foreground == wanted.foreground && $0.background == wanted.background
        })
      {
        numbers[role.name] = Int16(index + 1)
      } else {
        colors.append(wanted)
        numbers[role.name] = Int16(colors.count)
      }
    }
  }

  /// The pair a role is drawn in.
  func number(for role: ColorRole) -> Int16 { numbers[role.name] ?? 0 }
}
