extension OptionTable {
  /// The long flag among `options` nearest to a mistyped word ("--max-lenght" -> "--max-length"),
  /// or nil when none is near enough (`Suggestion`) or when the word is a flag of another
  /// subcommand, not a typo.
  public static func nearestFlag(to word: String, among options: [Option] = OptionTable.options) -> String? {
    isFlag(word) ? nil : Suggestion.nearest(to: word, among: options.compactMap(\.flag))
  }

  /// Whether any subcommand, or `tfield` before one, takes the flag (long or short).
  public static func isFlag(_ word: String) -> Bool {
    options.contains { $0.flags.contains(word) }
  }
}

extension Subcommand {
  /// The subcommand nearest to a mistyped word ("inptu" -> `input`), or nil when none is near
  /// enough (`Suggestion`).
  public static func nearest(to word: String) -> Subcommand? {
    Suggestion.nearest(to: word, among: allCases.map(\.rawValue)).flatMap(Subcommand.init(rawValue:))
  }
}

/// What a mistyped word was probably meant to be, as swift-argument-parser and git suggest one:
/// the candidate fewest edits away (an inserted, deleted or replaced character, or two neighbours
/// swapped, is one edit each), when that is fewer than `editsBelow` and at most one for every
/// `charactersPerEdit` characters of the word after its dashes (so "--titel" finds "--title", but
/// "--title" is not taken for "--date"); the first in the candidates' order among equals.
enum Suggestion {
  /// Fewer edits than this make a suggestion (swift-argument-parser's floor).
  static let editsBelow = 4
  /// A word allows one edit for this many of its characters.
  static let charactersPerEdit = 3

  /// The nearest candidate, or nil.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word)
    let allowed = min(editsBelow - 1, word.drop { $0 == "-" }.count / charactersPerEdit)
    var best: (candidate: String, edits: Int)?
    for candidate in candidates where candidate != word {
      let edits = distance(typed, Array(candidate))
      guard edits <= allowed else { continue }
      if best.map({ edits < $0.edits }) ?? true { best = (candidate, edits) }
    }
    return best?.candidate
  }

  /// The edits from one word to another (optimal string alignment: insertions, deletions,
  /// replacements and swaps of neighbours).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // Three rows of the table: two back (for swaps), the last one and this one.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var last = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(last[j] + 1, current[j - 1] + 1, last[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], twoBack[j - 2] + 1)
        }
      }
      (twoBack, last, current) = (last, current, twoBack)
    }
    return last[b.count]
  }
}
