/// What a field does with an edit that does not fit its rules.
public enum EditPolicy: String, CaseIterable, Sendable, Hashable, Codable {
  /// Refuse the edit whole, as a `maxLength` text field does. The default for typing.
  case reject
  /// Keep the first characters that fit, up to the first that does not (a partial paste).
  case truncate
  /// Drop the characters the character rules refuse, then keep the first that fit the limits.
  /// The default for paste.
  case filter
}

/// Where an edit's text came from; decides the policy and the wording of messages.
package enum EditOrigin: String, Sendable, Hashable, CaseIterable {
  /// A key typed by the user.
  case typing
  /// A paste.
  case paste
  /// Text yanked back from the kill ring.
  case yank
  /// A value set by the program (`Edit.setText`, a form file's value).
  case code
  /// A deletion or kill.
  case deletion
  /// Undo or redo, which restore an earlier state exactly. (A field's history, its past
  /// values, comes back as ``recall``.)
  case undo
  /// A key that rewrites text in place: a case change (Alt-U, Alt-L, Alt-C) or a transposition
  /// (Ctrl-T, Alt-T). Under the typing policy: the user pressed a key.
  case rewrite
  /// A history entry, a search's match or an accepted suggestion, recalled into the field: under
  /// the paste policy, like any text that did not come from the keyboard.
  case recall
}

extension EditOrigin {
  /// Text that arrives in one piece rather than key by key: a paste, a yank, a value from code.
  /// A date field reads such text as a whole date, or takes it whole, or refuses it.
  var givesWholeText: Bool { self == .paste || self == .yank || self == .code }
}
