import Foundation
import Testing

extension EndToEnd {
  /// Page 2 of the demo: the other kinds of element, through their keys, into the JSON.
  @Suite("fields-demo: page 2, a select, a multiselect and a yes/no question", .serialized)
  struct FieldsDemoSecondPage {
    @Test(
      "Tab past the last field shows page 2; typing narrows the select, Enter takes; Space ticks; n answers and submits"
    )
    func otherKinds() throws {
      let demo = try FieldsDemo()
      try demo.type("hi", into: "unlimited")
      try demo.focus("birthday")
      try demo.tmux.sendKeys("Tab")
      var screen = try demo.tmux.waitFor("page 2, the select focused") { screen in
        screen[0].hasSuffix(FieldsDemo.secondPageMark) && FieldsDemo.focusedLabel(in: screen) == "Editor"
      }
      #expect(screen.contains { $0.hasPrefix("  Other kinds") }, "the note: \(screen)")
      #expect(screen.contains { $0.contains("› (x) Helix") }, "the value at first: \(screen)")

      // The picker's matcher: "ne" leaves two of the eight, the best first; Enter takes it.
      try demo.tmux.sendKeys(literal: "n")
      try demo.tmux.waitFor(text: "[n ")
      try demo.tmux.sendKeys(literal: "e")
      screen = try demo.tmux.waitFor(text: "2 of 8")
      #expect(screen.contains { $0.contains("› ( ) Neovim") }, "\(screen)")
      #expect(screen.contains { $0.contains("  ( ) Kakoune") }, "\(screen)")
      try demo.tmux.sendKeys("Enter")
      screen = try demo.tmux.waitFor("the focus on Languages") {
        FieldsDemo.focusedLabel(in: $0) == "Languages"
      }
      #expect(screen.contains { $0.hasPrefix("  Editor") && $0.contains("[Neovim ") }, "\(screen)")

      // A second language: "r" leaves Rust, Space ticks it.
      try demo.tmux.sendKeys(literal: "r")
      screen = try demo.tmux.waitFor(text: "1 of 6")
      try demo.tmux.sendKeys("Space")
      screen = try demo.tmux.waitFor(text: "› [x] Rust")
      #expect(screen.contains { $0.contains("2 chosen · at most 3") }, "\(screen)")
      try demo.tmux.sendKeys("Enter")
      screen = try demo.tmux.waitFor("the focus on Dark theme?") {
        FieldsDemo.focusedLabel(in: $0) == "Dark theme?"
      }
      #expect(screen.contains { $0.hasPrefix("  Languages") && $0.contains("[Rust, Swift ") }, "\(screen)")

      // n answers no and, on the last element, submits.
      try demo.tmux.sendKeys(literal: "n")
      let (status, output) = try demo.finish()
      #expect(status == 0)
      #expect(
        output
          == #"{"unlimited":"hi","one":"","vowels":"","freaky":"","banned":"","phone":"","age":"","code":"","#
          + #""password":"","birthday":"","editor":"Neovim","languages":["Rust","Swift"],"dark":false}"#
          + "\n",
        "stdout: \(output.debugDescription)")
      try expectRestored(demo.tmux, programText: FieldsDemo.title)
    }
  }
}
