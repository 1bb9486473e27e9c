import CTerminalSupport
import FieldChoices

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The shell that runs command lines, and the one place that builds their argument vectors: the
/// shell's words, then the line as the last argument (fzf's `Executor.ExecCommand`), so that
/// `bash -c`, `zsh -ic` or `ruby -e` (fzf's `--with-shell`) runs every command the program runs.
/// `/bin/sh -c` unless the program chooses another when it starts, before any command runs
/// (`tfield choose` takes `--with-shell`, else `$SHELL` when it is a POSIX shell). The C side
/// only spawns the vector it is given.
///
/// ```swift
/// let shell = try CommandShell.resolving(["bash", "-c"]).get()
/// shell.argumentVector(running: Array("echo hi".utf8))  // bash, -c, echo hi (as bytes)
/// ```
package struct CommandShell: Sendable, Hashable {
  /// The program's path, looked up in `PATH` when its word had no slash.
  package let path: String
  /// The argument vector before the command line: the program as given (its argv[0]) and its
  /// flags.
  package let words: [String]

  /// Why a shell's words cannot run commands.
  package enum Problem: Error, Equatable, Sendable {
    /// No words at all.
    case empty
    /// The program is not found in `PATH`, or cannot be run: the word and the system's reason.
    case notFound(String, reason: String)
  }

  /// `/bin/sh -c`: the shell of command lines written for sh (an editor's, a check's).
  package static let posix = CommandShell(path: "/bin/sh", words: ["sh", "-c"])

  /// The shell that runs the program's command lines.
  nonisolated(unsafe) package private(set) static var current = posix

  /// The shells whose `-c` and quoting are POSIX sh's: a placeholder's quoting (`'…'\''…'`)
  /// holds in them. Another `$SHELL` (fish, csh, nu) leaves `/bin/sh`.
  package static let posixShells: Set<String> = [
    "sh", "bash", "zsh", "dash", "ksh", "ksh93", "mksh", "oksh", "loksh", "ash", "yash", "busybox",
  ]

  private init(path: String, words: [String]) {
    self.path = path
    self.words = words
  }

  /// A shell run as `words` say (`["zsh", "-ic"]`), its program (the first word) looked up in
  /// `PATH` when it holds no slash, as `execvp` does; the problem when there is no word or no such
  /// program.
  package static func resolving(_ words: [String]) -> Result<CommandShell, Problem> {
    guard let program = words.first, !program.isEmpty else { return .failure(.empty) }
    guard let found = tf_support_resolve_program(program) else {
      return .failure(.notFound(program, reason: String(cString: strerror(errno))))
    }
    defer { free(found) }
    // A path with a slash is taken as it is: it must name a file that runs, as one found in PATH.
    var status = stat()
    guard access(found, X_OK) == 0, stat(found, &status) == 0 else {
      return .failure(.notFound(program, reason: String(cString: strerror(errno))))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .failure(.notFound(program, reason: String(cString: strerror(EACCES))))
    }
    return .success(CommandShell(path: String(cString: found), words: words))
  }

  /// The shell `$SHELL` (`shell`) names when it is an absolute path to an executable POSIX shell,
  /// run with `-c`, its argv[0] its file's name; `/bin/sh -c` otherwise.
  package static func fromEnvironment(_ shell: String?) -> CommandShell {
    guard let shell, accepts(shell), let name = shell.split(separator: "/").last else { return posix }
    return CommandShell(path: shell, words: [String(name), "-c"])
  }

  /// True when `shell` is an absolute path to an executable POSIX shell.
  package static func accepts(_ shell: String) -> Bool {
    guard shell.hasPrefix("/"), let name = shell.split(separator: "/").last else { return false }
    return posixShells.contains(String(name)) && access(shell, X_OK) == 0
  }

  /// Makes `shell` the one that runs the program's command lines; call it once, before any
  /// command runs.
  package static func use(_ shell: CommandShell) {
    current = shell
  }

  /// How placeholders are quoted for this shell: fish's when its program is fish, sh's otherwise.
  package var quoting: ShellQuoting { ShellQuoting(program: words[0]) }

  /// The argument vector that runs `line`: the shell's words, then the line; with `arguments`,
  /// then argv[0] again (the line's `$0`) and the arguments (`$1`, `$2`, …: values never quoted
  /// into the line, for sh's `-c`).
  package func argumentVector(running line: [UInt8], arguments: [[UInt8]] = []) -> [[UInt8]] {
    let head = words.map { Array($0.utf8) } + [line]
    return arguments.isEmpty ? head : head + [Array(words[0].utf8)] + arguments
  }

  /// Calls `body` with the program's path and the argument vector that runs `line` (as
  /// ``argumentVector(running:arguments:)``) as C strings, ended by a null pointer; nil, without
  /// calling it, when one of them holds a NUL byte.
  package func withArgumentVector<Result>(
    running line: [UInt8], arguments: [[UInt8]] = [],
    _ body: (UnsafePointer<CChar>, UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result? {
    guard let strings = CommandLineBytes.cStrings(argumentVector(running: line, arguments: arguments)) else {
      return nil
    }
    let vector = strings + [nil]
    defer { for string in strings { free(string) } }
    return vector.withUnsafeBufferPointer { buffer in path.withCString { body($0, buffer.baseAddress!) } }
  }
}
