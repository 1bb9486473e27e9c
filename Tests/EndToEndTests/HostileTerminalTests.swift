import Foundation
import Testing

extension EndToEnd {
  /// The real programs on terminals and environments that are not what they expect: a terminal
  /// that cannot place the cursor, no UTF-8 locale, tiny windows, a 10 MB paste, a reader that
  /// closes stdout early.
  @Suite("Hostile terminals and environments", .serialized)
  struct HostileTerminals {
    @Test(
      "TERM=dumb, unknown or unset: a clear message, exit 2, the terminal untouched (tfield asks dumb in plain lines)",
      arguments: [
        (Tmux.TerminalType.named("dumb"), "terminal type \"dumb\" cannot place the cursor", ["fields-demo"]),
        (.named("unknownterm"), "unknown terminal type \"unknownterm\"", ["tfield input", "fields-demo"]),
        (.unset, "no terminal type: TERM is not set", ["tfield input", "fields-demo"]),
      ])
    func unusableTerm(term: Tmux.TerminalType, message: String, programs: [String]) throws {
      for program in programs {
        let tmux = Tmux()
        let parts = program.split(separator: " ").map(String.init)
        let command = ([try Binaries.path(of: parts[0])] + parts.dropFirst()).joined(separator: " ")
        try tmux.start(command, term: term)
        #expect(try tmux.exitStatus() == 2, "\(program)")
        let screen = try tmux.capture()
        #expect(screen.contains { $0.contains("\(parts[0]): " + message) }, "\(program): \(screen)")
        try expectRestored(tmux, programText: "TerminalFields demo")
      }
    }

    @Test("with --plain, TERM unset or unknown does not matter: the question is a plain line")
    func plainWithoutTerm() throws {
      for term in [Tmux.TerminalType.unset, .named("unknownterm")] {
        let tmux = Tmux()
        try tmux.start(try Binaries.path(of: "tfield") + " input --plain --label Name", term: term)
        try tmux.waitFor(text: "Name:")
        try tmux.sendKeys(literal: "Ada")
        try tmux.sendKeys("Enter")
        #expect(try tmux.exitStatus() == 0)
        #expect(try tmux.capture().contains("Ada"))
      }
    }

    @Test(
      "a locale that is not UTF-8 (LANG=C, LC_ALL=POSIX): UTF-8 is used anyway on a UTF-8 terminal",
      arguments: [["LANG": "C"], ["LC_ALL": "POSIX", "LANG": "C.UTF-8"]])
    func notUTF8Locale(environment: [String: String]) throws {
      let demo = try FieldsDemo(environment: environment)
      try demo.type("é日本👍🏽", into: "unlimited")
      try demo.waitFor("unlimited", showing: "é日本👍🏽")
      #expect(try demo.submit()["unlimited"] == "é日本👍🏽")
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test("a 10 MB bracketed paste into the unlimited field arrives whole; Enter prints all of it")
    func tenMegabytePaste() throws {
      let demo = try FieldsDemo()
      let text = String(repeating: "0123456789", count: 1_000_000)
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID()).txt").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      try demo.tmux.paste(contentsOf: path)
      try demo.tmux.sendKeys("Enter")
      try FieldsDemo.enterThroughSecondPage(demo.tmux, timeout: .seconds(40))
      let (status, output) = try demo.finish(timeout: .seconds(40))
      #expect(status == 0)
      let values = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
      let unlimited = values?["unlimited"] as? String
      #expect(unlimited?.utf8.count == 10_000_000)
      #expect(unlimited == text)
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test("1x1 and 10x3 windows, resized between: nothing crashes, keys typed blind do nothing, text intact")
    func tinyWindows() throws {
      let demo = try FieldsDemo()
      try demo.type("sized", into: "unlimited")
      for (width, height, key) in [(1, 1, "a"), (10, 3, "b"), (1, 1, "c"), (10, 3, "d")] {
        try demo.tmux.resize(width: width, height: height)
        // The demo has seen the size when it shows its too-small message ("…" in a single cell).
        try demo.tmux.waitFor(text: width == 1 ? "…" : "make the")
        try demo.tmux.sendKeys(literal: key)
        try demo.tmux.waitUntilInputRead()
      }
      try demo.tmux.resize(width: 80, height: 24)
      try demo.waitFor("unlimited", showing: "sized")
      try demo.type("!", into: "unlimited")
      #expect(try demo.submit()["unlimited"] == "sized!")
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test(
      "stdout closed early (tfield input | head -c0): terminal restored, then SIGPIPE (141), or 2 and a message where SIGPIPE is ignored",
      arguments: [(false, 141), (true, 2)])
    func stdoutClosedEarly(ignoreSIGPIPE: Bool, status: Int) throws {
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let script = (ignoreSIGPIPE ? "trap '' PIPE; " : "") + "\(tool) input | head -c0; exit ${PIPESTATUS[0]}"
      try tmux.start("bash -c " + Tmux.quote(script), term: .named("xterm-256color"))
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("abc")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == status)
      if ignoreSIGPIPE {
        let screen = try tmux.capture()
        #expect(
          screen.contains("tfield: cannot write the result to stdout: Broken pipe"), "screen: \(screen)")
      }
      try expectRestored(tmux, programText: "Enter submit")
    }
  }
}
