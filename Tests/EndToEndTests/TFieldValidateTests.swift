import Foundation
import Testing

extension EndToEnd {
  /// `--validate CMD` and `--default VALUE` as a person meets them: "checking…", the command's
  /// reason, Escape cancelling the check only, Enter on an empty field taking the default, the
  /// transcript holding the value used; inline and full screen.
  @Suite("tfield --validate and --default: a script's check, a value for an empty field", .serialized)
  struct TFieldValidate {
    /// A check that takes a moment, so "checking…" can be seen, and says why it refuses.
    static let check =
      "sleep 0.4; grep -qx \"[a-z]*\" || { echo \"lower-case letters only\" >&2; exit 1; }"

    static func script(_ extra: String) throws -> String {
      try captureScript("--label Name --validate \(Tmux.quote(check)) --default guest \(extra)")
    }

    @Test(
      "inline: the hint offers the default, a refused value shows the check's reason, Enter alone takes guest"
    )
    func inline() throws {
      let tmux = Tmux()
      try startScript(try Self.script(""), in: tmux)
      try tmux.waitFor(text: "Enter for guest")
      try tmux.sendKeys(literal: "Bob")
      try tmux.waitFor(text: "[Bob")
      // The hint offers the default only while the field is empty.
      #expect(try !tmux.capture().contains { $0.contains("Enter for guest") })
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "checking…")
      try tmux.waitFor(text: "Name: lower-case letters only")
      try tmux.sendKeys("C-u")
      try tmux.waitFor(text: "Enter for guest")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("Name: guest"), "the transcript holds the value used: \(screen)")
      #expect(screen.contains("VALUE:[guest] STATUS:0"), "screen: \(screen)")
      try expectRestored(tmux)
    }

    @Test("full screen: Escape while checking cancels the check only; a second Escape cancels")
    func fullScreenEscape() throws {
      let tmux = Tmux()
      try startScript(try Self.script("--fullscreen"), in: tmux)
      try tmux.waitFor(text: "Enter for guest")
      try tmux.sendKeys(literal: "ada")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "checking…")
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "check cancelled")
      // The cancelled check never submits, even once its command would have ended.
      Thread.sleep(forTimeInterval: 0.6)
      #expect(try tmux.capture().contains { $0.contains("[ada") })
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[ada] STATUS:0"))
      try expectRestored(tmux)
    }

    @Test("--validate-while-typing shows the reason after a pause, and takes it away when fixed")
    func whileTyping() throws {
      let tmux = Tmux()
      try startScript(try Self.script("--validate-while-typing"), in: tmux)
      try tmux.waitFor(text: "Enter for guest")
      try tmux.sendKeys(literal: "aB")
      try tmux.waitFor(text: "lower-case letters only")
      try tmux.sendKeys("BSpace")
      try tmux.waitFor(text: "[a ")
      try tmux.waitFor("the reason taken away") { screen in
        !screen.contains { $0.contains("lower-case letters only") }
      }
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[a] STATUS:0"))
    }

    @Test("--validate-timeout: a check that takes too long refuses the value and says so")
    func timeout() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--validate 'sleep 5' --validate-timeout 0.3"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "x")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "took longer than 300 ms")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }
  }
}
