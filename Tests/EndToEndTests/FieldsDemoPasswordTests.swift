import Foundation
import Testing

extension EndToEnd {
  /// A password never shows in clear unless F4 asks, and never leaves its field.
  @Suite("fields-demo: a password stays hidden and in its field", .serialized)
  struct FieldsDemoPassword {
    @Test("a pasted line loses its newline; Ctrl-U keeps it from Ctrl-Y; F2's prompt hides it until F4")
    func passwordStaysHidden() throws {
      let demo = try FieldsDemo()
      try demo.focus("password")
      try demo.tmux.paste("hunter2\n")
      var screen = try demo.waitFor("password", showing: "•••••••")
      #expect(demo.message(in: screen) == "removed the line break at the end")
      try demo.tmux.sendKeys("C-u")
      try demo.waitFor("password", showing: "")
      try demo.focus("unlimited")
      try demo.tmux.sendKeys("C-y")
      screen = try demo.waitForMessage("nothing to yank: the kill ring is empty")
      #expect(!screen.joined().contains("hunter2"), "screen: \(screen)")

      try demo.tmux.sendKeys("BTab", "BTab")
      try demo.waitForFocus("password")
      try demo.tmux.sendKeys("F2")
      try demo.tmux.waitFor(text: "┌─ Password ─")
      try demo.tmux.type("abc")
      screen = try demo.tmux.waitFor(text: "│ [•••")
      #expect(screen.contains { $0.contains("│ no limit · F4 shows") }, "screen: \(screen)")
      #expect(!screen.joined().contains("abc"), "screen: \(screen)")
      try demo.tmux.sendKeys("F4")
      screen = try demo.tmux.waitFor(text: "│ [abc")
      #expect(screen.contains { $0.contains("│ no limit · F4 hides") }, "screen: \(screen)")
      try demo.tmux.sendKeys("Enter")
      screen = try demo.waitFor("password", showing: "•••")
      #expect(!screen.joined().contains("abc"), "screen: \(screen)")
      let values = try demo.submit()
      #expect(values["password"] == "abc")
      #expect(values["unlimited"] == "")
    }
  }
}
