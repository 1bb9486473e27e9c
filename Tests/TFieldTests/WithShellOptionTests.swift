import FieldChoices
import FieldIO
import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// `choose --with-shell`, read as fzf 0.74 reads it (`src/util/util_unix.go`'s `NewExecutor`:
/// the words split as a shell splits them, the first the program; MIT, Copyright (c) 2013-2026
/// Junegunn Choi). Where fzf quietly falls back to `$SHELL -c` on a value it cannot split, tfield
/// says what is wrong.
@Suite("choose --with-shell")
struct WithShellOptionTests {
  @Test(
    "the words, split as a shell splits them, run the commands",
    arguments: [
      (["--with-shell", "bash -c"], ["bash", "-c"]),
      (["--with-shell=zsh -ic"], ["zsh", "-ic"]),
      (["--with-shell", "sh -c 'set -e; eval \"$0\"'"], ["sh", "-c", "set -e; eval \"$0\""]),
      (["--with-shell", "  fish\t-c  "], ["fish", "-c"]),
      (["--with-shell", "env \"A B=1\" sh -c"], ["env", "A B=1", "sh", "-c"]),
    ])
  func words(_ arguments: [String], _ words: [String]) throws {
    let choose = try FzfCommandLineTests.choose(["choose"] + arguments)
    #expect(choose.choice.commandShell.words == words)
    #expect(choose.choice.commandShell.path.hasPrefix("/"))
  }

  @Test("from TFIELD_DEFAULT_OPTS as from the command line, the command line's counting")
  func defaults() throws {
    let choose = try FzfCommandLineTests.choose(["choose"], defaults: "--with-shell 'bash -c'")
    #expect(choose.choice.commandShell.words == ["bash", "-c"])
    let both = try FzfCommandLineTests.choose(
      ["choose", "--with-shell", "zsh -c"], defaults: "--with-shell 'bash -c'")
    #expect(both.choice.commandShell.words == ["zsh", "-c"])
  }

  @Test("placeholders are quoted for fish when the program is fish, for sh otherwise")
  func quoting() throws {
    #expect(
      try FzfCommandLineTests.choose(["choose", "--with-shell", "fish -c"]).choice.commandShell.quoting
        == .fish)
    #expect(
      try FzfCommandLineTests.choose(["choose", "--with-shell", "/usr/bin/fish -c"]).choice.commandShell
        .quoting
        == .fish)
    #expect(
      try FzfCommandLineTests.choose(["choose", "--with-shell", "bash -c"]).choice.commandShell.quoting
        == .posix)
  }

  @Test(
    "an empty value, a quote not closed or a program not found is refused, named",
    arguments: [
      (
        ["--with-shell", ""],
        "tfield: --with-shell \"\": no shell command given (a program and its flags, as 'bash -c')\n"
      ),
      (
        ["--with-shell", "   "],
        "tfield: --with-shell \"   \": no shell command given (a program and its flags, as 'bash -c')\n"
      ),
      (["--with-shell", "bash -c 'x"], "tfield: --with-shell \"bash -c 'x\": a quote is not closed\n"),
      (["--with-shell", "\"bash -c"], "tfield: --with-shell \"\\\"bash -c\": a quote is not closed\n"),
      (
        ["--with-shell", "tf-no-such-shell -c"],
        "tfield: --with-shell \"tf-no-such-shell -c\": \"tf-no-such-shell\": \(String(cString: strerror(ENOENT)))\n"
      ),
      (
        ["--with-shell", "/etc/passwd -c"],
        "tfield: --with-shell \"/etc/passwd -c\": \"/etc/passwd\": \(String(cString: strerror(EACCES)))\n"
      ),
      (
        ["--with-shell", "/usr -c"],
        "tfield: --with-shell \"/usr -c\": \"/usr\": \(String(cString: strerror(EACCES)))\n"
      ),
    ])
  func refused(_ arguments: [String], _ message: String) {
    let result = Tool.run(["choose"] + arguments + ["--", "a"])
    #expect(result.status == .error)
    #expect(result.errors == message)
  }

  @Test("without --with-shell: $SHELL when it is a POSIX shell, else /bin/sh -c")
  func withoutOption() throws {
    let shell = try FzfCommandLineTests.choose(["choose"]).choice.commandShell
    let environment = getenv("SHELL").map { String(cString: $0) }
    #expect(shell == CommandShell.fromEnvironment(environment))
  }
}
