@testable import FieldTerminal

extension TerminalComponent {
  /// The component laid out for a screen of `width` x `height` cells, as a runner would after
  /// reading the terminal's size.
  func sized(_ width: Int, _ height: Int) -> Self {
    var component = self
    component.resize(width: width, height: height)
    return component
  }

  /// Types `text` one character at a time, each its own key, as a person types it (not a paste).
  mutating func type(_ text: String) {
    for character in text { _ = handle(.text(String(character))) }
  }
}

/// A fixed instant the tests count their times from.
let testStart = ContinuousClock.now

/// The instant `milliseconds` after `testStart`, for the times tests hand a driver or a host.
func at(_ milliseconds: some BinaryInteger) -> ContinuousClock.Instant {
  testStart + .milliseconds(Int64(milliseconds))
}

extension TerminalComponent {
  /// The component in a host laid out for a screen of `width` x `height` cells, as a runner
  /// hosts it: children it opens (a dialog, "Other…"'s prompt) get the keys through the host.
  func hosted(_ width: Int, _ height: Int) -> ComponentHost<Self> {
    var host = ComponentHost(self)
    host.resize(width: width, height: height)
    return host
  }
}

extension ComponentHost {
  /// Types each character of `text`.
  mutating func type(_ text: String) {
    for character in text { _ = handle(.text(String(character))) }
  }
}
