import Foundation
import Testing

extension EndToEnd {
  /// Ctrl-X Ctrl-E in a one-line field (issue 26): the text goes to `$EDITOR` on the terminal, as
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
