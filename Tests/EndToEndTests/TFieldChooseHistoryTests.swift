import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --history`, beside fzf 0.74.5 with the same file and keys.
  @Suite("tfield choose --history", .serialized)
  struct TFieldChooseHistory {
    @Test("Ctrl-P and Ctrl-N walk the queries of --history, Enter adds the query, as fzf 0.74.5's")
    func walkAndSave() throws {
      var files: [String: String] = [:]
      for (name, command, count) in [
        ("tfield", try Binaries.path(of: "tfield") + " choose", "1 of 3"),
        ("fzf", try TFieldThemes.fzf(), "1/3"),
      ] {
        let path = "/tmp/\(UUID().uuidString).history"
        try "foo\nbar\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tmux = Tmux()
        try startScript(
          "v=$(printf 'foo1\\nbar2\\nbaz3\\n' | \(command) --history \(path)); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
          in: tmux)
        try tmux.waitFor(text: "baz3")
        // Back to "foo", forward to "bar": the count shows the query's one match.
        try tmux.sendKeys("C-p", "C-p", "C-n")
        try tmux.waitFor("the query \"bar\" and its one match") { screen in
          screen.contains { $0.contains(count) }
            && screen.contains { $0.contains("bar") && !$0.contains("bar2") }
            && screen.contains { $0.contains("bar2") }
        }
        try tmux.sendKeys("Enter")
        #expect(try tmux.exitStatus() == 0)
        #expect(try tmux.capture().contains("VALUE:[bar2] STATUS:0"), "\(name)")
        files[name] = try String(contentsOfFile: path, encoding: .utf8)
      }
      #expect(files["tfield"] == "foo\nbar\nbar\n")
      #expect(files["tfield"] == files["fzf"])
    }
  }
}
