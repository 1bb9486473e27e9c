import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose` with the terminal on stdin: fzf 0.74's built-in walker lists the paths below
  /// the current directory.
  @Suite("tfield choose: the built-in walker", .serialized)
  struct TFieldWalker {
    @Test(
      "stdin the terminal: the paths below the current directory as fzf 0.74.5 lists them, the one chosen printed; TFIELD_DEFAULT_COMMAND's lines instead"
    )
    func walker() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let name = "tf-walker-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      let root = NSTemporaryDirectory() + name
      defer {
        for path in [root, root + ".fzf", root + ".tfield", root + ".command", root + ".become"] {
          try? FileManager.default.removeItem(atPath: path)
        }
      }
      let manager = FileManager.default
      for directory in ["a/b", ".hid", "node_modules/x", ".git", "sub/.dot", "d2", "e"] {
        try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
      }
      for file in [
        "z.txt", "a.txt", "a/b/c.txt", "a/f", ".hid/h", "node_modules/x/n", ".git/g", "sub/.dot/dd", "d2/q",
      ] {
        #expect(manager.createFile(atPath: root + "/" + file, contents: nil))
      }
      for (name, target) in [("lnk", "a"), ("up", ".."), ("zl", "z.txt")] {
        #expect(symlink(target, root + "/" + name) == 0)
      }
      // fzf and tfield list every path (--filter '' keeps the order read), then tfield's list opens.
      let all = "--walker=file,dir,follow,hidden --filter ''"
      let tmux = Tmux()
      try startScript(
        "cd \(Tmux.quote(root)) && \(fzf) \(all) > ../\(name).fzf && \(tool) choose \(all) > ../\(name).tfield; "
          + "TFIELD_DEFAULT_COMMAND='echo cmd-one; echo cmd-two' \(tool) choose --filter c > ../\(name).command; "
          // A default command that never ends is ended when the list becomes another program (no
          // child outlives tfield).
          + "TFIELD_DEFAULT_COMMAND='exec sleep 4243' \(tool) choose --bind 'start:become(echo became)' "
          + "> ../\(name).become; p=$(pgrep -f '^sleep 4243$'); if [ -n \"$p\" ]; then echo LEFT:$p; kill $p; fi; "
          + "v=$(\(tool) choose --walker-skip=sub,d2); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: tmux)
      // The default: files, hidden ones too, links to directories followed (lnk/, not up/: the
      // root's parent); --walker-skip in place of .git,node_modules.
      var screen = try tmux.waitFor(text: "10 of 10")
      try tmux.sendKeys(literal: "abc")
      screen = try tmux.waitFor(text: "1 of 10")
      #expect(screen.contains("›   a/b/c.txt"), "\(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[a/b/c.txt] STATUS:0"))
      let ours = try String(contentsOfFile: root + ".tfield", encoding: .utf8)
      let theirs = try String(contentsOfFile: root + ".fzf", encoding: .utf8)
      // The same paths; fzf's order between directories varies, as it walks several at once.
      #expect(ours.split(separator: "\n").sorted() == theirs.split(separator: "\n").sorted())
      #expect(ours.split(separator: "\n").count == 19, "\(ours)")
      // TFIELD_DEFAULT_COMMAND's lines instead of the walk, as fzf's FZF_DEFAULT_COMMAND.
      let command = try String(contentsOfFile: root + ".command", encoding: .utf8)
      #expect(command == "cmd-one\ncmd-two\n")
      #expect(try String(contentsOfFile: root + ".become", encoding: .utf8) == "became\n")
      let end = try tmux.capture()
      #expect(!end.contains { $0.contains("LEFT:") }, "the default command outlived tfield: \(end)")
    }
  }
}
