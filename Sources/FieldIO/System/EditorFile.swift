import CTerminalSupport
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A field's text in a file of its own for an editor (Ctrl-X Ctrl-E, as bash's
/// edit-and-execute-command without the execute): made in a private directory (`mkdtemp`, mode
/// 0700, in `$TMPDIR` or /tmp) with exclusive creation (mode 0600), edited by `$VISUAL`, else
/// `$EDITOR`, else `vi`, run by `sh` on the terminal with the path as `$1` (never inside the
/// command line), then read back and removed with its directory. The editor's exit status comes
/// back from the `sh` that became the editor (``status``), not through a file. A signal that ends
/// the program, and its exit, remove the directory too (`tf_support_remember_temporary`).
package struct EditorFile: Equatable, Sendable {
  /// The private directory that holds the file.
  package let directory: String
  /// Where the text is.
  package let path: String
  /// Where the program that ran the editor leaves its wait status.
  package let status = CommandStatus()

  /// The file's name in its directory.
  static let name = "field.txt"

  /// The `sh -c` command line that edits the file, its path the first argument: the editor's
  /// words are the shell's, as bash's `fc` reads `$FCEDIT`, so `EDITOR="code -w"` works. An
  /// editor that is only words (no quotes, `$`, `;`, `=`, parentheses…) is `exec`'d, so that the
  /// process the program waits for, and kills when a signal ends it, is the editor itself; shell
  /// code (`EDITOR='f() { …; }; f'`) is evaluated. Either way the shell's exit status is the
  /// editor's.
  package static let command =
    "tfield_editor=${VISUAL:-${EDITOR:-vi}}; case $tfield_editor in "
    + "*[!-[:alnum:][:space:]_./:+@%,~]*) eval \"$tfield_editor\" '\"$1\"';; "
    + "*) eval exec \"$tfield_editor\" '\"$1\"';; esac"

  /// Writes `text` and a line feed to a new file in a new private directory in `base` (nil:
  /// `$TMPDIR`, else /tmp); the reason when that cannot be done.
  package static func create(holding text: String, in base: String? = nil) -> Result<
    EditorFile, EditorFileError
  > {
    let base =
      base ?? getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/tfield-edit-XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      return .failure(EditorFileError(SystemCalls.errnoText()))
    }
    let directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let file = EditorFile(directory: directory, path: directory + "/" + name)
    tf_support_remember_temporary(file.path, directory)
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let reason = SystemCalls.errnoText()
      file.remove()
      return .failure(EditorFileError(reason))
    }
    defer { close(descriptor) }
    let bytes = Array((text + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        SystemCalls.write(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      guard count > 0 else {
        let reason = SystemCalls.errnoText()
        file.remove()
        return .failure(EditorFileError(reason))
      }
      written += count
    }
    return .success(file)
  }

  /// What the editor did: the text it left (one trailing line feed dropped, as bash drops it), or
  /// why there is none (it exited with a status other than 0, or was killed). The file and its
  /// directory are removed.
  package func takeResult() -> Result<String, EditorFileError> {
    defer { remove() }
    if let status = status.waitStatus, status != 0 {
      return .failure(EditorFileError(status: CommandStatus.exitStatus(status)))
    }
    guard let bytes = readAll(path) else {
      return .failure(EditorFileError(reading: SystemCalls.errnoText()))
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return .success(text)
  }

  /// Removes the file, whatever else the editor left beside it (a swap file), and the directory.
  package func remove() {
    tf_support_forget_temporary(directory)
    tf_support_remove_private_directory(directory, path)
  }

  private func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }
}

/// Where a command a component asked to run on the terminal leaves its wait status (`waitpid`'s),
/// for the component to read when it wakes: the editor's verdict without a file the shell writes.
package final class CommandStatus: Equatable, Sendable {
  private let value = Mutex<Int32?>(nil)

  package init() {}

  /// The wait status, or nil while none was recorded (-1: the command could not be started).
  package var waitStatus: Int32? { value.withLock { $0 } }

  /// Records the wait status.
  package func record(_ waitStatus: Int32) { value.withLock { $0 = waitStatus } }

  /// A wait status as a shell reports it: the exit status, 128 + the signal that ended the
  /// command, or -1 when it did not start.
  package static func exitStatus(_ waitStatus: Int32) -> Int {
    if waitStatus < 0 { return -1 }
    let signal = waitStatus & 0x7F
    return signal == 0 ? Int((waitStatus >> 8) & 0xFF) : 128 + Int(signal)
  }

  package static func == (left: CommandStatus, right: CommandStatus) -> Bool { left === right }
}

/// Why a field's text did not come back from the editor.
package struct EditorFileError: Error, Equatable, Sendable {
  /// In words, for the message row.
  package let message: String

  init(_ reason: String) { message = "the text could not go to the editor: " + reason }

  init(reading reason: String) { message = "the editor's file could not be read: " + reason }

  init(status: Int) {
    message =
      status < 0
      ? "the editor could not be started: the text is as it was"
      : "the editor failed (exit status \(status)): the text is as it was"
  }
}
