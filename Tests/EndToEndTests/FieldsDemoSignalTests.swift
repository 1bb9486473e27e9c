import Foundation
import Testing

extension EndToEnd {
  /// Signals sent to the real demo with text typed: the terminal comes back as it was (stty,
  /// alternate screen off, bracketed paste off, cursor visible) and the shell sees 128+n; a stop
  /// and a continue, or a burst of window changes, lose no text.
  @Suite("fields-demo under signals", .serialized)
  struct FieldsDemoSignals {
    @Test(
      "SIGTERM, SIGHUP and SIGINT sent by kill: terminal restored, status 128+n, nothing printed",
      arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)])
    func killed(signal: Int32, status: Int) throws {
      let demo = try FieldsDemo()
      try demo.type("typed", into: "unlimited")
      #expect(kill(try demo.pid(), signal) == 0)
      let (exitStatus, output) = try demo.finish()
      #expect(exitStatus == status)
      #expect(output.isEmpty)
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test("SIGTSTP restores the terminal while stopped; SIGCONT redraws with the text intact")
    func stopAndContinue() throws {
      let demo = try FieldsDemo(asJob: true)
      try demo.type("héllo 日本", into: "unlimited")
      let pid = try demo.pid()
      #expect(kill(pid, SIGTSTP) == 0)
      try waitForState(pid, "T")
      #expect(try demo.tmux.alternateScreenOn() == false)
      let stopped = try demo.tmux.sttySettings()
      #expect(stopped.isSane, "stty -a while stopped: \(stopped)")
      #expect(try demo.tmux.cursorVisible())

      #expect(kill(pid, SIGCONT) == 0)
      try demo.waitFor("unlimited", showing: "héllo 日本")
      #expect(try demo.tmux.alternateScreenOn())
      #expect(try demo.tmux.sttySettings().isOn("icanon") == false)
      try demo.type("!", into: "unlimited")
      let values = try demo.submit()
      #expect(values["unlimited"] == "héllo 日本!")
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test("a burst of SIGWINCH and resizes: the form comes back whole, text intact, still typing")
    func windowChangeBurst() throws {
      let demo = try FieldsDemo()
      try demo.type("kept", into: "unlimited")
      let pid = try demo.pid()
      for round in 0..<40 {
        #expect(kill(pid, SIGWINCH) == 0)
        if round % 10 == 0 { try demo.tmux.resize(width: 70 + round / 10, height: 22) }
      }
      try demo.tmux.resize(width: 80, height: 24)
      try demo.waitFor("unlimited", showing: "kept")
      try demo.type("!", into: "unlimited")
      #expect(try demo.submit()["unlimited"] == "kept!")
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }
  }
}
