import FieldEngine

/// The rows every editor of text shares: readline's and emacs' habits for one line.
public enum EditingKeys {
  private static func key(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) -> KeyEvent {
    .key(key, modifiers)
  }
  private static func control(_ letter: Character) -> KeyEvent { .key(.control(letter), []) }
  private static func alt(_ letter: Character) -> KeyEvent { .key(.character(letter), [.alt]) }

  /// The editing rows, as edits; each table maps them to its own command type.
  public static let rows: [KeyBinding<Edit>] = [
    KeyBinding("←, Ctrl-B", [key(.left), control("b")], .move(.characterLeft), "one character left"),
    KeyBinding("→, Ctrl-F", [key(.right), control("f")], .move(.characterRight), "one character right"),
    KeyBinding(
      "Alt-B, Ctrl-←", [alt("b"), key(.left, [.control]), key(.left, [.alt])], .move(.wordLeft),
      "one word left"),
    KeyBinding(
      "Alt-F, Ctrl-→", [alt("f"), key(.right, [.control]), key(.right, [.alt])], .move(.wordRight),
      "one word right"),
    KeyBinding("Home, Ctrl-A", [key(.home), control("a")], .move(.start), "to the start"),
    KeyBinding("End, Ctrl-E", [key(.end), control("e")], .move(.end), "to the end"),
    KeyBinding(
      "Shift-←", [key(.left, [.shift])], .move(.characterLeft, extending: true), "extend the selection left"),
    KeyBinding(
      "Shift-→", [key(.right, [.shift])], .move(.characterRight, extending: true),
      "extend the selection right"),
    KeyBinding(
      "Shift-Ctrl-←", [key(.left, [.shift, .control])], .move(.wordLeft, extending: true),
      "extend the selection a word left"),
    KeyBinding(
      "Shift-Ctrl-→", [key(.right, [.shift, .control])], .move(.wordRight, extending: true),
      "extend the selection a word right"),
    KeyBinding(
      "Shift-Home", [key(.home, [.shift])], .move(.start, extending: true),
      "extend the selection to the start"),
    KeyBinding(
      "Shift-End", [key(.end, [.shift])], .move(.end, extending: true), "extend the selection to the end"),
    KeyBinding(
      "Backspace, Ctrl-H", [key(.backspace), control("h")], .deleteBackward,
      "delete the character before the cursor (or the selection)"),
    KeyBinding(
      "Delete, Ctrl-D", [key(.delete), control("d")], .deleteForward,
      "delete the character under the cursor (or the selection)"),
    KeyBinding(
      "Ctrl-W, Alt-Backspace", [control("w"), key(.backspace, [.alt]), key(.control("h"), [.alt])],
      .deleteWordBackward, "kill the word before the cursor"),
    KeyBinding("Alt-D", [alt("d")], .deleteWordForward, "kill the word after the cursor"),
    KeyBinding("Ctrl-K", [control("k")], .killToEnd, "kill to the end"),
    KeyBinding("Ctrl-U", [control("u")], .killToStart, "kill to the start"),
    KeyBinding("Ctrl-Y", [control("y")], .yank, "yank the last kill"),
    KeyBinding("Alt-Y", [alt("y")], .yankPop, "right after a yank, cycle through older kills"),
    KeyBinding("Ctrl-_, Ctrl-Z", [control("_"), control("z")], .undo, "undo", helpLine: "^Z undo"),
    KeyBinding("Alt-Ctrl-_", [key(.control("_"), [.alt])], .redo, "redo"),
    KeyBinding(
      "Alt-↑", [key(.up, [.alt])], .step(1),
      "in a date field, step the part under the cursor up (an empty field starts from today)"),
    KeyBinding(
      "Alt-↓", [key(.down, [.alt])], .step(-1), "in a date field, step the part under the cursor down"),
  ]

  static let interrupt = (names: "Ctrl-C", keys: [control("c")], help: "interrupt (exit status 130)")
  static let redraw = (names: "Ctrl-L", keys: [control("l")], help: "redraw the screen")
  static let reveal = (
    names: "F4", keys: [key(.function(4))], help: "show or hide the text of a password field"
  )
}

extension KeyBindings where Command == FormCommand {
  /// A form's keys: moving between fields, submitting and leaving, then the editing rows.
  public static let form = KeyBindings(formRows)

