import Foundation
import Testing

extension EndToEnd {
  @Suite("tfield: rules no value can satisfy, and dates at the range's edge", .serialized)
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
      #expect(screen.contains("VALUE:[] STATUS:2"), "screen: \(screen)")
      #expect(!screen.contains { $0.contains("Code") }, "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test("↑ ↑ in a date field at its maximum: the second step would leave the range, so nothing changes")
    func stepAtMaximum() throws {
      let formatter = DateFormatter()
      formatter.dateFormat = "yyyy-MM-dd"
      formatter.locale = Locale(identifier: "en_US_POSIX")
      let today = formatter.string(from: Date())
      let tmux = Tmux()
      try startScript(try captureScript("--label When --date YYYY-MM-DD --max today"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys("Up")
      try tmux.waitFor(text: today)
      try tmux.sendKeys("Up")
      let screen = try tmux.waitFor(text: "at the maximum \(today)")
      #expect(screen.contains { $0.contains(today) && $0.contains("When") }, "screen: \(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[\(today)] STATUS:0"))
    }
  }
}
