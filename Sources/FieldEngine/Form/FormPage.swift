/// A page of a form: a title, a description, its elements, and the condition it is shown under.
/// A form of several pages shows one at a time; leaving a page forward checks it first.
public struct FormPage: Sendable {
  /// The page's title ("" for none), shown as "page 2 of 3: Title".
  public var title: String
  /// Text shown under the title ("" for none).
  public var description: String
  /// Shown only while this holds; nil for always.
  public var condition: FormCondition?
  /// The page's elements, in order.
  public var elements: [FormElement]

  /// A page of elements.
  public init(
    title: String = "", description: String = "", when condition: FormCondition? = nil,
    elements: [FormElement]
  ) {
    self.title = title
    self.description = description
    self.condition = condition
    self.elements = elements
  }
}

/// What a form keeps of a page: its heading and condition, and where its elements are among the
/// form's.
package struct FormPageHeading: Sendable, Equatable {
  package var title: String
  package var description: String
  package var condition: FormCondition?
  /// The page's elements' indices in the form.
  package var elements: Range<Int>
}
