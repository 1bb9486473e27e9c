import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --track --id-nth`: after a reload, the highlight finds its item again by the
  /// columns `--id-nth` names, keys waiting meanwhile (`+T*`). The cases are fzf's own tests
  /// (`test_track_nth_*`, `test_track_action_with_id_nth`, `test_id_nth_preserve_multi_selection`
  /// in fzf 0.74's test/test_core.rb, MIT licence, Copyright (c) 2013-2026 Junegunn Choi), run on
  /// fzf 0.74.5 and on tfield with the same keys. Where fzf's tests time a reload with `sleep`,
  /// these hold it with files the test creates, so that no step depends on the machine's speed.
  @Suite("tfield choose --track --id-nth, against fzf 0.74.5", .serialized)
  struct TFieldIdNth {
    typealias State = TFieldTrack.State

    /// What a test does next: keys, a file created (a reload waiting for it goes on), or a state
    /// waited for.
    enum Move {
      /// Keys typed, as tmux names them (one character: that character).
      case keys([String])
      /// A file created.
      case touch(String)
      /// A file waited for (one the reload's command creates).
      case awaitFile(String)
      /// The keys sent so far read by the program.
      case settle
      /// The count, the highlighted item (nil: any) and the mark after the count (nil: any),
      /// against a total of items.
      /// against a total of items (nil: any, for a state fzf shows while it reads).
      case expect(count: Int?, item: String?, mark: String?, total: Int?)
    }

    /// A reload gated by files: it prints `first` once `gate1` exists, then `rest` once `gate2`
    /// exists (a gate never created holds it until the list ends).
    static func gated(_ first: String, _ rest: String, _ gate1: String, _ gate2: String) -> String {
      "until [ -e \(gate1) ]; do sleep 0.02; done; \(first); until [ -e \(gate2) ]; do sleep 0.02; done; \(rest)"
    }

    /// Runs `moves` on fzf 0.74.5, then on tfield, both started on `items` with `options` (`GATE`
    /// in them is a directory of files for that run): each state waited for on fzf is the one
    /// fzf's test expects, and tfield's equals fzf's. Returns what each printed.
    @discardableResult
    static func run(_ items: String, _ options: String, _ moves: [Move]) throws -> (
      theirs: String, ours: String
    ) {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      var printed: [String] = []
      var theirs: [State] = []
      for isFzf in [true, false] {
        let gates = NSTemporaryDirectory() + "tfield-id-nth-\(getpid())-\(isFzf ? "fzf" : "tfield")"
        try FileManager.default.createDirectory(atPath: gates, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: gates) }
        let output = gates + "/output"
        let options = options.replacingOccurrences(of: "GATE", with: gates)
        let program = TFieldTrack.Program(isFzf: isFzf)
        let command =
          isFzf
          ? "\(items) | \(fzf) --pointer @ --marker '*' --no-scrollbar --scroll-off 0 \(options) > \(output)"
          : "\(items) | \(tool) choose --layout default --pointer @ --marker '*' \(options) > \(output)"
        try startScript(command, in: program.tmux, width: 40, height: 14)
        var expected = 0
        for (number, move) in moves.enumerated() {
          switch move {
          case .keys(let keys):
            for key in keys {
              if key.count == 1 {
                try program.tmux.sendKeys(literal: key)
              } else {
                try program.tmux.sendKeys(key)
              }
            }
          case .touch(let name):
            FileManager.default.createFile(atPath: gates + "/" + name, contents: nil)
          case .settle:
            try program.tmux.waitUntilInputRead()
          case .awaitFile(let name):
            try program.tmux.waitFor("\(name) created") { _ in
              FileManager.default.fileExists(atPath: gates + "/" + name)
            }
          case .expect(let count, let item, let mark, let total):
            let what = "move \(number + 1)"
            if isFzf {
              theirs.append(
                try program.waitFor(
                  "\(what): \(count.map(String.init) ?? "any") \(item ?? "") \(mark ?? "")", total: total
                ) {
                  state in
                  (count.map { $0 == state.count } ?? true) && (item.map { $0 == state.item } ?? true)
                    && (mark.map { $0 == state.mark } ?? true)
                })
            } else {
              let their = theirs[expected]
              try program.waitFor("\(what): fzf's \(their)", total: total) { state in
                (count == nil || state.count == their.count) && (item == nil || state.item == their.item)
                  && (mark == nil || state.mark == their.mark) && state.marked == their.marked
              }
            }
            expected += 1
          }
        }
        try program.tmux.sendKeys("Enter")
        _ = try program.tmux.exitStatus()
        printed.append((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
      }
      return (printed[0], printed[1])
    }

    @Test("--id-nth ..: a shuffled reload finds 555 again (fzf's test_track_nth_reload_whole_line)")
    func wholeLine() throws {
      try Self.run(
        "seq 1000", "--track --id-nth .. --bind 'ctrl-r:reload:seq 1000 | sort -R'",
        [
          .expect(count: 1000, item: "1", mark: "+T", total: 1000),
          .keys(["5", "5", "5"]),
          .expect(count: 1, item: "555", mark: "+T", total: 1000),
          .keys(["BSpace", "BSpace", "BSpace"]),
          .expect(count: 1000, item: "555", mark: "+T", total: 1000),
          .keys(["C-r"]),
          .expect(count: 1000, item: "555", mark: "+T", total: 1000),
        ])
    }

    @Test(
      "--id-nth 1: the item whose first column is the same, its other columns new (fzf's test_track_nth_reload_field)"
    )
    func firstColumn() throws {
      try Self.run(
        "printf '1 apple\\n2 banana\\n3 cherry\\n'",
        "--track --id-nth 1 --bind 'ctrl-r:reload:printf \"1 apricot\\n2 blueberry\\n3 cranberry\\n\"'",
        [
          .expect(count: 3, item: "1 apple", mark: "+T", total: 3),
          .keys(["Up"]),
          .expect(count: 3, item: "2 banana", mark: "+T", total: 3),
          .keys(["C-r"]),
          .expect(count: 3, item: "2 blueberry", mark: "+T", total: 3),
        ])
    }

    @Test(
      "not found: the highlight keeps its row once the reload has ended (fzf's test_track_nth_reload_no_match and _async_no_match)"
    )
    func notFound() throws {
      try Self.run(
        "printf 'alpha\\nbeta\\ngamma\\n'",
        "--track --id-nth .. --bind 'ctrl-r:reload:\(Self.gated("true", "printf \"delta\\nepsilon\\nzeta\\n\"", "GATE/1", "GATE/1"))'",
        [
          .expect(count: 3, item: "alpha", mark: "+T", total: 3),
          .keys(["Up"]),
          .expect(count: 3, item: "beta", mark: "+T", total: 3),
          .keys(["C-r"]),
          .expect(count: nil, item: nil, mark: "+T*", total: nil),
          .touch("1"),
          .expect(count: 3, item: "epsilon", mark: "+T", total: 3),
        ])
    }

    @Test(
      "reload: keys wait (+T*) until the item comes, not until the reload ends (fzf's test_track_nth_blocked_indicator and _async_unblocks_early)"
    )
    func foundEarly() throws {
      try Self.run(
        "seq 5",
        "--track --id-nth .. --bind 'ctrl-r:reload:\(Self.gated("echo 1", "seq 2 10", "GATE/1", "GATE/2"))'",
        [
          .expect(count: 5, item: "1", mark: "+T", total: 5),
          .keys(["C-r"]),
          .expect(count: nil, item: nil, mark: "+T*", total: nil),
          .touch("1"),
          .expect(count: 1, item: "1", mark: "+T", total: 1),
          .touch("2"),
          .expect(count: 10, item: "1", mark: "+T", total: 10),
        ])
    }

    @Test(
      "reload-sync: keys wait until the reload ends (fzf's test_track_nth_reload_sync_blocks_until_complete)")
    func syncWaitsForTheEnd() throws {
      try Self.run(
        "seq 5",
        "--track --id-nth .. --bind 'ctrl-r:reload-sync:\(Self.gated("echo 1; touch GATE/printed", "seq 2 10", "GATE/1", "GATE/2"))'",
        [
          .expect(count: 5, item: "1", mark: "+T", total: 5),
          .keys(["C-r"]),
          .expect(count: nil, item: nil, mark: "+T*", total: nil),
          .touch("1"),
          // The item came, and the reload goes on: the keys still wait.
          .awaitFile("printed"),
          .expect(count: nil, item: nil, mark: "+T*", total: nil),
          .touch("2"),
          .expect(count: 10, item: "1", mark: "+T", total: 10),
        ])
    }

    @Test(
      "Ctrl-C stops looking without ending the list; toggle-track stops tracking (fzf's test_track_nth_abort_unblocks and _toggle_track_unblocks)"
    )
    func escapeAndToggle() throws {
      let first = "ctrl-r:reload:\(Self.gated("true", "seq 100", "GATE/1", "GATE/1"))"
      let second = "ctrl-y:reload:\(Self.gated("true", "seq 100", "GATE/2", "GATE/2"))"
      try Self.run(
        "seq 100", "--track --id-nth .. --bind '\(first)' --bind '\(second)' --bind 'ctrl-t:toggle-track'",
        [
          .expect(count: 100, item: "1", mark: "+T", total: 100),
          .keys(["C-r"]),
          .expect(count: nil, item: nil, mark: "+T*", total: nil),
          // Ctrl-C, which fzf's test names with Escape: Escape's own wait for a sequence could let
          // the reload end before the key is taken, and then it would end the list.
          .keys(["C-c"]),
          .settle,
          .touch("1"),
          .expect(count: 100, item: "1", mark: "+T", total: 100),
          .keys(["C-y"]),
          .expect(count: nil, item: nil, mark: "+T*", total: nil),
          .keys(["C-t"]),
          .settle,
          .touch("2"),
          .expect(count: 100, item: "1", mark: "", total: 100),
        ])
    }

    @Test(
      "track-current follows the item by its first column across a reload (fzf's test_track_action_with_id_nth)"
    )
    func trackCurrent() throws {
      try Self.run(
        "printf '1 apple\\n2 banana\\n3 cherry\\n'",
        "--id-nth 1 --bind 'ctrl-t:track-current,ctrl-r:reload:printf \"1 apricot\\n2 blueberry\\n3 cranberry\\n\"'",
        [
          .expect(count: 3, item: "1 apple", mark: "", total: 3),
          .keys(["Up"]),
          .expect(count: 3, item: "2 banana", mark: "", total: 3),
          .keys(["C-t"]),
          .expect(count: 3, item: "2 banana", mark: "+t", total: 3),
          .keys(["C-r"]),
          .expect(count: 3, item: "2 blueberry", mark: "+t", total: 3),
        ])
    }

    @Test(
      "--multi: reload-sync keeps the marks of the items whose first column comes again (fzf's test_id_nth_preserve_multi_selection)"
    )
    func marksKept() throws {
      let printed = try Self.run(
        "printf '1 apple\\n2 banana\\n3 cherry\\n'",
        "--multi --id-nth 1 --bind 'ctrl-r:reload-sync:printf \"1 apricot\\n2 blueberry\\n3 cranberry\\n\"'",
        [
          .expect(count: 3, item: "1 apple", mark: "", total: 3),
          .keys(["Tab", "Up", "Up", "Tab"]),
          .expect(count: 3, item: nil, mark: "", total: 3),
          .keys(["C-r"]),
          .expect(count: 3, item: "2 blueberry", mark: "", total: 3),
        ])
      #expect(printed.theirs == "1 apricot\n3 cranberry\n")
      #expect(printed.ours == printed.theirs)
    }
  }
}
