/// A form: elements in order (text fields, text areas, choices, yes/no questions, notes), on one
/// page or several, with focus, one kill ring for all its fields, conditions that show an element
/// only while an earlier answer holds, and submission.
///
/// ```swift
/// var form = try Form(pages: [
///   FormPage(title: "Database", elements: [
///     .select("database", label: "Database", options: ["postgres", "sqlite"]),
///     .select("version", label: "Version", options: ["16", "15"]).when(.equals("database", "postgres")),
///   ]),
///   FormPage(title: "Account", elements: [.text(Field(id: "user", label: "User"))]),
/// ])
/// ```
public struct Form: Sendable {
  /// The elements of every page, in display order.
  public internal(set) var elements: [FormElement]
  /// The index of the focused element.
  public internal(set) var focusIndex = 0
  /// The kill ring the fields share: kill in one field, yank in another. A password field yanks
  /// from it, and its kills never reach it.
  package internal(set) var killRing = KillRing()
  /// The pages: headings and the ranges of their elements (one page without a title for a form
  /// made of elements).
  package let pages: [FormPageHeading]
  /// Each element's page.
  package let pageOf: [Int]
  /// Each element's index by id (notes without an id are not in it).
  package let indexByID: [String: Int]
  /// True for each element shown now: its page's condition and its own hold.
  package private(set) var shown: [Bool]
  /// The elements a condition names: a change to one of them shows or hides others.
  private let decisive: Set<Int>

  /// Creates a form of text fields. Ids must be unique and every field's rules must make sense.
  public init(_ fields: [Field]) throws(FormError) {
    try self.init(fields.map(FormElement.text))
  }

  /// Creates a form of one page.
  public init(_ elements: [FormElement]) throws(FormError) {
    try self.init(pages: [FormPage(elements: elements)])
  }

  /// Creates a form of pages, shown one at a time. Every page needs an element; ids must be
  /// unique; conditions may name only an element before them; a choice needs options (or a
  /// command for them), distinct option values, limits it can meet and defaults among its options.
  public init(pages: [FormPage]) throws(FormError) {
    var elements: [FormElement] = []
    var headings: [FormPageHeading] = []
    var pageOf: [Int] = []
    // One page of no elements is a form of none; an empty page among others is a mistake.
    if pages.count <= 1 && pages.allSatisfy({ $0.elements.isEmpty }) { throw .noFields }
    for (index, page) in pages.enumerated() {
      guard !page.elements.isEmpty else { throw .emptyPage(index) }
      let start = elements.count
      elements += page.elements
      pageOf += Array(repeating: index, count: page.elements.count)
      headings.append(
        FormPageHeading(
          title: page.title, description: page.description, condition: page.condition,
          elements: start..<elements.count))
    }
    guard !elements.isEmpty else { throw .noFields }
    var indexByID: [String: Int] = [:]
    var decisive = Set<Int>()
    for (index, element) in elements.enumerated() {
      if element.isNote && element.id.isEmpty { continue }
      guard indexByID[element.id] == nil else { throw .duplicateID(element.id) }
      indexByID[element.id] = index
    }
    for (index, element) in elements.enumerated() {
      func fail(_ problem: FormError.Problem) -> FormError {
        .invalidElement(index: index, id: element.id, problem)
      }
      if let error = element.field.rules.configurationErrors.first {
        throw .misconfigured(id: element.id, error)
      }
      if let problem = Self.problem(of: element, indexByID: indexByID, elements: elements) {
        throw fail(problem)
      }
      if let condition = element.condition {
        if let problem = Self.problem(of: condition, at: index, indexByID: indexByID, elements: elements) {
          throw fail(problem)
        }
        decisive.insert(indexByID[condition.field]!)
      }
    }
    for (index, heading) in headings.enumerated() {
      guard let condition = heading.condition else { continue }
      if let problem = Self.problem(
        of: condition, at: heading.elements.lowerBound, indexByID: indexByID, elements: elements)
      {
        throw .invalidPage(
          index: index, problem == .conditionOnItself ? .conditionOnLater(condition.field) : problem)
      }
      decisive.insert(indexByID[condition.field]!)
    }
    self.elements = elements
    self.pages = headings
    self.pageOf = pageOf
    self.indexByID = indexByID
    self.decisive = decisive
    self.shown = Array(repeating: true, count: elements.count)
    refreshShown()
    focusIndex = firstTarget(from: 0) ?? 0
  }

