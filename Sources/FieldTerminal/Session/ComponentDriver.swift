import FieldKeys

/// Runs a component without a terminal: bytes in, effects out. It decodes the bytes with the one
/// key decoder (UTF-8, escape sequences, bracketed paste), hands the component the keys and the
/// notices, keeps the children it opens over itself, and says after each call what the loop
/// does (``ComponentEffects``): paint, repaint everything, suspend; whether the component ended.
///
/// ``ComponentRunner`` drives one on the terminal it opens. A program with its own terminal and
/// loop drives one itself: it lays the component out (``layout(in:)``) and paints ``frame()``;
/// reads the terminal's bytes (in raw mode, not through ncurses' `getch`) and gives them to
/// ``feed(_:now:)``; polls ``wake``'s descriptors beside the terminal, at most until its
/// deadline, and calls ``wake(now:)`` when the poll ends with nothing from the terminal (a lone
/// Escape resolved, a paste with no end, items read, work the component left for later); and
/// acts on the effects each call returns (see `WindowPainter` for drawing into its own ncurses
/// window).
///
/// ```swift
/// var prompt = ComponentDriver(
///   PromptController(title: "Name", question: "Who?", field: Field(id: "name")))
/// prompt.layout(in: Region(width: 60, height: 12))
/// prompt.feed(Array("A".utf8), now: .now)  // each a read of its own, as typed
/// let effects = prompt.feed(Array("\r".utf8), now: .now)  // Enter
/// print("\(effects.ended) \(prompt.component.value ?? "")")  // true A
/// ```
public struct ComponentDriver<Component: TerminalComponent>: Sendable {
  /// The component in its host, with the children open over it.
  package var host: ComponentHost<Component>
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

  /// The component, as it stands.
  public var component: Component { host.component }

  /// The component's status: `.running` until it ends.
  public var status: ComponentStatus<Component.Value> { host.status }

  /// Where the component is laid out.
  public var region: Region { host.region }

  /// Lays the component, and any child open over it, out for `region`; paint the frame after
  /// it.
  public mutating func layout(in region: Region) { host.layout(in: region) }

  /// The component's frame, with any child open over it. Pure.
  public func frame() -> Frame { host.frame() }

  /// The rows the component, and any child open over it, take inline.
  package func inlineHeight(width: Int, screenHeight: Int) -> Int {
    host.inlineHeight(width: width, screenHeight: screenHeight)
  }

  /// When ``wake(now:)`` is due: the component's wake (and its children's), with the instant
  /// the decoder's wait for the rest of a sequence ends.
  public var wake: Wake {
    let decoding = decoder.pendingDeadline.flatMap { milliseconds in
      origin.map { Wake.at($0 + .milliseconds(Int64(clamping: milliseconds))) }
    }
    return decoding.map { Wake(host.wake, $0) } ?? host.wake
  }

  /// Decodes bytes read from the terminal at `now` and hands the component every key they hold,
  /// and a notice of anything the decoder could not take as it came.
  @discardableResult
  public mutating func feed(_ bytes: some Collection<UInt8>, now: ContinuousClock.Instant) -> ComponentEffects
  {
    let before = decoder.counters
    let events = decoder.feed(bytes, now: milliseconds(now))
    return deliver(events, since: before)
  }

  /// Hands the component one event: a key (after those that wait for a command), a notice, a
  /// wake whatever it waits for, the terminal's end (what waits in the decoder is resolved
  /// first) or the time's. A component still running after the end of input ends cancelled,
  /// after the time's timed out.
  @discardableResult
  public mutating func send(_ event: ComponentEvent) -> ComponentEffects {
    switch event {
    case .key(let key): return deliver([key], since: decoder.counters)
    case .endOfInput:
      let before = decoder.counters
      let events = decoder.finish()
      return deliver(events, since: before).then(host.send(.endOfInput))
    case .notice, .wake, .timeOut: return host.send(event)
    }
  }

  /// Resolves what the decoder was waiting for once its deadline has passed, and wakes the
  /// component when what it waits for has come (``wake``: a deadline passed, a source has news).
  @discardableResult
  public mutating func wake(now: ContinuousClock.Instant) -> ComponentEffects {
    let before = decoder.counters
    let events = decoder.flush(now: milliseconds(now))
    var effects = deliver(events, since: before)
    if !host.isFinished && host.wake.isDue(at: now) { effects = effects.then(host.send(.wake(now))) }
    return effects
  }

  /// The command the effects asked for has run: what asked for it goes on (the rest of a chain
  /// of actions), the keys that came meanwhile are handed on, and the component is woken at
  /// `now` (it reads back what an editor left).
  package mutating func commandRan(now: ContinuousClock.Instant) -> ComponentEffects {
    var effects = host.commandRan()
    let held = heldKeys
    heldKeys = []
    effects = effects.then(deliver(held, since: decoder.counters))
    return effects.then(host.send(.wake(now)))
  }

  /// `now` on the decoder's clock: milliseconds since the first instant the driver was given.
  private mutating func milliseconds(_ now: ContinuousClock.Instant) -> UInt64 {
    let origin = self.origin ?? now
    self.origin = origin
    guard now > origin else { return 0 }
    let (seconds, attoseconds) = (now - origin).components
    return UInt64(seconds) * 1000 + UInt64(attoseconds / 1_000_000_000_000_000)
  }

  private mutating func deliver(_ events: [KeyEvent], since before: KeyDecoder.Counters) -> ComponentEffects {
    var effects = ComponentEffects()
    for event in events where !host.isFinished {
      // A key after one that asked for a command is handled once the command has run, as fzf
      // runs `execute` before it reads the next key.
      if host.awaitsCommand || !heldKeys.isEmpty {
        heldKeys.append(event)
      } else {
        effects = effects.then(host.send(.key(event)))
      }
    }
    if !host.isFinished {
      for notice in InputNotice.changes(from: before, to: decoder.counters, in: decoder) {
        effects = effects.then(host.send(.notice(notice)))
      }
    }
    effects.ended = host.isFinished
    return effects
  }
}
