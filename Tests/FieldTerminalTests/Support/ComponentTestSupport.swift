@testable import FieldTerminal

extension TerminalComponent {
  /// The component laid out for a screen of `width` x `height` cells, as a runner would after
  /// reading the terminal's size.
  func sized(_ width: Int, _ height: Int) -> Self {
    var component = self
    component.resize(width: width, height: height)
    return component
  }
}
