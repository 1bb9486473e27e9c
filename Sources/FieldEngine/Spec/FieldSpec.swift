/// A field described as plain data: what `tfield`'s flags, a form file and the demo all build,
/// and the one way from such a description to a `Field` (`makeField()`) or to a verdict on a
/// value (`violations(of:)`). Every front end goes through here, so the same description gives
/// the same answer everywhere. Its properties are named as `Field` and `FieldRules` name them.
///
/// ```swift
/// var spec = FieldSpec(id: "vowels", label: "Vowels")
/// spec.maxLength = 5
/// spec.allowedCharacters = "AEIOUaeiou"
/// let field = try spec.makeField()
/// ```
public struct FieldSpec: Equatable, Hashable, Sendable {
  /// The field's identifier, unique in its form.
  public var id: String
  /// The label shown beside the field.
  public var label: String
  /// The initial text, set through the paste policy (`Field.initialValueOutcome` says what it
  /// lost).
  public var value: String
  /// Length limits, any number of them, each in its own unit; all must hold (`FieldRules.limits`).
  public var limits: [LengthLimit]
  /// Only these characters are allowed; nil for no such rule, empty is a configuration error.
  public var allowedCharacters: String?
  /// These characters are never allowed; nil for no such rule.
  public var bannedCharacters: String?
  /// What typing does with an edit that does not fit. Default: `.reject`.
  public var typingPolicy: EditPolicy
  /// What paste, yank and the initial value do with text that does not fit. Default: `.filter`.
  public var pastePolicy: EditPolicy
  /// The value must not be empty on submit (`Validator.required`).
  public var required: Bool
  /// The value must have at least this many characters on submit (an empty value passes unless
  /// `required`); nil for no minimum (`Validator.minLength`).
  public var minLength: Int?
  /// An input mask template (see `Mask`); nil for none.
  public var mask: String?
  /// A typed number (see `NumberFormat`); nil for none.
  public var number: NumberFormat?
  /// A pattern checked while typing (see `Pattern`); nil for none. At most one of `mask`,
  /// `number`, `date` and `pattern` may be given.
  public var pattern: String?
  /// A date, a time of day or both (see `DateFormat`); nil for none.
  public var date: DateFormat?
  /// For a date field, the submitted value is written in ISO 8601 (`Field.submitsISO`).
  public var submitsISO: Bool
  /// The text is echoed as one mask glyph per character (`Field.isPassword`).
  public var isPassword: Bool
  /// Text shown dimmed while the field is empty, "" for none (`Field.placeholder`).
  public var placeholder: String
  /// For a mask field, whether the submitted value keeps the literals (the default) or holds the
  /// slots only (`Field.submitsLiterals`).
  public var submitsLiterals: Bool

  /// Creates a description; with only an id, a field that takes anything.
  public init(
    id: String, label: String = "", value: String = "", limits: [LengthLimit] = [],
    allowedCharacters: String? = nil, bannedCharacters: String? = nil, typingPolicy: EditPolicy = .reject,
    pastePolicy: EditPolicy = .filter, required: Bool = false, minLength: Int? = nil, mask: String? = nil,
    number: NumberFormat? = nil, pattern: String? = nil, isPassword: Bool = false, placeholder: String = "",
    submitsLiterals: Bool = true, date: DateFormat? = nil, submitsISO: Bool = false
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.limits = limits
    self.allowedCharacters = allowedCharacters
    self.bannedCharacters = bannedCharacters
    self.typingPolicy = typingPolicy
    self.pastePolicy = pastePolicy
    self.required = required
    self.minLength = minLength
    self.mask = mask
    self.number = number
    self.pattern = pattern
    self.isPassword = isPassword
    self.placeholder = placeholder
    self.submitsLiterals = submitsLiterals
    self.date = date
    self.submitsISO = submitsISO
  }

  /// The maximum length in characters (the seeds' `maxLength`); nil for no such limit.
  public var maxLength: Int? {
    get { limit(in: .characters) }
    set { setLimit(newValue, in: .characters) }
  }

  /// The strictest limit in a unit, or nil.
  public func limit(in unit: LengthUnit) -> Int? {
    limits.strictest(in: unit)
  }

  /// Replaces the limits in a unit with one limit, or removes them when `maximum` is nil.
  public mutating func setLimit(_ maximum: Int?, in unit: LengthUnit) {
    limits.replaceLimits(in: unit, with: maximum)
  }

  /// The restrictions: the limits in the order given, then the allowed set, then the banned set.
  public var rules: FieldRules { rules(format: format) }

  /// The restrictions with the format already built (building a format parses it).
  private func rules(format: Result<TextFormat?, ConfigurationError>) -> FieldRules {
    var characterRules: [CharacterRule] = []
    if let allowedCharacters { characterRules.append(.allowed(allowedCharacters)) }
    if let bannedCharacters { characterRules.append(.banned(bannedCharacters)) }
    // Given whole to the initializer: the rules prepare their characters once.
    return FieldRules(
      limits: limits, characterRules: characterRules, typingPolicy: typingPolicy, pastePolicy: pastePolicy,
      format: try? format.get())
  }

  /// The whole-text format, nil when there is none, or why it cannot be built.
  public var format: Result<TextFormat?, ConfigurationError> {
    let given: [Setting] = [
      mask.map { _ in .mask }, number.map { $0.isDecimal ? .decimal : .integer }, date.map { _ in .date },
      pattern.map { _ in .pattern },
    ]
    .compactMap { $0 }
    if given.count > 1 { return .failure(.severalFormats(given)) }
    do throws(ConfigurationError) {
      if let mask { return .success(try .mask(mask)) }
      if let number { return .success(try .number(number)) }
      if let date { return .success(try .date(date)) }
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
    if errors.isEmpty, let error = rules.unmetDemand(of: validators) { errors.append(error) }
    return (rules, errors)
  }

  /// Builds the field, as `Field(id:label:rules:validators:value:)` does: the initial value goes in
  /// through the paste policy, and the field's `initialValueOutcome` says what it lost (nil when
  /// there was no initial value), so a front end can tell the user.
  ///
  /// - Throws: the first configuration error: a negative length, an empty allowed set.
  public func makeField() throws(ConfigurationError) -> Field {
    let (rules, errors) = built()
    if let error = errors.first { throw error }
    var field = Field(id: id, label: label, rules: rules, validators: validators, value: value)
    field.isPassword = isPassword
    field.placeholder = placeholder
    field.submitsLiterals = submitsLiterals
    field.submitsISO = submitsISO
    return field
  }

  /// Checks a whole value, arriving without typing, against the restrictions and then the
  /// validators; empty when the value is acceptable. The same rules a field built by
  /// `makeField()` enforces and reports, on the text the field would hold: for a mask field
  /// that hands on its value without literals (`submitsLiterals` false), `value` is read as such
  /// a value (`Mask.text(ofRawValue:)`), so a value the field submits passes.
  ///
  /// - Throws: the first configuration error.
  public func violations(of given: String) throws(ConfigurationError) -> [Violation] {
    let (rules, errors) = built()
    if let error = errors.first { throw error }
    let value = submitsLiterals ? given : rules.format?.mask?.text(ofRawValue: given) ?? given
    let characters = value.count
    let format = rules.format.flatMap { $0.violation(of: value) }
    return rules.violations(of: value) + (format.map { [$0] } ?? [])
      + validators.compactMap { $0.check(value, characterCount: characters) }
  }
}
