/// Everything that describes a field, in one value: its identity (id, label, initial value), its
/// rules (restrictions, policies and at most one format, in `rules`), its validators and how it is
/// shown and handed on. A `Field` holds one (`Field.spec`); `tfield`'s flags, a form file and the
/// demo all build one, so the same description gives the same field and the same verdict on a
/// value (`violations(of:)`) everywhere.
///
/// ```swift
/// var spec = FieldSpec(id: "vowels", label: "Vowels", validators: [.required])
/// spec.rules.maxLength = 5
/// spec.rules.allowedCharacters = "AEIOUaeiou"
/// let field = try spec.makeField()
/// ```
///
/// A field takes one format or none (`rules.format`, a `TextFormat`: a mask, a number, a pattern
/// or a date), so a spec cannot hold two. Specs compare by value; rules and validators of your own
/// compare by their names.
public struct FieldSpec: Equatable, Hashable, Sendable {
  /// The field's identifier, unique in its form.
  public var id: String
  /// The label shown beside the field.
  public var label: String
  /// The initial text, set through the paste policy (`Field.initialValueOutcome` says what it
  /// lost).
  public var value: String
  /// The restrictions, the policies and the format.
  public var rules: FieldRules
  /// The checks that report on a value and never block typing, in order.
  public var validators: [Validator]
  /// The checks that take time (a script, a lookup), run in order after `validators` pass, before
  /// the value is submitted (see `AsyncValidator`). Empty by default.
  public var asyncValidators: [AsyncValidator] = []
  /// The value an empty field submits (Enter on an empty field takes it, through the paste
  /// policy); nil for none. It must pass the field's rules and validators: a default that does
  /// not is a configuration error.
  public var defaultValue: String?
  /// Text shown dimmed while the field is empty, "" for none.
  public var placeholder: String
  /// The text is echoed as one mask glyph per character, and never leaves the field (see
  /// `Field.isPassword`).
  public var isPassword: Bool
  /// For a mask field, whether the submitted value keeps the literals ("(555) 123-4567", the
  /// default) or holds the slots only ("5551234567").
  public var submitsLiterals: Bool
  /// For a date field, whether the submitted value is written in ISO 8601 ("2024-02-29",
  /// "14:30", "2024-02-29T14:30") instead of as typed (the default).
  public var submitsISO: Bool

  /// Creates a description; with only an id, a field that takes anything.
  public init(
    id: String, label: String = "", value: String = "", rules: FieldRules = FieldRules(),
    validators: [Validator] = [], placeholder: String = "", isPassword: Bool = false,
    submitsLiterals: Bool = true, submitsISO: Bool = false
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.rules = rules
    self.validators = validators
    self.placeholder = placeholder
    self.isPassword = isPassword
    self.submitsLiterals = submitsLiterals
    self.submitsISO = submitsISO
  }

  /// The value must not be blank on submit (a character that is not white space): `validators` holds `Validator.required` (first).
  public var required: Bool {
    get { validators.contains(.required) }
    set {
      validators.removeAll { $0 == .required }
      if newValue { validators.insert(.required, at: 0) }
    }
  }

  /// The value must have at least this many characters on submit (an empty value passes unless
  /// `required`); nil for no minimum: `validators`' `Validator.minLength`.
  public var minLength: Int? {
    get {
      validators.lazy.compactMap { if case .minLength(let count) = $0.kind { count } else { nil } }.first
    }
    set {
      let index = validators.firstIndex { if case .minLength = $0.kind { true } else { false } }
      switch (index, newValue) {
      case (let index?, let count?): validators[index] = .minLength(count)
      case (let index?, nil): validators.remove(at: index)
      case (nil, let count?): validators.append(.minLength(count))
      case (nil, nil): break
      }
    }
  }

  /// Everything wrong with the description itself, in declaration order; empty when it makes sense.
  public var configurationErrors: [ConfigurationError] {
    var errors = rules.configurationErrors
    if let minLength, minLength < 0 { errors.append(.negativeMinLength(minLength)) }
    if let minLength,
      let limit = rules.limits.filter({ $0.unit != .columns }).min(by: { $0.maximum < $1.maximum }),
      limit.maximum >= 0, minLength > limit.maximum
    {
      // Columns are left out: a character can take none (U+200B, a lone combining mark).
      errors.append(.unreachableMinLength(minLength, limit))
    }
    if required, let limit = rules.limits.first(where: { $0.maximum == 0 && $0.unit != .columns }) {
      errors.append(.requiredUnderZeroLimit(limit))
    }
    if errors.isEmpty, let error = rules.unmetDemand(of: validators) { errors.append(error) }
    if errors.isEmpty, let defaultValue {
      let broken = checkedViolations(of: defaultValue)
      if !broken.isEmpty { errors.append(.unacceptableDefault(defaultValue, broken)) }
    }
    return errors
  }

  /// Builds the field (`Field(spec:)`): the initial value goes in through the paste policy, and
  /// the field's `initialValueOutcome` says what it lost (nil when there was no initial value),
  /// so a front end can tell the user.
  ///
  /// - Throws: the first configuration error: a negative length, an empty allowed set.
  public func makeField() throws(ConfigurationError) -> Field {
    if let error = configurationErrors.first { throw error }
    return Field(spec: self)
  }

  /// Checks a whole value, arriving without typing, against the restrictions and then the
  /// validators; empty when the value is acceptable. The same rules a field built by
  /// `makeField()` enforces and reports, on the text the field would hold: for a mask field
  /// that hands on its value without literals (`submitsLiterals` false), `value` is read as such
  /// a value (`Mask.text(ofRawValue:)`), so a value the field submits passes.
  ///
  /// - Throws: the first configuration error.
  public func violations(of given: String) throws(ConfigurationError) -> [Violation] {
    if let error = configurationErrors.first { throw error }
    return checkedViolations(of: given)
  }

  /// What `violations(of:)` finds, the configuration taken as sound.
  private func checkedViolations(of given: String) -> [Violation] {
    var value = submitsLiterals ? given : rules.format?.mask?.text(ofRawValue: given) ?? given
    // A date field that hands on its value in ISO 8601 reads it so, back in its layout.
    if submitsISO, !given.isEmpty, let format = rules.format, let layout = format.isoLayout {
      guard let text = format.text(ofISOValue: given) else {
        return [Violation(rule: .iso, message: Wording.notISO(layout: layout))]
      }
      value = text
    }
    let characters = value.count
    let format = rules.format.flatMap { $0.violation(of: value) }
    return rules.violations(of: value) + (format.map { [$0] } ?? [])
      + validators.compactMap { $0.check(value, characterCount: characters) }
  }
}
