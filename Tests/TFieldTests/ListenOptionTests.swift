import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `choose --listen` and `--listen-unsafe` read as fzf 0.74 reads them (`src/options.go`: the
/// value attached or the next word that starts with neither `-` nor `+`; `--no-listen` undoes
/// them; MIT, Copyright (c) 2013-2026 Junegunn Choi).
@Suite("choose --listen")
struct ListenOptionTests {
  @Test(
    "the address: attached, the next word, or none; --listen-unsafe; --no-listen",
    arguments: [
      (["--listen"], true, nil, false), (["--listen=6266"], true, "6266", false),
      (["--listen", "6266"], true, "6266", false), (["--listen", "--multi"], true, nil, false),
      (["--listen=/tmp/a.sock"], true, "/tmp/a.sock", false), (["--listen-unsafe=:0"], true, ":0", true),
      (["--listen-unsafe", "--listen"], true, nil, false),
    ] as [([String], Bool, String?, Bool)])
  func parsed(arguments: [String], listens: Bool, address: String?, unsafe: Bool) throws {
    let choose = try FzfCommandLineTests.choose(["choose"] + arguments + ["--", "a"])
    #expect(choose.choice.listens == listens)
    #expect(choose.choice.listenAddress == address)
    #expect(choose.choice.listenUnsafe == unsafe)
  }

  @Test(
    "--no-listen and --no-listen-unsafe undo a --listen of TFIELD_DEFAULT_OPTS",
    arguments: [
      ("--listen=1", "--no-listen"), ("--listen-unsafe", "--no-listen-unsafe"),
      ("--listen", "--no-listen-unsafe"),
    ])
  func undone(defaults: String, argument: String) throws {
    let choose = try FzfCommandLineTests.choose(["choose", argument, "--", "a"], defaults: defaults)
    #expect(!choose.choice.listens)
    #expect(choose.choice.listenAddress == nil && !choose.choice.listenUnsafe)
  }

  @Test("--listen given in TFIELD_DEFAULT_OPTS and on the command line: the command line's address")
  func overridden() throws {
    let choose = try FzfCommandLineTests.choose(
      ["choose", "--listen=7000", "--", "a"], defaults: "--listen-unsafe=0")
    #expect(choose.choice.listens && choose.choice.listenAddress == "7000" && !choose.choice.listenUnsafe)
  }

  @Test(
    "an address fzf refuses is refused with fzf's words",
    arguments: [
      ("--listen=a:b:1", "invalid listen address: a:b:1"), ("--listen=70000", "invalid listen port: 70000"),
      ("--listen-unsafe=host:x", "invalid listen port: x"),
    ])
  func refused(argument: String, problem: String) {
    let result = Tool.run(["choose", argument, "--", "a"])
    #expect(result.status == .error)
    #expect(
      result.errors
        == "tfield: --listen: \(problem) ([ADDR:]PORT, PORT from 0 to 65535, or a path ending in .sock)\n")
  }
}
