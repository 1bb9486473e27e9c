import FieldChoices

/// Fuzz target for the choice list's matcher: the bytes are a query (up to the first NUL, read as
/// UTF-8 with U+FFFD for what is not) and items (the rest, cut at line feeds, any bytes); the
/// first byte chooses fuzzy or `--exact`, `--ansi`, `--literal`, `-i`, `--tac`,
/// `--tiebreak=begin,chunk`, `--no-sort` and `--scheme=path` (bits 0 to 7). Checks: the list's invariants (every
/// cached match and score against a fresh matcher, the fast paths against the full matrix,
/// bounds at or above scores, highlighted characters inside their text, the ranked rows in
/// order) after the whole query, after the query typed one character at a time (each a
/// narrowing step, ranked lazily), and after every row is ranked; the same matches, in the same
/// order, whether typed or given whole. (`matcherFrameProblems` draws the same list.)
///
/// - Returns: what broke, empty when nothing did.
public func fuzzMatcher(_ data: [UInt8]) -> [String] {
  guard let (query, items, configuration) = matcherInput(data) else { return [] }
  var problems: [String] = []

  var whole = ChoiceList(items: items, configuration: configuration)
  whole.setQuery(query)
  problems += whole.invariantViolations().map { "whole query: \($0)" }
  whole.rankAll()
  problems += whole.invariantViolations().map { "every row ranked: \($0)" }

  var typed = ChoiceList(items: items, configuration: configuration)
  var prefix = ""
  for character in query {
    prefix.append(character)
    typed.setQuery(prefix)
    problems += typed.invariantViolations().map { "typed \(prefix.debugDescription): \($0)" }
    if !problems.isEmpty { return problems }
  }
  typed.rank(rows: 10)
  problems += typed.invariantViolations().map { "typed, ten rows ranked: \($0)" }
  typed.rankAll()
  let rows = { (list: ChoiceList) in (0..<list.matchCount).map { list.item(atRow: $0) } }
  if rows(typed) != rows(whole) {
    problems.append("typed one character at a time, the rows differ from the whole query's")
  }
  return problems
}

/// A matcher input read: the query, the items and the list's configuration; nil for no bytes.
public func matcherInput(_ data: [UInt8]) -> (
  query: String, items: [[UInt8]], configuration: ChoiceList.Configuration
)? {
  guard let mode = data.first else { return nil }
  let rest = data.dropFirst()
  let split = rest.firstIndex(of: 0) ?? rest.endIndex
  let query = String(decoding: rest[..<split], as: UTF8.self)
  let items = rest[split...].dropFirst().split(separator: 0x0A, omittingEmptySubsequences: true).map(
    Array.init)
  var configuration = ChoiceList.Configuration(
    selection: .multiple(limit: nil), matching: mode & 1 == 0 ? .fuzzy : .exact,
    caseMatching: mode & 8 == 0 ? .smart : .insensitive, foldsAccents: mode & 4 == 0,
    readsEscapes: mode & 2 != 0)
  // The orders beside the default: --tac, tiebreaks that need where terms matched, --no-sort,
  // and the path scheme.
  configuration.reversesInput = mode & 16 != 0
  if mode & 32 != 0 { configuration.tiebreaks = [.begin, .chunk] }
  configuration.sortsMatches = mode & 64 == 0
  if mode & 128 != 0 { configuration.scheme = .path }
  return (query, items, configuration)
}
