import Foundation
import Testing

/// `v=$(ENVIRONMENT tfield ARGUMENTS)`, then the value between brackets and the status, on a
/// line of its own.
func toolScript(_ arguments: String, environment: String = "") throws -> String {
  let tool = try Binaries.path(of: "tfield")
  return
    "v=$(\(environment) \(tool) \(arguments)); s=$?; printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s"
}

extension EndToEnd {
  @Suite("tfield confirm, --timeout and --color: in a real terminal", .serialized)
  struct TFieldConfirm {
    @Test(
      "confirm: y answers at once; Enter takes the default (No); arrows; Escape is no; Ctrl-C 130; a transcript line",
      arguments: [
        ("--message 'Delete 3 files?'", ["y"], 0, "Delete 3 files? yes", ""),
        ("", ["Enter"], 1, "Are you sure? no", ""),
        ("--default yes --output json", ["Enter"], 0, "Are you sure? yes", "true"),
        ("--output json", ["Right", "Enter"], 0, "Are you sure? yes", "true"),
        ("--default yes --output json", ["Escape"], 1, "Are you sure? no", "false"),
        ("", ["C-c"], 130, "Are you sure? (interrupted)", ""),
      ])
    func confirm(arguments: String, keys: [String], status: Int, transcript: String, value: String) throws {
      let tmux = Tmux()
      try startScript(try toolScript("confirm " + arguments), in: tmux)
      try tmux.waitFor(text: "[ Yes ]  [ No ]")
      for key in keys {
        try tmux.sendKeys(key)
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(try tmux.exitStatus() == status)
      let screen = try tmux.capture()
      #expect(screen.first == Tmux.beforeMarker)
      #expect(screen.dropFirst().first == transcript, "screen: \(screen)")
      #expect(screen.contains("VALUE:[\(value)] STATUS:\(status)"), "screen: \(screen)")
      try expectRestored(tmux, programText: "[ Yes ]")
    }

    @Test(
      "--timeout counts from the start: the time left shows, then exit 124, nothing printed, the terminal restored"
    )
    func timeout() throws {
      let tmux = Tmux()
      try startScript(try toolScript("input --label Name --timeout 2"), in: tmux)
      try tmux.waitFor(text: "› Name")
      try tmux.type("abc")
      try tmux.waitFor(text: "1 s left")
      #expect(try tmux.exitStatus(timeout: .seconds(5)) == 124)
      let screen = try tmux.capture()
      #expect(screen.dropFirst().first == "Name: (timed out)", "screen: \(screen)")
      #expect(screen.contains("VALUE:[] STATUS:124"), "screen: \(screen)")
      try expectRestored(tmux, programText: "› Name")
    }

    @Test(
      "--color: always draws colours despite NO_COLOR, never draws none, auto follows NO_COLOR",
      arguments: [
        ("always", "NO_COLOR=1", true), ("never", "", false), ("auto", "NO_COLOR=1", false),
        ("auto", "", true),
      ])
    func color(mode: String, environment: String, colours: Bool) throws {
      let tmux = Tmux()
      try startScript(try toolScript("confirm --color \(mode)", environment: environment), in: tmux)
      try tmux.waitFor(text: "[ Yes ]  [ No ]")
      let screen = try tmux.captureWithAttributes().joined(separator: "\n")
      let found = EndToEnd.FieldsDemoForm.colourParameters(in: screen)
      #expect(found.isEmpty != colours, "--color \(mode) \(environment): \(screen.debugDescription)")
      // The highlighted answer is shown either way: reversed, or in the focus colours.
      #expect(screen.contains("7m") || !found.isEmpty, "\(screen.debugDescription)")
      try tmux.sendKeys("n")
      #expect(try tmux.exitStatus() == 1)
    }

    @Test("a list still reading its items from stdin times out too: exit 124, nothing printed")
    func timeoutWhileReading() throws {
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      // The list opens at once with what has arrived and reads on; the deadline counts all along
      // (3 seconds: time enough for a loaded machine to start tfield and draw the list first).
      // (The writer goes on until a write after tfield exits ends it with SIGPIPE.)
      try startScript(
        "v=$( (echo early; while :; do sleep 0.2; echo more; done) | \(tool) choose --timeout 3); s=$?; "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s", in: tmux)
      try tmux.waitFor(text: "early")
      #expect(try tmux.capture().contains { $0.contains("reading") }, "the count says reading goes on")
      #expect(try tmux.exitStatus() == 124)
      #expect(try tmux.capture().contains("VALUE:[] STATUS:124"))
    }
  }
}
