import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose` with columns: `--with-nth` shows columns and prints the line, `--nth` matches in
  /// columns, `--tabstop` sets the tab stops, in a terminal.
  @Suite("tfield choose with columns", .serialized)
  struct TFieldColumns {
    @Test("--with-nth shows the columns (tabs to --tabstop 4), --nth matches in them, Enter prints the line")
    func withNthTabstop() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'N\\tNAME\\tCOLOUR\\n1\\tab\\tred\\n2\\tbanana\\tyellow\\n3\\tred\\tblue\\n' | \(tool) choose -d '\\t' "
          + "--with-nth 2.. --nth 1 --tabstop 4 --header-lines 1); printf 'VALUE:[%s] STATUS:%s\\n' \"$(printf %s \"$v\" | tr '\\t' '|')\" \"$?\"",
        in: tmux)
      // "ab" then the tab stop at 4; the first column (1, 2, 3) is not shown.
      let screen = try tmux.waitFor(text: "ab  red")
      #expect(screen.contains { $0.contains("banana  yellow") }, "\(screen)")
      #expect(!screen.contains { $0.contains("1") && $0.contains("ab") }, "\(screen)")
      // The header line shows its columns too, as fzf's, lined up with the items' at their tab stops.
      #expect(screen.contains { $0.hasPrefix("    NAME    COLOUR") }, "\(screen)")
      // "red" is matched in the first column shown only: the item "red blue", not "ab red".
      try tmux.type("red")
      let filtered = try tmux.waitFor(text: "1 of 3")
      #expect(
        filtered.contains { $0.hasPrefix("›   red blue") } && !filtered.contains { $0.contains("ab  red") })
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[3|red|blue] STATUS:0"))
    }

    @Test("a --with-nth template shows the item as fzf 0.74.5 does, Enter prints the --accept-nth template")
    func templates() throws {
      let script = { (command: String) in
        "v=$(printf 'id1:Ann:Oslo\\nid2:Bob:Rome\\n' | \(command) -d: --with-nth '{2} in {3}' "
          + "--accept-nth '{1}/{n}'); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\""
      }
      var shown: [String: [String]] = [:]
      for (name, command, count) in [
        ("tfield", try Binaries.path(of: "tfield") + " choose", "1 of 2"),
        ("fzf", try TFieldThemes.fzf(), "1/2"),
      ] {
        let tmux = Tmux()
        try startScript(script(command), in: tmux)
        try tmux.waitFor(text: "Bob in Rome")
        try tmux.type("rome")
        let screen = try tmux.waitFor(text: count)
        shown[name] = screen.filter { $0.contains(" in ") && !$0.contains("{") }.map {
          String($0.drop { !$0.isLetter })
        }
        try tmux.sendKeys("Enter")
        #expect(try tmux.exitStatus() == 0)
        #expect(try tmux.capture().contains("VALUE:[id2/1] STATUS:0"), "\(name)")
      }
      #expect(shown["tfield"] == ["Bob in Rome"])
      #expect(shown["tfield"] == shown["fzf"])
    }
  }
}
