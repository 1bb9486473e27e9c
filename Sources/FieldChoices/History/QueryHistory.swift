/// The queries of a list kept in a file (`tfield choose --history`), as fzf's `History`
/// (`src/history.go`): one query a line, oldest first, every query kept as typed (no
/// de-duplication), at most `maxSize`; an empty query is not kept. Walking it (Ctrl-P, Ctrl-N)
/// starts past the newest, at the query being typed; a query edited while shown is kept for the
/// walk, never written.
package struct QueryHistory: Sendable, Equatable {
  /// The queries, oldest first, then the query being typed.
  package private(set) var lines: [String]
  /// Queries edited while walking, by line, not written.
  private var modified: [Int: String] = [:]
  /// The most queries the file keeps.
  package var maxSize: Int
  /// The line shown.
  package private(set) var cursor: Int

  /// The default `maxSize` (fzf's `--history-size`).
  package static let defaultMaxSize = 1000

  /// The history a file's text holds (fzf's `NewHistory`): its lines, line feeds at either end
  /// left out.
  package init(text: String, maxSize: Int = defaultMaxSize) {
    var trimmed = Substring(text)
    while trimmed.first == "\n" { trimmed.removeFirst() }
    while trimmed.last == "\n" { trimmed.removeLast() }
    var lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last?.isEmpty == false { lines.append("") }
    if lines.isEmpty { lines = [""] }
    self.lines = lines
    self.maxSize = maxSize
    cursor = lines.count - 1
  }

  /// The queries kept, oldest first.
  package var queries: [String] { Array(lines.dropLast()) }

  /// The older query, `current` (what the query holds now) kept for the way back; the oldest
  /// stays.
  package mutating func previous(current: String) -> String {
    override(current)
    if cursor > 0 { cursor -= 1 }
    return shown
  }

  /// The newer query, `current` kept for the way back; past the newest, the query that was being
  /// typed.
  package mutating func next(current: String) -> String {
    override(current)
    if cursor < lines.count - 1 { cursor += 1 }
    return shown
  }

  /// Adds a query (fzf's `append`): the file's new text, or nil for an empty query (nothing to
  /// write).
  package mutating func append(_ query: String) -> String? {
    guard !query.isEmpty else { return nil }
    var kept = lines.dropLast() + [query]
    if kept.count > maxSize { kept = kept.suffix(maxSize) }
    lines = Array(kept) + [""]
    cursor = lines.count - 1
    modified = [:]
    return lines.joined(separator: "\n")
  }

  private var shown: String { modified[cursor] ?? lines[cursor] }

  private mutating func override(_ query: String) {
    if cursor == lines.count - 1 {
      lines[cursor] = query
    } else {
      modified[cursor] = query
    }
  }
}
