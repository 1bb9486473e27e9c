import Foundation
import Testing

extension EndToEnd {
  @Suite("fields-demo: typing, moving, submitting", .serialized)
  struct FieldsDemoForm {
    @Test("Tab through every field typing one key at a time; Enter prints exactly what the screen showed")
    func typeEveryFieldAndSubmit() throws {
      let demo = try FieldsDemo()
      let typed = [
        "unlimited": "Hi there, 42", "one": "x", "vowels": "aEiOu", "freaky": "freakyyakf",
        "banned": "no-digits", "phone": "(555) 123-4567", "age": "42", "code": "AB1234", "password": "pw",
        "birthday": "29.02.2024",
      ]
      for (index, id) in FieldsDemo.ids.enumerated() {
        if index > 0 { try demo.tmux.sendKeys("Tab") }
        try demo.waitForFocus(id)
        if id == "phone" {
          // The mask types its literals: each digit shows with the literals around it.
          let shown = [
            "(5", "(55", "(555) ", "(555) 1", "(555) 12", "(555) 123-", "(555) 123-4", "(555) 123-45",
            "(555) 123-456", "(555) 123-4567",
          ]
          for (digit, text) in zip("5551234567", shown) {
            try demo.tmux.sendKeys(literal: String(digit))
            try demo.waitFor(id, showing: text)
          }
          continue
        }
        if id == "birthday" {
          // A date types its separators too, and takes a leap day.
          let shown = ["2", "29.", "29.0", "29.02.", "29.02.2", "29.02.20", "29.02.202", "29.02.2024"]
          for (digit, text) in zip("29022024", shown) {
            try demo.tmux.sendKeys(literal: String(digit))
            try demo.waitFor(id, showing: text)
          }
          continue
        }
        if id == "password" {
          try demo.tmux.sendKeys(literal: "p")
          try demo.waitFor(id, showing: "•")
          try demo.tmux.sendKeys(literal: "w")
          try demo.waitFor(id, showing: "••")
          continue
        }
        try demo.type(typed[id]!, into: id)
      }
      let screen = try demo.screen()
      var shown: [String: String] = [:]
      for id in FieldsDemo.ids {
        let box = FieldsDemo.box(id, in: screen)
        #expect(box?.open == "[" && box?.close == "]", "\(id): \(String(describing: box))")
        shown[id] = box?.text
      }
      #expect(shown["password"] == "••")
      shown["password"] = "pw"
      #expect(shown == typed, "screen:\n\(screen.joined(separator: "\n"))")
      #expect(FieldsDemo.hint("vowels", in: screen) == "max 5 · only AEIOUaeiou · 5/5")
      #expect(FieldsDemo.hint("freaky", in: screen) == "max 10 · only freaky · 10/10")
      #expect(FieldsDemo.hint("one", in: screen) == "max 1 · 1/1")
      #expect(FieldsDemo.hint("banned", in: screen) == "no 0123456789")
      #expect(demo.message(in: screen).isEmpty, "message: \(demo.message(in: screen))")
      let values = try demo.submit()
      for id in FieldsDemo.ids {
        #expect(
          FieldsDemo.sameScalars(values[id] ?? "", shown[id] ?? ""),
          "\(id): JSON \(values[id].debugDescription), screen \(shown[id].debugDescription)")
      }
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test(
      "Shift-Tab and ↑ go back and wrap on page 1; Tab and ↓ go forward, from the last field to page 2 and back; the cursor follows the focus"
    )
    func focusWraps() throws {
      let demo = try FieldsDemo()
      try demo.waitForFocus("unlimited")
      let steps: [(key: String, focus: String)] = [
        ("BTab", "birthday"), ("Tab", "editor"), ("BTab", "birthday"), ("Down", "editor"),
        ("BTab", "birthday"),
        ("Up", "password"), ("Up", "code"), ("BTab", "age"), ("Up", "phone"), ("Up", "banned"),
        ("Up", "freaky"),
        ("BTab", "vowels"), ("Up", "one"), ("Tab", "vowels"), ("Down", "freaky"), ("BTab", "vowels"),
        ("Up", "one"), ("Up", "unlimited"), ("Up", "birthday"), ("Up", "password"),
      ]
      for step in steps {
        try demo.tmux.sendKeys(step.key)
        if step.focus == "editor" {
          // Page 2: its title mark, its first element focused, the cursor in its box.
          let screen = try demo.tmux.waitFor("page 2 after \(step.key)") { screen in
            screen[0].hasSuffix(FieldsDemo.secondPageMark) && FieldsDemo.focusedLabel(in: screen) == "Editor"
          }
          let row = try #require(screen.firstIndex { $0.hasPrefix("›") })
          #expect(try demo.tmux.cursor().y == row, "after \(step.key)")
          continue
        }
        let screen = try demo.waitForFocus(step.focus)
        #expect(screen[0].hasSuffix("page 1 of 2"), "after \(step.key): \(screen[0])")
        let marks = screen.filter { $0.hasPrefix("›") }
        #expect(marks.count == 1, "after \(step.key): \(marks)")
        let cursor = try demo.tmux.cursor()
        #expect(cursor.y == FieldsDemo.row(of: step.focus), "after \(step.key): cursor \(cursor)")
        #expect(cursor.x == (FieldsDemo.box(step.focus, in: screen)?.openColumn ?? -2) + 1)
      }
      // Text typed after all that lands in the focused field only.
      try demo.tmux.sendKeys(literal: "w")
      try demo.waitFor("password", showing: "•")
      let values = try demo.submit()
      #expect(
        values == [
          "unlimited": "", "one": "", "vowels": "", "freaky": "", "banned": "", "phone": "", "age": "",
          "code": "",
          "password": "w", "birthday": "",
        ])
    }

