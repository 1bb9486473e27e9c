import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --tmux` inside tmux: the list in a popup. A popup is drawn on a tmux client,
  /// not in a pane, so the test's tmux (`inner`) is attached from a pane of a second one
  /// (`outer`), whose screen shows the inner client with its popup.
  @Suite("tfield choose --tmux: the list in a tmux popup", .serialized)
  struct TFieldTmuxPopup {
    @Test(
      "the popup shows stdin's items in tfield's border; the choice and status come back; SIGTERM closes the popup"
    )
    func popup() throws {
      let tool = try Binaries.path(of: "tfield")
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tf-tmux-\(getpid())")
        .path
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let out = directory + "/out"
      let pidFile = directory + "/pid"
      // The first run starts when the outer client is attached (a line read); the second runs
      // in the background to be ended by SIGTERM.
      let script =
        "read go; printf 'apple\\nbanana\\n' | \(tool) choose --tmux center,50% > \(Tmux.quote(out)); "
        + "echo \"STATUS:$?\"; printf 'x1\\nx2\\nx3\\n' | \(tool) choose --tmux=bottom,10 & "
        + "echo $! > \(Tmux.quote(pidFile)); wait $!; echo \"ENDED:$?\""
      let inner = Tmux()
      try startScript(script, in: inner, width: 80, height: 23)
      let outer = Tmux()
      try outer.start(
        "env -u TMUX tmux -L \(Tmux.quote(inner.socketName)) attach -t probe", term: .named("xterm-256color"),
        width: 80, height: 24)
      try outer.waitFor(text: "[probe]")
      try inner.sendKeys("Enter")
      // Centred, half the window each way: the list in its rounded border, which tmux's -B leaves
      // to tfield.
      let screen = try outer.waitFor(text: "2 of 2")
      let top = try #require(screen.firstIndex { $0.contains("╭") })
      let bottom = try #require(screen.lastIndex { $0.contains("╰") })
      #expect(bottom - top + 1 == 12, "\(screen.joined(separator: "\n"))")
      #expect(screen[top].hasPrefix(String(repeating: " ", count: 19) + "╭"), "\(screen[top])")
      #expect(screen[top...bottom].contains { $0.contains("apple") && $0.contains("│") })
      try outer.sendKeys(literal: "ban")
      try outer.waitFor(text: "1 of 2")
      try outer.sendKeys("Enter")
      try inner.waitFor(text: "STATUS:0")
      #expect(try String(contentsOfFile: out, encoding: .utf8) == "banana\n")
      // The popup is gone once the choice is made.
      #expect(try !outer.capture().contains { $0.contains("apple") })

      // At the bottom, 10 rows high; SIGTERM to tfield closes the popup and ends the copy in it.
      try outer.waitFor(text: "3 of 3")
      let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).filter(\.isNumber)))
      kill(pid, SIGTERM)
      try inner.waitFor(text: "ENDED:143")
      try outer.waitFor("the popup closed") { !$0.contains { $0.contains("3 of 3") } }
    }
  }
}
