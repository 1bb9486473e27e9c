extension FieldRules {
  /// Checks a whole value against the restrictions, as if it already were a field's text: every
  /// limit, every character rule (which, with a mask, judges no space), and the absence of control
  /// characters. Used where a value arrives without typing (`tfield check`); costs time in
  /// proportion to the value.
  public func violations(of value: String) -> [Violation] {
    var found: [Violation] = []
    let cleaned = InputCleaner.clean(value)
    if !cleaned.report.isEmpty {
      found.append(Violation(rule: .controls, message: Wording.containsControls(cleaned.report)))
    }
    let metrics = TextMetrics(measuring: value)
    for limit in limits where metrics[limit.unit] > limit.maximum {
      found.append(
        Violation(rule: .limit(limit.unit), message: Wording.overLimit(limit, actual: metrics[limit.unit])))
    }
    for rule in characterRules {
      var refused: [Character] = []
      // In a mask a space is the template's (a literal, or an empty slot), never judged.
      for character in value where !rule.permits(character) && !(character == " " && format?.mask != nil) {
        refused.append(character)
      }
      if !refused.isEmpty {
        found.append(
          Violation(
            rule: rule.violationRule, message: Wording.describe(.characterRefused(refused, rule.summary))))
      }
    }
    return found
  }
}

extension CharacterRule {
  /// How a violation names the rule.
  var violationRule: RuleName {
    switch kind {
    case .allowed: .allowedCharacters
    case .banned: .bannedCharacters
    case .custom(let name, _): .characterRule(name)
    }
  }
}
