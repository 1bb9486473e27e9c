import Foundation
import Testing

extension EndToEnd {
  /// `tfield input --history FILE` in a real terminal: remembered across runs, searched with
  /// Ctrl-R, suggested and taken with →.
  @Suite("tfield input --history: across runs, Ctrl-R, suggestions", .serialized)
  struct TFieldHistory {
    /// A fresh directory for one test.
    static func directory() -> String {
      let path = NSTemporaryDirectory() + "tf-history-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    }

    @Test("↑ recalls what earlier runs submitted, newest first; the file is one line a value, mode 0600")
    func acrossRuns() throws {
      let directory = Self.directory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let file = directory + "/answers"
      let tool = try Binaries.path(of: "tfield")
      let run = { (label: String) in "\(tool) input --label \(label) --history \(Tmux.quote(file))" }
      let tmux = Tmux()
      try startScript(
        "\(run("One")) >/dev/null && \(run("Two")) >/dev/null && v=$(\(run("Three"))); s=$?; "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s", in: tmux)
      try tmux.waitFor(text: "› One")
      try tmux.sendKeys(literal: "first")
      try tmux.waitFor(text: "[first")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "› Two")
      try tmux.sendKeys("Up")
      try tmux.waitFor(text: "[first")
      try tmux.sendKeys("C-u")
      try tmux.sendKeys(literal: "second")
      try tmux.waitFor(text: "[second")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "› Three")
      try tmux.sendKeys("Up")
      try tmux.waitFor(text: "[second")
      try tmux.sendKeys("Up")
      try tmux.waitFor(text: "[first")
      try tmux.sendKeys("Down", "Down")
      try tmux.waitFor("the line being edited, empty, back below the newest") { screen in
        screen.contains { $0.hasPrefix("› Three") && !$0.contains("first") && !$0.contains("second") }
      }
      try tmux.sendKeys("Up", "Up", "Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[first] STATUS:0"))
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "first\nsecond\nfirst\n")
      let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      try expectRestored(tmux)
    }

    @Test(
      "Ctrl-R searches as you type, readline's words on the message row; Enter takes the match and submits")
    func search() throws {
      let directory = Self.directory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let file = directory + "/commands"
      try "make test\ngit commit -m one\nls -la\ngit push\n".write(
        toFile: file, atomically: false, encoding: .utf8)
      let tmux = Tmux()
      try startScript(try captureScript("--history \(Tmux.quote(file))"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys("C-r")
      try tmux.waitFor(text: "(reverse-i-search)`'")
      try tmux.type("git")
      try tmux.waitFor(text: "[git push")
      try tmux.sendKeys("C-r")
      try tmux.waitFor(text: "[git commit -m one")
      try tmux.type("x")
      try tmux.waitFor(text: "(failed reverse-i-search)`gitx'")
      try tmux.sendKeys("BSpace")
      try tmux.waitFor(text: "(reverse-i-search)`git'")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[git commit -m one] STATUS:0"))
      try expectRestored(tmux)
    }

    @Test(
      "what a history file lost wraps onto three rows of a narrow terminal; cut there, its whole text reaches stderr after the terminal is restored"
    )
    func longMessageToStderr() throws {
      let directory = Self.directory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let file = directory + "/badhist"
      let errors = directory + "/errors"
      // One line that is not UTF-8, one with a control character, one good entry.
      try Data([0x6F, 0x6B, 0x0A, 0xFF, 0xFE, 0x0A, 0x61, 0x01, 0x62, 0x0A]).write(
        to: URL(fileURLWithPath: file))
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try tmux.start(
        "sh -c "
          + Tmux.quote(
            "cd \(Tmux.quote(directory)) && \(tool) input --label Name --history badhist 2>errors; "
              + "echo STATUS:$?; cat errors; sleep 30"),
        term: .named("xterm-256color"), width: 30, height: 12)
      let cut = try tmux.waitFor("the message on three rows, the third cut with …") { screen in
        screen.contains { $0.hasPrefix(" history badhist:") } && screen.contains { $0.hasSuffix("…") }
      }
      let first = try #require(cut.firstIndex { $0.hasPrefix(" history badhist:") })
      #expect(cut[first + 1].hasPrefix(" ") && !cut[first + 1].trimmingCharacters(in: .whitespaces).isEmpty)
      #expect(cut[first + 2].hasSuffix("…"))
      #expect(cut.count <= first + 3 || cut[(first + 3)...].allSatisfy { $0.isEmpty })
      try tmux.sendKeys("Escape")
      let screen = try tmux.waitFor(text: "STATUS:1")
      // Joined, the rows after the status hold the whole message, the path and every part.
      let after = screen.drop { !$0.hasPrefix("STATUS:1") }.dropFirst().joined()
      #expect(after.contains("skipped 1 line not UTF-8, 1 line with control characters"), "\(screen)")
      #expect(after.contains("the file is never compacted while it holds them"), "\(screen)")
      let written = try String(contentsOfFile: errors, encoding: .utf8)
      #expect(written.hasPrefix("history badhist: skipped 1 line not UTF-8, 1 line with control characters"))
      #expect(written.hasSuffix("while it holds them\n"))
    }

    @Test("the newest entry that starts with the text is suggested, dimmed; → takes it")
    func suggestion() throws {
      let directory = Self.directory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let file = directory + "/deploys"
      try "deploy staging\ndeploy production\n".write(toFile: file, atomically: false, encoding: .utf8)
      let tmux = Tmux()
      try startScript(try captureScript("--history \(Tmux.quote(file))"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("dep")
      try tmux.waitFor(text: "[deploy production")
      // The cursor after "dep", and the suggestion dimmed (SGR 2) where the typed text is not.
      let line = try #require(try tmux.capture().first { $0.contains("[deploy") })
      let cursor = try tmux.cursor().x
      #expect(cursor == line.distance(of: "[") + 4)
      let attributed = try tmux.captureWithAttributes().first { $0.contains("dep") } ?? ""
      // tmux writes the typed text, then SGR 2 (dim) before the suggestion.
      let dim = try #require(attributed.range(of: "dep\u{1B}[2m"), "\(attributed.debugDescription)")
      #expect(attributed[dim.upperBound...].contains("loy production"))
      try tmux.sendKeys("Right")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[deploy production] STATUS:0"))
    }
  }
}

extension String {
  /// The column of the first `character` (one cell a character before it).
  fileprivate func distance(of character: Character) -> Int {
    distance(from: startIndex, to: firstIndex(of: character) ?? endIndex)
  }
}
