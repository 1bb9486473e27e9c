import Foundation
import PackagePaths
import Testing

/// An interactive bash in a private tmux pane, for the inline presentation: what a person sees
/// above, in and after the rows `tfield` draws below the cursor.
final class InlineShell {
  let tmux = Tmux()
  let tool: String

  init(width: Int = 80, height: Int = 24, term: String = "xterm-256color") throws {
    tool = try Binaries.path(of: "tfield")
    // tfield on the PATH, so command lines stay short and do not wrap.
    let directory = URL(fileURLWithPath: tool).deletingLastPathComponent().path
    try tmux.start(
      "env PS1='$ ' PATH=\(Tmux.quote(directory)):\"$PATH\" LANG=C.UTF-8 SWIFT_BACKTRACE=enable=no "
        + "TF_CHECK_INVARIANTS=1 bash --norc --noprofile -i",
      term: .named(term), width: width, height: height)
    // The prompt "$ " shows as "$": capture-pane trims trailing blanks.
    try tmux.waitFor("the shell's prompt") { $0.contains("$") }
  }

  /// Types a command line and Enter.
  func run(_ command: String) throws {
    try tmux.sendKeys(literal: command.replacingOccurrences(of: "TFIELD", with: "tfield"))
    try tmux.sendKeys("Enter")
  }

  /// Prints "line 1" … "line `count`", and waits for the prompt after them.
  func printLines(_ count: Int) throws {
    try run("for i in $(seq 1 \(count)); do echo \"line $i\"; done")
    try tmux.waitFor("the prompt after line \(count)") { screen in
      guard let last = screen.lastIndex(of: "line \(count)") else { return false }
      return screen.indices.contains(last + 1) && screen[last + 1].hasPrefix("$")
    }
  }

  /// True when the numbered lines on the screen are the last ones printed, whole and in order,
  /// each on its row, ending with "line `count`" on the row above `next`.
  static func linesIntact(_ screen: [String], count: Int, followedBy next: String) -> Bool {
    guard let last = screen.lastIndex(of: "line \(count)") else { return false }
    var row = last
    var number = count
    while row >= 0, number >= 1, screen[row].hasPrefix("line ") {
      guard screen[row] == "line \(number)" else { return false }
      row -= 1
      number -= 1
    }
    // Above the numbered lines only the command that printed them, or nothing (scrolled off).
    return (row < 0 || screen[row].hasPrefix("$ for i")) && screen.indices.contains(last + 1)
      && screen[last + 1].hasPrefix(next)
  }

  /// The pid of the `tfield` under the pane (other tests on the machine run tfield too, and a
  /// signal must not reach theirs).
  func tfieldPID() throws -> Int32 {
    try tmux.descendant(named: "tfield")
  }
}

extension EndToEnd {
  @Suite("Inline: tfield below the cursor, the lines above intact, a transcript left behind", .serialized)
  struct Inline {
    @Test("at the bottom: 30 lines printed, typing keeps them, Enter leaves \"Name: héllo\" and $v")
    func atTheBottom() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      let before = try shell.tmux.sttySettings()
      try shell.run("v=$(TFIELD input --label Name --max-length 5); echo \"VALUE:[$v] STATUS:$?\"")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type("héllo!")
      var screen = try shell.tmux.waitFor(text: "limit of 5 characters reached")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      #expect(try shell.tmux.alternateScreenOn() == false)
      // The region is the three rows under the command: field, hint, message.
      #expect(screen.suffix(3).first?.hasPrefix("› Name  [héllo") == true, "\(screen)")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "VALUE:[héllo] STATUS:0")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      let transcript = try #require(screen.firstIndex(of: "Name: héllo"), "\(screen)")
      #expect(screen[transcript + 1] == "VALUE:[héllo] STATUS:0")
      #expect(screen[transcript + 2] == "$", "the prompt below what was drawn: \(screen)")
      #expect(try shell.tmux.cursor().y == transcript + 2)
      #expect(try shell.tmux.sttySettings().modes == before.modes)
      #expect(try shell.tmux.keypadTransmitOn() == false)
    }

