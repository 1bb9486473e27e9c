#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Items read from a file descriptor (a pipe, a file) on a thread of their own, as they arrive:
/// the source of a list that shows its items at once and fills while they are read, and of one
/// that never ends (`tail -f`).
///
/// Items are lines (LF or CR LF; `.nul`: separated by NUL bytes), kept byte for byte as read;
/// empty ones are left out. The reader thread reads in large reads, cuts the items, works out
/// how each is matched (its keys: see ``ChoiceList``; a large read's lines on every core, in runs
/// handed over in order), and hands them over in batches; a list
/// takes them with ``ChoiceList/absorb(budget:)``. ``wakeDescriptor`` becomes readable when
/// a batch waits or reading has ended, so a loop that waits in `poll` (as `ComponentRunner`
/// does) wakes for it; `ChoiceListController` gives it to the runner.
///
/// A source is read once: the list (or the copy of it) that takes a batch has it. Dropping the
/// last reference stops the thread.
public final class ChoiceSource: Sendable {
  /// What ends an item.
  public enum Separator: Equatable, Sendable {
    /// A line feed; a carriage return before it is left out.
    case newline
    /// A NUL byte (`find -print0`, `--read0`).
    case nul
  }

  private let state: SourceState

  /// Starts reading `fileDescriptor` (which stays open; the caller closes it, if at all, once
  /// ``isFinished`` is true).
  ///
  /// - Parameters:
  ///   - fileDescriptor: where the items come from: a pipe, a file, a socket.
  ///   - separator: what ends an item.
  ///   - readsEscapes: the items hold SGR colours (`--ansi`): their escape sequences are left
  ///     out of what is matched and printed, and their colours drawn.
  ///   - headerLines: how many of the first lines (empty ones too) are a header, not items
  ///     (`--header-lines`): read into ``header``.
  ///   - byteLimit: the most bytes read, or nil for no limit; reading stops there, the item it
  ///     cut left out, and ``wasCut`` says so.
  public convenience init(
    fileDescriptor: Int32, separator: Separator = .newline, readsEscapes: Bool = false, headerLines: Int = 0,
    byteLimit: Int? = nil
  ) {
    self.init(
      fileDescriptor: fileDescriptor, separator: separator, readsEscapes: readsEscapes,
      headerLines: headerLines,
      byteLimit: byteLimit, prefilter: nil)
  }

  /// Starts reading as the public initializer does; an item `prefilter` turns away (one the
  /// query of `tfield choose --filter` cannot match) is left out as soon as it is cut, before
  /// its keys are worked out. A large read is cut, checked and keyed in `parts` runs of whole
  /// lines at once, one a thread, and handed over in order (`SourceState/cut`).
  package init(
    fileDescriptor: Int32, separator: Separator = .newline, readsEscapes: Bool = false, headerLines: Int = 0,
    byteLimit: Int? = nil, prefilter: ItemPrefilter?, parts: Int = ParallelMatch.threads
  ) {
    state = SourceState(
      fileDescriptor: fileDescriptor, separator: separator == .nul ? 0 : 0x0A, readsEscapes: readsEscapes,
      headerLines: max(0, headerLines), byteLimit: byteLimit ?? .max, prefilter: prefilter,
      parts: max(1, parts))
    state.start()
  }

  /// Starts listing the paths `walker` finds (fzf's built-in walker), on a thread of its own, as
  /// they are found: each path an item, handed over at least every few milliseconds while the
  /// walk goes on. ``cancel()`` (or dropping the source) ends the walk at its next path.
  public convenience init(walking walker: FileWalker, readsEscapes: Bool = false) {
    self.init(walking: walker, readsEscapes: readsEscapes, prefilter: nil)
  }

  /// Starts listing the paths `walker` finds as the public initializer does; a path `prefilter`
  /// turns away (one `tfield choose --filter`'s query cannot match) is left out as it is found.
  package init(walking walker: FileWalker, readsEscapes: Bool = false, prefilter: ItemPrefilter?) {
    state = SourceState(
      fileDescriptor: -1, separator: 0, readsEscapes: readsEscapes, prefilter: prefilter, walker: walker)
    state.start()
  }

  deinit { state.cancel() }

  /// True when items are read with `--ansi`.
  public var readsEscapes: Bool { state.readsEscapes }

  /// A descriptor that is readable while batches wait to be taken or reading has ended, to
  /// `poll` beside a terminal.
  public var wakeDescriptor: Int32 { state.wakeRead }

  /// True once the input has ended (or failed) and every batch has been taken.
  public var isFinished: Bool { state.queue.withLock { $0.finished && $0.batches.isEmpty } }

  /// Why reading stopped early, in the system's words, or nil.
  public var failure: String? { state.queue.withLock { $0.failure } }

