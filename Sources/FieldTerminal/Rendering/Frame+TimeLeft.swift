import FieldEngine
import FieldIO

extension Frame {
  /// The frame with the seconds left before a timeout at the right end of its last row ("9 s
  /// left"), drawn over what the row holds there, as an error is: the one thing a user must see.
  func showingTimeLeft(seconds: Int) -> Frame {
    guard height > 0, width > 0 else { return self }
    var frame = self
    let text = DisplayText.fit(" " + ComponentWording.timeLeft(seconds: seconds), columns: width)
    let column = max(0, width - TerminalWidth.columns(of: text))
    frame.put(text, row: height - 1, column: column, style: .bold, role: .error)
    return frame
  }
}
