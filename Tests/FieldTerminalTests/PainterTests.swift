import FieldEngine
import Testing

@testable import FieldIO
@testable import FieldTerminal

#if os(macOS)
  import CNCursesMacOS
#else
  import CNCursesW
#endif

@Suite("Painter without a terminal")
struct PainterTests {
  let monochrome = Painter(usesColor: false, width: testWidth)
  let colour = Painter(usesColor: true, width: testWidth, pairCount: 256)

  @Test(
    "the visible part of a span stops before the right edge",
    arguments: [
      (text: "abcdef", column: 0, start: 0, visible: "abcd"),
      (text: "日本語", column: 1, start: 1, visible: "日"),
      (text: "日本語", column: -1, start: 1, visible: "本"),
      (text: "ab", column: 3, start: 3, visible: "a"),
    ])
  func visiblePart(text: String, column: Int, start: Int, visible: String) {
    let part = monochrome.visiblePart(of: Span(column: column, text: text), columns: 4)
    #expect(part?.column == start)
    #expect(part.map { String($0.text) } == visible)
  }

  @Test("nothing is visible past the right edge")
  func nothingVisible() {
    #expect(monochrome.visiblePart(of: Span(column: 4, text: "a"), columns: 4) == nil)
    #expect(monochrome.visiblePart(of: Span(column: 3, text: "日"), columns: 4) == nil)
    #expect(monochrome.visiblePart(of: Span(column: 0, text: ""), columns: 4) == nil)
  }

  @Test("a control character in a span never reaches the terminal: the last gate drops it")
  func controlsDropped() {
    let part = monochrome.visiblePart(of: Span(column: 0, text: "a\u{1B}b\tc\u{9B}\u{7F}"), columns: 10)
    #expect(part.map { String($0.text) } == "abc")
  }

  @Test("styles map to ncurses attributes")
  func styleAttributes() {
    #expect(Painter.attributes(of: []) == tf_attr_normal())
    #expect(Painter.attributes(of: .reverse) == tf_attr_reverse())
    #expect(Painter.attributes(of: [.bold, .underline]) == tf_attr_bold() | tf_attr_underline())
    #expect(Painter.attributes(of: [.dim, .standout]) == tf_attr_dim() | tf_attr_standout())
  }

  @Test("without colours every role shows as an attribute", arguments: ColorRole.allCases)
  func monochromeRoles(role: ColorRole) {
    let (bits, pair) = monochrome.attributes(of: Span(column: 0, text: "x", role: role))
    #expect(pair == 0)
    #expect(bits == Painter.attributes(of: Painter.fallbackStyle(for: role)))
    #expect((role.family == .none) == (bits == tf_attr_normal()))
    #expect(bits == Painter.attributes(of: Painter.fallbackStyle(for: role.family)))
  }

  @Test("on a terminal with fewer colour pairs than roles, a role past them takes its family's pair")
  func fewPairs() {
    let painter = Painter(usesColor: true, width: testWidth, pairCount: 8)
    #expect(
      painter.attributes(of: Span(column: 0, text: "x", role: .hint)).pair
        == painter.rolePairs.number(for: .hint))
    #expect(
      painter.attributes(of: Span(column: 0, text: "x", role: .pointer)).pair
        == painter.rolePairs.number(for: .focus))
    #expect(painter.attributes(of: Span(column: 0, text: "x", role: .title)).pair == 0)
  }

  @Test("a theme's attributes replace the span's, and the default theme keeps them (refusals bold)")
  func themeAttributes() {
    var theme = Theme.dracula
    theme[.help] = RoleLook(foreground: .ansi(3), attributes: [.underline, .italic])
    let painter = Painter(usesColor: true, theme: theme, width: testWidth, pairCount: 256)
    let help = painter.attributes(of: Span(column: 0, text: "x", style: .dim, role: .help)).attributes
    #expect(help == Painter.attributes(of: [.underline, .italic]))
    let kept = colour.attributes(of: Span(column: 0, text: "x", style: .dim, role: .help)).attributes
    #expect(kept == tf_attr_dim())
    let refusal = colour.attributes(of: Span(column: 0, text: "x", role: .error)).attributes
    #expect(refusal == tf_attr_bold())
  }

  @Test(
    "with colours each role is drawn in its theme's pair and keeps the span's style",
    arguments: ColorRole.allCases)
  func colourRoles(role: ColorRole) {
    let (bits, pair) = colour.attributes(of: Span(column: 0, text: "x", style: .underline, role: role))
    #expect(pair == colour.rolePairs.number(for: role))
    #expect(bits & tf_attr_underline() != 0)
    #expect(bits & tf_attr_reverse() == 0)
  }

  @Test(
    "the default theme's roles take the five families' pairs; a theme's roles of the same colours share one")
  func rolePairs() {
    let pairs = colour.rolePairs
    #expect(ColorRole.families.map(pairs.number(for:)) == [0, 1, 2, 3, 4, 5])
    for role in ColorRole.allCases {
      #expect(pairs.number(for: role) == pairs.number(for: role.family), "\(role)")
    }
    let dracula = RolePairs(.dracula, colorCount: 256)
    let theme = Theme.dracula
    let roles = ColorRole.allCases.filter { !ColorRole.families.contains($0) }
    for role in roles {
      for other in roles {
        let same =
          theme[role].foreground == theme[other].foreground
          && theme[role].background == theme[other].background
        #expect((dracula.number(for: role) == dracula.number(for: other)) == same, "\(role) \(other)")
      }
    }
    #expect(dracula.colors.count < 16)
  }

  @Test("the painter places text with the package's one width function")
  func defaultWidth() {
    let painter = Painter(usesColor: false)
    for text in ["a", "日", "e\u{301}", "👍🏽", "🇯🇵"] {
      #expect(painter.width(Character(text)) == TerminalWidth.columns(of: Character(text)))
    }
    #expect(painter.width("👍🏽") == 4)
  }
}