  /// The header lines read so far (`headerLines` of them once read, fewer when the input ended
  /// first), as read less a line's CR, and whether that is all of them.
  public var header: (lines: [[UInt8]], isComplete: Bool) {
    state.queue.withLock { ($0.header, $0.header.count == state.headerLines || $0.finished) }
  }

  /// How many reads were cut on several threads (`parts`) so far.
  package var partedReads: Int { state.queue.withLock { $0.partedReads } }

  /// True when reading stopped at the byte limit, with more to read.
  public var wasCut: Bool { state.queue.withLock { $0.cut } }

  /// Waits up to `timeout` (nil: for ever) for a batch or the end of input; true when one is
  /// there.
  @discardableResult
  public func wait(timeout: Duration?) -> Bool {
    if state.queue.withLock({ !$0.batches.isEmpty || $0.finished }) { return true }
    var descriptor = pollfd(fd: state.wakeRead, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, timeout.map(\.pollMilliseconds) ?? -1) > 0
  }

  /// Stops reading: the thread ends at its next wait for input.
  public func cancel() { state.cancel() }

  /// The oldest batch waiting, if any, and whether reading has ended (with nothing left).
  func takeOne() -> (batch: ItemChunk?, ended: Bool) {
    state.takeOne()
  }

  /// True while batches wait.
  var hasWaiting: Bool { state.queue.withLock { !$0.batches.isEmpty } }
}

/// What the reader thread and the list share.
final class SourceState: Sendable {
  struct Queue: ~Copyable {
    var batches: [ItemChunk] = []
    var finished = false
    var failure: String?
    var cut = false
    var signalled = false
    var header: [[UInt8]] = []
    var partedReads = 0
  }

  let fileDescriptor: Int32
  let separator: UInt8
  let readsEscapes: Bool
  let headerLines: Int
  let byteLimit: Int
  let prefilter: ItemPrefilter?
  /// How many threads cut, check and key the lines of one large read.
  let parts: Int
  /// The walk that lists the items instead of reading `fileDescriptor`.
  let walker: FileWalker?
  let queue = Locked(Queue())
  let wakeRead: Int32
  let wakeWrite: Int32
  let cancelRead: Int32
  let cancelWrite: Int32
  /// A batch is handed over once it holds this many bytes, or when no more input is waiting.
  static let batchBytes = 256 * 1024
  /// The size of one read.
  static let readSize = 256 * 1024
  /// The most batches that wait to be taken before the reader waits for the list.
  static let waitingLimit = 16
  /// The fewest bytes of whole lines in a read that are cut on several threads.
  static let partBytes = 32 * 1024

  init(
    fileDescriptor: Int32, separator: UInt8, readsEscapes: Bool, headerLines: Int = 0, byteLimit: Int = .max,
    prefilter: ItemPrefilter? = nil, parts: Int = 1, walker: FileWalker? = nil
  ) {
    self.walker = walker
    self.parts = parts
    self.fileDescriptor = fileDescriptor
    self.prefilter = prefilter
    self.separator = separator
    self.readsEscapes = readsEscapes
    self.headerLines = headerLines
    self.byteLimit = byteLimit
    var wake: [Int32] = [-1, -1]
    var cancel: [Int32] = [-1, -1]
    for pair in [0, 1] {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { continue }
      for descriptor in ends {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      }
      if pair == 0 { wake = ends } else { cancel = ends }
    }
    wakeRead = wake[0]
    wakeWrite = wake[1]
    cancelRead = cancel[0]
    cancelWrite = cancel[1]
  }

  deinit {
    for descriptor in [wakeRead, wakeWrite, cancelRead, cancelWrite] where descriptor >= 0 {
      close(descriptor)
    }
  }

  func start() {
    let context = Unmanaged.passRetained(self).toOpaque()
    // pthread_t is an integer on Linux and an optional pointer on macOS, whose start routine's
    // argument is not optional either: both spelled so that each compiles.
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let started = pthread_create(
      &thread, nil,
      { context in
        let argument: UnsafeMutableRawPointer? = context
        let state = Unmanaged<SourceState>.fromOpaque(argument!).takeRetainedValue()
        state.run()
        return nil
      }, context)
    if started == 0 {
      #if canImport(Darwin)
        pthread_detach(thread!)
      #else
        pthread_detach(thread)
      #endif
    } else {
      Unmanaged<SourceState>.fromOpaque(context).release()
      finish(failure: "cannot start a thread to read the items")
    }
  }

  func cancel() {
    var byte: UInt8 = 1
    _ = write(cancelWrite, &byte, 1)
  }

