import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --preview`: the list answers keys while a slow preview runs, the preview
  /// shows the highlighted item's output, and no preview process outlives the program, whichever
  /// way it ends.
  @Suite("tfield choose --preview: a slow preview never holds up typing, and ends with the list", .serialized)
  struct TFieldPreview {
    /// A directory of three files, each holding its own line of text.
    static func files(for tmux: Tmux) throws -> String {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        tmux.socketName + ".files")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for name in ["alpha", "beta", "gamma"] {
        try Data("\(name.uppercased())-CONTENT\nsecond line\n".utf8).write(
          to: directory.appendingPathComponent(name + ".txt"))
      }
      return directory.path
    }

    /// The preview processes running: those whose command line holds the marker followed by a
    /// digit, which only a preview's command has (tfield's own arguments hold `MARKER{n}`).
    static func previews(_ marker: String) -> [String] {
      let found = (try? Tmux.execute("/usr/bin/pgrep", ["-f", marker + "[0-9]"])) ?? ""
      return found.split(separator: "\n").map(String.init)
    }

    /// Waits up to 5 seconds for every preview process to be gone; the ones left.
    static func waitUntilNoPreview(_ marker: String) -> [String] {
      let deadline = ContinuousClock.now + .seconds(5)
      while !previews(marker).isEmpty, ContinuousClock.now < deadline { usleep(20_000) }
      return previews(marker)
    }

    @Test("sleep 5; cat {}: a query's count is drawn while the sleep runs; then the file; Enter leaves none")
    func slowPreview() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let directory = try Self.files(for: tmux)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let marker = "tf-preview-\(tmux.socketName)-"
      try startScript(
        "cd \(directory) && v=$(ls | \(tool) choose --fullscreen --preview 'sleep 5; cat {}; : \(marker){n}'); "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      try tmux.waitFor(text: "3 of 3")
      try tmux.type("bet")
      // The new count is on the screen, and after it the preview's sleep is found still running:
      // the count was drawn while it ran.
      var screen = try tmux.waitFor(text: "1 of 3")
      #expect(screen.contains { $0.contains("›   beta.txt") }, "\(screen)")
      #expect(!Self.previews(marker).isEmpty, "no preview running once the count was drawn")
      #expect(!screen.contains { $0.contains("CONTENT") }, "\(screen)")
      // Then the highlighted file's text, beside the list.
      screen = try tmux.waitFor(text: "BETA-CONTENT", timeout: .seconds(15))
      #expect(screen.contains { $0.contains("│ second line") }, "\(screen)")
      // A new sleep for the same item is not started: the preview's command has ended.
      #expect(Self.waitUntilNoPreview(marker).isEmpty)
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "›   beta.txt")
      try tmux.sendKeys("BSpace", "BSpace", "BSpace")
      try tmux.waitFor(text: "3 of 3")
      #expect(!Self.previews(marker).isEmpty, "no preview for alpha.txt")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[alpha.txt] STATUS:0"))
      #expect(Self.waitUntilNoPreview(marker).isEmpty, "a preview outlived tfield")
    }

    @Test(
      "inline and full screen: Escape, Ctrl-C and SIGTERM each end the preview running with the list",
      arguments: [("Escape", "1", ""), ("C-c", "130", " --fullscreen"), ("TERM", "143", "")])
    func waysOut(key: String, status: String, presentation: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let marker = "tf-preview-\(tmux.socketName)-"
      try startScript(
        "printf 'one\\ntwo\\n' | \(tool) choose\(presentation) --preview 'echo shown {}; sleep 30; : \(marker){n}'; "
          + "echo \"STATUS:$?\"",
        in: tmux)
      try tmux.waitFor(text: "shown one")
      #expect(!Self.previews(marker).isEmpty)
      if key == "TERM" {
        let picker = try tmux.descendant(named: "tfield")
        kill(picker, SIGTERM)
      } else {
        try tmux.sendKeys(key)
      }
      try tmux.waitFor(text: "STATUS:\(status)")
      #expect(Self.waitUntilNoPreview(marker).isEmpty, "a preview outlived tfield")
    }

    @Test(
      "the preview's SGR colours are drawn; its other escape sequences and controls never reach the terminal")
    func colours() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "printf 'one\\ntwo\\n' | \(tool) choose --fullscreen "
          + "--preview \"printf '\\\\033[31mRED\\\\033[0m plain\\\\033[2J\\\\033[1;1HX\\\\007Y\\\\n'\"; echo STATUS:$?",
        in: tmux)
      let screen = try tmux.waitFor(text: "RED plain")
      // The clear and the cursor move were left out, the BEL drawn as a stand-in: the list and
      // the title are still there, the text on one row.
      #expect(screen.contains { $0.contains("│ RED plainX�Y") }, "\(screen)")
      #expect(screen.contains { $0.contains("›   one") }, "\(screen)")
      let attributes = try tmux.captureWithAttributes()
      #expect(attributes.contains { $0.contains("\u{1B}[31mRED") }, "\(attributes)")
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "STATUS:1")
    }

    @Test("plain mode, answered from stdin, runs no preview")
    func plainMode() throws {
      let tool = try Binaries.path(of: "tfield")
      let marker = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tf-preview-plain-\(getpid())"
      ).path
      defer { try? FileManager.default.removeItem(atPath: marker) }
      let script = "printf '2\\n' | \(tool) choose --plain --preview 'touch \(marker)' a b; sleep 0.3"
      let result = try spawn(["/bin/sh", "-c", script], environment: testEnvironment())
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.hasSuffix("b\n"), "\(result.output)")
      #expect(!FileManager.default.fileExists(atPath: marker))
    }

    /// The state letters (`/proc/PID/stat`: `S` sleeping, `T` stopped) of the preview processes.
    static func states(_ marker: String) -> [Character] {
      previews(marker).compactMap { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
      }
    }

    /// Waits up to 5 seconds for every preview process to be in `state`.
    static func waitForStates(_ marker: String, _ state: Character) -> [Character] {
      let deadline = ContinuousClock.now + .seconds(5)
      var found = states(marker)
      while found.isEmpty || found.contains(where: { $0 != state }), ContinuousClock.now < deadline {
        usleep(20_000)
        found = states(marker)
      }
      return found
    }

    @Test("Ctrl-Z stops the preview with the program; fg lets it go on")
    func suspend() throws {
      let shell = try InlineShell()
      let marker = "tf-preview-\(shell.tmux.socketName)-"
      try shell.run("printf 'one\\n' | tfield choose --preview 'echo shown {}; sleep 30; : \(marker){n}'")
      try shell.tmux.waitFor(text: "shown one")
      #expect(Self.waitForStates(marker, "S") == ["S"])
      try shell.tmux.sendKeys("C-z")
      try shell.tmux.waitFor(text: "Stopped")
      #expect(Self.waitForStates(marker, "T") == ["T"])
      try shell.run("fg")
      try shell.tmux.waitFor(text: "shown one")
      #expect(Self.waitForStates(marker, "S") == ["S"])
      try shell.tmux.sendKeys("Escape")
      #expect(Self.waitUntilNoPreview(marker).isEmpty, "a preview outlived tfield")
    }
  }
}
