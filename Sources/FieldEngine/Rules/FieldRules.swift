/// A field's restrictions (checked on every edit, they block it) and its policies.
///
/// The one owner of the rules: a `Field` and a `FieldSpec` hold a `FieldRules` (`field.rules`,
/// `spec.rules`) and declare none of them again. Made in one call, or declared property by
/// property, as a text field's properties are:
///
/// ```swift
/// var rules = FieldRules(maxLength: 5, allowedCharacters: "AEIOUaeiou")
/// rules.limits.append(LengthLimit(64, .utf8Bytes))
/// rules.bannedCharacters = "U"
/// var field = Field(id: "vowels", rules: rules)
/// field.rules.maxLength = 3
/// ```
///
/// Rules compare by what they say: the limits, the character rules (a rule of your own by its
/// name), the policies and the format; what is worked out from them is not compared.
public struct FieldRules: Sendable, Hashable {
  /// Length limits, any number of them, each in its own unit; all must hold.
  public var limits: [LengthLimit] {
    didSet { configurationErrors = findConfigurationErrors() }
  }
  /// Character rules; every character of the text must satisfy each of them, but a space in a
  /// mask's field, which is the template's (see `TextFormat.mask(_:)`).
  public var characterRules: [CharacterRule] {
    didSet {
      compiledCharacterRules = CompiledCharacterRules(characterRules, exemptingSpace: format?.mask != nil)
      configurationErrors = findConfigurationErrors()
    }
  }
  /// The character rules compiled for checking many characters, kept in step with `characterRules`
  /// and `format` (in a mask, a space is the template's, never judged: see `TextFormat.mask(_:)`).
  private(set) var compiledCharacterRules: CompiledCharacterRules
  /// What typing does with an edit that does not fit. Default: `.reject`.
  public var typingPolicy: EditPolicy
  /// What paste, yank and values set from code do with text that does not fit. Default: `.filter`.
  public var pastePolicy: EditPolicy
  /// A whole-text format the text must be able to grow into (pattern, typed number, mask), or nil.
  /// Insertions are taken only while some continuation can be valid; see `TextFormat`.
  public var format: TextFormat? {
    didSet {
      if (format?.mask != nil) != (oldValue?.mask != nil) {
        compiledCharacterRules = CompiledCharacterRules(characterRules, exemptingSpace: format?.mask != nil)
      }
      configurationErrors = findConfigurationErrors()
    }
  }
  /// Configuration errors, in the order they were declared; empty when the rules make sense.
  /// Worked out when the rules change (finding rules no value can satisfy takes a search), so an
  /// edit only reads them.
  public private(set) var configurationErrors: [ConfigurationError] = []

  /// Creates rules; with no arguments, a field that takes anything. `maxLength` adds a limit in
  /// characters to `limits`; the character rules are the allowed set, then the banned set, then
  /// `characterRules`.
  public init(
    maxLength: Int? = nil, limits: [LengthLimit] = [], allowedCharacters: String? = nil,
    bannedCharacters: String? = nil, characterRules: [CharacterRule] = [], typingPolicy: EditPolicy = .reject,
    pastePolicy: EditPolicy = .filter, format: TextFormat? = nil
  ) {
    var characterRules = characterRules
    if let bannedCharacters { characterRules.insert(.banned(bannedCharacters), at: 0) }
    if let allowedCharacters { characterRules.insert(.allowed(allowedCharacters), at: 0) }
    self.format = format
    self.limits = limits + (maxLength.map { [LengthLimit($0, .characters)] } ?? [])
    self.characterRules = characterRules
    self.compiledCharacterRules = CompiledCharacterRules(characterRules, exemptingSpace: format?.mask != nil)
    self.typingPolicy = typingPolicy
    self.pastePolicy = pastePolicy
    configurationErrors = findConfigurationErrors()
  }

  /// The maximum length in characters (a text field's `maxLength`), or nil for no such limit.
  public var maxLength: Int? {
    get { limit(in: .characters) }
    set { setLimit(newValue, in: .characters) }
  }

