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

  /// The bytes of the regular file at `path`, at most `limit` of them (the rest is not read).
  package static func contents(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
    switch open(path) {
    case .failure(let problem): return .failure(problem)
    case .success(let opened):
      defer { close(opened.descriptor) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while bytes.count < limit {
        let count = chunk.withUnsafeMutableBytes { read(opened.descriptor, $0.baseAddress!, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { return .failure(.cannotRead(SystemCalls.errnoText())) }
        if count == 0 { break }
        bytes += chunk[..<min(count, limit - bytes.count)]
      }
      return .success(bytes)
    }
  }
}

/// The C library's `open`, out of reach of `RegularFile.open`'s name.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
