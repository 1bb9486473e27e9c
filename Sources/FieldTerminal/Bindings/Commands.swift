import FieldEngine

/// A component's command type: what its keys ask for. Every component edits text somewhere (a
/// field, a prompt's field, a list's filter), so typed and pasted text become its `edit` command.
public protocol ComponentCommand: Equatable, Hashable, Sendable {
  /// The command that applies an edit to the text being edited.
  static func edit(_ edit: Edit) -> Self
  /// True for the commands that act while the component cannot be seen (its screen is too
  /// small): leaving and redrawing. Every other key would change what nobody can see.
  var actsWhileHidden: Bool { get }
}

/// What a key asks a form to do: an edit of the focused field, or an action of the form.
public enum FormCommand: ComponentCommand {
  /// An edit of the focused field, through its rules.
  case edit(Edit)
  /// Focus the next field (wrapping).
  case nextField
  /// Focus the previous field (wrapping).
  case previousField
  /// ↑: in a form of one date field, step the part under the cursor up (`Edit.step`); in any
  /// other form, focus the previous field.
  case arrowUp
  /// ↓: in a form of one date field, step the part under the cursor down; in any other form,
  /// focus the next field.
  case arrowDown
  /// Submit the form when every field's checks pass.
  case submit
  /// Cancel: leave without a value (exit status 1 from the command-line tools).
  case cancel
  /// Interrupt, as Ctrl-C would (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Open a prompt for the focused field's value (where the form offers dialogs).
  case openPrompt
  /// Open an editable choice list for the focused field's value (where the form offers dialogs).
  case openList
  /// Show or hide the text of the focused password field.
  case toggleReveal
}

/// What a key asks a prompt to do.
public enum PromptCommand: ComponentCommand {
  /// An edit of the prompt's field, through its rules.
  case edit(Edit)
  /// Move the focus on: field, OK, Cancel (wrapping).
  case nextControl
  /// Move the focus back (wrapping).
  case previousControl
  /// Enter: submit on the field or OK (when the field's checks pass), cancel on Cancel.
  case activate
  /// Cancel.
  case cancel
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Show or hide the text of a password field.
  case toggleReveal
}

/// What a key asks a choice list to do.
public enum ListCommand: ComponentCommand {
  /// An edit of the filter.
  case edit(Edit)
  /// Move the highlight.
  case move(ListMove)
  /// Enter: choose the highlighted item; on "Other…", prompt for a new one.
  case choose
  /// Cancel.
  case cancel
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
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

extension FormCommand {
  /// Escape, Ctrl-C and Ctrl-L act on a form too small to be seen.
  public var actsWhileHidden: Bool { self == .cancel || self == .interrupt || self == .redraw }
}

extension PromptCommand {
  /// Escape, Ctrl-C and Ctrl-L act on a prompt too small to be seen.
  public var actsWhileHidden: Bool { self == .cancel || self == .interrupt || self == .redraw }
}

extension ListCommand {
  /// Escape, Ctrl-C and Ctrl-L act on a list too small to be seen.
  public var actsWhileHidden: Bool { self == .cancel || self == .interrupt || self == .redraw }
}