  /// Only these characters are allowed (a text field's `allowedChars`); nil for no such rule,
  /// empty is a configuration error. The allowed set is checked before any other character rule.
  public var allowedCharacters: String? {
    get { spelling { if case .allowed(let set) = $0 { set } else { nil } } }
    set {
      replaceRule(newValue.map(CharacterRule.allowed), first: true) {
        if case .allowed = $0 { true } else { false }
      }
    }
  }

  /// These characters are never allowed (a text field's `bannedChars`); nil for no such rule.
  public var bannedCharacters: String? {
    get { spelling { if case .banned(let set) = $0 { set } else { nil } } }
    set {
      replaceRule(newValue.map(CharacterRule.banned), first: false) {
        if case .banned = $0 { true } else { false }
      }
    }
  }

  /// The strictest limit in a unit, or nil.
  public func limit(in unit: LengthUnit) -> Int? {
    limits.lazy.filter { $0.unit == unit }.map(\.maximum).min()
  }

  /// Replaces the limits in a unit with one limit, or removes them when `maximum` is nil.
  public mutating func setLimit(_ maximum: Int?, in unit: LengthUnit) {
    var kept = limits.filter { $0.unit != unit }
    if let maximum { kept.append(LengthLimit(maximum, unit)) }
    limits = kept
  }

  /// The policy that applies to text from an origin.
  package func policy(for origin: EditOrigin) -> EditPolicy {
    switch origin {
    case .typing, .rewrite: typingPolicy
    case .paste, .yank, .code, .recall: pastePolicy
    case .deletion, .undo: .reject
    }
  }

  /// Negative limits and empty allowed sets in the order declared; then, when there are none,
  /// rules no value can satisfy.
  private func findConfigurationErrors() -> [ConfigurationError] {
    var errors: [ConfigurationError] = []
    for limit in limits where limit.maximum < 0 { errors.append(.negativeLimit(limit)) }
    for rule in characterRules {
      if case .allowed(let set) = rule.kind, set.isEmpty { errors.append(.emptyAllowedSet) }
      let set: (members: CharacterClass, banned: Bool)? =
        switch rule.kind {
        case .allowed(let set): (set, false)
        case .banned(let set): (set, true)
        case .custom: nil
        }
      if let set, InputCleaner.needsCleaning(set.members.spelling),
        let control = set.members.spelling.first(where: { InputCleaner.needsCleaning(String($0)) })
      {
        errors.append(.controlInSet(control, banned: set.banned))
      }
    }
    return errors.isEmpty ? unsatisfiable() : errors
  }

  /// Throws the first configuration error, if any. (Validation is something else: validators
  /// check a value, `Field.validate()`.)
  public func checkConfiguration() throws(ConfigurationError) {
    if let error = configurationErrors.first { throw error }
  }

  /// The first character rule that refuses `character`, or nil when all permit it.
  func firstRuleRefusing(_ character: Character) -> CharacterRule? {
    compiledCharacterRules.firstRefusing(character).map { characterRules[$0] }
  }

  /// Rules are equal when their limits, character rules, policies and formats are.
  public static func == (lhs: FieldRules, rhs: FieldRules) -> Bool {
    lhs.limits == rhs.limits && lhs.characterRules == rhs.characterRules
      && lhs.typingPolicy == rhs.typingPolicy && lhs.pastePolicy == rhs.pastePolicy
      && lhs.format == rhs.format
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(limits)
    hasher.combine(characterRules)
    hasher.combine(typingPolicy)
    hasher.combine(pastePolicy)
    hasher.combine(format)
  }

  private func spelling(_ match: (CharacterRule.Kind) -> CharacterClass?) -> String? {
    for rule in characterRules { if let set = match(rule.kind) { return set.spelling } }
    return nil
  }

  /// Replaces the rules `matching` picks with `rule` (first, or last), in one change of
  /// `characterRules`.
  private mutating func replaceRule(
    _ rule: CharacterRule?, first: Bool, matching: (CharacterRule.Kind) -> Bool
  ) {
    var rules = characterRules.filter { !matching($0.kind) }
    if let rule { rules.insert(rule, at: first ? 0 : rules.endIndex) }
    characterRules = rules
  }
}
