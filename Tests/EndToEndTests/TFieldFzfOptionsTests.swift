import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose` run with fzf's scripting and layout options, in a terminal.
  @Suite("tfield choose with fzf's options", .serialized)
  struct TFieldFzfOptions {
    @Test("--expect and --print-query: the key that chose and the query are printed before the item")
    func expectPrintQuery() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'alpha\\nbeta\\ngamma\\n' | \(tool) choose --expect=ctrl-o,alt-x --print-query "
          + "--bind ctrl-a:last); printf 'VALUE:[%s] STATUS:%s\\n' \"$(printf %s \"$v\" | tr '\\n' '|')\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   alpha")
      try tmux.type("a")
      try tmux.sendKeys("C-a")
      try tmux.waitFor(text: "›   gamma")
      try tmux.sendKeys("C-o")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[a|ctrl-o|gamma] STATUS:0"))
    }

    @Test("--layout=default --header-lines 1 --border: the query at the bottom, the header above it")
    func layoutHeader() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'PID CMD\\n1 init\\n2 bash\\n' | \(tool) choose --layout default --header-lines 1 --border "
          + "--prompt '> ' --cycle); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      let screen = try tmux.waitFor(text: "╰")
      let rows = screen.filter { $0.hasPrefix("│") }.map { String($0.dropFirst().prefix(12)) }
      #expect(
        rows.prefix(4) == ["    2 bash  ", "›   1 init  ", " PID CMD    ", " > [        "], "\(screen)")
      // ↓ from the best item, at the bottom, cycles to the top one.
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "›   2 bash")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[2 bash] STATUS:0"))
    }
  }
}
