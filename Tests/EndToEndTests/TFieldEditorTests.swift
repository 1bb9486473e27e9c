import Foundation
import Testing

extension EndToEnd {
  /// Ctrl-X Ctrl-E in a one-line field: the text goes to `$EDITOR` on the terminal, as
  /// bash's edit-and-execute-command hands it over, and what the editor leaves comes back through
  /// the paste policy.
  @Suite("tfield input: Ctrl-X Ctrl-E edits the text in $EDITOR", .serialized)
  struct TFieldEditor {
    /// An editor that shows the file's text on the terminal, reads a line there (so the
    /// terminal must be handed over in cooked mode, echo on), and leaves that line and a second.
    static func editor() throws -> String {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("tf-editor-\(getpid()).sh")
        .path
      try """
      #!/bin/sh
      printf 'EDITING [%s]> ' "$(cat "$1")" > /dev/tty
      read line < /dev/tty
      printf '%s\\nsecond line\\n' "$line" > "$1"

      """.write(toFile: path, atomically: true, encoding: .utf8)
      chmod(path, 0o700)
      return path
    }

    @Test(
      "inline and full screen: the editor gets the terminal and the text; its two lines come back as one",
      arguments: ["", "--fullscreen"])
    func editsInTheEditor(presentation: String) throws {
      let tmux = Tmux()
      let editor = try Self.editor()
      defer { try? FileManager.default.removeItem(atPath: editor) }
      try startScript(
        try toolScript("input --label Name --max-length 30 \(presentation)", environment: "EDITOR=\(editor)"),
        in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "hello")
      try tmux.waitFor(text: "[hello")
      try tmux.sendKeys("C-x", "C-e")
      try tmux.waitFor(text: "EDITING [hello]>")
      // Typed into the editor's own read: the kernel echoes it, so the terminal is cooked.
      try tmux.sendKeys(literal: "typed in ed")
      try tmux.waitFor(text: "EDITING [hello]> typed in ed")
      try tmux.sendKeys("Enter")
      let back = try tmux.waitFor(text: "[typed in ed second line")
      #expect(back.contains { $0.contains("1 line break became a space") }, "\(back)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let after = try tmux.capture()
      #expect(after.contains("VALUE:[typed in ed second line] STATUS:0"), "\(after)")
      try expectRestored(tmux)
    }

    @Test(
      "the editor's file is private under a TMPDIR with a quote; a failing editor keeps the text; SIGTERM and --timeout remove it"
    )
    func privateFile() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let base = FileManager.default.temporaryDirectory.appendingPathComponent(tmux.socketName + ".editor")
        .path
      // The quote would end the status file's name in the shell text the editor ran in before.
      let temporary = base + "/x';touch PWNED;'"
      try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: base) }
      // The first run exits 3; the second says where its file is and waits (for ever); the third
      // waits for the test's go.
      let editor = base + "/editor.sh"
      try """
      #!/bin/sh
      n=$(($(cat \(base)/count 2>/dev/null || echo 0) + 1)); echo $n > \(base)/count
      [ $n = 1 ] && exit 3
      printf '%s\\n%s\\n%s\\n' "$1" "$(stat -c %a "$(dirname "$1")")" "$(stat -c %a "$1")" > \(base)/file.$n
      echo $$ > \(base)/pid.$n
      while [ ! -e \(base)/go.$n ]; do sleep 0.02; done
      echo edited > "$1"

      """.write(toFile: editor, atomically: true, encoding: .utf8)
      chmod(editor, 0o700)
      let environment = "TMPDIR=\(Tmux.quote(temporary)) EDITOR=\(editor)"
      try startScript(
        "cd \(base) && env \(environment) \(tool) input --label Name; echo \"FIRST:$?\"; "
          + "env \(environment) \(tool) input --label Name --timeout 3; echo \"SECOND:$?\"",
        in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "hello")
      try tmux.waitFor(text: "[hello")
      try tmux.sendKeys("C-x", "C-e")
      try tmux.waitFor(text: "the editor failed (exit status 3): the text is as it was")
      // Its status came from the editor itself: no file beside the text, nothing run from TMPDIR.
      #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
      try tmux.sendKeys("C-x", "C-e")
      let second = try Self.waitForFile(base + "/file.2").split(separator: "\n").map(String.init)
      #expect(second.count == 3 && second[0].hasPrefix(temporary + "/tfield-edit-"), "\(second)")
      #expect(second.dropFirst() == ["700", "600"], "a private directory, a private file: \(second)")
      let editing = try #require(
        Int32(Self.waitForFile(base + "/pid.2").trimmingCharacters(in: .whitespacesAndNewlines)))
      kill(try tmux.descendant(named: "tfield"), SIGTERM)
      try tmux.waitFor(text: "FIRST:143")
      #expect(!FileManager.default.fileExists(atPath: second[0]), "the text left behind")
      #expect(!FileManager.default.fileExists(atPath: (second[0] as NSString).deletingLastPathComponent))
      #expect(kill(editing, 0) == -1 && errno == ESRCH, "the editor outlived tfield")
      // --timeout runs out while the editor has the terminal: the file goes when it ends.
      try tmux.waitFor(text: "Enter submit")
      let started = ContinuousClock.now
      try tmux.sendKeys("C-x", "C-e")
      let third = try Self.waitForFile(base + "/file.3").split(separator: "\n").map(String.init)
      let deadline = started + .seconds(3.2)
      while ContinuousClock.now < deadline { usleep(20_000) }
      _ = FileManager.default.createFile(atPath: base + "/go.3", contents: Data())
      try tmux.waitFor(text: "SECOND:124")
      #expect(!FileManager.default.fileExists(atPath: (third[0] as NSString).deletingLastPathComponent))
      #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
      #expect(!FileManager.default.fileExists(atPath: base + "/PWNED"))
    }

    /// The text of a file once it exists and is not empty.
    static func waitForFile(_ path: String) throws -> String {
      let deadline = ContinuousClock.now + .seconds(10)
      while ContinuousClock.now < deadline {
        if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
        usleep(20_000)
      }
      throw Tmux.Failure(description: "no \(path) after 10 seconds")
    }

    @Test("a password field is never handed to an editor, and says so")
    func password() throws {
      let tmux = Tmux()
      let editor = try Self.editor()
      defer { try? FileManager.default.removeItem(atPath: editor) }
      try startScript(try toolScript("input --password", environment: "EDITOR=\(editor)"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "secret")
      try tmux.sendKeys("C-x", "C-e")
      let screen = try tmux.waitFor(text: "a password is not handed to an editor")
      #expect(!screen.contains { $0.contains("EDITING") })
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[secret] STATUS:0"))
    }
  }
}
