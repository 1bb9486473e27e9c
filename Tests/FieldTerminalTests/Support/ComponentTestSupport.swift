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
    for character in text { handle(.text(String(character))) }
  }
}
