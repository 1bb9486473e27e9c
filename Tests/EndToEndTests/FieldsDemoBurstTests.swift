import Foundation
import Testing

extension EndToEnd {
  /// Several keys in one read: typing on a terminal that brackets pastes, a paste on one that
  /// does not (where a newline inside must not submit).
  @Suite("fields-demo: bursts of keys in one read", .serialized)
  struct FieldsDemoBursts {
    @Test("xterm-256color declares bracketed paste: a burst is typing, Tab moves, a second key is refused")
    func burstIsTyping() throws {
      let demo = try FieldsDemo(term: "xterm-256color")
      try demo.tmux.sendKeys(literal: "\t")
      try demo.waitForFocus("one")
      try demo.tmux.sendKeys(literal: "ab\t\t")
      try demo.waitForFocus("freaky")
      let screen = try demo.waitFor("one", showing: "a")
      #expect(demo.message(in: screen) == "")  // Tab cleared the refusal of "b"
      let values = try demo.submit()
      #expect(values["one"] == "a")
      #expect(values["unlimited"] == "")
    }

    @Test("screen does not declare it: a burst with a newline is one paste and does not submit")
    func burstIsPaste() throws {
      let demo = try FieldsDemo(term: "screen")
      try demo.tmux.sendKeys(literal: "one\rtwo")
      let screen = try demo.waitFor("unlimited", showing: "one two")
      #expect(demo.message(in: screen) == "1 line break became a space")
      let values = try demo.submit()
      #expect(values["unlimited"] == "one two")
    }
  }
}
