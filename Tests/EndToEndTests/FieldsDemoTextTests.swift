import Foundation
import Testing

extension EndToEnd {
  @Suite("fields-demo: Unicode, pastes, wide text, scrolling", .serialized)
  struct FieldsDemoText {
    @Test("e then U+0301 typed as two keys into `one` is one character, é, kept as e + U+0301")
    func combiningMarkJoinsInOne() throws {
      let demo = try FieldsDemo()
      try demo.focus("one")
      try demo.type("e", into: "one")
      try demo.tmux.sendKeys(literal: "\u{301}")
      let screen = try demo.waitFor("one", showing: "e\u{301}")
      #expect(FieldsDemo.hint("one", in: screen) == "max 1 · 1/1")
      #expect(demo.message(in: screen).isEmpty, "message: \(demo.message(in: screen))")
      let values = try demo.submit()
      #expect(
        FieldsDemo.sameScalars(values["one"] ?? "", "e\u{301}"), "one: \(FieldsDemo.scalars(values["one"]))")
    }

    @Test(
      "an emoji with a skin tone, a flag and a ZWJ family are one character each: `one` takes them; its box keeps its 3 cells",
      // A character wider than the box is shown cut to its first scalars and "…"; the cursor
      // after it then sits on the marker.
      arguments: [("👍🏽", "👍…", 2), ("🇯🇵", "🇯🇵", 2), ("👨\u{200D}👩\u{200D}👧", "👨…", 2)])
    func emojiFitsOne(emoji: String, shown: String, cursorOffset: Int) throws {
      let demo = try FieldsDemo()
      try demo.focus("one")
      let empty = try #require(FieldsDemo.box("one", in: demo.screen()))
      try demo.tmux.sendKeys(literal: emoji)
      // The counter says the field took it; then what a person sees.
      let screen = try demo.tmux.waitFor(text: "max 1 · 1/1")
      #expect(demo.message(in: screen).isEmpty, "message: \(demo.message(in: screen))")
      let box = FieldsDemo.box("one", in: screen)
      #expect(
        box?.open == "[" && FieldsDemo.sameScalars(box?.text ?? "", shown),
        "the box shows \(screen[FieldsDemo.row(of: "one")]), text \(FieldsDemo.scalars(box?.text))")
      #expect(box?.openColumn == empty.openColumn)
      // The cursor sits after the two cells of the flag, or on the marker of a cut character.
      let cursor = try demo.tmux.cursor()
      #expect(
        cursor.x == (box?.openColumn ?? -100) + 1 + cursorOffset,
        "cursor \(cursor), box \(String(describing: box))")
      let values = try demo.submit()
      #expect(
        FieldsDemo.sameScalars(values["one"] ?? "", emoji), "one: \(FieldsDemo.scalars(values["one"]))")
    }

    @Test("Backspace after 👍🏽 deletes the whole character, not just its skin tone")
    func backspaceDeletesWholeEmoji() throws {
      let demo = try FieldsDemo()
      try demo.focus("one")
      try demo.tmux.sendKeys(literal: "👍🏽")
      try demo.tmux.waitFor(text: "max 1 · 1/1")
      try demo.tmux.sendKeys("BSpace")
      let screen = try demo.tmux.waitFor(text: "max 1 · 0/1")
      #expect(
        FieldsDemo.box("one", in: screen)
          == FieldsDemo.box("one", in: screen).map {
            FieldsDemo.Box(
              open: "[", text: "", close: "]", openColumn: $0.openColumn, closeColumn: $0.closeColumn)
          })
      let values = try demo.submit()
      #expect(values["one"] == "", "one: \(FieldsDemo.scalars(values["one"]))")
    }

    @Test("a combining mark after e in `vowels` is refused: é is not one of AEIOUaeiou")
    func combiningMarkRefusedInVowels() throws {
      let demo = try FieldsDemo()
      try demo.focus("vowels")
      try demo.type("e", into: "vowels")
      try demo.tmux.sendKeys(literal: "\u{301}")
      let screen = try demo.waitForMessage("'e\u{301}' is not allowed: only AEIOUaeiou")
      let box = FieldsDemo.box("vowels", in: screen)
      #expect(FieldsDemo.sameScalars(box?.text ?? "", "e"), "vowels shows \(FieldsDemo.scalars(box?.text))")
      #expect(FieldsDemo.hint("vowels", in: screen) == "max 5 · only AEIOUaeiou · 1/5")
      let values = try demo.submit()
      #expect(FieldsDemo.sameScalars(values["vowels"] ?? "", "e"), "\(FieldsDemo.scalars(values["vowels"]))")
    }

    @Test("a bracketed paste into `vowels` is filtered, then trimmed to the limit, and says so")
    func pasteFilteredAndTrimmed() throws {
      // 100 columns: the whole message is 90 characters long (at 80 the row ends in "…").
      let demo = try FieldsDemo(width: 100)
      try demo.focus("vowels")
      try demo.tmux.paste("Hello, Universe!")
      let screen = try demo.waitFor("vowels", showing: "eoUie")
      #expect(
        demo.message(in: screen)
          == "pasted 5 of 16 characters: 10 not allowed (only AEIOUaeiou), 1 over the limit of 5 characters")
      #expect(FieldsDemo.hint("vowels", in: screen) == "max 5 · only AEIOUaeiou · 5/5")
      let values = try demo.submit()
      #expect(values["vowels"] == "eoUie")
    }

    @Test(
      "a paste's escape sequences are dropped and its line breaks become spaces: it neither submits nor cancels"
    )
    func pasteWithControls() throws {
      let demo = try FieldsDemo()
      try demo.tmux.paste("\u{1b}[1;31mred\u{1b}[0m and\nblue\r\u{1b}[Agreen")
      let screen = try demo.waitFor("unlimited", showing: "red and blue green")
      #expect(
        demo.message(in: screen) == "removed 3 escape sequences; 2 line breaks became spaces",
        "message: \(demo.message(in: screen))")
      #expect(FieldsDemo.focused(in: screen) == "unlimited")
      #expect(try demo.tmux.alternateScreenOn(), "the demo ended on a paste")
      // Still editing: a typed key lands after the pasted text.
      try demo.type("!", into: "unlimited")
      let values = try demo.submit()
      #expect(values["unlimited"] == "red and blue green!")
    }

    @Test("wide characters move the cursor two columns each")
    func wideCursor() throws {
      let demo = try FieldsDemo()
      let start = try demo.tmux.cursor()
      try demo.type("日", into: "unlimited")
      #expect(try demo.tmux.cursor().x == start.x + 2)
      try demo.type("本", into: "unlimited")
      #expect(try demo.tmux.cursor().x == start.x + 4)
      #expect(try demo.tmux.cursor().y == start.y)
      try demo.type("a", into: "unlimited")
      #expect(try demo.tmux.cursor().x == start.x + 5)
      try demo.tmux.sendKeys("Left")
      try demo.tmux.waitFor("the cursor back before a") { _ in try demo.tmux.cursor().x == start.x + 4 }
      try demo.tmux.sendKeys("Left")
      try demo.tmux.waitFor("the cursor back before 本") { _ in try demo.tmux.cursor().x == start.x + 2 }
      let values = try demo.submit()
      #expect(values["unlimited"] == "日本a")
    }

    @Test("300 pasted characters: the box shows the end with <, Home shows the start with >, JSON keeps all")
    func longTextScrolls() throws {
      let demo = try FieldsDemo()
      let text = (0..<75).map { String(format: "%03d,", $0) }.joined()
      #expect(text.count == 300)
      try demo.tmux.paste(text)
      var screen = try demo.tmux.waitFor("the end of the text") { screen in
        FieldsDemo.box("unlimited", in: screen).map { $0.text.hasSuffix("073,074,") } ?? false
      }
      var box = try #require(FieldsDemo.box("unlimited", in: screen))
      #expect(box.open == "<" && box.close == "]", "\(box)")
      #expect(text.hasSuffix(box.text), "\(box.text) is not the end of the text")
      var cursor = try demo.tmux.cursor()
      #expect(cursor.y == FieldsDemo.row(of: "unlimited"))
      #expect(cursor.x > box.openColumn && cursor.x < box.closeColumn, "cursor \(cursor), box \(box)")
      #expect(cursor.x == box.openColumn + 1 + box.text.count, "the cursor is not just after the text")

      try demo.tmux.sendKeys("Home")
      screen = try demo.tmux.waitFor("the start of the text") { screen in
        FieldsDemo.box("unlimited", in: screen)?.open == "["
      }
      box = try #require(FieldsDemo.box("unlimited", in: screen))
      #expect(box.close == ">" && text.hasPrefix(box.text) && box.text.hasPrefix("000,001,"), "\(box)")
      cursor = try demo.tmux.cursor()
      #expect(cursor.x == box.openColumn + 1, "cursor \(cursor), box \(box)")
      let values = try demo.submit()
      #expect(values["unlimited"] == text)
    }
  }
}
