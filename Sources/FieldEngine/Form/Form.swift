/// Fields in order, with focus, one kill ring for all of them, and submission.
public struct Form: Sendable {
  /// The fields, in display order.
  public private(set) var fields: [Field]
  /// The index of the focused field.
  public private(set) var focusIndex = 0
  /// The kill ring the fields share: kill in one field, yank in another. A password field yanks
  /// from it, and its kills never reach it.
  package private(set) var killRing = KillRing()

  /// Creates a form. Ids must be unique and every field's rules must make sense.
  public init(_ fields: [Field]) throws(FormError) {
    guard !fields.isEmpty else { throw .noFields }
    var seen = Set<String>()
    for field in fields {
      guard seen.insert(field.id).inserted else { throw .duplicateID(field.id) }
      if let error = field.rules.configurationErrors.first { throw .misconfigured(id: field.id, error) }
    }
    self.fields = fields
  }

  /// The focused field.
  public var focused: Field { fields[focusIndex] }

  /// The field with an id, if any.
  public subscript(id: String) -> Field? { fields.first { $0.id == id } }

  /// Every field's submitted value by id (`Field.submittedValue`).
  public var values: [String: String] {
    Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.submittedValue) })
  }

  /// Applies an edit to the focused field, with the form's kill ring; `argument` is readline's
  /// numeric argument, as for `Field.apply(_:argument:)`.
  @discardableResult
  package mutating func apply(_ edit: Edit, argument: Int? = nil) -> EditOutcome {
    fields[focusIndex].killRing = killRing
    let outcome = fields[focusIndex].apply(edit, argument: argument)
    killRing = fields[focusIndex].killRing
    fields[focusIndex].killRing = KillRing()
    return outcome
  }

  /// Applies an edit to the field with an id, which gets focus.
  @discardableResult
  package mutating func apply(_ edit: Edit, to id: String) -> EditOutcome? {
    guard let index = fields.firstIndex(where: { $0.id == id }) else { return nil }
    focusIndex = index
    return apply(edit)
  }

  /// Ends the focused field's run of joining edits (`Field.endEditRun()`).
  public mutating func endEditRun() { fields[focusIndex].endEditRun() }
  /// Changes the field at `index` in place (its history, its suggestion sources); the field
  /// keeps its id.
  public mutating func update<Result>(fieldAt index: Int, _ body: (inout Field) throws -> Result) rethrows
    -> Result
  {
    let id = fields[index].id
    defer { precondition(fields[index].id == id, "a form's field cannot change its id") }
    return try body(&fields[index])
  }

  /// Moves focus to the next field, wrapping after the last.
  public mutating func focusNext() { focusIndex = (focusIndex + 1) % fields.count }
  /// Moves focus to the previous field, wrapping before the first.
  public mutating func focusPrevious() { focusIndex = (focusIndex + fields.count - 1) % fields.count }
  /// Moves focus to a field by index (clamped to the fields).
  public mutating func focus(_ index: Int) { focusIndex = min(max(index, 0), fields.count - 1) }

  /// Every field's failing validators, in field order; empty when the form can be submitted.
  public func validate() -> [(id: String, violations: [Violation])] {
    fields.compactMap { field in
      let violations = field.validate()
      return violations.isEmpty ? nil : (field.id, violations)
    }
  }

  /// Puts each empty field's default value into it (`Field.takeDefaultIfEmpty()`), as
  /// `submit()` does first.
  public mutating func takeDefaults() {
    for index in fields.indices where fields[index].defaultValue != nil {
      fields[index].takeDefaultIfEmpty()
    }
  }

  /// Submits the form: each empty field with a default takes it, then the values by id when
  /// every validator passes; otherwise focus moves to the
  /// first failing field and its violations come back.
  package mutating func submit() -> Result<[String: String], SubmitFailure> {
    takeDefaults()
    guard let failure = validate().first else { return .success(values) }
    focusIndex = fields.firstIndex { $0.id == failure.id } ?? focusIndex
    return .failure(SubmitFailure(id: failure.id, violations: failure.violations))
  }
}

/// Why a form could not be submitted: the first failing field and what fails in it.
package struct SubmitFailure: Error, Equatable, Sendable {
  /// The failing field's id.
  package var id: String
  /// Its failing validators.
  package var violations: [Violation]
}

/// A form that cannot be built.
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A form needs at least one field.
  case noFields
  /// Two fields share an id.
  case duplicateID(String)
  /// A field's rules make no sense.
  case misconfigured(id: String, ConfigurationError)

  /// The error in words.
  public var description: String { Wording.describe(self) }
}
