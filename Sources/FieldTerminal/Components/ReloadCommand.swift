import CTerminalSupport
import FieldChoices
import FieldIO

/// The command a list reloads its items from (fzf's `reload(…)`): run by the command shell
/// (``CommandShell``), started in a process group of
/// its own, its output lines read by a ``ChoiceSource``; the group is killed and reaped when the
/// list reloads again, ends, or lets go of it (and by the program's signal handlers).
package final class ReloadCommand: Sendable {
  /// The source that reads the command's output.
  package let source: ChoiceSource
  private let process: Int32
  private let descriptor: Int32

  /// Starts `command` (bytes: an item's need not be UTF-8) with `environment` (nil: this
  /// process's), its first `headerLines` lines read as a header; nil when it cannot start.
  package init?(
    _ command: [UInt8], separator: ChoiceSource.Separator, readsEscapes: Bool, headerLines: Int = 0,
    environment: [String: String]? = nil
  ) {
    var process: Int32 = 0
    guard
      let descriptor = CommandShell.current.withArgumentVector(
        running: command,
        { program, vector in
          CommandLineBytes.withEnvironment(environment) {
            tf_support_spawn_reader(program, vector, $0, &process)
          }
        }),
      descriptor >= 0
    else { return nil }
    self.process = process
    self.descriptor = descriptor
    source = ChoiceSource(
      fileDescriptor: descriptor, separator: separator, readsEscapes: readsEscapes, headerLines: headerLines)
  }

  deinit {
    source.cancel()
    tf_support_end_reader(process, descriptor)
  }
}
