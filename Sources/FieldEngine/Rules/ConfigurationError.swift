/// What is wrong with a field's rules, with what the message needs (`ConfigurationError`'s
/// content, for the package's code to switch over).
package enum ConfigurationProblem: Equatable, Hashable, Sendable {
  /// A limit below zero.
  case negativeLimit(LengthLimit)
  /// An allowed set with no characters: it would silently allow nothing.
  case emptyAllowedSet
  /// An allowed or banned set holding a control character (the first one, as written), which no
  /// field ever holds: it was surely not meant (`--allow "$(printf 'ab\033[2J')"`).
  case controlInSet(Character, banned: Bool)
  /// A minimum length below zero (`FieldSpec.minLength`).
  case negativeMinLength(Int)
  /// A minimum length in characters that a maximum length forbids: every character counts at
  /// least one scalar, UTF-8 byte and UTF-16 code unit, so no text could ever be long enough.
  case unreachableMinLength(Int, LengthLimit)
  /// A required value under a maximum of 0 characters, scalars, bytes or code units: only an
  /// empty value fits, and it is not enough.
  case requiredUnderZeroLimit(LengthLimit)
  /// A required value where the character rules let through only white space (the allowed
  /// set, as written): a value of spaces is blank, and blank is not enough.
  case requiredOnlyBlank(allowed: String)
  /// A pattern outside `Pattern`'s subset, or malformed: the pattern, the position of the
  /// problem in characters from 1, and the problem.
  case invalidPattern(String, position: Int, problem: PatternProblem)
  /// A mask template that cannot be used: the template and why.
  case invalidMask(String, problem: String)
  /// A number format that cannot be used: why.
  case invalidNumber(NumberProblem)
  /// A date format that cannot be used: its layout as written, and why.
  case invalidDate(String, DateProblem)
  /// More than one whole-text format for one field: the formats given (`.mask`, `.integer`,
  /// `.decimal`, `.date`, `.pattern`), in the spec's order.
  case severalFormats([RuleName])
  /// Every character of the allowed set is refused by another character rule, so no character
  /// could ever be typed: the allowed set as written and the rules that refuse its members.
  case noCharacterAllowed(allowed: String, refusedBy: [RuleSummary])
  /// No text the character rules let through completes the format: what the format needs that
  /// a rule refuses (nil when no one thing can be named), and that rule.
  case noValueFits(format: TextFormat, needs: Need?, refusedBy: RuleSummary)
  /// Even the shortest value that completes the format within the character rules breaks a
  /// limit: that value (nil when no one value can be named), its length in the limit's unit, and
  /// the limit.
  case valueTooLong(format: TextFormat, shortest: String?, length: Int, limit: LengthLimit)
  /// Every value the rules let through is shorter than a validator demands (a required value:
  /// every value is empty): the demand, the format (nil for none), the longest such value (nil
  /// when no one value can be named) and its length in characters.
  case demandUnreachable(Demand, format: TextFormat?, longest: String?, length: Int)
  /// Values long enough for a validator exist, but even the shortest of them breaks a limit: the
  /// demand, the format (nil for none), that value (nil when no one value can be named), its
  /// length in the limit's unit, and the limit.
  case demandOverLimit(Demand, format: TextFormat?, shortest: String?, length: Int, limit: LengthLimit)
  /// The default value (`FieldSpec.defaultValue`) breaks the field's rules: the value and what
  /// it breaks.
  case unacceptableDefault(String, [Violation])

  /// What a validator demands of a value's length, counted in the text the user sees.
  package enum Demand: Sendable, Hashable {
    /// A value that is not empty (`Validator.required`).
    case required
    /// A value of at least this many characters (`Validator.minLength`).
    case minLength(Int)

    /// The characters demanded.
    package var minimum: Int {
      switch self {
      case .required: 1
      case .minLength(let minimum): minimum
      }
    }

    /// The rule that makes the demand.
    package var rule: RuleName {
      switch self {
      case .required: .required
      case .minLength: .minLength
      }
    }
  }

  /// What a format needs that a character rule refuses.
  package enum Need: Sendable, Hashable {
    /// This character (a mask's literal, a number's `-` or `.`).
    case character(Character)
    /// Any ASCII digit: the rules refuse them all.
    case digit
  }

  /// The rule at fault.
  var rule: RuleName {
    switch self {
    case .negativeLimit(let limit), .requiredUnderZeroLimit(let limit): .limit(limit.unit)
    case .requiredOnlyBlank: .allowedCharacters
    case .valueTooLong(_, _, _, let limit): .limit(limit.unit)
    case .emptyAllowedSet: .allowedCharacters
    case .controlInSet(_, let banned): banned ? .bannedCharacters : .allowedCharacters
    case .negativeMinLength, .unreachableMinLength: .minLength
    case .invalidPattern: .pattern
    case .invalidMask: .mask
    case .invalidNumber(let problem):
      switch problem {
      case .notANumber(let bound, _, _), .tooManyDigits(let bound, _): bound == .minimum ? .minimum : .maximum
      case .reversed: .minimum
      case .negativePlaces, .placesOnInteger, .noValueWithPlaces: .places
      case .invalidGroupSeparator: .group
      }
    case .invalidDate(_, let problem):
      switch problem.bound {
      case .minimum?: .minimum
      case .maximum?: .maximum
      case nil: .date
      }
    case .severalFormats(let formats): formats.last ?? .pattern
    case .noCharacterAllowed(_, let rules):
      rules.contains { if case .noCharacters = $0 { true } else { false } }
        ? .bannedCharacters : .allowedCharacters
    case .noValueFits(_, _, let rule): rule.rule
    case .demandUnreachable(let demand, _, _, _), .demandOverLimit(let demand, _, _, _, _): demand.rule
    case .unacceptableDefault: .defaultValue
    }
  }
}

