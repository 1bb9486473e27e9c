import Foundation
import Testing

extension EndToEnd {
  /// The choice list never trims or refuses without a word.
  @Suite("tfield choose: what the list trims or cannot do is said", .serialized)
  struct TFieldChooseMessages {
    @Test("Other… says in its box what the query lost; Enter with nothing matching says so")
    func trimsAndRefusalsAreSaid() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "\(tool) choose --other --max-length 3 apple banana; \(tool) choose apple banana; exit $?", in: tmux)
      try tmux.waitFor(text: "2 of 2")
      try tmux.type("Pear")
      try tmux.waitFor(text: "[Pear")
      try tmux.sendKeys("Enter")
      var screen = try tmux.waitFor(text: "┌─ New item ─")
      #expect(screen.contains { $0.contains("│ [Pea ") }, "screen: \(screen)")
      #expect(
        screen.contains { $0.contains("│ from the query: set 3 of 4 characters: 1 over") }
          && screen.contains { $0.contains("│ the limit of 3 characters") },
        "screen: \(screen)")
      try tmux.sendKeys("Escape")
      try tmux.waitFor("the prompt gone") { !$0.contains { $0.contains("┌─") } }
      try tmux.sendKeys("Escape")

      try tmux.waitFor(text: "2 of 2")
      try tmux.type("zz")
      try tmux.waitFor(text: "0 of 2")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor(text: "no item matches \"zz\": nothing to choose")
      try tmux.sendKeys("BSpace", "BSpace")
      try tmux.waitFor(text: "2 of 2")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
    }
  }
}
