#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

/// The byte strings the inline presentation writes, from the terminal's terminfo entry: relative
/// cursor motion, clearing, attributes, colours, the cursor's visibility, keypad and bracketed
/// paste, and the cursor-position query. Where the entry has no capability for something the
/// program did before it had one (bracketed paste, the cursor-position query `u7`), the bytes it
/// sent before stay: `ESC [ ? 2004 h`, `ESC [ 6 n`.
///
/// A value with no I/O once built: `InlineRenderer` composes frames from it, and tests build one
/// by hand (`TerminalCapabilities.ansi`).
struct TerminalCapabilities: Sendable {
  /// Moves the cursor up `n` rows (n ≥ 1), staying in its column.
  var up: @Sendable (Int) -> [UInt8]
  /// Moves the cursor down `n` rows inside the region (never past the screen's last row).
  var down: @Sendable (Int) -> [UInt8]
  /// True when `down` is a line feed, which output processing turns into a return to the first
  /// column too.
  var downResetsColumn = false
  /// Moves the cursor right `n` columns (n ≥ 1).
  var right: @Sendable (Int) -> [UInt8]
  /// To the first column.
  var carriageReturn: [UInt8]
  /// Clears from the cursor to the end of its row.
  var clearToEndOfLine: [UInt8]
  /// Clears from the cursor to the end of the screen.
  var clearToEndOfScreen: [UInt8]
  /// All attributes off.
  var attributesOff: [UInt8]
  var bold: [UInt8]
  var dim: [UInt8]
  var reverse: [UInt8]
  var underline: [UInt8]
  /// Italic (`sitm`) and strikethrough (`smxx`), empty where the entry has none.
  var italic: [UInt8] = []
  var strikethrough: [UInt8] = []
  /// Whether the terminal takes 24-bit colours (`COLORTERM` is `truecolor` or `24bit`): then a
  /// theme's 24-bit colours are sent as they are, not folded to the palette.
  var trueColor = false
  /// A foreground colour (0-7), when the terminal has colours and they are wanted.
  var foreground: (@Sendable (Int) -> [UInt8])?
  /// A background colour (0-7), when the terminal has colours and they are wanted.
  var background: (@Sendable (Int) -> [UInt8])?
  /// How many colours `foreground` and `background` take (terminfo's `colors`).
  var colorCount = 8
  var cursorInvisible: [UInt8]
  var cursorVisible: [UInt8]
  var keypadOn: [UInt8]
  var keypadOff: [UInt8]
  var bracketedPasteOn: [UInt8]
  var bracketedPasteOff: [UInt8]
  /// Asks the terminal where the cursor is; it answers `ESC [ row ; column R`.
  var cursorPositionQuery: [UInt8]
  /// Saves the cursor's position (`sc`) and puts it back where it was saved (`rc`); empty when
  /// the entry has none.
  var saveCursor: [UInt8] = []
  var restoreCursor: [UInt8] = []

  /// An ANSI (ECMA-48) terminal with eight colours: what xterm's entry gives, for tests.
  static let ansi = TerminalCapabilities(
    up: { Array("\u{1B}[\($0)A".utf8) }, down: { Array("\u{1B}[\($0)B".utf8) },
    right: { Array("\u{1B}[\($0)C".utf8) }, carriageReturn: [0x0D], clearToEndOfLine: Array("\u{1B}[K".utf8),
    clearToEndOfScreen: Array("\u{1B}[J".utf8), attributesOff: Array("\u{1B}[m".utf8),
    bold: Array("\u{1B}[1m".utf8), dim: Array("\u{1B}[2m".utf8), reverse: Array("\u{1B}[7m".utf8),
    underline: Array("\u{1B}[4m".utf8), foreground: { Array("\u{1B}[3\($0)m".utf8) },
    background: { Array("\u{1B}[4\($0)m".utf8) }, cursorInvisible: Array("\u{1B}[?25l".utf8),
    cursorVisible: Array("\u{1B}[?25h".utf8), keypadOn: Array("\u{1B}[?1h\u{1B}=".utf8),
    keypadOff: Array("\u{1B}[?1l\u{1B}>".utf8), bracketedPasteOn: Array("\u{1B}[?2004h".utf8),
    bracketedPasteOff: Array("\u{1B}[?2004l".utf8), cursorPositionQuery: Array("\u{1B}[6n".utf8))

