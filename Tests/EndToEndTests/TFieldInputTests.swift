import Foundation
import Testing

/// Runs a shell script in a fresh 80x24 tmux pane; the script ends with the tool's exit status.
func startScript(_ script: String, in tmux: Tmux) throws {
  try tmux.start("sh -c " + Tmux.quote(script), term: .named("xterm-256color"), width: 80, height: 24)
}

/// `v=$(tfield input ARGUMENTS)`, then the value between brackets and the status.
func captureScript(_ arguments: String) throws -> String {
  let tool = try Binaries.path(of: "tfield")
  return "v=$(\(tool) input \(arguments)); s=$?; printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s"
}

extension EndToEnd {
  @Suite("tfield input: one field on the terminal, the value on stdout", .serialized)
  struct TFieldInput {
    @Test("v=$(tfield input --max-length 5): typed, refused past the limit, submitted, exit 0")
    func captureSubmitted() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--max-length 5 --label Name"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("héllo!")
      try tmux.waitFor(text: "limit of 5 characters reached")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("VALUE:[héllo] STATUS:0"), "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test("Escape cancels: exit 1, nothing on stdout")
    func cancelled() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--max-length 5"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "abc")
      try tmux.waitFor(text: "[abc")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
      #expect(try tmux.capture().contains("VALUE:[] STATUS:1"))
      try expectRestored(tmux)
    }

    @Test("Ctrl-C interrupts: exit 130")
    func interrupted() throws {
      let tmux = Tmux()
      try startScript(try captureScript(""), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys("C-c")
      #expect(try tmux.exitStatus() == 130)
      try expectRestored(tmux)
    }

    @Test("--value goes in through the paste policy; what it lost is on the message line")
    func initialValue() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--allow abc --label Code --value abxc"), in: tmux)
      let screen = try tmux.waitFor(text: "initial value")
      #expect(
        screen.contains {
          $0.contains("Code: initial value: set 3 of 4 characters: 1 not allowed (only abc)")
        },
        "screen: \(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[abc] STATUS:0"))
    }

    @Test("Enter with a failing validator shows why and editing goes on")
    func validatorBlocksSubmit() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--required --min-length 2"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "required")
      try tmux.sendKeys(literal: "x")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "at least 2")
      try tmux.sendKeys(literal: "y")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[xy] STATUS:0"))
    }

    @Test("eval \"v=$(tfield input --output shell)\" sets exactly a hostile value and runs nothing")
    func shellEvalRoundTrip() throws {
      let hostile = "it's \"$(touch /tmp/tfield-e2e-pwned)\" `touch /tmp/tfield-e2e-pwned` $HOME \\ ; *"
      let tool = try Binaries.path(of: "tfield")
      let script =
        "eval \"v=$(\(tool) input --output shell --value \(Tmux.quote(hostile)))\"; s=$?; "
        + "if [ \"$v\" = \(Tmux.quote(hostile)) ]; then echo ROUNDTRIP-OK; else printf 'GOT:[%s]\\n' \"$v\"; fi; exit $s"
      let tmux = Tmux()
      try startScript(script, in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("ROUNDTRIP-OK"), "screen: \(screen)")
      #expect(!FileManager.default.fileExists(atPath: "/tmp/tfield-e2e-pwned"))
    }

    @Test("a pasted line break becomes a space; --output json and url")
    func pasteAndFormats() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "j=$(\(tool) input --output json) && u=$(\(tool) input --output url) && printf 'J:%s U:%s\\n' \"$j\" \"$u\"",
        in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.paste("a \"b\"\nc")
      try tmux.waitFor(text: "[a \"b\" c")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "a b&c=é")
      try tmux.waitFor(text: "[a b&c=é")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("J:\"a \\\"b\\\" c\" U:a%20b%26c%3D%C3%A9"), "screen: \(screen)")
    }

    @Test("no terminal: a clear message on stderr, exit 2")
    func noTerminal() throws {
      let result = try spawn(
        ["/usr/bin/setsid", "--wait", try Binaries.path(of: "tfield"), "input"],
        environment: testEnvironment())
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(
        result.errors.hasPrefix("tfield: no terminal: cannot open /dev/tty: "), "stderr: \(result.errors)")
    }

    @Test("a usage error: the flag named on stderr, exit 2, before any terminal")
    func usageError() throws {
      let result = try spawn(
        [try Binaries.path(of: "tfield"), "input", "--max-length", "-3"], environment: testEnvironment())
      #expect(result.status == 2)
      #expect(result.errors == "tfield: --max-length: expected a whole number ≥ 0, got \"-3\"\n")
    }
  }
}

extension Tmux {
  /// Types text one key at a time, waiting for each to be drawn, so that the program sees typing,
  /// not a paste (several characters arriving at once are a paste).
  func type(_ text: String) throws {
    for character in text {
      try sendKeys(literal: String(character))
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
