/// An input mask: a template of slots and literals, filled left to right, one character a slot.
///
/// Template syntax (after .NET's `MaskedTextBox`):
///
/// | Mark | Slot |
/// |------|------|
/// | `0` | a digit, required |
/// | `9` | a digit or a space, optional |
/// | `#` | a digit, `+`, `-` or a space, optional (as .NET's `#`) |
/// | `D` | a digit from 1 to 9, required |
/// | `d` | a digit from 1 to 9 or a space, optional |
/// | `H` | a hexadecimal digit (0-9, a-f, A-F), required |
/// | `h` | a hexadecimal digit or a space, optional |
/// | `L` | a letter, required |
/// | `?` | a letter or a space, optional |
/// | `A` | a letter or digit, required |
/// | `a` | a letter, digit or space, optional |
/// | `&` | any character, required |
/// | `C` | any character or a space, optional |
/// | `>` | letters after it are made upper case (not a slot) |
/// | `<` | letters after it are made lower case (not a slot) |
/// | `|` | letters after it are kept as typed (not a slot) |
/// | `\x` | the literal `x` |
///
/// Upper case marks a required slot and lower case its optional twin (`A`/`a`, `D`/`d`, `H`/`h`),
/// as in .NET and Textual; `#`, as in .NET, is optional. Every other character is a literal;
/// `\D`, `\#` and the like write a mark's character as one (`#`, `D`, `d`, `H` and `h` were
/// literals before these slots came). A space is never typed into a required slot: there it is
/// the blank that a deletion leaves, and the text stays incomplete until it is filled.
///
/// Literals are typed for the user: a typed or pasted
/// character that does not fit the next slot skips ahead over literals and optional slots (which
/// become spaces) to the first slot it fits, and literals right after the last character typed at
/// the end are added at once. So typing `5551234567` into `(999) 000-0000` gives `(555) 123-4567`.
/// Optional slots at the end of the template may be left out, with the literals among and before
/// them (`00-99` takes `12`).
///
/// Editing keeps every character in its slot: a deletion (Backspace, Delete, a kill, a selection
/// replaced) leaves a blank, a space, in each slot it empties, Backspace and Delete step over
/// literals to the slot beyond, and text typed or pasted before the end writes over the
/// characters after the cursor, one for one. Blanks and literals left at the end go.
public struct Mask: Sendable, Hashable {
  /// One position of the template.
  enum Slot: Sendable, Hashable {
    case literal(Character)
    case entry(ClassItem?, required: Bool, casing: Casing)

    /// True for a literal.
    var isLiteral: Bool {
      if case .literal = self { return true }
      return false
    }

    /// True for a slot that must be filled: a literal, or a required entry.
    var isRequired: Bool {
      if case .entry(_, false, _) = self { return false }
      return true
    }

    /// The character this slot takes for `character`, after case conversion; nil when it does not fit.
    func take(_ character: Character) -> Character? {
      switch self {
      case .literal(let literal): return character == literal ? literal : nil
      case .entry(let item, let required, let casing):
        // A space in a required slot is a blank, never a character typed into it.
        if character == " " { return required ? nil : character }
        let converted = casing.apply(character)
        if let item, !item.matches(converted) { return nil }
        return converted
      }
    }
  }

  enum Casing: Sendable, Hashable {
    case keep, upper, lower
    /// The character in the slot's case; kept as it is when that case is more than one character
    /// ("ß" uppercases to "SS", "ŉ" to "ʼN"), which one slot cannot hold.
    func apply(_ character: Character) -> Character {
      let converted: String
      switch self {
      case .keep: return character
      case .upper: converted = String(character).uppercased()
      case .lower: converted = String(character).lowercased()
      }
      return converted.count == 1 ? Character(converted) : character
    }
  }

  /// The template as written.
  public let template: String
  let slots: [Slot]

