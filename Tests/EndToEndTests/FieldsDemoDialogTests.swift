import Foundation
import Testing

extension EndToEnd {
  @Suite("fields-demo: F2 prompts and F3 lists for the focused field", .serialized)
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

    @Test("a resize while the prompt is open lays it out again with its text; too small and back")
    func resizePrompt() throws {
      let demo = try FieldsDemo()
      try demo.focus("unlimited")
      try demo.tmux.sendKeys("F2")
      try demo.tmux.waitFor(text: "┌─ Unlimited ─")
      try demo.tmux.type("日本 👍🏽 kept")
      try demo.tmux.waitFor(text: "日本 👍🏽 kept")
      try demo.tmux.resize(width: 40, height: 14)
      var screen = try demo.tmux.waitFor("the prompt at 40 columns") { rows in
        rows.contains { $0.contains("┌─ Unlimited ─") && $0.hasSuffix("┐") }
          && rows.allSatisfy { $0.count <= 40 }
      }
      #expect(screen.contains { $0.contains("日本 👍🏽 kept") }, "\(screen)")
      try demo.tmux.resize(width: 12, height: 4)
      screen = try demo.tmux.waitFor("the box gone at 12x4") { !$0.contains { $0.contains("┌─ Unlimited") } }
      try demo.tmux.resize(width: 80, height: 24)
      // tmux shows its own copy of the old lines at once: wait for the program's new layout.
      screen = try demo.tmux.waitFor("the prompt at 80 columns") { rows in
        rows.contains { $0.contains("┌─ Unlimited ─") && $0.count > 40 }
          && rows.contains { $0.contains("日本 👍🏽 kept") }
      }
      #expect(screen[0].contains(FieldsDemo.title), "the form behind the box again: \(screen)")
      try demo.tmux.type("!")
      try demo.tmux.sendKeys("Enter")
      try demo.waitFor("unlimited", showing: "日本 👍🏽 kept!")
      #expect(try demo.submit()["unlimited"] == "日本 👍🏽 kept!")
    }

    @Test("a resize while the list is open keeps the query and the highlighted item")
    func resizeList() throws {
      let demo = try FieldsDemo()
      try demo.focus("banned")
      try demo.tmux.sendKeys("F3")
      try demo.tmux.waitFor(text: "4 of 4")
      try demo.tmux.type("o")
      try demo.tmux.waitFor(text: "2 of 4")
      try demo.tmux.sendKeys("Down")
      let before = try demo.tmux.waitFor("the second match highlighted") { $0.contains { $0.hasPrefix("›") } }
      let highlighted = try #require(before.first { $0.hasPrefix("›") })
      try demo.tmux.resize(width: 30, height: 10)
      try demo.tmux.waitFor("the list at 30 columns") { rows in
        rows.allSatisfy { $0.count <= 30 } && rows.contains { $0.contains("2 of 4") }
      }
      try demo.tmux.resize(width: 80, height: 24)
      let after = try demo.tmux.waitFor("the list at 80 columns") { rows in
        rows.contains { $0.contains("2 of 4") } && rows.contains(highlighted)
      }
      #expect(after.contains(highlighted), "\(after)")
      try demo.tmux.sendKeys("Enter")
      let chosen = String(highlighted.dropFirst(4)).trimmingCharacters(in: .whitespaces)
      try demo.waitFor("banned", showing: chosen)
    }
  }
}

extension [String] {
  /// The list's order: case-insensitive, "Other…" last.
  fileprivate var sortedForTest: [Substring] {
    filter { $0 != "Other…" }.sorted { $0.lowercased() < $1.lowercased() }.map { Substring($0) } + ["Other…"]
  }
}
