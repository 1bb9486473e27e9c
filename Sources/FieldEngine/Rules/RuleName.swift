/// The one name of a rule of a field: what a violation says a value breaks (`Violation.rule`), what
/// a configuration error says is at fault (`ConfigurationError.rule`), and what a front end's
/// option sets (`tfield`'s option table names each by a flag and a key: `.limit(.utf8Bytes)` is
/// `--max-bytes` and "maxBytes").
///
/// Static members, so a new rule adds a member and breaks no one's `switch`:
///
/// ```swift
/// let violations = FieldRules(limits: [LengthLimit(8, .utf8Bytes)]).violations(of: "Zürich, Genève")
/// if violations.contains(where: { $0.rule == .limit(.utf8Bytes) }) { print("too long for the column") }
/// ```
///
/// The engine names a rule by what it is, never by a front end's spelling; its `description` is
/// that name ("limit(utf8Bytes)", "allowedCharacters", "validator(even)").
public struct RuleName: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What the rule is known by: one of the engine's own, or a rule of your own by its name.
  private enum Identity: Hashable, Sendable, Codable {
    case builtIn(String)
    case characterRule(String)
    case validator(String)
  }

  private let identity: Identity

  private init(_ identity: Identity) { self.identity = identity }

  private init(_ name: String) { identity = .builtIn(name) }

  /// A maximum length in a unit (`LengthLimit`).
  public static func limit(_ unit: LengthUnit) -> RuleName { RuleName("limit(\(unit.rawValue))") }
  /// The allowed set (`FieldRules.allowedCharacters`).
  public static let allowedCharacters = RuleName("allowedCharacters")
  /// The banned set (`FieldRules.bannedCharacters`).
  public static let bannedCharacters = RuleName("bannedCharacters")
  /// The value must not be blank (`Validator.required`).
  public static let required = RuleName("required")
  /// The value's minimum length (`Validator.minLength`).
  public static let minLength = RuleName("minLength")
  /// An input mask (`TextFormat.mask(_:)`).
  public static let mask = RuleName("mask")
  /// A typed integer (`NumberFormat`).
  public static let integer = RuleName("integer")
  /// A typed decimal (`NumberFormat`).
  public static let decimal = RuleName("decimal")
  /// A number's or a date's minimum.
  public static let minimum = RuleName("minimum")
  /// A number's or a date's maximum.
  public static let maximum = RuleName("maximum")
  /// A decimal's places.
  public static let places = RuleName("places")
  /// A number's digit-group separator, only shown (`NumberFormat.groupSeparator`).
  public static let group = RuleName("group")
  /// A date, a time of day, or both (`DateFormat`).
  public static let date = RuleName("date")
  /// A date field's value handed on in ISO 8601 (`FieldSpec.submitsISO`).
  public static let iso = RuleName("iso")
  /// A pattern (`Pattern`).
  public static let pattern = RuleName("pattern")
  /// The value an empty field submits (`FieldSpec.defaultValue`).
  public static let defaultValue = RuleName("defaultValue")
  /// A form's field must equal another field ("sameAs": a password typed twice).
  public static let sameAs = RuleName("sameAs")
  /// No field ever holds control characters.
  public static let controls = RuleName("controls")
  /// The format (mask, number, pattern, date) is not complete yet.
  public static let formatIncomplete = RuleName("formatIncomplete")
  /// No continuation can complete the format (a deletion left the text so).
  public static let formatInvalid = RuleName("formatInvalid")
  /// A character rule of your own (`CharacterRule.custom`), by its name.
  public static func characterRule(_ name: String) -> RuleName { RuleName(.characterRule(name)) }
  /// A validator of your own (`Validator.custom`), by its name.
  public static func validator(_ name: String) -> RuleName { RuleName(.validator(name)) }

  /// The rules a spec states, which a front end's options set: the limits in every unit, the
  /// character sets, the validators, the formats and their parts.
  public static let stated: [RuleName] =
    LengthUnit.allCases.map(limit)
    + [
      .allowedCharacters, .bannedCharacters, .required, .minLength, .mask, .integer, .decimal, .minimum,
      .maximum, .places, .group, .date, .iso, .pattern, .defaultValue,
    ]

  /// The name of a rule of your own (a character rule or a validator), nil for the engine's.
  public var customName: String? {
    switch identity {
    case .builtIn: nil
    case .characterRule(let name), .validator(let name): name
    }
  }

  /// The engine's name of the rule: "limit(utf8Bytes)", "allowedCharacters",
  /// "characterRule(digits only)".
  public var description: String {
    switch identity {
    case .builtIn(let name): name
    case .characterRule(let name): "characterRule(\(name))"
    case .validator(let name): "validator(\(name))"
    }
  }
}
