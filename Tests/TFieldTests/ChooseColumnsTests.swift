import Foundation
import Testing

@testable import FieldChoices
@testable import TFieldArguments
@testable import tfield

// `tfield choose --filter` with --nth, --with-nth and --delimiter over `ps`-like, `git log
// --oneline`-like and TSV lines. The cases are this package's; each expected answer is what fzf
// 0.38's `fzf --filter` (Debian's 0.38.0) printed for the same lines and options, recorded.

/// `ps aux`-like lines.
private let ps = [
  "root         1  0.0  0.1 167812 11516 ?        Ss   Nov30   0:03 /sbin/init splash",
  "root       412  0.0  0.0  22340  5800 ?        Ss   Nov30   0:00 /lib/systemd/systemd-udevd",
  "user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt",
  "user      2380  0.1  0.0  11244  5120 pts/2    Ss   07:05   0:00 -bash",
  "root       901  0.0  0.1  15432  9012 ?        Ss   Nov30   0:00 sshd: /usr/sbin/sshd -D",
  "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window",
]
/// `git log --oneline`-like lines.
private let git = [
  "a1b2c3d Fix the résumé parser for long names", "9f8e7d1 Add Mühlenhoff to the authors",
  "0bada55 fix: tabs in the list are expanded", "1234567 Merge branch 'fix-resume' into main",
  "deadbee Bump version to 1.2.0", "c0ffee1 docs: the preview section",
]
/// Tab-separated lines.
private let tsv = [
  "name\tcity\tnote", "René\tZürich\tlikes fix", "Anna\tParis\tresume writer", "Bob\tFix City\tnone",
  "Zoë\tBern\tfixes bikes",
]

