import FieldEngine

/// The questions of plain mode, one line each, answered through the same engine as the fields on
/// the screen: a field's value, a yes/no question. (A list: `PlainChoose`.)
package enum PlainQuestions {
  /// Asks for a field's value: "Name (at most 20 characters, required): ". The answer goes into
  /// the field as typed characters under a rejecting policy, then the field's validators run:
  /// nothing is dropped, trimmed or changed silently; a refused character, a changed one (a tab
  /// would become a space) or a failed check is a reason, and the question is asked again. A mask's
  /// literals may be left out, as when typing. With an initial value, an empty answer keeps it.
  ///
  /// - Returns: the field's submitted value (`Field.submittedValue`), or how the question ended.
  package static func field(
    _ field: Field, label: String, on lines: inout some PlainLines
  ) -> PlainEnding<String> {
    filled(field, label: label, on: &lines).map(\.submittedValue)
  }

  /// Asks for a field's value as `field(_:label:on:)` does; the field holding the answer, once
  /// `accepts` also finds no reason to refuse it (a form's checks across its fields).
  static func filled(
    _ field: Field, label: String, on lines: inout some PlainLines,
    accepts: (Field) -> [String] = { _ in [] }
  ) -> PlainEnding<Field> {
    var empty = field.withoutText()
    empty.rules.typingPolicy = .reject
    let initial = field.text.isEmpty ? nil : field
    var question = PlainWording.question(
      label: label, rules: PlainWording.rules(of: field),
      initial: initial.map { $0.isPassword ? nil : $0.text })
    var fallback: Field?
    if initial == nil, let value = field.defaultValue, !value.isEmpty {
      // "Name (Enter for guest): ": an empty answer takes the default.
      question =
        String(question.dropLast(2)) + " ("
        + Wording.enterForDefault(field.isPassword ? "the default" : value) + "): "
      fallback = field
      fallback?.takeDefaultIfEmpty()
    }
    return lines.ask(question, hidden: field.isPassword) { answer in
      let answered = answer.isEmpty ? (initial ?? fallback).map(check) : nil
      return (answered ?? typed(answer, into: empty).flatMap(check)).flatMap { filled in
        let reasons = accepts(filled)
        return reasons.isEmpty ? .success(filled) : .failure(PlainRefusal(reasons))
      }
    }
  }

  /// Asks a yes/no question: "Delete 3 files? [y/N]: ". y, yes, n and no in any case answer;
  /// an empty line takes the default.
  package static func confirm(
    _ message: String, defaultAnswer: Bool, on lines: inout some PlainLines
  ) -> PlainEnding<Bool> {
    lines.ask(PlainWording.confirmQuestion(message, defaultAnswer: defaultAnswer)) { answer in
      switch answer.lowercased() {
      case "": .success(defaultAnswer)
      case "y", "yes": .success(true)
      case "n", "no": .success(false)
      default: .failure(PlainRefusal([PlainWording.notYesOrNo]))
      }
    }
  }

  /// The field with `answer` typed into it a character at a time, or every reason a character
  /// was refused or changed.
  static func typed(_ answer: String, into field: Field) -> Result<Field, PlainRefusal> {
    var field = field
    var reasons: [String] = []
    for character in answer {
      let outcome = field.apply(.insert(String(character)))
      if outcome.status == .refused || outcome.status == .adjusted, let message = outcome.message {
        reasons.append(message)
      }
    }
    return reasons.isEmpty ? .success(field) : .failure(PlainRefusal(reasons))
  }

  /// The field when its validators (and its format's completeness) pass, and then its checks that
  /// take time, waited for.
  static func check(_ field: Field) -> Result<Field, PlainRefusal> {
    var violations = field.validate()
    if violations.isEmpty,
      let failed = CheckRunner.violation(of: field.submittedValue, by: field.asyncValidators)
    {
      violations = [failed]
    }
    return violations.isEmpty ? .success(field) : .failure(PlainRefusal(violations.map(\.message)))
  }
}

/// The words of plain mode, in one place.
enum PlainWording {
  /// A line that is not UTF-8.
  static let notText = "the answer is not UTF-8 text"
  /// A yes/no question answered otherwise.
  static let notYesOrNo = "answer y or n"

  /// "Name (at most 20 characters, required) [Ada]: "; the label "Value" when there is none.
  static func question(label: String, rules: [String], initial: String??) -> String {
    var text = DisplayText.line(label)
    if text.isEmpty { text = "Value" }
    if !rules.isEmpty { text += " (" + rules.joined(separator: ", ") + ")" }
    switch initial {
    case .some(.some(let value)): text += " [" + DisplayText.line(value) + "]"
    case .some(.none): text += " [Enter keeps it]"
    case .none: break
    }
    return text + ": "
  }

  /// A field's rules in words, for its question: "at most 20 characters", "only abc", "integer
  /// from 0 to 130", "required", "at least 2 characters", "not shown" (a password).
  static func rules(of field: Field) -> [String] {
    var parts = field.rules.limits.map { "at most " + Wording.amount($0.maximum, $0.unit) }
    parts += field.rules.characterRules.map { Wording.describe($0.summary) }
    if let format = field.rules.format { parts.append(Wording.describe(format)) }
    for validator in field.validators {
      switch validator.kind {
      case .required: parts.append("required")
      case .minLength(let minimum): parts.append("at least " + Wording.amount(minimum, .characters))
      case .custom(let name, _): parts.append(name)
      }
    }
    if field.isPassword { parts.append("not shown as you type") }
    return parts.map(DisplayText.line)
  }

  /// "Delete 3 files? [y/N]: ", the default in capitals.
  static func confirmQuestion(_ message: String, defaultAnswer: Bool) -> String {
    DisplayText.line(message) + (defaultAnswer ? " [Y/n]: " : " [y/N]: ")
  }

  /// Shown once when fewer than ten seconds are left: "(9 seconds left)".
  static func timeLeft(seconds: Int) -> String { "(\(seconds) second\(seconds == 1 ? "" : "s") left)" }
}
