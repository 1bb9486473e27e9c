import Foundation
import Testing

extension EndToEnd {
  @Suite("Embedding: a field in a region of a program's own ncurses screen", .serialized)
  struct Embedding {
    @Test(
      "Examples/EmbeddedField: typing reaches the field; the host's border and status line survive its end")
    func hostSurvives() throws {
      let program = try Binaries.path(of: "embedded-field")
      let tmux = Tmux()
      try tmux.start(
        "sh -c "
          + Tmux.quote("v=$(\(program)); s=$?; printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s"),
        term: .named("xterm-256color"), width: 60, height: 14)
      try tmux.waitFor(text: "Host program")
      try tmux.type("Ada")
      var screen = try tmux.waitFor(text: "status: 3 typed")
      #expect(screen.contains { $0.contains("› Name  [Ada") }, "\(screen)")
      // The cursor is in the field, inside the host's border.
      let cursor = try tmux.cursor()
      #expect(cursor.y == 3 && cursor.x == 14, "cursor \(cursor)")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor(text: "submitted \"Ada\"")
      // The field is gone; everything the host drew is whole.
      #expect(screen[0].hasPrefix("┌─ Host program ─") && screen[0].hasSuffix("─┐"), "\(screen)")
      #expect(screen[13].hasPrefix("└──"), "\(screen)")
      for row in 1..<13 {
        #expect(screen[row].hasPrefix("│") && screen[row].hasSuffix("│"), "row \(row): \(screen[row])")
      }
      #expect(
        screen[12] == "│ status: submitted \"Ada\"; a key quits" + String(repeating: " ", count: 21) + "│")
      #expect(!screen.joined().contains("Name"), "\(screen)")
      try tmux.sendKeys("q")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[Ada] STATUS:0"))
      try expectRestored(tmux, programText: "Host program")
    }
  }
}
