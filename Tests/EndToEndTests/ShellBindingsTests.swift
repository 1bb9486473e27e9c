import Foundation
import Testing

extension EndToEnd {
  /// `tfield shell bash|zsh|fish` sourced in the real shells: Ctrl-R finds an earlier command and
  /// puts it on the line; Ctrl-T inserts chosen paths, quoted; Alt-C changes directory.
  @Suite("tfield shell: key bindings in bash, zsh and fish", .serialized)
  struct ShellBindings {
    /// A shell started interactively in tmux with tfield's directory first on PATH, the bindings
    /// sourced, in a fresh directory of its own (and, for fish, fresh data and config folders,
    /// so no history but the test's).
    static func start(_ shell: String, in tmux: Tmux, folder: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let directory = (tool as NSString).deletingLastPathComponent
      let command: String
      let setup: String
      switch shell {
      case "bash":
        command = "env HISTFILE=/dev/null \(try program("bash")) --noprofile --norc -i"
        setup =
          "PS1='$ '; HISTFILE=/dev/null; PATH=\(Tmux.quote(directory)):$PATH; eval \"$(tfield shell bash)\""
      case "zsh":
        command = "\(try program("zsh")) -f -i"
        setup = "PS1='$ '; HISTSIZE=100; path=(\(Tmux.quote(directory)) $path); eval \"$(tfield shell zsh)\""
      default:
        command =
          "env XDG_DATA_HOME=\(Tmux.quote(folder))/data XDG_CONFIG_HOME=\(Tmux.quote(folder))/config "
          + "\(try program("fish")) --no-config -i"
        setup =
          "function fish_prompt; echo -n '$ '; end; set -gx PATH \(Tmux.quote(directory)) $PATH; tfield shell fish | source"
      }
      try tmux.start(
        "sh -c \(Tmux.quote("cd \(Tmux.quote(folder)) && exec \(command)"))", term: .named("xterm-256color"),
        width: 80, height: 20)
      try tmux.waitFor("the shell's prompt") {
        $0.contains { !$0.isEmpty && !$0.hasPrefix(Tmux.beforeMarker) }
      }
      try tmux.sendKeys(literal: setup)
      try tmux.sendKeys("Enter")
      try tmux.sendKeys(literal: "clear")
      try tmux.sendKeys("Enter")
      try tmux.waitFor("a clear screen") {
        $0.first.map { $0.hasPrefix("$") } == true && $0.count(where: { !$0.isEmpty }) == 1
      }
    }

    static func folder() throws -> String {
      let path = NSTemporaryDirectory() + "tf-shell-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      try FileManager.default.createDirectory(atPath: path + "/src/deep", withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: path + "/src/a file.txt", contents: Data())
      FileManager.default.createFile(atPath: path + "/notes.md", contents: Data())
      return path
    }

    @Test(
      "Ctrl-R: the history newest first, each entry once; the chosen entry is put on the line",
      arguments: ["bash", "zsh", "fish"])
    func history(shell: String) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let tmux = Tmux()
      try Self.start(shell, in: tmux, folder: folder)
      for command in ["echo one", "echo 'two words'", "echo one", "true"] {
        try tmux.sendKeys(literal: command)
        try tmux.sendKeys("Enter")
      }
      try tmux.waitFor("the last prompt") { $0.count(where: { $0.hasPrefix("$") }) == 5 }
      try tmux.sendKeys(literal: "echo")
      try tmux.sendKeys("C-r")
      // The query starts as the line's text; "echo one" once, the newest first.
      var screen = try tmux.waitFor(text: "History: [echo")
      let rows = screen.filter { $0.hasPrefix("›") || $0.hasPrefix("    echo") }
      #expect(rows == ["›   echo one", "    echo 'two words'"], "\(shell): \(screen)")
      try tmux.sendKeys(literal: " 'two")
      try tmux.waitFor(text: "›   echo 'two words'")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor("the entry on the line") {
        $0.last(where: { $0.hasPrefix("$") }) == "$ echo 'two words'"
      }
      #expect(!screen.contains { $0.contains("History:") }, "\(shell): the list is erased: \(screen)")
      // The line is there to edit, not run: typing goes on at its end.
      try tmux.sendKeys(literal: " more")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "two words more")
    }

    @Test(
      "Ctrl-T inserts the chosen paths quoted; Alt-C changes to the chosen directory",
      arguments: ["bash", "zsh", "fish"])
    func filesAndDirectories(shell: String) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let tmux = Tmux()
      try Self.start(shell, in: tmux, folder: folder)
      try tmux.sendKeys(literal: "ls ")
      try tmux.sendKeys("C-t")
      try tmux.waitFor(text: "Files: [")
      try tmux.sendKeys(literal: "afile")
      try tmux.waitFor(text: "›   src/a file.txt")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
      try tmux.sendKeys(literal: "notes")
      try tmux.waitFor(text: "›   notes.md")
      try tmux.sendKeys("Tab")
      try tmux.sendKeys("Enter")
      // Each shell quotes its own way: bash and zsh with a backslash, fish in single quotes.
      let quoted = shell == "fish" ? "'src/a file.txt'" : "src/a\\ file.txt"
      try tmux.waitFor("the paths on the line") { $0.contains("$ ls \(quoted) notes.md") }
      // Run it: the names reach ls as two words.
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "src/a file.txt")
      try tmux.sendKeys("M-c")
      try tmux.waitFor(text: "Directory: [")
      try tmux.sendKeys(literal: "deep")
      try tmux.waitFor(text: "›   src/deep")
      try tmux.sendKeys("Enter")
      try tmux.waitFor("the list gone") { !$0.contains { $0.contains("Directory: [") } }
      try tmux.sendKeys(literal: "pwd")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "/src/deep")
    }
  }
}
