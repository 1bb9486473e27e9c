import FieldChoices
import FieldIO

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// When a component wants to be woken besides keys (``ComponentEvent/wake(_:)``): at an
/// instant, when a source has news (a ``WakeSignal`` given from another thread, items read into
/// a ``ChoiceList``), or never. Wakes put together wake the component at the first of them.
///
/// ```swift
/// let checked = WakeSignal()
/// let nextTry = ContinuousClock.now + .seconds(5)
/// let pending = ["lookup"]
/// // in the component:
/// var wake: Wake { Wake(.on(checked), pending.isEmpty ? .never : .at(nextTry)) }
/// ```
///
/// Keys come first: a host reads the terminal before it wakes the component.
public struct Wake: Equatable, Sendable {
  /// The instant the component wants waking at even if nothing arrives; nil for none.
  public private(set) var deadline: ContinuousClock.Instant?
  /// The signals the host waits for; it lowers them before it wakes the component.
  private(set) var signals: [WakeSignal] = []
  /// Descriptors the host polls beside the terminal, readable while their source has news
  /// (the source makes them unreadable once its news is taken).
  private(set) var readable: [Int32] = []
  /// True when due at once, whatever instant the host calls now.
  private(set) var isImmediate = false

  /// No wake besides keys.
  public static let never = Wake()

  /// As soon as the host has read the terminal: work left over from a wake that stopped to let
  /// keys in, a file to read back.
  public static let now: Wake = {
    var wake = Wake.at(.dueAtOnce)
    wake.isImmediate = true
    return wake
  }()

  /// At `instant`, even if nothing arrives (a clock to show, a timeout to notice).
  public static func at(_ instant: ContinuousClock.Instant) -> Wake {
    var wake = Wake()
    wake.deadline = instant
    return wake
  }

  /// When `signal` is given.
  public static func on(_ signal: WakeSignal) -> Wake {
    var wake = Wake()
    wake.signals = [signal]
    return wake
  }

  /// While `list` reads items from its source, when items wait to be taken in
  /// (`ChoiceList.absorb(budget:)`) or reading has ended: at once while some already wait.
  public static func whileReading(_ list: ChoiceList) -> Wake {
    list.hasWaitingItems ? .now : .readable(list.wakeDescriptor)
  }

  /// When `descriptor` is readable (a runner's, a source's, that makes it unreadable once its
  /// news is taken); never for nil.
  package static func readable(_ descriptor: Int32?) -> Wake {
    var wake = Wake()
    wake.readable = descriptor.map { [$0] } ?? []
    return wake
  }

  /// The first of `wakes`: the earliest deadline, and every source.
  public init(_ wakes: Wake...) {
    self.init(wakes)
  }

  /// The first of `wakes`: the earliest deadline, and every source.
  public init(_ wakes: [Wake]) {
    deadline = wakes.compactMap(\.deadline).min()
    isImmediate = wakes.contains(where: \.isImmediate)
    for wake in wakes {
      for signal in wake.signals where !signals.contains(signal) { signals.append(signal) }
      for descriptor in wake.readable where !readable.contains(descriptor) { readable.append(descriptor) }
    }
  }

  /// True when nothing but keys wakes the component.
  public var isNever: Bool { deadline == nil && signals.isEmpty && readable.isEmpty }

  /// The descriptors a loop of its own polls beside the terminal (`poll(2)`): one is readable
  /// when a source has news; then `ComponentDriver.wake(now:)`.
  public var descriptors: [Int32] { signals.map(\.descriptor) + readable }

  /// True when the wake is due at `now`: its deadline has passed or a source has news.
  func isDue(at now: ContinuousClock.Instant) -> Bool {
    if isImmediate { return true }
    if let deadline, deadline <= now { return true }
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    return !polled.isEmpty && poll(&polled, nfds_t(polled.count), 0) > 0
  }

  /// Lowers the signals, before the component takes what they announced.
  func lowerSignals() {
    for signal in signals { signal.lower() }
  }
}

extension ContinuousClock.Instant {
  /// An instant every later `now` has passed, for a wake that is due at once (`.now` would move
  /// on each time it is read, and never be due).
  static let dueAtOnce = ContinuousClock.now
}
