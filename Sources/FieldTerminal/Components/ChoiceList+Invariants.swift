extension ChoiceList {
  /// What is wrong with the list's cached state, in words; empty when it is sound.
  ///
  /// The list caches a key per item (its lowercased UTF-8 in NFC), the filter as bytes, and the
  /// indices of the matches. This recomputes them from `items` and `filter` and compares: every
  /// key, every match, the highlight and the choice. Up to `fullCheckLimit` items everything is
  /// recomputed; above it, an even sample of that many items, so a check of a million items stays
  /// cheap. Tests call it after every step.
  public func invariantViolations(fullCheckLimit: Int = 2_000) -> [String] {
    var problems: [String] = []
    if keys.starts.count != items.count + 1 || keys.clustered.count != items.count {
      return [
        "\(items.count) items but \(keys.starts.count - 1) keys and \(keys.clustered.count) cluster flags"
      ]
    }
    if query != Keys.lowercasedBytes(filter) { problems.append("the query is not the filter's key") }
    if zip(matches, matches.dropFirst()).contains(where: { $0 >= $1 }) {
      problems.append("the matches are not in ascending order")
    }
    if let last = matches.last, last >= items.count { problems.append("match \(last) is past the items") }
    if let chosen, chosen >= items.count { problems.append("the choice \(chosen) is past the items") }
    if rowCount == 0 ? highlight != 0 : !(0..<rowCount).contains(highlight) {
      problems.append("the highlight \(highlight) is outside the \(rowCount) rows")
    }
    let step = max(1, items.count / max(1, fullCheckLimit))
    let matchSet = Set(matches)
    for index in stride(from: 0, to: items.count, by: step) {
      let expected = Keys.lowercasedBytes(items[index])
      let cached = keys.bytes[keys.starts[index]..<keys.starts[index + 1]]
      if !cached.elementsEqual(expected) {
        problems.append("the key of item \(index) is not its lowercased NFC text")
        continue
      }
      if keys.clustered[index] != Keys.hasClusters(expected[...]) {
        problems.append("item \(index)'s cluster flag is wrong")
      }
      if (query.isEmpty || keys.contains(query, in: index)) != matchSet.contains(index) {
        problems.append("item \(index) \(matchSet.contains(index) ? "is" : "is not") a match, wrongly")
      }
      if problems.count > 8 { break }
    }
    return problems
  }
}
