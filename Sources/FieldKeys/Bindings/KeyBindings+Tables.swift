import FieldEngine

/// The rows every editor of text shares: readline's and emacs' habits for one line.
package enum EditingKeys {
  private static func key(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) -> KeyEvent {
    .key(key, modifiers)
  }
  private static func control(_ letter: Character) -> KeyEvent { .key(.control(letter), []) }
  private static func alt(_ letter: Character) -> KeyEvent { .key(.character(letter), [.alt]) }

  /// The editing rows, as edits; each table maps them to its own command type.
  package static let rows: [KeyBinding<Edit>] =
    [
      KeyBinding("←, Ctrl-B", [key(.left), control("b")], .move(.characterLeft), "one character left"),
      KeyBinding(
        "→, Ctrl-F", [key(.right), control("f")], .move(.characterRight),
        "one character right (at the end: take the suggestion)"),
      KeyBinding(
        "Alt-B, Ctrl-←", [alt("b"), key(.left, [.control]), key(.left, [.alt])], .move(.wordLeft),
        "one word left"),
      KeyBinding(
        "Alt-F, Ctrl-→", [alt("f"), key(.right, [.control]), key(.right, [.alt])], .move(.wordRight),
        "one word right (at the end: take a word of the suggestion)"),
      KeyBinding("Home, Ctrl-A", [key(.home), control("a")], .move(.start), "to the start"),
      KeyBinding(
        "End, Ctrl-E", [key(.end), control("e")], .move(.end), "to the end (at the end: take the suggestion)"),
      KeyBinding(
        "Shift-←", [key(.left, [.shift])], .move(.characterLeft, extending: true), "extend the selection left"
      ),
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
        "Ctrl-W", [control("w")], .deleteWhitespaceWordBackward,
        "kill back to the whitespace before the cursor's word (\"a/b c\" loses \"c\", then \"a/b \")"),
      KeyBinding(
        "Alt-Backspace, Alt-Ctrl-H", [key(.backspace, [.alt]), key(.control("h"), [.alt])],
        .deleteWordBackward,
        "kill the word before the cursor: letters and digits (\"a/b\" loses \"b\")"),
      KeyBinding(
        "Alt-D, Ctrl-Delete", [alt("d"), key(.delete, [.control])], .deleteWordForward,
        "kill the word after the cursor: letters and digits"),
      KeyBinding("Ctrl-K", [control("k")], .killToEnd, "kill to the end"),
      KeyBinding(
        "Ctrl-U, Ctrl-X Backspace", [control("u")], .killToStart, "kill to the start",
        sequences: [[control("x"), key(.backspace)]]),
      KeyBinding("Ctrl-Y", [control("y")], .yank, "yank the last kill"),
      KeyBinding("Alt-Y", [alt("y")], .yankPop, "right after a yank, cycle through older kills"),
      KeyBinding(
        "Ctrl-_ (Ctrl-/), Ctrl-X Ctrl-U", [control("_")], .undo, "undo", helpLine: "^_ undo",
        sequences: [[control("x"), control("u")]]),
      KeyBinding("Alt-Ctrl-_", [key(.control("_"), [.alt])], .redo, "redo"),
      KeyBinding(
        "Ctrl-T", [control("t")], .transposeCharacters,
        "drag the character before the cursor over the one under it (at the end: swap the last two)"),
      KeyBinding(
        "Alt-T", [alt("t")], .transposeWords, "swap the word before the cursor with the word after it"),
      KeyBinding("Alt-U", [alt("u")], .changeCase(.upper), "uppercase the word after the cursor (ß: SS)"),
      KeyBinding("Alt-L", [alt("l")], .changeCase(.lower), "lowercase the word after the cursor"),
      KeyBinding("Alt-C", [alt("c")], .changeCase(.capitalized), "capitalize the word after the cursor"),
      KeyBinding(
        "Ctrl-Space, Ctrl-@, Alt-Space", [control("@"), alt(" ")], .setMark,
        "set the mark at the cursor (invisible: it selects nothing)"
      ),
      KeyBinding(
        "Ctrl-X Ctrl-X", [], .exchangeCursorAndMark, "swap the cursor and the mark",
        sequences: [[control("x"), control("x")]]),
      KeyBinding("Alt-\\", [alt("\\")], .deleteSpacesAroundCursor, "delete the spaces around the cursor"),
      KeyBinding(
        "Alt-R, Alt-Ctrl-R", [alt("r"), key(.control("r"), [.alt])], .revert,
        "revert to the text the field started with (undo brings yours back)"),
      KeyBinding(
        "Insert", [key(.insert)], .toggleOverwrite,
        "overwrite mode on or off: typing replaces the character under the cursor (not in a field with a format)"
      ),
      KeyBinding(
        "Alt-↑", [key(.up, [.alt])], .step(1),
        "in a date field, step the part under the cursor up (an empty field starts from today)"),
      KeyBinding(
        "Alt-↓", [key(.down, [.alt])], .step(-1), "in a date field, step the part under the cursor down"),
    ] + historyRows

  /// The history's rows (docs/keys.md's key plan: Ctrl-P and Ctrl-N walk the history in every field
  /// that has one; ↑ and ↓ do in a single field, rows of the form's and the prompt's own tables).
  package static let historyRows: [KeyBinding<Edit>] = [
    KeyBinding("Ctrl-P", [control("p")], .historyOlder, "an older history entry (in a field with a history)"),
    KeyBinding(
      "Ctrl-N", [control("n")], .historyNewer, "a newer history entry, then the line being edited"),
    KeyBinding("Alt-<", [alt("<")], .historyOldest, "the oldest history entry"),
    KeyBinding("Alt->", [alt(">")], .historyNewest, "back to the line being edited"),
    KeyBinding(
      "Ctrl-R", [control("r")], .search(.older),
      "search the history backwards as you type; again: an older match"),
    KeyBinding(
      "Ctrl-S", [control("s")], .search(.newer),
      "search the history forwards as you type; again: a newer match"),
    KeyBinding(
      "Page Up", [key(.pageUp)], .historyPrefixOlder,
      "an older history entry that starts with the text before the cursor"),
    KeyBinding(
      "Page Down", [key(.pageDown)], .historyPrefixNewer,
      "a newer history entry that starts with the text before the cursor"),
    KeyBinding(
      "Alt-P", [alt("p")], .search(.olderWhenEntered),
      "search the history backwards for the text typed next, at Enter (an empty text: the last one)"),
    KeyBinding(
      "Alt-N", [alt("n")], .search(.newerWhenEntered),
      "search the history forwards for the text typed next, at Enter"),
    KeyBinding(
      "Alt-., Alt-_", [alt("."), alt("_")], .yankLastArgument,
      "type the last word of the previous history entry (split as the shell splits); again: of the one before"
    ),
    KeyBinding(
      "Alt-Ctrl-Y", [key(.control("y"), [.alt])], .yankNthArgument,
      "type the first argument (word 1) of the previous history entry; Alt-n first: word n"),
  ]

  /// The keys of a calendar shown below a date field (`--calendar`, F3 in a form): they move the
  /// date as a calendar does, carrying into the next month and year, where Alt-↑ and Alt-↓ step
  /// the part under the cursor. A table with a calendar puts these rows first, so they win over
  /// the field's own ← → ↑ ↓ (Ctrl-B and Ctrl-F still move the cursor in the text).
  package static let calendarRows: [KeyBinding<Edit>] = [
    KeyBinding(
      "←", [key(.left)], .shiftDate(.days(-1)), "with a calendar: the day before", helpLine: "←→↑↓ day"),
    KeyBinding("→", [key(.right)], .shiftDate(.days(1)), "with a calendar: the day after"),
    KeyBinding("↑", [key(.up)], .shiftDate(.days(-7)), "with a calendar: a week back"),
    KeyBinding("↓", [key(.down)], .shiftDate(.days(7)), "with a calendar: a week on"),
    KeyBinding(
      "Page Up", [key(.pageUp)], .shiftDate(.months(-1)),
      "with a calendar: a month back (a day the month lacks becomes its last day)",
      helpLine: "PgUp PgDn month"),
    KeyBinding(
      "Page Down", [key(.pageDown)], .shiftDate(.months(1)),
      "with a calendar: a month on (31 January becomes the last day of February)"),
    KeyBinding(
      "Shift-Page Up", [key(.pageUp, [.shift])], .shiftDate(.months(-12)), "with a calendar: a year back"),
    KeyBinding(
      "Shift-Page Down", [key(.pageDown, [.shift])], .shiftDate(.months(12)), "with a calendar: a year on"),
  ]

  /// The keys of readline's numeric argument, and the keys that drop one; each table that takes
  /// arguments lists them after its rows.
  package static let argumentRows: [KeyBinding<ArgumentKey>] = [
    KeyBinding(
      "Alt-0 … Alt-9", "0123456789".map(alt), .digit,
      "numeric argument: the next key runs that many times (Alt-4 x types xxxx; digits typed next add to it)"),
    KeyBinding("Alt--", [alt("-")], .minus, "negative argument: the next key runs the other way"),
    KeyBinding(
      "Ctrl-] c", [control("]")], .characterSearch(forward: true),
      "to the next c after the cursor (c: the character typed next)"),
    KeyBinding(
      "Alt-Ctrl-] c", [key(.control("]"), [.alt])], .characterSearch(forward: false),
      "to the previous c before the cursor"),
    KeyBinding(
      "Ctrl-X (", [], .startMacro, "start recording a keyboard macro: the keys typed until Ctrl-X )",
      sequences: [[control("x"), .text("(")]]),
    KeyBinding(
      "Ctrl-X )", [], .endMacro, "stop recording the keyboard macro",
      sequences: [[control("x"), .text(")")]]),
    KeyBinding(
      "Ctrl-X e", [], .callMacro, "type the keys of the last keyboard macro again (Alt-n first: n times)",
      sequences: [[control("x"), .text("e")]]),
    KeyBinding(
      "Ctrl-G, Alt-Ctrl-G, Escape", [control("g"), key(.control("g"), [.alt]), key(.escape)], .abandon,
      "while a numeric argument, Ctrl-X, Ctrl-] or Alt-Ctrl-] waits: drop it"),
  ]

  /// The editing rows without `taken` keys: a row that loses some keys is named by those it
  /// keeps; one that loses all of them is left out.
  package static func rows(leaving taken: [KeyEvent]) -> [KeyBinding<Edit>] {
    rows.compactMap { row in
      let kept = row.keys.filter { !taken.contains($0) }
      guard kept.count < row.keys.count else { return row }
      guard !kept.isEmpty else { return nil }
      var renamed = row
      renamed.keys = kept
      renamed.keyNames = kept.map(\.name).joined(separator: ", ")
      return renamed
    }
  }

  /// Enter's keys: Enter (CR) and Ctrl-J (LF), readline's accept-line.
  static let enter = [key(.enter), control("j")]
  static let interrupt = (names: "Ctrl-C", keys: [control("c")], help: "interrupt (exit status 130)")
  static let redraw = (
    names: "Ctrl-L, Alt-Ctrl-L", keys: [control("l"), key(.control("l"), [.alt])], help: "redraw the screen"
  )
  static let suspend = (
    names: "Ctrl-Z", keys: [control("z")], help: "suspend: back to the shell, `fg` brings it back"
  )
  /// readline's possible-completions (Alt-? and Alt-=) and insert-completions (Alt-*), onto the
  /// completion menu.
  static let completions = (
    names: "Alt-?, Alt-=, Alt-*", keys: [alt("?"), alt("="), alt("*")],
    help: "open the field's completion menu (a single match too; readline lists or inserts them)"
  )
  static let reveal = (
    names: "F4", keys: [key(.function(4))], help: "show or hide the text of a password field"
  )
}

