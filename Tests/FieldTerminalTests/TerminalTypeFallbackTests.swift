import Testing

@testable import FieldTerminal

@Suite("Terminal types without an entry fall back within their family")
struct TerminalTypeFallbackTests {
  @Test(
    "the candidates, TERM first",
    arguments: [
      (term: "tmux-256color", candidates: ["tmux-256color", "screen-256color", "screen"]),
      (term: "tmux", candidates: ["tmux", "screen"]),
      (term: "tmux-direct", candidates: ["tmux-direct", "screen-256color", "screen"]),
      (term: "screen-256color", candidates: ["screen-256color", "screen"]),
      (term: "screen.xterm-256color", candidates: ["screen.xterm-256color", "screen-256color", "screen"]),
      (term: "screen", candidates: ["screen"]),
      (term: "xterm-kitty", candidates: ["xterm-kitty", "xterm-256color", "xterm"]),
      (term: "xterm-ghostty", candidates: ["xterm-ghostty", "xterm-256color", "xterm"]),
      (term: "xterm-256color", candidates: ["xterm-256color", "xterm"]),
      (term: "xterm", candidates: ["xterm", "xterm-256color"]),
      (term: "vt100", candidates: ["vt100"]),
      (term: "tmuxish", candidates: ["tmuxish"]),
      (term: "dumb", candidates: ["dumb"]),
    ])
  func candidates(term: String, candidates: [String]) {
    #expect(TerminalTypeFallback.candidates(for: term) == candidates)
  }

  @Test("the first entry that loads is used; none loading is nil")
  func firstLoaded() {
    var tried: [String] = []
    let loaded = TerminalTypeFallback.firstLoaded(for: "tmux-256color") { name -> String? in
      tried.append(name)
      return name == "screen-256color" ? name : nil
    }
    #expect(loaded == "screen-256color")
    #expect(tried == ["tmux-256color", "screen-256color"])
    #expect(TerminalTypeFallback.firstLoaded(for: "vt100") { _ -> Int? in nil } == nil)
  }
}
