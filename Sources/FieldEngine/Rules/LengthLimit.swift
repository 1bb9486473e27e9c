/// A maximum length in one unit: "at most 5 characters", "at most 64 UTF-8 bytes".
public struct LengthLimit: Equatable, Hashable, Sendable {
  /// The unit the limit counts in.
  public var unit: LengthUnit
  /// The largest length allowed, at least 0.
  public var maximum: Int

  /// Creates a limit. A negative maximum is a configuration error (`FieldRules.configurationErrors`).
  public init(_ maximum: Int, _ unit: LengthUnit = .characters) {
    self.unit = unit
    self.maximum = maximum
  }
}

/// A set of characters compared whole, with canonical equivalence: precomposed "é" and `e` + U+0301
/// are the same member. Written as the characters it holds: `CharacterClass("AEIOUaeiou")`.
package struct CharacterClass: Equatable, Hashable, Sendable {
  /// The members, as written (Swift's `Character` equality and hashing are canonical).
  package let members: Set<Character>
  /// The text the class was written as, kept for messages ("only AEIOUaeiou").
  package let spelling: String

  /// For each printable ASCII character, whether the class holds it (or an equivalent such as
  /// U+212A KELVIN SIGN for "K"), so most look-ups skip hashing: bit n of word n / 64.
  private let ascii: (UInt64, UInt64)

  /// Creates a class from the characters of a string.
  package init(_ characters: String) {
    spelling = characters
    members = Set(characters)
    var ascii: (UInt64, UInt64) = (0, 0)
    for byte in UInt8(0x20)..<0x7F where members.contains(Character(Unicode.Scalar(byte))) {
      if byte < 64 { ascii.0 |= 1 << UInt64(byte) } else { ascii.1 |= 1 << UInt64(byte - 64) }
    }
    self.ascii = ascii
  }

  /// True when the class holds a character canonically equivalent to `character`.
  package func contains(_ character: Character) -> Bool {
    if let byte = character.asciiValue, byte >= 0x20 && byte < 0x7F {
      return byte < 64 ? ascii.0 & (1 << UInt64(byte)) != 0 : ascii.1 & (1 << UInt64(byte - 64)) != 0
    }
    return members.contains(character)
  }

  /// Two classes are equal when they hold the same characters and are written alike.
  package static func == (lhs: CharacterClass, rhs: CharacterClass) -> Bool {
    lhs.members == rhs.members && lhs.spelling == rhs.spelling
  }

  /// Hashes the members and the spelling.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(members)
    hasher.combine(spelling)
  }
  /// True when the class has no members.
  package var isEmpty: Bool { members.isEmpty }
}

/// A restriction on each character of a field's text. Rules compare by what they are: an allowed
/// or banned set by its characters as written, a rule of your own by its name (its predicate is
/// not compared), so two rules of your own with one name must be the same rule.
public struct CharacterRule: Sendable, Hashable, CustomStringConvertible {
  /// What the rule requires of a character.
  package enum Kind: Sendable {
    /// Only members of the class.
    case allowed(CharacterClass)
    /// Anything but members of the class.
    case banned(CharacterClass)
    /// A predicate of your own, with words for messages ("digits only").
    case custom(name: String, predicate: @Sendable (Character) -> Bool)
  }

  /// The requirement.
  package let kind: Kind

  /// A rule that allows only the characters of `characters`.
  public static func allowed(_ characters: String) -> CharacterRule {
    CharacterRule(kind: .allowed(CharacterClass(characters)))
  }
  /// A rule that refuses the characters of `characters`.
  public static func banned(_ characters: String) -> CharacterRule {
    CharacterRule(kind: .banned(CharacterClass(characters)))
  }
  /// A rule of your own: `.custom("digits only") { $0.isASCII && $0.isNumber }`. The predicate
  /// must depend on the character alone: its answers for printable ASCII are worked out once.
  public static func custom(_ name: String, _ predicate: @escaping @Sendable (Character) -> Bool)
    -> CharacterRule
  {
    CharacterRule(kind: .custom(name: name, predicate: predicate))
  }

  /// True when the rule lets `character` into a field.
  public func permits(_ character: Character) -> Bool {
    switch kind {
    case .allowed(let set): set.contains(character)
    case .banned(let set): !set.contains(character)
    case .custom(_, let predicate): predicate(character)
    }
  }

  /// How messages name the rule.
  package var summary: RuleSummary {
    switch kind {
    case .allowed(let set): .onlyCharacters(set.spelling)
    case .banned(let set): .noCharacters(set.spelling)
    case .custom(let name, _): .custom(name)
    }
  }

  /// The rule in words, as `Wording` puts it.
  public var description: String { Wording.describe(summary) }

  /// Rules are equal when they are the same kind with the same set, or rules of your own with the
  /// same name.
  public static func == (lhs: CharacterRule, rhs: CharacterRule) -> Bool {
    lhs.summary == rhs.summary
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(summary) }
}

/// A character rule reduced to what messages need: comparable and free of closures.
package enum RuleSummary: Equatable, Hashable, Sendable {
  /// Only the characters of the string.
  case onlyCharacters(String)
  /// None of the characters of the string.
  case noCharacters(String)
  /// A rule of the user's own, by name.
  case custom(String)
  /// A whole-text format (pattern, number, mask), in a few words.
  case format(String)
  /// A date format, in a few words, and why it refused what it refused.
  case date(String, DateRefusal)
}
