import FieldKeys

/// A component with the one key decoder in front of it: bytes in, keys and notices handed on.
///
/// `ComponentRunner` drives one on the terminal it opens. A program with its own terminal and
/// loop drives one itself: it reads the terminal's bytes (in raw mode, not through ncurses'
/// `getch`), gives them to `feed(_:now:)` with a millisecond clock, calls `tick(now:)` when
/// `deadline` passes with no input (a lone Escape, a paste with no end, work the component left
/// for later, such as reading a history file), calls `wake(now:)` when `wakeDescriptor` (polled
/// beside the terminal) is readable, and draws `component.frame()` when `component.revision` moved
/// (see `WindowPainter` for drawing into its own ncurses window).
@dynamicMemberLookup
public struct ComponentDriver<Component: TerminalComponent>: Sendable {
  /// The component.
  public var component: Component
  /// The key decoder, with its counters.
  public var decoder: KeyDecoder

  /// Drives `component`, decoding with `decoder` (by default one that knows xterm's keys).
  public init(_ component: Component, decoder: KeyDecoder = KeyDecoder()) {
    self.component = component
    self.decoder = decoder
  }

  /// The component's properties, read through the driver: `driver.status`, `driver.revision`.
  public subscript<Property>(dynamicMember keyPath: KeyPath<Component, Property>) -> Property {
    component[keyPath: keyPath]
  }

  /// The component's frame.
  public func frame() -> Frame { component.frame() }

  /// When `tick(now:)` is due: the decoder's deadline or the component's, whichever comes first,
  /// in the clock given to `feed`; nil when nothing waits.
  public var deadline: UInt64? {
    switch (decoder.pendingDeadline, component.wakeDeadline) {
    case (let decoding?, let waking?): min(decoding, waking)
    case (let decoding, let waking): decoding ?? waking
    }
  }

  /// The component's descriptor to poll beside the terminal, or nil.
  public var wakeDescriptor: Int32? { component.wakeDescriptor }

  /// The component's descriptor became readable, or its own work is due: it does its work
  /// besides keys.
  public mutating func wake(now: UInt64) {
    guard !component.isFinished else { return }
    component.wake(now: now)
  }

  /// Decodes bytes read from the terminal at `now` (milliseconds) and hands the component every
  /// key they hold, and a notice of anything the decoder could not take as it came.
  public mutating func feed(_ bytes: some Collection<UInt8>, now: UInt64) {
    let before = decoder.counters
    let events = decoder.feed(bytes, now: now)
    deliver(events, since: before)
  }

  /// Resolves what the decoder was waiting for once its deadline has passed, and wakes the
  /// component once its own deadline has.
  public mutating func tick(now: UInt64) {
    let before = decoder.counters
    let events = decoder.flush(now: now)
    deliver(events, since: before)
    if let due = component.wakeDeadline, due <= now { wake(now: now) }
  }

  /// The terminal hung up: what waits in the decoder is resolved, then the component ends.
  public mutating func endOfInput() {
    let before = decoder.counters
    let events = decoder.finish()
    deliver(events, since: before)
    component.endOfInput()
  }

  /// The time given to answer ran out: the component ends timed out (a waiting Escape or paste
  /// is dropped: nobody is there to see it).
  public mutating func timeOut() {
    component.timeOut()
  }

  private mutating func deliver(_ events: [KeyEvent], since before: KeyDecoder.Counters) {
    for event in events where !component.isFinished { component.handle(event) }
    guard !component.isFinished else { return }
    for notice in InputNotice.changes(from: before, to: decoder.counters, in: decoder) {
      component.show(notice)
    }
  }
}
