import FieldEngine
import FieldIO
import FieldKeys

/// What a component is: a state machine that takes events and draws frames. It does no I/O and
/// keeps no books: its host (``ComponentDriver``, which ``ComponentRunner`` runs on the terminal)
/// lays it out, hands it keys, input notices and wakes (``ComponentEvent``), acts on what each
/// reply asks (paint, repaint everything, suspend, open a child over it), ends it when the
/// terminal hangs up or the time runs out, and keeps the components opened over it.
///
/// Four requirements have no default: ``status``, ``handle(_:)``, ``layout(in:)`` and
/// ``frame()``. A reply says whether the frame changed: a component that changes what
/// ``frame()`` draws and replies `.unchanged` leaves a stale screen, and under
/// `Field.checksInvariantsAfterEveryEdit` (on in TerminalFields' tests) the host stops the
/// program, naming the component and the event.
///
/// ```swift
/// struct Counter: TerminalComponent {
///   var status = ComponentStatus<Int>.running
///   var count = 0
///   var region = Region.standard
///
///   mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
///     guard case .key(let key) = event else { return .unchanged }
///     switch key {
///     case .text("+"): count += 1
///     case .key(.enter, _): status = .submitted(count)
///     case .key(.escape, _): status = .cancelled
///     default: return .unchanged
///     }
///     return .changed
///   }
///   mutating func layout(in region: Region) { self.region = region }
///   func frame() -> Frame {
///     var frame = Frame(width: region.width, height: region.height)
///     frame.put("Count: \(count)", row: 0, column: 0)
///     return frame
///   }
/// }
/// ```
public protocol TerminalComponent: Sendable {
  /// What the component gives when submitted: a form's values, a prompt's value, a list's item.
  associatedtype Value: Equatable & Sendable
  /// Where it stands; anything but `.running` ends it. The host ends a component still running
  /// after ``ComponentEvent/endOfInput`` (cancelled) or ``ComponentEvent/timeOut`` (timed out).
  var status: ComponentStatus<Value> { get set }
  /// Handles one event and says what it changed. A component replies `.unchanged` to the events
  /// it has no use for.
  mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self>
  /// Lays the component out for a region of the screen, or the whole screen, and for the
  /// presentation (inline or not); nothing is lost. Until then: ``Region/standard``.
  mutating func layout(in region: Region)
  /// The screen to draw now. Pure: drawing never changes the state.
  func frame() -> Frame

  /// The rows the component takes inline on a screen `width` columns wide and `screenHeight`
  /// rows high; the host gives it at most the screen's height, and it scrolls within that. By
  /// default, the rows its frame uses when laid out inline on the whole screen.
  func inlineHeight(width: Int, screenHeight: Int) -> Int
  /// What stays in the scrollback when it has ended inline: a line a value, "Label: value"
  /// (the value alone without a label; a password's as "(hidden)"), or "(cancelled)",
  /// "(interrupted)", "(timed out)" in place of a value. Empty leaves nothing, the cursor back
  /// where it was, as `Presentation.inline(clearsWhenDone:)` does. By default, the submitted
  /// value as Swift describes it, or the ending's words.
  var transcript: [String] { get }
  /// Draws the component opened over another (``ComponentReply/present(_:then:)``) into the
  /// frame its parent drew. By default it covers the parent with its own ``frame()``; a dialog
  /// draws its box over what the frame holds.
  func draw(over frame: inout Frame)
  /// What wakes the component besides keys (``ComponentEvent/wake(_:)``): an instant, a
  /// ``WakeSignal`` given from another thread, items read into a list. Read after every event.
  /// By default, nothing.
  var wake: Wake { get }
  /// The colours and attributes it is drawn in where colours are used (``Theme``). By default,
  /// ``Theme/default``.
  var theme: Theme { get }
}

extension TerminalComponent {
  /// ``Theme/default``.
  public var theme: Theme { .default }

  /// The rows the frame uses (down to its last row with text, or the cursor's) when laid out
  /// inline on the whole screen; at least one.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    var laidOut = self
    laidOut.layout(in: Region(width: width, height: screenHeight, isInline: true))
    let frame = laidOut.frame()
    let lastText = frame.rows.lastIndex { row in row.contains { !$0.text.isEmpty } } ?? 0
    return max(1, lastText + 1, (frame.cursor?.row ?? 0) + 1)
  }

  /// The submitted value as Swift describes it, or "(cancelled)", "(interrupted)",
  /// "(timed out)".
  public var transcript: [String] {
    if let words = status.endingWords { return [words] }
    return value.map { [DisplayText.line(String(describing: $0))] } ?? []
  }

  /// Covers the frame with the component's own.
  public func draw(over frame: inout Frame) { frame = self.frame() }

  /// Nothing but keys.
  public var wake: Wake { .never }
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
package enum InlineHeight: Equatable, Hashable, Sendable {
  /// This many rows.
  case rows(Int)
  /// This percentage of the terminal's rows.
  case percent(Int)
  /// As few rows as the content needs, at most this many (fzf's `--height ~N`).
  case upToRows(Int)
  /// As few rows as the content needs, at most this percentage of the terminal's rows (fzf's
  /// `--height ~N%`).
  case upToPercent(Int)
  /// The terminal's rows less this many (fzf's `--height -N`).
  case allBut(Int)
  /// As few rows as the content needs, at most the terminal's rows less this many (fzf's
  /// `--height ~-N`).
  case upToAllBut(Int)
}

/// The fewest rows an inline height given as a share of the screen takes (fzf's `--min-height`).
package struct MinimumInlineHeight: Equatable, Sendable {
  /// The rows, or with `addsFixedRows` the items' rows.
  package var rows: Int
  /// True when the rows around the items (the query, the header, the border…) are added (`N+`).
  package var addsFixedRows: Bool

  package init(rows: Int, addsFixedRows: Bool) {
    self.rows = rows
    self.addsFixedRows = addsFixedRows
  }
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
