import Foundation
import TerminalFields
import Testing

@testable import tfield

// The `--filter` assertions of fzf 0.38's `test/test_go.rb` (tag 0.38.0) on tiebreaks, case,
// `--no-sort`; fzf is MIT licensed, Copyright (c) 2013-2023 Junegunn Choi. The cases after them
// (`|` terms, `--tac`, `--no-sort`, more tiebreaks, `--scheme`, `-i`, `+i`, accents) are this
// package's, their answers those of fzf 0.38's `fzf --filter` (Debian's 0.38.0), recorded.

/// One `tfield choose --filter` run: the input lines, the query, the options, the lines printed.
struct FilterCase: CustomTestStringConvertible, Sendable {
  let name: String
  let lines: [String]
  let query: String
  let options: [String]
  let expected: [String]

  init(_ name: String, _ lines: [String], _ query: String, _ options: [String], _ expected: [String]) {
    self.name = name
    self.lines = lines
    self.query = query
    self.options = options
    self.expected = expected
  }

  var testDescription: String { "\(name): \(query) \(options.joined(separator: " "))" }

  /// Runs the case: the lines expected, success when there are any.
  func check() throws {
    let result = try run()
    #expect(result.lines == expected)
    #expect(result.success == !expected.isEmpty)
  }

  /// The lines `tfield choose --filter` prints, and whether it exits with success.
  func run() throws -> (lines: [String], success: Bool) {
    let input = Array(lines.map { $0 + "\n" }.joined().utf8)
    let run = try ChooseRun(input: input, ["choose", "--filter", query] + options)
    let text = String(decoding: run.written, as: UTF8.self)
    return (
      text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
      run.result.status == .success
    )
  }
}

