import FieldIO
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension ChooseCommand {
  /// fzf's `become(…)`: the program is replaced by `sh -c COMMAND` (the terminal already
  /// restored), the terminal its standard input as in fzf, stdout and stderr kept; returns only
  /// when that fails.
  static func become(_ command: [UInt8]) -> CommandResult {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    if terminal >= 0 {
      dup2(terminal, 0)
      close(terminal)
    }
    _ = CommandLineBytes.withCString(command) { line in
      let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(line), nil]
      execv("/bin/sh", arguments)
    }
    return .failed(.becomeFailed(String(cString: strerror(errno))))
  }
}
