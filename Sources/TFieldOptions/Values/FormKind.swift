/// The kinds of element a form file's `"kind"` names.
public enum FormKind: String, CaseIterable, Sendable {
  /// A one-line text field (the default).
  case text
  /// A text of several lines, as `tfield write` asks for.
  case area
  /// One of a list of options.
  case select
  /// Any number of a list of options.
  case multiselect
  /// A yes/no question.
  case confirm
  /// Text shown between the others; no value.
  case note

  /// True for a select and a multiselect.
  public var isChoice: Bool { self == .select || self == .multiselect }
}
