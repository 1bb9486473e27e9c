import Foundation
import Testing

extension EndToEnd {
  /// Numbers and masks as a person sees them: Delete and Backspace in a mask leave a
  /// blank and keep the other characters in their slots, typing fills the blank; `--group` shows
  /// digit groups while the field and the value keep the digits. Inline and full screen.
  @Suite("tfield input: a mask's blanks and --group", .serialized)
  struct TFieldMaskGroup {
    /// The columns of the field's first character on the field's row, and the row itself.
    func fieldRow(_ screen: [String], containing text: String) throws -> String {
      try #require(screen.first { $0.contains(text) }, "\(screen)")
    }

    func maskDelete(fullscreen: Bool) throws {
      let tmux = Tmux()
      try startScript(
        try captureScript((fullscreen ? "--fullscreen " : "") + "--mask '(000) 000-0000' --value 5551234567"),
        in: tmux)
      try tmux.waitFor(text: "[(555) 123-4567")
      #expect(try tmux.alternateScreenOn() == fullscreen)
      // Home, Delete: the literal is stepped over and the first 5 leaves a blank; nothing moves.
      try tmux.sendKeys("Home", "DC")
      var screen = try tmux.waitFor(text: "[( 55) 123-4567")
      #expect(screen.contains { $0.contains("mask (000) 000-0000 · incomplete") }, "\(screen)")
      // Backspace after "123-" blanks the 3 (over the literal), the 4567 stays in place.
      try tmux.sendKeys("End", "Left", "Left", "Left", "Left", "BSpace")
      screen = try tmux.waitFor(text: "[( 55) 12 -4567")
      #expect(screen.contains { $0.contains("· incomplete") }, "\(screen)")
      // Typing fills the blank under the cursor; Enter waits for the whole value.
      try tmux.type("9")
      try tmux.waitFor(text: "[( 55) 129-4567")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "not complete yet (mask (000) 000-0000)")
      try tmux.sendKeys("Home")
      try tmux.type("4")
      try tmux.waitFor(text: "[(455) 129-4567")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[(455) 129-4567] STATUS:0"))
      try expectRestored(tmux)
    }

    @Test("inline: Delete and Backspace in a mask leave blanks in place; typing fills them")
    func maskDeleteInline() throws { try maskDelete(fullscreen: false) }

    @Test("full screen: Delete and Backspace in a mask leave blanks in place; typing fills them")
    func maskDeleteFullScreen() throws { try maskDelete(fullscreen: true) }

    func group(fullscreen: Bool) throws {
      let tmux = Tmux()
      try startScript(
        try captureScript((fullscreen ? "--fullscreen " : "") + "--label Amount --decimal --group ,"),
        in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.type("1234567.25")
      let screen = try tmux.waitFor(text: "[1,234,567.25")
      let row = try fieldRow(screen, containing: "[1,234,567.25")
      let start = try #require(row.firstIndex(of: "["))
      let first = row.distance(from: row.startIndex, to: start) + 1
      // The cursor sits on the digit after a separator, never on the separator.
      try tmux.sendKeys("Home", "Right")
      try tmux.waitFor("the cursor on the 2, after the separator") { _ in try tmux.cursor().x == first + 2 }
      try tmux.type("0")
      try tmux.waitFor(text: "[10,234,567.25")
      try tmux.waitFor("the cursor on the 2, after 10,") { _ in try tmux.cursor().x == first + 3 }
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[10234567.25] STATUS:0"))
    }

    @Test("inline: --group , shows 1,234,567 while the value keeps the digits")
    func groupInline() throws { try group(fullscreen: false) }

    @Test("full screen: --group , shows 1,234,567 while the value keeps the digits")
    func groupFullScreen() throws { try group(fullscreen: true) }

    @Test("docs/tfield.md's picture of --group is what tfield input draws in 80 columns")
    func docsPicture() throws {
      let tmux = try expectDocsPicture(command: "--label Amount", ready: "[1,234,567.25", top: "› Amount")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[1234567.25] STATUS:0"))
    }

    @Test("--group refuses what cannot be a separator, and needs a number")
    func groupErrors() throws {
      let tfield = try Binaries.path(of: "tfield")
      let bad = try spawn([tfield, "input", "--decimal", "--group", "."], environment: testEnvironment())
      #expect(bad.status == 2)
      #expect(
        bad.errors
          == "tfield: --group: number field: the digit-group separator \".\" must be one character one column "
          + "wide, not a digit, a sign or the point, like , or _\n")
      let alone = try spawn([tfield, "input", "--group", ","], environment: testEnvironment())
      #expect(alone.status == 2)
      #expect(alone.errors.contains("--group"))
    }
  }
}
