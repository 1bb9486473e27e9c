/// Matching a query within chosen columns (`--nth`), as fzf 0.38's `iter`: the item's shown text
/// is cut into the scope's tokens, and each term is matched against the tokens in turn: the
/// first token it matches gives its score, its positions and offsets shifted by the token's
/// prefix (the characters before it in the item). Each term is matched by an `ItemMatcher` of its
/// own, so a token is scored as an item would be (its first character starts a word). The tie
/// length is the whole item's, as fzf's.
///
/// The tokens of an ASCII item are slices of its bytes; any other item's tokens are classified
/// as items are when read (`ItemClassifier`).
final class ColumnMatcher {
  private let query: PreparedQuery
  private let scope: ColumnScope
  /// One matcher per term, for the term alone and not negated.
  private let matchers: [ItemMatcher]
  /// The tokens' byte ranges in the item's key, reused from item to item.
  private var spans: [(bytes: Range<Int>, prefix: Int)] = []
  /// Where each term set's counted term matched in the last item matched with its positions, in
  /// the item's characters (as `ItemMatcher.lastOffsets`).
  private(set) var lastOffsets: [Range<Int>] = []
  /// The columns' byte ranges of the item, reused from item to item.
  private var columnBounds: [Range<Int>] = []

  init(_ query: PreparedQuery, scope: ColumnScope) {
    self.query = query
    self.scope = scope
    matchers = query.terms.indices.map { ItemMatcher(PreparedQuery(term: $0, of: query)) }
  }

  /// The item's score, length (the whole item's) and, with `positions`, the characters matched
  /// and each set's offsets; nil when it does not match.
  func match(_ item: ItemView, positions wantsPositions: Bool) -> ItemScore? {
    let ascii = item.flags.contains(.asciiKey)
    cut(item.exact, ascii: ascii)
    if ascii, let base = item.exact.baseAddress {
      let views = spans.map { span in
        let slice = UnsafeBufferPointer(start: base + span.bytes.lowerBound, count: span.bytes.count)
        return ItemView(raw: slice, exact: slice, folded: slice, accentsFolded: slice, flags: .asciiKey)
      }
      return score(views, length: Self.trimmedLength(item.exact), positions: wantsPositions)
    }
    var chunk = ItemChunk()
    for span in spans {
      Array(item.exact[span.bytes]).withUnsafeBufferPointer { chunk.append($0, readsEscapes: false) }
    }
    let length = Self.trimmedLength(String(decoding: item.exact, as: UTF8.self))
    return chunk.withReader { reader in
      score((0..<reader.count).map(reader.view), length: length, positions: wantsPositions)
    }
  }

  /// Cuts the item's bytes into the scope's tokens: their byte ranges, and the bytes (ASCII) or
  /// characters (any other item) before each.
  private func cut(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) {
    columnBounds.removeAll(keepingCapacity: true)
    ItemColumns.cut(bytes, delimiter: scope.delimiter, into: &columnBounds)
    spans.removeAll(keepingCapacity: true)
    for span in ItemColumns.spans(scope.ranges, count: columnBounds.count) {
      let start = span.prefixColumn < columnBounds.count ? columnBounds[span.prefixColumn].lowerBound : 0
      let prefix =
        ascii ? start : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<start]), as: UTF8.self).count
      guard let first = span.columns.first, let last = span.columns.last else {
        spans.append((0..<0, prefix))
        continue
      }
      spans.append((columnBounds[first].lowerBound..<columnBounds[last].upperBound, prefix))
    }
  }

  /// The terms matched against the tokens, their sets tallied as `ItemMatcher` does.
  private func score(_ views: [ItemView], length: Int, positions wantsPositions: Bool) -> ItemScore? {
    var sets = SetTally()
    var found: [Int] = []
    var offsets: [Range<Int>] = []
    var offset: Range<Int>?
    for (index, term) in query.terms.enumerated() {
      if sets.wants {
        var result: Int32?
        for (slot, view) in views.enumerated() {
          guard let matched = matchers[index].match(view, positions: wantsPositions && !term.isNegated) else {
            continue
          }
          result = matched.score
          if wantsPositions && !term.isNegated {
            let prefix = spans[slot].prefix
            found += matched.positions.map { $0 + prefix }
            offset = matchers[index].lastOffsets.first.map { $0.lowerBound + prefix..<$0.upperBound + prefix }
          }
          break
        }
        sets.take(result, negated: term.isNegated)
      }
      if term.endsSet {
        guard sets.close() else { return nil }
        offsets.append(offset ?? 0..<0)
        offset = nil
      }
    }
    let sorts = query.terms.contains { !$0.isNegated }
    if wantsPositions { found = Array(Set(found)).sorted() }
    if wantsPositions { lastOffsets = offsets }
    return ItemScore(score: sets.total, length: sorts ? length : 0, positions: found)
  }

  /// An ASCII item's length for ties: its bytes less leading and trailing white space.
  static func trimmedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    func white(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
    var start = 0
    var end = bytes.count
    while start < end && white(bytes[start]) { start += 1 }
    while end > start && white(bytes[end - 1]) { end -= 1 }
    return end - start
  }

  /// The item's length for ties: its characters less leading and trailing white space.
  static func trimmedLength(_ text: String) -> Int {
    let trimmed = text.drop { $0.isWhitespace }
    var count = trimmed.count
    for character in trimmed.reversed() {
      guard character.isWhitespace else { break }
      count -= 1
    }
    return count
  }
}
