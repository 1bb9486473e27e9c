import FieldEngine

/// What a key asks a multi-line text area (`tfield write`) to do.
package enum TextAreaCommand: ComponentCommand {
  /// An edit of the area (`TextArea.apply(_:)`): of the cursor's line, or across lines.
  case edit(TextAreaEdit)
  /// Submit the text when its checks pass (Ctrl-D anywhere, Alt-Enter).
  case submit
  /// Cancel; a changed text asks for a second Escape first.
  case cancel
  /// Interrupt (exit status 130).
  case interrupt
  /// Redraw the whole screen.
  case redraw
  /// Suspend (Ctrl-Z): the terminal restored, the process stopped until the shell's `fg`.
  case suspend
  /// Ctrl-X Ctrl-E: edit the whole text in `$VISUAL`, else `$EDITOR`, else `vi`, on the terminal;
  /// what the editor leaves replaces the text through the paste policy (as a field's).
  case editInEditor

  /// An edit of a field, as the text area does it (`TextAreaEdit.edit(_:)`).
  package static func edit(_ edit: Edit) -> TextAreaCommand { .edit(.edit(edit)) }

  /// Escape, Ctrl-C, Ctrl-L and Ctrl-Z act on a text area too small to be seen.
  package var actsWhileHidden: Bool { [.cancel, .interrupt, .redraw, .suspend].contains(self) }
}

extension KeyBindings where Command == TextAreaCommand {
  /// A text area's keys: Enter breaks the line, Ctrl-D (anywhere on the text, as `gum write`)
  /// and Alt-Enter submit, Escape cancels (twice for a changed text), ↑ ↓ Ctrl-P Ctrl-N move
  /// between lines; then the editing rows, acting on the cursor's line, less the keys taken, the
  /// history's rows (a text area keeps no history), the date steps and the selection's moves;
  /// Ctrl-X Ctrl-E edits the text in an editor.
  package static let textArea = KeyBindings(
    textAreaRows
      + EditingKeys.rows(leaving: textAreaRows.flatMap(\.keys)).filter { row in
        // No history, and no date to step: `tfield write`'s lines take no format. No selection
        // either: the area draws none, and typing over an unseen one would lose text.
        switch row.command.operation {
        case .step, .move(_, extending: true): return false
        default: break
        }
        return !EditingKeys.historyRows.contains { $0.command == row.command }
      }.map { row in
        var mapped = row.map(TextAreaCommand.edit)
        // Home and End, Ctrl-A and Ctrl-E, Ctrl-K and Ctrl-U act on the cursor's line.
        switch row.command {
        case .move(.characterLeft, extending: false):
          mapped.help = "one character left (at a line's start: to the end of the line before)"
        case .move(.characterRight, extending: false):
          mapped.help = "one character right (at a line's end: to the start of the next)"
        case .move(.wordRight, extending: false): mapped.help = "one word right"
        case .revert: mapped.help = "revert to the text the area started with (undo brings yours back)"
        case .move(.start, extending: false): mapped.help = "to the start of the line"
        case .move(.end, extending: false): mapped.help = "to the end of the line"
        case .killToEnd: mapped.help = "kill to the end of the line (at its end: join the next line)"
        case .killToStart: mapped.help = "kill to the start of the line (at its start: join the line before)"
        case .deleteBackward:
          mapped.help = "delete the character before the cursor (at a line's start: join the line before)"
        case .deleteForward:
          mapped.help = "delete the character under the cursor (at a line's end: join the next line)"
        default: break
        }
        return mapped
      } + [
        KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
        KeyBinding(EditingKeys.suspend.names, EditingKeys.suspend.keys, .suspend, EditingKeys.suspend.help),
        KeyBinding(
          "Ctrl-X Ctrl-E", [], .editInEditor,
          "edit the whole text in $VISUAL, else $EDITOR, else vi; it comes back as a paste",
          sequences: [[.key(.control("x"), []), .key(.control("e"), [])]]),
      ], arguments: EditingKeys.argumentRows)

  private static let textAreaRows: [KeyBinding<TextAreaCommand>] = [
    KeyBinding(
      "Enter, Ctrl-J", EditingKeys.enter, .edit(.lineBreak), "break the line at the cursor",
      helpLine: "Enter new line"),
    KeyBinding(
      "Ctrl-D, Alt-Enter", [.key(.control("d"), []), .key(.enter, [.alt])], .submit,
      "submit the text, wherever the cursor is, when its checks pass", helpLine: "^D submit"),
    KeyBinding(
      "Escape", [.key(.escape, [])], .cancel, "cancel (a changed text asks for a second Escape)",
      helpLine: "Esc cancel"),
    KeyBinding(
      "↑, Ctrl-P", [.key(.up, []), .key(.control("p"), [])], .edit(.lineUp),
      "the line above, keeping the column (on the first line: its start)"),
    KeyBinding(
      "↓, Ctrl-N", [.key(.down, []), .key(.control("n"), [])], .edit(.lineDown),
      "the line below, keeping the column (on the last line: its end)"),
    KeyBinding(
      "Alt-<, Ctrl-Home", [.key(.character("<"), [.alt]), .key(.home, [.control])], .edit(.textStart),
      "to the start of the text"),
    KeyBinding(
      "Alt->, Ctrl-End", [.key(.character(">"), [.alt]), .key(.end, [.control])], .edit(.textEnd),
      "to the end of the text"),
    KeyBinding(
      EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help,
      helpLine: "^C quit"),
  ]
}
