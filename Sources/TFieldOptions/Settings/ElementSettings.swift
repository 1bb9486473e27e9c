import FieldEngine

/// What a form file's element keys set besides the field's spec: its kind, a choice's options and
/// limits, the values chosen at first, a yes/no answer, a note's text, a condition, "sameAs".
public struct ElementSettings: Equatable, Sendable {
  /// `"kind"`.
  public var kind = FormKind.text
  /// `"options"`, in order.
  public var options: [FormOption] = []
  /// `"optionsCmd"`: the command whose output lines are the options.
  public var optionsCommand: String?
  /// `"atLeast"`: a multiselect's least number of choices.
  public var atLeast: Int?
  /// `"atMost"`: a multiselect's most.
  public var atMost: Int?
  /// `"value"` of a select (one) or a multiselect: the values chosen at first.
  public var values: [String]?
  /// `"value"` of a confirm: the answer at first.
  public var answer: Bool?
  /// `"text"`: a note's text.
  public var text: String?
  /// `"when"`: shown only while this holds.
  public var condition: FormCondition?
  /// `"sameAs"`: the id of the text field whose value this one's must equal.
  public var sameAs: String?

  /// No key given.
  public init() {}
}
