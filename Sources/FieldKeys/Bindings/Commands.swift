import FieldEngine

/// A component's command type: what its keys ask for. Every component edits text somewhere (a
/// field, a prompt's field, a list's query), so typed and pasted text become its `edit` command.
package protocol ComponentCommand: Equatable, Hashable, Sendable {
  /// The command that applies an edit to the text being edited.
  static func edit(_ edit: Edit) -> Self
  /// True for the commands that act while the component cannot be seen (its screen is too
  /// small): leaving, redrawing and suspending. Every other key would change what nobody can see.
  /// They act after a prefix key too (Ctrl-X Ctrl-C interrupts).
  var actsWhileHidden: Bool { get }
  /// The component's own commands by the names `--bind` takes: fzf's where fzf has the action
  /// (`accept`, `abort`), else a plain name of ours (`next-field`); docs/keys.md lists them.
  static var actionNames: [(name: String, command: Self)] { get }
  /// readline's names of the component's commands that are not edits of the text (`accept-line`,
  /// `clear-screen`): what an inputrc can bind besides `ReadlineFunctions.edits`.
  static var readlineNames: [(name: String, command: Self)] { get }
}

/// What a key asks a form to do: an edit of the focused field, or an action of the form.
package enum FormCommand: ComponentCommand {
  /// An edit of the focused field, through its rules.
  case edit(Edit)
  /// Focus the next field (wrapping).
  case nextField
  /// Tab: in a field with a completer, complete: a single match at once, else the completion
  /// menu opens; in any other field, the next field (wrapping).
  case completeOrNextField
  /// Alt-?, Alt-= and Alt-*: open the focused field's completion menu, a single match too.
  case listCompletions
  /// Focus the previous field (wrapping).
  case previousField
  /// ↓: the next field; in a form of one date field, a step down (`Edit.step`); in a form of one
  /// field with a history, a newer entry.
  case nextFieldOrNewerEntry
  /// ↑: the previous field; in a form of one date field, a step up; in a form of one field with a
  /// history, an older entry.
  case previousFieldOrOlderEntry
  /// Submit the form when every field's checks pass.
  case submit
  /// Cancel: leave without a value (exit status 1 from the command-line tools).
  case cancel
  /// Interrupt, as Ctrl-C would (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Suspend (Ctrl-Z): the terminal restored, the process stopped until the shell's `fg`.
  case suspend
  /// Open a prompt for the focused field's value (where the form offers dialogs).
  case openPrompt
  /// Open an editable choice list for the focused field's value (where the form offers dialogs).
  case openList
  /// Show or hide the text of the focused password field.
  case toggleReveal
  /// Show or hide the calendar of the focused date field (F3 on a date field with a day).
  case toggleCalendar
  /// Ctrl-X Ctrl-E: edit the focused field's text in `$VISUAL`, else `$EDITOR`, else `vi`, on the
  /// terminal; what the editor leaves comes back through the paste policy (bash's
  /// edit-and-execute-command, without the execute).
  case editInEditor
  /// An edit of the focused text area: of its cursor's line, or across lines.
  case areaEdit(TextAreaEdit)
  /// Move the highlight in the focused choice's options.
  case moveOption(ListMove)
  /// Enter on a choice: a single choice takes the highlighted option (or the new item typed, on
  /// "Other…"); then focus moves on (from the last element of the last page, the form submits).
  case takeOption
  /// Space on a multiple choice: choose or unchoose the highlighted option (on "Other…", add the
  /// typed item).
  case toggleOption
  /// Choose every option of the focused multiple choice (true), or none (false).
  case chooseAll(Bool)
  /// y or n on a yes/no question: answer, then move on as `takeOption` does.
  case answer(Bool)
  /// ← and → on a yes/no question: switch the answer.
  case switchAnswer
}

/// What a key asks a prompt to do.
package enum PromptCommand: ComponentCommand {
  /// An edit of the prompt's field, through its rules.
  case edit(Edit)
  /// Move the focus on: field, OK, Cancel (wrapping).
  case nextControl
  /// Tab: on a field with a completer, complete: a single match at once, else the completion
  /// menu opens; otherwise the next control (wrapping).
  case completeOrNextControl
  /// Alt-?, Alt-= and Alt-*: open the field's completion menu, a single match too.
  case listCompletions
  /// Move the focus back (wrapping).
  case previousControl
  /// ↓: a newer history entry; in a field without a history, the next control.
  case nextControlOrNewerEntry
  /// ↑: an older history entry; in a field without a history, the previous control.
  case previousControlOrOlderEntry
  /// Enter: submit on the field or OK (when the field's checks pass), cancel on Cancel.
  case activate
  /// Cancel.
  case cancel
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Suspend (Ctrl-Z): the terminal restored, the process stopped until the shell's `fg`.
  case suspend
  /// Show or hide the text of a password field.
  case toggleReveal
}