extension KeyBindings where Command == FormCommand {
  /// A form's keys: moving between fields, submitting and leaving, then the editing rows.
  package static let form = KeyBindings(formRows, arguments: EditingKeys.argumentRows)

  private static let formRows: [KeyBinding<FormCommand>] =
    [
      KeyBinding(
        "Tab", [.key(.tab, [])], .completeOrNextField,
        "next field (wraps; after a page's last, the next page); in a field with a completer, complete: a "
          + "single match at once, else a menu",
        helpLine: "Tab next"),
      KeyBinding(
        EditingKeys.completions.names, EditingKeys.completions.keys, .listCompletions,
        EditingKeys.completions.help),
      KeyBinding(
        "Shift-Tab", [.key(.backTab, []), .key(.tab, [.shift])], .previousField,
        "previous field (wraps; before a page's first, the previous page)"),
      KeyBinding(
        "↓", [.key(.down, [])], .nextFieldOrNewerEntry,
        "next field (wraps); in a form of one field: a date steps down, a history gives a newer entry"),
      KeyBinding(
        "↑", [.key(.up, [])], .previousFieldOrOlderEntry,
        "previous field (wraps); in a form of one field: a date steps up, a history gives an older entry"),
      KeyBinding(
        "Enter, Ctrl-J", EditingKeys.enter, .submit,
        "submit, when every field's checks pass (on an earlier page of several: the next page)",
        helpLine: "Enter submit"),
      KeyBinding("Escape", [.key(.escape, [])], .cancel, "cancel", helpLine: "Esc cancel"),
      KeyBinding(
        EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help,
        helpLine: "^C quit"),
    ] + EditingKeys.rows.map { $0.map(FormCommand.edit) } + [
      KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
      KeyBinding(EditingKeys.suspend.names, EditingKeys.suspend.keys, .suspend, EditingKeys.suspend.help),
      KeyBinding(
        "Ctrl-X Ctrl-E", [], .editInEditor,
        "edit the text in $VISUAL, else $EDITOR, else vi; it comes back as a paste (not a password)",
        sequences: [[.key(.control("x"), []), .key(.control("e"), [])]]),
      KeyBinding(
        "F2", [.key(.function(2), [])], .openPrompt,
        "prompt for the focused field's value (where the form offers dialogs)", helpLine: "F2 prompt"),
      KeyBinding(
        "F3", [.key(.function(3), [])], .openList,
        "choose the focused field's value from a list (where the form offers dialogs)", helpLine: "F3 list"),
      KeyBinding(EditingKeys.reveal.names, EditingKeys.reveal.keys, .toggleReveal, EditingKeys.reveal.help),
    ]
}

