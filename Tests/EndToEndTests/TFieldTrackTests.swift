import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --track`, `track`, `toggle-track`, `exclude`, `exclude-multi` and `--no-input`
  /// as a person sees them. The steps are fzf's own tests (`test_track`, `test_track_action`, `test_exclude`
  /// in fzf 0.74's test/test_core.rb, MIT licence), run on fzf 0.74.5 and on tfield with the same
  /// keys: after each step both show the same count, the same highlighted item and the same
  /// tracking mark.
  @Suite("tfield choose --track, exclude and --no-input, against fzf 0.74.5", .serialized)
  struct TFieldTrack {
    /// What a step leaves on the screen: the matches, the highlighted item, the mark after the
    /// count (`+T`, `+t` or none), and, when asked, how many items are marked.
    struct State: Equatable, CustomStringConvertible {
      var count: Int
      var item: String
      var mark: String
      var marked: Int? = nil
      var description: String { "\(count) \(item) \(mark) \(marked.map(String.init) ?? "")" }
    }

    /// A program drawn with `@` as its pointer, read back.
    struct Program {
      let tmux = Tmux()
      let isFzf: Bool

      /// The state on `screen` against `total` items (nil: any), or nil while it is not all
      /// drawn.
      func state(_ screen: [String], total: Int?) -> State? {
        // fzf writes the count as "N/TOTAL (MARKED)"; tfield so too where the row is narrow, else
        // as "N of TOTAL, MARKED marked".
        let totalWord = total.map(String.init)
        func isShort(_ word: Substring) -> Bool {
          let parts = word.split(separator: "/", omittingEmptySubsequences: false)
          guard parts.count == 2, Int(parts[0]) != nil else { return false }
          return totalWord.map { parts[1] == $0 } ?? (Int(parts[1]) != nil)
        }
        func isLong(_ row: String) -> Bool {
          let words = row.split(separator: " ")
          return zip(words, words.dropFirst()).contains { word, next in
            word == "of" && (totalWord.map { next.prefix(while: \.isNumber) == $0 } ?? true)
          }
        }
        guard
          let countRow = screen.first(where: {
            $0.split(separator: " ").contains(where: isShort) || isLong($0)
          }),
          let pointed = screen.first(where: { $0.hasPrefix("@") })
        else { return nil }
        let words = countRow.split(separator: " ").map(String.init)
        let count: Int?
        if let short = words.first(where: { isShort(Substring($0)) }) {
          count = Int(short.split(separator: "/")[0])
        } else {
          count = words.firstIndex(of: "of").flatMap { $0 > 0 ? Int(words[$0 - 1]) : nil }
        }
        let mark = words.first { ["+T", "+t", "+T*", "+t*"].contains($0) } ?? ""
        let marked =
          words.first { $0.hasPrefix("(") }.flatMap { Int($0.dropFirst().dropLast()) }
          ?? words.firstIndex(of: "marked").flatMap {
            Int(words[$0 - 1].trimmingCharacters(in: .punctuationCharacters))
          }
        let item = pointed.dropFirst().trimmingCharacters(in: .whitespaces.union(["*"]))
        return count.map { State(count: $0, item: String(item), mark: mark, marked: marked ?? 0) }
      }

      /// Waits until what `matches` accepts is on the screen, and returns it.
      @discardableResult
      func waitFor(_ what: String, total: Int?, _ matches: (State) -> Bool) throws -> State {
        var seen: State?
        do {
          try tmux.waitFor(what) { screen in
            seen = state(screen, total: total)
            return seen.map(matches) ?? false
          }
        } catch {
          Issue.record(
            "\(isFzf ? "fzf" : "tfield"): \(what); seen \(seen.map(String.init(describing:)) ?? "nothing")")
          throw error
        }
        return seen!
      }
    }

    /// A step: the keys typed, then the count and tracking mark fzf's test expects, and the
    /// highlighted item where it names one.
    struct Step {
      var keys: [String]
      var count: Int
      var mark = ""
      var item: String? = nil
      /// How many items are marked, where the step changes that.
      var marked: Int? = nil
    }

    /// Runs `steps` on fzf 0.74.5, then on tfield, both started on `items` with `options`: each
    /// step's state on fzf is what its test expects, and tfield's equals fzf's.
    static func run(_ items: String, _ options: String, total: Int, steps: [Step]) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      var theirs: [State] = []
      for isFzf in [true, false] {
        let program = Program(isFzf: isFzf)
        let command =
          isFzf
          // tfield keeps no rows of context around the highlight: fzf's --scroll-off (3) is off.
          ? "\(items) | \(fzf) --pointer @ --marker '*' --no-scrollbar --scroll-off 0 \(options)"
          : "\(items) | \(tool) choose --layout default --pointer @ --marker '*' \(options) >/dev/null"
        try startScript(command, in: program.tmux, width: 40, height: 12)
        for (number, step) in steps.enumerated() {
          for key in step.keys {
            if key.count == 1 {
              try program.tmux.sendKeys(literal: key)
            } else {
              try program.tmux.sendKeys(key)
            }
          }
          let what = "step \(number + 1) (\(step.keys))"
          if isFzf {
            theirs.append(
              try program.waitFor("\(what): \(step.count) \(step.item ?? "") \(step.mark)", total: total) {
                state in
                state.count == step.count && state.mark == step.mark
                  && (step.item.map { $0 == state.item } ?? true)
                  && (step.marked.map { $0 == state.marked } ?? true)
              })
          } else {
            try program.waitFor("\(what): fzf's \(theirs[number])", total: total) { $0 == theirs[number] }
          }
        }
        try program.tmux.sendKeys("Escape")
        _ = try program.tmux.exitStatus()
      }
    }

    @Test(
      "--track: the highlight stays on 555 as the query shortens; toggle-track turns it off and on (fzf's test_track)"
    )
    func track() throws {
      try Self.run(
        "seq 1000", "--query 555 --track --bind t:toggle-track", total: 1000,
        steps: [
          Step(keys: [], count: 1, mark: "+T", item: "555"),
          Step(keys: ["BSpace"], count: 28, mark: "+T", item: "555"),
          Step(keys: ["BSpace"], count: 271, mark: "+T", item: "555"),
          Step(keys: ["BSpace"], count: 1000, mark: "+T", item: "555"),
          Step(keys: ["5", "5", "5"], count: 1, mark: "+T", item: "555"),
          Step(keys: ["t"], count: 1, mark: "", item: "555"),
          Step(keys: ["BSpace"], count: 28, mark: "", item: "55"),
          Step(keys: ["BSpace"], count: 271, mark: "", item: "5"),
          Step(keys: ["t"], count: 271, mark: "+T", item: "5"),
          Step(keys: ["BSpace"], count: 1000, mark: "+T", item: "5"),
        ])
    }

    @Test(
      "track: one item followed (+t) until it stops matching or the highlight moves (fzf's test_track_action)"
    )
    func trackAction() throws {
      try Self.run(
        "seq 1000", "--query 555 --bind t:track,T:up+track", total: 1000,
        steps: [
          Step(keys: [], count: 1, item: "555"),
          Step(keys: ["BSpace"], count: 28, item: "55"),
          Step(keys: ["t"], count: 28, mark: "+t", item: "55"),
          Step(keys: ["BSpace"], count: 271, mark: "+t", item: "55"),
          // No longer a match: tracking ends. Where the highlight goes then depends on fzf's
          // --scroll-off, which fzf's test leaves at 3 and this one sets to 0 (tfield has none):
          // from here the items are fzf 0.74.5's, not its test's (52, 53, 54, 55).
          Step(keys: ["4"], count: 28),
          Step(keys: ["BSpace"], count: 271),
          Step(keys: ["t"], count: 271, mark: "+t"),
          // The highlight moved: tracking ends.
          Step(keys: ["Up"], count: 271),
          Step(keys: ["T"], count: 271, mark: "+t"),
          Step(keys: ["T"], count: 271, mark: "+t"),
        ])
    }

    @Test(
      "exclude: the highlighted item leaves the matches, the others' marks stay, a reload brings all back (fzf's test_exclude)"
    )
    func exclude() throws {
      try Self.run(
        "seq 1000", "--multi --bind 'a:exclude,b:reload(seq 1000)'", total: 1000,
        steps: [
          Step(keys: [], count: 1000, item: "1"),
          Step(keys: ["a"], count: 999, item: "2"),
          Step(keys: ["Up", "BTab", "BTab", "BTab", "a"], count: 998, item: "7"),
          Step(keys: ["b"], count: 1000, item: "5"),
          Step(keys: ["Tab", "Tab", "Tab", "a"], count: 999, item: "3"),
          Step(keys: ["a"], count: 998, item: "4"),
        ])
    }

    @Test(
      "--no-input: no query row and no count, the query still matching; toggle-input shows it (fzf's test_no_input_query)"
    )
    func noInput() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let theirs = Tmux()
      try startScript(
        "seq 1000 | \(fzf) --pointer @ --no-input --query 555 --bind space:toggle-input", in: theirs,
        width: 40,
        height: 12)
      let hidden = try theirs.waitFor(text: "@ 555")
      #expect(!hidden.contains { $0.contains("1/1000") }, "\(hidden)")
      try theirs.sendKeys("Space")
      try theirs.waitFor("fzf's query row") {
        $0.contains { $0.hasPrefix("> 555") } && $0.contains { $0.contains("1/1000") }
      }
      let ours = Tmux()
      try startScript(
        "v=$(seq 1000 | \(tool) choose --layout default --pointer @ --no-input --query 555 --bind space:toggle-input); "
          + "printf 'VALUE:[%s]\\n' \"$v\"",
        in: ours, width: 40, height: 12)
      let screen = try ours.waitFor(text: "@   555")
      #expect(!screen.contains { $0.contains("Query:") || $0.contains("of 1000") }, "\(screen)")
      try ours.sendKeys(literal: "12")
      try ours.sendKeys("Space")
      try ours.waitFor("the query's row, the query kept") { screen in
        screen.contains { $0.contains("Query: [555") && $0.contains("1 of 1000") }
      }
      try ours.sendKeys("Enter")
      #expect(try ours.exitStatus() == 0)
      #expect(try ours.capture().contains("VALUE:[555]"))
    }
  }
}
