extension ChoiceList {
  /// What is wrong with the list's cached state, in words; empty when it is sound.
  ///
  /// The list caches each item's flags and keys, the query made ready, and its ranked matches.
  /// This recomputes them and compares: every flag and key (from the bytes), every match and its
  /// score (from the query, by a fresh matcher, whose fast paths it also holds equal to the full
  /// matrix, the bound and the check to the score), the highlighted characters, the ranked rows'
  /// order, the marks, the highlight. Up to `fullCheckLimit` items everything is checked; above it, an even sample of
  /// that many items, so a check of a million items stays cheap. Tests call it after every step.
  public func invariantViolations(fullCheckLimit: Int = 2_000) -> [String] {
    var problems: [String] = []
    let chunkCounts = store.chunks.map(\.count)
    if chunkCounts.reduce(0, +) != store.count {
      return ["the chunks hold \(chunkCounts.reduce(0, +)) items but the store counts \(store.count)"]
    }
    if chunkCounts.contains(0) { problems.append("a chunk is empty") }
    var start = 0
    let starts = chunkCounts.map { count in
      defer { start += count }
      return start
    }
    if store.starts != starts {
      problems.append("the chunks' starts do not follow their counts")
    }
    if (prepared == nil) != query.isEmpty { problems.append("the prepared query does not follow the query") }
    if !query.isEmpty && ranking.count > store.count { problems.append("more matches than items") }
    problems += ranking.invariantViolations()
    if rowCount == 0 ? highlight != 0 : !(0..<rowCount).contains(highlight) {
      problems.append("the highlight \(highlight) is outside the \(rowCount) rows")
    }
    if marks.indices.contains(where: { $0 >= store.count }) { problems.append("a mark is past the items") }
    if marks.indices.count != marks.count { problems.append("the marks' count is wrong") }
    if !allowsMultiple && marks.count > 1 { problems.append("\(marks.count) marks in a list of one choice") }
    if let limit, allowsMultiple, marks.count > limit {
      problems.append("more marks than the limit \(limit)")
    }
    if itemsRead < store.count { problems.append("fewer items read than kept") }
    problems += exclusionViolations()

    var scores: [Int: UInt64] = [:]
    var rankKeys: [Int: UInt64] = [:]
    if prepared != nil {
      for entry in ranking.entries { scores[Ranking.index(of: entry)] = entry }
      if scores.count != ranking.count { problems.append("an item is matched twice") }
      for (entry, key) in zip(ranking.entries, ranking.keys ?? []) {
        rankKeys[Ranking.index(of: entry)] = key
      }
    }
    let matcher = prepared.map(ItemMatcher.init)
    let step = max(1, store.count / max(1, fullCheckLimit))
    for index in stride(from: 0, to: store.count, by: step) {
      let raw = store.raw(index)
      let (flags, keys) = raw.withUnsafeBufferPointer {
        ItemClassifier.classify($0, readsEscapes: store.readsEscapes)
      }
      if flags != store.flags(index).subtracting([]) || keys?.exact != store.keys(index)?.exact
        || keys?.folded != store.keys(index)?.folded
        || keys?.accentsFolded != store.keys(index)?.accentsFolded
      {
        problems.append("item \(index)'s flags or keys are not those of its bytes")
      }
      if let matcher, let prepared {
        let (fast, full, bound, check) = store.withView(index) { view in
          (matcher.match(view), matcher.matchFullMatrix(view), matcher.bound(view), matcher.check(view))
        }
        if fast?.score != full?.score || fast?.length != full?.length {
          problems.append(
            "item \(index): the fast path scores \(String(describing: fast?.score)), the full matrix \(String(describing: full?.score))"
          )
        }
        if (bound == nil) != (fast == nil) || (bound?.score ?? 0) < (fast?.score ?? 0)
          || check != fast?.length
        {
          problems.append("item \(index): the bound or the check disagrees with the score")
        }
        let characters = text(of: index).count
        if let full,
          full.positions.contains(where: { $0 < 0 || $0 >= characters })
            || full.positions != matchedPositions(of: index)
        {
          problems.append(
            "item \(index): highlighted characters \(full.positions) (\(matchedPositions(of: index))) outside its "
              + "text \(text(of: index).unicodeScalars.map { String($0.value, radix: 16) }) of \(characters)")
        }
        // An excluded item is no match, whatever it scores.
        let expected =
          exclusions.contains(index)
          ? nil
          : fast.map {
            Ranking.entry(
              score: $0.score, length: ranking.keys == nil ? prepared.tie($0.length) : 0, index: index)
          }
        if ranking.keys != nil, let key = rankKeys[index],
          store.withView(index, { matcher.rankKey($0)?.key }) != key
        {
          problems.append("item \(index)'s key is not its match's")
        }
        let cached = scores[index]
        if expected == nil && cached != nil {
          problems.append("item \(index) is cached as a match but does not match")
        } else if let expected, cached == nil {
          problems.append("item \(index) matches but is not cached as a match (\(expected))")
        } else if let expected, let cached, expected != cached {
          // An unscored match keeps a bound of its score, at least the score itself.
          let bounded =
            Ranking.isUnscored(cached) && Ranking.index(of: cached) == index
            && Ranking.score(of: cached) >= Ranking.score(of: expected)
            && (cached & 0xFFFF_0000_0000) == (expected & 0xFFFF_0000_0000)
          if !bounded {
            problems.append("item \(index)'s cached entry \(cached) is not its score's \(expected)")
          }
        }
      }
      if problems.count > 8 { break }
    }
    return problems
  }
}
