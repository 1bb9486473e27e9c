import FieldEngine

/// The key table: data, not a `switch`. Typed text inserts and pastes paste; every other key is
/// looked up here. The README's key table and the help line are printed from it.
public struct KeyBindings: Sendable {
  /// The rows, in the order the README lists them.
  public let bindings: [KeyBinding]

  /// Creates a table; the first row that names a key wins.
  public init(_ bindings: [KeyBinding]) {
    self.bindings = bindings
  }

  /// The command for a key event, or nil when the key is not bound (it is then ignored).
  ///
  /// The rows are searched in order (a hundred or so comparisons, well under a microsecond, once
  /// per key and never per pasted character): a dictionary keyed by `KeyEvent.Key` cost more to
  /// build at start, hashing `Character`s, than every lookup a session makes.
  public func command(for event: KeyEvent) -> Command? {
    switch event {
    case .text(let text): return .edit(.insert(text))
    case .paste(let text): return .edit(.paste(text))
    case .key:
      return bindings.first { $0.keys.contains(event) }?.command
    }
  }

  /// The help line: the short labels of the rows that have one, joined.
  public var helpLine: String { helpLine { _ in true } }

  /// The help line of the rows `include` keeps (a form without dialogs leaves out F2 and F3).
  public func helpLine(_ include: (KeyBinding) -> Bool) -> String {
    bindings.filter(include).compactMap(\.helpLine).joined(separator: " · ")
  }

  /// The table as Markdown, for the README.
  public var markdownTable: String {
    var lines = ["| Keys | Action |", "| --- | --- |"]
    for binding in bindings { lines.append("| \(binding.keyNames) | \(binding.help) |") }
    return lines.joined(separator: "\n")
  }
}

extension KeyBindings {
  /// The readline/emacs habits of a terminal line editor.
  public static let standard = KeyBindings(standardRows)

  private static func key(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) -> KeyEvent {
    .key(key, modifiers)
  }

  private static func control(_ letter: Character) -> KeyEvent { .key(.control(letter), []) }
  private static func alt(_ letter: Character) -> KeyEvent { .key(.character(letter), [.alt]) }

