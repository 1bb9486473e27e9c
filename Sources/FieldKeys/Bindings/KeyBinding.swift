/// One row of a key table: the keys, the command they run, and the words for help and docs.
package struct KeyBinding<Command: Sendable & Equatable>: Equatable, Sendable {
  /// The key presses that run the command, each on its own.
  package var keys: [KeyEvent]
  /// Sequences of key presses that run the command: a prefix key and the key after it
  /// ("Ctrl-X Ctrl-U" is `[.key(.control("x"), []), .key(.control("u"), [])]`).
  package var sequences: [[KeyEvent]]
  /// The keys as people write them: "←, Ctrl-B".
  package var keyNames: String
  /// The command.
  package var command: Command
  /// What it does, in a few words.
  package var help: String
  /// A short label for the help line at the bottom of the screen, or nil to leave it out there.
  package var helpLine: String?

  /// Creates a binding.
  package init(
    _ keyNames: String, _ keys: [KeyEvent], _ command: Command, _ help: String, helpLine: String? = nil,
    sequences: [[KeyEvent]] = []
  ) {
    self.keys = keys
    self.sequences = sequences
    self.keyNames = keyNames
    self.command = command
    self.help = help
    self.helpLine = helpLine
  }

  /// False for a row whose keys were all bound to something else: it is kept, so that its
  /// command can be bound again by name, but no doc or help row lists it.
  package var isBound: Bool { !keys.isEmpty || !sequences.isEmpty }

  /// The same keys and words for another command type (rows shared by several tables).
  package func map<Other>(_ transform: (Command) -> Other) -> KeyBinding<Other> {
    KeyBinding<Other>(keyNames, keys, transform(command), help, helpLine: helpLine, sequences: sequences)
  }
}
