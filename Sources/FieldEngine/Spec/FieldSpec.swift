/// A field described as plain data: what `tfield`'s flags, a form file and the demo all build,
/// and the one way from such a description to a `Field` (`makeField()`) or to a verdict on a
/// value (`violations(of:)`). Every front end goes through here, so the same description gives
/// the same answer everywhere.
///
/// ```swift
/// var spec = FieldSpec(id: "vowels", label: "Vowels")
/// spec.limits[.characters] = 5
/// spec.allow = "AEIOUaeiou"
/// let field = try spec.makeField().field
/// ```
public struct FieldSpec: Equatable, Hashable, Sendable {
  /// The field's identifier, unique in its form.
  public var id: String
  /// The label shown beside the field.
  public var label: String
  /// The initial text, set through the paste policy.
  public var value: String
  /// The maximum length in each unit that has one (`.characters` is the seeds' `maxLength`).
  public var limits: [LengthUnit: Int]
  /// Only these characters are allowed; nil for no such rule, empty is a configuration error.
  public var allow: String?
  /// These characters are never allowed; nil for no such rule.
  public var deny: String?
  /// What typing does with an edit that does not fit.
  public var onType: EditPolicy
  /// What paste, yank and the initial value do with text that does not fit.
  public var onPaste: EditPolicy
  /// The value must not be empty on submit.
  public var required: Bool
  /// The value must have at least this many characters on submit (an empty value passes unless
  /// `required`); nil for no minimum.
  public var minLength: Int?
  /// An input mask template (see `Mask`); nil for none.
  public var mask: String?
  /// A typed number (see `NumberFormat`); nil for none.
  public var number: NumberFormat?
  /// A pattern checked while typing (see `Pattern`); nil for none. At most one of `mask`,
  /// `number` and `pattern` may be given.
  public var pattern: String?
  /// The text is echoed as one mask glyph per character (F4 shows it).
  public var password: Bool
  /// Text shown dimmed while the field is empty; nil for none.
  public var placeholder: String?
  /// A mask field submits its slots only, without the literals.
  public var unmasked = false

  /// Creates a description; with only an id, a field that takes anything.
  public init(
    id: String, label: String = "", value: String = "", limits: [LengthUnit: Int] = [:],
    allow: String? = nil, deny: String? = nil, onType: EditPolicy = .reject, onPaste: EditPolicy = .filter,
    required: Bool = false, minLength: Int? = nil, mask: String? = nil, number: NumberFormat? = nil,
    pattern: String? = nil, password: Bool = false, placeholder: String? = nil
  ) {
    self.mask = mask
    self.number = number
    self.pattern = pattern
    self.password = password
    self.placeholder = placeholder
    self.id = id
    self.label = label
    self.value = value
    self.limits = limits
    self.allow = allow
    self.deny = deny
    self.onType = onType
    self.onPaste = onPaste
    self.required = required
    self.minLength = minLength
  }

  /// The restrictions: limits in `LengthUnit` order, then the allowed set, then the banned set.
  public var rules: FieldRules { rules(format: format) }

  /// The restrictions with the format already built (building a format parses it).
  private func rules(format: Result<TextFormat?, ConfigurationError>) -> FieldRules {
    var characterRules: [CharacterRule] = []
    if let allow { characterRules.append(.allowed(allow)) }
    if let deny { characterRules.append(.banned(deny)) }
    // Given whole to the initializer: the rules prepare their characters once.
    return FieldRules(
      limits: LengthUnit.allCases.compactMap { unit in limits[unit].map { LengthLimit($0, unit) } },
      characterRules: characterRules, typingPolicy: onType, pastePolicy: onPaste,
      format: try? format.get())
  }

  /// The whole-text format, nil when there is none, or why it cannot be built.
  public var format: Result<TextFormat?, ConfigurationError> {
    let given: [Setting] = [
      mask.map { _ in .mask }, number.map { $0.isDecimal ? .decimal : .integer },
      pattern.map { _ in .pattern },
    ]
    .compactMap { $0 }
    if given.count > 1 { return .failure(.severalFormats(given)) }
    do throws(ConfigurationError) {
      if let mask { return .success(try .mask(mask)) }
      if let number { return .success(try .number(number)) }
      if let pattern { return .success(try .pattern(pattern)) }
      return .success(nil)
    } catch {
      return .failure(error)
    }
  }

  /// The validators: required, then the minimum length.
  public var validators: [Validator] {
    var validators: [Validator] = []
    if required { validators.append(.required) }
    if let minLength { validators.append(.minLength(minLength)) }
    return validators
  }

  /// Everything wrong with the description itself, in declaration order; empty when it makes sense.
  public var configurationErrors: [ConfigurationError] { built().errors }

  /// The rules and the configuration errors, the format parsed once for both.
  private func built() -> (rules: FieldRules, errors: [ConfigurationError]) {
    let format = format
    let rules = rules(format: format)
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
    if case .failure(let error) = format { errors.append(error) }
    return (rules, errors)
  }

  /// Builds the field. The initial value goes in through the paste policy, and `valueOutcome` says
  /// what it lost (nil when there was no initial value), so a front end can tell the user.
  ///
  /// - Throws: the first configuration error: a negative length, an empty allowed set.
  public func makeField() throws(ConfigurationError) -> (field: Field, valueOutcome: EditOutcome?) {
    let (rules, errors) = built()
    if let error = errors.first { throw error }
    var field = Field(id: id, label: label, rules: rules, validators: validators)
    field.isPassword = password
    field.placeholder = placeholder ?? ""
    field.submitsLiterals = !unmasked
    guard !value.isEmpty else { return (field, nil) }
    let outcome = field.apply(.setText(value))
    field.history = UndoHistory()
    field.lastAction = .other
    return (field, outcome)
  }

  /// Checks a whole value, arriving without typing, against the restrictions and then the
  /// validators; empty when the value is acceptable. The same rules a field built by
  /// `makeField()` enforces and reports.
  ///
  /// - Throws: the first configuration error.
  public func violations(of value: String) throws(ConfigurationError) -> [Violation] {
    let (rules, errors) = built()
    if let error = errors.first { throw error }
    let characters = value.count
    let format = rules.format.flatMap { $0.violation(for: $0.state(of: value), isEmpty: value.isEmpty) }
    return rules.violations(of: value) + (format.map { [$0] } ?? [])
      + validators.compactMap { $0.check(value, characterCount: characters) }
  }
}
