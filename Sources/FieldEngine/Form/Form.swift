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
  /// Counts the times `shown` changed: a front end keeps what it laid out of a page while this
  /// stays the same.
  package private(set) var shownRevision = 0
  /// How many times the conditions were worked out, each a pass over every element: when the form
  /// is made, and when a value a condition reads changes; never for a key that changes none
  /// (read by the tests).
  package private(set) var shownPasses = 0
  /// The elements a condition names: a change to one of their values shows or hides others.
  private let decisive: Set<Int>
  /// Each element's condition with the index of the element it names, or nil.
  private let conditions: [ResolvedCondition?]
  /// Each page's condition with the index of the element it names, or nil.
  private let pageConditions: [ResolvedCondition?]
  /// For each page, how many pages up to it (itself included) show something now: "page 2 of 3"
  /// without counting the pages at each frame.
  private var pagesShownThrough: [Int]

  /// A condition and the index of the element it names.
  private struct ResolvedCondition: Sendable {
    let element: Int
    let condition: FormCondition
  }

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
    // An element is a large value (its field's rules, text and history): the elements are
    // copied once, into room made for them all, and read in place after that.
    let count = pages.reduce(0) { $0 + $1.elements.count }
    elements.reserveCapacity(count)
    pageOf.reserveCapacity(count)
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
    var conditions: [ResolvedCondition?] = Array(repeating: nil, count: elements.count)
    var pageConditions: [ResolvedCondition?] = Array(repeating: nil, count: headings.count)
    indexByID.reserveCapacity(count)
    for index in elements.indices {
      let id = elements[index].id
      if elements[index].isNote && id.isEmpty { continue }
      guard indexByID[id] == nil else { throw .duplicateID(id) }
      indexByID[id] = index
    }
    for index in elements.indices {
      let id = elements[index].id
      func fail(_ problem: FormError.Problem) -> FormError {
        .invalidElement(index: index, id: id, problem)
      }
      if let error = elements[index].field.rules.configurationErrors.first {
        throw .misconfigured(id: id, error)
      }
      if let problem = Self.problem(of: elements[index], indexByID: indexByID, elements: elements) {
        throw fail(problem)
      }
      if let condition = elements[index].condition {
        if let problem = Self.problem(of: condition, at: index, indexByID: indexByID, elements: elements) {
          throw fail(problem)
        }
        decisive.insert(indexByID[condition.field]!)
        conditions[index] = ResolvedCondition(element: indexByID[condition.field]!, condition: condition)
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
      pageConditions[index] = ResolvedCondition(element: indexByID[condition.field]!, condition: condition)
    }
    self.elements = elements
    self.pages = headings
    self.pageOf = pageOf
    self.indexByID = indexByID
    self.decisive = decisive
    self.conditions = conditions
    self.pageConditions = pageConditions
    self.shown = Array(repeating: true, count: elements.count)
    self.pagesShownThrough = Array(repeating: 0, count: headings.count)
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

  /// Works out again which elements are shown, after a value a condition names changed, and
  /// how many pages show something: one pass over the elements, in order (a condition names only
  /// an element before it, whose `shown` is then already decided).
  package mutating func refreshShown() {
    shownPasses += 1
    var changed = false
    var pagesShown = 0
    for (page, heading) in pages.enumerated() {
      let pageShown = pageConditions[page].map(holds) ?? true
      var showsSomething = false
      for index in heading.elements {
        let isShown = pageShown && (conditions[index].map(holds) ?? true)
        if shown[index] != isShown {
          shown[index] = isShown
          changed = true
        }
        showsSomething = showsSomething || isShown
      }
      if showsSomething { pagesShown += 1 }
      pagesShownThrough[page] = pagesShown
    }
    if changed { shownRevision &+= 1 }
  }

  /// True when a condition holds now: its element is shown and its value matches.
  private func holds(_ resolved: ResolvedCondition) -> Bool {
    guard shown[resolved.element], let value = elements[resolved.element].value else { return false }
    return resolved.condition.holds(for: value)
  }

  /// The number of the pages up to `page` (itself included) that show something now.
  package func pagesShown(through page: Int) -> Int { pagesShownThrough[page] }

  /// Changes element `index` in place, then, when its value changed and a condition names it,
  /// shows and hides what depends on it (a key that changes no such value costs nothing more).
  package mutating func change<Result>(elementAt index: Int, _ body: (inout FormElement) -> Result) -> Result
  {
    let id = elements[index].id
    let decides = decisive.contains(index)
    let before = decides ? elements[index].value : nil
    defer {
      precondition(elements[index].id == id, "a form's element cannot change its id")
      if decides && elements[index].value != before { refreshShown() }
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
    let decides = decisive.contains(index)
    let before = decides ? elements[index].value : nil
    defer { precondition(elements[index].id == id, "a form's field cannot change its id") }
    let result = try body(&elements[index].field)
    if decides && elements[index].value != before { refreshShown() }
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