    @Test("refused keys leave the text alone and say why on the message row")
    func refusedKeys() throws {
      let demo = try FieldsDemo()
      try demo.focus("one")
      try demo.type("q", into: "one")
      try demo.tmux.sendKeys(literal: "r")
      var screen = try demo.waitForMessage("limit of 1 character reached")
      #expect(FieldsDemo.box("one", in: screen)?.text == "q")
      #expect(FieldsDemo.hint("one", in: screen) == "max 1 · 1/1")

      try demo.focus("vowels")
      // Moving on clears the message: the next message is the next key's.
      #expect(try demo.message(in: demo.screen()).isEmpty)
      try demo.type("a", into: "vowels")
      try demo.tmux.sendKeys(literal: "b")
      screen = try demo.waitForMessage("'b' is not allowed: only AEIOUaeiou")
      #expect(FieldsDemo.box("vowels", in: screen)?.text == "a")
      #expect(FieldsDemo.hint("vowels", in: screen) == "max 5 · only AEIOUaeiou · 1/5")
      // An accepted key clears it.
      try demo.type("e", into: "vowels")
      #expect(try demo.message(in: demo.screen()).isEmpty)

      try demo.focus("banned")
      try demo.type("ok", into: "banned")
      try demo.tmux.sendKeys(literal: "7")
      screen = try demo.waitForMessage("'7' is not allowed: no 0123456789")
      #expect(FieldsDemo.box("banned", in: screen)?.text == "ok")

      try demo.focus("freaky")
      try demo.type("fre", into: "freaky")
      try demo.tmux.sendKeys(literal: "z")
      screen = try demo.waitForMessage("'z' is not allowed: only freaky")
      #expect(FieldsDemo.box("freaky", in: screen)?.text == "fre")

      let values = try demo.submit()
      #expect(
        values == [
          "unlimited": "", "one": "q", "vowels": "ae", "freaky": "fre", "banned": "ok", "phone": "",
          "age": "", "code": "",
          "password": "", "birthday": "",
        ])
    }

    @Test(
      "Enter, Escape and Ctrl-C leave a sane terminal with statuses 0, 1 and 130; only Enter prints",
      arguments: [("Enter", 0), ("Escape", 1), ("C-c", 130)])
    func waysOut(key: String, status: Int) throws {
      let demo = try FieldsDemo()
      try demo.type("kept?", into: "unlimited")
      try demo.tmux.sendKeys(key)
      // Enter leaves page 1; Enter on each element of page 2 submits.
      if key == "Enter" { try FieldsDemo.enterThroughSecondPage(demo.tmux) }
      let (exitStatus, output) = try demo.finish()
      #expect(exitStatus == status)
      if status == 0 {
        #expect(
          output
            == #"{"unlimited":"kept?","one":"","vowels":"","freaky":"","banned":"","phone":"","age":"","#
            + #""code":"","password":"","birthday":"","editor":"Helix","languages":["Swift"],"dark":true}"#
            + "\n",
          "stdout: \(output.debugDescription)")
      } else {
        #expect(output.isEmpty, "stdout: \(output.debugDescription)")
      }
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }

    @Test(
      "plain terminals: TERM=vt100 and NO_COLOR=1 still type, move and submit",
      arguments: [("vt100", false), ("xterm-256color", true), ("vt100", true)])
    func plainTerminals(term: String, noColor: Bool) throws {
      let demo = try FieldsDemo(term: term, environment: noColor ? ["NO_COLOR": "1"] : [:])
      try demo.type("plain", into: "unlimited")
      try demo.tmux.sendKeys("Tab")
      try demo.waitForFocus("one")
      try demo.type("1", into: "one")
      try demo.tmux.sendKeys("BTab")
      try demo.waitForFocus("unlimited")
      try demo.tmux.sendKeys("BSpace")
      let screen = try demo.waitFor("unlimited", showing: "plai")
      let cursor = try demo.tmux.cursor()
      #expect(cursor.y == FieldsDemo.row(of: "unlimited"))
      #expect(cursor.x == (FieldsDemo.box("unlimited", in: screen)?.openColumn ?? -5) + 5)
      let values = try demo.submit()
      #expect(
        values == [
          "unlimited": "plai", "one": "1", "vowels": "", "freaky": "", "banned": "", "phone": "", "age": "",
          "code": "",
          "password": "", "birthday": "",
        ])
      try expectRestored(demo.tmux, hasAlternateScreen: term != "vt100", programText: FieldsDemo.title)
    }

    @Test(
      "NO_COLOR=1 draws with attributes only; without it the same screen has colours",
      arguments: [true, false])
    func noColor(noColor: Bool) throws {
      let demo = try FieldsDemo(environment: noColor ? ["NO_COLOR": "1"] : [:])
      try demo.focus("one")
      try demo.type("a", into: "one")
      try demo.tmux.sendKeys(literal: "b")
      try demo.waitForMessage("limit of 1 character reached")
      let screen = try demo.tmux.captureWithAttributes().joined(separator: "\n")
      let colours = Self.colourParameters(in: screen)
      if noColor {
        #expect(colours.isEmpty, "colours drawn under NO_COLOR: \(colours)")
      } else {
        #expect(!colours.isEmpty, "no colours drawn on xterm-256color: \(screen.debugDescription)")
      }
      // Attributes remain: bold title, underlined boxes.
      #expect(screen.contains("\u{1b}[1m") && screen.contains("4m"), "\(screen.debugDescription)")
      let values = try demo.submit()
      #expect(values["one"] == "a")
    }

    /// The SGR parameters that set a foreground or background colour (30–38, 40–48, 90–97,
    /// 100–107); 39 and 49, the default colours, are not colours.
    static func colourParameters(in screen: String) -> [Int] {
      var found: [Int] = []
      for sequence in screen.split(separator: "\u{1b}[").dropFirst() {
        guard let end = sequence.firstIndex(where: { !($0.isNumber || $0 == ";") }), sequence[end] == "m"
        else {
          continue
        }
        for parameter in sequence[..<end].split(separator: ";").compactMap({ Int($0) })
        where (30...38).contains(parameter) || (40...48).contains(parameter) || (90...97).contains(parameter)
          || (100...107).contains(parameter)
        {
          found.append(parameter)
        }
      }
      return found
    }
  }
}
