import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// Examples/OwnComponent's `ask-questions`: every one-call question (`Ask`), awaited from
  /// top-level code of a package outside this one, drawn, in plain lines from stdin, and
  /// cancelled through its `Task`.
  @Suite("One-call questions awaited by a program outside the package", .serialized, OwnComponentBuild())
  struct AskQuestions {
    /// What the program prints for the answers both tests give.
    static func answers(secret: String, extras: String) -> [String] {
      [
        "name=Ada", "secret=\(secret.count)", "city=Lima", "room=31", "size=large", "extras=\(extras)",
        "confirmed=true", "guest=Bob Li",
      ]
    }

    @Test("plain mode with no terminal, TERM=dumb: each question reads its answer from stdin's lines")
    func plainFromStdin() throws {
      let program = try OwnComponentBuild.executable("ask-questions")
      let lines = ["Ada", "pw123", "2", "2", "large", "1 3", "y", "Bob", "Li", "line one", "line two"]
      let input = lines.map { $0 + "\n" }.joined()
      // setsid: no controlling terminal, so the answers can only come from stdin.
      var environment = testEnvironment()
      environment["TERM"] = "dumb"
      let result = try spawn(
        ["sh", "-c", "printf '%s' \"$1\" | setsid -w \"$2\" --plain", "sh", input, program],
        environment: environment)
      #expect(result.status == 0, "\(result.output)\n\(result.errors)")
      let printed = result.output.split(separator: "\n").map(String.init)
      for answer in Self.answers(secret: "pw123", extras: "breakfast,late check-out") + [
        "note=line one|line two"
      ] {
        #expect(printed.contains(answer), "\(answer) missing from:\n\(result.output)\n\(result.errors)")
      }
      #expect(!result.output.contains("pw123"), "the password was printed:\n\(result.output)")
    }

    @Test("a form of every kind on pages, built in code outside the package: its values typed by kind")
    func installWizard() throws {
      let program = try OwnComponentBuild.executable("install-wizard")
      // The answers of Examples/install-wizard.json's plain test: the form built in code asks the same.
      let answers = [
        "postgres", "2", "appdb", "1 2", "mx.example.com", "y", "root", "secret123", "secret123", "Hello",
        "there", ".",
      ]
      var environment = testEnvironment()
      environment["TERM"] = "dumb"
      let result = try spawn(
        [
          "sh", "-c", "printf '%s' \"$1\" | setsid -w \"$2\" --plain", "sh",
          answers.map { $0 + "\n" }.joined(),
          program,
        ], environment: environment)
      #expect(result.status == 0, "\(result.output)\n\(result.errors)")
      #expect(
        result.output.split(separator: "\n").map(String.init).filter { $0.contains("=") }.suffix(10) == [
          "database=postgres", "version=15", "dbname=appdb", "features=[auth,mail]", "smtp=mx.example.com",
          "telemetry=true", "admin=root", "password=9", "again=9", "motd=Hello|there",
        ], "\(result.output)\n\(result.errors)")
    }

    @Test("drawn inline: each question in turn, typed keys, the answers printed, the terminal restored")
    func drawn() throws {
      let program = try OwnComponentBuild.executable("ask-questions")
      let tmux = Tmux()
      try tmux.start(program, term: .named("xterm-256color"), width: 70, height: 20)
      try tmux.waitFor(text: "Name")
      try tmux.sendKeys(literal: "Ada")
      try tmux.waitFor(text: "Ada")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Password")
      try tmux.sendKeys(literal: "pw123")
      try tmux.waitFor(text: "•••••")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Kyoto")
      try tmux.sendKeys(literal: "lim")
      try tmux.waitFor(text: "1 of 3")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "park view")
      try tmux.sendKeys("Down")
      try tmux.waitFor("the second room highlighted") { screen in
        screen.contains { $0.hasPrefix("›") && $0.contains("31, park view") }
      }
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "medium")
      try tmux.sendKeys(literal: "large")
      try tmux.waitFor(text: "1 of 3")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "late check-out")
      // At least two: Enter on one says so and keeps the list open.
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "1/2 marked")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "choose at least 2")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "2/2 marked")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Book it?")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "First name")
      try tmux.sendKeys(literal: "Bob")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "Li")
      try tmux.waitFor(text: "Li")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Note")
      try tmux.sendKeys(literal: "hello")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "there")
      try tmux.waitFor(text: "there")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      // The first answers have scrolled off the screen.
      let screen = try tmux.captureWithHistory()
      for answer in Self.answers(secret: "pw123", extras: "breakfast,parking") + ["note=hello|there"] {
        #expect(screen.contains(answer), "\(answer) missing from:\n\(screen.joined(separator: "\n"))")
      }
      try expectRestored(tmux, hasAlternateScreen: false, programText: "name=")
    }

    @Test("cancelling the Task of a question on the screen ends it as cancelled and restores the terminal")
    func taskCancelled() throws {
      let program = try OwnComponentBuild.executable("ask-questions")
      let signal = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tf-ask-cancel-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      ).path
      defer { try? FileManager.default.removeItem(atPath: signal) }
      let tmux = Tmux()
      try tmux.start(
        "\(program) --cancel \(Tmux.quote(signal))", term: .named("xterm-256color"), width: 60, height: 12)
      try tmux.waitFor(text: "Name")
      try tmux.sendKeys(literal: "Ad")
      try tmux.waitFor(text: "Ad")
      #expect(FileManager.default.createFile(atPath: signal, contents: Data()))
      let screen = try tmux.waitFor(text: "error=cancelled")
      #expect(try tmux.exitStatus() == 0)
      #expect(
        !screen.contains { $0.contains("Name") && $0.contains("Ad") && !$0.contains("cancelled") },
        "\(screen)")
      try expectRestored(tmux, hasAlternateScreen: false, programText: "error=")
    }
  }
}
