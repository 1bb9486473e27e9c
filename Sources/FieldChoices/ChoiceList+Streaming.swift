#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension ChoiceList {
  /// The descriptor that becomes readable when the source has items waiting or has ended (to
  /// `poll` beside a terminal); nil when the list reads nothing.
  public var wakeDescriptor: Int32? { isReading ? source?.wakeDescriptor : nil }

  /// Takes in the items the source has read since the last call: they join the list (matched
  /// against the query, their matches merged into the ranking), and those that equal a pending
  /// mark are marked. Stops after `budget` (nil: when nothing waits), so that a loop
  /// that also reads keys answers them in time; ``hasWaitingItems`` then says more wait.
  ///
  /// - Returns: true when the list changed (items came, or reading ended).
  @discardableResult
  public mutating func absorb(budget: Duration? = nil) -> Bool {
    guard isReading, let source else { return false }
    let start = ContinuousClock.now
    var changed = false
    // A list that keeps only its matches takes as many batches as there are cores at once and
    // matches them on as many threads, then adds them in order.
    let matchesApart = configuration.discardsUnmatched && configuration.shownColumns == nil
    let prepared = matchesApart ? prepared : nil
    while true {
      var batches: [ItemChunk] = []
      var ended = false
      repeat {
        let taken = source.takeOne()
        ended = taken.ended
        guard let batch = taken.batch else { break }
        batches.append(batch)
      } while prepared != nil && batches.count < ParallelMatch.threads
      if batches.isEmpty {
        guard ended else { return changed }
        isReading = false
        readFailure = source.failure
        self.source = nil
        return true
      }
      if let prepared, batches.count > 1 {
        let taken = batches
        let found = ParallelMatch.run(taken.count) { ParallelMatch.match(batch: taken[$0], prepared) }
        for (batch, matches) in zip(batches, found) { absorb(batch, found: matches) }
      } else {
        for batch in batches { absorb(batch) }
      }
      changed = true
      if let budget, ContinuousClock.now - start >= budget { return changed }
    }
  }

  /// True while batches the source read wait to be absorbed.
  public var hasWaitingItems: Bool { source?.hasWaiting ?? false }

  /// One batch from the reader; `found`, when given, is its matches (`ParallelMatch.match(batch:_:)`,
  /// for a list that keeps only its matches and shows its items whole).
  mutating func absorb(
    _ read: ItemChunk, found known: [(slot: Int, score: Int32, length: Int, key: UInt64)]? = nil
  ) {
    let first = store.count
    var batch = read
    if let scope = configuration.shownColumns {
      batch = ItemChunk()
      for slot in 0..<read.count {
        Array(scope.shown(String(decoding: read.raw(slot), as: UTF8.self), index: itemsRead + slot).utf8)
          .withUnsafeBufferPointer {
            batch.append($0, readsEscapes: store.readsEscapes)
          }
      }
    }
    itemsRead += batch.count
    var entries: [UInt64] = []
    var keys: [UInt64] = []
    if configuration.discardsUnmatched, let prepared {
      let found = known ?? ParallelMatch.match(batch: batch, prepared)
      var keep = [Bool](repeating: false, count: batch.count)
      for match in found { keep[match.slot] = true }
      store.append(batch, keeping: { keep[$0] })
      for slot in 0..<read.count where keep[slot] { originals?.append(read.raw(slot)) }
      entries = found.enumerated().map { offset, match in
        Ranking.entry(score: match.score, length: match.length, index: first + offset)
      }
      keys = found.map(\.key)
    } else {
      store.append(batch)
      for slot in 0..<read.count { originals?.append(read.raw(slot)) }
      if let prepared {
        // Every new match scored (keep: all), merged into the ranked rows.
        let matched = ParallelMatch.match(store, prepared, first..<store.count, keep: store.count - first)
        entries = matched.entries
        keys = matched.keys
      }
    }
    if prepared != nil {
      let kept = highlightSettled || tracking != .off ? item(atRow: highlight) : nil
      ranking.add(entries, keys: keys)
      // An order with keys ranks nothing after a batch until asked: a highlight to keep asks.
      if kept != nil && ranking.keys != nil && !configuration.discardsUnmatched {
        ranking.rank(rows: ranking.count)
      }
      if let kept, ranking.item(atRow: highlight) != kept {
        if let row = (0..<ranking.ranked).first(where: { ranking.item(atRow: $0) == kept }) {
          highlight = row
        }
      }
    }
    markPending(in: first..<store.count)
    placeKeptRow()
  }
}

extension ChoiceList.Configuration {
  /// A header line (`--header-lines`, from the input or from a reload) as the list shows it: with
  /// its escape sequences (drawn as colours under `readsEscapes`, as an item's), and as fzf shows
  /// it, only the columns `shownColumns` keeps (`--with-nth`).
  package func headerText(of line: [UInt8]) -> String {
    let text = String(decoding: line, as: UTF8.self)
    return shownColumns?.shown(text, index: 0) ?? text
  }
}
