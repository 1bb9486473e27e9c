import FieldEngine

extension ListMove {
  /// fzf's name of the action that moves so (`up`, `page-down`, `first`).
  package var fzfName: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .pageUp: "page-up"
    case .pageDown: "page-down"
    case .first: "first"
    case .last: "last"
    }
  }
}

extension ListAction {
  /// fzf 0.74's name of the action as a command it runs sees it in `FZF_ACTION` (`Name()` of its
  /// action type: `first` for `top`, `backward-delete-char-eof` for `backward-delete-char/eof`);
  /// nil for an action that runs a command (`execute`, `reload`, `transform…`, `become`,
  /// `change-preview`), which fzf leaves out of `FZF_ACTION`.
  package var fzfName: String? {
    switch self {
    case .move(let move): move.fzfName
    case .toggle: "toggle"
    case .toggleAll: "toggle-all"
    case .selectAll: "select-all"
    case .deselectAll: "deselect-all"
    case .accept: "accept"
    case .abort: "abort"
    case .clearQuery: "clear-query"
    case .ignore: "ignore"
    case .preview(let action): action.name
    case .execute, .executeSilent, .reload, .reloadSync, .transform, .become, .change(.preview, _): nil
    case .history(let older): older ? "prev-history" : "next-history"
    case .change(let text, _): "change-\(text.name)"
    case .search(let state): ["enable-search", "disable-search", "toggle-search"][state.index]
    case .binding(let state, _): ["rebind", "unbind", "toggle-bind"][state.index]
    case .trigger: "trigger"
    case .put: "put"
    case .position: "pos"
    case .halfPage(let up): up ? "half-page-up" : "half-page-down"
    case .acceptNonEmpty: "accept-non-empty"
    case .edit(let edit): Self.fzfName(of: edit)
    case .deleteOrAbort(let forward): forward ? "delete-char-eof" : "backward-delete-char-eof"
    case .print: "print"
    case .acceptOrPrintQuery: "accept-or-print-query"
    case .toggleWrap: "toggle-wrap"
    case .toggleWrapWord: "toggle-wrap-word"
    case .toggleHscroll: "toggle-hscroll"
    case .toggleMultiLine: "toggle-multi-line"
    case .toggleSort: "toggle-sort"
    case .offset(let offset):
      ["offset-up", "offset-down", "offset-middle"][offset == .up ? 0 : offset == .down ? 1 : 2]
    case .bell: "bell"
    case .exclude(let marked): marked ? "exclude-multi" : "exclude"
    case .track(let change): change.rawValue
    case .input(let state): ["show-input", "hide-input", "toggle-input"][state.index]
    case .mark(let marks): marks ? "select" : "deselect"
    case .clearMarks: "clear-selection"
    case .toggleAndMove(let move): move.rawValue
    case .markedStep(let down): down ? "next-selected" : "prev-selected"
    case .clearScreen: "clear-screen"
    case .printQuery: "print-query"
    case .replaceQuery: "replace-query"
    case .close: "close"
    case .header(let state): ["show-header", "hide-header", "toggle-header"][state.index]
    }
  }

  /// fzf's name of an edit of the query: `char` for typed text, the editing action's name for
  /// the others fzf has; nil for an edit fzf has no action for (undo, a transpose).
  package static func fzfName(of edit: Edit) -> String? {
    if case .insert = edit.operation { return "char" }
    return editingNames.first { ReadlineFunctions.edit(named: $0) == edit }
      ?? subwordEdits.first { $0.edit == edit }?.name
  }
}

extension ListCommand {
  /// fzf's name of the action a key of the list's own table runs, as `FZF_ACTION` names it
  /// (Tab's `toggle-down`, Enter's `accept`, a letter's `char`); nil for one fzf has no name for.
  package var fzfName: String? {
    switch self {
    case .edit(let edit): ListAction.fzfName(of: edit)
    case .move(let move): move.fzfName
    case .mark(let move): "toggle-" + move.fzfName
    case .choose: "accept"
    case .cancel: "abort"
    case .interrupt: "abort"
    case .redraw: "clear-screen"
    case .suspend: "suspend"
    case .preview(let action): action.name
    }
  }
}

extension ListSwitch {
  /// 0 for on, 1 for off, 2 for toggle.
  fileprivate var index: Int {
    switch self {
    case .on: 0
    case .off: 1
    case .toggle: 2
    }
  }
}