/// `--nth`, `--with-nth` and `--delimiter` as fzf 0.38 applies them.
@Suite("tfield choose: columns against fzf")
struct ChooseColumnsTests {
  @Test(
    "--filter with columns prints what fzf 0.38 prints",
    arguments: [
      FilterCase(
        "ps: the command column", ps, "sh", ["--nth", "11.."],
        [
          "user      2380  0.1  0.0  11244  5120 pts/2    Ss   07:05   0:00 -bash",
          "root         1  0.0  0.1 167812 11516 ?        Ss   Nov30   0:03 /sbin/init splash",
          "root       901  0.0  0.1  15432  9012 ?        Ss   Nov30   0:00 sshd: /usr/sbin/sshd -D",
        ]),
      FilterCase(
        "ps: the user column", ps, "user", ["-n", "1"],
        [
          "user      2380  0.1  0.0  11244  5120 pts/2    Ss   07:05   0:00 -bash",
          "user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt",
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window",
        ]),
      FilterCase(
        "ps: the last column", ps, "in", ["--nth=-1"],
        [
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window"
        ]),
      FilterCase(
        "ps: two columns", ps, "ss", ["-n", "1,8"],
        [
          "user      2380  0.1  0.0  11244  5120 pts/2    Ss   07:05   0:00 -bash",
          "root         1  0.0  0.1 167812 11516 ?        Ss   Nov30   0:03 /sbin/init splash",
          "root       901  0.0  0.1  15432  9012 ?        Ss   Nov30   0:00 sshd: /usr/sbin/sshd -D",
          "root       412  0.0  0.0  22340  5800 ?        Ss   Nov30   0:00 /lib/systemd/systemd-udevd",
        ]),
      FilterCase(
        "ps: a range of columns", ps, "07", ["-n", "9..10"],
        [
          "user      2380  0.1  0.0  11244  5120 pts/2    Ss   07:05   0:00 -bash",
          "user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt",
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window",
        ]),
      FilterCase(
        "ps: shown from the command on", ps, "fire", ["--with-nth", "11.."],
        [
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window"
        ]),
      FilterCase(
        "ps: --nth counts the columns --with-nth shows", ps, "lib", ["--with-nth", "11..", "--nth", "1"],
        [
          "root       412  0.0  0.0  22340  5800 ?        Ss   Nov30   0:00 /lib/systemd/systemd-udevd",
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window",
        ]),
      FilterCase(
        "ps: a negated term in a column", ps, "!root s", ["-n", "1"],
        [
          "user      2380  0.1  0.0  11244  5120 pts/2    Ss   07:05   0:00 -bash",
          "user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt",
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window",
        ]),
      FilterCase(
        "ps: an exact term in a column", ps, "'bin", ["-n", "11.."],
        [
          "root         1  0.0  0.1 167812 11516 ?        Ss   Nov30   0:03 /sbin/init splash",
          "root       901  0.0  0.1  15432  9012 ?        Ss   Nov30   0:00 sshd: /usr/sbin/sshd -D",
        ]),
      FilterCase(
        "ps: a prefix term in a column", ps, "^/usr", ["-n", "11"],
        [
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window"
        ]),
      FilterCase(
        "ps: a suffix term in a column", ps, "txt$", ["-n", "-1"],
        ["user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt"]),
      FilterCase(
        "ps: OR terms in columns", ps, "vim | fire", ["-n", "11"],
        [
          "user      3001 12.0  4.1 3219876 338112 ?      Sl   07:10   3:40 /usr/lib/firefox/firefox -new-window",
          "user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt",
        ]),
      FilterCase(
        "ps: a column past the end", ps, "a", ["-n", "20"],
        []),
      FilterCase(
        "ps: --nth .. is the whole item", ps, "user vim", ["-n", ".."],
        ["user      2211  1.5  2.3 912344 190212 pts/1   Sl+  07:01   1:12 vim notes.txt"]),
      FilterCase(
        "git: the subject", git, "fix", ["--nth", "2.."],
        [
          "0bada55 fix: tabs in the list are expanded", "a1b2c3d Fix the résumé parser for long names",
          "1234567 Merge branch 'fix-resume' into main",
        ]),
      FilterCase(
        "git: the hash", git, "c0", ["--nth", "1"],
        ["c0ffee1 docs: the preview section"]),
      FilterCase(
        "git: accents in the subject", git, "resume", ["-n", "2.."],
        ["a1b2c3d Fix the résumé parser for long names", "1234567 Merge branch 'fix-resume' into main"]),
      FilterCase(
        "git: shown without the hash", git, "a", ["--with-nth", "2.."],
        [
          "9f8e7d1 Add Mühlenhoff to the authors", "0bada55 fix: tabs in the list are expanded",
          "1234567 Merge branch 'fix-resume' into main", "a1b2c3d Fix the résumé parser for long names",
        ]),
      FilterCase(
        "git: a literal delimiter", git, "fix", ["-d", ": ", "-n", "1"],
        [
          "0bada55 fix: tabs in the list are expanded", "a1b2c3d Fix the résumé parser for long names",
          "1234567 Merge branch 'fix-resume' into main",
        ]),
      FilterCase(
        "git: ..2", git, "fix", ["-n", "..2"],
        ["0bada55 fix: tabs in the list are expanded", "a1b2c3d Fix the résumé parser for long names"]),
      FilterCase(
        "tsv: a tab delimiter written \\t", tsv, "fix", ["-d", "\\t", "-n", "2"],
        ["Bob\tFix City\tnone"]),
      FilterCase(
        "tsv: a tab delimiter", tsv, "fix", ["-d", "\t", "-n", "3"],
        ["Zoë\tBern\tfixes bikes", "René\tZürich\tlikes fix"]),
      FilterCase(
        "tsv: the first column", tsv, "n", ["-d", "\\t", "-n", "1"],
        ["name\tcity\tnote", "René\tZürich\tlikes fix", "Anna\tParis\tresume writer"]),
      FilterCase(
        "tsv: columns shown in another order", tsv, "r", ["-d", "\\t", "--with-nth", "2,1"],
        ["René\tZürich\tlikes fix", "Zoë\tBern\tfixes bikes", "Anna\tParis\tresume writer"]),
      FilterCase(
        "tsv: a regex delimiter", tsv, "z", ["-d", "\\s+", "-n", "2"],
        ["René\tZürich\tlikes fix"]),
      FilterCase(
        "tsv: a class delimiter", tsv, "e", ["--delimiter=[\\t ]", "--nth=..2"],
        ["name\tcity\tnote", "Zoë\tBern\tfixes bikes", "René\tZürich\tlikes fix"]),
      FilterCase(
        "tsv: an alternation delimiter", tsv, "e", ["-d", "e|i", "-n", "2"],
        ["René\tZürich\tlikes fix", "Anna\tParis\tresume writer"]),
      FilterCase(
        "tsv: a caret delimiter", tsv, "n", ["-d", "(^\\s*|\\s+)", "-n", "2"],
        ["name\tcity\tnote", "René\tZürich\tlikes fix", "Anna\tParis\tresume writer"]),
      FilterCase(
        "tsv: a broken regex is a literal", tsv, "a", ["-d", "[0-9", "-n", "1"],
        ["Anna\tParis\tresume writer", "name\tcity\tnote"]),
      FilterCase(
        "tsv: a tiebreak on begin in a column", tsv, "e", ["-d", "\\t", "-n", "3", "--tiebreak=begin"],
        [
          "Anna\tParis\tresume writer", "Zoë\tBern\tfixes bikes", "name\tcity\tnote",
          "René\tZürich\tlikes fix", "Bob\tFix City\tnone",
        ]),
    ])
  func filterWithColumns(_ filterCase: FilterCase) throws {
    let (lines, success) = try filterCase.run()
    #expect(lines == filterCase.expected)
    #expect(success == !filterCase.expected.isEmpty)
  }

