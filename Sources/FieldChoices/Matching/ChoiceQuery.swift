/// A query over a choice list, read as fzf reads its extended-search syntax: terms separated by
/// spaces, each of which an item must satisfy.
///
/// | Term | Matches items that |
/// | --- | --- |
/// | `lnx` | hold `l`, `n`, `x` in that order (fuzzy; with ``Mode-swift.enum/exact``, the substring) |
/// | `'lnx` | hold the substring `lnx` (with `.exact`: fuzzy instead) |
/// | `^lnx` | start with `lnx` |
/// | `lnx$` | end with `lnx` |
/// | `^lnx$` | are `lnx` |
/// | `!lnx` | do not hold the substring `lnx` (`!^lnx`, `!lnx$`: do not start, end with it; `!'lnx`: do not hold it fuzzily) |
///
/// `\ ` is a space inside a term. A term with an uppercase letter is case-sensitive; one
/// without ignores case (smart case, decided term by term). Terms compare whole characters with
/// canonical equivalence: `e` does not find the `e` of `e` + U+0301, and `é` typed precomposed
/// finds it. `|` (fzf's "or") is not special: it is a term like any other.
///
/// An item's score is the sum of its terms' scores (fzf's, see ``ChoiceList``); a negated term
/// adds nothing.
public struct ChoiceQuery: Equatable, Sendable {
  /// How a plain term (without `'`) matches.
  public enum Mode: Equatable, Hashable, Sendable {
    /// The term's characters in order, anywhere (fzf's default).
    case fuzzy
    /// The term as a substring (fzf's `--exact`); `'` makes a term fuzzy.
    case exact
  }

  /// One term of a query.
  package struct Term: Equatable, Sendable {
    /// Where a term must be found.
    public enum Kind: Equatable, Hashable, Sendable {
      /// Its characters in order.
      case fuzzy
      /// As a substring.
      case exact
      /// At the start.
      case prefix
      /// At the end.
      case suffix
      /// As the whole item.
      case equal
    }

    /// Where the term must be found.
    public var kind: Kind
    /// True for `!`: the item must not match the term.
    public var isNegated: Bool
    /// The term's text, without its syntax (`'`, `^`, `$`, `!`), in Unicode's composed form
    /// (NFC), lowercased unless the term is case-sensitive.
    public var text: String
    /// True when the term as typed held an uppercase letter.
    public var isCaseSensitive: Bool

    /// Creates a term.
    public init(kind: Kind, isNegated: Bool = false, text: String, isCaseSensitive: Bool = false) {
      self.kind = kind
      self.isNegated = isNegated
      self.text = text
      self.isCaseSensitive = isCaseSensitive
    }
  }

  /// The query as typed.
  public let text: String
  /// How plain terms match.
  public let mode: Mode
  /// The terms, in order.
  package let terms: [Term]

  /// Reads a query.
  public init(_ text: String, mode: Mode = .fuzzy) {
    self.text = text
    self.mode = mode
    self.terms = Self.parse(text, mode: mode)
  }

  /// True when the query has no terms: every item matches, in the list's order.
  public var isEmpty: Bool { terms.isEmpty }

  /// The terms of a query, as fzf 0.38's `parseTerms` reads them (without `|`).
  static func parse(_ text: String, mode: Mode) -> [Term] {
    // "\ " is a space inside a term; runs of spaces separate terms.
    var tokens: [String] = []
    var current = ""
    var escaped = false
    for character in text {
      if escaped {
        if character != " " { current.append("\\") }
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == " " {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    if !current.isEmpty { tokens.append(current) }

    return tokens.compactMap { token in
      let lowered = token.lowercased()
      let caseSensitive = lowered != token
      var text = Substring(caseSensitive ? token : lowered)
      var kind: Term.Kind = mode == .fuzzy ? .fuzzy : .exact
      var negated = false
      if text.hasPrefix("!") {
        negated = true
        kind = .exact
        text = text.dropFirst()
      }
      if text != "$" && text.hasSuffix("$") {
        kind = .suffix
        text = text.dropLast()
      }
      if text.hasPrefix("'") {
        kind = mode == .fuzzy && !negated ? .exact : .fuzzy
        text = text.dropFirst()
      } else if text.hasPrefix("^") {
        kind = kind == .suffix ? .equal : .prefix
        text = text.dropFirst()
      }
      guard !text.isEmpty else { return nil }
      return Term(
        kind: kind, isNegated: negated, text: String(decoding: String(text)._nfcCodeUnits, as: UTF8.self),
        isCaseSensitive: caseSensitive)
    }
  }

  /// True when every item this query matches is matched by `previous` too, so that a list can
  /// search only `previous`'s matches: each of `previous`'s terms is kept, or grown at its end
  /// in a way that can only match fewer items; new terms may follow.
  package func narrows(_ previous: ChoiceQuery) -> Bool {
    guard mode == previous.mode, terms.count >= previous.terms.count else { return false }
    for (old, new) in zip(previous.terms, terms) where old != new {
      guard old.kind == new.kind, !old.isNegated, !new.isNegated,
        old.isCaseSensitive == false
          || new.isCaseSensitive
      else { return false }
      // A case-sensitive term is narrowed only by one that is too (the guard), in its own case.
      let oldCharacters = Array(old.text)
      let newCharacters = Array(old.isCaseSensitive ? new.text : new.text.lowercased())
      switch old.kind {
      case .fuzzy: guard Self.isSubsequence(oldCharacters, of: newCharacters) else { return false }
      case .exact: guard Self.isSubstring(oldCharacters, of: newCharacters) else { return false }
      case .prefix: guard newCharacters.starts(with: oldCharacters) else { return false }
      case .suffix:
        guard newCharacters.reversed().starts(with: oldCharacters.reversed()) else { return false }
      case .equal: return false
      }
    }
    return true
  }

  /// How much higher than its score under `previous` an item's score under this query can be,
  /// when this query grows `previous` at the ends of its fuzzy terms (typing at the end) or adds
  /// terms; nil otherwise. A character added to a fuzzy term adds at most 16 and a bonus of 10,
  /// and fzf's score of a one-character term (which stops at its first word start) may be 4 below
  /// its best; a new term scores at most 36 for its first character and 26 for each further one.
  func scoreIncrease(from previous: ChoiceQuery) -> Int32? {
    guard narrows(previous) else { return nil }
    var increase: Int32 = 0
    for (index, term) in terms.enumerated() {
      let length = Int32(term.text.count)
      guard index < previous.terms.count else {
        if !term.isNegated { increase += 36 + 26 * (length - 1) }
        continue
      }
      let old = previous.terms[index]
      if old == term { continue }
      guard old.kind == .fuzzy, term.kind == .fuzzy else { return nil }
      let oldCharacters = Array(old.text)
      let newCharacters = Array(old.isCaseSensitive ? term.text : term.text.lowercased())
      guard newCharacters.starts(with: oldCharacters) else { return nil }
      increase += 26 * Int32(newCharacters.count - oldCharacters.count) + (oldCharacters.count == 1 ? 4 : 0)
    }
    return increase
  }

  private static func isSubsequence(_ part: [Character], of whole: [Character]) -> Bool {
    var index = 0
    for character in whole where index < part.count && part[index] == character { index += 1 }
    return index == part.count
  }

  private static func isSubstring(_ part: [Character], of whole: [Character]) -> Bool {
    guard part.count <= whole.count else { return false }
    return (0...whole.count - part.count).contains { whole[$0..<$0 + part.count].elementsEqual(part) }
  }
}