  private static let formRows: [KeyBinding<FormCommand>] =
    [
      KeyBinding(
        "↑", [.key(.up, [])], .arrowUp, "in a form of one date field, as Alt-↑; otherwise as Shift-Tab"),
      KeyBinding(
        "↓", [.key(.down, [])], .arrowDown, "in a form of one date field, as Alt-↓; otherwise as Tab"),
      KeyBinding(
        "Tab, ↓", [.key(.tab, []), .key(.down, [])], .nextField, "next field (wraps)", helpLine: "Tab next"),
      KeyBinding(
        "Shift-Tab, ↑", [.key(.backTab, []), .key(.up, []), .key(.tab, [.shift])], .previousField,
        "previous field (wraps)"),
      KeyBinding(
        "Enter", [.key(.enter, [])], .submit, "submit, when every field's checks pass",
        helpLine: "Enter submit"),
      KeyBinding("Escape", [.key(.escape, [])], .cancel, "cancel", helpLine: "Esc cancel"),
      KeyBinding(
        EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help,
        helpLine: "^C quit"),
    ] + EditingKeys.rows.map { $0.map(FormCommand.edit) } + [
      KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
      KeyBinding(
        "F2", [.key(.function(2), [])], .openPrompt,
        "prompt for the focused field's value (where the form offers dialogs)", helpLine: "F2 prompt"),
      KeyBinding(
        "F3", [.key(.function(3), [])], .openList,
        "choose the focused field's value from a list (where the form offers dialogs)", helpLine: "F3 list"),
      KeyBinding(EditingKeys.reveal.names, EditingKeys.reveal.keys, .toggleReveal, EditingKeys.reveal.help),
    ]
}

extension KeyBindings where Command == PromptCommand {
  /// A prompt's keys: moving between the field and the buttons, Enter and leaving, then the
  /// editing rows of its field.
  public static let prompt = KeyBindings(promptRows)

  private static let promptRows: [KeyBinding<PromptCommand>] =
    [
      KeyBinding(
        "Tab, ↓", [.key(.tab, []), .key(.down, [])], .nextControl, "next of the field, OK and Cancel (wraps)",
        helpLine: "Tab next"),
      KeyBinding(
        "Shift-Tab, ↑", [.key(.backTab, []), .key(.up, []), .key(.tab, [.shift])], .previousControl,
        "previous of the field, OK and Cancel (wraps)"),
      KeyBinding(
        "Enter", [.key(.enter, [])], .activate,
        "on the field or OK, submit when the field's checks pass; on Cancel, cancel", helpLine: "Enter OK"),
      KeyBinding("Escape", [.key(.escape, [])], .cancel, "cancel", helpLine: "Esc cancel"),
      KeyBinding(
        EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help),
    ]
    // The box's help row is short: the editing keys are the form's, documented there.
    + EditingKeys.rows.map { row in
      var mapped = row.map(PromptCommand.edit)
      mapped.helpLine = nil
      return mapped
    } + [
      KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
      KeyBinding(EditingKeys.reveal.names, EditingKeys.reveal.keys, .toggleReveal, EditingKeys.reveal.help),
    ]
}

extension KeyBindings where Command == ListCommand {
  /// A choice list's keys: moving, choosing, leaving, and editing the filter.
  public static let list = KeyBindings(listRows)

  private static let listRows: [KeyBinding<ListCommand>] = [
    KeyBinding("↑, Ctrl-P", [.key(.up, []), .key(.control("p"), [])], .move(.up), "previous row"),
    KeyBinding("↓, Ctrl-N", [.key(.down, []), .key(.control("n"), [])], .move(.down), "next row"),
    KeyBinding("Page Up", [.key(.pageUp, [])], .move(.pageUp), "one page up"),
    KeyBinding("Page Down", [.key(.pageDown, [])], .move(.pageDown), "one page down"),
    KeyBinding("Home", [.key(.home, [])], .move(.first), "first row"),
    KeyBinding("End", [.key(.end, [])], .move(.last), "last row (\"Other…\" when offered)"),
    KeyBinding(
      "Enter", [.key(.enter, [])], .choose,
      "choose the highlighted item; on \"Other…\", prompt for a new one",
      helpLine: "Enter choose"),
    KeyBinding("Escape", [.key(.escape, [])], .cancel, "cancel", helpLine: "Esc cancel"),
    KeyBinding(
      EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help,
      helpLine: "^C quit"),
    KeyBinding(
      "Backspace, Ctrl-H", [.key(.backspace, []), .key(.control("h"), [])], .edit(.deleteBackward),
      "delete the last character of the filter"),
    KeyBinding(
      "Ctrl-W", [.key(.control("w"), [])], .edit(.deleteWordBackward), "delete the last word of the filter"),
    KeyBinding("Ctrl-U", [.key(.control("u"), [])], .edit(.killToStart), "clear the filter"),
    KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
  ]
}
