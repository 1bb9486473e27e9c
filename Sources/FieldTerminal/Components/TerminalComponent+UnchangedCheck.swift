import FieldEngine
import FieldKeys

extension TerminalComponent {
  /// Handles `event` as a host hands it on. Under `Field.checksInvariantsAfterEveryEdit` (on in
  /// every test, and in the package's programs under TF_CHECK_INVARIANTS=1), a reply that says
  /// the frame did not change (`.unchanged`, not `.changedLater`) is checked: when ``frame()``
  /// differs from the frame before the event, the screen would stay stale, and the program
  /// stops, naming the component, the event and the rows that changed.
  mutating func handleChecked(_ event: ComponentEvent) -> ComponentReply<Self> {
    guard Field.checksInvariantsAfterEveryEdit else { return handle(event) }
    let before = frame()
    let reply = handle(event)
    if !reply.changesFrame && !reply.effects.defersFrame {
      let after = frame()
      if after != before { Self.stop(after: event, before: before, after: after) }
    }
    return reply
  }

  /// Hands the component one key, as its host would (``handleChecked(_:)``): for tests,
  /// benchmarks and fuzzers, which drive components key by key.
  @discardableResult
  package mutating func handle(_ key: KeyEvent) -> ComponentReply<Self> {
    handleChecked(.key(key))
  }

  /// Stops the program: an `.unchanged` reply to `event` left the frame changed.
  private static func stop(after event: ComponentEvent, before: Frame, after: Frame) -> Never {
    var description = String(describing: event)
    if description.count > 200 {
      description = description.prefix(200) + "… (\(description.count) characters)"
    }
    fatalError(
      "component \(Self.self): replied .unchanged to \(description), but its frame changed:\n"
        + after.differences(from: before).joined(separator: "\n"))
  }
}

extension Frame {
  /// What differs from `other`, a line each, for a report: the size, the rows whose text or
  /// styles differ (at most five), the cursor, the messages shown cut.
  func differences(from other: Frame) -> [String] {
    var lines: [String] = []
    if (width, height) != (other.width, other.height) {
      lines.append("size \(other.width)x\(other.height) -> \(width)x\(height)")
    }
    let (text, otherText) = (textGrid(), other.textGrid())
    for row in 0..<min(height, other.height) where rows[row] != other.rows[row] {
      guard lines.count < 5 else { break }
      lines.append(
        text[row] == otherText[row]
          ? "row \(row): its styles, in \(text[row].debugDescription)"
          : "row \(row): \(otherText[row].debugDescription) -> \(text[row].debugDescription)")
    }
    if cursor != other.cursor {
      lines.append("cursor \(String(describing: other.cursor)) -> \(String(describing: cursor))")
    }
    if cutMessages != other.cutMessages {
      lines.append("messages shown cut: \(other.cutMessages) -> \(cutMessages)")
    }
    return lines
  }
}