  /// The capabilities of the terminfo entry loaded by `setupterm`; nil when the entry cannot move
  /// the cursor up or clear a line (TERM=dumb), which the inline presentation needs.
  /// `usesColor` says whether colours are wanted (NO_COLOR, `--color`); they are used only when
  /// the entry has them too.
  static func fromTerminfo(usesColor: Bool) -> TerminalCapabilities? {
    func string(_ name: String) -> [UInt8]? {
      guard let value = tf_tigetstr(name), tf_capability_missing(value) == 0 else { return nil }
      return withoutPadding(Array(String(cString: value).utf8))
    }
    func parameterized(_ name: String) -> (@Sendable (Int) -> [UInt8])? {
      guard let value = tf_tigetstr(name), tf_capability_missing(value) == 0 else { return nil }
      let template = String(cString: value)
      return { count in
        guard let result = tf_tparm1(template, Int32(clamping: count)) else { return [] }
        return withoutPadding(Array(String(cString: result).utf8))
      }
    }
    func repeated(_ one: [UInt8]?, _ many: (@Sendable (Int) -> [UInt8])?) -> (@Sendable (Int) -> [UInt8])? {
      if let many { return many }
      guard let one else { return nil }
      return { count in Array([[UInt8]](repeating: one, count: max(0, count)).joined()) }
    }
    guard let up = repeated(string("cuu1"), parameterized("cuu")),
      let clearToEndOfLine = string("el")
    else { return nil }
    // cud1 is often a line feed; inside the region that only moves down, which is all we ask.
    let stepDown = string("cud1") ?? [0x0A]
    let parameterizedDown = parameterized("cud")
    let down = repeated(stepDown, parameterizedDown)!
    let right =
      repeated(string("cuf1"), parameterized("cuf")) ?? { count in Array(repeating: 0x20, count: count) }
    let colors = usesColor && tf_tigetnum("colors") >= 8
    let setForeground = colors ? parameterized("setaf") : nil
    let setBackground = colors ? parameterized("setab") : nil
    var capabilities = TerminalCapabilities(
      up: up, down: down, right: right, carriageReturn: string("cr") ?? [0x0D],
      clearToEndOfLine: clearToEndOfLine, clearToEndOfScreen: string("ed") ?? [],
      attributesOff: string("sgr0") ?? [], bold: string("bold") ?? [], dim: string("dim") ?? [],
      reverse: string("rev") ?? [], underline: string("smul") ?? [],
      foreground: setForeground, background: setForeground == nil ? nil : setBackground,
      cursorInvisible: string("civis") ?? [], cursorVisible: string("cnorm") ?? [],
      keypadOn: string("smkx") ?? [], keypadOff: string("rmkx") ?? [],
      bracketedPasteOn: string("BE") ?? Self.ansi.bracketedPasteOn,
      bracketedPasteOff: string("BD") ?? Self.ansi.bracketedPasteOff,
      cursorPositionQuery: string("u7") ?? Self.ansi.cursorPositionQuery)
    capabilities.downResetsColumn = parameterizedDown == nil && stepDown.contains(0x0A)
    capabilities.colorCount = max(8, Int(tf_tigetnum("colors")))
    capabilities.italic = string("sitm") ?? []
    capabilities.strikethrough = string("smxx") ?? []
    capabilities.trueColor =
      colors && ["truecolor", "24bit"].contains(getenv("COLORTERM").map { String(cString: $0) })
    capabilities.saveCursor = string("sc") ?? []
    capabilities.restoreCursor = string("rc") ?? []
    return capabilities
  }

  /// A capability's bytes without its padding (`$<2>`, `$<5*/>`): a delay that `tputs` would turn
  /// into waiting or NUL bytes for a slow physical terminal (vt100's entry has some), meaningless to
  /// a terminal emulator, and drawn as text if written raw.
  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(UInt8(ascii: "$")) else { return bytes }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
        let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
        bytes[(index + 2)..<close].allSatisfy({ (0x30...0x39).contains($0) || "./*".utf8.contains($0) })
      {
        index = close + 1
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }
}
