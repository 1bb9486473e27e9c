import Foundation
import PackagePaths
import Testing

/// Starts a script in a pane whose TERM is `term`.
func startScript(_ script: String, in tmux: Tmux, term: String) throws {
  try tmux.start("sh -c " + Tmux.quote(script), term: .named(term), width: 80, height: 24)
}

/// A form file of two fields in a temporary directory; removed by the caller.
func writeForm(_ json: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("form-\(UUID()).json").path
  try json.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

extension Tmux {
  /// Types a line as it is and presses Enter: an answer to a plain question, a shell command.
  func sendLine(_ text: String) throws {
    try sendKeys(literal: text)
    try sendKeys("Enter")
  }
}

extension EndToEnd {
  @Suite("tfield in plain mode: one line per question, the kernel's line editing", .serialized)
  struct TFieldPlain {
    @Test("TERM=dumb asks in plain lines: the rules named, every refused character said, asked again")
    func dumbTerminalInput() throws {
      let tmux = Tmux()
      try startScript(
        try toolScript("input --label Name --max-length 5 --allow abcdef --required"), in: tmux, term: "dumb")
      let question = "Name (at most 5 characters, only abcdef, required): "
      try tmux.waitFor(text: question.trimmingCharacters(in: .whitespaces))
      try tmux.sendLine("abcxyz")
      try tmux.waitFor(text: "'z' is not allowed: only abcdef")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "a value is required")
      // The kernel's line editing: Ctrl-U erases the line before it is read.
      try tmux.sendKeys(literal: "bad")
      try tmux.sendKeys("C-u")
      try tmux.sendLine("face")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(
        Array(screen.prefix(9)) == [
          Tmux.beforeMarker, question + "abcxyz", "'x' is not allowed: only abcdef",
          "'y' is not allowed: only abcdef", "'z' is not allowed: only abcdef",
          question.dropLast().description,
          "a value is required", question + "face", "VALUE:[face] STATUS:0",
        ], "screen: \(screen)")
      try expectRestored(tmux, hasAlternateScreen: false)
    }

    @Test("TERM=dumb: a form asks each field in turn, a mask's literals left out; Ctrl-D cancels")
    func dumbTerminalForm() throws {
      let path = try writeForm(
        #"{"title": "Sign up", "fields": [{"id": "name", "label": "Name", "minLength": 2},"#
          + #" {"id": "phone", "label": "Phone", "mask": "(000) 000-0000"}]}"#)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let tmux = Tmux()
      try startScript(try toolScript("form \(path) --output shell"), in: tmux, term: "dumb")
      try tmux.waitFor(text: "Name (at least 2 characters):")
      try tmux.sendLine("Ada")
      try tmux.waitFor(text: "Phone (mask (000) 000-0000):")
      try tmux.sendLine("555123456")
      try tmux.waitFor(text: "not complete yet (mask (000) 000-0000)")
      try tmux.sendLine("5551234567")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen[1] == "Sign up", "screen: \(screen)")
      #expect(screen.contains("VALUE:[name='Ada'"), "screen: \(screen)")
      #expect(screen.contains("phone='(555) 123-4567'] STATUS:0"), "screen: \(screen)")

      let cancelled = Tmux()
      try startScript(try toolScript("input"), in: cancelled, term: "dumb")
      try cancelled.waitFor(text: "Value:")
      try cancelled.sendKeys("C-d")
      #expect(try cancelled.exitStatus() == 1)
      #expect(try cancelled.capture().contains("Value: (cancelled)"))
    }

    @Test("TERM=dumb: prompt, choose (its items from stdin) and confirm ask in plain lines too")
    func dumbTerminalDialogs() throws {
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let script =
        "p=$(\(tool) prompt --title City --max-length 4) && "
        + "c=$(printf 'apple\\npear\\nplum\\n' | \(tool) choose --title Fruit) && "
        + "\(tool) confirm --message 'Go?' --default yes; s=$?; "
        + "printf 'GOT:[%s|%s] STATUS:%s\\n' \"$p\" \"$c\" \"$s\""
      try startScript(script, in: tmux, term: "dumb")
      try tmux.waitFor(text: "City (at most 4 characters):")
      try tmux.sendLine("Osloo")
      try tmux.waitFor(text: "limit of 4 characters reached")
      try tmux.sendLine("Oslo")
      try tmux.waitFor(text: "Choose 1-3, or type a query:")
      #expect(try tmux.capture().contains("  3) plum"))
      try tmux.sendLine("4")
      try tmux.waitFor(text: "no item numbered 4: choose 1 to 3")
      try tmux.sendLine("plum")
      try tmux.waitFor(text: "Go? [Y/n]:")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("GOT:[Oslo|plum] STATUS:0"), "screen: \(screen)")
      #expect(!screen.contains { $0.contains("\u{1b}") })
      try expectRestored(tmux, hasAlternateScreen: false)
    }

    @Test("--plain in a capable terminal: prompt, a hidden password, choose by filter and number, confirm")
    func plainEverySubcommand() throws {
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let script =
        "p=$(\(tool) prompt --plain --title City --message 'Where to?' --deny 0123456789) && "
        + "w=$(\(tool) input --plain --label Password --password --min-length 3) && "
        + "c=$(\(tool) choose --plain --title Fruit apple pear peach plum) && "
        + "\(tool) confirm --plain --message 'Go?' && printf 'GOT:[%s|%s|%s]\\n' \"$p\" \"$w\" \"$c\""
      try startScript(script, in: tmux)
      try tmux.waitFor(text: "City (no 0123456789):")
      #expect(try tmux.capture().contains("Where to?"))
      try tmux.sendLine("Oslo2")
      try tmux.waitFor(text: "'2' is not allowed: no 0123456789")
      try tmux.sendLine("Oslo")
      try tmux.waitFor(text: "Password (at least 3 characters, not shown as you type):")
      try tmux.sendKeys(literal: "s3cret")
      try tmux.waitFor("the password not echoed") { _ in true }
      #expect(try !tmux.capture().joined().contains("s3cret"))
      #expect(try !tmux.sttySettings().isOn("echo"), "echo is off while a password is typed")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Choose 1-4, or type a query:")
      #expect(try tmux.sttySettings().isOn("echo"), "echo is back on after it")
      try tmux.sendLine("pe")
      // Ranked as the list ranks: pear, peach, then apple (p…e).
      try tmux.waitFor(text: "Choose 1-3 of those matching \"pe\"")
      try tmux.sendLine("2")
      try tmux.waitFor(text: "Go? [y/N]:")
      try tmux.sendLine("y")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("GOT:[Oslo|s3cret|peach]"), "screen: \(screen)")
      #expect(!screen.contains { $0.contains("\u{1b}") })
      try expectRestored(tmux, hasAlternateScreen: false)
    }

    @Test("Ctrl-C at a hidden plain question is the kernel's SIGINT: echo comes back, exit 130")
    func interruptedPassword() throws {
      let tmux = Tmux()
      // As a job of its own, as a shell runs it: SIGINT reaches tfield, not the pane's shell.
      let wrapper = PackageRoot.path("Tests/Support/run-as-job.py")
      let tool = try Binaries.path(of: "tfield")
      try tmux.start(
        "python3 \(wrapper) \(tool) input --plain --password --label PIN", term: .named("xterm-256color"))
      try tmux.waitFor(text: "PIN (not shown as you type):")
      try tmux.sendKeys(literal: "12")
      try tmux.waitFor("the digits typed") { _ in true }
      #expect(try !tmux.sttySettings().isOn("echo"))
      try tmux.sendKeys("C-c")
      #expect(try tmux.exitStatus() == 130)
      try expectRestored(tmux, hasAlternateScreen: false)
    }

    @Test(
      "a hidden plain answer left by the timeout or by Ctrl-D: echo back on, the terminal as it was",
      arguments: [("--timeout 1", "xyz", nil, 124, "(timed out)"), ("", "", "C-d", 1, "(cancelled)")])
    func hiddenAnswerEnds(arguments: String, typed: String, key: String?, status: Int, said: String) throws {
      let tmux = Tmux()
      try startScript(try toolScript("input --plain --password --label PIN " + arguments), in: tmux)
      try tmux.waitFor(text: "PIN (not shown as you type):")
      #expect(try !tmux.sttySettings().isOn("echo"))
      if !typed.isEmpty { try tmux.sendKeys(literal: typed) }
      if let key { try tmux.sendKeys(key) }
      #expect(try tmux.exitStatus(timeout: .seconds(5)) == status)
      let screen = try tmux.capture()
      #expect(screen.contains { $0.hasSuffix(said) }, "screen: \(screen)")
      #expect(screen.contains("VALUE:[] STATUS:\(status)"), "screen: \(screen)")
      #expect(!screen.joined().contains("xyz"), "screen: \(screen)")
      try expectRestored(tmux, hasAlternateScreen: false)
    }

    @Test("plain and out of time: keys typed but not read (a half line) are discarded, exit 124")
    func plainTimeout() throws {
      let tmux = Tmux()
      try startScript(try toolScript("input --label Name --timeout 1.5"), in: tmux, term: "dumb")
      try tmux.waitFor(text: "Name:")
      try tmux.sendKeys(literal: "abc")
      #expect(try tmux.exitStatus(timeout: .seconds(5)) == 124)
      #expect(try tmux.capture().contains("(timed out)"))
      // The shell's cat reads what is typed now: "abc" must not come before it.
      try tmux.sendLine("Z")
      let screen = try tmux.waitFor("cat's copy of the line") { $0.filter { $0 == "Z" }.count == 2 }
      #expect(!screen.contains { $0.contains("abcZ") }, "screen: \(screen)")
    }

    @Test("plain, under ten seconds left: said once on its own line, then the question again")
    func plainTimeLeft() throws {
      let tmux = Tmux()
      try startScript(try toolScript("input --label Name --timeout 9.3"), in: tmux, term: "dumb")
      let screen = try tmux.waitFor(text: "(9 seconds left)")
      let told = try #require(screen.firstIndex(of: "(9 seconds left)"))
      #expect(screen[told - 1] == "Name:" && screen[told + 1] == "Name:", "screen: \(screen)")
      try tmux.sendLine("Ada")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[Ada] STATUS:0"))
    }

    @Test(
      "answers piped in with no terminal (setsid): a line per question; a broken rule is 1, no answer 2",
      arguments: [
        ("input --plain --max-length 3", "abc\\n", "", 0, "abc\n", nil),
        (
          "input --plain --max-length 3 --label Code", "abcd\\nabc\\n", "", 1, "",
          "limit of 3 characters reached"
        ),
        ("input --plain", "", "", 2, "", "tfield: no answer on stdin"),
        ("confirm", "y\\n", "TFIELD_PLAIN=1", 0, "", nil),
        ("confirm --output json", "\\n", "TFIELD_PLAIN=1", 1, "false\n", nil),
        ("confirm --plain", "maybe\\n", "", 1, "", "answer y or n"),
        ("choose --plain apple pear plum", "2\\n", "", 0, "pear\n", nil),
        ("choose --plain apple pear plum", "pl\\n2\\n", "", 0, "apple\n", nil),
        ("choose --plain", "apple\\n", "", 2, "", "the items cannot come from stdin too"),
        ("choose --plain --multi a b c", "1 3\\n", "", 0, "a\nc\n", nil),
        ("choose --plain --multi --output json a b c d", "c, 1-2\\n", "", 0, "[\"a\",\"b\",\"c\"]\n", nil),
        ("choose --plain --limit 2 a b c", "1-3\\n", "", 1, "", "at most 2 items can be chosen, not 3"),
        ("choose --plain --selected b a b c", "\\n", "", 0, "b\n", nil),
        ("choose --plain --multi --selected c --selected a a b c", "\\n", "", 0, "a\nc\n", nil),
        // What changes what is listed, its order or what is printed holds in plain lines too.
        ("choose --plain --tac a b c", "1\\n", "", 0, "c\n", "  1) c\n  2) b\n  3) a\n"),
        ("choose --plain -q an --print-query apple banana", "1\\n", "", 0, "an\nbanana\n", "matching \"an\""),
        ("choose --plain -q xy --print-query apple banana", "\\n", "", 1, "xy\n", "no item matches \"xy\""),
        ("choose --plain --print-query apple banana", "an\\n1\\n", "", 0, "an\nbanana\n", nil),
        ("choose --plain --header 'Pick one' --title T a b", "1\\n", "", 0, "a\n", "T\nPick one\n  1) a\n"),
        (
          "choose --plain --header-lines 1 --with-nth 2 --expect ctrl-x 'N NAME' '1 a' '2 b'", "1\\n", "", 0,
          "\n1 a\n", "NAME\n  1) a\n"
        ),
        ("input", "abc\\n", "", 2, "", "tfield: no terminal: cannot open /dev/tty"),
      ] as [(String, String, String, Int32, String, String?)])
    func piped(
      arguments: String, answers: String, environment: String, status: Int32, output: String, error: String?
    ) throws {
      let tool = try Binaries.path(of: "tfield")
      let command = "printf '\(answers)' | \(environment) setsid -w \(tool) \(arguments)"
      let result = try spawn(["sh", "-c", command], environment: testEnvironment())
      #expect(result.status == status, "\(command): \(result)")
      #expect(result.output == output, "\(command): \(result)")
      if let error { #expect(result.errors.contains(error), "\(command): \(result)") }
    }

    @Test("a form from piped answers, each line through its field's rules")
    func pipedForm() throws {
      let path = try writeForm(
        #"{"fields": [{"id": "name", "label": "Name"}, {"id": "age", "integer": true, "max": 130}]}"#)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let tool = try Binaries.path(of: "tfield")
      let result = try spawn(
        ["sh", "-c", "printf 'Ada\\n36\\n' | setsid -w \(tool) form --plain \(path)"],
        environment: testEnvironment())
      #expect(result.status == 0, "\(result)")
      #expect(result.output == "{\"name\":\"Ada\",\"age\":\"36\"}\n")
      // The title, the file's name when it has none, then the questions.
      #expect(result.errors == path + "\nName: \nage (integer at most 130): \n")
    }
  }
}