/// `tfield choose --filter` ranking as fzf 0.38 ranks: its own cases, and more checked against it.
@Suite("tfield choose: query and ranking against fzf")
struct ChooseRankingTests {
  @Test(
    "fzf's test_go.rb --filter cases",
    arguments: [
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "foobar",
        ["--tiebreak=index"], ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"]),
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "foobar",
        [], ["----foobar--", "-----foobar---", "-------foobar-", "--foobar--------"]),
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "foobar",
        ["--tiebreak=length"], ["----foobar--", "-----foobar---", "-------foobar-", "--foobar--------"]),
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "foobar",
        ["--tiebreak=begin"], ["--foobar--------", "----foobar--", "-----foobar---", "-------foobar-"]),
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"],
        "!z foobar", ["--tiebreak", "begin"],
        ["--foobar--------", "----foobar--", "-----foobar---", "-------foobar-"]),
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "foobar",
        ["--tiebreak", "end"], ["-------foobar-", "----foobar--", "-----foobar---", "--foobar--------"]),
      FilterCase(
        "test_tiebreak", ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"], "!z",
        ["--tiebreak", "end"], ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"]),
      FilterCase(
        "test_tiebreak_index_begin",
        ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], "oo", [],
        ["xxxxoxox", "  xxoxoxxx", "xxxoxoxxx", "xxoxxxoxx", "xoxxxxxox", "xoxxxxxoxx"]),
      FilterCase(
        "test_tiebreak_index_begin",
        ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], "oo",
        ["--tiebreak=index"], ["xxxoxoxxx", "xxxxoxox", "  xxoxoxxx", "xxoxxxoxx", "xoxxxxxoxx", "xoxxxxxox"]),
      FilterCase(
        "test_tiebreak_index_begin",
        ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], "oo",
        ["--tiebreak=begin"], ["  xxoxoxxx", "xxxoxoxxx", "xxxxoxox", "xxoxxxoxx", "xoxxxxxoxx", "xoxxxxxox"]),
      FilterCase(
        "test_tiebreak_index_begin",
        ["xoxxxxxoxx", "xoxxxxxox", "xxoxxxoxx", "xxxoxoxxx", "xxxxoxox", "  xxoxoxxx"], "oo",
        ["--tiebreak=begin,length"],
        ["  xxoxoxxx", "xxxoxoxxx", "xxxxoxox", "xxoxxxoxx", "xoxxxxxox", "xoxxxxxoxx"]),
      FilterCase(
        "test_tiebreak_begin_algo_v2", ["baz foo bar", "foo bar baz"], "bar", ["--tiebreak=begin"],
        ["foo bar baz", "baz foo bar"]),
      FilterCase(
        "test_tiebreak_end",
        ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], "o", [],
        ["  xxxxoxxx", "xxxxoxxxx", "xxxxxoxxx", "xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx"]),
      FilterCase(
        "test_tiebreak_end",
        ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], "o",
        ["--tiebreak=end"],
        ["xxxxxoxxx", "  xxxxoxxx", "xxxxoxxxx", "xxxoxxxxxx", "xxoxxxxxxx", "xoxxxxxxxx"]),
      FilterCase(
        "test_tiebreak_end",
        ["xoxxxxxxxx", "xxoxxxxxxx", "xxxoxxxxxx", "xxxxoxxxx", "xxxxxoxxx", "  xxxxoxxx"], "o",
        ["--tiebreak=end,length,begin"],
        ["xxxxxoxxx", "  xxxxoxxx", "xxxxoxxxx", "xxxoxxxxxx", "xxoxxxxxxx", "xoxxxxxxxx"]),
      FilterCase(
        "test_tiebreak_length_with_nth", ["1:hell", "123:hello", "12345:he", "1234567:h"], "h", [],
        ["1:hell", "12345:he", "123:hello", "1234567:h"]),
      FilterCase(
        "test_tiebreak_chunk", ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"], "o", ["--tiebreak=chunk"],
        ["3 foo barbaz", "2 foobar baz", "1 foobarbaz ba"]),
      FilterCase(
        "test_tiebreak_chunk", ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"], "ba", ["--tiebreak=chunk"],
        ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"]),
      FilterCase(
        "test_tiebreak_chunk", ["1 foobarbaz ba", "2 foobar baz", "3 foo barbaz"], "!foobar",
        ["--tiebreak=chunk"], ["3 foo barbaz"]),
      FilterCase(
        "test_unicode_case", ["строКА1", "СТРОКА2", "строка3", "Строка4"], "С", [], ["СТРОКА2", "Строка4"]),
      FilterCase(
        "test_unicode_case", ["строКА1", "СТРОКА2", "строка3", "Строка4"], "с", [],
        ["строКА1", "СТРОКА2", "строка3", "Строка4"]),
      FilterCase("test_filter_exitstatus", ["foo"], "foo", ["--no-sort"], ["foo"]),
      FilterCase("test_filter_exitstatus", ["foo"], "bar", ["--no-sort"], []),
    ])
  func fzfCases(_ filter: FilterCase) throws {
    try filter.check()
  }

  @Test(
    "| terms, --tac, --no-sort, tiebreaks, schemes, -i, +i and accents, as fzf answers",
    arguments: [
      FilterCase(
        "or",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "main | util", [], ["docs/main.md", "src/main.swift", "lib/util.swift", "test/main_test.swift"]),
      FilterCase(
        "or",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "src | test swift", [], ["test/main_test.swift", "src/main.swift"]),
      FilterCase(
        "or",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "!main | lib", [], ["lib/util.swift", "src/lib/a.c", "README.md"]),
      FilterCase(
        "or",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "| main", [], []),
      FilterCase(
        "or",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "main |", [], ["docs/main.md", "src/main.swift", "test/main_test.swift"]),
      FilterCase(
        "or",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "^src | 'test !md", [], ["test/main_test.swift", "src/lib/a.c", "src/main.swift"]),
      FilterCase(
        "no-sort",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "main", ["--no-sort"], ["src/main.swift", "test/main_test.swift", "docs/main.md"]),
      FilterCase(
        "tac",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "main", ["--tac"], ["docs/main.md", "src/main.swift", "test/main_test.swift"]),
      FilterCase(
        "tac no-sort",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "main", ["--tac", "--no-sort"], ["docs/main.md", "src/main.swift", "test/main_test.swift"]),
      FilterCase(
        "tac",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "", ["--tac"],
        [
          "src/lib/a.c", "docs/main.md", "README.md", "test/main_test.swift", "lib/util.swift",
          "src/main.swift",
        ]),
      FilterCase("tac", ["ab", "ab", "b a"], "ab", ["--tac"], ["ab", "ab"]),
      FilterCase(
        "tiebreak",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "s", ["--tiebreak=chunk,index"],
        ["src/lib/a.c", "src/main.swift", "lib/util.swift", "test/main_test.swift", "docs/main.md"]),
      FilterCase(
        "tiebreak",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "ma", ["--tiebreak=end,begin"], ["docs/main.md", "src/main.swift", "test/main_test.swift"]),
      FilterCase(
        "tiebreak",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "ma", ["--tiebreak=length,end"], ["docs/main.md", "src/main.swift", "test/main_test.swift"]),
      FilterCase(
        "tiebreak",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "'ma", ["--tiebreak=end"], ["docs/main.md", "src/main.swift", "test/main_test.swift"]),
      FilterCase(
        "scheme",
        [
          "src/main.swift", "lib/util.swift", "test/main_test.swift", "README.md", "docs/main.md",
          "src/lib/a.c",
        ], "m", ["--scheme=history"], ["src/main.swift", "test/main_test.swift", "README.md", "docs/main.md"]),
      FilterCase(
        "scheme", ["a/b c", "a b/c", "a-b", "a;b", "x,b"], "b", ["--scheme=path"],
        ["a/b c", "a-b", "a;b", "x,b", "a b/c"]),
      FilterCase(
        "scheme", ["a/b c", "a b/c", "a-b", "a;b", "x,b"], "b", ["--scheme=history"],
        ["a/b c", "a b/c", "a-b", "a;b", "x,b"]),
      FilterCase(
        "scheme", ["a/b c", "a b/c", "a-b", "a;b", "x,b"], "b", [], ["a b/c", "a;b", "x,b", "a/b c", "a-b"]),
      FilterCase("scheme", ["bc", "a/bc", "abc"], "bc", ["--scheme=path"], ["bc", "a/bc", "abc"]),
      FilterCase("case", ["Abc", "abc", "ABC", "aBc"], "abc", ["-i"], ["Abc", "abc", "ABC", "aBc"]),
      FilterCase("case", ["Abc", "abc", "ABC", "aBc"], "Abc", ["-i"], ["Abc", "abc", "ABC", "aBc"]),
      FilterCase("case", ["Abc", "abc", "ABC", "aBc"], "abc", ["+i"], ["abc"]),
      FilterCase("case", ["Abc", "abc", "ABC", "aBc"], "Abc", ["+i"], ["Abc"]),
      FilterCase(
        "accents", ["résumé", "resume", "Résumé", "RESUME", "résumé", "Mühlenhoff", "Muhlenhoff", "Müller"],
        "resume", [], ["résumé", "resume", "Résumé", "RESUME", "résumé"]),
      FilterCase(
        "accents", ["résumé", "resume", "Résumé", "RESUME", "résumé", "Mühlenhoff", "Muhlenhoff", "Müller"],
        "Resume", [], ["Résumé"]),
      FilterCase(
        "accents", ["résumé", "resume", "Résumé", "RESUME", "résumé", "Mühlenhoff", "Muhlenhoff", "Müller"],
        "muhlenhoff", [], ["Mühlenhoff", "Muhlenhoff"]),
      FilterCase(
        "accents", ["résumé", "resume", "Résumé", "RESUME", "résumé", "Mühlenhoff", "Muhlenhoff", "Müller"],
        "mu", [], ["Müller", "Mühlenhoff", "Muhlenhoff"]),
      FilterCase(
        "accents", ["résumé", "resume", "Résumé", "RESUME", "résumé", "Mühlenhoff", "Muhlenhoff", "Müller"],
        "^mu", [], ["Müller", "Mühlenhoff", "Muhlenhoff"]),
      FilterCase(
        "accents", ["résumé", "resume", "Résumé", "RESUME", "résumé", "Mühlenhoff", "Muhlenhoff", "Müller"],
        "'uhl", [], ["Mühlenhoff", "Muhlenhoff"]),
    ])
  func againstFzf(_ filter: FilterCase) throws {
    try filter.check()
  }

  // Each answer is fzf 0.74.5's `--filter` (recorded); fzf 0.38's differs on every one of them.
  @Test(
    "what fzf 0.74 ranks otherwise than 0.38: boundaries, 'word' terms, fullwidth forms, pathname, end",
    arguments: [
      FilterCase(
        "a dot at a word start", ["x.vim", "~/.vimrc", "a.vim.bak"], ".vim", [],
        ["~/.vimrc", "x.vim", "a.vim.bak"]),
      FilterCase(
        "'word'", ["foobar", "foo_bar", "a foo b", "xfoo", "FOO-x"], "'foo'", [],
        ["FOO-x", "a foo b", "foo_bar"]),
      FilterCase(
        "!'word'", ["foobar", "foo_bar", "a foo b", "xfoo", "FOO-x"], "!'foo'", [], ["foobar", "xfoo"]),
      FilterCase("fullwidth", ["ａｂｃ", "xyz", "ＡＢＣ.txt"], "abc", [], ["ａｂｃ", "ＡＢＣ.txt"]),
      FilterCase("fullwidth, --literal", ["ａｂｃ", "xyz", "ＡＢＣ.txt"], "abc", ["--literal"], []),
      FilterCase(
        "--scheme=path", ["src/lib/rc.c", "rc/lib/x.c", "a/b/xrc", "rcfile"], "rc", ["--scheme=path"],
        ["rcfile", "src/lib/rc.c", "rc/lib/x.c", "a/b/xrc"]),
      FilterCase(
        "--tiebreak=pathname", ["src/lib/rc.c", "rc/lib/x.c", "a/b/xrc", "rcfile"], "rc",
        ["--tiebreak=pathname"],
        ["rcfile", "rc/lib/x.c", "src/lib/rc.c", "a/b/xrc"]),
      FilterCase(
        "--tiebreak=end", ["xxfoo", "xxxxxxxfoo", "fooxx"], "foo", ["--tiebreak=end"],
        ["fooxx", "xxxxxxxfoo", "xxfoo"]),
      FilterCase(
        "--tiebreak=end", ["xx foo", "xxxxxxxxxx foo"], "foo", ["--tiebreak=end"],
        ["xxxxxxxxxx foo", "xx foo"]),
      FilterCase(
        "one-character --delimiter", ["a.b.c", "b.a.c", "c.c.b"], "b", ["--delimiter=.", "--nth=2"], ["a.b.c"]
      ),
    ])
  func changedSince038(_ filter: FilterCase) throws {
    try filter.check()
  }

  @Test("where whole characters answer otherwise than fzf's scalars")
  func wholeCharacters() throws {
    let items = ["résumé", "resume", "Résumé", "RESUME", "re\u{301}sume\u{301}"]
    // fzf --literal finds the decomposed "résumé" (its "e" is a scalar of its own); the list
    // compares whole characters, so only accent folding makes "e" find "é".
    let literal = try FilterCase("literal", items, "resume", ["--literal"], []).run()
    #expect(literal.lines == ["resume", "RESUME"])
    // A precomposed "é" finds the decomposed one too (canonical equivalence); fzf's does not.
    let accented = try FilterCase("accented", items, "résumé", [], []).run()
    #expect(accented.lines == ["résumé", "Résumé", "re\u{301}sume\u{301}"])
  }

  @Test(
    "--tiebreak lists that fzf refuses, in its words",
    arguments: [
      ("length,length", "duplicate sort criteria: length"),
      ("index,length", "index should be the last criterion"),
      ("index,index", "duplicate sort criteria: index"),
      ("size", "invalid sort criterion: size"),
      ("", "invalid sort criterion: "),
      ("length,begin,end,chunk", "at most 3 tiebreaks are allowed: length,begin,end,chunk"),
    ])
  func refusedTiebreaks(list: String, message: String) throws {
    // No input: the usage error comes before stdin is read (a write to the pipe would raise SIGPIPE).
    let run = try ChooseRun(input: [], ["choose", "--filter", "a", "--tiebreak", list])
    #expect(run.result.status == .error)
    #expect(run.result.errors.contains("--tiebreak: \(message)"), "\(run.result.errors)")
  }

  @Test("--tiebreak lists that fzf takes: case does not matter, index may close the list")
  func acceptedTiebreaks() throws {
    for list in ["LENGTH", "begin,index", "end,length,begin", "chunk,begin,end,index", "index"] {
      let run = try ChooseRun(input: Array("ab\nb\n".utf8), ["choose", "--filter", "b", "--tiebreak", list])
      #expect(run.result.status == .success, "\(list)")
    }
  }

  @Test("many lines from a pipe with --tac and --tiebreak: the order of the list given them at once")
  func manyLinesReordered() throws {
    let items = (0..<30_000).map { "/d\($0 % 7)/f\($0 % 13) \($0 % 5)" }
    for options in [["--tac"], ["--tiebreak", "begin,length"], ["--tac", "--tiebreak", "chunk"]] {
      let run = try ChooseRun(
        input: Array(items.map { $0 + "\n" }.joined().utf8), ["choose", "--filter", "d1f2"] + options)
      var configuration = ChoiceList.Configuration()
      configuration.reversesInput = options.contains("--tac")
      if let list = options.firstIndex(of: "--tiebreak").map({ options[$0 + 1] }) {
        configuration.tiebreaks = list.split(separator: ",").compactMap {
          ChoiceList.Tiebreak(name: String($0))
        }
      }
      var list = ChoiceList(items: items, configuration: configuration)
      list.setQuery("d1f2")
      list.rankAll()
      let expected = (0..<list.matchCount).map { list.text(of: list.item(atRow: $0)!) + "\n" }.joined()
      #expect(String(decoding: run.written, as: UTF8.self) == expected, "\(options)")
    }
  }

  @Test("+i is an option, not an item: stdin is still read; +x is fzf's and refused by name")
  func plusIIsAnOption() throws {
    let run = try ChooseRun(input: Array("Abc\nabc\n".utf8), ["choose", "--filter", "abc", "+i"])
    #expect(String(decoding: run.written, as: UTF8.self) == "abc\n")
    let refused = try ChooseRun(input: [], ["choose", "--filter", "x", "+x"])
    #expect(refused.result.status == .error && refused.result.errors.contains("+x is fzf's"))
    let item = try ChooseRun(input: [], ["choose", "--filter", "x", "+xy"])
    #expect(String(decoding: item.written, as: UTF8.self) == "+xy\n")
  }
}
