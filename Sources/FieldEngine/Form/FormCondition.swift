/// When an element or a page of a form is shown: while an earlier element's value is one of some
/// values. A hidden element is not asked and not in the values; a condition on a hidden element
/// does not hold, so a chain of conditions hides everything after the first that fails.
///
/// A text's or a single choice's value must equal one of the values; a multiple choice's holds
/// when one of the values is among the chosen; a yes/no answer's, when it is the answer given.
///
/// ```swift
/// let version = FormElement.select("version", options: ["16", "15"]).when(.equals("database", "postgres"))
/// ```
public struct FormCondition: Hashable, Sendable {
  /// The id of the element whose value decides.
  public let field: String
  /// The values that make the condition hold.
  package let match: Match

  /// What a condition compares with.
  package enum Match: Hashable, Sendable {
    /// Texts: a text's value, a single choice's, or one of a multiple choice's values.
    case texts([String])
    /// Yes/no answers.
    case bools([Bool])
  }

  package init(field: String, match: Match) {
    self.field = field
    self.match = match
  }

  /// Holds while the element `field`'s value is `value` (or, for a multiple choice, includes it).
  public static func equals(_ field: String, _ value: String) -> FormCondition {
    FormCondition(field: field, match: .texts([value]))
  }

  /// Holds while the yes/no element `field` has the answer `value`.
  public static func equals(_ field: String, _ value: Bool) -> FormCondition {
    FormCondition(field: field, match: .bools([value]))
  }

  /// Holds while the element `field`'s value is one of `values` (or, for a multiple choice,
  /// includes one of them).
  public static func isIn(_ field: String, _ values: [String]) -> FormCondition {
    FormCondition(field: field, match: .texts(values))
  }

  /// True when the condition holds for an element's value.
  public func holds(for value: FormValue) -> Bool {
    switch (match, value) {
    case (.texts(let texts), .text(let text)): texts.contains(text)
    case (.texts(let texts), .list(let list)): list.contains(where: texts.contains)
    case (.bools(let bools), .bool(let bool)): bools.contains(bool)
    default: false
    }
  }

  /// The values compared with, as a form file writes them.
  package var describedValues: [String] {
    switch match {
    case .texts(let texts): texts
    case .bools(let bools): bools.map { $0 ? "true" : "false" }
    }
  }
}