  /// Reads a template.
  ///
  /// - Throws: `ConfigurationError.invalidMask` for an empty template, a template with no slot, a
  ///   `\` at its end, or a literal that is a control character.
  public init(_ template: String) throws(ConfigurationError) {
    self.template = template
    var slots: [Slot] = []
    var casing = Casing.keep
    var escaped = false
    for character in template {
      if escaped {
        slots.append(.literal(character))
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = true
      case ">": casing = .upper
      case "<": casing = .lower
      case "|": casing = .keep
      case "0": slots.append(.entry(.digit, required: true, casing: casing))
      case "9": slots.append(.entry(.digit, required: false, casing: casing))
      case "#": slots.append(.entry(.digitOrSign, required: false, casing: casing))
      case "D": slots.append(.entry(.nonzeroDigit, required: true, casing: casing))
      case "d": slots.append(.entry(.nonzeroDigit, required: false, casing: casing))
      case "H": slots.append(.entry(.hexDigit, required: true, casing: casing))
      case "h": slots.append(.entry(.hexDigit, required: false, casing: casing))
      case "L": slots.append(.entry(.letter, required: true, casing: casing))
      case "?": slots.append(.entry(.letter, required: false, casing: casing))
      case "A": slots.append(.entry(.word, required: true, casing: casing))
      case "a": slots.append(.entry(.word, required: false, casing: casing))
      case "&": slots.append(.entry(nil, required: true, casing: casing))
      case "C": slots.append(.entry(nil, required: false, casing: casing))
      default: slots.append(.literal(character))
      }
    }
    if escaped { throw .invalidMask(template, problem: "a '\\' at the end escapes nothing") }
    guard slots.contains(where: { if case .entry = $0 { true } else { false } }) else {
      throw .invalidMask(template, problem: "it has no slot to type in (0 9 # D d H h L ? A a & C)")
    }
    for case .literal(let literal) in slots where InputCleaner.needsCleaning(String(literal)) {
      // The mask types its literals for the user: this one would put a control in the field.
      throw .invalidMask(
        template,
        problem: "its literal \(Wording.quote(literal)) is a control character, which no field holds")
    }
    self.slots = slots
  }

  /// The characters of a whole value: one per slot and literal.
  public var length: Int { slots.count }

  /// The automaton of the template: state i is "before slot i"; optional slots at the end can be
  /// skipped to acceptance. With `blanks`, a required slot also reads a space, the blank a
  /// deletion leaves (a mask's own automaton; a date layout's has none).
  func automaton(blanks: Bool) -> Automaton {
    var automaton = Automaton()
    for (index, slot) in slots.enumerated() {
      let test: CharacterTest
      switch slot {
      case .literal(let literal): test = .literal(literal)
      case .entry(let item, let required, let casing):
        test = .slot(item, casing: casing, optional: !required, blank: blanks && required)
      }
      _ = automaton.addState(test, target: index + 1)
    }
    let accept = automaton.addState()
    // The optional slots at the end may be left out, with the literals among and before them
    // (`00-99` takes "12", as Textual's): a text may end at any slot from which only literals
    // and optional slots, one at least, are left.
    var index = slots.count - 1
    var optionalAfter = false
    while index >= 0, !slots[index].isRequired || slots[index].isLiteral {
      if !slots[index].isRequired { optionalAfter = true }
      if optionalAfter { automaton.addEpsilon(from: index, to: accept) }
      index -= 1
    }
    automaton.finish(start: 0, accept: accept)
    return automaton
  }

  /// What to type at slot `position` for `character`: the fill (literals, spaces for optional
  /// slots) and the converted character; nil when it fits no slot ahead.
  func fit(_ character: Character, at position: Int) -> [Character]? {
    var typed: [Character] = []
    var index = position
    while index < slots.count {
      if let taken = slots[index].take(character) { return typed + [taken] }
      switch slots[index] {
      case .literal(let literal): typed.append(literal)
      case .entry(_, false, _): typed.append(" ")
      case .entry(_, true, _): return nil
      }
      index += 1
    }
    return nil
  }

  /// True when `character` is one of the literals right before slot `position`: typed for the
  /// user, so typing it again changes nothing ("(555) " then ")" or " ").
  func isEcho(_ character: Character, before position: Int) -> Bool {
    var index = position - 1
    while index >= 0, case .literal(let literal) = slots[index] {
      if literal == character { return true }
      index -= 1
    }
    return false
  }

