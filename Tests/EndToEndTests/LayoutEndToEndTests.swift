import Foundation
import Testing

/// Runs a shell script in a fresh tmux pane of the given size.
func startScript(_ script: String, in tmux: Tmux, width: Int, height: Int) throws {
  try tmux.start("sh -c " + Tmux.quote(script), term: .named("xterm-256color"), width: width, height: height)
}

/// The text between a box's opening and closing marks on a screen row, or nil.
func boxText(in line: String) -> String? {
  guard let open = line.firstIndex(where: { $0 == "[" || $0 == "<" }),
    let close = line.lastIndex(where: { $0 == "]" || $0 == ">" }), open < close
  else { return nil }
  return String(line[line.index(after: open)..<close])
}

extension EndToEnd {
  @Suite("Layout: boxes, scrolling and small screens, as a person sees them", .serialized)
  struct Layout {
    @Test("a limit too large to mean anything; 200 letters then 80 Backspaces show text, not blanks")
    func hugeLimitAndScrollBack() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--max-length 4611686018427387904 --label Name"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      let letters = String(repeating: "abcdefghij", count: 20)
      try tmux.paste(letters)
      try tmux.waitFor(text: "200/")
      try tmux.sendKeys(Array(repeating: "BSpace", count: 80))
      // 120 letters left: the box is full of them up to the cursor's cell, never half empty.
      let screen = try tmux.waitFor("120 letters shown") { screen in
        screen.contains { $0.contains("120/") } && screen.contains { $0.contains("hij ]") }
      }
      let row = try #require(screen.first { $0.contains("hij ]") })
      let shown = try #require(boxText(in: row))
      #expect(shown.hasSuffix("hij "), "\(row)")
      #expect(!shown.dropLast().contains(" "), "empty cells while text is hidden: \(row)")
      #expect(row.contains("<"), "\(row)")
      #expect(String(letters.prefix(120)).hasSuffix(String(shown.dropLast())), "\(row)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().joined().contains("VALUE:[\(letters.prefix(120))] STATUS:0"))
    }

