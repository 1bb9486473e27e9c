import Foundation
import Testing

extension EndToEnd {
  @Suite("fields-demo: F2 prompts and F3 lists for the focused field")
  struct FieldsDemoDialogs {
    @Test("F2: a prompt over the form; its value goes into the field through the field's rules")
    func prompt() throws {
      let demo = try FieldsDemo()
      try demo.focus("vowels")
      try demo.tmux.sendKeys("F2")
      var screen = try demo.tmux.waitFor(text: "┌─ Vowels ─")
      #expect(screen[0].contains(FieldsDemo.title), "the form stays behind the box: \(screen)")
      #expect(screen.contains { $0.contains("│ max 5 · only AEIOUaeiou · 0/5") }, "screen: \(screen)")
      try demo.tmux.type("aeb")
      try demo.tmux.waitFor(text: "'b' is not allowed: only AEIOUaeiou")
      try demo.tmux.sendKeys("Enter")
      screen = try demo.waitFor("vowels", showing: "ae")
      #expect(!screen.contains { $0.contains("┌─") }, "screen: \(screen)")
      try demo.tmux.sendKeys("F2")
      try demo.tmux.waitFor(text: "┌─ Vowels ─")
      try demo.tmux.type("o")
      try demo.tmux.sendKeys("Escape")
      try demo.tmux.waitFor("the prompt gone") { !$0.contains { $0.contains("┌─") } }
      #expect(try demo.submit()["vowels"] == "ae")
    }

    @Test("F3: sample values; a chosen one goes in through the rules; Other… adds one, sorted and chosen")
    func list() throws {
      let demo = try FieldsDemo()
      try demo.focus("banned")
      try demo.tmux.sendKeys("F3")
      try demo.tmux.waitFor(text: "4 of 4")
      try demo.tmux.type("r2")
      try demo.tmux.waitFor(text: "1 of 4")
      try demo.tmux.sendKeys("Enter")
      try demo.waitFor("banned", showing: "R-D")
      try demo.waitForMessage("set 3 of 5 characters: 2 not allowed (no 0123456789)")

      try demo.tmux.sendKeys("F3")
      try demo.tmux.waitFor(text: "4 of 4")
      try demo.tmux.sendKeys("End", "Enter")
      try demo.tmux.waitFor(text: "┌─ New item ─")
      try demo.tmux.type("Bergen")
      try demo.tmux.sendKeys("Enter")
      let screen = try demo.tmux.waitFor(text: "added \"Bergen\"")
      let rows = screen.filter { $0.hasPrefix("  ") || $0.hasPrefix("›") }.map { $0.dropFirst(4) }
      #expect(
        rows == ["Oslo", "R2-D2", "no digits here", "2026", "Bergen", "Other…"].sortedForTest, "\(screen)")
      #expect(screen.contains("› ✓ Bergen"), "screen: \(screen)")
      try demo.tmux.sendKeys("Enter")
      try demo.waitFor("banned", showing: "Bergen")
      #expect(try demo.submit()["banned"] == "Bergen")
    }
  }
}

extension [String] {
  /// The list's order: case-insensitive, "Other…" last.
  fileprivate var sortedForTest: [Substring] {
    filter { $0 != "Other…" }.sorted { $0.lowercased() < $1.lowercased() }.map { Substring($0) } + ["Other…"]
  }
}
