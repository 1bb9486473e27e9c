extension FieldRules {
  /// Checks a whole value against the restrictions, as if it already were a field's text: every
  /// limit, every character rule, and the absence of control characters. Used where a value arrives
  /// without typing (`tfield check`); costs time in proportion to the value.
  public func violations(of value: String) -> [Violation] {
    var found: [Violation] = []
    let cleaned = InputCleaner.clean(value)
    if !cleaned.report.isEmpty {
      found.append(Violation(rule: "controls", message: Wording.containsControls(cleaned.report)))
    }
    let metrics = TextMetrics(measuring: value)
    for limit in limits where metrics[limit.unit] > limit.maximum {
      found.append(
        Violation(rule: limit.unit.ruleName, message: Wording.overLimit(limit, actual: metrics[limit.unit])))
    }
    for rule in characterRules {
      var refused: [Character] = []
      for character in value where !rule.permits(character) { refused.append(character) }
      if !refused.isEmpty {
        found.append(
          Violation(rule: rule.ruleName, message: Wording.describe(.characterRefused(refused, rule.summary))))
      }
    }
    return found
  }
}

extension LengthUnit {
  /// The rule's name in violations and in the form file: "maxLength", "maxBytes", …
  public var ruleName: String {
    switch self {
    case .characters: "maxLength"
    case .scalars: "maxScalars"
    case .utf8Bytes: "maxBytes"
    case .utf16CodeUnits: "maxUTF16"
    case .columns: "maxColumns"
    }
  }
}

extension CharacterRule {
  /// The rule's name in violations: "allow", "deny", or a custom rule's name.
  public var ruleName: String {
    switch kind {
    case .allowed: "allow"
    case .banned: "deny"
    case .custom(let name, _): name
    }
  }
}
