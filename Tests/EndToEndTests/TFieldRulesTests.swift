import Foundation
import Testing

extension EndToEnd {
  @Suite("tfield: rules no value can satisfy, and dates at the range's edge")
  struct TFieldRules {
    @Test("a form no value can submit is an error before the terminal is touched: exit 2, nothing drawn")
    func unsatisfiableForm() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--label Code --mask 000 --min-length 5"), in: tmux)
      #expect(try tmux.exitStatus() == 2)
      let screen = try tmux.capture().filter { !$0.isEmpty }
      // The message (wrapped at 80 columns), the status, and no field: the label was never drawn.
      #expect(
        screen.joined().contains(
          "tfield: --min-length: a minimum length of 5 characters can never be reached: the longest value of the "
            + "mask 000, 000, has 3"), "screen: \(screen)")
      #expect(screen.last == "VALUE:[] STATUS:2", "screen: \(screen)")
      #expect(!screen.contains { $0.contains("Code") }, "screen: \(screen)")
      try expectRestored(tmux)
    }
  }
}
