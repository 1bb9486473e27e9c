import Foundation
import PackagePaths
import TerminalFields
import Testing

@testable import FieldKeys
@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// fzf's command lines given to `tfield choose`: the short forms, `+` switches, options fzf has
/// and tfield lacks, `TFIELD_DEFAULT_OPTS`, and the scripting options (`--print-query`,
/// `--expect`, `--select-1`, `--exit-0`).
@Suite("tfield choose with fzf's command lines")
struct FzfCommandLineTests {
  static func choose(_ arguments: [String], defaults: String? = nil) throws(UsageError) -> Choose {
    guard
      case .choose(let choose) = try Arguments.parse(
        bytes: arguments.map { Array($0.utf8) }, defaultOptions: defaults)
    else { preconditionFailure("not choose") }
    return choose
  }

  static func failure(_ arguments: [String], defaults: String? = nil) -> UsageError? {
    do {
      _ = try choose(arguments, defaults: defaults)
      return nil
    } catch { return error }
  }

  @Test("--bind's help names every action choose takes")
  func bindHelpNamesEveryAction() throws {
    let help = try #require(OptionTable.options.first { $0.flag == "--bind" }).help
    let names =
      Array(ListAction.names.keys) + Array(ListAction.withCommand.keys)
      + Array(ListAction.withArgument.keys)
    let words = Set(
      help.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "/") }.map { $0.lowercased() })
    // transform-X is named by its first form and "the other transform-… forms".
    let missing = names.filter { !words.contains($0) && !$0.hasPrefix("transform-") }
    #expect(missing.sorted() == [], "\(missing.sorted())")
  }

  @Test("the short forms -m -q -f -e -1 -0, values attached as fzf reads them, and + switches")
  func shortForms() throws {
    let parsed = try Self.choose(["choose", "-m", "-qfoo", "-e", "-1", "-0", "a", "b"])
    #expect(parsed.choice.multiple && parsed.choice.exact && parsed.choice.selectsOnlyMatch)
    #expect(parsed.choice.exitsWithoutMatch && parsed.choice.query == "foo")
    #expect(parsed.items == [Array("a".utf8), Array("b".utf8)])
    #expect(try Self.choose(["choose", "-q", "bar", "x"]).choice.query == "bar")
    #expect(try Self.choose(["choose", "-fx"]).choice.filter == "x")
    // +m and --no-multi turn a switch off; a + word that is no switch is an item.
    #expect(try Self.choose(["choose", "+m", "a"]).choice.multiple == false)
    #expect(try Self.choose(["choose", "+zz", "+"]).items == [Array("+zz".utf8), Array("+".utf8)])
    #expect(try Self.choose(["choose", "--no-exact", "a"]).choice.exact == false)
    #expect(try Self.choose(["choose", "--", "+m", "-q"]).items == [Array("+m".utf8), Array("-q".utf8)])
    #expect(Self.failure(["choose", "-m", "+m", "a"]) == .repeated(flag: "+m"))
    #expect(Self.failure(["choose", "--no-multi=1", "a"]) == .unexpectedValue(flag: "--no-multi"))
  }

  @Test(
    "--multi=N and -mN are --limit N, as fzf's --multi[=MAX]; N 0 turns --multi off",
    arguments: [
      (["--multi=3"], "", true, 3), (["-m2"], "", true, 2), (["-m", "--limit", "4"], "", true, 4),
      (["--multi=0"], "", false, nil), (["+m"], "-m5", false, nil), (["-m1"], "+m", true, 1),
    ] as [([String], String, Bool, Int?)])
  func multiWithLimit(words: [String], defaults: String, multiple: Bool, limit: Int?) throws {
    let parsed = try Self.choose(["choose"] + words + ["a", "b"], defaults: defaults)
    #expect(parsed.choice.multiple == multiple)
    #expect(parsed.choice.limit == limit)
    #expect(parsed.items == [Array("a".utf8), Array("b".utf8)])
  }

  @Test("--multi=N with no whole number says so, naming the spelling given")
  func multiWithoutNumber() {
    #expect(
      Self.failure(["choose", "--multi=x", "a"])
        == .notAWholeNumber(flag: "--multi", got: "x", range: 0 ... .max))
    #expect(
      Self.failure(["choose", "-mx", "a"]) == .notAWholeNumber(flag: "-m", got: "x", range: 0 ... .max))
    #expect(Self.failure(["choose", "-m2", "--multi=3", "a"]) == .repeated(flag: "--multi"))
  }

  @Test("fzf 0.38's spellings tfield lacks are a usage error naming the option")
  func fzfOnly() {
    #expect(Self.failure(["choose", "--algo=v1", "a"]) == .fzfOnly("--algo"))
    #expect(Self.failure(["choose", "--jump-labels", "abc", "a"]) == .fzfOnly("--jump-labels"))
    #expect(Self.failure(["choose", "+c", "a"]) == .fzfOnly("+c"))
    #expect(Self.failure(["choose", "-s5", "a"]) == .fzfOnly("-s"))
    // Not fzf's: the usual message with a suggestion.
    #expect(
      Self.failure(["choose", "--multii", "a"]) == .unknownOption("--multii", .choose, suggestion: "--multi"))
    // Only choose answers with fzf's names.
    #expect(Self.failure(["input", "--algo"]) == .unknownOption("--algo", .input, suggestion: nil))
    let message = Messages.describe(.fzfOnly("--algo"))
    #expect(message.contains("--algo") && message.contains("docs/migration-from-fzf.md"))
  }

  @Test("every fzf spelling is either tfield's or refused by name: none becomes an item")
  func everyFzfSpelling() {
    for spelling in FzfSpellings.all where spelling.hasPrefix("+") {
      let ours =
        OptionTable.option(flag: spelling, in: .choose) != nil
        || OptionTable.option(offFlag: spelling, in: .choose) != nil
      let failure = Self.failure(["choose", spelling, "a", "b"])
      #expect(ours ? failure == nil : failure == .fzfOnly(spelling), "\(spelling)")
    }
  }

  @Test("TFIELD_DEFAULT_OPTS: read as shell words before the command line, which can undo them")
  func defaultOptions() throws {
    let parsed = try Self.choose(
      ["choose", "a"], defaults: "--multi --query 'two words' --title \"a \\\"b\\\"\"")
    #expect(parsed.choice.multiple && parsed.choice.query == "two words" && parsed.title == "a \"b\"")
    #expect(try Self.choose(["choose", "+m", "a"], defaults: "-m").choice.multiple == false)
    #expect(try Self.choose(["choose", "-q", "x", "a"], defaults: "-q y").choice.query == "x")
    #expect(
      Self.failure(["choose", "a"], defaults: "--bogus")
        == .defaultOptions(.unknownOption("--bogus", .choose, suggestion: nil)))
    #expect(
      Self.failure(["choose", "a"], defaults: "item") == .defaultOptions(.unexpectedArgument("item", .choose))
    )
    #expect(Self.failure(["choose", "a"], defaults: "'open") == .defaultOptions(.unclosedQuote("'open")))
    #expect(Messages.describe(.defaultOptions(.unclosedQuote("'open"))).hasPrefix("TFIELD_DEFAULT_OPTS: "))
    // Other subcommands do not read it.
    guard case .input = try Arguments.parse(["input"]) else { Issue.record("input"); return }
    #expect(throws: Never.self) {
      try Arguments.parse(bytes: [Array("input".utf8)], defaultOptions: "--bogus")
    }
  }

  @Test("shell words: quotes, backslashes, blanks")
  func shellWords() throws {
    #expect(
      try ShellWords.split("  a  'b c' \"d\\\"e\\\\f\\x\" g\\ h ''") == ["a", "b c", "d\"e\\f\\x", "g h", ""])
    #expect(try ShellWords.split("a\\\nb\tc\n") == ["ab", "c"])
    #expect(throws: ShellWords.UnclosedQuote.self) { try ShellWords.split("\"a") }
  }

  // The cases of comments are checked against fzf 0.74.5 (go-shellwords with ParseComment, as
  // fzf's parseShellWords): `#` starts a comment only where a word would start.
  @Test(
    "shell words: # starts a comment where a word would start, to the end of its line",
    arguments: [
      ("# all\n--multi # the rest\n-d:", ["--multi", "-d:"]), ("a#b '#' \\#c", ["a#b", "#", "#c"]),
      ("x #y\nz", ["x", "z"]), ("#", []),
    ])
  func shellComments(_ text: String, _ words: [String]) throws {
    #expect(try ShellWords.split(text) == words)
  }

  @Test("TFIELD_DEFAULT_OPTS_FILE: read before TFIELD_DEFAULT_OPTS, over lines, with comments")
  func defaultOptionsFile() throws {
    let file = DefaultOptionsFile.read(
      path: "/home/u/.tfieldrc", text: "# the picker\n--multi\n--query 'a b'  # a query\n-d:\n")
    let parsed = try Arguments.parse(
      bytes: [Array("choose".utf8), Array("x".utf8)], defaultOptionsFile: file, defaultOptions: "--query c")
    guard case .choose(let choose) = parsed else { preconditionFailure("not choose") }
    #expect(choose.choice.multiple && choose.choice.delimiter == ":")
    // The variable comes after the file, and wins.
    #expect(choose.choice.query == "c")
  }

  @Test(
    "TFIELD_DEFAULT_OPTS_FILE: a problem names the file and the line of the word at fault",
    arguments: [
      ("--multi\n\n--bogus\n", "TFIELD_DEFAULT_OPTS_FILE: /o:3: choose: unknown option --bogus"),
      (
        "# x\n-m\n--tabstop\n0\n",
        "TFIELD_DEFAULT_OPTS_FILE: /o:4: --tabstop: expected a whole number from 1 to 1000, got 0"
      ),
      ("-m\nitem # a word", "TFIELD_DEFAULT_OPTS_FILE: /o:2: "),
      ("-m\n--query 'open\n-e", "TFIELD_DEFAULT_OPTS_FILE: /o:2: a quote is not closed in \"--query 'open\""),
    ])
  func defaultOptionsFileProblems(_ text: String, _ message: String) {
    let failure: UsageError?
    do {
      _ = try Arguments.parse(
        bytes: [Array("choose".utf8), Array("x".utf8)], defaultOptionsFile: .read(path: "/o", text: text))
      failure = nil
    } catch { failure = error }
    let described = failure.map(Messages.describe) ?? "no error"
    #expect(described.hasPrefix(message), "\(described)")
  }

  @Test("--history: a missing file is created (also with --filter), one that cannot be used is an error")
  func historyFile() throws {
    let path = "/tmp/tfield-history-\(getpid())"
    defer { unlink(path) }
    unlink(path)
    let filtered = Tool.run(["choose", "--history", path, "-f", "a", "a"], write: { _ in nil })
    #expect(filtered.status == .success)
    #expect(access(path, R_OK | W_OK) == 0)
    let directory = Tool.run(["choose", "--history", "/", "-f", "a", "a"], write: { _ in nil })
    #expect(directory.status == .error)
    #expect(
      directory.errors.hasPrefix("tfield: choose: --history \"/\": Is a directory"), "\(directory.errors)")
    // --no-history undoes a --history given before it, as in fzf.
    #expect(
      try Self.choose(["choose", "--no-history", "a"], defaults: "--history \(path)").choice.historyFile
        == nil)
    #expect(try Self.choose(["choose", "--history", path, "a"]).choice.historyFile == path)
    let size = Tool.run(["choose", "--history-size", "0", "-f", "a", "a"], write: { _ in nil })
    #expect(size.errors.contains("--history-size: expected a whole number ≥ 1, got 0"), "\(size.errors)")
  }

  @Test(
    "TFIELD_DEFAULT_OPTS_FILE that cannot be read stops choose, naming it; other subcommands do not read it")
  func unreadableDefaultOptionsFile() throws {
    let result = Tool.run(
      bytes: [Array("choose".utf8), Array("-f".utf8), Array("a".utf8), Array("a".utf8)],
      defaultOptionsFile: "/nonexistent/tfield-opts", defaultOptions: nil)
    #expect(result.status == .error)
    #expect(
      result.errors.contains("TFIELD_DEFAULT_OPTS_FILE: /nonexistent/tfield-opts: No such file or directory"))
    let empty = Tool.run(
      bytes: [Array("choose".utf8), Array("-f".utf8), Array("a".utf8), Array("a".utf8)], write: { _ in nil },
      defaultOptionsFile: "", defaultOptions: nil)
    #expect(empty.status == .success)
    let check = Tool.run(
      bytes: ["check", "--value", "a"].map { Array($0.utf8) }, defaultOptionsFile: "/nonexistent/tfield-opts",
      defaultOptions: nil)
    #expect(check.status == .success)
  }

  @Test("fzf's key names, as parseKeyChords reads them (options_test.go's TestParseKeys)")
  func keyNames() {
    // From fzf 0.38 src/options_test.go (MIT, Copyright (c) 2013-2023 Junegunn Choi):
    // TestParseKeys and TestParseKeysWithComma.
    #expect(
      FzfKeyNames.names(in: "ctrl-z,alt-z,f2,@,Alt-a,!,ctrl-G,J,g,ctrl-alt-a,ALT-enter,alt-SPACE")
        == [
          "ctrl-z", "alt-z", "f2", "@", "Alt-a", "!", "ctrl-G", "J", "g", "ctrl-alt-a", "ALT-enter",
          "alt-SPACE",
        ])
    #expect(FzfKeyNames.events("ctrl-z") == [.key(.control("z"), [])])
    #expect(FzfKeyNames.events("ctrl-G") == [.key(.control("g"), [])])
    #expect(FzfKeyNames.events("alt-z") == [.key(.character("z"), [.alt])])
    #expect(FzfKeyNames.events("Alt-a") == [.key(.character("a"), [.alt])])
    #expect(FzfKeyNames.events("f2") == [.key(.function(2), [])])
    #expect(FzfKeyNames.events("@") == [.text("@")])
    #expect(FzfKeyNames.events("J") == [.text("J")])
    #expect(FzfKeyNames.events("ctrl-alt-a") == [.key(.control("a"), [.alt])])
    #expect(FzfKeyNames.events("ALT-enter") == [.key(.enter, [.alt])])
    #expect(FzfKeyNames.events("alt-SPACE") == [.key(.character(" "), [.alt])])
    #expect(FzfKeyNames.events("f12") == [.key(.function(12), [])])
    #expect(FzfKeyNames.events("f13") == nil && FzfKeyNames.events("change") == nil)
    #expect(FzfKeyNames.events("ctrl-ab") == nil)
    // Commas: a lone comma, ",,", "alt-,".
    #expect(FzfKeyNames.names(in: ",") == [","])
    #expect(FzfKeyNames.names(in: ",,a,b") == ["a", "b", ","])
    #expect(FzfKeyNames.names(in: "a,b,,") == ["a", "b", ","])
    #expect(FzfKeyNames.names(in: "a,,,b") == ["a", "b", ","])
    #expect(FzfKeyNames.names(in: "a,,,b,c") == ["a", "b", "c", ","])
    #expect(FzfKeyNames.names(in: ",,,") == [","])
    #expect(FzfKeyNames.names(in: "alt-,,alt-a") == ["alt-,", "alt-a"])
    #expect(FzfKeyNames.events("alt-,") == [.key(.character(","), [.alt])])
  }

  @Test("--expect names must be fzf's key names; given several times, they add up (TestAdditiveExpect)")
  func expectNames() throws {
    // options_test.go's TestAdditiveExpect (MIT, as above).
    #expect(
      try Self.choose(["choose", "--expect=a", "--expect", "b", "--expect=c", "x"]).choice.expectedKeys.count
        == 3)
    #expect(
      try Self.choose(["choose", "--expect=ctrl-d,alt-,", "--expect", "f2", "a"]).choice.expectedKeys
        == ["ctrl-d", "alt-,", "f2"])
    #expect(Self.failure(["choose", "--expect=ctrl-d,zz", "a"]) == .unknownKey(flag: "--expect", "zz"))
  }

  @Test("--print-query with --filter: the query's line first, in every format")
  func printQueryFilter() throws {
    let plain = try ChooseRun(input: Array("apple\nbanana\n".utf8), ["choose", "-f", "an", "--print-query"])
    #expect(String(decoding: plain.written, as: UTF8.self) == "an\nbanana\n")
    let none = try ChooseRun(input: Array("apple\n".utf8), ["choose", "-f", "zz", "--print-query"])
    #expect(none.result.status == .failure && String(decoding: none.written, as: UTF8.self) == "zz\n")
    let json = try ChooseRun(
      input: Array("apple\n".utf8), ["choose", "-f", "p", "--print-query", "--output", "json"])
    #expect(String(decoding: json.written, as: UTF8.self) == "{\"query\":\"p\",\"items\":[\"apple\"]}\n")
    let shell = try ChooseRun(
      input: Array("it's\n".utf8), ["choose", "-f", "t", "--print-query", "--output", "shell"])
    #expect(String(decoding: shell.written, as: UTF8.self) == "'t' 'it'\\''s'\n")
  }

  @Test("--select-1 and --exit-0 decide once the input ends, with nothing drawn")
  func selectOneExitZero() throws {
    let one = try ChooseRun(input: Array("apple\nbanana\ncherry\n".utf8), ["choose", "-1", "-q", "ban"])
    #expect(one.result.status == .success && String(decoding: one.written, as: UTF8.self) == "banana\n")
    let query = try ChooseRun(
      input: Array("apple\nbanana\n".utf8),
      ["choose", "-1", "-q", "ban", "--print-query", "--expect", "ctrl-x"])
    #expect(String(decoding: query.written, as: UTF8.self) == "ban\n\nbanana\n")
    let none = try ChooseRun(input: Array("apple\n".utf8), ["choose", "-0", "-q", "zz"])
    #expect(none.result.status == .failure && none.written.isEmpty)
    let json = try ChooseRun(
      input: Array("apple\n".utf8), ["choose", "-0", "-q", "zz", "--print-query", "--output", "json"])
    #expect(String(decoding: json.written, as: UTF8.self) == "{\"query\":\"zz\",\"items\":[]}\n")
    // Items from the arguments decide at once too.
    let arguments = try ChooseRun(input: [], ["choose", "--select-1", "only"])
    #expect(String(decoding: arguments.written, as: UTF8.self) == "only\n")
  }
}