extension KeyBindings {
  /// This table with a calendar's keys first (`EditingKeys.calendarRows`): what a date field's
  /// table is while its calendar shows.
  package func withCalendar() -> KeyBindings {
    KeyBindings(
      EditingKeys.calendarRows.map { $0.map(Command.edit) } + bindings, arguments: argumentBindings,
      macros: macros)
  }
}

extension KeyBindings where Command == FormCommand {
  /// F3 on a date field with a day: the row a form's table gets in front while such a field has
  /// the focus (its dialogs' F3 list is then not offered for that field).
  package static let calendarToggleRow = KeyBinding<FormCommand>(
    "F3", [.key(.function(3), [])], .toggleCalendar, "on a date field with a day: show or hide its calendar",
    helpLine: "F3 calendar")
}

extension KeyBindings where Command == PromptCommand {
  /// A prompt's keys: moving between the field and the buttons, Enter and leaving, then the
  /// editing rows of its field.
  package static let prompt = KeyBindings(promptRows, arguments: EditingKeys.argumentRows)

  private static let promptRows: [KeyBinding<PromptCommand>] =
    [
      // ↑ and ↓ are left to the field, for its history (docs/keys.md: the key plan).
      KeyBinding(
        "Tab", [.key(.tab, [])], .completeOrNextControl,
        "next of the field, OK and Cancel (wraps); on a field with a completer, complete: a single "
          + "match at once, else a menu",
        helpLine: "Tab next"),
      KeyBinding(
        EditingKeys.completions.names, EditingKeys.completions.keys, .listCompletions,
        EditingKeys.completions.help),
      KeyBinding(
        "Shift-Tab", [.key(.backTab, []), .key(.tab, [.shift])], .previousControl,
        "previous of the field, OK and Cancel (wraps)"),
      KeyBinding(
        "↓", [.key(.down, [])], .nextControlOrNewerEntry,
        "a newer history entry; without a history, next of the field, OK and Cancel"),
      KeyBinding(
        "↑", [.key(.up, [])], .previousControlOrOlderEntry,
        "an older history entry; without a history, previous of the field, OK and Cancel"),
      KeyBinding(
        "Enter, Ctrl-J", EditingKeys.enter, .activate,
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
      KeyBinding(EditingKeys.suspend.names, EditingKeys.suspend.keys, .suspend, EditingKeys.suspend.help),
      KeyBinding(EditingKeys.reveal.names, EditingKeys.reveal.keys, .toggleReveal, EditingKeys.reveal.help),
    ]
}

extension KeyBindings where Command == ListCommand {
  /// A choice list's keys: moving, marking, choosing and leaving, then the editing rows of its
  /// query field, less the keys the list takes for itself (Home and End move to the first and
  /// last rows, so Ctrl-A and Ctrl-E move to the query's start and end).
  /// The query has no history, so the history's rows are not offered.
  package static let list = KeyBindings(
    listRows
      + EditingKeys.rows(leaving: listRows.flatMap(\.keys)).filter { row in
        !EditingKeys.historyRows.contains { $0.command == row.command }
      }.map { $0.map(ListCommand.edit) } + [
        KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
        KeyBinding(EditingKeys.suspend.names, EditingKeys.suspend.keys, .suspend, EditingKeys.suspend.help),
      ], arguments: EditingKeys.argumentRows)

