// The umbrella: `import TerminalFields` gives a program the engine, the keys, the choice lists,
// plain mode and the history store, and the terminal components, with one import.
@_exported import FieldChoices
@_exported import FieldEngine
@_exported import FieldIO
@_exported import FieldKeys
@_exported import FieldTerminal
