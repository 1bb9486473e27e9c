import FieldKeys

/// A component in its host, with the one key decoder in front of it: bytes in, keys and notices
/// handed on.
///
/// `ComponentRunner` drives one on the terminal it opens. A program with its own terminal and
/// loop drives one itself: it reads the terminal's bytes (in raw mode, not through ncurses'
/// `getch`), gives them to `feed(_:now:)` with the time they came, calls `tick(now:)` when
/// `deadline` passes with no input (a lone Escape, a paste with no end, work the component left
/// for later, such as reading a history file), calls `wake(now:)` when `wakeDescriptor` (polled
/// beside the terminal) is readable, and draws `frame()` when `revision` moved (see
/// `WindowPainter` for drawing into its own ncurses window).
@dynamicMemberLookup
public struct ComponentDriver<Component: TerminalComponent>: Sendable {
  /// The component in its host, with the children open over it.
  public var host: ComponentHost<Component>
  /// The key decoder, with its counters.
  package var decoder: KeyDecoder
  /// The instant the decoder's clock counts its milliseconds from: the first one given.
  private var origin: ContinuousClock.Instant?
  /// Keys decoded while a command asked for waits to run: handed on once it has, in order.
  private var heldKeys: [KeyEvent] = []

  /// Drives `component`, decoding keys as xterm and the terminals that follow it send them.
  public init(_ component: Component) {
    self.init(component, decoder: KeyDecoder())
  }

  /// Drives `component`, decoding with `decoder`.
  package init(_ component: Component, decoder: KeyDecoder) {
    self.host = ComponentHost(component)
    self.decoder = decoder
  }

  /// The component.
  public var component: Component { host.component }

  /// The host's and the component's properties, read through the driver: `driver.revision`,
  /// `driver.status`, `driver.form`.
  public subscript<Property>(dynamicMember keyPath: KeyPath<ComponentHost<Component>, Property>) -> Property {
    host[keyPath: keyPath]
  }

  /// The component's frame, with any child open over it.
  public func frame() -> Frame { host.frame() }

  /// Lays the component out for a new size.
  public mutating func resize(width: Int, height: Int) { host.resize(width: width, height: height) }

  /// Returns true once after a key asked for a full redraw (Ctrl-L).
  public mutating func takeRedrawRequest() -> Bool { host.takeRedrawRequest() }

  /// Returns true once after a key asked to suspend (Ctrl-Z); the program decides what to do.
  public mutating func takeSuspendRequest() -> Bool { host.takeSuspendRequest() }

  /// The shell command a key asked to run, once; the keys after that key wait until
  /// ``commandRan()``.
  package mutating func takeCommandRequest() -> ShellCommandRequest? { host.takeCommandRequest() }

  /// The command taken with ``takeCommandRequest()`` has run: what asked for it goes on (the rest
  /// of a chain of actions), then the keys that came meanwhile are handed on.
  package mutating func commandRan() {
    host.commandRan()
    let held = heldKeys
    heldKeys = []
    deliver(held, since: decoder.counters)
  }

  /// When `tick(now:)` is due: the decoder's deadline or the component's, whichever comes first;
  /// nil when nothing waits.
  public var deadline: ContinuousClock.Instant? {
    let decoding = decoder.pendingDeadline.flatMap { milliseconds in
      origin.map { $0 + .milliseconds(Int64(clamping: milliseconds)) }
    }
    switch (decoding, host.wakeDeadline) {
    case (let decoding?, let waking?): return min(decoding, waking)
    case (let decoding, let waking): return decoding ?? waking
    }
  }

  /// The component's descriptor to poll beside the terminal, or nil.
  public var wakeDescriptor: Int32? { host.wakeDescriptor }

  /// The component's descriptor became readable, or its own work is due: it does its work
  /// besides keys.
  public mutating func wake(now: ContinuousClock.Instant) {
    host.wake(now: now)
  }

  /// Decodes bytes read from the terminal at `now` and hands the component every key they hold,
  /// and a notice of anything the decoder could not take as it came.
  public mutating func feed(_ bytes: some Collection<UInt8>, now: ContinuousClock.Instant) {
    let before = decoder.counters
    let events = decoder.feed(bytes, now: milliseconds(now))
    deliver(events, since: before)
  }

  /// Resolves what the decoder was waiting for once its deadline has passed, and wakes the
  /// component once its own deadline has.
  public mutating func tick(now: ContinuousClock.Instant) {
    let before = decoder.counters
    let events = decoder.flush(now: milliseconds(now))
    deliver(events, since: before)
    if let due = host.wakeDeadline, due <= now { wake(now: now) }
  }

  /// The terminal hung up: what waits in the decoder is resolved, then the component ends.
  public mutating func endOfInput() {
    let before = decoder.counters
    let events = decoder.finish()
    deliver(events, since: before)
    host.endOfInput()
  }

  /// The time given to answer ran out: the component ends timed out (a waiting Escape or paste
  /// is dropped: nobody is there to see it).
  public mutating func timeOut() {
    host.timeOut()
  }

  /// `now` on the decoder's clock: milliseconds since the first instant the driver was given.
  private mutating func milliseconds(_ now: ContinuousClock.Instant) -> UInt64 {
    let origin = self.origin ?? now
    self.origin = origin
    guard now > origin else { return 0 }
    let (seconds, attoseconds) = (now - origin).components
    return UInt64(seconds) * 1000 + UInt64(attoseconds / 1_000_000_000_000_000)
  }

  private mutating func deliver(_ events: [KeyEvent], since before: KeyDecoder.Counters) {
    for event in events where !host.isFinished {
      // A key after one that asked for a command is handled once the command has run, as fzf
      // runs `execute` before it reads the next key.
      if host.awaitsCommand || !heldKeys.isEmpty {
        heldKeys.append(event)
      } else {
        host.handle(event)
      }
    }
    guard !host.isFinished else { return }
    for notice in InputNotice.changes(from: before, to: decoder.counters, in: decoder) {
      host.show(notice)
    }
  }
}
