import Foundation
import Testing

extension EndToEnd {
  @Suite("Input notices: a paste over the cap, a paste that never ends, in every component", .serialized)
  struct InputNotices {
    /// The programs, debug and release, take a smaller paste cap and timeout from these.
    static let limits = "TF_TEST_PASTE_CAP=16 TF_TEST_PASTE_TIMEOUT_MS=300"

    @Test(
      "the form, the prompt and the list each say what the input layer did",
      arguments: [
        ("input", "--label Name", "Enter submit"),
        ("prompt", "--title Name", "[ OK ]"),
        ("choose", "apple banana cherry", "3 of 3"),
      ])
    func notices(subcommand: String, arguments: String, ready: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript("env \(Self.limits) \(tool) \(subcommand) \(arguments)", in: tmux)
      try tmux.waitFor(text: ready)
      try tmux.paste(String(repeating: "0123456789", count: 4))
      try Self.waitForWords("paste too large: only its first 16 bytes were read", in: tmux)
      // A paste start with no end: what arrived is kept once the (shortened) wait is over.
      try tmux.sendKeys(literal: "\u{1B}[200~xyz")
      let screen = try Self.waitForWords("paste never ended (no end marker within 0.3 s)", in: tmux)
      #expect(screen.contains { $0.contains("xyz") }, "\(screen)")
      try tmux.sendKeys("C-c")
      #expect(try tmux.exitStatus() == 130)
    }

    /// Waits until the screen's words, read row after row as a person reads a message wrapped in
    /// a box, hold `text`.
    @discardableResult
    static func waitForWords(_ text: String, in tmux: Tmux) throws -> [String] {
      try tmux.waitFor("the words \(text.debugDescription)") { screen in
        screen.map { $0.replacingOccurrences(of: "│", with: " ") }.joined(separator: " ")
          .split(separator: " ").joined(separator: " ").contains(text)
      }
    }
  }
}
