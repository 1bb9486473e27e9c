import Testing

@testable import FieldTerminal

/// Which terminals are trusted to bracket their pastes when their terminfo entry does not say so.
@Suite("Bracketed paste: the macOS terminals that bracket pastes whatever their entry says")
struct BracketedPasteGuessTests {
  @Test(
    "TERM_PROGRAM names Terminal.app, iTerm2 or WezTerm; anything else leaves it to the entry",
    arguments: [
      ("Apple_Terminal", true), ("iTerm.app", true), ("WezTerm", true), ("tmux", false), ("vscode", false),
      ("", false), ("apple_terminal", false),
    ])
  func byProgram(program: String, brackets: Bool) {
    #expect(TerminalSession.bracketsPastesByProgram { $0 == "TERM_PROGRAM" ? program : nil } == brackets)
  }

  @Test("without TERM_PROGRAM nothing is assumed")
  func unset() {
    #expect(!TerminalSession.bracketsPastesByProgram { _ in nil })
  }
}