/// What the painter sends where the locale's character set lacks a character.
@Suite("Glyphs under a legacy locale")
struct GlyphFallbackTests {
  static let latin1 = GlyphFallback { $0.value < 0x100 }
  static let ascii = GlyphFallback { $0.isASCII }

  static func drawn(_ text: String, with glyphs: GlyphFallback) -> String {
    let painter = Painter(usesColor: false, glyphs: glyphs)
    let scalars = painter.wideCharacters(of: Array(text)).map { Unicode.Scalar(UInt32(bitPattern: $0))! }
    return String(String.UnicodeScalarView(scalars))
  }

  @Test(
    "Latin-1 keeps its own characters, composes what it can, and stands in for the rest, cell for cell",
    arguments: [
      (text: "Näme · é", drawn: "Näme · é"),
      ("e\u{301}", "\u{E9}"),
      ("日本", "????"),
      ("👍🏽", "????"),
      ("›•…✓", ">*~*"),
      ("┌─┐│└┘", "+-+|++"),
      ("a\u{200B}b", "ab"),
      ("x\u{FFFD}", "x?"),
    ])
  func latin1(text: String, drawn: String) {
    #expect(Self.drawn(text, with: Self.latin1) == drawn)
    #expect(TerminalWidth.columns(of: drawn) == TerminalWidth.columns(of: text))
  }

  @Test(
    "ASCII (C without C.UTF-8) stands in for every decoration and character beyond it",
    arguments: [(text: "› a · b", drawn: "> a - b"), ("é", "?"), ("e\u{301}", "?"), ("日", "??")])
  func ascii(text: String, drawn: String) {
    #expect(Self.drawn(text, with: Self.ascii) == drawn)
  }

  @Test("under UTF-8 every character goes as it is, every scalar of it")
  func unicode() {
    let text = "› é e\u{301} 日本 👍🏽 🇯🇵 ┌─┐"
    #expect(Self.drawn(text, with: .unicode) == text)
  }

  @Test("every stand-in is one ASCII character as wide as what it stands for")
  func standIns() {
    for (original, standIn) in GlyphFallback.standIns {
      #expect(standIn.isASCII && !standIn.isWhitespace, "\(original)")
      #expect(TerminalWidth.columns(of: standIn) == TerminalWidth.columns(of: original), "\(original)")
    }
  }

  @Test("the decorations the layouts draw all have a stand-in")
  func decorationsCovered() {
    let decorations: [Character] = [
      FieldBox.passwordGlyph, "›", "·", "…", "✓", "\u{FFFD}", "┌", "┐", "└", "┘", "─", "│",
    ]
    for decoration in decorations { #expect(GlyphFallback.standIns[decoration] != nil, "\(decoration)") }
  }
}

@Suite("Session pieces without a terminal")
struct SessionPieceTests {
  @Test(
    "the C.UTF-8 fallback applies unless an installed locale of another codeset was chosen",
    arguments: [
      (chosen: String?.none, usable: true, fallBack: true),
      (chosen: "C", usable: true, fallBack: true),
      (chosen: "POSIX", usable: true, fallBack: true),
      (chosen: "xx_YY.UTF-8", usable: false, fallBack: true),
      (chosen: "de_DE.ISO-8859-1", usable: false, fallBack: true),
      (chosen: "de_DE.ISO-8859-1", usable: true, fallBack: false),
    ])
  func localeFallback(chosen: String?, usable: Bool, fallBack: Bool) {
    #expect(TerminalLocale.shouldFallBack(chosenLocale: chosen, usable: usable) == fallBack)
  }

  @Test("error messages name the cause")
  func messages() {
    #expect(
      TerminalSessionError.noTerminal(path: "/dev/tty", reason: "No such device or address").description
        == "no terminal: cannot open /dev/tty: No such device or address")
    #expect(TerminalSessionError.terminalTypeUnset.description.contains("TERM is not set"))
    #expect(
      TerminalSessionError.unknownTerminalType("xyz").description.contains("unknown terminal type \"xyz\""))
  }

  @Test("the key capabilities are the ones the decoder needs")
  func keyCapabilities() {
    let names = TerminalSession.keyCapabilities
    #expect(names.count == 29)
    #expect(Set(names).count == names.count)
    #expect(names.contains("kcuu1") && names.contains("kf12") && names.contains("kDC"))
  }
}
