import FieldEngine
import FieldIO
import FieldKeys

/// What a component is: a state machine that takes keys and draws frames. It does no I/O; the
/// runner (`ComponentRunner`), an embedding host (`ComponentDriver`) or a test owns the terminal
/// and the one key decoder, and hands it `KeyEvent`s and `InputNotice`s. `FormController`,
/// `PromptController` and `ChoiceListController` conform; a component opened inside another (the
/// prompt over a form, the prompt for "Other…") gets its keys from its host.
public protocol TerminalComponent: Sendable {
  /// What the component gives when submitted: a form's values, a prompt's value, a list's item.
  associatedtype Value: Equatable & Sendable
  /// Where it stands; anything but `.running` ends it.
  var status: ComponentStatus<Value> { get }
  /// Counts the changes that can alter the frame: a host paints again only when it moved.
  var revision: Int { get }
  /// Handles one key.
  mutating func handle(_ event: KeyEvent)
  /// Shows what the input layer reports (a paste cut at the cap, one that never ended, bytes
  /// that were not UTF-8) on its message row.
  mutating func show(_ notice: InputNotice)
  /// Lays the component out for a screen (or region) of a new size; nothing is lost.
  mutating func resize(width: Int, height: Int)
  /// The terminal hung up: end as if cancelled.
  mutating func endOfInput()
  /// The time given to answer ran out (`ComponentRunner.run(_:presentation:usesColor:deadline:)`):
  /// end with `ComponentStatus.timedOut`.
  mutating func timeOut()
  /// Returns true once after Ctrl-L asked for a full redraw.
  mutating func takeRedrawRequest() -> Bool
  /// Returns true once after Ctrl-Z asked to suspend: the runner then restores the terminal and
  /// stops the process (SIGTSTP), as a shell's Ctrl-Z does, and paints everything again after
  /// `fg`. A host that drives the component itself decides what to do.
  mutating func takeSuspendRequest() -> Bool
  /// The screen to draw now. Pure: drawing never changes the state.
  func frame() -> Frame
  /// True when the component is drawn inline, in rows below the cursor, rather than on the whole
  /// screen: its layout then takes only the rows it needs. The runner sets it.
  var isInline: Bool { get set }
  /// The rows the component takes inline on a screen `width` columns wide and `screenHeight`
  /// rows high; the runner gives it at most the screen's height, and it scrolls within that.
  func inlineHeight(width: Int, screenHeight: Int) -> Int
  /// What stays in the scrollback when it has ended inline: a line a value, "Label: value"
  /// (the value alone without a label; a password's as "(hidden)"), or "(cancelled)",
  /// "(interrupted)", "(timed out)" in place of a value. Empty leaves nothing, the cursor back
  /// where it was, as `Presentation.inline(clearsWhenDone:)` does.
  var transcript: [String] { get }

  /// Input the component has besides keys: a descriptor the host polls beside the terminal
  /// (a source of items, a pipe a thread writes to), or nil. When it is readable the host calls
  /// ``wake(now:)``. Keys come first: a host reads the terminal before it wakes the component.
  var wakeDescriptor: Int32? { get }
  /// When the component wants ``wake(now:)`` even if nothing arrives (work left over from a
  /// wake that stopped to let keys in, a clock to show), in the host's milliseconds; nil for
  /// never.
  var wakeDeadline: UInt64? { get }
  /// Does the work besides keys: takes what arrived on ``wakeDescriptor``, or work left for
  /// later (such as reading a history file after the first paint), within a time budget small
  /// enough for a key to be answered within a frame. Moves `revision` when the
  /// frame changed.
  mutating func wake(now: UInt64)
}

extension TerminalComponent {
  /// No input besides keys.
  public var wakeDescriptor: Int32? { nil }
  /// No deadline.
  public var wakeDeadline: UInt64? { nil }
  /// Nothing to do.
  public mutating func wake(now: UInt64) {}
}

extension TerminalComponent {
  /// A component without a suspend key never asks.
  public mutating func takeSuspendRequest() -> Bool { false }
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
