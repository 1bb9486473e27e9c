import FieldEngine
import FieldIO
import FieldKeys

/// What a component is: a state machine that takes keys and draws frames. It does no I/O and
/// keeps no books: a host (``ComponentHost``, which `ComponentRunner` and `ComponentDriver` own)
/// keeps the size, the revision a painter compares, the requests to redraw and to suspend, the
/// deadlines and the components opened over it, and hands it `KeyEvent`s and `InputNotice`s.
///
/// A component decides what a key does and says so in its reply (``ComponentReply``): nothing to
/// paint, a new frame, a full redraw, a suspend, or a child to open over it with what to do with
/// the child's result. Everything else has a default, so a requirement added later with a
/// default never breaks a component written outside the package.
///
/// ```swift
/// struct Counter: TerminalComponent {
///   var status = ComponentStatus<Int>.running
///   var count = 0
///   var size = (width: 80, height: 24)
///
///   mutating func handle(_ event: KeyEvent) -> ComponentReply<Self> {
///     switch event {
///     case .text("+"): count += 1
///     case .key(.enter, _): status = .submitted(count)
///     case .key(.escape, _): status = .cancelled
///     default: return .unchanged
///     }
///     return .changed
///   }
///   mutating func resize(width: Int, height: Int) { size = (width, height) }
///   func frame() -> Frame {
///     var frame = Frame(width: size.width, height: size.height)
///     frame.put("Count: \(count)", row: 0, column: 0)
///     return frame
///   }
///   func inlineHeight(width: Int, screenHeight: Int) -> Int { 1 }
///   var transcript: [String] { ["Count: \(count)"] }
/// }
/// ```
public protocol TerminalComponent: Sendable {
  /// What the component gives when submitted: a form's values, a prompt's value, a list's item.
  associatedtype Value: Equatable & Sendable
  /// Where it stands; anything but `.running` ends it. A host sets it to end the component
  /// (the terminal hung up, the time ran out) through ``endOfInput()`` and ``timeOut()``.
  var status: ComponentStatus<Value> { get set }
  /// Handles one key and says what it changed.
  mutating func handle(_ event: KeyEvent) -> ComponentReply<Self>
  /// Lays the component out for a screen (or region) of a new size; nothing is lost.
  mutating func resize(width: Int, height: Int)
  /// The screen to draw now. Pure: drawing never changes the state.
  func frame() -> Frame
  /// The rows the component takes inline on a screen `width` columns wide and `screenHeight`
  /// rows high; the runner gives it at most the screen's height, and it scrolls within that.
  func inlineHeight(width: Int, screenHeight: Int) -> Int
  /// What stays in the scrollback when it has ended inline: a line a value, "Label: value"
  /// (the value alone without a label; a password's as "(hidden)"), or "(cancelled)",
  /// "(interrupted)", "(timed out)" in place of a value. Empty leaves nothing, the cursor back
  /// where it was, as `Presentation.inline(clearsWhenDone:)` does.
  var transcript: [String] { get }

  /// Shows what the input layer reports (a paste cut at the cap, one that never ended, bytes
  /// that were not UTF-8) on its message row. By default a component shows nothing.
  mutating func show(_ notice: InputNotice) -> ComponentReply<Self>
  /// The terminal hung up. By default the component ends cancelled.
  mutating func endOfInput()
  /// The time given to answer ran out (`ComponentRunner.run(_:presentation:usesColor:deadline:)`).
  /// By default the component ends with `ComponentStatus.timedOut`.
  mutating func timeOut()
  /// True when the component is drawn inline, in rows below the cursor, rather than on the whole
  /// screen: its layout then takes only the rows it needs. The host sets it before the first
  /// ``resize(width:height:)``; by default a component lays out the same either way.
  var isInline: Bool { get set }
  /// Draws the component opened over another (``ComponentReply/present(_:then:)``) into the
  /// frame its parent drew. By default it covers the parent with its own ``frame()``; a dialog
  /// draws its box over what the frame holds.
  func draw(over frame: inout Frame)

  /// Input the component has besides keys: a descriptor the host polls beside the terminal
  /// (a source of items, a pipe a thread writes to), or nil. When it is readable the host calls
  /// ``wake(now:)``. Keys come first: a host reads the terminal before it wakes the component.
  var wakeDescriptor: Int32? { get }
  /// When the component wants ``wake(now:)`` even if nothing arrives (work left over from a
  /// wake that stopped to let keys in, a clock to show); nil for never.
  var wakeDeadline: ContinuousClock.Instant? { get }
  /// Does the work besides keys: takes what arrived on ``wakeDescriptor``, or work left for
  /// later (such as reading a history file after the first paint), within a time budget small
  /// enough for a key to be answered within a frame; says what it changed.
  mutating func wake(now: ContinuousClock.Instant) -> ComponentReply<Self>
}

extension TerminalComponent {
  /// Shows nothing: the frame stays.
  public mutating func show(_ notice: InputNotice) -> ComponentReply<Self> { .unchanged }
  /// Ends cancelled.
  public mutating func endOfInput() { status = .cancelled }
  /// Ends timed out.
  public mutating func timeOut() { status = .timedOut }
  /// Always false; setting it changes nothing.
  public var isInline: Bool {
    get { false }
    set {}
  }
  /// Covers the frame with the component's own.
  public func draw(over frame: inout Frame) { frame = self.frame() }
  /// No input besides keys.
  public var wakeDescriptor: Int32? { nil }
  /// No deadline.
  public var wakeDeadline: ContinuousClock.Instant? { nil }
  /// Nothing to do.
  public mutating func wake(now: ContinuousClock.Instant) -> ComponentReply<Self> { .unchanged }
}

extension ContinuousClock.Instant {
  /// An instant every later `now` has passed, for a wake deadline that is due at once (`.now`
  /// would move on each time it is read, and never be due).
  static let dueAtOnce = ContinuousClock.now
}

extension TerminalComponent {
  /// True once the component has ended (submitted, cancelled, interrupted).
  public var isFinished: Bool { status != .running }

  /// The submitted value, or nil.
  public var value: Value? {
    if case .submitted(let value) = status { return value }
    return nil
  }
}

extension ComponentStatus {
  /// The transcript's words for an ending without a value, or nil for a submitted one.
  var endingWords: String? {
    switch self {
    case .submitted, .running: nil
    case .cancelled: ComponentWording.cancelled
    case .interrupted: ComponentWording.interrupted
    case .timedOut: ComponentWording.timedOut
    }
  }
}

/// How many rows a component takes inline.
public enum InlineHeight: Equatable, Hashable, Sendable {
  /// This many rows.
  case rows(Int)
  /// This percentage of the terminal's rows.
  case percent(Int)
  /// As few rows as the content needs, at most this many (fzf's `--height ~N`).
  case upToRows(Int)
  /// As few rows as the content needs, at most this percentage of the terminal's rows (fzf's
  /// `--height ~N%`).
  case upToPercent(Int)
}

/// Where a component stands.
public enum ComponentStatus<Value: Equatable & Sendable>: Equatable, Sendable {
  /// Still open.
  case running
  /// Ended with a value: a form submitted, a prompt's OK, a list's choice.
  case submitted(Value)
  /// Cancelled with Escape (or a Cancel button, or the terminal hanging up).
  case cancelled
  /// Interrupted with Ctrl-C.
  case interrupted
  /// The time given to answer ran out.
  case timedOut
}
