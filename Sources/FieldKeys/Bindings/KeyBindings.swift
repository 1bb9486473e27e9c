import FieldEngine

/// A key table: data, not a `switch`. Typed text becomes the command's insertion and pasted text
/// its paste (`ComponentCommand.edit`), unless a row binds that very text (a confirm's `y`);
/// every other key is looked up here. The docs' key tables, the help rows and every hint that
/// names a key are printed from a table, so they cannot drift.
///
/// Besides single keys, a table holds sequences of a prefix key and the key after it ("Ctrl-X
/// Ctrl-X") and the keys of readline's numeric argument ("Alt-4"); `read(_:after:)` reads keys
/// through all of them, keeping what waits between keys in a `KeySequenceState`.
package struct KeyBindings<Command: ComponentCommand>: Sendable {
  /// The rows, in the order the docs list them.
  package let bindings: [KeyBinding<Command>]
  /// The keys of readline's numeric argument and the keys that drop one (listed after `bindings`
  /// in the docs); empty in a table that takes no arguments.
  package let argumentBindings: [KeyBinding<ArgumentKey>]
  /// Keys that type text, readline's macros (an inputrc's `"\C-xd": "date "`): checked before
  /// the rows.
  package let macros: [KeyMacro]

  /// Creates a table; the first row that names a key wins.
  package init(_ bindings: [KeyBinding<Command>]) {
    self.init(bindings, arguments: [])
  }

  /// Creates a table with the keys of readline's numeric argument, and macros.
  package init(
    _ bindings: [KeyBinding<Command>], arguments: [KeyBinding<ArgumentKey>], macros: [KeyMacro] = []
  ) {
    self.bindings = bindings
    self.argumentBindings = arguments
    self.macros = macros
  }

  /// The command for a key event on its own, or nil when the key is not bound (it is then
  /// ignored). Sequences and numeric arguments are read by `read(_:after:)`.
  ///
  /// The rows are searched in order (a hundred or so comparisons, well under a microsecond, once
  /// per key and never per pasted character): a dictionary keyed by `KeyEvent.Key` cost more to
  /// build at start, hashing `Character`s, than every lookup a session makes.
  package func command(for event: KeyEvent) -> Command? {
    switch event {
    case .text(let text):
      // A row may bind typed text (a confirm's y and n); otherwise it is typing.
      return bindings.first { $0.keys.contains(event) }?.command ?? .edit(.insert(text))
    case .paste(let text): return .edit(.paste(text))
    case .key(let key, let modifiers):
      if let row = bindings.first(where: { $0.keys.contains(event) }) { return row.command }
      // readline's do-lowercase-version: an unbound Alt with a capital letter acts as Alt with
      // the small one (Alt-Shift-B is Alt-B).
      if modifiers.contains(.alt), case .character(let character) = key, character.isUppercase,
        character.isLetter, let lower = character.lowercased().first, lower != character
      {
        return command(for: .key(.character(lower), modifiers))
      }
      return nil
    }
  }

  /// The command for `event` pressed after the prefix key `prefix`, or nil.
  package func command(after prefix: KeyEvent, _ event: KeyEvent) -> Command? {
    bindings.first { $0.sequences.contains([prefix, event]) }?.command
  }

  /// True when `event` starts a sequence of the table (Ctrl-X).
  package func isPrefix(_ event: KeyEvent) -> Bool {
    bindings.contains { row in row.sequences.contains { $0.count > 1 && $0[0] == event } }
      || macros.contains { $0.keys.count > 1 && $0.keys[0] == event }
  }

  /// How the first row that runs `command` names its keys ("F4"), or nil when no row does.
  package func keyNames(for command: Command) -> String? {
    bindings.first { $0.command == command && $0.isBound }?.keyNames
  }

  /// The help line: the short labels of the rows that have one, joined.
  package var helpLine: String { helpLine { _ in true } }

  /// The help line of the rows `include` keeps (a form without dialogs leaves out F2 and F3).
  package func helpLine(_ include: (KeyBinding<Command>) -> Bool) -> String {
    bindings.filter(include).compactMap(\.helpLine).joined(separator: KeyWording.helpSeparator)
  }

  /// Every row's keys and what they do, in the order the docs list them: the rows, then the
  /// numeric argument's. For the docs' tables and `tfield --help`.
  package var helpRows: [(keys: String, action: String)] {
    bindings.filter(\.isBound).map { ($0.keyNames, $0.help) }
      + argumentBindings.filter(\.isBound).map { ($0.keyNames, $0.help) }
      + macros.filter { !$0.typed.isEmpty }.map { ($0.keyNames, "type \"" + $0.text + "\" (a macro)") }
  }

  /// The table as Markdown, for the docs.
  package var markdownTable: String {
    (["| Keys | Action |", "| --- | --- |"] + helpRows.map { "| \($0.keys) | \($0.action) |" })
      .joined(separator: "\n")
  }
}