  private static let listRows: [KeyBinding<ListCommand>] = [
    // Ctrl-K and Ctrl-J move, as in fzf and gum (the query loses readline's kill to the end).
    KeyBinding(
      "↑, Ctrl-P, Ctrl-K", [.key(.up, []), .key(.control("p"), []), .key(.control("k"), [])], .move(.up),
      "previous row"),
    KeyBinding(
      "↓, Ctrl-N, Ctrl-J", [.key(.down, []), .key(.control("n"), []), .key(.control("j"), [])], .move(.down),
      "next row"),
    KeyBinding("Page Up", [.key(.pageUp, [])], .move(.pageUp), "one page up"),
    KeyBinding("Page Down", [.key(.pageDown, [])], .move(.pageDown), "one page down"),
    KeyBinding("Home", [.key(.home, [])], .move(.first), "first row"),
    KeyBinding("End", [.key(.end, [])], .move(.last), "last row (\"Other…\" when offered)"),
    KeyBinding(
      "Tab", [.key(.tab, [])], .mark(.down),
      "mark or unmark the highlighted item and move down (several choices)", helpLine: "Tab mark"),
    KeyBinding(
      "Shift-Tab", [.key(.backTab, []), .key(.tab, [.shift])], .mark(.up),
      "mark or unmark the highlighted item and move up (several choices)"),
    KeyBinding(
      "Enter", [.key(.enter, [])], .choose,
      "choose the marked items, or the highlighted one; on \"Other…\", prompt for a new one",
      helpLine: "Enter choose"),
    // Ctrl-G and Ctrl-Q cancel too, as in fzf; while a numeric argument or Ctrl-X waits, Ctrl-G
    // (as Escape) drops that instead.
    KeyBinding(
      "Escape, Ctrl-G, Ctrl-Q", [.key(.escape, []), .key(.control("g"), []), .key(.control("q"), [])],
      .cancel,
      "cancel", helpLine: "Esc cancel"),
    KeyBinding("Shift-↑", [.key(.up, [.shift])], .preview(.up), "scroll the preview up (with --preview)"),
    KeyBinding(
      "Shift-↓", [.key(.down, [.shift])], .preview(.down), "scroll the preview down (with --preview)"),
    KeyBinding(
      EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help,
      helpLine: "^C quit"),
  ]
}

extension KeyBindings where Command == SearchCommand {
  /// The keys of an incremental history search (after Ctrl-R or Ctrl-S), readline's: typed and
  /// pasted text is searched for; any key not in this table ends the search with the match in the
  /// field, then does what it does.
  package static let historySearch = KeyBindings(historySearchRows)

