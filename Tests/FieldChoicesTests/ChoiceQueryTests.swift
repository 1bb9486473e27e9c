import Testing

@testable import FieldChoices

/// Reading a query: fzf's extended-search terms, smart case term by term, which queries narrow
/// which, and how much a grown query's scores can rise.
@Suite("Choice query")
struct ChoiceQueryTests {
  typealias Term = ChoiceQuery.Term

  @Test(
    "each form of term",
    arguments: [
      ("lnx", ChoiceQuery.Mode.fuzzy, [Term(kind: .fuzzy, text: "lnx")]),
      ("'lnx", .fuzzy, [Term(kind: .exact, text: "lnx")]),
      ("^lnx", .fuzzy, [Term(kind: .prefix, text: "lnx")]),
      ("lnx$", .fuzzy, [Term(kind: .suffix, text: "lnx")]),
      ("^lnx$", .fuzzy, [Term(kind: .equal, text: "lnx")]),
      ("!lnx", .fuzzy, [Term(kind: .exact, isNegated: true, text: "lnx")]),
      ("!^lnx", .fuzzy, [Term(kind: .prefix, isNegated: true, text: "lnx")]),
      ("!lnx$", .fuzzy, [Term(kind: .suffix, isNegated: true, text: "lnx")]),
      ("!'lnx", .fuzzy, [Term(kind: .fuzzy, isNegated: true, text: "lnx")]),
      ("lnx", .exact, [Term(kind: .exact, text: "lnx")]),
      ("'lnx", .exact, [Term(kind: .fuzzy, text: "lnx")]),
      ("  usr   lnx  ", .fuzzy, [Term(kind: .fuzzy, text: "usr"), Term(kind: .fuzzy, text: "lnx")]),
      ("a\\ b c", .fuzzy, [Term(kind: .fuzzy, text: "a b"), Term(kind: .fuzzy, text: "c")]),
      ("a\\b", .fuzzy, [Term(kind: .fuzzy, text: "a\\b")]),
      ("' ^ $ !", .fuzzy, [Term(kind: .fuzzy, text: "$")]),
      ("| x", .fuzzy, [Term(kind: .fuzzy, text: "|"), Term(kind: .fuzzy, text: "x")]),
    ])
  func forms(text: String, mode: ChoiceQuery.Mode, terms: [Term]) {
    #expect(ChoiceQuery(text, mode: mode).terms == terms)
  }

  @Test(
    "smart case, term by term; terms in NFC",
    arguments: [
      ("Lnx usr", [Term(kind: .fuzzy, text: "Lnx", isCaseSensitive: true), Term(kind: .fuzzy, text: "usr")]),
      ("ÉCOLE", [Term(kind: .fuzzy, text: "ÉCOLE", isCaseSensitive: true, foldsAccents: false)]),
      ("e\u{301}cole", [Term(kind: .fuzzy, text: "\u{E9}cole", foldsAccents: false)]),
      ("Ecole", [Term(kind: .fuzzy, text: "Ecole", isCaseSensitive: true)]),
      ("!README", [Term(kind: .exact, isNegated: true, text: "README", isCaseSensitive: true)]),
      ("日本", [Term(kind: .fuzzy, text: "日本")]),
    ])
  func smartCase(text: String, terms: [Term]) {
    let parsed = ChoiceQuery(text).terms
    #expect(parsed == terms)
    #expect(parsed.map { Array($0.text.unicodeScalars) } == terms.map { Array($0.text.unicodeScalars) })
  }

  @Test(
    "which queries narrow which",
    arguments: [
      ("l", "ln", true), ("ln", "lnx", true), ("lx", "lnx", true), ("lnx", "ln", false), ("l", "l x", true),
      ("l x", "l", false), ("'ab", "'abc", true), ("'bc", "'abc", true), ("'ac", "'abc", false),
      ("^ab", "^abc", true), ("^bc", "^abc", false), ("bc$", "abc$", true), ("ab$", "abc$", false),
      ("!ab", "!abc", false), ("^ab$", "^abc$", false), ("l", "L", true), ("L", "l", false),
      ("L", "LN", true),
      ("ln", "'ln", false), ("e", "é", true), ("é", "e", false), ("e", "ée", true),
      ("a", "a | b", false), ("a | b", "a | b c", true), ("a | b", "a | bc", false), ("a", "a b | c", true),
    ])
  func narrows(old: String, new: String, narrows: Bool) {
    #expect(ChoiceQuery(new).narrows(ChoiceQuery(old)) == narrows, "\(old) -> \(new)")
  }

  @Test(
    "how much a grown query's scores can rise",
    arguments: [
      ("l", "ln", Int32?(30)), ("ln", "lnx", 26), ("ln", "lnxy", 52), ("l", "l x", 36), ("l", "l xy", 62),
      ("lx", "lnx", nil), ("'ab", "'abc", nil), ("l", "l !x", 0), ("l", "L", 4), ("", "ab", 62),
      ("a", "a b | cd", 62), ("a | b", "a | bc", nil),
    ])
  func scoreIncrease(old: String, new: String, increase: Int32?) {
    #expect(ChoiceQuery(new).scoreIncrease(from: ChoiceQuery(old)) == increase, "\(old) -> \(new)")
  }
}
