import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// Examples/install-wizard.json, a form file of every kind on three pages with conditions,
  /// filled in a terminal (inline and full screen) and in plain lines from a pipe.
  @Suite("tfield form: a form of every kind, its pages and conditions", .serialized)
  struct TFieldFormKinds {
    static let wizard = PackageRoot.path("Examples/install-wizard.json")

    /// The JSON of the answers `fillPostgres` gives (and the plain lines below).
    static let postgresJSON =
      #"{"database":"postgres","version":"15","dbname":"appdb","features":["auth","mail"],"#
      + #""smtp":"mx.example.com","telemetry":true,"admin":"root","password":"secret123","#
      + #""again":"secret123","motd":"Hello\nthere"}"#

    /// Page by page: postgres and its version, two features (mail shows the SMTP host), yes to
    /// telemetry, the administrator, a welcome of two lines. With `resizing`, the terminal shrinks
    /// and grows on page two.
    static func fillPostgres(_ tmux: Tmux, resizing: Bool = false) throws {
      try tmux.waitFor(text: "Where the application keeps its data.")
      try tmux.sendKeys(literal: "post")
      try tmux.waitFor(text: "1 of 3")
      try tmux.sendKeys("Enter")
      // The condition holds: the version is asked next.
      try tmux.waitFor(text: "( ) 14")
      try tmux.sendKeys("Down")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "appdb")
      try tmux.waitFor(text: "appdb")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "page 2 of 3")
      if resizing {
        try tmux.resize(width: 50, height: 14)
        try tmux.waitFor("the form laid out again at 50 columns") { screen in
          screen.contains { $0.contains("page 2 of 3") && $0.count <= 50 }
        }
        try tmux.resize(width: 80, height: 24)
      }
      try tmux.sendKeys("Space")
      try tmux.sendKeys("Down")
      try tmux.sendKeys("Space")
      try tmux.waitFor(text: "2 chosen")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "SMTP host")
      try tmux.sendKeys(literal: "mx.example.com")
      try tmux.waitFor(text: "mx.example.com")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "y yes")
      try tmux.sendKeys(literal: "y")
      try tmux.waitFor(text: "page 3 of 3")
      try tmux.sendKeys(literal: "root")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "secret123")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "secret12")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "Hello")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "there")
      try tmux.waitFor(text: "2 lines")
      // Again differs from the password: Ctrl-D says so, on the field.
      try tmux.sendKeys("C-d")
      try tmux.waitFor(text: "Again: must match Password")
      try tmux.sendKeys(literal: "3")
      try tmux.sendKeys("Enter")
    }

    @Test("inline, shrunk and grown: every kind filled page by page, the JSON exact")
    func inlineJSON() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) form --output json \(Tmux.quote(Self.wizard))); s=$?; printf 'VALUE:%s STATUS:%s\\n' \"$v\" \"$s\"",
        in: tmux)
      try Self.fillPostgres(tmux, resizing: true)
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture().joined()
      #expect(screen.contains("VALUE:" + Self.postgresJSON + " STATUS:0"), "screen: \(screen)")
      // Inline, the answers of every page stay on the screen as lines.
      #expect(
        screen.contains("Database: postgres") && screen.contains("Features: auth, mail"), "screen: \(screen)")
      try expectRestored(tmux, hasAlternateScreen: false)
    }

    @Test(
      "full screen, --output shell: a multiselect as a bash array, a confirm true or false, a hidden field unset"
    )
    func fullScreenShell() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let script =
        "eval \"$(\(tool) form --fullscreen --output shell \(Tmux.quote(Self.wizard)))\" && "
        + "printf 'DB:%s V:%s F:%s,%s N:%s T:%s S:%s\\n' \"$database\" \"${version-unset}\" \"${features[0]}\" "
        + "\"${features[1]}\" \"${#features[@]}\" \"$telemetry\" \"${smtp-unset}\""
      try tmux.start("bash -c " + Tmux.quote(script), term: .named("xterm-256color"), width: 80, height: 24)
      try tmux.waitFor(text: "Where the application keeps its data.")
      try tmux.sendKeys("Down")
      try tmux.sendKeys("Enter")
      // sqlite: no version; the name next.
      try tmux.waitFor(text: "› Name")
      try tmux.sendKeys(literal: "appdb")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "page 2 of 3")
      try tmux.sendKeys(literal: "jo")
      try tmux.waitFor(text: "1 of 4")
      try tmux.sendKeys("Space")
      try tmux.sendKeys("C-u")
      try tmux.sendKeys(literal: "se")
      try tmux.waitFor(text: "› [ ] search")
      try tmux.sendKeys("Space")
      try tmux.waitFor(text: "2 chosen")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "y yes")
      try tmux.sendKeys(literal: "n")
      try tmux.waitFor(text: "page 3 of 3")
      try tmux.sendKeys(literal: "root")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "secret123")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "secret123")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(
        screen.contains("DB:sqlite V:unset F:jobs,search N:2 T:false S:unset"), "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test(
      "--output url: the key repeated for each chosen value; the same answers in plain lines from a pipe give the same JSON"
    )
    func urlAndPlain() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) form --output url \(Tmux.quote(Self.wizard))); printf 'VALUE:%s\\n' \"$v\"", in: tmux)
      try Self.fillPostgres(tmux)
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture().joined()
      #expect(
        screen.contains(
          "VALUE:database=postgres&version=15&dbname=appdb&features=auth&features=mail&smtp=mx.example.com"
            + "&telemetry=true&admin=root&password=secret123&again=secret123&motd=Hello%0Athere"),
        "screen: \(screen)")
      // Plain lines, no terminal: numbers and texts for the choices, y for the question, "." ends
      // the area; the version is asked because postgres was chosen.
      let answers = [
        "postgres", "2", "appdb", "1 2", "mx.example.com", "y", "root", "secret123", "secret123", "Hello",
        "there", ".",
      ]
      var environment = testEnvironment()
      environment["TERM"] = "dumb"
      let result = try spawn(
        [
          "sh", "-c", "printf '%s' \"$1\" | setsid -w \"$2\" form --plain --output json \"$3\"", "sh",
          answers.map { $0 + "\n" }.joined(), tool, Self.wizard,
        ], environment: environment)
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output == Self.postgresJSON + "\n")
      // A hidden field is never asked: sqlite skips the version.
      let sqlite = try spawn(
        [
          "sh", "-c", "printf '%s' \"$1\" | setsid -w \"$2\" form --plain --output json \"$3\"", "sh",
          ["sqlite", "appdb", "3", "n", "root", "secret123", "secret123", "."].map { $0 + "\n" }.joined(),
          tool,
          Self.wizard,
        ], environment: environment)
      #expect(sqlite.status == 0, "\(sqlite.errors)")
      #expect(!sqlite.errors.contains("Version") && !sqlite.output.contains("version"))
      #expect(
        sqlite.output
          == #"{"database":"sqlite","dbname":"appdb","features":["jobs"],"telemetry":false,"admin":"root","#
          + #""password":"secret123","again":"secret123","motd":""}"# + "\n")
    }

    @Test(
      "the form's validate command, in plain lines: it reads the JSON; a refusal says its first error line, exit 1"
    )
    func validateCommand() throws {
      let tool = try Binaries.path(of: "tfield")
      let directory = NSTemporaryDirectory() + "tf-form-validate-\(getpid())"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let file = directory + "/form.json"
      let form =
        #"{"validate": "grep -q '\"ok\":true' || { echo 'say yes first' >&2; exit 1; }", "#
        + #""fields": [{"id": "ok", "kind": "confirm", "label": "OK?"}]}"#
      try form.write(toFile: file, atomically: true, encoding: .utf8)
      var environment = testEnvironment()
      environment["TERM"] = "dumb"
      func run(_ answer: String) throws -> SpawnResult {
        try spawn(
          [
            "sh", "-c",
            "printf '%s\\n' \"$1\" | setsid -w \"$2\" form --plain --allow-commands --output json \"$3\"",
            "sh", answer, tool, file,
          ], environment: environment)
      }
      let no = try run("n")
      #expect(no.status == 1, "\(no.output)\n\(no.errors)")
      #expect(no.errors.contains("say yes first"), "\(no.errors)")
      #expect(no.output.isEmpty)
      let yes = try run("y")
      #expect(yes.status == 0, "\(yes.output)\n\(yes.errors)")
      #expect(yes.output == #"{"ok":true}"# + "\n")
    }
  }
}
