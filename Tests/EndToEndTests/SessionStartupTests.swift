import Foundation
import Testing

extension EndToEnd {
  @Suite("A session that cannot start says why and leaves the terminal alone", .serialized)
  struct Startup {
    @Test(
      "TERM unset or unknown: a clear message, exit 2, terminal untouched",
      arguments: [
        (term: Tmux.TerminalType.unset, message: "no terminal type: TERM is not set"),
        (term: .named("unknownterm"), message: "unknown terminal type \"unknownterm\""),
      ])
    func badTerm(term: Tmux.TerminalType, message: String) throws {
      let tmux = Tmux()
      let probe = try Binaries.path(of: "tf-session-probe")
      try tmux.start(probe, term: term)
      #expect(try tmux.exitStatus() == 2)
      let screen = try tmux.capture()
      #expect(screen.contains { $0.contains("tf-session-probe: " + message) }, "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test("no controlling terminal: a clear message on stderr, exit 2")
    func noControllingTerminal() throws {
      let result = try spawn(
        ["/usr/bin/setsid", "--wait", try Binaries.path(of: "tf-session-probe")],
        environment: testEnvironment())
      #expect(result.status == 2)
      let message = result.errors
      #expect(
        message.hasPrefix("tf-session-probe: no terminal: cannot open /dev/tty: "), "stderr: \(message)")
    }
  }
}