  private static let standardRows: [KeyBinding] = [
    KeyBinding("Tab, ↓", [key(.tab), key(.down)], .nextField, "next field (wraps)", helpLine: "Tab next"),
    KeyBinding(
      "Shift-Tab, ↑", [key(.backTab), key(.up), key(.tab, [.shift])], .previousField, "previous field (wraps)"
    ),
    KeyBinding(
      "Enter", [key(.enter)], .submit, "submit, when every field's checks pass", helpLine: "Enter submit"),
    KeyBinding("Escape", [key(.escape)], .cancel, "cancel", helpLine: "Esc cancel"),
    KeyBinding("Ctrl-C", [control("c")], .interrupt, "interrupt (exit status 130)", helpLine: "^C quit"),
    KeyBinding("←, Ctrl-B", [key(.left), control("b")], .edit(.move(.characterLeft)), "one character left"),
    KeyBinding(
      "→, Ctrl-F", [key(.right), control("f")], .edit(.move(.characterRight)), "one character right"),
    KeyBinding(
      "Alt-B, Ctrl-←", [alt("b"), key(.left, [.control]), key(.left, [.alt])], .edit(.move(.wordLeft)),
      "one word left"),
    KeyBinding(
      "Alt-F, Ctrl-→", [alt("f"), key(.right, [.control]), key(.right, [.alt])], .edit(.move(.wordRight)),
      "one word right"),
    KeyBinding("Home, Ctrl-A", [key(.home), control("a")], .edit(.move(.start)), "to the start"),
    KeyBinding("End, Ctrl-E", [key(.end), control("e")], .edit(.move(.end)), "to the end"),
    KeyBinding(
      "Shift-←", [key(.left, [.shift])], .edit(.move(.characterLeft, extending: true)),
      "extend the selection left"),
    KeyBinding(
      "Shift-→", [key(.right, [.shift])], .edit(.move(.characterRight, extending: true)),
      "extend the selection right"),
    KeyBinding(
      "Shift-Ctrl-←", [key(.left, [.shift, .control])], .edit(.move(.wordLeft, extending: true)),
      "extend the selection a word left"),
    KeyBinding(
      "Shift-Ctrl-→", [key(.right, [.shift, .control])], .edit(.move(.wordRight, extending: true)),
      "extend the selection a word right"),
    KeyBinding(
      "Shift-Home", [key(.home, [.shift])], .edit(.move(.start, extending: true)),
      "extend the selection to the start"),
    KeyBinding(
      "Shift-End", [key(.end, [.shift])], .edit(.move(.end, extending: true)),
      "extend the selection to the end"),
    KeyBinding(
      "Backspace, Ctrl-H", [key(.backspace), control("h")], .edit(.deleteBackward),
      "delete the character before the cursor (or the selection)"),
    KeyBinding(
      "Delete, Ctrl-D", [key(.delete), control("d")], .edit(.deleteForward),
      "delete the character under the cursor (or the selection)"),
    KeyBinding(
      "Ctrl-W, Alt-Backspace", [control("w"), key(.backspace, [.alt]), key(.control("h"), [.alt])],
      .edit(.deleteWordBackward), "kill the word before the cursor"),
    KeyBinding("Alt-D", [alt("d")], .edit(.deleteWordForward), "kill the word after the cursor"),
    KeyBinding("Ctrl-K", [control("k")], .edit(.killToEnd), "kill to the end"),
    KeyBinding("Ctrl-U", [control("u")], .edit(.killToStart), "kill to the start"),
    KeyBinding("Ctrl-Y", [control("y")], .edit(.yank), "yank the last kill"),
    KeyBinding("Alt-Y", [alt("y")], .edit(.yankPop), "right after a yank, cycle through older kills"),
    KeyBinding("Ctrl-_, Ctrl-Z", [control("_"), control("z")], .edit(.undo), "undo", helpLine: "^Z undo"),
    KeyBinding("Alt-Ctrl-_", [key(.control("_"), [.alt])], .edit(.redo), "redo"),
    KeyBinding("Ctrl-L", [control("l")], .redraw, "redraw the screen"),
    KeyBinding(
      "F2", [key(.function(2))], .openPrompt, "prompt for the focused field's value (fields-demo)",
      helpLine: "F2 prompt"),
    KeyBinding(
      "F3", [key(.function(3))], .openList, "choose the focused field's value from a list (fields-demo)",
      helpLine: "F3 list"),
    KeyBinding("F4", [key(.function(4))], .toggleReveal, "show or hide the text of a password field"),
  ]

  /// The keys of a choice list: moving, filtering by typing, choosing.
  public static let list = KeyBindings(listRows)

  private static let listRows: [KeyBinding] = [
    KeyBinding("↑, Ctrl-P", [key(.up), control("p")], .moveHighlight(.up), "previous row"),
    KeyBinding("↓, Ctrl-N", [key(.down), control("n")], .moveHighlight(.down), "next row"),
    KeyBinding("Page Up", [key(.pageUp)], .moveHighlight(.pageUp), "one page up"),
    KeyBinding("Page Down", [key(.pageDown)], .moveHighlight(.pageDown), "one page down"),
    KeyBinding("Home", [key(.home)], .moveHighlight(.first), "first row"),
    KeyBinding("End", [key(.end)], .moveHighlight(.last), "last row (\"Other…\" when offered)"),
    KeyBinding(
      "Enter", [key(.enter)], .submit, "choose the highlighted item; on \"Other…\", prompt for a new one",
      helpLine: "Enter choose"),
    KeyBinding("Escape", [key(.escape)], .cancel, "cancel", helpLine: "Esc cancel"),
    KeyBinding("Ctrl-C", [control("c")], .interrupt, "interrupt (exit status 130)", helpLine: "^C quit"),
    KeyBinding(
      "Backspace, Ctrl-H", [key(.backspace), control("h")], .edit(.deleteBackward),
      "delete the last character of the filter"),
    KeyBinding("Ctrl-W", [control("w")], .edit(.deleteWordBackward), "delete the last word of the filter"),
    KeyBinding("Ctrl-U", [control("u")], .edit(.killToStart), "clear the filter"),
    KeyBinding("Ctrl-L", [control("l")], .redraw, "redraw the screen"),
  ]
}
