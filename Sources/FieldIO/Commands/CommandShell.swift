import CTerminalSupport

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The shell that runs command lines (`SHELL -c LINE`): `/bin/sh` unless the program chooses
/// another when it starts, before any command runs (`tfield choose` takes `$SHELL`, as fzf runs
/// its commands with it).
package enum CommandShell {
  /// The shell's path.
  nonisolated(unsafe) package private(set) static var path = "/bin/sh"

  /// The shells whose `-c` and quoting are POSIX sh's: a placeholder's quoting (`'…'\''…'`)
  /// holds in them. Another (fish, csh, nu) leaves `/bin/sh`.
  package static let posixShells: Set<String> = [
    "sh", "bash", "zsh", "dash", "ksh", "ksh93", "mksh", "oksh", "loksh", "ash", "yash", "busybox",
  ]

  /// The shell's file name: its argv[0].
  package static var name: String { path.split(separator: "/").last.map(String.init) ?? "sh" }

  /// Takes `shell` (`$SHELL`) when it is an absolute path to an executable POSIX shell; keeps
  /// `/bin/sh` otherwise. Returns the shell that runs commands.
  @discardableResult
  package static func choose(_ shell: String?) -> String {
    guard let shell, accepts(shell) else { return path }
    path = shell
    tf_support_set_shell(shell)
    return path
  }

  /// True when `shell` is an absolute path to an executable POSIX shell.
  package static func accepts(_ shell: String) -> Bool {
    guard shell.hasPrefix("/"), let name = shell.split(separator: "/").last else { return false }
    return posixShells.contains(String(name)) && access(shell, X_OK) == 0
  }
}
