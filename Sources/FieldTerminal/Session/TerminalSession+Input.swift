import CTerminalSupport

#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

extension TerminalSession {
  /// Waits for input from the terminal and returns the bytes of one read (at most 64 KiB).
  ///
  /// A read can end inside a UTF-8 character or an escape sequence; the decoder keeps the rest
  /// for the next call.
  ///
  /// - Parameter timeoutMilliseconds: how long to wait; negative waits for ever.
  /// - Returns: the bytes read; `nil` when nothing came: the timeout passed, or a signal (a window
  ///   resize, a continue after a stop) woke the wait early, so the caller should look at
  ///   ``checkResize()`` and ``takeRedrawRequest()``; an empty array at end of file or hang-up.
  package func readBytes(timeoutMilliseconds: Int32) -> [UInt8]? {
    input.readBytes(timeoutMilliseconds: timeoutMilliseconds)
  }

  /// Applies a window size change: when a SIGWINCH (or a continue) arrived since the last call,
  /// reads the size with `ioctl(TIOCGWINSZ)` and tells ncurses (`resizeterm`). Returns whether
  /// the caller should lay out and paint again.
  package func checkResize() -> Bool {
    guard tf_support_take_resize() != 0 else { return false }
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard tf_support_window_size(fileDescriptor, &rows, &columns) == 0, rows > 0, columns > 0
    else { return true }
    resizeterm(rows, columns)
    return true
  }
}
