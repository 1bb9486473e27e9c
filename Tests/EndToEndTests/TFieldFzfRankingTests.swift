import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// `tfield choose --filter` against fzf 0.74.5's `--filter` on the same generated lines: the
  /// lines printed and their order, query by query (fzf is the oracle: no answer is recorded).
  @Suite("tfield choose --filter ranks as fzf 0.74.5 does", .serialized)
  struct TFieldFzfRanking {
    /// Lines like file names and paths: words joined by separators, some starting with a dot or an
    /// underscore, some in camelCase, some with accents or fullwidth forms; the same every run.
    static let lines: [String] = {
      let words = [
        "src", "vim", "conf", "main", "lib", "test", "core", "util", "Cache", "read", "écrit", "naïve",
        "ｆｕｌｌ", "ＡＢＣ", "foo", "bar", "baz", "x1", "init", "rc",
      ]
      let separators = ["/", "_", "-", ".", " ", ":", "", "/."]
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15
      func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
      return (0..<800).map { _ in
        var line = ["", ".", "_", "/", " "][next(5)]
        for index in 0..<(1 + next(4)) {
          if index > 0 { line += separators[next(separators.count)] }
          line += words[next(words.count)]
        }
        return line
      }
    }()

    /// The lines a `--filter` run prints (nothing when no line matches: both exit 1 then).
    static func filter(_ program: String, _ input: String, _ arguments: [String]) throws -> [String] {
      let command = ([program] + arguments).map(Tmux.quote).joined(separator: " ")
      let output = try Tmux.execute("/bin/sh", ["-c", "\(command) < \(Tmux.quote(input)); true"])
      return output.split(separator: "\n").map(String.init)
    }

    @Test(
      "the lines and their order for a query and options",
      arguments: [
        ["vim"], [".vim"], ["/.c"], ["src"], ["rc"], ["'conf'"], ["'main' | zz"], ["!'foo' bar"], ["^."],
        ["rc$"], ["full"], ["abc"], ["ecrit"], ["fb"], ["c"], ["vim", "--scheme=path"],
        ["/.c", "--scheme=path"],
        ["rc", "--scheme=path"], ["core", "--scheme=history"], ["foo", "--tiebreak=begin"],
        ["o", "--tiebreak=end"], ["'foo'", "--tiebreak=end"], ["Cache", "-i"], ["naïve", "--literal"],
        ["ABC"], ["'abc'"], ["src", "--tiebreak=pathname"], ["c", "--scheme=path"],
        ["core", "--tiebreak=end,length"],
      ])
    func sameAsFzf(_ arguments: [String]) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let input = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tfield-fzf-ranking-\(ProcessInfo.processInfo.processIdentifier).txt")
      try Self.lines.map { $0 + "\n" }.joined().write(to: input, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: input) }
      let options = ["--filter"] + arguments
      let theirs = try Self.filter(fzf, input.path, options)
      let ours = try Self.filter(tool, input.path, ["choose"] + options)
      #expect(!theirs.isEmpty)
      #expect(ours == theirs)
    }

    /// The benchmarks' files (Benchmarks/filter.sh), 3,000 lines of each, and its queries: a small
    /// sample of what the benchmark times, checked for the same answer as fzf's.
    @Test(
      "Benchmarks/filter.sh's files and queries, 3,000 lines: the lines and their order",
      arguments: [
        ("picker-paths.py", "e"), ("picker-paths.py", "lnx"), ("picker-paths.py", "ngs9"),
        ("picker-paths.py", "mühl"), ("picker-words.py", "e"), ("picker-words.py", "lnx"),
        ("picker-words.py", "ngs9"), ("picker-words.py", "mühl"), ("picker-words.py", "東京"),
      ])
    func benchmarkSample(generator: String, query: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let input = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tfield-fzf-sample-\(generator)-\(ProcessInfo.processInfo.processIdentifier).txt")
      let script = PackageRoot.url("Benchmarks/\(generator)").path
      try Tmux.execute("/bin/sh", ["-c", "python3 \(Tmux.quote(script)) 3000 > \(Tmux.quote(input.path))"])
      defer { try? FileManager.default.removeItem(at: input) }
      let theirs = try Self.filter(fzf, input.path, ["--filter", query])
      let ours = try Self.filter(tool, input.path, ["choose", "--filter", query])
      #expect(!theirs.isEmpty)
      #expect(ours == theirs)
    }
  }
}