    @Test("prompt and choose's Other… with limits too large to mean anything open and take text")
    func hugeLimitDialogs() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let script =
        "\(tool) prompt --title P --max-scalars 4611686018427387904; echo P:$?; "
        + "\(tool) choose --other --max-utf16 4611686018427387904 pear; echo C:$?"
      try startScript(script, in: tmux)
      try tmux.waitFor(text: "┌─ P ─")
      try tmux.type("ok")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "Other…")
      try tmux.sendKeys("End", "Enter")
      try tmux.waitFor(text: "New item")
      try tmux.type("fig")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "added \"fig\"")
      try tmux.sendKeys("Enter")
      let screen = try tmux.waitFor(text: "C:0")
      #expect(screen.contains("ok") && screen.contains("P:0") && screen.contains("fig"), "\(screen)")
    }

    @Test(
      "a form of 12 fields works full screen in 80x24: it scrolls to the focused field, says what is hidden")
    func twelveFields() throws {
      let fields = (1...12).map { "{\"id\": \"f\($0)\", \"label\": \"Field \($0)\", \"maxLength\": 10}" }
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("twelve-\(UUID()).json").path
      try "{\"title\": \"Twelve\", \"fields\": [\(fields.joined(separator: ", "))]}"
        .write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) form --fullscreen \(Tmux.quote(path))); s=$?; printf 'VALUE:%s STATUS:%s\\n' \"$v\" \"$s\"; exit $s",
        in: tmux)
      var screen = try tmux.waitFor(text: "Twelve")
      #expect(screen[0].hasSuffix("↓ 2 more"), "\(screen)")
      try tmux.sendKeys(Array(repeating: "Tab", count: 11))
      screen = try tmux.waitFor(text: "› Field 12")
      #expect(screen[0].hasSuffix("↑ 2 more"), "\(screen)")
      try tmux.type("last")
      try tmux.waitFor(text: "[last")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().joined().contains("\"f12\":\"last\"} STATUS:0"))
    }

    @Test("while too small, typing and Enter change nothing; grown again, the form is as it was")
    func keysWhileTooSmall() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--label Name"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("kept")
      try tmux.waitFor(text: "[kept")
      try tmux.resize(width: 14, height: 4)
      try tmux.waitFor(text: "make the")
      try tmux.sendKeys(literal: "abc")
      try tmux.sendKeys("Enter")
      try tmux.waitUntilInputRead()
      try tmux.resize(width: 80, height: 24)
      let screen = try tmux.waitFor(text: "Enter submit")
      #expect(screen.contains { $0.contains("[kept ") }, "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[kept] STATUS:0"))
    }

    @Test("the demo's F2 prompt at 30x10: a whole box over the form, typed text inside it")
    func smallPrompt() throws {
      let demo = try FieldsDemo()
      try demo.tmux.resize(width: 30, height: 10)
      try demo.tmux.waitFor(text: "↓ 7 more")
      try demo.tmux.sendKeys("F2")
      var screen = try demo.tmux.waitFor(text: "[ OK ]")
      try demo.tmux.type("abc")
      screen = try demo.tmux.waitFor(text: "│ [abc")
      #expect(screen.contains { $0.contains("┌─ Unlimited ─") }, "\(screen)")
      #expect(screen.contains { $0.contains("└────") }, "\(screen)")
      #expect(!screen.joined().contains("make the window"), "\(screen)")
      for line in screen where line.contains("│") {
        #expect(line.filter { $0 == "│" }.count == 2, "a row of the box is broken: \(line)")
      }
      try demo.tmux.sendKeys("Enter")
      try demo.tmux.sendKeys("Escape")
      #expect(try demo.finish().status == 1)
    }

    @Test("line breaks and tabs in a message or a label stay inside the layout")
    func controlsInText() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "\(tool) prompt --title T --message \"$(printf 'First line.\\nSecond line.')\"; "
          + "\(tool) input --label \"$(printf 'Tab\\there')\"", in: tmux)
      var screen = try tmux.waitFor(text: "Second line.")
      let second = try #require(screen.first { $0.contains("Second line.") })
      #expect(second.contains("│ Second line.") && second.hasSuffix("│"), "\(screen)")
      #expect(screen.contains { $0.contains("│ First line.") }, "\(screen)")
      try tmux.sendKeys("Escape")
      screen = try tmux.waitFor(text: "Tab here")
      #expect(screen.contains { $0.hasPrefix("› Tab here  [") }, "\(screen)")
      try tmux.sendKeys("Escape")
    }

    @Test("a family emoji in the demo's one-character box leaves the box as wide as it was")
    func wideCharacterBox() throws {
      let demo = try FieldsDemo()
      try demo.focus("one")
      let before = try #require(FieldsDemo.box("one", in: demo.screen()))
      try demo.tmux.sendKeys(literal: "👨‍👩‍👧")
      let screen = try demo.tmux.waitFor(text: "1/1")
      // The box keeps its three cells: the first person (two cells) and the marker (one).
      let after = try #require(FieldsDemo.box("one", in: screen))
      #expect(before.closeColumn - before.openColumn - 1 == 3, "\(before)")
      #expect(after.text == "👨…" && after.openColumn == before.openColumn, "\(after)")
      let values = try demo.submit()
      #expect(values["one"] == "👨‍👩‍👧")
    }

    @Test("choose --fullscreen at 20x8: the query shows what is typed; the count moves to the title row")
    func narrowChoose() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) choose --fullscreen --title Fruit apple banana cherry); printf 'VALUE:[%s]\\n' \"$v\"",
        in: tmux,
        width: 20, height: 8)
      try tmux.waitFor(text: "3 of 3")
      try tmux.type("an")
      let screen = try tmux.waitFor(text: "[an")
      #expect(screen[0].hasSuffix("1 of 3"), "\(screen)")
      #expect(screen.contains { $0.contains("banana") }, "\(screen)")
      let cursor = try tmux.cursor()
      // After " Query: [an": the cursor on the query row, after the two letters.
      #expect(cursor.y == 1 && cursor.x == 11, "cursor \(cursor)")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "VALUE:[banana]")
    }
  }
}
