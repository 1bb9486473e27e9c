import FieldEngine

/// What a key asks the form to do: an edit of the focused field, or an action of the form.
public enum Command: Equatable, Hashable, Sendable {
  /// An edit of the focused field, through its rules.
  case edit(Edit)
  /// Focus the next field (wrapping).
  case nextField
  /// Focus the previous field (wrapping).
  case previousField
  /// Submit the form when every validator passes.
  case submit
  /// Cancel: leave without a value (exit status 1 from the command-line tools).
  case cancel
  /// Interrupt, as Ctrl-C would (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Open a prompt for the focused field's value (where the host offers dialogs).
  case openPrompt
  /// Open an editable choice list for the focused field's value (where the host offers dialogs).
  case openList
  /// Move the highlight of a choice list.
  case moveHighlight(ListMove)
  /// Show or hide the text of the focused password field.
  case toggleReveal
}

extension Command {
  /// True for the commands that act while a component cannot be seen (its screen is too small):
  /// leaving (Escape, Ctrl-C) and redrawing (Ctrl-L). Every other key would change what nobody
  /// can see, so it is ignored then.
  public var actsOnHiddenComponent: Bool {
    switch self {
    case .cancel, .interrupt, .redraw: true
    default: false
    }
  }
}

/// How a choice list's highlight moves.
public enum ListMove: Equatable, Hashable, Sendable {
  /// One row up.
  case up
  /// One row down.
  case down
  /// One page up.
  case pageUp
  /// One page down.
  case pageDown
  /// To the first row.
  case first
  /// To the last row.
  case last
}

/// One row of the key table: the keys, the command they run, and the words for help and README.
public struct KeyBinding: Equatable, Sendable {
  /// The key presses that run the command.
  public var keys: [KeyEvent]
  /// The keys as people write them: "Ctrl-B, ←".
  public var keyNames: String
  /// The command.
  public var command: Command
  /// What it does, in a few words.
  public var help: String
  /// A short label for the help line at the bottom of the screen, or nil to leave it out there.
  public var helpLine: String?

  /// Creates a binding.
  public init(
    _ keyNames: String, _ keys: [KeyEvent], _ command: Command, _ help: String, helpLine: String? = nil
  ) {
    self.keys = keys
    self.keyNames = keyNames
    self.command = command
    self.help = help
    self.helpLine = helpLine
  }
}
