import FieldEngine

extension ComponentCommand {
  /// None: a command type without names of its own binds only readline's edits.
  package static var actionNames: [(name: String, command: Self)] { [] }
  /// None.
  package static var readlineNames: [(name: String, command: Self)] { [] }
}

extension FormCommand {
  /// `input`'s and `form`'s actions.
  package static var actionNames: [(name: String, command: FormCommand)] {
    [
      ("accept", .submit), ("abort", .cancel), ("cancel", .cancel), ("interrupt", .interrupt),
      ("next-field", .nextField), ("previous-field", .previousField), ("up", .previousFieldOrOlderEntry),
      ("down", .nextFieldOrNewerEntry), ("complete", .completeOrNextField),
      ("list-completions", .listCompletions), ("redraw", .redraw), ("suspend", .suspend),
      ("edit-in-editor", .editInEditor), ("open-prompt", .openPrompt), ("open-list", .openList),
      ("toggle-reveal", .toggleReveal),
    ]
  }
  /// readline's names of a form's commands.
  package static var readlineNames: [(name: String, command: FormCommand)] {
    [
      ("accept-line", .submit), ("clear-screen", .redraw), ("redraw-current-line", .redraw),
      ("complete", .completeOrNextField), ("possible-completions", .listCompletions),
      ("insert-completions", .listCompletions), ("edit-and-execute-command", .editInEditor),
    ]
  }
}

extension PromptCommand {
  /// `prompt`'s actions.
  package static var actionNames: [(name: String, command: PromptCommand)] {
    [
      ("accept", .activate), ("abort", .cancel), ("cancel", .cancel), ("interrupt", .interrupt),
      ("next-control", .nextControl), ("previous-control", .previousControl),
      ("up", .previousControlOrOlderEntry), ("down", .nextControlOrNewerEntry),
      ("complete", .completeOrNextControl), ("list-completions", .listCompletions), ("redraw", .redraw),
      ("suspend", .suspend), ("toggle-reveal", .toggleReveal),
    ]
  }
  /// readline's names of a prompt's commands.
  package static var readlineNames: [(name: String, command: PromptCommand)] {
    [
      ("accept-line", .activate), ("clear-screen", .redraw), ("redraw-current-line", .redraw),
      ("complete", .completeOrNextControl), ("possible-completions", .listCompletions),
      ("insert-completions", .listCompletions),
    ]
  }
}

extension ListCommand {
  /// A list's actions by fzf's names (`tfield choose --bind` reads `ListAction` itself).
  package static var actionNames: [(name: String, command: ListCommand)] {
    [
      ("up", .move(.up)), ("down", .move(.down)), ("page-up", .move(.pageUp)),
      ("page-down", .move(.pageDown)),
      ("first", .move(.first)), ("last", .move(.last)), ("accept", .choose), ("abort", .cancel),
      ("cancel", .cancel), ("interrupt", .interrupt), ("redraw", .redraw), ("suspend", .suspend),
    ]
  }
  /// readline's names of a list's commands.
  package static var readlineNames: [(name: String, command: ListCommand)] {
    [("accept-line", .choose), ("clear-screen", .redraw), ("redraw-current-line", .redraw)]
  }
}

extension ConfirmCommand {
  /// `confirm`'s actions.
  package static var actionNames: [(name: String, command: ConfirmCommand)] {
    [
      ("yes", .answer(true)), ("no", .answer(false)), ("toggle", .toggle), ("accept", .choose),
      ("abort", .cancel), ("cancel", .cancel), ("interrupt", .interrupt), ("redraw", .redraw),
    ]
  }
  /// readline's names of a question's commands.
  package static var readlineNames: [(name: String, command: ConfirmCommand)] {
    [("accept-line", .choose), ("clear-screen", .redraw), ("redraw-current-line", .redraw)]
  }
}

extension TextAreaCommand {
  /// `write`'s actions.
  package static var actionNames: [(name: String, command: TextAreaCommand)] {
    [
      ("accept", .submit), ("abort", .cancel), ("cancel", .cancel), ("interrupt", .interrupt),
      ("newline", .edit(.lineBreak)), ("previous-line", .edit(.lineUp)), ("next-line", .edit(.lineDown)),
      ("beginning-of-buffer", .edit(.textStart)), ("end-of-buffer", .edit(.textEnd)), ("redraw", .redraw),
      ("suspend", .suspend), ("edit-in-editor", .editInEditor),
    ]
  }
  /// readline's names of a text area's commands.
  package static var readlineNames: [(name: String, command: TextAreaCommand)] {
    [
      ("accept-line", .edit(.lineBreak)), ("clear-screen", .redraw), ("redraw-current-line", .redraw),
      ("edit-and-execute-command", .editInEditor),
    ]
  }
}
