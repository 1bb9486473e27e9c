import FieldKeys

@testable import FieldTerminal

extension TerminalComponent {
  /// The component laid out for a screen of `width` x `height` cells (inline, in rows below the
  /// cursor, with `inline`), as a runner would after reading the terminal's size.
  func sized(_ width: Int, _ height: Int, inline: Bool = false) -> Self {
    var component = self
    component.layout(in: Region(width: width, height: height, isInline: inline))
    return component
  }

  /// Types `text` one character at a time, each its own key, as a person types it (not a paste).
  mutating func type(_ text: String) {
    for character in text { _ = handle(.text(String(character))) }
  }

  /// Wakes the component at `now`, as its host does when what it waits for has come: the signals
  /// it waits for lowered first, the reply checked as a host checks every event.
  @discardableResult
  mutating func wake(now: ContinuousClock.Instant) -> ComponentReply<Self> {
    wake.lowerSignals()
    return handleChecked(.wake(now))
  }
}

/// A fixed instant the tests count their times from.
let testStart = ContinuousClock.now

/// The instant `milliseconds` after `testStart`, for the times tests hand a driver or a host.
func at(_ milliseconds: some BinaryInteger) -> ContinuousClock.Instant {
  testStart + .milliseconds(Int64(milliseconds))
}

extension TerminalComponent {
  /// The component in a host laid out for a screen of `width` x `height` cells (inline with
  /// `inline`), as a runner hosts it: children it opens (a dialog, "Other…"'s prompt) get the
  /// keys through the host.
  func hosted(_ width: Int, _ height: Int, inline: Bool = false) -> ComponentHost<Self> {
    var host = ComponentHost(self)
    host.layout(in: Region(width: width, height: height, isInline: inline))
    return host
  }
}

extension ComponentHost {
  /// Hands the component (or the child open over it) one key.
  @discardableResult
  mutating func handle(_ key: KeyEvent) -> ComponentEffects {
    send(.key(key))
  }

  /// Types each character of `text`.
  mutating func type(_ text: String) {
    for character in text { _ = handle(.text(String(character))) }
  }
}