/// A mistake in a field's rules, found before any text is checked: its `description` says what
/// is wrong, and `rule` names the rule at fault, so that a front end can name its own spelling of
/// it (a flag, a form-file key).
public struct ConfigurationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with what the message needs.
  package let problem: ConfigurationProblem

  /// The error `problem`.
  package init(_ problem: ConfigurationProblem) { self.problem = problem }

  /// The error in words.
  public var description: String { Wording.describe(problem) }

  /// The rule at fault, which front ends name in their own terms.
  public var rule: RuleName { problem.rule }

  /// A limit below zero.
  package static func negativeLimit(_ limit: LengthLimit) -> ConfigurationError {
    ConfigurationError(.negativeLimit(limit))
  }

  /// An allowed set with no characters: it would silently allow nothing.
  package static let emptyAllowedSet = ConfigurationError(.emptyAllowedSet)

  /// An allowed or banned set holding a control character (the first one, as written), which no
  /// field ever holds: it was surely not meant (`--allow "$(printf 'ab\033[2J')"`).
  package static func controlInSet(_ value: Character, banned: Bool) -> ConfigurationError {
    ConfigurationError(.controlInSet(value, banned: banned))
  }

  /// A minimum length below zero (`FieldSpec.minLength`).
  package static func negativeMinLength(_ count: Int) -> ConfigurationError {
    ConfigurationError(.negativeMinLength(count))
  }

  /// A minimum length in characters that a maximum length forbids: every character counts at
  /// least one scalar, UTF-8 byte and UTF-16 code unit, so no text could ever be long enough.
  package static func unreachableMinLength(_ count: Int, _ limit: LengthLimit) -> ConfigurationError {
    ConfigurationError(.unreachableMinLength(count, limit))
  }

  /// A required value under a maximum of 0 characters, scalars, bytes or code units: only an
  /// empty value fits, and it is not enough.
  package static func requiredUnderZeroLimit(_ limit: LengthLimit) -> ConfigurationError {
    ConfigurationError(.requiredUnderZeroLimit(limit))
  }

  /// A required value where the character rules let through only white space: a value of spaces
  /// is blank, and blank is not enough.
  package static func requiredOnlyBlank(allowed: String) -> ConfigurationError {
    ConfigurationError(.requiredOnlyBlank(allowed: allowed))
  }

  /// A pattern outside `Pattern`'s subset, or malformed: the pattern, the position of the
  /// problem in characters from 1, and the problem.
  package static func invalidPattern(_ text: String, position: Int, problem: PatternProblem)
    -> ConfigurationError
  {
    ConfigurationError(.invalidPattern(text, position: position, problem: problem))
  }

  /// A mask template that cannot be used: the template and why.
  package static func invalidMask(_ text: String, problem: String) -> ConfigurationError {
    ConfigurationError(.invalidMask(text, problem: problem))
  }

  /// A number format that cannot be used: why.
  package static func invalidNumber(_ problem: NumberProblem) -> ConfigurationError {
    ConfigurationError(.invalidNumber(problem))
  }

  /// A date format that cannot be used: its layout as written, and why.
  package static func invalidDate(_ text: String, _ problem: DateProblem) -> ConfigurationError {
    ConfigurationError(.invalidDate(text, problem))
  }

  /// More than one whole-text format for one field: the formats given (`.mask`, `.integer`,
  /// `.decimal`, `.date`, `.pattern`), in the spec's order.
  package static func severalFormats(_ formats: [RuleName]) -> ConfigurationError {
    ConfigurationError(.severalFormats(formats))
  }

  /// The default value breaks the field's rules: the value and what it breaks.
  package static func unacceptableDefault(_ value: String, _ violations: [Violation]) -> ConfigurationError {
    ConfigurationError(.unacceptableDefault(value, violations))
  }

  /// Every character of the allowed set is refused by another character rule, so no character
  /// could ever be typed: the allowed set as written and the rules that refuse its members.
  package static func noCharacterAllowed(allowed: String, refusedBy: [RuleSummary]) -> ConfigurationError {
    ConfigurationError(.noCharacterAllowed(allowed: allowed, refusedBy: refusedBy))
  }

  /// No text the character rules let through completes the format: what the format needs that
  /// a rule refuses (nil when no one thing can be named), and that rule.
  package static func noValueFits(
    format: TextFormat, needs: ConfigurationProblem.Need?, refusedBy: RuleSummary
  ) -> ConfigurationError {
    ConfigurationError(.noValueFits(format: format, needs: needs, refusedBy: refusedBy))
  }

  /// Even the shortest value that completes the format within the character rules breaks a
  /// limit: that value (nil when no one value can be named), its length in the limit's unit, and
  /// the limit.
  package static func valueTooLong(format: TextFormat, shortest: String?, length: Int, limit: LengthLimit)
    -> ConfigurationError
  {
    ConfigurationError(.valueTooLong(format: format, shortest: shortest, length: length, limit: limit))
  }

  /// Every value the rules let through is shorter than a validator demands (a required value:
  /// every value is empty): the demand, the format (nil for none), the longest such value (nil
  /// when no one value can be named) and its length in characters.
  package static func demandUnreachable(
    _ demand: ConfigurationProblem.Demand, format: TextFormat?, longest: String?, length: Int
  ) -> ConfigurationError {
    ConfigurationError(.demandUnreachable(demand, format: format, longest: longest, length: length))
  }

  /// Values long enough for a validator exist, but even the shortest of them breaks a limit: the
  /// demand, the format (nil for none), that value (nil when no one value can be named), its
  /// length in the limit's unit, and the limit.
  package static func demandOverLimit(
    _ demand: ConfigurationProblem.Demand, format: TextFormat?, shortest: String?, length: Int,
    limit: LengthLimit
  ) -> ConfigurationError {
    ConfigurationError(
      .demandOverLimit(demand, format: format, shortest: shortest, length: length, limit: limit))
  }
}

extension RuleSummary {
  /// The rule at fault as a configuration error names it: the allowed or the banned set (a rule
  /// of your own counts as the allowed set, the rules' first).
  var rule: RuleName {
    if case .noCharacters = self { return .bannedCharacters }
    return .allowedCharacters
  }
}