  /// The oldest batch; once none waits, the wake pipe is drained (unless reading has ended:
  /// then it stays readable, so a waiting loop sees the end).
  func takeOne() -> (batch: ItemChunk?, ended: Bool) {
    queue.withLock { queue in
      let batch = queue.batches.isEmpty ? nil : queue.batches.removeFirst()
      if queue.batches.isEmpty && queue.signalled && !queue.finished {
        var sink = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &sink, sink.count) > 0 {}
        queue.signalled = false
      }
      return (batch, queue.finished && queue.batches.isEmpty)
    }
  }

  /// Hands a batch over; while `waitingLimit` batches wait untaken, waits for the list to take
  /// one first (or for the source to be cancelled), so that a reader faster than the list's
  /// matching does not pile up the input in memory.
  func publish(_ batch: ItemChunk) {
    guard batch.count > 0 else { return }
    while queue.withLock({ $0.batches.count >= Self.waitingLimit }) {
      var descriptor = pollfd(fd: cancelRead, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 1) > 0 { break }
    }
    queue.withLock { queue in
      queue.batches.append(batch)
      signal(&queue)
    }
  }

  private func finish(failure: String? = nil, cut: Bool = false) {
    queue.withLock { queue in
      queue.finished = true
      queue.failure = failure
      queue.cut = cut
      signal(&queue)
    }
  }

  func signal(_ queue: inout Queue) {
    guard !queue.signalled else { return }
    queue.signalled = true
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  /// The reader: large reads, cut into items, handed over in batches.
  private func run() {
    if let walker {
      walk(walker)
      return
    }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.readSize)
    defer { buffer.deallocate() }
    var carry: [UInt8] = []
    var batch = ItemChunk()
    var headerLeft = headerLines
    var left = byteLimit
    var descriptors = [
      pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: cancelRead, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        publish(batch)
        finish(failure: String(cString: strerror(errno)))
        return
      }
      if descriptors[1].revents != 0 { return }
      if left == 0 {
        // At the limit: one more byte says whether there was more; the line it cut is left out.
        var probe: UInt8 = 0
        let more = read(fileDescriptor, &probe, 1)
        if more < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if more > 0 {
          publish(batch)
          finish(cut: true)
          return
        }
      }
      var count = read(fileDescriptor, buffer, min(Self.readSize, max(left, 0)))
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        publish(batch)
        finish(failure: String(cString: strerror(errno)))
        return
      }
      if count == 0 {
        if !carry.isEmpty {
          carry.withUnsafeBufferPointer { appendItem($0, to: &batch, headerLeft: &headerLeft) }
        }
        publish(batch)
        finish()
        return
      }
      count += readWaiting(into: buffer + count, room: min(Self.readSize, left) - count)
      left -= count
      let bytes = UnsafeBufferPointer(start: buffer, count: count)
      if parts > 1 && headerLeft == 0 && count >= Self.partBytes {
        cutInParts(bytes, carry: &carry, into: &batch)
      } else {
        cut(bytes, carry: &carry, into: &batch, headerLeft: &headerLeft)
      }
      if batch.bytes.count >= Self.batchBytes || !moreWaiting() {
        publish(batch)
        batch = ItemChunk()
      }
    }
  }

  /// How long found paths wait before they are handed over while a walk goes on.
  static let walkBatchTime: Duration = .milliseconds(20)

  /// The walker: each path an item, a batch handed over when it is big or old enough (looked at
  /// before each directory and after each path), the walk ended when the source is cancelled.
  private func walk(_ walker: FileWalker) {
    var batch = ItemChunk()
    var headerLeft = 0
    let clock = ContinuousClock()
    var started = clock.now
    var cancelled = false
    let goesOn = {
      guard batch.bytes.count >= Self.batchBytes || clock.now - started >= Self.walkBatchTime else {
        return true
      }
      self.publish(batch)
      batch = ItemChunk()
      started = clock.now
      var descriptor = pollfd(fd: self.cancelRead, events: Int16(POLLIN), revents: 0)
      cancelled = poll(&descriptor, 1, 0) > 0
      return !cancelled
    }
    walker.walk(goesOn: goesOn) { path in
      path.withUnsafeBufferPointer { appendItem($0, to: &batch, headerLeft: &headerLeft) }
      return goesOn()
    }
    if cancelled { return }
    publish(batch)
    finish()
  }

  /// Reads what more input is waiting, up to `room` bytes, so that a pipe that hands over a
  /// little at a time (64 KiB) still makes reads large enough to cut on several threads and
  /// batches large enough for the list to take whole; the bytes read. An error or the end is
  /// left to the next read to see.
  private func readWaiting(into buffer: UnsafeMutablePointer<UInt8>, room: Int) -> Int {
    var count = 0
    while count < room && moreWaiting() {
      let more = read(fileDescriptor, buffer + count, room - count)
      guard more > 0 else { break }
      count += more
    }
    return count
  }

  /// True when more input can be read without waiting.
  private func moreWaiting() -> Bool {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }
}
