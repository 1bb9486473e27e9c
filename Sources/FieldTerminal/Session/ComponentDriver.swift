/// A component with the one key decoder in front of it: bytes in, keys and notices handed on.
///
/// `ComponentRunner` drives one on the terminal it opens. A program with its own terminal and
/// loop drives one itself: it reads the terminal's bytes (in raw mode, not through ncurses'
/// `getch`), gives them to `feed(_:now:)` with a millisecond clock, calls `tick(now:)` when
/// `deadline` passes with no input (a lone Escape, a paste with no end), and draws
/// `component.frame()` when `component.revision` moved (see `ComponentPainter` for drawing into
/// its own ncurses window).
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

  /// When the decoder must be asked again (`tick(now:)`), in the clock given to `feed`; nil
  /// when nothing waits.
  public var deadline: UInt64? { decoder.pendingDeadline }

  /// Decodes bytes read from the terminal at `now` (milliseconds) and hands the component every
  /// key they hold, and a notice of anything the decoder could not take as it came.
  public mutating func feed(_ bytes: some Collection<UInt8>, now: UInt64) {
    let before = decoder.counters
    let events = decoder.feed(bytes, now: now)
    deliver(events, since: before)
  }

  /// Resolves what the decoder was waiting for once its deadline has passed.
  public mutating func tick(now: UInt64) {
    let before = decoder.counters
    let events = decoder.flush(now: now)
    deliver(events, since: before)
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
