import Foundation
import Testing

extension EndToEnd {
  @Suite("fields-demo: resizing", .serialized)
  struct FieldsDemoResize {
    /// Types into two fields and returns the demo.
    private func demoWithText(height: Int = 24) throws -> FieldsDemo {
      let demo = try FieldsDemo(height: height)
      try demo.type("resize me", into: "unlimited")
      try demo.focus("vowels")
      try demo.type("aei", into: "vowels")
      return demo
    }

    /// Waits for the form laid out for a `width` x `height` screen and checks the typed text.
    private func expectForm(
      _ demo: FieldsDemo, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let screen = try demo.tmux.waitFor("the form laid out for \(width)x\(height)") { screen in
        screen.count == height && screen.last?.hasPrefix(" Tab next") == true
          && FieldsDemo.box("unlimited", in: screen)?.closeColumn == width - 1
      }
      #expect(screen[0].hasPrefix(" TerminalFields demo"), "\(screen[0])", sourceLocation: sourceLocation)
      #expect(
        FieldsDemo.box("unlimited", in: screen)?.text == "resize me", "\(screen)",
        sourceLocation: sourceLocation)
      #expect(
        FieldsDemo.box("vowels", in: screen)?.text == "aei", "\(screen)", sourceLocation: sourceLocation)
      #expect(
        FieldsDemo.hint("vowels", in: screen) == "max 5 · only AEIOUaeiou · 3/5",
        sourceLocation: sourceLocation)
      #expect(FieldsDemo.focused(in: screen) == "vowels", sourceLocation: sourceLocation)
      let cursor = try demo.tmux.cursor()
      #expect(
        cursor.y == FieldsDemo.row(of: "vowels")
          && cursor.x == (FieldsDemo.box("vowels", in: screen)?.openColumn ?? -4) + 4,
        "cursor \(cursor)", sourceLocation: sourceLocation)
    }

    // The demo's fields take 24 rows: the smaller size still holds them all.
    @Test("80x26 to 60x24 and back: the form is laid out again with every text intact")
    func resizeAndBack() throws {
      let demo = try demoWithText(height: 26)
      try demo.tmux.resize(width: 60, height: 24)
      try expectForm(demo, width: 60, height: 24)
      try demo.tmux.resize(width: 80, height: 26)
      try expectForm(demo, width: 80, height: 26)
      try demo.type("o", into: "vowels")
      let values = try demo.submit()
      #expect(
        values == [
          "unlimited": "resize me", "one": "", "vowels": "aeio", "freaky": "", "banned": "", "phone": "",
          "age": "", "code": "",
          "password": "", "birthday": "",
        ])
    }

    @Test("too small for the form: a notice with the size it needs; growing back shows the text intact")
    func tooSmallThenBack() throws {
      let demo = try demoWithText()
      try demo.tmux.resize(width: 50, height: 4)
      let screen = try demo.tmux.waitFor(text: "make the window larger")
      #expect(screen.first == "make the window larger: this form needs 18x5", "\(screen)")
      #expect(!screen.joined().contains("resize me"), "\(screen)")
      try demo.tmux.resize(width: 80, height: 24)
      try expectForm(demo, width: 80, height: 24)
      let values = try demo.submit()
      #expect(
        values == [
          "unlimited": "resize me", "one": "", "vowels": "aei", "freaky": "", "banned": "", "phone": "",
          "age": "", "code": "",
          "password": "", "birthday": "",
        ])
    }

    @Test("17x6, narrower than the notice: the notice can still be read, not cut to \"make the window lar…\"")
    func tinyWindowNotice() throws {
      let demo = try demoWithText()
      try demo.tmux.resize(width: 17, height: 6)
      let screen = try demo.tmux.waitFor("the notice") { screen in
        screen.count == 6 && screen.joined().contains("make")
      }
      let words = screen.joined(separator: " ").split(separator: " ").joined(separator: " ")
      #expect(words.contains("make the window larger"), "the screen at 17x6: \(screen)")
      #expect(words.contains("needs 18x5"), "the screen at 17x6: \(screen)")
      try demo.tmux.resize(width: 80, height: 24)
      try expectForm(demo, width: 80, height: 24)
      let values = try demo.submit()
      #expect(
        values == [
          "unlimited": "resize me", "one": "", "vowels": "aei", "freaky": "", "banned": "", "phone": "",
          "age": "", "code": "",
          "password": "", "birthday": "",
        ])
    }
  }
}
