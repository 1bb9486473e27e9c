import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// An item's SGR colours read into runs, as fzf 0.38 reads them.
///
/// From fzf 0.38 `src/ansi_test.go`, `TestExtractColor` (MIT, Copyright (c) 2013-2023 Junegunn
/// Choi): the text without its sequences, and each coloured stretch with its colours and bold.
/// fzf's colour -1 (the default) is nil here; its offsets are the runs' texts.
@Suite("ANSI runs (TestExtractColor)")
struct ANSIRunsTests {
  struct Expected: Equatable, CustomStringConvertible {
    var text: String
    var foreground: UInt8?
    var background: UInt8?
    var bold: Bool
    var description: String { "\(text.debugDescription) \(foreground as Any) \(background as Any) \(bold)" }
  }

  static func runs(_ text: String) -> [Expected] {
    ANSIText.runs(Array(text.utf8)).map {
      Expected(
        text: $0.text, foreground: $0.colors.foreground, background: $0.colors.background,
        bold: $0.style.contains(.bold))
    }
  }

  static func run(_ text: String, _ foreground: UInt8? = nil, _ background: UInt8? = nil, bold: Bool = false)
    -> Expected
  {
    Expected(text: text, foreground: foreground, background: background, bold: bold)
  }

  @Test("each case of TestExtractColor")
  func extractColor() {
    #expect(Self.runs("hello world") == [Self.run("hello world")])
    #expect(Self.runs("\u{1B}[0mhello world") == [Self.run("hello world")])
    #expect(Self.runs("\u{1B}[1mhello world") == [Self.run("hello world", bold: true)])
    #expect(
      Self.runs("\u{1B}[1mhello \u{1B}[mw\u{1B}7o\u{1B}8r\u{1B}(Bl\u{1B}[2@d")
        == [Self.run("hello ", bold: true), Self.run("world")])
    #expect(Self.runs("\u{1B}[1mhello \u{1B}[Kworld") == [Self.run("hello world", bold: true)])
    #expect(
      Self.runs("hello \u{1B}[34;45;1mworld") == [Self.run("hello "), Self.run("world", 4, 5, bold: true)])
    #expect(
      Self.runs("hello \u{1B}[34;45;1mwor\u{1B}[0mld")
        == [Self.run("hello "), Self.run("wor", 4, 5, bold: true), Self.run("ld")])
    #expect(
      Self.runs("hello \u{1B}[34;48;5;233;1mwo\u{1B}[38;5;161mr\u{1B}[0ml\u{1B}[38;5;161md")
        == [
          Self.run("hello "), Self.run("wo", 4, 233, bold: true), Self.run("r", 161, 233, bold: true),
          Self.run("l"),
          Self.run("d", 161),
        ])
    #expect(
      Self.runs("hello \u{1B}[38;5;38;48;5;48;1mwor\u{1B}[38;5;48;48;5;38ml\u{1B}[0md")
        == [
          Self.run("hello "), Self.run("wor", 38, 48, bold: true), Self.run("l", 48, 38, bold: true),
          Self.run("d"),
        ])
    #expect(
      Self.runs("hello \u{1B}[0;38;5;200;48;5;100mworld") == [
        Self.run("hello "), Self.run("world", 200, 100),
      ])
  }
}
