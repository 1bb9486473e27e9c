import FieldEngine

extension KeyBindings where Command == FormCommand {
  /// The keys of a single choice in a form: typing narrows its options (the picker's matcher),
  /// ↑ and ↓ move, Enter takes the highlighted option and moves on; then the form's keys.
  package static let formSelect = kindTable(
    optionMoves + [
      KeyBinding(
        "Enter, Ctrl-J", EditingKeys.enter, .takeOption,
        "take the highlighted option (on \"Other…\", the text typed) and move on", helpLine: "Enter take")
    ], editing: true)

  /// The keys of a multiple choice in a form: typing narrows its options, ↑ and ↓ move, Space
  /// chooses or unchooses, Alt-A chooses all and Alt-N none, Enter moves on; then the form's keys.
  package static let formMultiselect = kindTable(
    optionMoves + [
      KeyBinding(
        "Space", [.text(" ")], .toggleOption,
        "choose or unchoose the highlighted option (on \"Other…\", add the text typed)",
        helpLine: "Space choose"),
      KeyBinding("Alt-A", [.key(.character("a"), [.alt])], .chooseAll(true), "choose every option"),
      KeyBinding("Alt-N", [.key(.character("n"), [.alt])], .chooseAll(false), "unchoose every option"),
      KeyBinding(
        "Enter, Ctrl-J", EditingKeys.enter, .takeOption, "keep the choices and move on",
        helpLine: "Enter next"),
    ], editing: true)

  /// The keys of a yes/no question in a form: y and n answer and move on, ← and → switch, Enter
  /// takes the answer shown and moves on; then the form's keys (typing nothing else).
  package static let formConfirm = kindTable(
    [
      KeyBinding(
        "y, Y", [.text("y"), .text("Y")], .answer(true), "answer yes and move on", helpLine: "y yes"),
      KeyBinding(
        "n, N", [.text("n"), .text("N")], .answer(false), "answer no and move on", helpLine: "n no"),
      KeyBinding(
        "←, →", [.key(.left, []), .key(.right, [])], .switchAnswer, "switch between Yes and No",
        helpLine: "← → switch"),
      KeyBinding(
        "Enter, Ctrl-J", EditingKeys.enter, .takeOption, "take the answer shown and move on",
        helpLine: "Enter next"),
    ], editing: false)

  /// The keys on a note (a page of notes only): Enter moves on; then the form's keys.
  package static let formNote = kindTable(
    [KeyBinding("Enter, Ctrl-J", EditingKeys.enter, .takeOption, "move on", helpLine: "Enter next")],
    editing: false)

  /// The keys of a text area in a form: the text area's (`tfield write`'s: Enter breaks the line,
  /// ↑ and ↓ move between lines, Ctrl-D and Alt-Enter submit the form), Tab and Shift-Tab leave it.
  package static let formArea: KeyBindings = {
    let area = KeyBindings<TextAreaCommand>.textArea
    let rows = area.bindings.compactMap { row -> KeyBinding<FormCommand>? in
      let command: FormCommand? =
        switch row.command {
        case .edit(let edit): .areaEdit(edit)
        case .submit: .submit
        case .cancel: .cancel
        case .interrupt: .interrupt
        case .redraw: .redraw
        case .suspend: .suspend
        case .editInEditor: nil
        }
      guard let command else { return nil }
      var mapped = row.map { _ in command }
      if command == .submit {
        mapped.help = "submit the form (on an earlier page: the next page), when its checks pass"
      }
      if command == .cancel { mapped.help = "cancel" }
      return mapped
    }
    return KeyBindings(fieldMoves + rows, arguments: area.argumentBindings)
  }()

  /// The table without its editing rows (the same as a field's): what docs/keys.md lists for a
  /// kind of element.
  package var withoutEditingRows: KeyBindings {
    KeyBindings(
      bindings.filter { row in
        if case .edit = row.command { return false }
        return true
      })
  }

  /// ↑ ↓ Ctrl-P Ctrl-N Page Up Page Down: the highlight in a choice's options.
  private static let optionMoves: [KeyBinding<FormCommand>] = [
    KeyBinding(
      "↑, Ctrl-P", [.key(.up, []), .key(.control("p"), [])], .moveOption(.up), "the previous option",
      helpLine: "↑↓ move"),
    KeyBinding(
      "↓, Ctrl-N", [.key(.down, []), .key(.control("n"), [])], .moveOption(.down), "the next option"),
    KeyBinding("Page Up", [.key(.pageUp, [])], .moveOption(.pageUp), "the options a page up"),
    KeyBinding("Page Down", [.key(.pageDown, [])], .moveOption(.pageDown), "the options a page down"),
  ]

  /// Tab and Shift-Tab between the elements of a form's page (and to the next and previous page).
  private static let fieldMoves: [KeyBinding<FormCommand>] = [
    KeyBinding(
      "Tab", [.key(.tab, [])], .nextField,
      "the next field (after the page's last, the next page; wraps on the last)",
      helpLine: "Tab next"),
    KeyBinding(
      "Shift-Tab", [.key(.backTab, []), .key(.tab, [.shift])], .previousField,
      "the previous field (before the page's first, the previous page)"),
  ]

  /// A kind's rows in front of Tab, Shift-Tab, Escape, Ctrl-C, Ctrl-L and Ctrl-Z, then (for a
  /// kind that is typed in) the editing rows its own rows leave.
  private static func kindTable(_ front: [KeyBinding<FormCommand>], editing: Bool) -> KeyBindings {
    let leaving: Set<FormCommand> = [.cancel, .interrupt, .redraw, .suspend]
    let kept = form.bindings.filter { leaving.contains($0.command) }
    let taken = (front + fieldMoves + kept).flatMap(\.keys)
    let edits =
      editing
      ? EditingKeys.rows(leaving: taken).filter { row in
        !EditingKeys.historyRows.contains { $0.command == row.command }
      }.map { $0.map(FormCommand.edit) } : []
    return KeyBindings(front + fieldMoves + kept + edits, arguments: editing ? EditingKeys.argumentRows : [])
  }
}
