import Foundation
import Testing

extension EndToEnd {
  /// vi mode as a person sees it: the mode's mark, vi keys in a list's query and in a text area.
  /// (`ViReadlineComparison` compares the lines vi's keys leave with bash's.)
  @Suite("tfield --vi: vi's modes in a real terminal", .serialized)
  struct TFieldVi {
    @Test("TFIELD_EDITING_MODE=vi: [I] while inserting, [N] after Escape; a vi edit over the limit says why")
    func modeMark() throws {
      let tmux = Tmux()
      try startScript(
        try toolScript("input --label Name --max-length 5", environment: "TFIELD_EDITING_MODE=vi"), in: tmux)
      let screen = try tmux.waitFor(text: "[I] Name")
      // Escape goes to command mode here: the help row does not offer it as cancel.
      #expect(
        screen.contains { $0.contains("Enter submit") } && !screen.contains { $0.contains("Esc cancel") })
      try tmux.sendKeys(literal: "hello")
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "[N] Name")
      // yy P puts a second "hello" in front: past the limit, refused with the reason.
      try tmux.sendKeys(literal: "yyP")
      try tmux.waitFor(text: "limit of 5 characters")
      try tmux.sendKeys(literal: "0cw")
      try tmux.waitFor(text: "[I] Name")
      try tmux.sendKeys(literal: "bye")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[bye] STATUS:0"))
    }

    @Test("choose --vi: the query edited with vi's keys, j moves the highlight, Enter chooses")
    func chooseQuery() throws {
      let tmux = Tmux()
      try startScript(try toolScript("choose --vi apple banana cherry"), in: tmux)
      let screen = try tmux.waitFor(text: "[I] Query")
      #expect(
        screen.contains { $0.contains("Enter choose") } && !screen.contains { $0.contains("Esc cancel") })
      try tmux.sendKeys(literal: "an")
      try tmux.waitFor(text: "1 of 3")
      // Escape, x: the "n" goes, "a" matches two.
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "[N] Query")
      try tmux.sendKeys(literal: "x")
      try tmux.waitFor(text: "2 of 3")
      try tmux.sendKeys(literal: "j")
      try tmux.waitFor(text: "›   banana")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[banana] STATUS:0"))
    }

    @Test("write --vi: k goes to the line above, x deletes there, Ctrl-D submits")
    func writeLines() throws {
      let tmux = Tmux()
      try startScript(try toolScript("write --vi --label Message --output json"), in: tmux)
      try tmux.waitFor(text: "[I] Message")
      try tmux.sendKeys(literal: "one")
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "two")
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "[N] Message")
      try tmux.sendKeys(literal: "kx")
      try tmux.waitFor(text: "│ on")
      try tmux.sendKeys("C-d")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains(#"VALUE:["on\ntwo"] STATUS:0"#))
    }
  }
}
