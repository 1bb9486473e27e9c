/// A check of a whole value that reports and never blocks typing: required, minimum length, or
/// your own. Validators run on demand (`Field.validate()`) and before a form is submitted.
public struct Validator: Sendable {
  /// What the validator requires.
  public enum Kind: Sendable {
    /// The value must not be empty.
    case required
    /// The value must have at least this many characters (an empty value passes unless required).
    case minLength(Int)
    /// Your own check: returns a message when the value fails, nil when it passes.
    case custom(name: String, check: @Sendable (String) -> String?)
  }

  /// The requirement.
  public let kind: Kind

  /// The value must not be empty.
  public static let required = Validator(kind: .required)
  /// The value must have at least `count` characters.
  public static func minLength(_ count: Int) -> Validator { Validator(kind: .minLength(count)) }
  /// A check of your own; `check` returns the message to show when the value fails.
  public static func custom(_ name: String, _ check: @escaping @Sendable (String) -> String?) -> Validator {
    Validator(kind: .custom(name: name, check: check))
  }

  /// Checks a value whose length in characters is `characterCount`.
  public func check(_ value: String, characterCount: Int) -> Violation? {
    switch kind {
    case .required:
      return characterCount == 0 ? Violation(rule: "required", message: Wording.requiredMissing) : nil
    case .minLength(let minimum):
      guard characterCount > 0 && characterCount < minimum else { return nil }
      return Violation(rule: "minLength", message: Wording.tooShort(minimum: minimum, actual: characterCount))
    case .custom(let name, let check):
      return check(value).map { Violation(rule: name, message: $0) }
    }
  }
}

/// One rule a value breaks, named for programs (`rule`) and worded for people (`message`).
public struct Violation: Equatable, Hashable, Sendable, Codable {
  /// The rule's stable name: "maxLength", "maxScalars", "maxBytes", "maxUTF16", "maxColumns",
  /// "allow", "deny", "controls", "required", "minLength", or a custom rule's name.
  public var rule: String
  /// The English message.
  public var message: String

  /// Creates a violation.
  public init(rule: String, message: String) {
    self.rule = rule
    self.message = message
  }
}
