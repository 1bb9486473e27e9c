import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose` on the terminal with fzf's query and ranking options: accents folded and `|`
  /// as typed, `--tac`, and a tiebreak that reorders rows as lines arrive.
  @Suite("tfield choose: accents, | terms, --tac and --tiebreak on the terminal", .serialized)
  struct TFieldQueryRanking {
    @Test("typing \"resume\" finds \"résumé\"; \"qq | oth\" either term")
    func accentsAndAlternatives() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'zzz\\nr\\303\\251sum\\303\\251\\nother\\n' | \(tool) choose); "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   zzz")
      try tmux.type("resume")
      try tmux.waitFor(text: "›   résumé")
      try tmux.sendKeys("C-u")
      try tmux.type("qq | oth")
      let screen = try tmux.waitFor(text: "›   other")
      #expect(!screen.contains { $0.contains("zzz") }, "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[other] STATUS:0"))
    }

    @Test("--tac: the last line first, and first among equal matches")
    func reversed() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'a1\\na2\\na3\\nb4\\n' | \(tool) choose --tac); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   b4")
      try tmux.type("a")
      try tmux.waitFor(text: "›   a3")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[a3] STATUS:0"))
    }

    @Test("--tiebreak=begin while lines arrive: a later line that matches nearer its start ranks first")
    func tiebreakWhileReading() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$( (printf 'xxfoo\\n'; sleep 0.5; printf 'foo\\n'; sleep 0.5; printf 'xfoo\\n') "
          + "| \(tool) choose --tiebreak begin --query foo); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   xxfoo")
      try tmux.waitFor(text: "3 of 3")
      // The highlight stays on its item as better matches arrive; Home goes to the best.
      try tmux.waitFor(text: "›   xxfoo")
      try tmux.sendKeys("Home")
      try tmux.waitFor(text: "›   foo")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[foo] STATUS:0"))
    }
  }
}
