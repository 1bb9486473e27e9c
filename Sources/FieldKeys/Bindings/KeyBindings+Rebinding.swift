import FieldEngine

/// A key that types text: readline's macro (an inputrc's `"\C-xd": "date "`). The text is read
/// as keys, as readline reads a macro: `"\C-a> "` goes to the start and types "> ".
package struct KeyMacro: Equatable, Sendable {
  /// The key, or a prefix key and the key after it.
  package var keys: [KeyEvent]
  /// What it types, as keys.
  package var typed: [KeyEvent]
  /// The text as the docs show it.
  package var text: String

  /// A macro.
  package init(keys: [KeyEvent], typed: [KeyEvent], text: String) {
    self.keys = keys
    self.typed = typed
    self.text = text
  }

  /// The keys as people write them.
  package var keyNames: String { keys.map(\.name).joined(separator: " ") }
}

/// What a key can be bound to: a command of the table, a key of readline's numeric argument, a
/// macro, or nothing (the key is unbound).
package enum KeyTarget<Command: ComponentCommand>: Equatable, Sendable {
  /// A command, and the name it was bound by (for a row the table did not have).
  case command(Command, name: String)
  /// A key of the numeric argument, character search or keyboard macros.
  case argument(ArgumentKey, name: String)
  /// Keys to read as if typed.
  case macro(KeyMacro)
  /// Nothing: the key does nothing (fzf's `ignore`; an inputrc's unknown function).
  case nothing
}

extension KeyBindings {
  /// The most macros one macro key expands through (a macro that types its own key stops here).
  static var macroDepth: Int { 16 }

  /// The keys the macro bound to `keys` types, macros in it expanded; nil when none is bound.
  func macroKeys(for keys: [KeyEvent]) -> [KeyEvent]? {
    guard let macro = macros.first(where: { $0.keys == keys }) else { return nil }
    var typed = macro.typed
    for _ in 0..<Self.macroDepth {
      guard typed.contains(where: { event in macros.contains { $0.keys == [event] } }) else { return typed }
      typed = typed.flatMap { event in macros.first { $0.keys == [event] }?.typed ?? [event] }
    }
    return typed.filter { event in !macros.contains { $0.keys == [event] } }
  }

  /// What `name` binds a key to in this table: `--bind`'s names (`readlineOnly` false) are the
  /// component's own (`ComponentCommand.actionNames`, fzf's first) and readline's; an inputrc's
  /// (`readlineOnly`) only readline's. Names ignore case. Nil for a name this table lacks: a
  /// readline edit is offered only where a row of the table runs it (a list's query has no
  /// history; a question has no text), a component's own action always.
  package func target(named name: String, readlineOnly: Bool = false) -> KeyTarget<Command>? {
    let lower = name.lowercased()
    if !readlineOnly {
      if lower == "ignore" { return .nothing }
      // The component's own actions are all its own, whether or not a row binds them.
      if let own = Command.actionNames.first(where: { $0.name == lower }) {
        return .command(own.command, name: lower)
      }
    }
    if let own = Command.readlineNames.first(where: { $0.name == lower }), runs(own.command) {
      return .command(own.command, name: lower)
    }
    if let edit = ReadlineFunctions.edit(named: lower), runs(.edit(edit)) {
      return .command(.edit(edit), name: lower)
    }
    if let key = ReadlineFunctions.argumentKeys.first(where: { $0.name == lower })?.key,
      argumentBindings.contains(where: { $0.command == key })
    {
      return .argument(key, name: lower)
    }
    return nil
  }

  /// The names `target(named:)` takes in this table, the component's own first, for a message
  /// that lists them.
  package func actionNames(readlineOnly: Bool = false) -> [String] {
    var names: [String] = []
    let candidates =
      (readlineOnly ? [] : ["ignore"] + Command.actionNames.map(\.name)) + Command.readlineNames.map(\.name)
      + ReadlineFunctions.edits.map(\.name) + ReadlineFunctions.argumentKeys.map(\.name)
    for name in candidates
    where !names.contains(name) && target(named: name, readlineOnly: readlineOnly) != nil {
      names.append(name)
    }
    return names
  }

  /// True when a row runs `command` (a row whose keys went elsewhere counts: it can be bound again).
  private func runs(_ command: Command) -> Bool { bindings.contains { $0.command == command } }

  /// This table with `keys` (a key, or a prefix key and the key after it) bound to `target`:
  /// the keys leave every row, argument key and macro that had them; a command's row gets them
  /// first, so the docs and the help row name them (`Tab next` becomes `^N next`); a command no
  /// row runs gets a row of its own. Nil for a sequence the tables cannot hold: more than two
  /// keys, or a typed character before another key.
  package func binding(_ keys: [KeyEvent], to target: KeyTarget<Command>) -> KeyBindings? {
    guard let first = keys.first, keys.count <= 2 else { return nil }
    if keys.count == 2, case .text = first { return nil }
    var rows = bindings.map { $0.leaving(keys) }
    var arguments = argumentBindings.map { $0.leaving(keys) }
    var macros = self.macros.filter { $0.keys != keys }
    switch target {
    case .nothing:
      // Typed text no row binds is typing: a macro that types nothing stops it.
      if keys.count == 1, case .text = first { macros.append(KeyMacro(keys: keys, typed: [], text: "")) }
    case .macro(let macro):
      var macro = macro
      macro.keys = keys
      macros.append(macro)
    case .command(let command, let name):
      if let index = rows.firstIndex(where: { $0.command == command }) {
        rows[index] = rows[index].gaining(keys)
      } else {
        rows.append(KeyBinding("", [], command, name).gaining(keys))
      }
    case .argument(let key, let name):
      if let index = arguments.firstIndex(where: { $0.command == key }) {
        arguments[index] = arguments[index].gaining(keys)
      } else {
        arguments.append(KeyBinding("", [], key, name).gaining(keys))
      }
    }
    return KeyBindings(rows, arguments: arguments, macros: macros)
  }
}

extension KeyBinding {
  /// The row without `sequence` (one key, or a prefix key and the next): named by the keys it
  /// keeps; its help label names the first of them, or goes with the last.
  func leaving(_ sequence: [KeyEvent]) -> KeyBinding {
    var row = self
    if sequence.count == 1 {
      guard keys.contains(sequence[0]) else { return self }
      row.keys.removeAll { $0 == sequence[0] }
    } else {
      guard sequences.contains(sequence) else { return self }
      row.sequences.removeAll { $0 == sequence }
    }
    row.keyNames = (row.keys.map(\.name) + row.sequences.map { $0.map(\.name).joined(separator: " ") })
      .joined(separator: ", ")
    if let label = helpLine, let action = KeyWording.helpAction(label) {
      row.helpLine = row.keys.first.map { KeyWording.helpKey($0) + " " + action }
    }
    return row
  }

  /// The row with `sequence` as its first keys: named first, and in its help label.
  func gaining(_ sequence: [KeyEvent]) -> KeyBinding {
    var row = self
    let name = sequence.map(\.name).joined(separator: " ")
    if sequence.count == 1 {
      row.keys.insert(sequence[0], at: 0)
    } else {
      row.sequences.insert(sequence, at: 0)
    }
    row.keyNames = keyNames.isEmpty ? name : name + ", " + keyNames
    if sequence.count == 1, let label = helpLine, let action = KeyWording.helpAction(label) {
      row.helpLine = KeyWording.helpKey(sequence[0]) + " " + action
    }
    return row
  }
}
