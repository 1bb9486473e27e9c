import CTerminalSupport

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Reads the terminal in large reads, waking for signals (a resize, a continue) through the
/// support code's self-pipe; bytes put back (typeahead read while waiting for a terminal's
/// answer) come first. Shared by both presentations' sessions.
final class TerminalInput {
  /// The tty's file descriptor.
  let fileDescriptor: Int32
  /// Where reads land: left uninitialized, so its pages are touched only as reads fill them (a
  /// zeroed 64 KiB was 16 page faults before the first paint).
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
  /// Bytes read early, handed out by the next `readBytes`.
  private var typeahead: [UInt8] = []

  init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  deinit { buffer.deallocate() }

  /// Waits for input and returns the bytes of one read (at most 64 KiB), or the typeahead.
  ///
  /// - Parameter timeoutMilliseconds: how long to wait; negative waits for ever.
  /// - Returns: the bytes read; `nil` when nothing came (the timeout passed, or a signal woke the
  ///   wait: look at the resize and redraw flags); an empty array at end of file or hang-up.
  func readBytes(timeoutMilliseconds: Int32) -> [UInt8]? {
    if !typeahead.isEmpty {
      defer { typeahead = [] }
      return typeahead
    }
    let wakeDescriptor = tf_support_wake_fd()
    var descriptors = [
      pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&descriptors, nfds_t(wakeDescriptor >= 0 ? 2 : 1), timeoutMilliseconds)
    if ready < 0 { return errno == EINTR ? nil : [] }
    if ready == 0 { return nil }
    let ttyEvents = Int32(descriptors[0].revents)
    if ttyEvents & Int32(POLLIN) != 0 {
      let count = read(fileDescriptor, buffer.baseAddress, buffer.count)
      if count > 0 { return Array(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
      if count == 0 { return [] }
      return errno == EINTR || errno == EAGAIN ? nil : []
    }
    if ttyEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return [] }
    tf_support_drain_wake()
    return nil
  }

  /// Discards the bytes put back and what the terminal received that nobody read yet
  /// (`tcflush(TCIFLUSH)`).
  func discardUnread() {
    typeahead = []
    tcflush(fileDescriptor, TCIFLUSH)
  }

  /// Puts bytes back in front of the next read.
  func putBack(_ bytes: some Collection<UInt8>) {
    typeahead = Array(bytes) + typeahead
  }

  /// Writes bytes to the terminal, all of them (retrying after a signal).
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// The C library's `write`, out of reach of `TerminalInput.write`'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
