/// A mistake in a field's rules, found before any text is checked. Each case carries what its
/// message needs, and `rule` names the rule at fault, so that a front end
/// can name its own spelling of it (a flag, a form-file key).
public enum ConfigurationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
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

  /// What a validator demands of a value's length, counted in the text the user sees.
  public enum Demand: Sendable, Hashable {
    /// A value that is not empty (`Validator.required`).
    case required
    /// A value of at least this many characters (`Validator.minLength`).
    case minLength(Int)

    /// The characters demanded.
    public var minimum: Int {
      switch self {
      case .required: 1
      case .minLength(let minimum): minimum
      }
    }

    /// The rule that makes the demand.
    public var rule: RuleName {
      switch self {
      case .required: .required
      case .minLength: .minLength
      }
    }
  }

  /// What a format needs that a character rule refuses.
  public enum Need: Sendable, Hashable {
    /// This character (a mask's literal, a number's `-` or `.`).
    case character(Character)
    /// Any ASCII digit: the rules refuse them all.
    case digit
  }

  /// The error in words.
  public var description: String { Wording.describe(self) }

  /// The rule at fault, which front ends name in their own terms.
  public var rule: RuleName {
    switch self {
    case .negativeLimit(let limit), .requiredUnderZeroLimit(let limit): .limit(limit.unit)
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
    }
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
