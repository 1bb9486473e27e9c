import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  @Suite("tfield write: a multi-line text area in a real terminal", .serialized)
  struct TFieldWrite {
    /// `v=$(tfield write … --output json)`: the text on one line, as JSON.
    private func writeScript(_ arguments: String) throws -> String {
      try toolScript("write --label Message --output json " + arguments)
    }

    @Test("docs/tfield.md's picture of the text area is what tfield write draws in 80 columns")
    func docsPicture() throws {
      let docs = try String(contentsOf: PackageRoot.url("docs/tfield.md"), encoding: .utf8)
      let lines = docs.components(separatedBy: "\n")
      let prefix = "$ msg=$(tfield write "
      let command = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
      let end = try #require(lines[command...].firstIndex(of: "```"))
      let pictured = Array(lines[(command + 1)..<end])
      let arguments = lines[command].dropFirst(prefix.count).dropLast()
      let tmux = Tmux()
      try startScript(try toolScript("write " + arguments), in: tmux)
      try tmux.waitFor(text: "^D submit")
      // The harness's pane prints a line before the command; the region starts below it.
      let screen = try tmux.capture()
      let top = try #require(screen.firstIndex { $0.hasPrefix("Message") })
      let shown = Array(screen[top...].prefix(pictured.count))
      #expect(
        shown == pictured, "tfield shows (put this in docs/tfield.md):\n\(shown.joined(separator: "\n"))")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
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

    @Test("--required: blank lines are no value; Ctrl-D on them says so and keeps the area open")
    func requiredBlank() throws {
      let tmux = Tmux()
      try startScript(try writeScript("--required"), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.sendKeys("Enter", "Space", "Enter", "C-d")
      try tmux.waitFor(text: "a value is required")
      try tmux.sendKeys(literal: "ok")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains(#"VALUE:["\n \nok"] STATUS:0"#))
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

    @Test(
      "a line wider than the terminal ends in \">\" at its cut; the cursor's line, scrolled, starts with \"<\""
    )
    func cutLines() throws {
      let tmux = Tmux()
      let long = (1...6).map { "word\($0)" }.joined(separator: " ")
      try tmux.start(
        "sh -c " + Tmux.quote(try writeScript("--value '\(long)\n\(long)'")), term: .named("xterm-256color"),
        width: 30, height: 12)
      let screen = try tmux.waitFor(text: "│<")
      // The cursor is at the text's end: the last line shows its end, the first its start.
      #expect(screen.contains("│ word1 word2 word3 word4 wo>"), "\(screen)")
      #expect(screen.contains("│<2 word3 word4 word5 word6"), "\(screen)")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
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
      "Delete joins at a line's end; Ctrl-E and Ctrl-U act on the line; Ctrl-P and Ctrl-N move; Ctrl-D mid-line"
    )
    func moreLineKeys() throws {
      let tmux = Tmux()
      try startScript(try writeScript(""), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.sendKeys(literal: "first line")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "second")
      try tmux.sendKeys("C-p", "C-e", "DC")
      try tmux.waitFor(text: "│ first linesecond")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "│ second")
      // Ctrl-N on the last line goes to its end; Ctrl-U empties it, and again at its start joins it
      // to the line before.
      try tmux.sendKeys("C-n", "C-u", "C-u", "C-p")
      try tmux.sendKeys(literal: "!")
      var screen = try tmux.waitFor(text: "│ !first line")
      #expect(!screen.contains { $0.contains("second") }, "\(screen)")
      // Ctrl-D submits with the cursor inside a line that holds text.
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      screen = try tmux.capture()
      #expect(screen.contains(#"VALUE:["!first line"] STATUS:0"#), "\(screen)")
    }

    @Test("Escape on a text that did not change cancels at once; the transcript says so")
    func escapeUnchanged() throws {
      let tmux = Tmux()
      try startScript(try writeScript("--value 'as it was'"), in: tmux)
      try tmux.waitFor(text: "│ as it was")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
      let after = try tmux.capture()
      #expect(after.dropFirst().first == "Message: (cancelled)", "\(after)")
    }

    @Test("inline: the terminal shrinks to three rows of text and grows back to five, the text all there")
    func shrinkAndGrow() throws {
      let tmux = Tmux()
      try startScript(try writeScript(""), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.paste((1...5).map { "row \($0)" }.joined(separator: "\n"))
      var screen = try tmux.waitFor(text: "│ row 5")
      #expect(screen.contains("│ row 1"), "\(screen)")
      try tmux.resize(width: 50, height: 5)
      screen = try tmux.waitFor(text: "↑ 2 more")
      #expect(
        screen.contains("│ row 3") && screen.contains("│ row 5") && !screen.contains("│ row 2"), "\(screen)")
      try tmux.resize(width: 80, height: 24)
      screen = try tmux.waitFor(text: "│ row 1")
      #expect(screen.contains("│ row 5") && !screen.contains { $0.hasSuffix("more") }, "\(screen)")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains(#"VALUE:["row 1\nrow 2\nrow 3\nrow 4\nrow 5"] STATUS:0"#))
    }

    @Test("Ctrl-X Ctrl-E hands the whole text to $EDITOR; what it leaves comes back, lines and all")
    func editor() throws {
      let tmux = Tmux()
      // An editor that appends a line to the file it is given.
      let editor = "EDITOR='f() { printf \"added\\n\" >> \"$1\"; }; f'"
      try startScript(try toolScript("write --label Message --output json", environment: editor), in: tmux)
      try tmux.waitFor(text: "^D submit")
      try tmux.sendKeys(literal: "kept")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "too")
      try tmux.sendKeys("C-x", "C-e")
      try tmux.waitFor(text: "│ added")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      let after = try tmux.capture()
      #expect(after.contains(#"VALUE:["kept\ntoo\nadded"] STATUS:0"#), "\(after)")
    }

    @Test("--plain at a terminal: lines until Ctrl-D on a line of its own; a refused line is asked again")
    func plainAtATerminal() throws {
      let tmux = Tmux()
      try startScript(try writeScript("--plain --deny '!'"), in: tmux)
      try tmux.waitFor(text: "Message (Ctrl-D on a line of its own ends the text):")
      try tmux.sendLine("one")
      try tmux.sendLine("two!")
      try tmux.waitFor(text: "'!' is not allowed: no !")
      try tmux.sendLine("two")
      try tmux.sendLine("")
      try tmux.sendLine("four")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      let after = try tmux.capture()
      #expect(after.contains(#"VALUE:["one\ntwo\n\nfour"] STATUS:0"#), "\(after)")
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
