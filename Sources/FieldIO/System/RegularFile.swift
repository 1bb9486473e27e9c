#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// A file a field reads lines from (a history, a suggestions file, a completion file), opened
/// only when it is a regular file: a device (`/dev/zero`, `/dev/urandom`, `/dev/tty`, whose
/// reading never ends or steals the user's keys), a FIFO (whose open would block until a writer
/// comes) or a directory is refused before anything is read. The open never blocks, and the
/// descriptor is closed on exec.
package enum RegularFile {
  /// Why a file was not opened.
  package enum Problem: Error, Equatable, Sendable {
    /// There is no such file.
    case missing
    /// It cannot be opened (the system's reason).
    case cannotOpen(String)
    /// Its status cannot be read (the system's reason).
    case cannotRead(String)
    /// It is a directory, a device or a pipe: not a regular file.
    case notAFile
  }

  /// Opens `path` for reading: the descriptor (the caller closes it) and the file's status.
  package static func open(_ path: String) -> Result<(descriptor: Int32, status: stat), Problem> {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT ? .missing : .cannotOpen(SystemCalls.errnoText()))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = SystemCalls.errnoText()
      close(descriptor)
      return .failure(.cannotRead(reason))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .failure(.notAFile)
    }
    return .success((descriptor, status))
  }
}

/// The C library's `open`, out of reach of `RegularFile.open`'s name.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