  /// The focused element.
  public var focusedElement: FormElement { elements[focusIndex] }

  /// The focused element's field (a text field's; a choice's narrowing line).
  public var focused: Field { elements[focusIndex].field }

  /// The text fields, in order (the fields of text elements only).
  public var fields: [Field] {
    elements.compactMap { element in
      if case .text = element.kind { return element.field }
      return nil
    }
  }

  /// The element with an id, if any.
  public subscript(id: String) -> FormElement? { indexByID[id].map { elements[$0] } }

  /// The number of pages.
  public var pageCount: Int { pages.count }

  /// The index of the page shown (the focused element's).
  public var pageIndex: Int { pageOf[focusIndex] }

  /// The values of the elements shown now, notes aside, in order.
  public var values: FormValues {
    FormValues(
      elements.indices.compactMap { index in
        guard shown[index], let value = elements[index].value else { return nil }
        return FormValues.Entry(id: elements[index].id, value: value)
      })
  }

  /// True when element `index` is shown now: its page's condition and its own hold.
  public func isShown(_ index: Int) -> Bool { shown[index] }

  /// Works out again which elements are shown, after a value a condition names changed.
  package mutating func refreshShown() {
    for (page, heading) in pages.enumerated() {
      let pageShown = heading.condition.map(holds) ?? true
      _ = page
      for index in heading.elements {
        shown[index] = pageShown && (elements[index].condition.map(holds) ?? true)
      }
    }
  }

  /// True when a condition holds now: its element is shown and its value matches.
  private func holds(_ condition: FormCondition) -> Bool {
    guard let index = indexByID[condition.field], shown[index], let value = elements[index].value else {
      return false
    }
    return condition.holds(for: value)
  }

  /// Changes element `index` in place, then shows and hides what depends on it.
  package mutating func change<Result>(elementAt index: Int, _ body: (inout FormElement) -> Result) -> Result
  {
    let id = elements[index].id
    defer {
      precondition(elements[index].id == id, "a form's element cannot change its id")
      if decisive.contains(index) { refreshShown() }
    }
    return body(&elements[index])
  }

  /// Applies an edit to the focused element's field, with the form's kill ring; `argument` is
  /// readline's numeric argument, as for `Field.apply(_:argument:)`.
  @discardableResult
  package mutating func apply(_ edit: Edit, argument: Int? = nil) -> EditOutcome {
    let ring = killRing
    let (outcome, newRing) = change(elementAt: focusIndex) { element in
      element.field.killRing = ring
      let outcome = element.field.apply(edit, argument: argument)
      let kept = element.field.killRing
      element.field.killRing = KillRing()
      return (outcome, kept)
    }
    killRing = newRing
    return outcome
  }

  /// Applies an edit to the field with an id, which gets focus.
  @discardableResult
  package mutating func apply(_ edit: Edit, to id: String) -> EditOutcome? {
    guard let index = indexByID[id] else { return nil }
    focusIndex = index
    return apply(edit)
  }

  /// Ends the focused field's run of joining edits (`Field.endEditRun()`).
  public mutating func endEditRun() {
    change(elementAt: focusIndex) { element in
      element.field.endEditRun()
      if case .area(var area) = element.kind {
        area.endEditRun()
        element.kind = .area(area)
      }
    }
  }

  /// Changes the field of the element at `index` in place (its history, its suggestion
  /// sources); the field keeps its id.
  public mutating func update<Result>(fieldAt index: Int, _ body: (inout Field) throws -> Result) rethrows
    -> Result
  {
    let id = elements[index].id
    defer { precondition(elements[index].id == id, "a form's field cannot change its id") }
    let result = try body(&elements[index].field)
    if decisive.contains(index) { refreshShown() }
    return result
  }

  /// Puts each empty field's default value into it (`Field.takeDefaultIfEmpty()`), as
  /// `submit()` does first.
  public mutating func takeDefaults() {
    for index in elements.indices where elements[index].field.defaultValue != nil {
      if case .text = elements[index].kind { elements[index].field.takeDefaultIfEmpty() }
    }
  }
}

/// Why a form could not be submitted, or a page left: the first failing element and what fails
/// in it.
package struct SubmitFailure: Error, Equatable, Sendable {
  /// The failing element's id.
  package var id: String
  /// Its failing checks.
  package var violations: [Violation]
}
