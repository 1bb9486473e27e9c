/// A check of a whole value that reports and never blocks typing: required, minimum length, or
/// your own. Validators run on demand (`Field.validate()`) and before a form is submitted.
///
/// Validators compare by what they check: a minimum length by its count, a validator of your own
/// by its name (its check is not compared), so two of your own with one name must be the same.
public struct Validator: Sendable, Hashable {
  /// What the validator requires.
  package enum Kind: Sendable {
    /// The value must hold a character that is not white space: empty, spaces and line breaks
    /// alone fail.
    case required
    /// The value must have at least this many characters (an empty value passes unless required).
    case minLength(Int)
    /// Your own check: returns a message when the value fails, nil when it passes.
    case custom(name: String, check: @Sendable (String) -> String?)
  }

  /// The requirement.
  package let kind: Kind

  /// The value must hold a character that is not white space.
  public static let required = Validator(kind: .required)
  /// The value must have at least `count` characters.
  public static func minLength(_ count: Int) -> Validator { Validator(kind: .minLength(count)) }
  /// A check of your own; `check` returns the message to show when the value fails.
  public static func custom(_ name: String, _ check: @escaping @Sendable (String) -> String?) -> Validator {
    Validator(kind: .custom(name: name, check: check))
  }

  /// `validators` with `required` first when it is not among them: for a value that is never
  /// blank, whatever the caller asked (a list's new item).
  package static func requiring(_ validators: [Validator]) -> [Validator] {
    validators.contains(.required) ? validators : [.required] + validators
  }

  /// Checks a value whose length in characters is `characterCount`.
  public func check(_ value: String, characterCount: Int) -> Violation? {
    switch kind {
    case .required:
      // Stops at the first character that is not white space: a value of any length is cheap.
      let blank = characterCount == 0 || value.allSatisfy(\.isWhitespace)
      return blank ? Violation(rule: .required, message: Wording.requiredMissing) : nil
    case .minLength(let minimum):
      guard characterCount > 0 && characterCount < minimum else { return nil }
      return Violation(rule: .minLength, message: Wording.tooShort(minimum: minimum, actual: characterCount))
    case .custom(let name, let check):
      return check(value).map { Violation(rule: .validator(name), message: $0) }
    }
  }

  /// What a validator is known by: its kind, and for one of your own its name.
  private enum Identity: Hashable {
    case required
    case minLength(Int)
    case custom(String)
  }

  private var identity: Identity {
    switch kind {
    case .required: .required
    case .minLength(let count): .minLength(count)
    case .custom(let name, _): .custom(name)
    }
  }

  /// Validators are equal when they check the same: both `required`, minimum lengths of one count,
  /// or validators of your own with one name.
  public static func == (lhs: Validator, rhs: Validator) -> Bool { lhs.identity == rhs.identity }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// One rule a value breaks, named for programs (`rule`) and worded for people (`message`).
///
/// The engine names a rule by what it is (`RuleName.limit(.utf8Bytes)`, `.allowedCharacters`),
/// never by a front end's spelling of it: `tfield` prints these as its option names (`maxBytes`,
/// `allow`).
public struct Violation: Equatable, Hashable, Sendable, Codable {
  /// The rule.
  public var rule: RuleName
  /// The English message.
  public var message: String

  /// Creates a violation.
  public init(rule: RuleName, message: String) {
    self.rule = rule
    self.message = message
  }
}
