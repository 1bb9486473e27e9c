import Foundation
import Testing

extension EndToEnd {
  /// Ctrl-Z in every component and presentation, under an interactive bash with job control: the
  /// program stops and the shell's prompt comes back on a restored terminal; `fg` draws it again
  /// with everything typed, and it goes on.
  @Suite("Ctrl-Z suspends; fg brings it back", .serialized)
  struct SuspendKey {
    /// Runs `command` in the shell, types `text` once `ready` shows, presses Ctrl-Z and checks the
    /// terminal while stopped, then `fg`, and waits for `shown` (the text as drawn again). The
    /// command's status is asked for after it ends (`echo` after `;` would run at the stop).
    private func suspendAndResume(
      _ shell: InlineShell, _ command: String, ready: String, text: String, shown: String, fullScreen: Bool
    ) throws {
      try shell.run(command)
      try shell.tmux.waitFor(text: ready)
      try shell.tmux.sendKeys(literal: text)
      try shell.tmux.waitFor(text: shown)
      try shell.tmux.sendKeys("C-z")
      let stopped = try shell.tmux.waitFor(text: "Stopped")
      #expect(try shell.tmux.alternateScreenOn() == false, "\(stopped)")
      #expect(try shell.tmux.cursorVisible())
      // The shell's prompt, on a terminal it can use: what is typed echoes.
      try shell.run("echo WHILE-STOPPED")
      try shell.tmux.waitFor(text: "WHILE-STOPPED")
      // Full screen, the program's screen is gone: `shown` is left only in the shell's lines (the
      // command typed, the job's line).
      if fullScreen {
        let screen = try shell.tmux.capture()
        let drawn = screen.filter { $0.contains(shown) && !$0.hasPrefix("$") && !$0.contains("Stopped") }
        #expect(drawn.isEmpty, "\(screen)")
      }
      try shell.run("fg")
      try shell.tmux.waitFor(text: shown)
      #expect(try shell.tmux.alternateScreenOn() == fullScreen)
    }

    /// Waits for the shell's answer to `echo STATUS:$?` after the foreground job ended.
    private func status(_ shell: InlineShell) throws -> [String] {
      try shell.tmux.waitFor("the prompt after the job") { $0.last { !$0.isEmpty } == "$" }
      try shell.run("echo STATUS:$?.")
      return try shell.tmux.waitFor("the status") { $0.contains { $0.hasPrefix("STATUS:") } }
    }

    @Test("a form, full screen: fields-demo")
    func fullScreenForm() throws {
      let shell = try InlineShell()
      let demo = try Binaries.path(of: "fields-demo")
      try suspendAndResume(
        shell, "\(demo) > /dev/null", ready: FieldsDemo.title, text: "kept", shown: "[kept", fullScreen: true)
      try shell.tmux.sendKeys("Escape")
      let screen = try status(shell)
      #expect(screen.contains("STATUS:1."), "\(screen)")
    }

    @Test("a form inline in a pipeline: the whole job stops, the region cleared while stopped")
    func inlineForm() throws {
      let shell = try InlineShell()
      try suspendAndResume(
        shell, "TFIELD input --label Name | tr a-z A-Z", ready: "› Name  [", text: "kept", shown: "[kept",
        fullScreen: false)
      #expect(!(try shell.tmux.capture().contains { $0.contains("Stopped") && $0.contains("[kept") }))
      try shell.tmux.sendKeys(literal: "!")
      try shell.tmux.sendKeys("Enter")
      let screen = try shell.tmux.waitFor(text: "KEPT!")
      #expect(try self.status(shell).contains("STATUS:0."), "\(screen)")
    }

    @Test("a prompt inline, and a choice list full screen")
    func promptAndList() throws {
      let shell = try InlineShell()
      try suspendAndResume(
        shell, "TFIELD prompt --title Who", ready: "Who", text: "ann", shown: "ann", fullScreen: false)
      try shell.tmux.sendKeys("Enter")
      var screen = try status(shell)
      #expect(screen.contains("STATUS:0."), "\(screen)")
      try suspendAndResume(
        shell, "TFIELD choose --fullscreen apple pear plum", ready: "apple", text: "pe", shown: "pe",
        fullScreen: true)
      try shell.tmux.sendKeys("Enter")
      screen = try status(shell)
      #expect(screen.contains("pear"), "\(screen)")
      #expect(screen.contains("STATUS:0."), "\(screen)")
    }
  }
}
