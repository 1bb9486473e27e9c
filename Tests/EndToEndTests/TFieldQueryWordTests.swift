import Foundation
import Testing

extension EndToEnd {
  /// The query's subword actions and `--filepath-word` as a person sees them: fzf 0.74's own
  /// tests (`test_subword_forward`, `test_subword_backward`, `test_file_word` in fzf 0.74's
  /// test/test_core.rb, MIT licence), run on fzf 0.74.5 and on tfield with the same keys: after
  /// each step both show the query fzf's test expects.
  @Suite("tfield choose's subword actions and --filepath-word, against fzf 0.74.5", .serialized)
  struct TFieldQueryWords {
    /// The query on a screen row: what follows the prompt `> `, within tfield's brackets where it
    /// draws them (`> [text   ] 0 of 1`); nil on another row.
    static func queryText(in row: String) -> String? {
      guard let prompt = row.range(of: "> ") else { return nil }
      var text = row[prompt.upperBound...]
      if text.hasPrefix("["), let close = text.lastIndex(of: "]") {
        text = text[text.index(after: text.startIndex)..<close]
      }
      return String(text).trimmingCharacters(in: .whitespaces)
    }

    /// Starts each program with `options` and `query`, then types each step's keys (one
    /// character: typed as text; else a tmux key name) and waits for the query row to read
    /// `> ` and the step's query.
    static func run(_ options: String, query: String, steps: [(keys: [String], query: String)]) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      for isFzf in [true, false] {
        let tmux = Tmux()
        let name = isFzf ? "fzf" : "tfield"
        let quoted = Tmux.quote(query)
        let command =
          isFzf
          ? "echo x | \(fzf) --prompt '> ' --no-scrollbar \(options) -q \(quoted)"
          : "echo x | \(tool) choose --layout default --prompt '> ' \(options) -q \(quoted) >/dev/null"
        try startScript(command, in: tmux, width: 60, height: 8)
        for (number, step) in ([(keys: [String](), query: query)] + steps).enumerated() {
          for key in step.keys {
            if key.count == 1 { try tmux.sendKeys(literal: key) } else { try tmux.sendKeys(key) }
          }
          do {
            try tmux.waitFor("\(name), step \(number) (\(step.keys)): \(step.query)") { screen in
              screen.contains { Self.queryText(in: $0) == step.query }
            }
          } catch {
            Issue.record("\(name): step \(number) (\(step.keys)) should show the query \"\(step.query)\"")
            throw error
          }
        }
        try tmux.sendKeys("Escape")
        _ = try tmux.exitStatus()
      }
    }

    /// fzf's test goes to the query's start with Home, which is the first row in tfield's list
    /// (docs/migration-from-fzf.md): here Ctrl-A, the start in both.
    @Test(
      "forward-subword and kill-subword stop where a capital follows a small letter (fzf's test_subword_forward)"
    )
    func subwordForward() throws {
      try Self.run(
        "--bind K:kill-subword,F:forward-subword", query: "foo bar foo-bar fooFooBar",
        steps: [
          (["C-a", "F", "DC"], "foobar foo-bar fooFooBar"),
          (["K"], "foo foo-bar fooFooBar"),
          (["F", "K"], "foo foo fooFooBar"),
          (["F", "F", "K"], "foo foo fooFoo"),
        ])
    }

    @Test("backward-subword and backward-kill-subword (fzf's test_subword_backward)")
    func subwordBackward() throws {
      try Self.run(
        "--bind K:backward-kill-subword,B:backward-subword", query: "foo bar foo-bar fooBar",
        steps: [
          (["B", "BSpace"], "foo bar foo-bar foBar"),
          (["K"], "foo bar foo-bar Bar"),
          (["B", "BSpace"], "foo bar foobar Bar"),
          (["B", "B", "BSpace"], "foobar foobar Bar"),
        ])
    }

    @Test(
      "--filepath-word: Alt-B, Alt-D, Alt-F and Alt-Backspace take what lies between slashes (fzf's test_file_word)"
    )
    func filepathWord() throws {
      try Self.run(
        "--filepath-word", query: "--/foo bar/foo-bar/baz",
        steps: [(["M-b", "M-b", "M-b", "M-d", "M-f", "M-BSpace"], "--///baz")])
    }
  }
}