  // The "fzf" cases are translated from fzf 0.74.3's test/test_filter.rb (test_accept_nth,
  // test_with_nth_template), MIT licence, Copyright (c) 2013-2026 Junegunn Choi; the others
  // are this package's, checked against fzf 0.74.5's `--filter`.
  @Test(
    "--accept-nth and --with-nth templates print what fzf 0.74 prints",
    arguments: [
      FilterCase(
        "fzf: the last column", ["one two three"], "one", ["-d ", "--with-nth", "1", "--accept-nth", "-1"],
        ["three"]),
      FilterCase(
        "fzf: the first column", ["ID001:John:Developer", "ID002:Jane:Manager"], "John",
        ["-d:", "--with-nth", "2", "--accept-nth", "1"], ["ID001"]),
      FilterCase(
        "fzf: two columns", ["ID001:John:Developer", "ID002:Jane:Manager"], "Jane",
        ["-d:", "--with-nth", "2", "--accept-nth", "1,3"], ["ID002:Manager"]),
      FilterCase(
        "fzf: a --with-nth template", ["hello world ", "byebye"], "^he he.he.",
        ["-n", "2..", "--with-nth", "{2} {1}. {1}."], ["hello world "]),
      FilterCase(
        "numbers count the header lines", ["h x", "a b c", "b d e"], "",
        ["--header-lines", "1", "--accept-nth", "{n}:{2}"],
        ["1:b", "2:d"]),
      FilterCase(
        "numbers of the items matched", ["a 1", "b 2", "a 3"], "b", ["--accept-nth", "{n}={2}"], ["1=2"]),
    ])
  func acceptNth(_ filterCase: FilterCase) throws {
    let (lines, success) = try filterCase.run()
    #expect(lines == filterCase.expected)
    #expect(success == !filterCase.expected.isEmpty)
  }

  @Test("--accept-nth in each output format")
  func acceptNthFormats() throws {
    let json = try ChooseRun(
      input: Array("a b\nc d\n".utf8), ["choose", "--output", "json", "--accept-nth", "2", "-f", ""])
    #expect(String(decoding: json.written, as: UTF8.self) == "[\"b\",\"d\"]\n")
    let chosen = ChooseCommand.printed(
      [ChoiceItem(index: 4, bytes: Array("x:y:z".utf8))], query: "", key: nil,
      try FzfCommandLineTests.choose(["choose", "-d:", "--accept-nth", "{n} {3}", "a"]))
    #expect(chosen.bytes == Array("4 z\n".utf8))
  }

