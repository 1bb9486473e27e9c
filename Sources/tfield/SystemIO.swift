import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The little I/O `tfield` does outside the terminal session: whole files, stdin, stdout, stderr.
enum SystemIO {
  /// Reads a whole file, or returns the system's reason it cannot.
  static func readFile(_ path: String) -> Result<[UInt8], SystemError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(SystemError.current()) }
    defer { close(descriptor) }
    return readAll(descriptor)
  }

  /// Reads a descriptor to its end; with a deadline, fails with `SystemError.timedOut` once it
  /// has passed.
  static func readAll(_ descriptor: Int32, deadline: Deadline? = nil) -> Result<[UInt8], SystemError> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let deadline {
        let left = deadline.remainingMilliseconds()
        guard left > 0 else { return .failure(.timedOut) }
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&waiting, 1, Int32(clamping: left))
        if ready < 0 && errno != EINTR { return .failure(SystemError.current()) }
        if ready <= 0 { continue }
      }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(SystemError.current())
      }
      bytes += chunk[0..<count]
    }
  }

  /// Writes all of a text to a descriptor; returns the reason when it cannot (a reader that
  /// closed the pipe where SIGPIPE is ignored: "Broken pipe").
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> SystemError? {
    write(Array(text.utf8), to: descriptor)
  }

  /// Writes all of some bytes to a descriptor; returns the reason when it cannot.
  @discardableResult
  static func write(_ all: [UInt8], to descriptor: Int32) -> SystemError? {
    var bytes = all[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        return count < 0 ? SystemError.current() : SystemError(reason: "nothing written")
      }
      bytes = bytes.dropFirst(count)
    }
    return nil
  }

  /// Standard streams, as a set.
  struct StandardStreams: OptionSet, Sendable {
    let rawValue: Int
    /// Descriptor 0.
    static let stdin = StandardStreams(rawValue: 1 << 0)
    /// Descriptor 1.
    static let stdout = StandardStreams(rawValue: 1 << 1)
    /// Descriptor 2.
    static let stderr = StandardStreams(rawValue: 1 << 2)
  }

  /// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed (`<&-`, `>&-`, `2>&-`), so
  /// that nothing opened later (the terminal, a self-pipe, a history file) takes its number and is
  /// then read or written as stdin, stdout or stderr. Returns the streams that were closed; call it
  /// first, before anything opens a descriptor.
  static func reopenClosedStandardStreams() -> StandardStreams {
    var closed: StandardStreams = []
    for (descriptor, stream) in [(Int32(0), StandardStreams.stdin), (1, .stdout), (2, .stderr)] {
      guard fcntl(descriptor, F_GETFD) < 0 && errno == EBADF else { continue }
      // The lowest free number: this one, as every lower one is open by now.
      let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
      closed.insert(stream)
    }
    return closed
  }

  /// A failed system call's reason, as `strerror` words it.
  struct SystemError: Error, Equatable, Sendable {
    /// The reason: "No such file or directory".
    let reason: String

    static func current() -> SystemError { SystemError(reason: String(cString: strerror(errno))) }

    /// `--timeout` ran out while reading.
    static let timedOut = SystemError(reason: "timed out")
  }
}

/// The C library's `write`, out of reach of `SystemIO.write`'s name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
