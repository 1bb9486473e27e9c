import FieldChoices
import Foundation
import Testing

@testable import FieldIO

/// The shell commands run in, and the argument vectors built for it: `$SHELL` when it is a POSIX
/// shell that can run, as fzf takes it, `/bin/sh` for anything else; `--with-shell`'s words
/// (fzf's `Executor`: the words, then the command line as the last argument); placeholders quoted
/// for the shell that reads them, fish's way for fish (fzf's `QuoteEntry`).
@Suite("Command shell")
struct CommandShellTests {
  @Test(
    "a POSIX shell by its absolute path is taken; a relative name, fish, a missing file or a file that cannot run is not",
    arguments: [
      ("/bin/sh", true), ("/bin/bash", true), ("bash", false), ("/usr/bin/fish", false),
      ("/nonexistent/bash", false), ("/etc/passwd", false), ("", false), ("/bin/", false),
    ])
  func accepts(_ shell: String, _ taken: Bool) {
    #expect(CommandShell.accepts(shell) == taken)
  }

  @Test("$SHELL: a POSIX shell runs with -c, its file's name as argv[0]; another leaves /bin/sh -c")
  func fromEnvironment() {
    let bash = CommandShell.fromEnvironment("/bin/bash")
    #expect(bash.path == "/bin/bash" && bash.words == ["bash", "-c"])
    for other in ["/usr/bin/fish", "fish", "", nil] as [String?] {
      #expect(CommandShell.fromEnvironment(other) == .posix, "\(other ?? "nil")")
    }
  }

  @Test("the words come first, the command line last (fzf's ExecCommand); arguments follow as $0, $1, …")
  func argumentVector() throws {
    let zsh = try CommandShell.resolving(["zsh", "-ic"]).get()
    #expect(
      zsh.argumentVector(running: Array("echo hi".utf8)) == ["zsh", "-ic", "echo hi"].map { Array($0.utf8) })
    let errexit = try CommandShell.resolving(["/bin/sh", "-e", "-c"]).get()
    #expect(errexit.path == "/bin/sh")
    #expect(
      errexit.argumentVector(running: Array("x".utf8)).map { String(decoding: $0, as: UTF8.self) } == [
        "/bin/sh", "-e", "-c", "x",
      ])
    #expect(
      CommandShell.posix.argumentVector(running: Array("cat \"$1\"".utf8), arguments: [Array("a b".utf8)])
        .map { String(decoding: $0, as: UTF8.self) } == ["sh", "-c", "cat \"$1\"", "sh", "a b"])
  }

  @Test("a program without a slash is looked up in PATH, as execvp does")
  func lookedUpInPath() throws {
    let bash = try CommandShell.resolving(["bash", "-c"]).get()
    #expect(bash.path.hasPrefix("/") && bash.path.hasSuffix("/bash"))
    #expect(bash.words == ["bash", "-c"])
  }

  @Test("no words, or a program that is not there, is refused with the reason")
  func refused() {
    #expect(CommandShell.resolving([]) == .failure(.empty))
    #expect(CommandShell.resolving([""]) == .failure(.empty))
    guard
      case .failure(.notFound(let program, let reason)) = CommandShell.resolving(["tf-no-such-shell", "-c"])
    else {
      Issue.record("tf-no-such-shell was found")
      return
    }
    #expect(program == "tf-no-such-shell")
    #expect(reason == String(cString: strerror(ENOENT)))
    guard case .failure(.notFound(_, let denied)) = CommandShell.resolving(["/etc/passwd"]) else {
      Issue.record("/etc/passwd runs")
      return
    }
    #expect(denied == String(cString: strerror(EACCES)))
  }

  @Test("quoting follows the program's file name: fish's for fish, sh's for any other")
  func quotingByName() throws {
    #expect(try CommandShell.resolving(["fish", "-c"]).get().quoting == .fish)
    #expect(try CommandShell.resolving(["/usr/bin/fish", "-c"]).get().quoting == .fish)
    #expect(try CommandShell.resolving(["bash", "-c"]).get().quoting == .posix)
    #expect(CommandShell.posix.quoting == .posix)
    #expect(CommandShell.fromEnvironment("/usr/bin/zsh").quoting == .posix)
  }

  /// Values that each quoting must carry through its shell unchanged.
  static let awkwardValues = [
    "plain", "a'b", "it's 'quoted'", "back\\slash", "\\'", "'\\\\'", "$HOME", "`date`", "$(date)", "a\"b",
    "* ?", "semi;colon", "line\nbreak", "tab\there", "{}", "~", "ünïcödé 👍🏽", "",
  ]

  @Test(
    "a value quoted for a shell comes through that shell unchanged", arguments: ["sh", "bash", "zsh", "fish"])
  func roundTrip(_ name: String) throws {
    let shell = try CommandShell.resolving([name, "-c"]).get()
    for value in Self.awkwardValues {
      var line = Array("printf '%s' ".utf8)
      line += shell.quoting.quoted(Array(value.utf8))
      let vector = shell.argumentVector(running: line).map { String(decoding: $0, as: UTF8.self) }
      let result = try CommandRunnerTests.run(
        BackgroundCommand(.arguments([shell.path] + vector.dropFirst())))
      #expect(result.succeeded, "\(name): \(value): \(result.errorText)")
      #expect(result.text == value, "\(name): \(value)")
    }
  }
}
