#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Wakes a loop that waits for a component, from any thread: work done in the background (a
/// check that takes time, a program's own thread) signals it, and the component is woken
/// (`ComponentEvent.wake`) to take what came. A component names the signals it waits for in
/// `TerminalComponent.wake` (`Wake.on(_:)`); the host lowers a signal before it wakes the
/// component, so a signal given while the component works wakes it again, and none is lost.
///
/// ```swift
/// let done = WakeSignal()
/// Task.detached {
///   try await Task.sleep(for: .seconds(1))  // work in the background
///   done.signal()
/// }
/// // in the component: var wake: Wake { .on(done) }
/// ```
///
/// Two signals are equal when they are the same signal.
public final class WakeSignal: Sendable, Hashable {
  /// The pipe's ends: the loop polls the read end, `signal()` writes a byte to the other.
  private let readEnd: Int32
  private let writeEnd: Int32

  /// A signal not yet given.
  public init() {
    let ends = CommandRun.makePipe(nonBlocking: (read: true, write: true))
    readEnd = ends?.read ?? -1
    writeEnd = ends?.write ?? -1
  }

  deinit {
    for descriptor in [readEnd, writeEnd] where descriptor >= 0 { close(descriptor) }
  }

  /// Gives the signal: the loop waiting for it wakes. Safe from any thread, and from a signal
  /// handler; a signal given again before the loop woke wakes it once.
  public func signal() {
    var byte: UInt8 = 1
    // A full pipe is readable already: the byte is not needed.
    _ = write(writeEnd, &byte, 1)
  }

  /// The descriptor that is readable from `signal()` until `lower()`, to poll beside the
  /// terminal.
  package var descriptor: Int32 { readEnd }

  /// True while the signal is given and not yet lowered.
  package var isGiven: Bool {
    var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, 0) > 0
  }

  /// Lowers the signal, before the work it announced is taken: a signal given from now on wakes
  /// the loop again.
  package func lower() {
    var sink = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &sink, sink.count) > 0 {}
  }

  /// Waits until the signal is given or `deadline` passes (nil: for ever); true when it was
  /// given. It stays given. For a caller with nothing else to wait for.
  package func wait(until deadline: ContinuousClock.Instant?) -> Bool {
    while true {
      var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      let timeout = deadline.map { ($0 - .now).pollMilliseconds } ?? -1
      let result = poll(&ready, 1, timeout)
      if result > 0 { return true }
      if result < 0 && errno == EINTR { continue }
      if result == 0, deadline.map({ ContinuousClock.now >= $0 }) ?? false { return false }
    }
  }

  /// The same signal: one object.
  public static func == (lhs: WakeSignal, rhs: WakeSignal) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
