import FieldEngine
import Testing

@testable import FieldTerminal

#if os(macOS)
  import CNCursesMacOS
#else
  import CNCursesW
#endif

@Suite("Painter without a terminal")
struct PainterTests {
  let monochrome = Painter(usesColor: false, width: testWidth)
  let colour = Painter(usesColor: true, width: testWidth)

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
    #expect((role == .none) == (bits == tf_attr_normal()))
  }

  @Test("with colours each role has its own pair and keeps the span's style", arguments: ColorRole.allCases)
  func colourRoles(role: ColorRole) {
    let (bits, pair) = colour.attributes(of: Span(column: 0, text: "x", style: .underline, role: role))
    #expect(pair == Painter.pairNumber(for: role))
    #expect(bits & tf_attr_underline() != 0)
    #expect(bits & tf_attr_reverse() == 0)
  }

  @Test("pair numbers are distinct")
  func distinctPairs() {
    #expect(Set(ColorRole.allCases.map(Painter.pairNumber(for:))).count == ColorRole.allCases.count)
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

@Suite("Session pieces without a terminal")
struct SessionPieceTests {
  @Test(
    "the C.UTF-8 fallback applies only where the user chose no other codeset",
    arguments: [
      (chosen: String?.none, fallBack: true),
      (chosen: "C", fallBack: true),
      (chosen: "POSIX", fallBack: true),
      (chosen: "xx_YY.UTF-8", fallBack: true),
      (chosen: "en_US.utf8", fallBack: true),
      (chosen: "de_DE.ISO-8859-1", fallBack: false),
    ])
  func localeFallback(chosen: String?, fallBack: Bool) {
    #expect(TerminalLocale.shouldFallBack(chosenLocale: chosen) == fallBack)
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
