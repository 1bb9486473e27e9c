import Foundation
import Testing

extension EndToEnd {
  /// `tfield shell bash|zsh|fish` sourced in the real shells: Ctrl-R finds an earlier command and
  /// puts it on the line; Ctrl-T inserts chosen paths, quoted, whatever their bytes; Alt-C changes
  /// to exactly the directory chosen.
  @Suite("tfield shell: key bindings in bash, zsh and fish", .serialized)
  struct ShellBindings {
    /// A shell started interactively in tmux with tfield's directory first on PATH, the bindings
    /// sourced, in a fresh directory of its own (and, for fish, fresh data and config folders,
    /// so no history but the test's), `-m` in the user's Ctrl-R options, CDPATH holding a
    /// directory that has a `src` too.
    static func start(_ shell: String, in tmux: Tmux, folder: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let directory = (tool as NSString).deletingLastPathComponent
      let command: String
      let setup: String
      switch shell {
      case "bash":
        command = "env HISTFILE=/dev/null \(try program("bash")) --noprofile --norc -i"
        setup =
          "PS1='$ '; HISTFILE=/dev/null; PATH=\(Tmux.quote(directory)):$PATH; eval \"$(tfield shell bash)\"; "
          + "TFIELD_CTRL_R_OPTS=-m; CDPATH=\(Tmux.quote(folder))/other"
      case "zsh":
        command = "\(try program("zsh")) -f -i"
        setup =
          "PS1='$ '; HISTSIZE=100; path=(\(Tmux.quote(directory)) $path); eval \"$(tfield shell zsh)\"; "
          + "TFIELD_CTRL_R_OPTS=-m; CDPATH=\(Tmux.quote(folder))/other"
      default:
        command =
          "env XDG_DATA_HOME=\(Tmux.quote(folder))/data XDG_CONFIG_HOME=\(Tmux.quote(folder))/config "
          + "\(try program("fish")) --no-config -i"
        // fish's own key bindings and its bracketed paste, as a configured fish has them.
        setup =
          "function fish_prompt; echo -n '$ '; end; set -gx PATH \(Tmux.quote(directory)) $PATH; "
          + "fish_default_key_bindings; function __tf_paste --on-event fish_prompt; printf '\\e[?2004h'; end; "
          + "function __tf_no_paste --on-event fish_preexec; printf '\\e[?2004l'; end; "
          + "tfield shell fish | source; set -g TFIELD_CTRL_R_OPTS -m; set -g CDPATH \(Tmux.quote(folder))/other"
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

    /// A directory with `src/a file.txt`, `src/deep` and `notes.md`; names a shell or a command
    /// may take for something else (`-n`, the directories `-` and `+1`), a name that is not UTF-8
    /// (`caf\xE9`, Latin-1) and one that holds a line break (the directory `d\nQQ`); and, beside
    /// it, `other/src` for CDPATH.
    static func folder() throws -> String {
      let path = NSTemporaryDirectory() + "tf-shell-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      let manager = FileManager.default
      for directory in ["/src/deep", "/-", "/+1", "/d\nQQ", "/other/src"] {
        try manager.createDirectory(atPath: path + directory, withIntermediateDirectories: true)
      }
      for file in ["/src/a file.txt", "/notes.md", "/-n", "/next", "/d\nQQ/inside"] {
        _ = manager.createFile(atPath: path + file, contents: Data())
      }
      let latin1 = Array((path + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
      let descriptor = open(latin1, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      #expect(descriptor >= 0)
      close(descriptor)
      return path
    }

    @Test(
      "Ctrl-R: the history newest first, each entry once, one chosen and put on the line; the line is one query",
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
      // A pasted line (not run) of two lines is one query: its second line is no option of
      // tfield's (fish split it there), so the preview it names never runs. And the list chooses
      // one entry, though the user's options say -m (no "marked" count).
      let planted = folder + "/PWNED"
      try tmux.paste("one\n--preview=touch PWNED")
      try tmux.sendKeys("C-r")
      screen = try tmux.waitFor(text: "History: [")
      #expect(screen.contains { $0.contains("History: [one --preview=touch") }, "\(shell): \(screen)")
      #expect(!screen.contains { $0.contains("marked") }, "\(shell): a single choice: \(screen)")
      try tmux.sendKeys("Escape")
      try tmux.waitFor("the list gone") { !$0.contains { $0.contains("History: [") } }
      #expect(!FileManager.default.fileExists(atPath: planted), "\(shell): the pasted option ran")
    }

    @Test(
      "Ctrl-T inserts any names, quoted; Alt-C goes to the directory chosen; an empty list, a slow one drawn once",
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
      // No directory below: an empty list, not an error over the prompt.
      try tmux.sendKeys("M-c")
      var screen = try tmux.waitFor(text: "0 of 0")
      #expect(!screen.contains { $0.contains("tfield:") }, "\(shell): \(screen)")
      try tmux.sendKeys("Escape")
      try tmux.waitFor("the list gone") { !$0.contains { $0.contains("Directory: [") } }
      try Self.run("cd \(folder); clear", in: tmux)
      try Self.chooseNamesTakenForOthers(shell, in: tmux, folder: folder)
      try Self.changeToNamesTakenForOthers(shell, in: tmux, folder: folder)
      if shell == "bash" { try Self.altCInViMode(in: tmux, folder: folder) }
      // A list whose input takes a moment is drawn once, where it opened, and leaves nothing.
      let go = folder + "/GO"
      try "while [ ! -e \(go) ]; do sleep 0.02; done; echo slow-one; echo slow-two\n".write(
        toFile: folder + "/slow.sh", atomically: true, encoding: .utf8)
      let slow = "sh \(folder)/slow.sh"
      try Self.run(
        shell == "fish"
          ? "set -g TFIELD_CTRL_T_COMMAND '\(slow)'; clear" : "TFIELD_CTRL_T_COMMAND='\(slow)'; clear",
        in: tmux)
      try tmux.sendKeys(literal: "echo slow ")
      try tmux.sendKeys("C-t")
      try tmux.waitFor(text: "reading…")
      _ = FileManager.default.createFile(atPath: go, contents: Data())
      screen = try tmux.waitFor(text: "slow-two")
      #expect(screen.count { $0.contains("Files: [") } == 1, "\(shell): drawn twice: \(screen)")
      try tmux.sendKeys("Escape")
      screen = try tmux.waitFor("the list gone") { !$0.contains { $0.contains("Files: [") } }
      #expect(screen.filter { !$0.isEmpty } == ["$ echo slow"], "\(shell): rows left: \(screen)")
    }

    /// Types a command line and runs it, and waits for the prompt after it.
    static func run(_ line: String, in tmux: Tmux) throws {
      try tmux.sendKeys(literal: line)
      try tmux.sendKeys("Enter")
      try tmux.waitFor("the prompt after \(line)") { $0.last { !$0.isEmpty } == "$" }
    }

    /// Ctrl-T marks `-n`, the Latin-1 `caf\xE9`, `next` and `d\nQQ`: each reaches the command as
    /// one argument, the first as `./-n`, not an option.
    static func chooseNamesTakenForOthers(_ shell: String, in tmux: Tmux, folder: String) throws {
      try tmux.sendKeys(literal: "stat -c '<%n>' ")
      try tmux.sendKeys("C-t")
      try tmux.waitFor(text: "Files: [")
      for (marked, query) in ["^-n", "^caf", "QQ$", "^next"].enumerated() {
        try tmux.sendKeys(literal: query)
        try tmux.waitFor(text: " 1 of ")
        try tmux.sendKeys("Tab")
        try tmux.waitFor(text: "\(marked + 1) marked")
        try tmux.sendKeys("C-u")
        try tmux.waitFor(text: "Files: [ ")
      }
      try tmux.sendKeys("Enter")
      let line =
        switch shell {
        case "bash": "$ stat -c '<%n>' ./-n $'caf\\351' next $'d\\nQQ'"
        case "zsh": "$ stat -c '<%n>' ./-n caf$'\\351' next d$'\\n'QQ"
        default: "$ stat -c '<%n>' ./-n caf\\Xe9 next d\\nQQ"
        }
      try tmux.waitFor("the names on the line") { $0.contains(line) }
      try tmux.sendKeys("Enter")
      let screen = try tmux.waitFor(text: "QQ>")
      let output = Array(screen.drop { !$0.hasPrefix("<") }.prefix(5))
      #expect(output.count == 5, "\(shell): \(screen)")
      #expect(output.first == "<./-n>", "\(shell): \(screen)")
      #expect(output.dropFirst().first.map { $0.hasPrefix("<caf") && $0.hasSuffix(">") } == true)
      #expect(Array(output.dropFirst(2)) == ["<next>", "<d", "QQ>"], "\(shell): \(screen)")
      try Self.run("clear", in: tmux)
    }

    /// Alt-C goes to `./src`, not CDPATH's `src`; to the directory `-`, not `$OLDPWD`; to `+1`,
    /// not zsh's directory stack.
    static func changeToNamesTakenForOthers(_ shell: String, in tmux: Tmux, folder: String) throws {
      for (query, directory) in [("^src$", "src"), ("^-$", "-"), ("^+1$", "+1")] {
        try tmux.sendKeys("M-c")
        try tmux.waitFor(text: "Directory: [")
        try tmux.sendKeys(literal: query)
        try tmux.waitFor(text: " 1 of ")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the list gone") { !$0.contains { $0.contains("Directory: [") } }
        try Self.run("pwd; cd \(folder)", in: tmux)
        let screen = try tmux.capture()
        #expect(screen.contains(folder + "/" + directory), "\(shell) \(query): \(screen)")
        try Self.run("clear", in: tmux)
      }
    }

    /// bash in vi mode: Alt-C in vi's insert keymap and in its command keymap (fzf's bindings
    /// have both).
    static func altCInViMode(in tmux: Tmux, folder: String) throws {
      try Self.run("set -o vi; clear", in: tmux)
      for keys in [["M-c"], ["Escape", "M-c"]] {
        try tmux.sendKeys(keys)
        try tmux.waitFor(text: "Directory: [")
        try tmux.sendKeys(literal: "deep")
        try tmux.waitFor(text: "›   src/deep")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the list gone") { !$0.contains { $0.contains("Directory: [") } }
        try Self.run("pwd; cd \(folder)", in: tmux)
        #expect(try tmux.capture().contains(folder + "/src/deep"), "vi mode \(keys)")
        try Self.run("clear", in: tmux)
      }
      try Self.run("set -o emacs", in: tmux)
    }
  }
}