    @Test("at the top row, after `clear`; the prompt's text on the cursor's row is kept")
    func atTheTopAfterText() throws {
      let shell = try InlineShell()
      try shell.run("clear; printf 'Name? '; TFIELD input --max-length 3; echo \"STATUS:$?\"")
      var screen = try shell.tmux.waitFor(text: "max 3 · 0/3")
      // The cursor was after "Name? ": the region starts on the next row.
      #expect(screen[0] == "Name?", "\(screen)")
      #expect(screen[1].hasPrefix("›   ["), "\(screen)")
      try shell.tmux.type("ab")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "STATUS:0")
      // "Name?" stays; the transcript (the value alone: no label) then the value on stdout.
      #expect(Array(screen[0..<4]) == ["Name?", "ab", "ab", "STATUS:0"], "\(screen)")
    }

    @Test("a resize while typing: the lines above stay, the value is whole")
    func resizeWhileTyping() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run("v=$(TFIELD input --label Name); echo \"VALUE:[$v]\"")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type("before")
      try shell.tmux.waitFor(text: "[before")
      try shell.tmux.resize(width: 60, height: 20)
      try shell.tmux.waitFor(text: "[before")
      try shell.tmux.type(" after")
      var screen = try shell.tmux.waitFor(text: "[before after")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "VALUE:[before after]")
      #expect(screen.contains("Name: before after"), "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
    }

    @Test(
      "a shrink that wraps the drawn rows (tmux reflows them) leaves no stale row, at the bottom and at the top"
    )
    func shrinkThatReflows() throws {
      // At the bottom: one field whose row is wider than the new width, the cursor at its end.
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run("v=$(TFIELD input --label Name); echo \"VALUE:[${#v}]\"")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type(String(repeating: "a", count: 70))
      try shell.tmux.waitFor(text: "aaaa ]")
      try shell.tmux.resize(width: 60, height: 24)
      // Drawn again at the new width: the field's row whole on one row.
      try shell.tmux.waitFor("the field drawn at 60 columns") { screen in
        screen.contains { $0.hasPrefix("› Name  <") && $0.hasSuffix("a ]") }
      }
      try shell.tmux.sendKeys("Enter")
      let screen = try shell.tmux.waitFor(text: "VALUE:[70]")
      #expect(!screen.contains { $0.contains("› Name") }, "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
    }

    @Test(
      "at the bottom: a form's 68-column title shrunk to 60 then Escape, then a field drawn at 60 grown to 80: nothing stale"
    )
    func resizesAtTheBottom() throws {
      let title = String(repeating: "T", count: 68)
      let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "t-\(UUID().uuidString.prefix(8)).json"
      ).path
      try "{\"title\": \"\(title)\", \"fields\": [{\"id\": \"n\", \"label\": \"Name\"}]}".write(
        toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let shell = try InlineShell()
      try shell.printLines(40)
      try shell.run("TFIELD form \(path); echo STATUS:$?")
      try shell.tmux.waitFor(text: title)
      try shell.tmux.resize(width: 60, height: 24)
      // Drawn again at 60 columns: the title cut with an ellipsis.
      try shell.tmux.waitFor("the title drawn at 60 columns") { screen in
        screen.contains { $0.hasPrefix(" TTT") && $0.hasSuffix("…") }
      }
      try shell.tmux.sendKeys("Escape")
      var screen = try shell.tmux.waitFor(text: "STATUS:1")
      #expect(!screen.contains { $0.contains("TTTTTTTTTT") }, "stale title rows: \(screen)")
      let cancelled = try #require(screen.firstIndex(of: "Name: (cancelled)"), "\(screen)")
      #expect(screen[cancelled + 1] == "STATUS:1", "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 40, followedBy: "$ tfield form"), "\(screen)")

      // A field drawn at 60 columns, its row wider than 60 once grown to 80.
      let fieldRow = { (width: Int) in
        { (screen: [String]) in screen.contains { $0.hasPrefix("› Name  <") && $0.count == width - 1 } }
      }
      try shell.run("v=$(TFIELD input --label Name);echo V${#v}")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type(String(repeating: "a", count: 70))
      try shell.tmux.waitFor("the field drawn at 60 columns", fieldRow(60))
      try shell.tmux.resize(width: 80, height: 24)
      screen = try shell.tmux.waitFor("the field drawn at 80 columns", fieldRow(80))
      let field = try #require(screen.firstIndex { $0.hasPrefix("› Name  <") })
      #expect(screen[field - 1].hasPrefix("$ v=$("), "the command's row kept: \(screen)")
      #expect(screen[field - 2] == "STATUS:1", "\(screen)")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "V70")
      #expect(!screen.contains { $0.contains("› Name") || $0.contains("Enter submit") }, "\(screen)")
      let transcript = try #require(
        screen.firstIndex(of: "Name: " + String(repeating: "a", count: 70)), "\(screen)")
      #expect(screen.filter { $0.contains("aaaaaaaaaa") }.count == 1, "\(screen)")
      #expect(screen[transcript + 1] == "V70", "\(screen)")
      #expect(screen[transcript - 1].hasPrefix("$ v=$("), "\(screen)")
      #expect(
        screen[transcript - 2] == "STATUS:1" && screen[transcript - 3] == "Name: (cancelled)", "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 40, followedBy: "$ tfield form"), "\(screen)")
    }

    @Test(
      "at the top: a field drawn at 60 columns, grown to 80, shrunk to 50 (its row wraps), Enter: nothing stale"
    )
    func resizesAtTheTop() throws {
      let shell = try InlineShell(width: 60)
      try shell.run("clear; seq 1 3")
      try shell.tmux.waitFor("the prompt after 3") { Array($0.prefix(4)) == ["1", "2", "3", "$"] }
      let fieldRow = { (width: Int) in
        { (screen: [String]) in screen.contains { $0.hasPrefix("› Name  <") && $0.count == width - 1 } }
      }
      try shell.run("v=$(TFIELD input --label Name);echo V${#v}")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type(String(repeating: "a", count: 70))
      try shell.tmux.waitFor("the field drawn at 60 columns", fieldRow(60))
      try shell.tmux.resize(width: 80, height: 24)
      var screen = try shell.tmux.waitFor("the field drawn at 80 columns", fieldRow(80))
      #expect(Array(screen.prefix(3)) == ["1", "2", "3"], "\(screen)")
      #expect(screen[3].hasPrefix("$ v=$(") && screen[4].hasPrefix("› Name  <"), "\(screen)")
      try shell.tmux.resize(width: 50, height: 24)
      try shell.tmux.waitFor("the field drawn at 50 columns", fieldRow(50))
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "V70")
      // The transcript, 76 columns, wraps on the 50-column screen. tmux keeps the cursor's row
      // when a reflow adds one and pushes the screen's top row ("1") into the scrollback.
      let a = { (count: Int) in String(repeating: "a", count: count) }
      #expect(screen.first == "1" || screen.first == "2", "\(screen)")
      #expect(
        Array(screen.drop { $0 != "2" }.prefix(6)) == [
          "2", "3", "$ v=$(tfield input --label Name);echo V${#v}", "Name: " + a(44), a(26), "V70",
        ], "\(screen)")
      #expect(!screen.contains { $0.contains("› Name") || $0.contains("Enter submit") }, "\(screen)")
    }

    @Test(
      "bursts of resizes (80, 60, 75, 50, 78 and back) faster than tmux reports them, then Enter: nothing stale, on the screen or in the scrollback"
    )
    func burstOfResizes() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      // The field's row as drawn for a screen `width` wide (not a wider row tmux wrapped).
      let fieldRow = { (width: Int) in
        { (screen: [String]) in
          screen.contains { $0.hasPrefix("› Name  <") && $0.hasSuffix(" ]") && $0.count == width - 1 }
        }
      }
      try shell.run("v=$(TFIELD input --label Name);echo V${#v}")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type(String(repeating: "a", count: 70))
      try shell.tmux.waitFor(text: "aaaa ]")
      // No wait inside a burst: tmux changes its screen at once, and sets the window size for the
      // first size of a burst at once (when it has set none for 250 ms), for the last one 250 ms
      // later: the program hears of 60 columns when the screen may be 75, 50 or 78 wide.
      for widths in [[60, 75, 50, 78], [60, 75, 50, 80], [60, 75, 50, 78], [60, 75, 50, 80]] {
        for width in widths { try shell.tmux.resize(width: width, height: 24) }
        try shell.tmux.waitFor("the field drawn at \(widths.last!) columns", fieldRow(widths.last!))
        Thread.sleep(forTimeInterval: 0.3)
      }
      // Enter at once after the last burst: before tmux has set the window's last size, the rows
      // drawn 79 wide on a screen now 78 wide.
      for width in [60, 75, 50, 78] { try shell.tmux.resize(width: width, height: 24) }
      try shell.tmux.sendKeys("Enter")
      let screen = try shell.tmux.waitFor(text: "V70")
      // The numbered lines, the command, the transcript, its output, the prompt; below them blank
      // rows, nothing else. Reflows push lines into the scrollback: only the shell's.
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      let command = try #require(screen.lastIndex { $0.hasPrefix("$ v=$(") }, "\(screen)")
      #expect(
        Array(screen[command...].prefix(4)) == [
          "$ v=$(tfield input --label Name);echo V${#v}", "Name: " + String(repeating: "a", count: 70), "V70",
          "$",
        ], "\(screen)")
      #expect(screen[command...].dropFirst(4).allSatisfy { $0.isEmpty }, "\(screen)")
      let all = try shell.tmux.captureWithHistory()
      let drawn = ["› Name", "no limit", "Enter submit", "aaaaaaaaaa"]
      #expect(
        all.filter { row in drawn.contains { row.contains($0) } } == [
          "Name: " + String(repeating: "a", count: 70)
        ],
        "\(all)")
    }

    @Test(
      "a suspend (SIGTSTP) and fg: the region is cleared, then drawn again where the shell left the cursor")
    func suspendAndContinue() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run("TFIELD input --label Name")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type("kept")
      try shell.tmux.waitFor(text: "[kept")
      try Tmux.execute("/usr/bin/env", ["kill", "-TSTP", String(try shell.tfieldPID())])
      var screen = try shell.tmux.waitFor(text: "Stopped")
      #expect(!screen.contains { $0.contains("› Name") }, "the region was left on the screen: \(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ tfield"), "\(screen)")
      try shell.run("fg")
      try shell.tmux.waitFor(text: "[kept")
      try shell.tmux.type("!")
      try shell.tmux.sendKeys("Enter")
      try shell.tmux.waitFor(text: "Name: kept!")
      try shell.run("echo \"STATUS:$?\"")
      screen = try shell.tmux.waitFor(text: "STATUS:0")
      #expect(screen.contains("Name: kept!") && screen.contains("kept!"), "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ "), "\(screen)")
    }

    @Test("--clear: nothing left, the cursor back where it started")
    func clears() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      let before = try shell.tmux.sttySettings()
      try shell.run("v=$(TFIELD input --clear --label Name); echo \"VALUE:[$v]\"")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type("gone")
      try shell.tmux.sendKeys("Enter")
      let screen = try shell.tmux.waitFor(text: "VALUE:[gone]")
      let command = try #require(screen.lastIndex { $0.hasPrefix("$ v=$(") })
      #expect(screen[command + 1] == "VALUE:[gone]", "\(screen)")
      #expect(!screen.contains("Name: gone"), "\(screen)")
      #expect(try shell.tmux.sttySettings().modes == before.modes)
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
    }

    @Test("--fullscreen: the alternate screen as before; the lines back after it, no transcript")
    func fullscreen() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run("v=$(TFIELD input --fullscreen --label Name); echo \"VALUE:[$v]\"")
      try shell.tmux.waitFor(text: "Enter submit")
      #expect(try shell.tmux.alternateScreenOn())
      try shell.tmux.type("full")
      try shell.tmux.sendKeys("Enter")
      let screen = try shell.tmux.waitFor(text: "VALUE:[full]")
      #expect(!screen.contains("Name: full"), "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
    }

    @Test("a form of five fields: five rows of fields, a transcript line each; Escape says (cancelled)")
    func formOfFive() throws {
      let fields = (1...5).map { "{\"id\": \"f\($0)\", \"label\": \"Field \($0)\"}" }.joined(separator: ", ")
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("five-\(UUID()).json").path
      try "{\"fields\": [\(fields)]}".write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run("v=$(TFIELD form --output plain \(path)); echo \"STATUS:$?\"")
      var screen = try shell.tmux.waitFor(text: "Field 5")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      try shell.tmux.type("one")
      try shell.tmux.sendKeys("Tab")
      try shell.tmux.type("two")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "STATUS:0")
      let first = try #require(screen.firstIndex(of: "Field 1: one"), "\(screen)")
      #expect(
        Array(screen[first..<first + 5]) == [
          "Field 1: one", "Field 2: two", "Field 3:", "Field 4:", "Field 5:",
        ])
      try shell.run("TFIELD form \(path); echo \"STATUS:$?\"")
      try shell.tmux.waitFor(text: "Field 5")
      try shell.tmux.sendKeys("Escape")
      screen = try shell.tmux.waitFor(text: "STATUS:1")
      #expect(screen.contains("Field 1: (cancelled)") && screen.contains("Field 5: (cancelled)"), "\(screen)")
      let prompt = try #require(screen.lastIndex(of: "$"), "\(screen)")
      #expect(try shell.tmux.cursor().y == prompt, "the cursor below what was drawn: \(screen)")
    }

    @Test("choose --height 10: ten rows below the cursor; the choice in the transcript")
    func chooseHeight() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run(
        "v=$(seq 1 50 | sed 's/^/item /' | TFIELD choose --height 10 --title Item); echo \"VALUE:[$v]\"")
      var screen = try shell.tmux.waitFor(text: "Item: [")
      let filter = try #require(screen.firstIndex { $0.hasPrefix(" Item: [") })
      // Ten rows: the query, eight items, the help.
      #expect(filter == screen.count - 10, "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      try shell.tmux.type("42")
      try shell.tmux.waitFor(text: "1 of 50")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "VALUE:[item 42]")
      #expect(screen.contains("Item: item 42"), "\(screen)")
    }

    @Test("choose --height ~50%: three items take the rows they need, not half the screen; Ctrl-G cancels")
    func chooseAdaptiveHeight() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      try shell.run(
        "v=$(seq 1 3 | sed 's/^/item /' | TFIELD choose --height ~50% --title Item); echo \"STATUS:$?\"")
      // While the pipe is open the list keeps the whole cap; it shrinks once the input has ended.
      let screen = try shell.tmux.waitFor("the input read to its end") {
        $0.contains { $0.contains("3 of 3") && !$0.contains("reading") }
      }
      let filter = try #require(screen.firstIndex { $0.hasPrefix(" Item: [") })
      // Five rows: the query, three items, the help; the thirty lines above intact.
      #expect(filter == screen.count - 5, "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(screen)")
      try shell.tmux.sendKeys("C-g")
      let after = try shell.tmux.waitFor(text: "STATUS:1")
      #expect(after.contains("Item: (cancelled)"), "\(after)")
    }

    @Test(
      "every terminal type draws inline and leaves the transcript",
      arguments: ["xterm-256color", "screen-256color", "tmux-256color", "linux", "vt100"])
    func terminals(term: String) throws {
      let shell = try InlineShell(term: term)
      try shell.printLines(30)
      try shell.run("v=$(TFIELD input --label Name); echo \"VALUE:[$v]\"")
      try shell.tmux.waitFor(text: "Name  [")
      try shell.tmux.type("ok")
      var screen = try shell.tmux.waitFor(text: "[ok")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(term): \(screen)")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "VALUE:[ok]")
      #expect(screen.contains("Name: ok"), "\(term): \(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ v=$("), "\(term): \(screen)")
      #expect(try shell.tmux.keypadTransmitOn() == false, "\(term)")
      #expect(try shell.tmux.cursorVisible(), "\(term)")
    }

    @Test(
      "fields-demo --inline: the demo's form below the cursor; the transcript of both pages and the JSON after Enter on each"
    )
    func demoInline() throws {
      let shell = try InlineShell(height: 30)
      try shell.printLines(5)
      try shell.run("\(try Binaries.path(of: "fields-demo")) --inline")
      var screen = try shell.tmux.waitFor(text: "Password")
      #expect(try shell.tmux.alternateScreenOn() == false)
      #expect(screen.contains("line 5"), "\(screen)")
      try shell.tmux.type("hey")
      try shell.tmux.sendKeys("Enter")
      try FieldsDemo.enterThroughSecondPage(shell.tmux)
      screen = try shell.tmux.waitFor("the JSON after the transcript") {
        $0.joined().contains("\"unlimited\":\"hey\"")
      }
      #expect(screen.contains("Unlimited: hey") && screen.contains("Password: (hidden)"), "\(screen)")
      #expect(screen.contains("Editor: Helix") && screen.contains("Dark theme?: yes"), "\(screen)")
      #expect(screen.contains("line 5"), "\(screen)")
    }

    /// Runs `python` on the script `name` in Tests/Support with `arguments`, then `--` and
    /// `tfield` with `tfieldArguments`.
    private func runSupportScript(
      _ python: [String], _ name: String, _ arguments: [String], tfield tfieldArguments: [String]
    ) throws -> SpawnResult {
      let script = PackageRoot.path("Tests/Support/\(name)")
      let tool = try Binaries.path(of: "tfield")
      return try spawn(
        python + [script] + arguments + ["--", tool] + tfieldArguments, environment: testEnvironment())
    }

    @Test(
      "a terminal that never answers where the cursor is: a short wait, a fallback, keys typed meanwhile kept"
    )
    func silentTerminal() throws {
      let result = try runSupportScript(
        ["/usr/bin/env", "python3"], "silent-terminal.py", ["ab", "c\r"],
        tfield: ["input", "--label", "Name"])
      let lines = result.output.split(separator: "\n").map(String.init)
      #expect(lines.contains("STDOUT:abc"), "\(result.output)")
      #expect(lines.contains("STATUS:0"), "\(result.output)")
      let elapsed = lines.first { $0.hasPrefix("ELAPSED:") }.flatMap { Int($0.dropFirst(8)) } ?? .max
      // The documented wait is 200 ms; well under a second even on a loaded machine.
      #expect(elapsed < 1000, "\(result.output)")
      // With no answer, the region starts on the next row (nothing on the cursor's row is overwritten).
      // (The pty's output processing turns "\n" into "\r\n".)
      let drawn = lines[0].replacingOccurrences(of: "\\r\\r\\n", with: "\\r\\n")
      #expect(drawn.contains("\\x1b[6n\\r\\n"), "\(lines[0])")
    }

    @Test(
      "a shrink in an emulator that cuts rows instead of reflowing them (pyte): nothing stale, the transcript whole"
    )
    func shrinkThatCuts() throws {
      let a = { (count: Int) in String(repeating: "a", count: count) }
      // Debian's python3-pyte, so the system's python.
      let result = try runSupportScript(
        ["/usr/bin/python3"], "pyte-resize.py", ["80", "12", a(70), "60"],
        tfield: ["input", "--label", "Name"])
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // The transcript, 76 columns, wraps on the 60-column screen; every row below it is blank.
      #expect(
        Array(lines.prefix(5)) == ["line 1", "line 2", "line 3", "Name: " + a(54), a(16)], "\(result.output)")
      #expect(lines.prefix(12).dropFirst(5).allSatisfy { $0.isEmpty }, "\(result.output)")
      #expect(lines.contains("STDOUT:" + a(70)) && lines.contains("STATUS:0"), "\(result.output)")
    }

    @Test("SIGTERM while drawing inline: the region cleared, the terminal restored, the lines above intact")
    func terminated() throws {
      let shell = try InlineShell()
      try shell.printLines(30)
      let before = try shell.tmux.sttySettings()
      try shell.run("TFIELD input --label Name")
      try shell.tmux.waitFor(text: "› Name  [")
      try shell.tmux.type("abc")
      try shell.tmux.waitFor(text: "[abc")
      try Tmux.execute("/usr/bin/env", ["kill", "-TERM", String(try shell.tfieldPID())])
      try shell.run("echo \"STATUS:$?\"")
      let screen = try shell.tmux.waitFor(text: "STATUS:143")
      #expect(!screen.contains { $0.contains("› Name") }, "\(screen)")
      #expect(InlineShell.linesIntact(screen, count: 30, followedBy: "$ tfield"), "\(screen)")
      #expect(try shell.tmux.sttySettings().modes == before.modes)
      #expect(try shell.tmux.keypadTransmitOn() == false)
      #expect(try shell.tmux.cursorVisible())
    }
  }
}
