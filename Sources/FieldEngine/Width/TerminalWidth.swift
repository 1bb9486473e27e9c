/// The package's one width function: how many terminal columns text occupies.
///
/// The widths are those of the C library's `wcwidth` under a UTF-8 locale (the function ncurses
/// uses to place text), read off glibc into a table by `Scripts/generate-width-table.py`, summed over
/// the scalars of a character. Control characters count 0. Examples: "a" 1, "日" 2, "👍🏽" 4,
/// "e" + U+0301 1, "🇯🇵" 2.
package enum TerminalWidth {
  /// The columns one Unicode scalar occupies: 0, 1 or 2.
  @inlinable
  package static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    if value >= 0xA0 && value < 0x300 { return 1 }
    return lookUp(value)
  }

  /// The columns a character occupies: the sum over its scalars.
  package static func columns(of character: Character) -> Int {
    var total = 0
    for scalar in character.unicodeScalars { total += columns(of: scalar) }
    return total
  }

  /// The columns a string occupies: the sum over its scalars.
  package static func columns(of text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += columns(of: scalar) }
    return total
  }

  @usableFromInline
  static func lookUp(_ value: UInt32) -> Int {
    let table = exceptions
    var low = 0
    var high = table.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let entry = table[middle]
      if value < entry.first {
        high = middle - 1
      } else if value > entry.last {
        low = middle + 1
      } else {
        return Int(entry.width)
      }
    }
    return 1
  }
}
