import Foundation
import Testing

extension EndToEnd {
  /// What the commands `tfield choose` runs see in their environment: fzf 0.74's `FZF_…`
  /// variables and their `TFIELD_…` twins, beside fzf 0.74.5 running the same command line.
  @Suite("tfield choose: the variables its commands see", .serialized)
  struct TFieldVariables {
    /// The variables compared with fzf's.
    static let names = [
      "QUERY", "KEY", "ACTION", "PROMPT", "POINTER", "GHOST", "BORDER_LABEL", "DIRECTION", "INPUT_STATE",
      "MATCH_COUNT", "SELECT_COUNT", "TOTAL_COUNT", "POS", "LINES", "COLUMNS", "CURRENT_ITEM",
    ]

    /// Runs `program` on three items, types `a`, marks the first match with Tab and presses
    /// Ctrl-T, whose `execute-silent` writes the variables to a file, then changes the prompt (the
    /// event waited for); returns the file's `NAME=value` lines, sorted.
    static func variables(of program: String, prefix: String, file: String) throws -> [String] {
      let tmux = Tmux()
      let pattern = "^\(prefix)_(\(names.joined(separator: "|")))="
      try startScript(
        "printf 'alpha\\nbeta\\ngamma\\n' | \(program) --multi --reverse --height 10 --prompt 'P> ' "
          + "--pointer '>' --bind \"ctrl-t:execute-silent(env | grep -E '\(pattern)' | sort > \(file))"
          + "+change-prompt(written> )\"",
        in: tmux, width: 60, height: 20)
      try tmux.waitFor(text: "gamma")
      try tmux.type("a")
      // fzf shows "P> a"; tfield the query in its box, "P> [a".
      try tmux.waitFor("the query a") { screen in
        screen.contains { $0.contains("P> a") || $0.contains("P> [a") }
      }
      // Keys are read in order: Ctrl-T's command runs after Tab has marked.
      try tmux.sendKeys("Tab", "C-t")
      try tmux.waitFor(text: "written> ")
      try tmux.sendKeys("Escape")
      _ = try tmux.exitStatus()
      return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test(
      "a bound command sees the query, the key, the action, the counts, the place and the size as fzf 0.74.5's does, under FZF_ and TFIELD_"
    )
    func sameAsFzf() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let file = "/tmp/tfield-variables-\(getpid())"
      defer {
        for name in [".ours", ".theirs"] { try? FileManager.default.removeItem(atPath: file + name) }
      }
      let both = try Self.variables(of: "\(tool) choose", prefix: "(FZF|TFIELD)", file: file + ".ours")
      let theirs = try Self.variables(of: fzf, prefix: "FZF", file: file + ".theirs")
      let ours = both.filter { $0.hasPrefix("FZF_") }
      let twins = both.filter { $0.hasPrefix("TFIELD_") }
      #expect(theirs.count == Self.names.count, "\(theirs)")
      // The one difference: inline, tfield's picker leaves the terminal's last column (fzf's
      // takes all 60), and FZF_COLUMNS is the picker's width.
      #expect(ours.contains("FZF_COLUMNS=59") && theirs.contains("FZF_COLUMNS=60"))
      let width = { (line: String) in line.hasPrefix("FZF_COLUMNS=") }
      #expect(ours.filter { !width($0) } == theirs.filter { !width($0) })
      #expect(twins.map { "FZF" + $0.dropFirst("TFIELD".count) } == ours)
      #expect(ours.contains("FZF_ACTION=toggle-down") && ours.contains("FZF_KEY=ctrl-t"), "\(ours)")
    }
  }
}