  @Test("--with-nth prints the line as read, escape sequences left out with --ansi")
  func withNthPrintsTheLine() throws {
    let run = try ChooseRun(
      input: Array("a \u{1B}[31mred\u{1B}[0m x\nb blue y\n".utf8),
      ["choose", "--ansi", "--with-nth", "2", "--filter", "red"])
    #expect(String(decoding: run.written, as: UTF8.self) == "a red x\n")
  }

  @Test(
    "columns options that cannot be used are usage errors, worded",
    arguments: [
      (["--nth", "1,x"], "--nth: invalid format: 1,x"), (["--nth", "0"], "--nth: invalid format: 0"),
      (["--with-nth", "1..2..3"], "--with-nth: invalid format: 1..2..3"),
      (["-n", ""], "--nth: invalid format: "),
      (["-d", "\\bfoo"], "--delimiter: \\bfoo: \\b is Go's regular-expression syntax"),
      (["-d", "(?i)x+"], "--delimiter: (?i)x+: (? is Go's"), (["-d", "[[:alpha:]]+"], "[: is Go's"),
      (["--tabstop", "0"], "--tabstop: expected a whole number from 1 to 1000, got 0"),
      (
        ["--tabstop", "1000000000000"], "--tabstop: expected a whole number from 1 to 1000, got 1000000000000"
      ),
      (["-d", "(x?){99999}y"], "--delimiter: (x?){99999}y: the repeat {99999} counts more than 1000"),
      (["-d", "a{3,2}"], "--delimiter: a{3,2}: the repeat {3,2} counts more than 1000"),
      (["-d", "((x{1000}){1000}){1000}"], "the expression is too large to match with"),
      (["--with-nth", "2", "--other"], "--with-nth and --other: give one of them"),
      (["--accept-nth", "abc"], "--accept-nth: template should include at least 1 placeholder: abc"),
      (["--with-nth", "{a}"], "--with-nth: template should include at least 1 placeholder: {a}"),
      (["--accept-nth", "1,"], "--accept-nth: invalid format: 1,"),
      (["--id-nth", "1,x"], "--id-nth: invalid format: 1,x"),
      (["--id-nth", ""], "--id-nth: invalid format: "),
    ])
  func usageErrors(_ arguments: [String], _ message: String) {
    let failure = FzfCommandLineTests.failure(["choose"] + arguments + ["a"])
    #expect(failure.map(Messages.describe)?.contains(message) == true, "\(String(describing: failure))")
  }

  @Test("the short forms: -d and -n take their value attached or apart, as fzf reads them")
  func shortForms() throws {
    let attached = try FzfCommandLineTests.choose(["choose", "-d:", "-n2", "a"])
    let apart = try FzfCommandLineTests.choose(["choose", "-d", ":", "-n", "2", "a"])
    #expect(attached.choice.delimiter == ":" && attached.choice.nth == "2")
    #expect(apart.choice == attached.choice)
    #expect(
      attached.choice.matchedColumns
        == ColumnScope(delimiter: .literal(":"), ranges: [ColumnRange(begin: 2, end: 2)]))
    // fzf drops --nth that covers the whole item.
    #expect(try FzfCommandLineTests.choose(["choose", "--nth", "..", "a"]).choice.matchedColumns == nil)
  }

  @Test(
    "--id-nth: the columns that name an item, cut by --delimiter; .. the whole line; --no-id-nth undoes it")
  func idNth() throws {
    let choose = try FzfCommandLineTests.choose(["choose", "-d:", "--id-nth", "2,-1", "a"])
    #expect(
      choose.choice.identityColumns
        == ColumnScope(
          delimiter: .literal(":"), ranges: [ColumnRange(begin: 2, end: 2), ColumnRange(begin: -1, end: -1)]))
    // Unlike --nth, .. is kept: the whole line is the identity.
    #expect(
      try FzfCommandLineTests.choose(["choose", "--id-nth", "..", "a"]).choice.identityColumns?.ranges == [
        ColumnRange(begin: 0, end: 0)
      ])
    #expect(try FzfCommandLineTests.choose(["choose", "a"]).choice.identityColumns == nil)
    #expect(
      try FzfCommandLineTests.choose(["choose", "--no-id-nth", "a"], defaults: "--id-nth 1").choice
        .identityColumns
        == nil)
  }
}
