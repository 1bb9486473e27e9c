import FieldEngine

/// The words the prompt and the choice list put on the screen, in one place.
package enum ComponentWording {
  /// The OK button.
  package static let ok = "OK"
  /// The Cancel button.
  package static let cancel = "Cancel"
  /// A yes/no question's answers, as buttons.
  package static let yesButton = "Yes"
  package static let noButton = "No"
  /// A yes/no question's answers in its transcript.
  package static let yes = "yes"
  package static let no = "no"
  /// The last row of an editable list.
  package static let other = "Other…"
  /// The query row's label.
  package static let queryLabel = "Query: "
  /// The list's help row beside its key table's help line.
  package static let typeAQuery = "type a query"
  /// Ctrl-X Ctrl-E in a password field, whose text never leaves it.
  package static let passwordNotEdited = "a password is not handed to an editor"
  /// The title of the prompt for a new item.
  package static let newItemTitle = "New item"
  /// The message of the prompt for a new item.
  package static let newItemMessage = "Type the new item; Enter adds it to the list."

  /// What the query's text lost on its way into the new item's field.
  package static func fromQuery(_ message: String) -> String { "from the query: \(message)" }

  /// Enter in a list with no item to choose and no "Other…".
  /// Enter on fewer items than a list of several choices needs; on the screen, with the key
  /// that marks one.
  package static func chooseAtLeast(_ count: Int, drawn: Bool) -> String {
    "choose at least \(count)" + (drawn ? " (Tab marks an item)" : "")
  }

  package static func nothingToChoose(query: String) -> String {
    query.isEmpty
      ? "the list is empty: nothing to choose" : "no item matches \"\(query)\": nothing to choose"
  }

  /// "12 of 100000", "12 of 100000 reading…" while items are read, ", 3 marked" or
  /// ", 3/5 marked" in a list of several choices.
  package static func count(
    _ shown: Int, of total: Int, reading: Bool = false, marked: Int? = nil, limit: Int? = nil
  )
    -> String
  {
    var text = "\(shown) of \(total)"
    if reading { text += " reading…" }
    if let marked { text += limit.map { ", \(marked)/\($0) marked" } ?? ", \(marked) marked" }
    return text
  }

  /// The count in few columns, as fzf's info line writes it: "2/5", "2/5…" while items are
  /// read, "2/5 (1)" with one marked, "2/5 (1/3)" against a limit of 3.
  package static func shortCount(
    _ shown: Int, of total: Int, reading: Bool = false, marked: Int? = nil, limit: Int? = nil
  ) -> String {
    var text = "\(shown)/\(total)"
    if reading { text += "…" }
    if let marked { text += limit.map { " (\(marked)/\($0))" } ?? " (\(marked))" }
    return text
  }

  /// A list's transcript when its chosen items would take too many rows: "3000 chosen".
  package static func chosenCount(_ count: Int) -> String { "\(count) chosen" }

  /// Tab in a list of several choices with the limit reached.
  package static func markLimit(_ limit: Int) -> String {
    "at most \(limit) item\(limit == 1 ? "" : "s") can be marked: Tab on a marked one unmarks it"
  }

  /// Tab in a list of one choice.
  package static let oneChoice = "one item is chosen here: Enter chooses the highlighted one"

  /// Reading the items stopped early.
  package static func readFailed(_ reason: String) -> String { "reading the items stopped: \(reason)" }

  /// A `transform(…)` command printed what is no list of actions.
  package static func transformFailed(_ output: String) -> String {
    "transform printed no actions: \(VisibleText.visible(String(output.prefix(60)), breaks: .spaces))"
  }

  /// After "Other…": the item was added, or was already there.
  package static func added(_ item: String, alreadyThere: Bool) -> String {
    alreadyThere
      ? "\"\(item)\" is already in the list: chosen; Enter confirms"
      : "added \"\(item)\": chosen; Enter confirms"
  }

  /// The title of the demo's prompt for a field.
  package static func promptTitle(for label: String) -> String { label.isEmpty ? "Value" : label }

  /// F3 over a password field.
  package static let noListForPassword = "a password field has no list: a list would show its values in clear"

  /// The message of the demo's prompt for a field.
  package static let promptMessage = "Enter a new value; it goes into the field through its rules."

  /// The screen is too small for the component.
  package static func tooSmall(width: Int, height: Int) -> String {
    "make the window larger: this needs \(width)x\(height)"
  }

  /// A transcript's value of a component that was cancelled.
  package static let cancelled = "(cancelled)"
  /// A transcript's value of a component that was interrupted.
  package static let interrupted = "(interrupted)"
  /// A transcript's value of a component whose time ran out.
  package static let timedOut = "(timed out)"
  /// A transcript's value of a password.
  package static let hidden = "(hidden)"

  /// "page 2 of 3", at the right of a form's title row.
  package static func pageOf(_ number: Int, _ count: Int) -> String { "page \(number) of \(count)" }

  /// A text area's hint in a form: "3 lines · 40/200".
  package static func areaHint(_ area: TextArea) -> String {
    var parts = [area.lines.count == 1 ? "1 line" : "\(area.lines.count) lines"]
    if let most = area.maxLines { parts[0] += " of at most \(most)" }
    if let most = area.maxLength { parts.append("\(area.characterCount)/\(most)") }
    return parts.joined(separator: " · ")
  }

  /// "Other…", or "Other…: blue" with the text typed, as a choice's last row in a form.
  package static func other(_ typed: String) -> String {
    typed.isEmpty ? other : other + ": " + DisplayText.line(typed)
  }

  /// A choice that takes no more.
  package static func atMost(_ most: Int) -> String { "at most \(most) can be chosen" }

  /// In a focused choice's empty box.
  package static let typeToNarrow = "type to narrow the options"
  /// In a choice's box when nothing is chosen.
  package static let noneChosen = "none chosen"
  /// A choice whose options a command is reading.
  package static let loadingOptions = "loading…"
  /// A choice with no options (its command printed none).
  package static let noOptions = "no options"

  /// "3 of 12": the options matching what was typed.
  package static func optionCount(_ shown: Int, of total: Int) -> String {
    total == 0 ? noOptions : "\(shown) of \(total)"
  }

  /// A choice's options command failed: its first line of errors, or its status.
  package static func optionsFailed(_ reason: String) -> String { "options: " + DisplayText.line(reason) }

  /// A form's transcript line for a yes/no answer.
  package static func yesOrNo(_ yes: Bool) -> String { yes ? "yes" : "no" }

  /// What a text area says after a first Escape on a changed text.
  package static let discardChanges = "the text has changed: Escape again discards it"

  /// A text area's transcript: "3 lines", "1 line".
  package static func lineCount(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

  /// The time left before a timeout, shown once it is under 10 seconds: "9 s left".
  package static func timeLeft(seconds: Int) -> String { "\(seconds) s left" }

  /// One line of a transcript: "Label: value", or the value alone without a label; both as one
  /// line of display text (a value's bidi override as `<U+202E>`, `DisplayText.line`).
  package static func transcriptLine(label: String, value: String) -> String {
    let label = DisplayText.line(label)
    let value = DisplayText.line(value)
    return label.isEmpty ? value : "\(label): \(value)"
  }

  // The completion menu's words.

  /// A completion file that cannot be read (the path's controls written out).
  package static func cannotRead(_ path: String, reason: String) -> String {
    "cannot read the completions in \(DisplayText.line(path)): \(reason)"
  }
  /// Why a completion file is not read: it is a directory, a device or a pipe.
  package static let notAFile = "not a regular file (a directory, a device or a pipe)"
  /// A completion file larger than the menu reads: its first `limit` bytes were.
  package static func completionsCut(_ path: String, limit: Int) -> String {
    "completions in \(DisplayText.line(path)): only the first \(HistoryWording.size(limit)) read"
  }
  /// A completion command or directory listing that failed, with the first line of its errors
  /// (their controls written out: a command's stderr is the command's, not ours).
  package static func completionFailed(_ reason: String) -> String {
    "completing failed: \(DisplayText.line(reason))"
  }
  /// The help row's entry in a field with a completer.
  package static let tabCompletes = "Tab complete"
  /// Alt-? in a field without a completer.
  package static let noCompleter = "this field has no completions"
  /// The menu's last row while candidates are read.
  package static let completionReading = "reading candidates…"
  /// The menu's last row when no candidate matches.
  package static let completionNoMatch = "no candidate matches"
  /// The menu's last row: how many match, and its keys.
  package static func completionCount(_ matches: Int, of total: Int) -> String {
    "\(matches)/\(total) · ↑↓ Tab move · Enter take · Esc close"
  }
}
