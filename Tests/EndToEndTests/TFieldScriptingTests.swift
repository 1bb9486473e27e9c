import Foundation
import Testing

extension EndToEnd {
  /// fzf 0.74's scripting engine in `tfield choose`: events bound to actions, `transform`,
  /// `become`, `change-…`, `--disabled` with `reload`, and fzf's own examples given through
  /// `TFIELD_DEFAULT_OPTS` unchanged. Translated from fzf 0.74's test/test_exec.rb and
  /// test/test_core.rb (MIT, Copyright (c) 2013-2025 Junegunn Choi): their start, change, zero,
  /// transform and become cases, grouped.
  @Suite("tfield choose: fzf's events and scripting actions", .serialized)
  struct TFieldScripting {
    /// A directory of its own for a test's files, removed by `defer`.
    static func directory(_ tmux: Tmux) throws -> String {
      let path = "/tmp/\(tmux.socketName).files"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    }

    /// The bindings `events` runs (fzf 0.74.5 shows the same prompts and headers with them).
    static let eventBindings =
      "--bind 'start:change-prompt(started> )' --bind 'change:transform-header:echo typed {q}' "
      + "--bind 'zero:change-prompt(none> )' --bind 'ctrl-t:transform:echo \"change-query(beta)+first\"'"

    @Test("start, change and zero run their actions; transform's output runs as actions")
    func events() throws {
      let path = try Binaries.path(of: "tfield") + " choose"
      let tmux = Tmux()
      try startScript(
        "export FZF_DEFAULT_OPTS= TFIELD_DEFAULT_OPTS=; v=$(printf 'alpha\\nbeta\\ngamma\\n' | \(path) "
          + "\(Self.eventBindings)); printf 'VALUE:[%s]\\n' \"$v\"",
        in: tmux)
      try tmux.waitFor(text: "started> ")
      try tmux.type("g")
      try tmux.waitFor(text: "typed g")
      try tmux.type("x")
      try tmux.waitFor("the prompt none> and the query gx") { screen in
        screen.contains { $0.contains("none> ") && $0.contains("gx") }
      }
      #expect(try tmux.capture().contains { $0.contains("typed gx") })
      // transform: its output's change-query fires change (the header follows), then Enter.
      try tmux.sendKeys("C-t")
      try tmux.waitFor(text: "typed beta")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[beta]"))
    }

