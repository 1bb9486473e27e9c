import FieldIO
import TFieldOptions

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension ChoiceSettings {
  /// The shell a `--with-shell` value names: its words split as a shell splits them (fzf splits
  /// them with go-shellwords), the program looked up in `PATH`; the problem when it has no word,
  /// a quote not closed, or no program to run.
  package static func shell(parsing text: String) -> Result<CommandShell, ShellProblem> {
    let words: [String]
    do {
      words = try ShellWords.split(text)
    } catch {
      return .failure(.unclosedQuote)
    }
    switch CommandShell.resolving(words) {
    case .success(let shell): return .success(shell)
    case .failure(.empty): return .failure(.empty)
    case .failure(.notFound(let program, let reason)): return .failure(.notFound(program, reason: reason))
    }
  }

  /// The shell that runs the list's commands: `--with-shell`'s (checked by the argument parser),
  /// else `$SHELL` when it is a POSIX shell, else `/bin/sh -c`.
  package var commandShell: CommandShell {
    if let withShell, case .success(let shell) = Self.shell(parsing: withShell) { return shell }
    return CommandShell.fromEnvironment(getenv("SHELL").map { String(cString: $0) })
  }
}
