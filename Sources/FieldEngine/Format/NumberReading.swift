/// What a number's range check needs from the text read so far, updated one character at a time
/// (`read(_:keeping:)`), so that checking a keystroke costs the same whatever the text's length:
/// the sign, the integer digits after any leading zeros, whether a point came, and the fraction
/// digits. Only as many digits are kept as the bounds have, plus one: the last kept fraction digit
/// is nonzero when any digit from its place on is, which is all a comparison with the bounds can
/// tell apart. The counts are exact.
///
/// The text is already known to have the number's shape (the automaton checks it), so a sign can
/// only come first and a `.` only once.
struct NumberReading: Hashable, Sendable {
  /// Some character has been read: the text is not empty.
  var started = false
  /// The text starts with `-`.
  var negative = false
  /// The first integer digits after the leading zeros, at most `Keep.integer` of them.
  var integer: [UInt8] = []
  /// How many integer digits follow the leading zeros.
  var integerCount = 0
  /// A point has been read.
  var hasPoint = false
  /// The first fraction digits, at most `Keep.fraction` of them; see the type's description.
  var fraction: [UInt8] = []
  /// How many fraction digits have been read.
  var fractionCount = 0

  /// How many digits a reading keeps, from the bounds.
  struct Keep: Hashable, Sendable {
    var integer = 0
    var fraction = 0
  }

  /// Takes one more character of the text.
  mutating func read(_ character: Character, keeping keep: Keep) {
    started = true
    guard let digit = character.wholeNumberValue.map(UInt8.init), character.isASCII else {
      if character == "-" { negative = true }
      if character == "." { hasPoint = true }
      return
    }
    if hasPoint {
      fractionCount += 1
      if fraction.count < keep.fraction {
        fraction.append(digit)
      } else if digit != 0 && keep.fraction > 0 {
        fraction[keep.fraction - 1] = max(fraction[keep.fraction - 1], 1)
      }
    } else if integerCount > 0 || digit != 0 {
      integerCount += 1
      if integer.count < keep.integer { integer.append(digit) }
    }
  }

  /// The value without its sign, as far as the kept digits tell it; exact when `integerCount`
  /// is at most the integer digits kept.
  var magnitude: Magnitude { Magnitude(integer: integer, fraction: fraction) }
}
