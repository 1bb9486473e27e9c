import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  @Suite("tfield form: the fields of a form file, their values on stdout", .serialized)
  struct TFieldForm {
    let example = PackageRoot.path("Examples/demo-form.json")

    @Test("the demo's form from Examples/demo-form.json: one JSON object in field order, exit 0")
    func demoForm() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) form \(Tmux.quote(example))); s=$?; printf 'VALUE:%s STATUS:%s\\n' \"$v\" \"$s\"; exit $s",
        in: tmux)
      try tmux.waitFor(text: "TerminalFields demo")
      try tmux.sendKeys(literal: "héllo")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys(literal: "🇯🇵")
      try tmux.sendKeys("Tab")
      try tmux.type("aeb")
      try tmux.waitFor(text: "'b' is not allowed: only AEIOUaeiou")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      // The line is longer than the pane: it wraps, so look at the screen as one text.
      #expect(
        screen.joined().contains(
          "VALUE:{\"unlimited\":\"héllo\",\"one\":\"🇯🇵\",\"vowels\":\"ae\",\"freaky\":\"\",\"banned\":\"\","
            + "\"phone\":\"\",\"age\":\"\",\"code\":\"\",\"password\":\"\",\"birthday\":\"\"} STATUS:0"
        ),
        "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test("--output shell: eval sets one variable per field")
    func shellOutput() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "eval \"$(\(tool) form --output shell \(Tmux.quote(example)))\" && printf 'U:[%s] B:[%s]\\n' \"$unlimited\" \"$banned\"",
        in: tmux)
      try tmux.waitFor(text: "TerminalFields demo")
      try tmux.paste("it's $(x)")
      // Back past the four format fields and the birthday to `banned`.
      for _ in 0..<6 { try tmux.sendKeys("BTab") }
      try tmux.type("a1")
      try tmux.waitFor(text: "'1' is not allowed")
      try tmux.type("b")
      try tmux.waitFor(text: "[ab ")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("U:[it's $(x)] B:[ab]"), "screen: \(screen)")
    }

    @Test("Escape: exit 1; Ctrl-C: exit 130", arguments: [("Escape", 1), ("C-c", 130)])
    func cancelled(key: String, status: Int) throws {
      let tmux = Tmux()
      try startScript("\(try Binaries.path(of: "tfield")) form \(Tmux.quote(example))", in: tmux)
      try tmux.waitFor(text: "TerminalFields demo")
      try tmux.sendKeys(key)
      #expect(try tmux.exitStatus() == status)
      try expectRestored(tmux)
    }

    @Test("form -: the form from stdin (a pipe), the keys from the terminal")
    func formFromStdin() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let form = #"{"fields": [{"id": "age", "label": "Age", "integer": true, "max": 130}]}"#
      try startScript(
        "v=$(printf '%s' \(Tmux.quote(form)) | \(tool) form -); s=$?; printf 'VALUE:%s STATUS:%s\\n' \"$v\" \"$s\"; "
          + "exit $s",
        in: tmux)
      try tmux.waitFor(text: "Age")
      try tmux.type("0042")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.joined().contains(#"VALUE:{"age":"0042"} STATUS:0"#), "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test("a broken file: the file, the field and the problem on stderr, exit 2")
    func brokenFile() throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tfield-\(getpid())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("form.json")
      try Data("{\"fields\": [\n  {\"id\": \"email\", \"maxLen\": 5}\n]}".utf8).write(to: file)
      let result = try spawn(
        [try Binaries.path(of: "tfield"), "form", file.path], environment: testEnvironment())
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(
        result.errors.hasPrefix(
          "tfield: \(file.path): field \"email\" (index 0): unknown key \"maxLen\" (line 2, column 19)"),
        "stderr: \(result.errors)")
    }
  }
}