/// `--bind`: fzf's syntax and the list's actions.
@Suite("tfield choose --bind")
struct FzfBindTests {
  // From fzf 0.38 src/options_test.go, TestBind (MIT, Copyright (c) 2013-2023 Junegunn Choi): the
  // entries whose actions tfield has (toggle-sort is one since fzf 0.74's actions came; jump is
  // not, and is refused by name, below).
  @Test("TestBind's entries: keys , and : themselves, chains with +, a leading + adds")
  func bind() throws {
    let bindings = try ListBinding.parse(
      "ctrl-b:up+down,c:page-up,alt-z:page-down,f1:abort+select-all,f1:+first,f1:+top,,:abort,::accept")
    let actions = { (key: String) in bindings.first { $0.key == key }?.actions }
    #expect(actions("ctrl-b") == [.move(.up), .move(.down)])
    #expect(actions("c") == [.move(.pageUp)])
    #expect(actions("alt-z") == [.move(.pageDown)])
    #expect(actions("f1") == [.abort, .selectAll, .move(.first), .move(.first)])
    #expect(actions(",") == [.abort])
    #expect(actions(":") == [.accept])
    // A later value replaces a key's actions: `parseKeymap(keymap, "f1:abort")`.
    let later = try ListBinding.parse(all: ["f1:abort+select-all", "f1:abort"])
    #expect(later.map(\.actions) == [[.abort]])
    #expect(try ListBinding.parse("ctrl-a:toggle-sort").map(\.actions) == [[.toggleSort]])
    #expect(throws: ListBinding.Problem.unknownAction("jump")) { try ListBinding.parse("f1:jump") }
    #expect(throws: ListBinding.Problem.unknownKey("ctrl-zz")) { try ListBinding.parse("ctrl-zz:up") }
    #expect(throws: ListBinding.Problem.missingAction("up")) { try ListBinding.parse("up") }
  }

