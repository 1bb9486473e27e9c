/// A query made ready for matching: each term's text as the units the algorithms compare, and as
/// the bytes the quick check searches for.
struct PreparedQuery: Sendable {
  struct Term: Sendable {
    let kind: ChoiceQuery.Term.Kind
    let isNegated: Bool
    let isCaseSensitive: Bool
    /// True when the item's accents are folded before it is compared.
    let foldsAccents: Bool
    /// True for the last term of its set (every term, when no set has alternatives).
    let endsSet: Bool
    /// The term's characters as units: a single-scalar character is its scalar's value, one of
    /// several scalars a number from `characterIDs`.
    let units: [UInt32]
    /// Each character's UTF-8, for the quick check; `ascii` when every character is one ASCII
    /// byte.
    let characterBytes: [[UInt8]]
    let ascii: [UInt8]?
  }

  let terms: [Term]
  /// True when a term has a character of several scalars: every item is then matched character
  /// by character.
  let needsCharacters: Bool
  /// The numbers of the terms' characters of several scalars (from 0x110000, past every scalar).
  let characterIDs: [Character: UInt32]
  /// Whether some term is case-sensitive, and whether some term ignores case.
  let needsExact: Bool
  let needsFolded: Bool
  /// Whether some term folds accents, case-sensitively and ignoring case.
  let needsFoldedAccentsExact: Bool
  let needsFoldedAccents: Bool
  /// True when a set has more than one term (`|`).
  let hasAlternatives: Bool

  /// How the matches are ordered.
  let order: RankOrder
  /// The scoring scheme.
  let scheme: ChoiceList.Scheme
  /// The columns a term must match within (`--nth`), or nil for the whole item.
  let columns: ColumnScope?

  /// A number no term's character has.
  static let noCharacter: UInt32 = .max

  init(
    _ query: ChoiceQuery, order: RankOrder = .plain, scheme: ChoiceList.Scheme = .default,
    columns: ColumnScope? = nil
  ) {
    self.order = order
    self.scheme = scheme
    self.columns = columns
    var ids: [Character: UInt32] = [:]
    var needsCharacters = false
    var terms: [Term] = []
    let flat = query.termSets.flatMap { set in set.indices.map { (set[$0], $0 == set.count - 1) } }
    for (term, endsSet) in flat {
      var units: [UInt32] = []
      var characterBytes: [[UInt8]] = []
      for character in term.text {
        let scalars = character.unicodeScalars
        if scalars.count == 1 {
          units.append(scalars.first!.value)
        } else {
          needsCharacters = true
          if ids[character] == nil { ids[character] = 0x11_0000 + UInt32(ids.count) }
          units.append(ids[character]!)
        }
        characterBytes.append(Array(String(character).utf8))
      }
      let ascii =
        characterBytes.allSatisfy { $0.count == 1 && $0[0] < 0x80 } ? characterBytes.map { $0[0] } : nil
      terms.append(
        Term(
          kind: term.kind, isNegated: term.isNegated, isCaseSensitive: term.isCaseSensitive,
          foldsAccents: term.foldsAccents, endsSet: endsSet, units: units, characterBytes: characterBytes,
          ascii: ascii))
    }
    self.terms = terms
    self.needsCharacters = needsCharacters
    self.characterIDs = ids
    self.needsExact = terms.contains { $0.isCaseSensitive }
    self.needsFolded = terms.contains { !$0.isCaseSensitive }
    self.needsFoldedAccentsExact = terms.contains { $0.isCaseSensitive && $0.foldsAccents }
    self.needsFoldedAccents = terms.contains { !$0.isCaseSensitive && $0.foldsAccents }
    self.hasAlternatives = query.hasAlternatives
  }

  /// Term `index` alone, as a positive term of its own with the whole item as its column, for
  /// matching it column by column (`ColumnMatcher`).
  init(term index: Int, of query: PreparedQuery) {
    let term = query.terms[index]
    let alone = Term(
      kind: term.kind, isNegated: false, isCaseSensitive: term.isCaseSensitive,
      foldsAccents: term.foldsAccents,
      endsSet: true, units: term.units, characterBytes: term.characterBytes, ascii: term.ascii)
    terms = [alone]
    order = query.order
    scheme = query.scheme
    columns = nil
    characterIDs = query.characterIDs
    needsCharacters = term.units.contains { $0 >= 0x11_0000 }
    needsExact = alone.isCaseSensitive
    needsFolded = !alone.isCaseSensitive
    needsFoldedAccentsExact = alone.isCaseSensitive && alone.foldsAccents
    needsFoldedAccents = !alone.isCaseSensitive && alone.foldsAccents
    hasAlternatives = false
  }

  /// The length an entry of the plain order holds: the item's for `length` ties, 0 otherwise.
  @inline(__always)
  func tie(_ length: Int) -> Int { order.usesLength ? length : 0 }

  /// The unit of a character of an item: its scalar's value when it has one scalar, a term's
  /// number when a term holds it, `noCharacter` otherwise.
  func unit(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if scalars.count == 1 { return scalars.first!.value }
    return characterIDs[character] ?? Self.noCharacter
  }
}
