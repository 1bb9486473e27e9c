/// What kind of character a unit of an item is, for the bonus of a match there: a word starts
/// after a space or a delimiter, at a camelCase hump, at the first digit of a number. The classes
/// and the bonuses are fzf's (0.74, its `src/algo/algo.go`), so that a list ranks as fzf does.
enum CharacterClass: UInt8, Sendable {
  /// A space, a tab, a line break (and U+0085, U+00A0, and every other White_Space character).
  case white = 0
  /// Anything that is not a letter, a digit, a space or a delimiter: `-`, `_`, `.`, `(` …
  case nonWord
  /// `/` `,` `:` `;` `|`.
  case delimiter
  /// A lowercase letter.
  case lower
  /// An uppercase letter.
  case upper
  /// Another letter (titlecase, modifier, CJK and other letters without case).
  case letter
  /// A digit or another number.
  case number

  /// The class before an item's first character: as if after a space.
  static let initial = CharacterClass.white

  /// The class before an item's first character under a scheme: after a `/` for paths.
  static func initial(_ scheme: ChoiceList.Scheme) -> CharacterClass { scheme == .path ? .delimiter : .white }

  /// The class of an ASCII byte under a scheme: for paths only `/` is a delimiter.
  static func ascii(_ byte: UInt8, _ scheme: ChoiceList.Scheme) -> CharacterClass {
    let base = ascii[Int(byte & 0x7F)]
    return scheme == .path && base == .delimiter && byte != UInt8(ascii: "/") ? .nonWord : base
  }

  /// The class of each ASCII byte.
  static let ascii: [CharacterClass] = (0..<128).map { value in
    switch UInt8(value) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
    case UInt8(ascii: "0")...UInt8(ascii: "9"): .number
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: .white
    case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
      .delimiter
    default: .nonWord
    }
  }

  /// The class of a scalar: ASCII from the table, others from their general category (as Go's
  /// `unicode.IsLower`, `IsUpper`, `IsNumber`, `IsLetter`, `IsSpace` decide in fzf).
  static func of(_ scalar: Unicode.Scalar) -> CharacterClass {
    if scalar.isASCII { return ascii[Int(scalar.value)] }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .lowercaseLetter: return .lower
    case .uppercaseLetter: return .upper
    case .decimalNumber, .letterNumber, .otherNumber: return .number
    case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
    default: return properties.isWhitespace ? .white : .nonWord
    }
  }
}

/// The scores of a match: fzf 0.74's constants, and the bonus of a position from the classes of
/// the unit before it and its own.
enum MatchScore {
  /// Each matched unit.
  static let match: Int32 = 16
  /// The first unit of a gap between matched units.
  static let gapStart: Int32 = -3
  /// Every further unit of a gap.
  static let gapExtension: Int32 = -1
  /// A word start after a character that is not a word character.
  static let boundary: Int32 = match / 2
  /// A unit that is not a word character itself.
  static let nonWord: Int32 = match / 2
  /// A camelCase hump, or the first digit after something that is not a digit.
  static let camel123: Int32 = boundary + gapExtension
  /// The least bonus a unit in a run of consecutive matches gets.
  static let consecutive: Int32 = -(gapStart + gapExtension)
  /// The first unit of the query counts its bonus this many times.
  static let firstCharacterMultiplier: Int32 = 2
  /// A word start after a space, or the item's first unit.
  static let boundaryWhite: Int32 = boundary + 2
  /// A word start after a delimiter (`/ , : ; |`).
  static let boundaryDelimiter: Int32 = boundary + 1

  /// The bonus of a unit of class `current` after one of class `previous`, for every pair
  /// (`previous * 7 + current`), under the default scheme.
  static let table: [Int32] = table(.default)

  /// The bonus of every pair of classes under a scheme, then (at 49) the scheme's bonus of a
  /// word start after a space (`whiteBonus`) and (at 50) its class before an item's first unit.
  static func table(_ scheme: ChoiceList.Scheme) -> [Int32] {
    var table = [Int32](repeating: 0, count: 51)
    for previous in 0..<7 {
      for current in 0..<7 {
        table[previous * 7 + current] = bonus(
          CharacterClass(rawValue: UInt8(previous))!, CharacterClass(rawValue: UInt8(current))!, scheme)
      }
    }
    table[49] = whiteBonus(scheme)
    table[50] = Int32(CharacterClass.initial(scheme).rawValue)
    return table
  }

  /// A word start after a space (and an item's start, for `exact` and `equal`), by scheme: fzf's
  /// `bonusBoundaryWhite`.
  static func whiteBonus(_ scheme: ChoiceList.Scheme) -> Int32 {
    scheme == .default ? boundaryWhite : boundary
  }

  /// A word start after a delimiter, by scheme: fzf's `bonusBoundaryDelimiter`.
  static func delimiterBonus(_ scheme: ChoiceList.Scheme) -> Int32 {
    scheme == .history ? boundary : boundaryDelimiter
  }

  /// fzf's `bonusFor`, under a scheme (fzf 0.74's `algo.Init`). Since fzf 0.73 a unit that is
  /// not a word character starts a word as a letter does: `.` of ".vimrc" (the item's first
  /// unit) or of "/.vimrc" takes the bonus after a space or a delimiter, not only `nonWord`.
  static func bonus(
    _ previous: CharacterClass, _ current: CharacterClass, _ scheme: ChoiceList.Scheme = .default
  )
    -> Int32
  {
    if current.rawValue >= CharacterClass.nonWord.rawValue {
      switch previous {
      case .white: return whiteBonus(scheme)
      case .delimiter: return delimiterBonus(scheme)
      case .nonWord: return boundary
      default: break
      }
    }
    if previous == .lower && current == .upper || previous != .number && current == .number {
      return camel123
    }
    // As in fzf 0.74, a delimiter counts as a unit that is not a word character after a letter.
    switch current {
    case .nonWord, .delimiter: return nonWord
    case .white: return whiteBonus(scheme)
    default: return 0
    }
  }
}
