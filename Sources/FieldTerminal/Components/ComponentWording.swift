/// The words the prompt and the choice list put on the screen, in one place.
enum ComponentWording {
  /// The OK button.
  static let ok = "OK"
  /// The Cancel button.
  static let cancel = "Cancel"
  /// A yes/no question's answers, as buttons.
  static let yesButton = "Yes"
  static let noButton = "No"
  /// A yes/no question's answers in its transcript.
  static let yes = "yes"
  static let no = "no"
  /// The last row of an editable list.
  static let other = "Other…"
  /// The filter row's label.
  static let filter = "Filter: "
  /// The list's help row beside its key table's help line.
  static let typeToFilter = "type to filter"
  /// The title of the prompt for a new item.
  static let newItemTitle = "New item"
  /// The message of the prompt for a new item.
  static let newItemMessage = "Type the new item; Enter adds it to the list."

  /// What the filter's text lost on its way into the new item's field.
  static func fromFilter(_ message: String) -> String { "from the filter: \(message)" }

  /// Enter in a list with no item to choose and no "Other…".
  static func nothingToChoose(filter: String) -> String {
    filter.isEmpty
      ? "the list is empty: nothing to choose" : "no item matches \"\(filter)\": nothing to choose"
  }

  /// "12 of 100000".
  static func count(_ shown: Int, of total: Int) -> String { "\(shown) of \(total)" }

  /// After "Other…": the item was added, or was already there.
  static func added(_ item: String, alreadyThere: Bool) -> String {
    alreadyThere
      ? "\"\(item)\" is already in the list: chosen; Enter confirms"
      : "added \"\(item)\": chosen; Enter confirms"
  }

  /// The title of the demo's prompt for a field.
  static func promptTitle(for label: String) -> String { label.isEmpty ? "Value" : label }

  /// F3 over a password field.
  static let noListForPassword = "a password field has no list: a list would show its values in clear"

  /// The message of the demo's prompt for a field.
  static let promptMessage = "Enter a new value; it goes into the field through its rules."

  /// The screen is too small for the component.
  static func tooSmall(width: Int, height: Int) -> String {
    "make the window larger: this needs \(width)x\(height)"
  }

  /// A transcript's value of a component that was cancelled.
  static let cancelled = "(cancelled)"
  /// A transcript's value of a component that was interrupted.
  static let interrupted = "(interrupted)"
  /// A transcript's value of a component whose time ran out.
  static let timedOut = "(timed out)"
  /// A transcript's value of a password.
  static let hidden = "(hidden)"

  /// The time left before a timeout, shown once it is under 10 seconds: "9 s left".
  static func timeLeft(seconds: Int) -> String { "\(seconds) s left" }

  /// One line of a transcript: "Label: value", or the value alone without a label.
  static func transcriptLine(label: String, value: String) -> String {
    let label = DisplayText.line(label)
    return label.isEmpty ? value : "\(label): \(value)"
  }
}