  private static let historySearchRows: [KeyBinding<SearchCommand>] = [
    KeyBinding("Ctrl-R", [.key(.control("r"), [])], .edit(.search(.older)), "an older match"),
    KeyBinding("Ctrl-S", [.key(.control("s"), [])], .edit(.search(.newer)), "a newer match"),
    KeyBinding(
      "Backspace, Ctrl-H", [.key(.backspace, []), .key(.control("h"), [])], .edit(.search(.deleteBackward)),
      "remove the last character searched for"),
    KeyBinding(
      "Enter", [.key(.enter, [])], .acceptAndSubmit, "take the match and submit, as readline does",
      helpLine: "Enter submit"),
    KeyBinding(
      "Ctrl-J", [.key(.control("j"), [])], .edit(.search(.accept)),
      "stop searching with the match in the field, as readline's Ctrl-J does"),
    KeyBinding(
      "Escape, Ctrl-G", [.key(.escape, []), .key(.control("g"), [])], .edit(.search(.cancel)),
      "stop searching: the text as it was", helpLine: "Esc back"),
    KeyBinding(
      EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help),
    KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
  ]
}

extension KeyBindings where Command == ConfirmCommand {
  /// A yes/no question's keys: y and n answer at once, the arrows and Tab move between the
  /// answers, Enter takes the highlighted one, Escape answers no.
  package static let confirm = KeyBindings(confirmRows)

  private static let confirmRows: [KeyBinding<ConfirmCommand>] = [
    KeyBinding("y, Y", [.text("y"), .text("Y")], .answer(true), "answer yes, at once", helpLine: "y yes"),
    KeyBinding("n, N", [.text("n"), .text("N")], .answer(false), "answer no, at once", helpLine: "n no"),
    KeyBinding(
      "←, →, Tab, Shift-Tab",
      [.key(.left, []), .key(.right, []), .key(.tab, []), .key(.backTab, []), .key(.tab, [.shift])], .toggle,
      "move between Yes and No", helpLine: "← → move"),
    KeyBinding(
      "Enter, Ctrl-J", EditingKeys.enter, .choose, "take the highlighted answer", helpLine: "Enter choose"),
    KeyBinding("Escape", [.key(.escape, [])], .cancel, "answer no", helpLine: "Esc no"),
    KeyBinding(
      EditingKeys.interrupt.names, EditingKeys.interrupt.keys, .interrupt, EditingKeys.interrupt.help),
    KeyBinding(EditingKeys.redraw.names, EditingKeys.redraw.keys, .redraw, EditingKeys.redraw.help),
  ]
}