/// What a key asks a choice list to do.
package enum ListCommand: ComponentCommand {
  /// An edit of the query.
  case edit(Edit)
  /// Move the highlight.
  case move(ListMove)
  /// Mark or unmark the highlighted item, then move the highlight (Tab: down, Shift-Tab: up),
  /// in a list of several choices.
  case mark(ListMove)
  /// Enter: choose the marked items, or the highlighted one; on "Other…", prompt for a new one.
  case choose
  /// Cancel.
  case cancel
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Suspend (Ctrl-Z): the terminal restored, the process stopped until the shell's `fg`.
  case suspend
  /// Scroll or show/hide the preview pane (a list without a preview ignores it).
  case preview(PreviewAction)
}

/// What a list's preview pane is asked to do, by the names fzf gives these actions (`preview-up`,
/// `toggle-preview`, ...), which keys and `--bind` call. A struct with static members, so an
/// action added later breaks no program's `switch`.
package struct PreviewAction: Hashable, Sendable, CustomStringConvertible {
  /// fzf's name of the action.
  package let name: String

  private init(_ name: String) { self.name = name }

  /// One line up (Shift-↑).
  package static let up = PreviewAction("preview-up")
  /// One line down (Shift-↓).
  package static let down = PreviewAction("preview-down")
  /// One pane up.
  package static let pageUp = PreviewAction("preview-page-up")
  /// One pane down.
  package static let pageDown = PreviewAction("preview-page-down")
  /// To the first line.
  package static let top = PreviewAction("preview-top")
  /// To the last line.
  package static let bottom = PreviewAction("preview-bottom")
  /// Half a pane up.
  package static let halfPageUp = PreviewAction("preview-half-page-up")
  /// Half a pane down.
  package static let halfPageDown = PreviewAction("preview-half-page-down")
  /// Shows a hidden preview, hides a shown one.
  package static let toggle = PreviewAction("toggle-preview")
  /// Shows a hidden preview.
  package static let show = PreviewAction("show-preview")
  /// Hides a shown preview.
  package static let hide = PreviewAction("hide-preview")
  /// Runs the preview's command again, for the same item.
  package static let refresh = PreviewAction("refresh-preview")
  /// Wraps long lines, or cuts them again.
  package static let toggleWrap = PreviewAction("toggle-preview-wrap")
  /// Wraps long lines between words, or cuts them again.
  package static let toggleWrapWord = PreviewAction("toggle-preview-wrap-word")

  /// Every action, in the order above.
  package static let all: [PreviewAction] = [
    .up, .down, .pageUp, .pageDown, .top, .bottom, .halfPageUp, .halfPageDown, .toggle, .show, .hide,
    .refresh,
    .toggleWrap, .toggleWrapWord,
  ]

  /// The action fzf calls `name`, or nil.
  package init?(named name: String) {
    guard let action = Self.all.first(where: { $0.name == name }) else { return nil }
    self = action
  }

  /// fzf's name of the action.
  package var description: String { name }
}

/// What a key asks of an incremental history search (after Ctrl-R or Ctrl-S). Typed and pasted
/// text becomes `edit(.insert)` or `edit(.paste)`, which the search takes as more to search for.
package enum SearchCommand: ComponentCommand {
  /// A step of the search (`Edit.search`); typed or pasted text is searched for.
  case edit(Edit)
  /// Enter: end the search with the match in the field, and submit.
  case acceptAndSubmit
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw

  /// Ctrl-C, Escape and Ctrl-L act while hidden.
  package var actsWhileHidden: Bool {
    self == .interrupt || self == .redraw || self == .edit(.search(.cancel))
  }
}

/// What a key asks a yes/no question to do.
package enum ConfirmCommand: ComponentCommand {
  /// Typed or pasted text that no row binds: ignored (a question has no field).
  case edit(Edit)
  /// Answer at once: yes (true) or no (false).
  case answer(Bool)
  /// Move the highlight to the other answer.
  case toggle
  /// Take the highlighted answer.
  case choose
  /// Escape: answer no.
  case cancel
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
}

extension ConfirmCommand {
  /// Escape, Ctrl-C and Ctrl-L act on a question too small to be seen.
  package var actsWhileHidden: Bool { self == .cancel || self == .interrupt || self == .redraw }
}

extension FormCommand {
  /// Escape, Ctrl-C, Ctrl-L and Ctrl-Z act on a form too small to be seen.
  package var actsWhileHidden: Bool { [.cancel, .interrupt, .redraw, .suspend].contains(self) }
}

extension PromptCommand {
  /// Escape, Ctrl-C, Ctrl-L and Ctrl-Z act on a prompt too small to be seen.
  package var actsWhileHidden: Bool { [.cancel, .interrupt, .redraw, .suspend].contains(self) }
}

extension ListCommand {
  /// Escape, Ctrl-C, Ctrl-L and Ctrl-Z act on a list too small to be seen.
  package var actsWhileHidden: Bool { [.cancel, .interrupt, .redraw, .suspend].contains(self) }
}
