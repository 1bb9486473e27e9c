import Foundation
import Testing

extension EndToEnd {
  /// Formats in the real demo: the mask, number, pattern and password fields.
  @Suite("fields-demo: masks, numbers, patterns, passwords", .serialized)
  struct FieldsDemoFormats {
    @Test("a paste fills the phone's slots; a refused digit in age and a refused key in code say why")
    func formats() throws {
      let demo = try FieldsDemo()
      try demo.focus("phone")
      var screen = try demo.screen()
      #expect(FieldsDemo.box("phone", in: screen)?.text == "type the digits")
      try demo.tmux.sendKeys(literal: "555")
      try demo.waitFor("phone", showing: "(555) ")
      screen = try demo.waitFor("phone", showing: "(555) ")
      #expect(FieldsDemo.hint("phone", in: screen) == "mask (999) 000-0000 · incomplete")
      try demo.tmux.sendKeys("Enter")
      try demo.waitForMessage("Phone: not complete yet (mask (999) 000-0000)")
      for digit in "1234567" { try demo.tmux.sendKeys(literal: String(digit)) }
      screen = try demo.waitFor("phone", showing: "(555) 123-4567")
      #expect(FieldsDemo.hint("phone", in: screen) == "mask (999) 000-0000")

      try demo.focus("age")
      try demo.type("13", into: "age")
      try demo.tmux.sendKeys(literal: "5")
      screen = try demo.waitForMessage("'5' is not allowed: does not fit the integer from 0 to 130")
      #expect(FieldsDemo.box("age", in: screen)?.text == "13")

      try demo.focus("code")
      try demo.type("A", into: "code")
      try demo.tmux.sendKeys(literal: "1")
      screen = try demo.waitForMessage("'1' is not allowed: does not fit the pattern [A-Z]{2}[0-9]{4}")
      try demo.type("Z9876", into: "code")
      // A deletion may leave text no key can complete: allowed, shown invalid, refused on submit.
      try demo.tmux.sendKeys("Home")
      try demo.tmux.sendKeys("Delete")
      screen = try demo.waitFor("code", showing: "Z9876")
      #expect(FieldsDemo.hint("code", in: screen) == "pattern [A-Z]{2}[0-9]{4} · invalid")
      try demo.tmux.sendKeys("Enter")
      try demo.waitForMessage(
        "Code: cannot be completed (pattern [A-Z]{2}[0-9]{4}); fix it before submitting")
      try demo.tmux.sendKeys(literal: "A")
      screen = try demo.waitFor("code", showing: "AZ9876")
      #expect(FieldsDemo.hint("code", in: screen) == "pattern [A-Z]{2}[0-9]{4}")
      try demo.tmux.sendKeys("End")

      try demo.focus("password")
      for character in "s3cret" { try demo.tmux.sendKeys(literal: String(character)) }
      screen = try demo.waitFor("password", showing: "••••••")
      #expect(FieldsDemo.hint("password", in: screen) == "no limit · F4 shows")
      try demo.tmux.sendKeys("F4")
      screen = try demo.waitFor("password", showing: "s3cret")
      #expect(FieldsDemo.hint("password", in: screen) == "no limit · F4 hides")
      try demo.tmux.sendKeys("F4")
      try demo.waitFor("password", showing: "••••••")

      let values = try demo.submit()
      #expect(values["phone"] == "(555) 123-4567")
      #expect(values["age"] == "13")
      #expect(values["code"] == "AZ9876")
      #expect(values["password"] == "s3cret")
    }
  }
}
