import Foundation
import Testing

extension EndToEnd {
  /// Every field of fields-demo: readline's keys in the demo's fields, through their
  /// rules, and the values they leave.
  @Suite("fields-demo: readline's keys in its fields", .serialized)
  struct FieldsDemoReadlineKeys {
    @Test(
      "C-w, C-_, M-u, C-t in Unlimited; M-4 past Vowels' limit refused, M-u there; M-l refused and C-x C-u in Code"
    )
    func keysInFields() throws {
      let demo = try FieldsDemo()
      try demo.focus("unlimited")
      try demo.type("a /b/cd", into: "unlimited")
      try demo.tmux.sendKeys("C-w")
      try demo.waitFor("unlimited", showing: "a ")
      try demo.tmux.sendKeys("C-_")
      try demo.waitFor("unlimited", showing: "a /b/cd")
      try demo.tmux.sendKeys("M-b", "M-u", "C-t")
      try demo.waitFor("unlimited", showing: "a /b/DC")

      try demo.focus("vowels")
      try demo.type("ae", into: "vowels")
      try demo.tmux.sendKeys("M-4")
      try demo.waitForMessage("argument 4")
      try demo.tmux.sendKeys(literal: "i")
      try demo.waitForMessage("limit of 5 characters reached")
      try demo.tmux.sendKeys("C-a", "M-u")
      try demo.waitFor("vowels", showing: "AE")

      // Code takes two capitals and four digits: M-l is refused there, with the reason.
      try demo.focus("code")
      try demo.type("AB12", into: "code")
      try demo.tmux.sendKeys("C-a", "M-l")
      let refused = try demo.tmux.waitFor("a message") { !demo.message(in: $0).isEmpty }
      #expect(FieldsDemo.box("code", in: refused)?.text == "AB12")
      try demo.tmux.sendKeys("C-e")
      try demo.type("34", into: "code")
      try demo.tmux.sendKeys("C-x")
      try demo.waitForMessage("Ctrl-X-")
      try demo.tmux.sendKeys("C-u")
      try demo.waitFor("code", showing: "AB12")
      try demo.type("56", into: "code")

      let values = try demo.submit()
      #expect(values["unlimited"] == "a /b/DC")
      #expect(values["vowels"] == "AE")
      #expect(values["code"] == "AB1256")
    }
  }
}
