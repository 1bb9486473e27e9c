import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --header-first`, `--ellipsis` and `--scrollbar` as a person sees them, with fzf
  /// 0.74.5 as the oracle for where the header goes, what ends a cut item and where the bar starts.
  @Suite("tfield choose --header-first, --ellipsis, --scrollbar", .serialized)
  struct TFieldHeaderFirst {
    static let items = "printf 'a-long-item-that-is-cut-at-the-end-of-its-row\\nshort\\n'"
    static let options = "--layout default --header H1 --header-first --ellipsis '~~' --height 8"

    @Test(
      "inline, query at the bottom: the header under the query's row, the cut item ending in the ellipsis, as fzf 0.74.5"
    )
    func headerUnderQueryAndEllipsis() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let theirs = Tmux()
      try startScript(
        "\(Self.items) | \(fzf) \(Self.options) --info inline-right", in: theirs, width: 29, height: 10)
      let fzfScreen = try theirs.waitFor(text: "2/2")
      let fzfPrompt = try #require(fzfScreen.firstIndex { $0.hasPrefix(">") })
      #expect(fzfScreen[fzfPrompt + 1] == "  H1", "\(fzfScreen)")
      #expect(fzfScreen.contains { $0.hasSuffix("~~") }, "\(fzfScreen)")
      let ours = Tmux()
      try startScript(
        "v=$(\(Self.items) | \(tool) choose \(Self.options)); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: ours, width: 30, height: 10)
      let screen = try ours.waitFor(text: "2 of 2")
      let query = try #require(screen.firstIndex { $0.contains("Query: [") })
      #expect(screen[query + 1] == " H1", "\(screen)")
      #expect(screen[query - 1] == "›   a-long-item-that-is-cut~~", "\(screen)")
      #expect(screen[query - 2] == "    short", "\(screen)")
      try ours.sendKeys("Enter")
      #expect(try ours.exitStatus() == 0)
      // The line is wider than the terminal: tmux wraps it.
      #expect(
        try ours.capture().joined().contains("VALUE:[a-long-item-that-is-cut-at-the-end-of-its-row] STATUS:0")
      )
    }

    @Test("inline: the scrollbar beside the best item, a share of the rows, as fzf 0.74.5 draws it")
    func scrollbarBesideBestItem() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let theirs = Tmux()
      try startScript("seq 30 | \(fzf) --height 8 --scrollbar=┃", in: theirs, width: 29, height: 10)
      let fzfScreen = try theirs.waitFor(text: "30/30")
      let fzfBest = try #require(fzfScreen.firstIndex { $0.dropFirst(2).hasPrefix("1 ") })
      #expect(fzfScreen[fzfBest].hasSuffix("┃"), "\(fzfScreen)")
      let ours = Tmux()
      try startScript(
        "v=$(seq 30 | \(tool) choose --layout default --height 8 --scrollbar=┃); printf 'VALUE:[%s]\\n' \"$v\"",
        in: ours, width: 30, height: 10)
      let screen = try ours.waitFor(text: "30 of 30")
      let best = try #require(screen.firstIndex { $0.hasPrefix("›   1 ") })
      #expect(screen[best].hasSuffix("┃"), "\(screen)")
      #expect(screen.filter { $0.hasSuffix("┃") }.count == 1, "\(screen)")
      try ours.sendKeys("Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up")
      // 30 items in 6 rows, the 11th highlighted at the top, the 6th next to the query: the bar
      // one row up from the query's end, beside the 7th (fzf's arithmetic: (6 - 1) * 5 / 24).
      try ours.waitFor("the bar beside the 7th") { screen in
        screen.contains { $0.hasPrefix("›   11") } && screen.filter { $0.hasSuffix("┃") }.count == 1
          && screen.contains { $0.hasPrefix("    7 ") && $0.hasSuffix("┃") }
      }
      try ours.sendKeys("Enter")
      #expect(try ours.exitStatus() == 0)
      #expect(try ours.capture().contains("VALUE:[11]"))
    }
  }
}
