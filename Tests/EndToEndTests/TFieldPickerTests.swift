import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose` as a picker: items that arrive while it runs, several choices, and items that
  /// are not UTF-8, printed byte for byte.
  @Suite("tfield choose: streaming, several choices, any bytes", .serialized)
  struct TFieldPicker {
    @Test("a pipe that never ends: drawn at once, filled as lines come, typing works meanwhile")
    func streaming() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      // A line every 50 ms, for ever; the loop ends at its first write once tfield has gone.
      try startScript(
        "v=$(i=0; while printf 'line %s\\n' $((i+=1)); do sleep 0.05; done | \(tool) choose --title Lines); "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      var screen = try tmux.waitFor(text: "reading…")
      #expect(screen.contains { $0.contains("Lines: [") }, "\(screen)")
      try tmux.type("12")
      // Typed while lines still arrive; the match shows once line 12 has come, ranked first.
      screen = try tmux.waitFor(text: "›   line 12")
      #expect(screen.contains { $0.contains("reading…") }, "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[line 12] STATUS:0"))
    }

    @Test(
      "a pipe that ends empty, before the list opens or after: an empty list, as fzf's"
    )
    func endsEmpty() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let go = "/tmp/\(tmux.socketName).go"
      defer { try? FileManager.default.removeItem(atPath: go) }
      // A pipe that is empty at once; then one that stays open, empty, until the test creates the
      // file. (The terminal on stdin: the walker lists files, as fzf's; TFieldWalkerTests.)
      try startScript(
        ": | \(tool) choose --plain; echo \"PLAIN:$?\"; "
          + ": | \(tool) choose --title Files; echo \"STATUS:$?\"; "
          + "(while [ ! -e \(go) ]; do sleep 0.02; done) | \(tool) choose --title Later; echo \"STATUS:$?\"",
        in: tmux)
      var screen = try tmux.waitFor(text: "0 of 0")
      let first = screen.filter {
        $0.hasPrefix("tfield:") || $0.hasPrefix("no items") || $0.hasPrefix("PLAIN:")
      }
      // Plain mode says the list is empty, and exits 1 (nothing chosen).
      #expect(first == ["no items: stdin ended without one", "PLAIN:1"], "\(screen)")
      #expect(!screen.contains { $0.contains("STATUS") }, "\(screen)")
      try tmux.type("x")
      try tmux.waitFor(text: "[x")
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "reading…")
      try tmux.type("y")
      try tmux.waitFor(text: "0 of 0 reading…")
      FileManager.default.createFile(atPath: go, contents: nil)
      screen = try tmux.waitFor("the end of the input") {
        $0.contains { $0.contains("0 of 0") && !$0.contains("reading") }
      }
      try tmux.sendKeys("Escape")
      screen = try tmux.waitFor("both lists ended") { $0.count { $0.hasPrefix("STATUS:") } == 2 }
      #expect(screen.filter { $0.hasPrefix("STATUS:") } == ["STATUS:1", "STATUS:1"], "\(screen)")
      #expect(!screen.contains { $0.contains("tfield:") }, "no error: \(screen)")
    }

    @Test("Ctrl-J and Ctrl-K move down and up, as in fzf; the query keeps its text")
    func controlJK() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'xa1\\nxa2\\nxa3\\n' | \(tool) choose --query xa); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "›   xa1")
      try tmux.sendKeys("C-j", "C-j")
      try tmux.waitFor(text: "›   xa3")
      try tmux.sendKeys("C-k")
      let screen = try tmux.waitFor(text: "›   xa2")
      #expect(screen.contains { $0.contains("Query: [xa ") }, "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[xa2] STATUS:0"))
    }

    @Test(
      "inline in 40 columns: the title above a --prompt, an item of two lines over two rows, fzf's short count; select-all's 3,001 items leave a one-row transcript"
    )
    func narrowInline() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try tmux.start(
        "sh -c "
          + Tmux.quote(
            "v=$( { printf 'multi\\nline\\0'; seq 3000 | tr '\\n' '\\0'; } | \(tool) choose "
              + "--read0 --multi --title Numbers --prompt 'Number: ' --bind ctrl-a:select-all); s=$?; "
              + "printf 'LINES:%s STATUS:%s\\n' \"$(printf '%s\\n' \"$v\" | wc -l)\" \"$s\"; exit $s"),
        term: .named("xterm-256color"), width: 40, height: 16)
      var screen = try tmux.waitFor(text: "3001/3001 (0)")
      let marker = try #require(screen.firstIndex(of: Tmux.beforeMarker), "\(screen)")
      #expect(screen[marker + 1] == " Numbers", "\(screen)")
      #expect(
        screen[marker + 2].hasPrefix(" Number: [") && screen[marker + 2].hasSuffix("] 3001/3001 (0)"),
        "\(screen)")
      #expect(Array(screen[(marker + 3)...(marker + 4)]) == ["›   multi", "›   line"], "\(screen)")
      try tmux.sendKeys("C-a")
      try tmux.waitFor(text: "3001/3001 (3001)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      screen = try tmux.captureWithHistory()
      let after = try #require(screen.firstIndex(of: Tmux.beforeMarker), "\(screen)")
      #expect(screen[after + 1] == "Numbers: 3001 chosen", "\(screen)")
      #expect(screen[after + 2] == "LINES:3002 STATUS:0", "\(screen)")
    }

    @Test("--multi: Tab marks and moves down; Enter prints the marked items in order; json is an array")
    func multi() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "printf 'red\\ngreen\\nblue\\n' | \(tool) choose --multi > /tmp/\(tmux.socketName).out; s=$?; "
          + "printf 'red\\ngreen\\nblue\\n' | \(tool) choose --multi --output json; "
          + "od -An -c /tmp/\(tmux.socketName).out; rm -f /tmp/\(tmux.socketName).out; exit $s",
        in: tmux)
      try tmux.waitFor(text: "3 of 3, 0 marked")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "3 of 3, 1 marked")
      try tmux.sendKeys("Down", "Tab")
      var screen = try tmux.waitFor(text: "3 of 3, 2 marked")
      #expect(screen.contains("  ✓ red") && screen.contains("› ✓ blue"), "\(screen)")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "3 of 3, 0 marked")
      try tmux.type("gr")
      try tmux.waitFor(text: "1 of 3, 0 marked")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "1 of 3, 1 marked")
      try tmux.sendKeys("C-u")
      try tmux.waitFor(text: "3 of 3, 1 marked")
      try tmux.sendKeys("Tab", "Enter")
      #expect(try tmux.exitStatus() == 0)
      screen = try tmux.capture()
      #expect(screen.contains("[\"red\",\"green\"]"), "\(screen)")
      #expect(screen.contains { $0.contains("r   e   d  \\n   b   l   u   e  \\n") }, "\(screen)")
    }

    @Test(
      "an item that is not UTF-8, from stdin and as an argument: shown with U+FFFD, printed byte for byte")
    func anyBytes() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let out = "/tmp/\(tmux.socketName).out"
      try startScript(
        "printf 'ok\\n\\377bad\\n' | \(tool) choose > \(out); od -An -tx1 \(out); "
          + "\(tool) choose \"$(printf 'caf\\351')\" plain > \(out); od -An -tx1 \(out); "
          + "\(tool) choose --output json \"$(printf '\\377')\"; echo \"JSON:$?\"; rm -f \(out)",
        in: tmux)
      var screen = try tmux.waitFor(text: "2 of 2")
      #expect(screen.contains("    \u{FFFD}bad"), "\(screen)")
      try tmux.type("bad")
      try tmux.waitFor(text: "1 of 2")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor(text: " ff 62 61 64 0a")
      try tmux.waitFor(text: "›   caf\u{FFFD}")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: " 63 61 66 e9 0a")
      try tmux.waitFor(text: "1 of 1")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor(text: "JSON:2")
      #expect(
        screen.joined(separator: " ").contains("is not UTF-8 text, which a JSON string cannot hold"),
        "\(screen)")
    }
  }
}