    @Test("become: the picker ends, the terminal restored, and the command prints in its place")
    func become() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'alpha\\nbeta\\n' | \(tool) choose "
          + "--bind 'enter:become(stty -a | grep -c \" icanon\"; printf became:%s {})'); "
          + "printf 'VALUE:[%s]\\n' \"$(printf %s \"$v\" | tr '\\n' '|')\"",
        in: tmux)
      try tmux.waitFor(text: "›   alpha")
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "›   beta")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      // The command's stdin was the terminal, back in canonical mode; its output was the picker's.
      #expect(try tmux.capture().contains("VALUE:[1|became:beta]"))
    }

    @Test(
      "fzf's ripgrep launcher (ADVANCED.md) in TFIELD_DEFAULT_OPTS unchanged: --disabled, start:reload and change:reload fill the list, become opens vim at the line"
    )
    func ripgrepLauncher() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      try "apple pie\nbanana split\n".write(toFile: files + "/a.txt", atomically: true, encoding: .utf8)
      try "cherry tart\n".write(toFile: files + "/b.txt", atomically: true, encoding: .utf8)
      // fzf 0.74's ADVANCED.md, "Using fzf as interactive Ripgrep launcher", its options as they
      // are there; grep in place of rg where rg is missing.
      let bin = files + ".bin"
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: bin) }
      try "#!/bin/sh\n[ -t 0 ] && t=tty || t=other\nprintf 'VIM:[%s] STDIN:%s\\n' \"$*\" \"$t\"\n".write(
        toFile: bin + "/vim", atomically: true, encoding: .utf8)
      chmod(bin + "/vim", 0o755)
      let rg =
        "PATH=\(bin):$PATH\n"
        + "command -v rg >/dev/null && RG_PREFIX=\"rg --column --line-number --no-heading --color=always "
        + "--smart-case \" || RG_PREFIX=\"grep -rn --color=always -i \"\n"
      let script =
        rg + """
          export TFIELD_DEFAULT_OPTS="--ansi --disabled --query '' \\
              --bind \\"start:reload:$RG_PREFIX {q} || true\\" \\
              --bind \\"change:reload:sleep 0.1; $RG_PREFIX {q} || true\\" \\
              --delimiter : \\
              --preview 'bat --color=always {1} --highlight-line {2}' \\
              --preview-window 'up,60%,border-bottom,+{2}+3/3,~3' \\
              --bind 'enter:become(vim {1} +{2})'"
          cd \(files) && \(tool) choose

          """
      try script.write(toFile: files + ".sh", atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: files + ".sh") }
      try startScript("sh \(files).sh", in: tmux)
      try tmux.waitFor(text: "a.txt:2:banana split")
      try tmux.type("cherry")
      // The list is grep's answer for the query, not the first list narrowed.
      try tmux.waitFor("only cherry's line") { screen in
        screen.contains { $0.contains("b.txt:1:cherry tart") } && !screen.contains { $0.contains("banana") }
      }
      try tmux.sendKeys("Enter")
      // vim, here a script of that name that shows what it was given and where its stdin is.
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("VIM:[b.txt +1] STDIN:tty"), "\(screen)")
    }

    @Test(
      "fzf's ps reload (ADVANCED.md) in TFIELD_DEFAULT_OPTS unchanged: its two header lines, and ctrl-r lists a process started after the picker"
    )
    func processReload() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      let script = """
        export TFIELD_DEFAULT_OPTS="--bind='ctrl-r:reload(date; ps -ef)' \\
              --header='Press CTRL-R to reload

        ' --header-lines=2 \\
              --preview='echo {}' --preview-window=down,3,wrap \\
              --layout=reverse --height=80%"
        v=$( (date; ps -ef) | \(tool) choose | awk '{print $2}')
        printf 'VALUE:[%s]\\n' "$v"

        """
      try script.write(toFile: files + "/ps.sh", atomically: true, encoding: .utf8)
      try startScript("sh \(files)/ps.sh", in: tmux, width: 120, height: 30)
      try tmux.waitFor(text: "Press CTRL-R to reload")
      try tmux.waitFor(text: "UID")
      let late = Process()
      late.executableURL = URL(fileURLWithPath: "/bin/sleep")
      late.arguments = ["4243.5"]
      // Its own output, never the test's: a process left holding the test's stdout would keep
      // swift test waiting; SIGKILL, as a child keeps the signals its parent thread blocks.
      late.standardInput = FileHandle.nullDevice
      late.standardOutput = FileHandle.nullDevice
      late.standardError = FileHandle.nullDevice
      try late.run()
      defer {
        kill(late.processIdentifier, SIGKILL)
        late.waitUntilExit()
      }
      try tmux.sendKeys("C-r")
      try tmux.type("'4243.5")
      try tmux.waitFor(text: "sleep 4243.5")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      // The line chosen (its transcript) is the process's, its PID what awk printed.
      let screen = try tmux.capture()
      let line = try #require(screen.first { $0.hasSuffix("/bin/sleep 4243.5") }, "\(screen)")
      let pid = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
      #expect(screen.contains("VALUE:[\(pid ?? "")]"), "\(screen)")
    }

    @Test(
      "fzf's git log browser (its wiki's fshow) in TFIELD_DEFAULT_OPTS unchanged: --no-sort keeps the log's order, ctrl-s:toggle-sort ranks, the preview shows the commit"
    )
    func gitLogBrowser() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let repository = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: repository) }
      // Two commits: the newer's message matches "mo" worse than the older's.
      let git = "git -c user.name=t -c user.email=t@example.com -c commit.gpgsign=false"
      let script = """
        cd \(repository) && git init -q . && echo one > module.txt && git add module.txt \
          && \(git) commit -q -m module && echo two > change.txt && git add change.txt \
          && \(git) commit -q -m 'make one change' || exit 9
        export TFIELD_DEFAULT_OPTS="--ansi --no-sort --reverse --tiebreak=index --bind=ctrl-s:toggle-sort \
          --preview 'git show --color=always {1}'"
        v=$(git log --color=always --format='%C(auto)%h%d %s' | \(tool) choose)
        printf 'VALUE:[%s]\\n' "$v"

        """
      try script.write(toFile: repository + ".sh", atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: repository + ".sh") }
      try startScript("sh \(repository).sh", in: tmux, width: 100, height: 20)
      // The newest commit first, highlighted, `git show` of it in the preview (its message
      // indented).
      try tmux.waitFor(text: "    make one change")
      try tmux.type("mo")
      func firstItem(_ screen: [String]) -> String? {
        screen.first { $0.contains("make one change") || $0.hasSuffix(" module") || $0.contains(" module ") }
      }
      // --no-sort: the log's order, newest first, whatever the scores.
      let unsorted = try tmux.waitFor("the log's order") { screen in
        firstItem(screen)?.contains("make one change") == true && screen.contains { $0.contains(" -S") }
      }
      #expect(unsorted.contains { $0.contains("module") }, "\(unsorted)")
      try tmux.sendKeys("C-s")
      // Ranked: "module" matches "mo" better; the preview follows the highlight to its commit.
      try tmux.waitFor("ranked") { screen in
        firstItem(screen)?.contains("module") == true && screen.contains { $0.contains("    module") }
          && screen.contains { $0.contains(" +S") }
      }
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains { $0.hasPrefix("VALUE:[") && $0.hasSuffix(" module]") }, "\(screen)")
    }

    @Test(
      "a slow command an event runs (reload at start, transform on change) never delays a key typed meanwhile"
    )
    func slowCommandsDoNotDelayKeys() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(\(tool) choose --bind 'start:reload:sleep 3; printf \"apple\\napricot\\n\"' "
          + "--bind 'change:transform-header:sleep 3; echo slow {q}'); printf 'VALUE:[%s]\\n' \"$v\"",
        in: tmux)
      try tmux.waitFor(text: "Query:")
      let clock = ContinuousClock()
      var delays: [Duration] = []
      for (key, shown) in [("a", "Query: [a"), ("p", "Query: [ap")] {
        let sent = clock.now
        try tmux.sendKeys(literal: key)
        try tmux.waitFor(text: shown)
        delays.append(clock.now - sent)
      }
      // Both keys showed while the reload and the first transform still ran.
      let screen = try tmux.capture()
      #expect(
        !screen.contains { $0.contains("apricot") } && !screen.contains { $0.contains("slow") }, "\(screen)")
      #expect(delays.allSatisfy { $0 < .milliseconds(1500) }, "\(delays)")
      print("key shown while an event's slow command ran: \(delays)")
      try tmux.waitFor(text: "slow ap")
      try tmux.waitFor(text: "apricot")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[apple]"))
    }
    @Test(
      "fzf's README --style full example in TFIELD_DEFAULT_OPTS unchanged: the four boxes and their labels, the list label from result's transform, the preview label and the header from focus"
    )
    func styleFullExample() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      try "some notes\n".write(toFile: files + "/notes.txt", atomically: true, encoding: .utf8)
      try "#include <stdio.h>\nint main(void) { return 0; }\n".write(
        toFile: files + "/main.c", atomically: true, encoding: .utf8)
      // fzf-preview.sh, fzf's script, here a stand-in that says what it was given.
      let bin = files + ".bin"
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: bin) }
      try "#!/bin/sh\necho \"PREVIEW OF $1\"\n".write(
        toFile: bin + "/fzf-preview.sh", atomically: true, encoding: .utf8)
      chmod(bin + "/fzf-preview.sh", 0o755)
      // fzf 0.74's README, "Style presets", the example based on `full`, its options as they are
      // there; its commands are bash's, run by $SHELL as fzf runs them.
      let script = """
        export PATH=\(bin):$PATH SHELL=/bin/bash
        export TFIELD_DEFAULT_OPTS="--style full \\
            --border --padding 1,2 \\
            --border-label ' Demo ' --input-label ' Input ' --header-label ' File Type ' \\
            --preview 'fzf-preview.sh {}' \\
            --bind 'result:transform-list-label:
                if [[ -z \\$FZF_QUERY ]]; then
                  echo \\" \\$FZF_MATCH_COUNT items \\"
                else
                  echo \\" \\$FZF_MATCH_COUNT matches for [\\$FZF_QUERY] \\"
                fi
                ' \\
            --bind 'focus:transform-preview-label:[[ -n {} ]] && printf \\" Previewing [%s] \\" {}' \\
            --bind 'focus:+transform-header:file --brief {} || echo \\"No file selected\\"' \\
            --bind 'ctrl-r:change-list-label( Reloading the list )+reload(sleep 2; git ls-files)' \\
            --color 'border:#aaaaaa,label:#cccccc' \\
            --color 'preview-border:#9999cc,preview-label:#ccccff' \\
            --color 'list-border:#669966,list-label:#99cc99' \\
            --color 'input-border:#996666,input-label:#ffcccc' \\
            --color 'header-border:#6699cc,header-label:#99ccff'"
        cd \(files) && ls | \(tool) choose

        """
      try script.write(toFile: files + ".sh", atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: files + ".sh") }
      try startScript("sh \(files).sh", in: tmux, width: 80, height: 24)
      try tmux.waitFor(text: " 2 items ")
      try tmux.waitFor(text: "PREVIEW OF main.c")
      try tmux.waitFor(text: " Previewing [main.c] ")
      try tmux.waitFor(text: "C source")
      let screen = try tmux.capture()
      for label in [" Demo ", " Input ", " File Type "] {
        #expect(screen.contains { $0.contains("─" + label + "─") }, "\(label): \(screen)")
      }
      // The outer border, then inside its padding the four boxes' corners.
      #expect(screen.contains { $0.hasPrefix("╭") && $0.hasSuffix("╮") && $0.contains(" Demo ") })
      #expect(screen.filter { $0.contains("│  ╭") }.count >= 3, "\(screen)")
      try tmux.type("note")
      try tmux.waitFor(text: " 1 matches for [note] ")
      try tmux.waitFor(text: " Previewing [notes.txt] ")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("notes.txt"))
    }
  }
}
