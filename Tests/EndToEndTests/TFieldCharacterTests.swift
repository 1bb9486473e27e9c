import Foundation
import Testing

extension EndToEnd {
  /// What arrives in one read is one edit of whole characters, whatever the terminal declares.
  @Suite("tfield input: characters of several scalars", .serialized)
  struct TFieldCharacters {
    @Test(
      "e + U+0301 in one write is one allowed 'é'; a mark in a later read joins its base",
      arguments: ["xterm-256color", "linux"])
    func decomposedCharacter(term: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let script =
        "a=$(\(tool) input --label Accent --allow é) && b=$(\(tool) input --label One --max-length 1); "
        + "s=$?; printf 'A:[%s] B:[%s]\\n' \"$a\" \"$b\"; exit $s"
      try tmux.start("sh -c " + Tmux.quote(script), term: .named(term), width: 60, height: 10)
      try tmux.waitFor(text: "Accent")
      try tmux.sendKeys(literal: "e\u{301}")
      var screen = try tmux.waitFor("the accented e in the box") {
        $0.contains { $0.unicodeScalars.contains("\u{301}") }
      }
      #expect(!screen.joined().contains("not allowed"), "screen: \(screen)")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "max 1 · 0/1")
      try tmux.sendKeys(literal: "e")
      try tmux.waitFor(text: "max 1 · 1/1")
      try tmux.sendKeys(literal: "\u{301}")
      screen = try tmux.waitFor("the mark joined to its base") {
        $0.contains { $0.unicodeScalars.contains("\u{301}") }
      }
      #expect(screen.contains { $0.contains("max 1 · 1/1") }, "screen: \(screen)")
      #expect(!screen.joined().contains("limit"), "screen: \(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let expected = Array("A:[e\u{301}] B:[e\u{301}]".unicodeScalars)
      screen = try tmux.capture()
      #expect(screen.contains { Array($0.unicodeScalars) == expected }, "screen: \(screen)")
    }
  }
}
