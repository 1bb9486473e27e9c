import FieldIO
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension ChooseCommand {
  /// fzf's `become(…)`: the program is replaced by the command shell running COMMAND (the terminal already
  /// restored), the terminal its standard input as in fzf, stdout and stderr kept, its
  /// environment `environment` (nil: this process's); returns only when that fails.
  static func become(_ command: [UInt8], environment: [String: String]? = nil) -> CommandResult {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    if terminal >= 0 {
      dup2(terminal, 0)
      close(terminal)
    }
    _ = CommandShell.current.withArgumentVector(running: command) { program, vector in
      CommandLineBytes.withEnvironment(environment) { environment in
        _ = execve(program, vector, environment ?? UnsafePointer(environ))
      }
    }
    return .failed(.becomeFailed(String(cString: strerror(errno))))
  }
}
