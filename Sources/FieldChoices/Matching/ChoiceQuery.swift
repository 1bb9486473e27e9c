/// A query over a choice list, read as fzf reads its extended-search syntax: terms separated by
/// spaces, each of which an item must satisfy.
///
/// | Term | Matches items that |
/// | --- | --- |
/// | `lnx` | hold `l`, `n`, `x` in that order (fuzzy; with ``Mode-swift.enum/exact``, the substring) |
/// | `'lnx` | hold the substring `lnx` (with `.exact`: fuzzy instead) |
/// | `'lnx'` | hold the substring `lnx` as a word: no letter or digit just before or after it (fzf 0.55's exact-boundary term; `'lnx'` finds "a lnx-b", not "lnxb") |
/// | `^lnx` | start with `lnx` |
/// | `lnx$` | end with `lnx` |
/// | `^lnx$` | are `lnx` |
/// | `!lnx` | do not hold the substring `lnx` (`!^lnx`, `!lnx$`: do not start, end with it; `!'lnx`: do not hold it fuzzily) |
/// | `a \| b` | satisfy `a` or `b` (terms joined by a lone `\|`; each side any of the forms above) |
///
/// `|` binds tighter than the space: `src lib | test` is `src` and (`lib` or `test`), and an
/// item's score for an "or" is the score of its first term the item satisfies (a negated one
/// scores 0), as in fzf. A `|` at the start of the query, after another `|` or at its end is a
/// term like any other.
///
/// `\ ` is a space inside a term. A term with an uppercase letter is case-sensitive; one
/// without ignores case (smart case, decided term by term; ``CaseMatching`` overrides
/// it). Terms compare whole characters with canonical equivalence, and, unless
/// `foldsAccents` is false (`tfield choose --literal`), fold accents as fzf
/// does (its table of 461 Latin letters and 95 fullwidth forms): `resume` finds "résumé" (precomposed or with U+0301), `muhlenhoff`
/// finds "Mühlenhoff". A term that has an accented letter itself is matched without folding:
/// `é` finds "é", not "e". Case is decided before folding: `Émile` is case-sensitive.
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

  /// Whether terms ignore case. A struct with static members, so that a new way breaks no
  /// `switch`.
  public struct CaseMatching: Hashable, Sendable {
    /// The ways.
    enum Kind { case smart, insensitive, sensitive }

    let kind: Kind

    /// A term with an uppercase letter is case-sensitive, one without ignores case (fzf's
    /// default).
    public static let smart = CaseMatching(kind: .smart)
    /// Every term ignores case (fzf's `-i`).
    public static let insensitive = CaseMatching(kind: .insensitive)
    /// Every term is case-sensitive (fzf's `+i`).
    public static let sensitive = CaseMatching(kind: .sensitive)
  }

  /// One term of a query.
  package struct Term: Equatable, Sendable {
    /// Where a term must be found.
    package enum Kind: Equatable, Hashable, Sendable {
      /// Its characters in order.
      case fuzzy
      /// As a substring.
      case exact
      /// As a substring with a word boundary at both ends (`'lnx'`, fzf's `termExactBoundary`).
      case exactBoundary
      /// At the start.
      case prefix
      /// At the end.
      case suffix
      /// As the whole item.
      case equal
    }

    /// Where the term must be found.
    package var kind: Kind
    /// True for `!`: the item must not match the term.
    package var isNegated: Bool
    /// The term's text, without its syntax (`'`, `^`, `$`, `!`), in Unicode's composed form
    /// (NFC), lowercased unless the term is case-sensitive.
    package var text: String
    /// True when the term is case-sensitive (smart case: it held an uppercase letter).
    package var isCaseSensitive: Bool
    /// True when the item's accents are folded before it is compared (the term itself has no
    /// letter that folds).
    package var foldsAccents: Bool

    /// Creates a term.
    package init(
      kind: Kind, isNegated: Bool = false, text: String, isCaseSensitive: Bool = false,
      foldsAccents: Bool = true
    ) {
      self.kind = kind
      self.isNegated = isNegated
      self.text = text
      self.isCaseSensitive = isCaseSensitive
      self.foldsAccents = foldsAccents
    }
  }

  /// The query as typed.
  public let text: String
  /// How plain terms match.
  public let mode: Mode
  /// Whether terms ignore case.
  public let caseMatching: CaseMatching
  /// Whether terms fold accents (fzf's default; `--literal` turns it off).
  public let foldsAccents: Bool
  /// The terms in their sets: an item must satisfy every set, and a set when it satisfies one of
  /// its terms (terms joined by `|`).
  package let termSets: [[Term]]

  /// Reads a query.
  public init(
    _ text: String, mode: Mode = .fuzzy, caseMatching: CaseMatching = .smart, foldsAccents: Bool = true
  ) {
    self.text = text
    self.mode = mode
    self.caseMatching = caseMatching
    self.foldsAccents = foldsAccents
    self.termSets = Self.parse(text, mode: mode, caseMatching: caseMatching, foldsAccents: foldsAccents)
  }

  /// Every term, set after set.
  package var terms: [Term] { termSets.flatMap { $0 } }

  /// True when the query has no terms: every item matches, in the list's order.
  public var isEmpty: Bool { termSets.isEmpty }

  /// True when a set has more than one term.
  var hasAlternatives: Bool { termSets.contains { $0.count > 1 } }

  /// The term sets of a query, as fzf 0.74's `parseTerms` reads them.
  static func parse(
    _ text: String, mode: Mode, caseMatching: CaseMatching = .smart, foldsAccents: Bool = true
  )
    -> [[Term]]
  {
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

    var sets: [[Term]] = []
    var set: [Term] = []
    // A new term starts a new set, unless it follows a `|`.
    var switchSet = false
    var afterBar = false
    for token in tokens {
      let composed = String(decoding: token._nfcCodeUnits, as: UTF8.self)
      let lowered = composed.lowercased()
      let caseSensitive =
        switch caseMatching.kind {
        case .smart: lowered != composed
        case .insensitive: false
        case .sensitive: true
        }
      let folds = foldsAccents && AccentFolding.fold(lowered) == lowered
      if !set.isEmpty && !afterBar && token == "|" {
        switchSet = false
        afterBar = true
        continue
      }
      afterBar = false
      guard let term = term(caseSensitive ? composed : lowered, mode: mode) else { continue }
      if switchSet {
        sets.append(set)
        set = []
      }
      var made = term
      made.isCaseSensitive = caseSensitive
      made.foldsAccents = folds
      set.append(made)
      switchSet = true
    }
    if !set.isEmpty { sets.append(set) }
    return sets
  }

  /// A token read as a term (its syntax taken off), or nil when nothing is left.
  private static func term(_ token: String, mode: Mode) -> Term? {
    var text = Substring(token)
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
    if text.count > 2 && text.hasPrefix("'") && text.hasSuffix("'") {
      kind = .exactBoundary
      text = text.dropFirst().dropLast()
    } else if text.hasPrefix("'") {
      kind = mode == .fuzzy && !negated ? .exact : .fuzzy
      text = text.dropFirst()
    } else if text.hasPrefix("^") {
      kind = kind == .suffix ? .equal : .prefix
      text = text.dropFirst()
    }
    guard !text.isEmpty else { return nil }
    return Term(kind: kind, isNegated: negated, text: String(text))
  }

  /// True when every item this query matches is matched by `previous` too, so that a list can
  /// search only `previous`'s matches: each of `previous`'s sets is kept, or (a set of one term)
  /// grown at its end in a way that can only match fewer items; new sets may follow.
  package func narrows(_ previous: ChoiceQuery) -> Bool {
    guard mode == previous.mode, caseMatching == previous.caseMatching, foldsAccents == previous.foldsAccents,
      termSets.count >= previous.termSets.count
    else { return false }
    for (oldSet, newSet) in zip(previous.termSets, termSets) where oldSet != newSet {
      guard oldSet.count == 1, newSet.count == 1, Self.narrows(oldSet[0], newSet[0]) else { return false }
    }
    return true
  }

  /// True when every item `new` matches is matched by `old`.
  private static func narrows(_ old: Term, _ new: Term) -> Bool {
    guard old.kind == new.kind, !old.isNegated, !new.isNegated,
      old.isCaseSensitive == false || new.isCaseSensitive,
      old.foldsAccents || !new.foldsAccents
    else { return false }
    // A case-sensitive term is narrowed only by one that is too (the guard), in its own case; a
    // term that folds accents by one that folds or matches them as they are.
    let oldCharacters = Array(old.text)
    var newText = old.isCaseSensitive ? new.text : new.text.lowercased()
    if old.foldsAccents { newText = AccentFolding.fold(newText) }
    let newCharacters = Array(newText)
    switch old.kind {
    case .fuzzy: return isSubsequence(oldCharacters, of: newCharacters)
    case .exact: return isSubstring(oldCharacters, of: newCharacters)
    case .prefix: return newCharacters.starts(with: oldCharacters)
    case .suffix: return newCharacters.reversed().starts(with: oldCharacters.reversed())
    case .equal, .exactBoundary: return false
    }
  }

  /// How much higher than its score under `previous` an item's score under this query can be,
  /// when this query grows `previous` at the ends of its fuzzy terms (typing at the end) or adds
  /// sets; nil otherwise. A character added to a fuzzy term adds at most 16 and a bonus of 10,
  /// and fzf's score of a one-character term (which stops at its first word start) may be 4 below
  /// its best; a new term scores at most 36 for its first character and 26 for each further one
  /// (a new set the most of its terms).
  func scoreIncrease(from previous: ChoiceQuery) -> Int32? {
    scoreGrowth(from: previous)?.most
  }

  /// `scoreIncrease(from:)` in two parts: the characters typed at the ends of fuzzy terms, each of
  /// which adds at most a match and the item's best bonus, and the rest (`ScoreGrowth`).
  func scoreGrowth(from previous: ChoiceQuery) -> ScoreGrowth? {
    guard narrows(previous) else { return nil }
    var growth = ScoreGrowth()
    for (index, set) in termSets.enumerated() {
      guard index < previous.termSets.count else {
        growth.fixed += set.map { $0.isNegated ? 0 : 36 + 26 * (Int32($0.text.count) - 1) }.max() ?? 0
        continue
      }
      let oldSet = previous.termSets[index]
      if oldSet == set { continue }
      let old = oldSet[0]
      let term = set[0]
      guard old.kind == .fuzzy, term.kind == .fuzzy, old.foldsAccents == term.foldsAccents else { return nil }
      let oldCharacters = Array(old.text)
      let newCharacters = Array(old.isCaseSensitive ? term.text : term.text.lowercased())
      guard newCharacters.starts(with: oldCharacters) else { return nil }
      growth.appended += Int32(newCharacters.count - oldCharacters.count)
      growth.fixed += oldCharacters.count == 1 ? 4 : 0
    }
    return growth
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

/// How much an item's score can rise from one query to one that grows it (`ChoiceQuery.scoreGrowth`).
///
/// fzf's fuzzy score of a term one character longer is, cell by cell of its last row, at most the
/// shorter term's best plus a match and the bonus of the character matched: the bonus of its
/// position, or of the start of the run it ends (a consecutive match), or the consecutive bonus;
/// never more than the item's best bonus at any position, or 4. So an item whose best bonus is
/// below the scheme's highest (no word starts after a space: most paths) gains at most 25 a
/// character, not 26, which is what tells many tied matches apart from the rows shown.
struct ScoreGrowth: Sendable, Equatable {
  /// The characters typed at the ends of fuzzy terms.
  var appended: Int32 = 0
  /// The rest: 4 for a one-character term grown, and each new set's most.
  var fixed: Int32 = 0

  /// The most for an item whose best bonus at any position is `bestBonus`.
  @inline(__always)
  func bound(bestBonus: Int32) -> Int32 {
    fixed + appended * (MatchScore.match + max(bestBonus, MatchScore.consecutive))
  }

  /// The most for any item.
  var most: Int32 { bound(bestBonus: MatchScore.boundaryWhite) }
}
