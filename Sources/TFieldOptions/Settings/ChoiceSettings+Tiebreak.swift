extension ChoiceSettings {
  /// The criteria of a `--tiebreak` list, as fzf 0.38's `parseTiebreak` reads it (lowercased,
  /// comma-separated: `length`, `begin`, `end`, `chunk`, `index`), or why it is wrong: a
  /// criterion twice, one after `index`, an unknown word, more than three besides `index`.
  public static func tiebreaks(_ text: String) -> Result<[String], TiebreakError> {
    var criteria: [String] = []
    var seen: Set<String> = []
    let known = ["index", "chunk", "length", "begin", "end", "pathname"]
    for word in text.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard known.contains(word) else { return .failure(.unknown(word)) }
      guard seen.insert(word).inserted else { return .failure(.repeated(word)) }
      guard !seen.contains("index") || word == "index" else { return .failure(.afterIndex) }
      if word != "index" { criteria.append(word) }
    }
    guard criteria.count <= 3 else { return .failure(.tooMany(text)) }
    return .success(criteria)
  }
}

/// Why a `--tiebreak` list is wrong (fzf 0.38's messages).
public enum TiebreakError: Error, Equatable, Sendable {
  /// A word that is not a criterion.
  case unknown(String)
  /// A criterion given twice.
  case repeated(String)
  /// A criterion after `index`.
  case afterIndex
  /// More than three criteria besides `index` (the list as given).
  case tooMany(String)

  /// The message, as fzf words it.
  public var message: String {
    switch self {
    case .unknown(let word): "invalid sort criterion: \(word)"
    case .repeated(let word): "duplicate sort criteria: \(word)"
    case .afterIndex: "index should be the last criterion"
    case .tooMany(let text): "at most 3 tiebreaks are allowed: \(text)"
    }
  }
}
