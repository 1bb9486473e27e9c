import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// `--calendar` as a person sees it: the month below the date field, inline and full screen; the
  /// arrows and Page Up/Down move the date across months and years, days out of range are greyed
  /// out and never reached, the week starts where asked, typing moves the grid, and Enter prints
  /// the date as the field writes it.
  @Suite("tfield --calendar: a month grid below a date field", .serialized)
  struct TFieldCalendar {
    @Test("docs/tfield.md's picture of the grid is what tfield input draws in 80 columns")
    func docsPicture() throws {
      let tmux = try expectDocsPicture(command: "--label When", ready: "December 2024", top: "› When")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }

    @Test(
      "full screen, DD.MM.YYYY: → twice from 30.12.2024 is January 2025, Page Up is December; Enter prints it"
    )
    func fullScreenAcrossYear() throws {
      let tmux = Tmux()
      try startScript(
        try captureScript("--fullscreen --label When --date DD.MM.YYYY --calendar --value 30.12.2024"),
        in: tmux)
      var screen = try tmux.waitFor(text: "December 2024")
      #expect(try tmux.alternateScreenOn())
      #expect(screen.contains { $0.hasSuffix("Mo Tu We Th Fr Sa Su") }, "\(screen)")
      #expect(screen.contains { $0.hasSuffix("30 31") }, "\(screen)")
      try tmux.sendKeys("Right")
      try tmux.waitFor(text: "[31.12.2024 ")
      try tmux.sendKeys("Right")
      screen = try tmux.waitFor(text: "January 2025")
      #expect(screen.contains { $0.contains("[01.01.2025 ") }, "\(screen)")
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "[08.01.2025 ")
      try tmux.sendKeys("PPage")
      screen = try tmux.waitFor(text: "December 2024")
      #expect(screen.contains { $0.contains("[08.12.2024 ") }, "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[08.12.2024] STATUS:0"))
      try expectRestored(tmux)
    }

    @Test(
      "inline, Sunday first, from 2024-03-10 to 2024-03-20: out-of-range days dim and never reached; typing moves the grid"
    )
    func inlineBoundsWeekStartTyping() throws {
      let shell = try InlineShell(width: 60, height: 24)
      try shell.printLines(3)
      try shell.run(
        "v=$(NO_COLOR=1 TFIELD input --date YYYY-MM-DD --calendar --week-start sunday --value 2024-03-15 "
          + "--min 2024-03-10 --max 2024-03-20); echo \"VALUE:[$v]\"")
      var screen = try shell.tmux.waitFor(text: "March 2024")
      #expect(InlineShell.linesIntact(screen, count: 3, followedBy: "$ v=$("), "\(screen)")
      #expect(screen.contains { $0.hasSuffix("Su Mo Tu We Th Fr Sa") }, "\(screen)")
      // March 2024 starts on a Friday: in a Sunday-first week, the 1st and 2nd end the first row.
      #expect(screen.contains { $0.hasSuffix("                1  2") }, "\(screen)")
      // Greyed out: the 9th and the 21st are dim (SGR 2, no colour under NO_COLOR), the 10th and
      // the 20th are not.
      let attributes = try shell.tmux.captureWithAttributes().joined(separator: "\n")
      #expect(attributes.contains("\u{1B}[2m 9"), "\(attributes)")
      #expect(!attributes.contains("\u{1B}[2m10") && !attributes.contains("\u{1B}[2m20"), "\(attributes)")
      #expect(attributes.contains("\u{1B}[2m21"), "\(attributes)")
      try shell.tmux.sendKeys("Down")
      try shell.tmux.waitFor(text: "[2024-03-20 ")
      try shell.tmux.sendKeys("Down")
      try shell.tmux.waitFor(text: "at the maximum 2024-03-20")
      try shell.tmux.sendKeys("PPage")
      try shell.tmux.waitFor(text: "[2024-03-10 ")
      // Typing still edits the text; the grid shows the month once the date is whole.
      try shell.tmux.sendKeys("C-e", "C-u")
      try shell.tmux.waitFor(text: "[ ")
      try shell.tmux.type("2024-03-1")
      try shell.tmux.waitFor(text: "[2024-03-1 ")
      try shell.tmux.type("2")
      screen = try shell.tmux.waitFor(text: "[2024-03-12 ")
      #expect(screen.contains { $0.contains("March 2024") }, "\(screen)")
      try shell.tmux.sendKeys("Enter")
      screen = try shell.tmux.waitFor(text: "VALUE:[2024-03-12]")
      // The transcript is the field's line only: the grid is gone with the region.
      #expect(!screen.contains { $0.contains("Su Mo Tu") }, "\(screen)")
    }

    @Test("inline: a region too low for the grid leaves it out, and it comes back when the terminal grows")
    func inlineShrinkAndGrow() throws {
      let shell = try InlineShell(width: 60, height: 24)
      try shell.run("v=$(TFIELD input --date YYYY-MM-DD --calendar --value 2024-12-31); echo \"VALUE:[$v]\"")
      try shell.tmux.waitFor(text: "December 2024")
      try shell.tmux.resize(width: 60, height: 6)
      try shell.tmux.waitFor("the field without its grid") { screen in
        screen.contains { $0.contains("[2024-12-31 ") } && !screen.contains { $0.contains("December 2024") }
      }
      try shell.tmux.sendKeys("Right")
      try shell.tmux.waitFor(text: "[2025-01-01 ")
      try shell.tmux.resize(width: 60, height: 24)
      try shell.tmux.waitFor(text: "January 2025")
      try shell.tmux.sendKeys("Enter")
      try shell.tmux.waitFor(text: "VALUE:[2025-01-01]")
    }

    @Test("prompt, inline: the grid in the box; → carries 2024-02-29 into March; Enter prints it")
    func prompt() throws {
      let tmux = Tmux()
      try startScript(
        try dialogScript("prompt", "--title Day --date YYYY-MM-DD --calendar --value 2024-02-28"), in: tmux)
      try tmux.waitFor(text: "February 2024")
      try tmux.sendKeys("Right")
      try tmux.waitFor(text: "[2024-02-29 ")
      try tmux.sendKeys("Right")
      let screen = try tmux.waitFor(text: "March 2024")
      #expect(screen.contains { $0.contains("[2024-03-01 ") }, "\(screen)")
      #expect(screen.contains { $0.contains("[ OK ]") }, "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[2024-03-01] STATUS:0"))
    }

    @Test("form: F3 shows the focused date's grid, ↓ moves a week, F3 hides it and ↓ moves to the next field")
    func formF3() throws {
      let path = try writeForm(
        #"{"fields": [{"id": "day", "label": "Day", "date": "YYYY-MM-DD", "value": "2024-12-30"}, "#
          + #"{"id": "note", "label": "Note"}]}"#)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) form \(path) --output json); s=$?; printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s",
        in: tmux)
      try tmux.waitFor(text: "F3 calendar")
      try tmux.sendKeys("F3")
      try tmux.waitFor(text: "December 2024")
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "January 2025")
      try tmux.sendKeys("F3")
      try tmux.waitFor("the grid hidden") { !$0.contains { $0.contains("January 2025") } }
      try tmux.sendKeys("Down")
      try tmux.type("ok")
      try tmux.waitFor(text: "[ok ")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture().joined()
      #expect(screen.contains(#""day":"2025-01-06""#) && screen.contains(#""note":"ok""#), "\(screen)")
    }
  }
}
