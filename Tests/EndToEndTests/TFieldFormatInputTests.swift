import Foundation
import Testing

extension EndToEnd {
  @Suite("tfield input: masks, numbers, patterns, passwords and placeholders", .serialized)
  struct TFieldFormatInput {
    @Test("--mask: the digits fill the slots; Enter waits for a whole value; stdout has the literals")
    func mask() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--mask '(999) 000-0000' --placeholder 'your phone'"), in: tmux)
      try tmux.waitFor(text: "[your phone")
      try tmux.type("555123")
      try tmux.waitFor(text: "[(555) 123-")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "not complete yet (mask (999) 000-0000)")
      try tmux.type("4567")
      try tmux.waitFor(text: "[(555) 123-4567")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[(555) 123-4567] STATUS:0"))
      try expectRestored(tmux)
    }

    @Test("--unmasked: stdout has the slots only")
    func unmasked() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--mask '>LL-000' --unmasked"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("ab123")
      try tmux.waitFor(text: "[AB-123")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[AB123] STATUS:0"))
    }

    @Test("--decimal --min --max --places: prefixes pass, a digit past the places is refused")
    func decimal() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--decimal --min -5 --max 99.5 --places 1"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("-4.25")
      try tmux.waitFor(text: "'5' is not allowed: does not fit the decimal from -5 to 99.5")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[-4.2] STATUS:0"))
    }

    @Test("--password: one glyph per character, F4 shows the text; stdout has the text")
    func password() throws {
      let tmux = Tmux()
      try startScript(try captureScript("--password --pattern '[a-z]+[0-9]'"), in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("ab1")
      try tmux.waitFor(text: "[•••")
      try tmux.sendKeys("F4")
      try tmux.waitFor(text: "[ab1")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[ab1] STATUS:0"))
    }
  }
}