  // TestBind's commands (same file): every delimiter fzf takes, the colon form to the end, `+` in
  // an argument, a chain after a command.
  @Test("TestBind's execute entries: fzf's delimiters, the colon form, chains")
  func commands() throws {
    let bindings = try ListBinding.parse(
      "f1:execute(ls {+})+abort+execute(echo \n{+})+select-all,f2:execute/echo {}, {}, {}/,"
        + "f3:execute[echo '({})'],f4:execute;less {};,alt-b:execute;echo (,),[,],/,:,@,%,{};,"
        + "x:Execute(foo+bar),X:execute/bar+baz/,Y:execute-silent(baz)+up,r:reload(ls -1)+first,"
        + "+:execute:++\nfoobar,Y:execute(baz)+up")
    let actions = { (key: String) in bindings.first { $0.key == key }?.actions }
    #expect(actions("f1") == [.execute("ls {+}"), .abort, .execute("echo \n{+}"), .selectAll])
    #expect(actions("f2") == [.execute("echo {}, {}, {}")])
    #expect(actions("f3") == [.execute("echo '({})'")])
    #expect(actions("f4") == [.execute("less {}")])
    #expect(actions("alt-b") == [.execute("echo (,),[,],/,:,@,%,{}")])
    #expect(actions("x") == [.execute("foo+bar")])
    #expect(actions("X") == [.execute("bar+baz")])
    #expect(actions("r") == [.reload("ls -1"), .move(.first)])
    #expect(actions("+") == [.execute("++\nfoobar,Y:execute(baz)+up")])
    for (index, delimiter) in "~!@#$%^&*;/".enumerated() {
      let key = String(index % 10)
      #expect(
        try ListBinding.parse("\(key):execute\(delimiter)foobar\(delimiter)").first?.actions == [
          .execute("foobar")
        ])
    }
    // {f} (a temporary file) is refused here as in --preview.
    #expect(
      FzfCommandLineTests.failure(["choose", "--bind", "f1:execute(cat {f})", "a"])
        == .preview(flag: "--bind", got: "{f}", reason: .temporaryFile))
  }

  @Test("a bad --bind is a usage error naming the part at fault")
  func usage() {
    #expect(
      FzfCommandLineTests.failure(["choose", "--bind", "ctrl-a:frobnicate", "a"])
        == .badBinding("ctrl-a:frobnicate", part: "frobnicate", .action))
    let message = Messages.describe(.badBinding("x", part: "frobnicate", .action))
    #expect(message.contains("\"frobnicate\" is not an action"))
  }

  @Test("--wrap, --wrap-sign, --gap[=N], --no-multi-line and --marker-multi-line as fzf 0.74 reads them")
  func rowOptions() throws {
    let given = try FzfCommandLineTests.choose([
      "choose", "--wrap", "--wrap-sign", "> ", "--gap=2", "--no-multi-line", "--marker-multi-line", "┌│└",
      "a",
    ]).choice
    #expect(given.wraps && given.wrapSign == "> " && given.gap == 2 && !given.multiLine)
    #expect(given.markerMultiLine == "┌│└")
    #expect(try FzfCommandLineTests.choose(["choose", "--gap", "a"]).choice.gap == 1)
    #expect(try FzfCommandLineTests.choose(["choose", "a"]).choice.multiLine)
    for glyphs in ["ab", "abcd", "日ab", "a\u{1B}b"] {
      #expect(
        FzfCommandLineTests.failure(["choose", "--marker-multi-line", glyphs, "a"])
          == .notAMultiLineMarker(got: glyphs))
    }
    #expect(
      Messages.describe(.notAMultiLineMarker(got: "ab"))
        == "--marker-multi-line: 3 characters of 1 column each (the first, middle and last rows' markers), "
        + "without control characters, got \"ab\"")
  }

  // TestValidateSign (same file and licence): "> ", "아", "😀" are valid signs; "" and ">>>" are not.
  @Test("--pointer and --marker: one or two columns (TestValidateSign)")
  func signs() throws {
    for sign in ["> ", "아", "😀"] {
      #expect(
        try FzfCommandLineTests.choose(["choose", "--pointer", sign, "--marker", sign, "a"]).choice.pointer
          == sign)
    }
    for sign in ["", ">>>", "\u{1B}"] {
      #expect(
        FzfCommandLineTests.failure(["choose", "--pointer", sign, "a"])
          == .notAMark(flag: "--pointer", got: sign))
    }
  }
}

/// docs/migration-from-fzf.md against fzf's spellings and the option table.
@Suite("docs/migration-from-fzf.md")
struct FzfMigrationPageTests {
  @Test("every fzf 0.38 spelling is on the page; each the page calls refused is refused, each other taken")
  func everySpelling() throws {
    let page = try String(contentsOf: PackageRoot.url("docs/migration-from-fzf.md"), encoding: .utf8)
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for spelling in FzfSpellings.all {
      let takes =
        OptionTable.option(flag: spelling, in: .choose) != nil
        || OptionTable.option(offFlag: spelling, in: .choose) != nil
      if spelling.hasPrefix("--no-") && takes { continue }  // "every switch has a --no- spelling"
      let row = rows.first { $0.split(separator: "|").first?.contains("`\(spelling)`") == true }
      #expect(row != nil, "\(spelling) is not in the first column of a row")
      guard let row, spelling != "--version", spelling != "-h", spelling != "--help" else { continue }
      let refused = row.split(separator: "|").dropFirst().first?.contains("refused") == true
      #expect(refused != takes, "\(spelling): the page says \(refused ? "refused" : "taken")")
    }
  }
}
