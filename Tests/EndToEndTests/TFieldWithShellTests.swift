import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --with-shell` beside fzf 0.74.5 on the same command line: the commands it
  /// runs (the preview, reload, become) get the shell's words, then the command line as the last
  /// argument, placeholders quoted for fish when the program's name is fish and for sh otherwise.
  @Suite("tfield choose --with-shell, against fzf 0.74.5", .serialized)
  struct TFieldWithShell {
    /// A directory holding `fish` and `argv`: stand-ins for shells that print each argument they
    /// get in brackets, so the screen shows the argument vector a command was run with.
    static func standInShells() throws -> String {
      let directory = NSTemporaryDirectory() + "tfield-with-shell-\(getpid())"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      for name in ["fish", "argv"] {
        let path = directory + "/" + name
        try "#!/bin/sh\nfor a; do printf '<%s>' \"$a\"; done; echo\n".write(
          toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
      }
      return directory
    }

    /// The text of the first row holding `marker`, from the marker to the last `>` of the row,
    /// once it is on the screen after `command` started.
    static func shown(_ command: String, marker: String, keys: [String] = []) throws -> String {
      let tmux = Tmux()
      try startScript(command, in: tmux, width: 100, height: 12)
      if !keys.isEmpty {
        try tmux.waitFor(text: "a'b")
        try tmux.sendKeys(keys)
      }
      var found = ""
      try tmux.waitFor("a row holding \(marker)") { screen in
        guard let row = screen.first(where: { $0.contains(marker) }), let start = row.range(of: marker),
          let end = row.lastIndex(of: ">")
        else { return false }
        found = String(row[start.lowerBound...end])
        return true
      }
      try? tmux.sendKeys("Escape")
      _ = try? tmux.exitStatus()
      return found
    }

    /// The item: a quote, a backslash and a blank, each quoted differently by sh and fish.
    static let items = "printf \"a'b\\\\\\\\c d\\\\n\""

    @Test(
      "the preview runs as the shell's words, then the command line; fish's quoting for fish, sh's for another",
      arguments: [
        ("fish", "<-c><echo 'a\\'b\\\\c d' 'q\\'s'>"),
        ("argv", "<-c><echo 'a'\\''b\\c d' 'q'\\''s'>"),
      ])
    func preview(_ name: String, _ expected: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let shells = try Self.standInShells()
      defer { try? FileManager.default.removeItem(atPath: shells) }
      let options = "--with-shell '\(shells)/\(name) -c' --disabled --query \"q's\" --preview 'echo {} {q}'"
      let theirs = try Self.shown("\(Self.items) | \(fzf) \(options)", marker: "<-c>")
      let ours = try Self.shown("\(Self.items) | \(tool) choose \(options)", marker: "<-c>")
      #expect(theirs == expected)
      #expect(ours == theirs)
    }

    @Test("reload and become run in it too")
    func reloadAndBecome() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let shells = try Self.standInShells()
      defer { try? FileManager.default.removeItem(atPath: shells) }
      let options = "--with-shell '\(shells)/argv -c' --bind 'ctrl-r:reload(seq 3 {}),enter:become(cat {})'"
      for (keys, marker) in [(["C-r"], "<-c><seq 3"), (["Enter"], "<-c><cat")] {
        let theirs = try Self.shown("\(Self.items) | \(fzf) \(options)", marker: marker, keys: keys)
        let ours = try Self.shown("\(Self.items) | \(tool) choose \(options)", marker: marker, keys: keys)
        #expect(theirs.hasSuffix("'a'\\''b\\c d'>"), "\(theirs)")
        #expect(ours == theirs)
      }
    }

    @Test(
      "real shells: the item reaches the command unchanged through bash's, zsh's and fish's quoting",
      arguments: ["bash -c", "zsh -c", "fish -c"])
    func realShells(_ shell: String) throws {
      let tool = try Binaries.path(of: "tfield")
      _ = try program(String(shell.split(separator: " ")[0]))
      let options = "--with-shell '\(shell)' --preview 'printf \"<%s>\\\\n\" {}'"
      let ours = try Self.shown("\(Self.items) | \(tool) choose \(options)", marker: "<a")
      #expect(ours == "<a'b\\c d>")
    }
  }
}
