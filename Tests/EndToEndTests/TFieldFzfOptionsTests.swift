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

    @Test(
      "--select-1 with input that has not ended: nothing drawn for one match, the list once a second comes")
    func selectOneStreaming() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let go = "/tmp/\(tmux.socketName).go"
      defer {
        try? FileManager.default.removeItem(atPath: go)
        try? FileManager.default.removeItem(atPath: go + ".end")
      }
      // The input stays open until the test has chosen (go.end), so the list never sees its end.
      try startScript(
        "v=$( (echo apple; echo pear; while [ ! -e \(go) ]; do sleep 0.02; done; echo apricot; "
          + "while [ ! -e \(go).end ]; do sleep 0.02; done) | "
          + "\(tool) choose -1 -q ap); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      // One match so far and the input still open: nothing is drawn yet.
      Thread.sleep(forTimeInterval: 0.5)
      #expect(!(try tmux.capture().contains { $0.contains("Query:") }), "drawn with a single match")
      FileManager.default.createFile(atPath: go, contents: nil)
      try tmux.waitFor(text: "2 of 3")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "apple")
      FileManager.default.createFile(atPath: go + ".end", contents: nil)
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[apple] STATUS:0"))
    }

    @Test(
      "--layout=default --header-lines 1 --header --ansi: the query at the bottom, the header above it, the column names next to the items, in colour"
    )
    func layoutHeader() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf '\\033[34mPID\\033[0m CMD\\n1 init\\n2 bash\\n' | \(tool) choose --layout default --header-lines 1 "
          + "--header \"$(printf '\\033[31mprocesses\\033[0m')\" --ansi --border --prompt '> ' --cycle); "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      let screen = try tmux.waitFor(text: "╰")
      let rows = screen.filter { $0.hasPrefix("│") }.map { String($0.dropFirst().prefix(12)) }
      // As fzf 0.74.5 stacks them: items, column names, header, query.
      #expect(
        rows.prefix(5) == ["    2 bash  ", "›   1 init  ", "    PID CMD ", " processes  ", " > [        "],
        "\(screen)")
      // Their colours are drawn; no escape reaches the screen as text.
      let coloured = try tmux.captureWithAttributes()
      #expect(coloured.contains { $0.contains("\u{1B}[31mprocesses") }, "\(coloured)")
      #expect(coloured.contains { $0.contains("\u{1B}[34mPID") }, "\(coloured)")
      #expect(!screen.joined().contains("[31m") && !screen.joined().contains("\u{FFFD}"), "\(screen)")
      // ↓ from the best item, at the bottom, cycles to the top one.
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "›   2 bash")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[2 bash] STATUS:0"))
    }

    @Test(
      "--bind execute, execute-silent and reload: the command has the terminal, runs unseen, or gives the items"
    )
    func commands() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let out = "/tmp/\(tmux.socketName).silent"
      defer { try? FileManager.default.removeItem(atPath: out) }
      try startScript(
        "v=$(printf 'alpha\\nbeta\\n' | \(tool) choose --bind 'ctrl-e:execute(echo ran {}; read line)' "
          + "--bind 'ctrl-y:execute-silent(echo {q} {} > \(out))' --bind 'ctrl-r:reload(seq 101 103; sleep 30; : tf-reload)'); "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   alpha")
      try tmux.type("be")
      try tmux.waitFor(text: "›   beta")
      try tmux.sendKeys("C-y")
      // Nothing on the screen changes; the command wrote its file before the key was done.
      try tmux.sendKeys("C-e")
      try tmux.waitFor(text: "ran beta")
      #expect(try String(contentsOfFile: out, encoding: .utf8) == "be beta\n")
      try tmux.sendKeys("Enter")
      // Back in the list, the query kept.
      try tmux.waitFor(text: "Query: [be")
      try tmux.sendKeys("C-u", "C-r")
      try tmux.waitFor(text: "›   101")
      #expect(try tmux.capture().contains { $0.contains("3 of 3 reading…") })
      #expect(try Self.reloadRuns(), "the reload command runs while its items are read")
      try tmux.type("2")
      try tmux.waitFor(text: "›   102")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[102] STATUS:0"))
      // The reload's command ended with the program.
      #expect(try !Self.reloadRuns(), "a reload command outlived tfield")
    }

    @Test(
      "--bind chains: a reload reads its header line anew, one that prints nothing leaves an empty list; execute-silent(…)+accept copies, then chooses"
    )
    func chains() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let out = "/tmp/\(tmux.socketName).copied"
      defer { try? FileManager.default.removeItem(atPath: out) }
      try startScript(
        "v=$(printf 'OLD HEAD\\nalpha\\n' | \(tool) choose --header-lines 1 "
          + "--bind 'ctrl-r:reload(printf \"NEW HEAD\\nbeta\\ngamma\\n\")' --bind 'ctrl-t:reload(true)' "
          + "--bind 'ctrl-y:execute-silent(echo {} > \(out))+accept'); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   alpha")
      #expect(try tmux.capture().contains { $0.contains("OLD HEAD") })
      try tmux.sendKeys("C-t")
      // Nothing to choose, and the list stays.
      try tmux.waitFor(text: "0 of 0")
      try tmux.sendKeys("C-r")
      let screen = try tmux.waitFor(text: "›   beta")
      #expect(screen.contains { $0.contains("NEW HEAD") }, "\(screen)")
      #expect(!screen.contains { $0.contains("OLD HEAD") }, "\(screen)")
      #expect(screen.contains { $0.contains("2 of 2") }, "the new header line is an item: \(screen)")
      try tmux.sendKeys("C-y")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[beta] STATUS:0"))
      #expect(try String(contentsOfFile: out, encoding: .utf8) == "beta\n")
    }

    /// True while the test's reload command runs.
    static func reloadRuns() throws -> Bool {
      let search = Process()
      search.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
      search.arguments = ["-f", "^[^ ]*sh -c seq 101 103"]  // $SHELL (bash here) or sh
      search.standardOutput = FileHandle.nullDevice
      try search.run()
      search.waitUntilExit()
      return search.terminationStatus == 0
    }
  }
}
