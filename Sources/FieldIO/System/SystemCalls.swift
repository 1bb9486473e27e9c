import CTerminalSupport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The few system calls every presentation shares, written once for Linux and macOS: the
/// monotonic clock that deadlines and key timeouts count on, `errno` in words, `write`, and the
/// controlling terminal's rows.
package enum SystemCalls {
  /// Milliseconds on the monotonic clock: the decoder's time, and `Deadline`'s.
  package static func milliseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
  }

  /// The words of the current `errno` ("No such file or directory").
  package static func errnoText() -> String {
    String(cString: strerror(errno))
  }

  /// `write(2)`: the bytes written, or -1 with `errno` set.
  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(descriptor, bytes, count)
    #else
      Glibc.write(descriptor, bytes, count)
    #endif
  }

  /// The rows of the controlling terminal (`/dev/tty`), or nil when there is none to ask.
  package static func terminalRows() -> Int? {
    let descriptor = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard tf_support_window_size(descriptor, &rows, &columns) == 0, rows > 0 else { return nil }
    return Int(rows)
  }
}