  /// True when position `index` of the template is a required slot: a space there is a blank.
  func isRequiredEntry(at index: Int) -> Bool {
    guard index < slots.count, case .entry(_, true, _) = slots[index] else { return false }
    return true
  }

  /// The text after an edit that keeps every other character in its slot (Textual's blank): the
  /// slots of `characters[lower..<upper]` become spaces (the literals stay), `typed` is written
  /// over the characters from `lower` on, one for one (past the end it is added), and the blanks
  /// and literals left at the end go, but for the literals right after the last character,
  /// which typing would have added. So deleting the `1` of "(555) 123-4567" gives
  /// "(555)  23-4567", and deleting its last four characters "(555) 123-".
  func keepingSlots(_ characters: [Character], blanking lower: Int, _ upper: Int, writing typed: [Character])
    -> [Character]
  {
    var result = characters
    for index in lower..<upper where !isLiteral(at: index) { result[index] = " " }
    for (index, character) in zip(lower..., typed) {
      if index < result.count { result[index] = character } else { result.append(character) }
    }
    var end = result.count
    while end > 0, isLiteral(at: end - 1) || result[end - 1] == " " { end -= 1 }
    guard end > 0 else { return [] }
    let kept = result[..<end] + literals(at: end)
    return kept.count <= result.count ? Array(kept) : Array(result[..<end])
  }

  /// True when position `index` of the template is a literal.
  func isLiteral(at index: Int) -> Bool {
    guard index < slots.count, case .literal = slots[index] else { return false }
    return true
  }

  /// The literals that follow slot `position`, up to the next slot.
  func literals(at position: Int) -> [Character] {
    var result: [Character] = []
    var index = position
    while index < slots.count, case .literal(let literal) = slots[index] {
      result.append(literal)
      index += 1
    }
    return result
  }

  /// The text whose value without literals (`rawValue(of:)`) is `raw`: a whole value when there
  /// is one, optional slots taking characters before they are left empty; otherwise `raw` typed
  /// into the mask, a character at a time, as typing fills it ("555" gives "(555) "), with what
  /// fits no slot kept as it is. So the value a field hands on without its literals reads back as
  /// the text the field held.
  public func text(ofRawValue raw: String) -> String {
    let raw = Array(raw)
    // fits[i][j]: slots from i can hold raw from j as a whole value.
    var fits = [[Bool]](repeating: [Bool](repeating: false, count: raw.count + 1), count: slots.count + 1)
    fits[slots.count][raw.count] = true
    for i in stride(from: slots.count - 1, through: 0, by: -1) {
      for j in stride(from: raw.count, through: 0, by: -1) {
        switch slots[i] {
        case .literal: fits[i][j] = fits[i + 1][j]
        case .entry(_, let required, _):
          let takes = j < raw.count && slots[i].take(raw[j]) != nil && fits[i + 1][j + 1]
          // An optional slot is left empty as a space, or, with all after it, left out at the end.
          let trailing = !required && j == raw.count && slots[i...].allSatisfy { !$0.isRequired }
          fits[i][j] = takes || (!required && fits[i + 1][j]) || trailing
        }
      }
    }
    var text = ""
    if fits[0][0] {
      var j = 0
      for (i, slot) in slots.enumerated() {
        if j == raw.count && slots[i...].allSatisfy({ !$0.isRequired }) { break }
        switch slot {
        case .literal(let literal): text.append(literal)
        case .entry:
          if j < raw.count, let taken = slot.take(raw[j]), fits[i + 1][j + 1] {
            text.append(taken)
            j += 1
          } else {
            text.append(" ")
          }
        }
      }
      return text
    }
    var position = 0
    for character in raw {
      guard let typed = fit(character, at: position) else {
        text.append(character)
        position = slots.count
        continue
      }
      text += String(typed)
      position += typed.count
    }
    text += String(literals(at: position))
    return text
  }

  /// The value without its literals, and without the spaces of optional slots left empty:
  /// "(555) 123-4567" gives "5551234567".
  public func rawValue(of text: String) -> String {
    var result = ""
    for (character, slot) in zip(text, slots) {
      if case .entry(_, let required, _) = slot, required || character != " " { result.append(character) }
    }
    return result
  }
}
