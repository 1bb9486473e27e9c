extension ChoiceList {
  /// What marking an item did.
  package enum MarkOutcome: Equatable, Sendable {
    /// The item is marked now.
    case marked
    /// The item is no longer marked.
    case unmarked
    /// The item was not marked: the limit was reached.
    case limitReached(Int)
    /// Nothing to mark: "Other…" or no row, or a list of one choice.
    case nothing
  }

  /// How many items are marked.
  public var markedCount: Int { marks.count }

  /// True when item `index` is marked.
  public func isMarked(_ index: Int) -> Bool { marks.contains(index) }

  /// The marked items' indices, in the list's order.
  public var markedItems: [Int] { marks.indices }

  /// The current choice of a single-choice list: its marked item, if any.
  public var chosen: Int? { marks.indices.first }

  /// Marks or unmarks the highlighted item (Tab, Shift-Tab), within the limit. Marks belong to
  /// items, so they stay when the query changes.
  @discardableResult
  package mutating func toggleMark() -> MarkOutcome {
    guard allowsMultiple, let index = highlightedItem else { return .nothing }
    if marks.contains(index) {
      marks.remove(index)
      return .unmarked
    }
    if let limit, marks.count >= limit { return .limitReached(limit) }
    marks.insert(index)
    return .marked
  }

  /// Unmarks every item.
  public mutating func unmarkAll() { marks.removeAll() }

  /// Marks (`marks`) or unmarks the highlighted item, within the limit (fzf's `select` and
  /// `deselect`): `.nothing` when it already was so, or there is nothing to mark.
  @discardableResult
  package mutating func setMark(_ marks: Bool) -> MarkOutcome {
    guard allowsMultiple, let index = highlightedItem, marks != self.marks.contains(index) else {
      return .nothing
    }
    return toggleMark()
  }

  /// Highlights the nearest marked match past the highlighted row, further down the ranks
  /// (`forward`) or up them, going on from the other end (fzf's `next-selected`,
  /// `prev-selected`); false when no other marked item matches.
  @discardableResult
  package mutating func highlightMarked(forward: Bool) -> Bool {
    guard marks.count > 0, matchCount > 1 else { return false }
    let rows: [Int]
    if marks.count <= 64 {
      rows = marks.indices.compactMap { row(ofItem: $0) }
    } else {
      rank(rows: matchCount)
      rows = (0..<matchCount).filter { item(atRow: $0).map(marks.contains) ?? false }
    }
    let others = rows.filter { $0 != highlight }
    let next =
      forward
      ? others.filter { $0 > highlight }.min() ?? others.min()
      : others.filter { $0 < highlight }.max() ?? others.max()
    guard let next else { return false }
    highlight(row: next)
    return true
  }

  /// What marking every match does (fzf's `select-all`, `deselect-all`, `toggle-all`).
  package enum MatchMarking: Sendable {
    /// Marks every match, within the limit.
    case mark
    /// Unmarks every match.
    case unmark
    /// Unmarks the marked matches and marks the others, within the limit.
    case toggle
  }

  /// Marks or unmarks every item the query matches (items it does not match keep their marks),
  /// in the list's order, as far as the limit lets; nil, or the limit when it stopped marking.
  @discardableResult
  package mutating func markMatches(_ marking: MatchMarking) -> Int? {
    guard allowsMultiple else { return nil }
    let matched =
      prepared == nil
      ? (0..<count).filter { !exclusions.contains($0) } : ranking.entries.map(Ranking.index(of:)).sorted()
    var stopped = false
    for index in matched {
      let isMarked = marks.contains(index)
      switch marking {
      case .unmark where isMarked, .toggle where isMarked: marks.remove(index)
      case .mark where !isMarked, .toggle where !isMarked:
        if let limit, marks.count >= limit {
          stopped = true
          continue
        }
        marks.insert(index)
      default: break
      }
    }
    return stopped ? limit : nil
  }

  /// What Enter chooses: in a list of several choices the marked items (in the list's order), or
  /// the highlighted item when none is marked; in a list of one, the highlighted item (which
  /// becomes the marked one). Empty on "Other…" or with nothing to show.
  public mutating func choose() -> [ChoiceItem] {
    if allowsMultiple && marks.count > 0 { return marks.indices.map(item) }
    guard let index = highlightedItem else { return [] }
    if !allowsMultiple {
      marks.removeAll()
      marks.insert(index)
    }
    return [item(index)]
  }

  /// Marks the items of `range` that equal a pending mark (a single-choice list marks one, and
  /// highlights it while nothing else moved the highlight).
  mutating func markPending(in range: Range<Int>) {
    guard !pendingMarks.isEmpty, !range.isEmpty else { return }
    var wanted = Set(pendingMarks)
    for index in range {
      guard !wanted.isEmpty else { break }
      // With --with-nth, a mark names the line as read.
      let raw = originals?[index] ?? store.raw(index)
      guard wanted.remove(raw) != nil else { continue }
      if !allowsMultiple {
        marks.removeAll()
        marks.insert(index)
        wanted.removeAll()
        if !highlightSettled && prepared == nil { highlight = rowWithoutQuery(of: index) }
        break
      }
      if let limit, marks.count >= limit { break }
      marks.insert(index)
    }
    pendingMarks = pendingMarks.filter { wanted.contains($0) }
  }
}
