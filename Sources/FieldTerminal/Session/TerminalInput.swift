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
  func readBytes(timeoutMilliseconds: Int32, also others: [Int32] = []) -> [UInt8]? {
    if !typeahead.isEmpty {
      defer { typeahead = [] }
      return typeahead
    }
    let wakeDescriptor = tf_support_wake_fd()
    var descriptors = [
      pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    if wakeDescriptor < 0 { descriptors.remove(at: 1) }
    for other in others { descriptors.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
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
    if wakeDescriptor >= 0 && descriptors[1].revents != 0 { tf_support_drain_wake() }
    return nil
  }

  /// What a wait for input brought.
  enum Arrival: Equatable {
    /// Bytes from the terminal (one read, at most 64 KiB, or the typeahead).
    case bytes([UInt8])
    /// End of file or hang-up on the terminal.
    case endOfInput
    /// One of the other descriptors is readable (and the terminal has nothing).
    case woken
    /// Nothing: the timeout passed, or a signal woke the wait.
    case nothing
  }

  /// Waits for the terminal or one of `others`, whichever has input first; the terminal's bytes
  /// come first when both have.
  func wait(timeoutMilliseconds: Int32, other others: [Int32]) -> Arrival {
    switch readBytes(timeoutMilliseconds: timeoutMilliseconds, also: others) {
    case let bytes? where bytes.isEmpty: return .endOfInput
    case let bytes?: return .bytes(bytes)
    case nil:
      guard !others.isEmpty else { return .nothing }
      var polled = others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      return poll(&polled, nfds_t(polled.count), 0) > 0 ? .woken : .nothing
    }
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
