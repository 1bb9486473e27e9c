import FieldEngine

/// A key table: data, not a `switch`. Typed text becomes the command's insertion and pasted text
/// its paste (`ComponentCommand.edit`), unless a row binds that very text (a confirm's `y`);
/// every other key is looked up here. The docs' key tables, the help rows and every hint that
/// names a key are printed from a table, so they cannot drift.
public struct KeyBindings<Command: ComponentCommand>: Sendable {
  /// The rows, in the order the docs list them.
  public let bindings: [KeyBinding<Command>]

  /// Creates a table; the first row that names a key wins.
  public init(_ bindings: [KeyBinding<Command>]) {
    self.bindings = bindings
  }

  /// The command for a key event, or nil when the key is not bound (it is then ignored).
  ///
  /// The rows are searched in order (a hundred or so comparisons, well under a microsecond, once
  /// per key and never per pasted character): a dictionary keyed by `KeyEvent.Key` cost more to
  /// build at start, hashing `Character`s, than every lookup a session makes.
  public func command(for event: KeyEvent) -> Command? {
    switch event {
    case .text(let text):
      // A row may bind typed text (a confirm's y and n); otherwise it is typing.
      return bindings.first { $0.keys.contains(event) }?.command ?? .edit(.insert(text))
    case .paste(let text): return .edit(.paste(text))
    case .key:
      return bindings.first { $0.keys.contains(event) }?.command
    }
  }

  /// How the first row that runs `command` names its keys ("F4"), or nil when no row does.
  public func keyNames(for command: Command) -> String? {
    bindings.first { $0.command == command }?.keyNames
  }

  /// The help line: the short labels of the rows that have one, joined.
  public var helpLine: String { helpLine { _ in true } }

  /// The help line of the rows `include` keeps (a form without dialogs leaves out F2 and F3).
  public func helpLine(_ include: (KeyBinding<Command>) -> Bool) -> String {
    bindings.filter(include).compactMap(\.helpLine).joined(separator: " · ")
  }

  /// The table as Markdown, for the docs.
  public var markdownTable: String {
    var lines = ["| Keys | Action |", "| --- | --- |"]
    for binding in bindings { lines.append("| \(binding.keyNames) | \(binding.help) |") }
    return lines.joined(separator: "\n")
  }
}
