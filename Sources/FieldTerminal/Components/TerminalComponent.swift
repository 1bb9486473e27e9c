/// The step interface that `FormRunner.run` drives: bytes in, a `Frame` out, no I/O.
/// `FormController`, `PromptController` and `ChoiceListController` conform, so one loop runs them
/// all, and tests drive them without a terminal.
public protocol TerminalComponent: Sendable {
  /// The key decoder; the runner replaces it with one that knows the terminal's keys.
  var decoder: KeyDecoder { get set }
  /// When the decoder must be asked again (a lone Escape, a paste with no end), in its clock.
  var deadline: UInt64? { get }
  /// Counts the changes that can alter the frame: the runner paints only when it moved.
  var revision: Int { get }
  /// True once the component has ended (submitted, cancelled, interrupted).
  var isFinished: Bool { get }
  /// Decodes bytes read from the terminal and handles every key they hold.
  mutating func feed(_ bytes: some Collection<UInt8>, now: UInt64)
  /// Resolves what the decoder was waiting for once its deadline has passed.
  mutating func tick(now: UInt64)
  /// Lays the component out for a new screen size.
  mutating func resize(width: Int, height: Int)
  /// Returns true once after Ctrl-L asked for a full redraw.
  mutating func takeRedrawRequest() -> Bool
  /// The terminal hung up: end as if cancelled.
  mutating func endOfInput()
  /// The screen to draw now. Pure: drawing never changes the state.
  func frame() -> Frame
}
