import Foundation
import Testing

extension EndToEnd {
  @Suite("tfield write: a multi-line text area in a real terminal", .serialized)
  struct TFieldWrite {
    /// `v=$(tfield write … --output json)`: the text on one line, as JSON.
    private func writeScript(_ arguments: String) throws -> String {
      try toolScript("write --label Message --output json " + arguments)
    }

    @Test("inline: typed lines, Enter, a paste with CR LF, Ctrl-D submits; the transcript counts the lines")
    func inline() throws {
      let tmux = Tmux()
      try startScript(try writeScript(""), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.sendKeys(literal: "Fix the parser")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys("Enter")
      try tmux.paste("It read\r\nCR LF as two.\r\n日本👍🏽")
      let screen = try tmux.waitFor(text: "│ 日本👍🏽")
      let start = try #require(screen.firstIndex(of: "│ Fix the parser"), "\(screen)")
      #expect(
        Array(screen[start..<start + 5]) == [
          "│ Fix the parser", "│", "│ It read", "│ CR LF as two.", "│ 日本👍🏽",
        ])
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      let after = try tmux.capture()
      #expect(after.dropFirst().first == "Message: 5 lines", "\(after)")
      #expect(
        after.contains(#"VALUE:["Fix the parser\n\nIt read\nCR LF as two.\n日本👍🏽"] STATUS:0"#), "\(after)")
      try expectRestored(tmux, hasAlternateScreen: false, programText: "^D submit")
    }

    @Test(
      "↑ keeps the column, Ctrl-A and Ctrl-K act on the line, Backspace at a start joins, Alt-Enter submits")
    func lineKeys() throws {
      let tmux = Tmux()
      try startScript(try writeScript(""), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.sendKeys(literal: "abcdef")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "xyz")
      try tmux.sendKeys("Up")
      try tmux.sendKeys("C-k")
      try tmux.sendKeys("Down", "C-a", "BSpace")
      try tmux.waitFor(text: "│ abcxyz")
      try tmux.sendKeys("M-Enter")
      #expect(try tmux.exitStatus() == 0)
      let after = try tmux.capture()
      #expect(after.contains(#"VALUE:["abcxyz"] STATUS:0"#), "\(after)")
    }

    @Test("Escape on a changed text asks for a second Escape; the second cancels (exit 1)")
    func escapeTwice() throws {
      let tmux = Tmux()
      try startScript(try writeScript("--value draft"), in: tmux)
      try tmux.waitFor(text: "│ draft")
      try tmux.sendKeys(literal: "!")
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "the text has changed: Escape again discards it")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
      let after = try tmux.capture()
      #expect(after.dropFirst().first == "Message: (cancelled)", "\(after)")
      #expect(after.contains("VALUE:[] STATUS:1"), "\(after)")
    }

    @Test("--max-lines: a paste keeps the lines that fit and says why; the count shows on the label row")
    func maxLines() throws {
      let tmux = Tmux()
      try startScript(try writeScript("--max-lines 3 --max-length 20"), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.paste("one\ntwo\nthree\nfour")
      let screen = try tmux.waitFor(text: "limit of 3 lines reached")
      #expect(screen.contains { $0.hasPrefix("Message") && $0.hasSuffix("3/3 lines · 13/20") }, "\(screen)")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains(#"VALUE:["one\ntwo\nthree"] STATUS:0"#))
    }

    @Test("full screen: more lines than rows scroll with the cursor, the lines out of view counted; resize")
    func fullScreenScrolling() throws {
      let tmux = Tmux()
      try startScript(try writeScript("--fullscreen"), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.paste((1...30).map { "line \($0)" }.joined(separator: "\n"))
      var screen = try tmux.waitFor(text: "│ line 30")
      #expect(screen[0].hasSuffix("↑ 9 more"), "\(screen)")
      #expect(screen[1] == "│ line 10", "\(screen)")
      for _ in 0..<25 { try tmux.sendKeys("Up") }
      screen = try tmux.waitFor(text: "│ line 5")
      #expect(screen[1] == "│ line 5", "\(screen)")
      #expect(screen[0].hasSuffix("↑ 4 more · ↓ 5 more"), "\(screen)")
      try tmux.resize(width: 60, height: 10)
      screen = try tmux.waitFor(text: "↓ 19 more")
      #expect(screen[1] == "│ line 5", "\(screen)")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux, hasAlternateScreen: true, programText: "^D submit")
    }

    @Test("inline: the text scrolls within its five rows; shrinking the terminal keeps the cursor's line")
    func inlineScrolling() throws {
      let tmux = Tmux()
      try startScript(try writeScript(""), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.paste((1...8).map { "row \($0)" }.joined(separator: "\n"))
      var screen = try tmux.waitFor(text: "│ row 8")
      #expect(!screen.contains("│ row 3"), "\(screen)")
      #expect(screen.contains("│ row 4"), "\(screen)")
      #expect(screen.contains { $0.hasPrefix("Message") && $0.hasSuffix("↑ 3 more") }, "\(screen)")
      try tmux.resize(width: 50, height: 5)
      screen = try tmux.waitFor(text: "│ row 8")
      #expect(!screen.contains("│ row 4"), "\(screen)")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains { $0.contains("Message: 8 lines") })
    }

    @Test(
      "plain mode from a pipe: all of stdin is the text, CR LF and all; a line that breaks a rule exits 1")
    func plainFromAPipe() throws {
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let script =
        "v=$(printf 'one\\r\\ntwo\\n\\nfour\\n' | setsid -w \(tool) write --plain --output json 2>/dev/null); "
        + "printf 'VALUE:[%s]\\n' \"$v\"; printf 'a\\nb!\\n' | setsid -w \(tool) write --plain --deny '!'; "
        + "printf 'DENY:%s\\n' $?; exit 0"
      try startScript(script, in: tmux)
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains(#"VALUE:["one\ntwo\n\nfour"]"#), "\(screen)")
      #expect(screen.contains("'!' is not allowed: no !"), "\(screen)")
      #expect(screen.contains("DENY:1"), "\(screen)")
    }
  }
}
