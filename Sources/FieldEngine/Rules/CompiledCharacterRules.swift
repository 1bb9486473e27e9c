/// A field's character rules compiled for checking many characters: printable ASCII characters
/// are answered from a bitmap worked out once per rule set (so a 1 MiB ASCII paste asks no hash
/// table), everything else by asking the rules in order.
struct CompiledCharacterRules: Sendable {
  /// The rules, in order.
  let rules: [CharacterRule]
  /// Bit n of word n / 64 is set when every rule permits the ASCII character n.
  private let asciiPermitted: (UInt64, UInt64)

  /// Compiles `rules`; with `exemptingSpace` (a mask's field, whose spaces are its template's
  /// literals and empty slots), a space passes whatever the rules say.
  init(_ rules: [CharacterRule], exemptingSpace: Bool = false) {
    self.rules = rules
    var bits: (UInt64, UInt64) = (0, 0)
    for byte in UInt8(0x20)..<0x7F {
      let character = Character(Unicode.Scalar(byte))
      guard (exemptingSpace && byte == 0x20) || rules.allSatisfy({ $0.permits(character) }) else { continue }
      if byte < 64 { bits.0 |= 1 << UInt64(byte) } else { bits.1 |= 1 << UInt64(byte - 64) }
    }
    asciiPermitted = bits
  }

  /// True when there are no rules.
  var isEmpty: Bool { rules.isEmpty }

  /// The index of the first rule that refuses the character, or nil when all permit it.
  func firstRefusing(_ character: Character) -> Int? {
    if let byte = character.asciiValue, byte >= 0x20 && byte < 0x7F {
      let permitted =
        byte < 64
        ? asciiPermitted.0 & (1 << UInt64(byte)) != 0 : asciiPermitted.1 & (1 << UInt64(byte - 64)) != 0
      if permitted { return nil }
    }
    for index in rules.indices where !rules[index].permits(character) { return index }
    return nil
  }
}
