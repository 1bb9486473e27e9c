/// What focus can rest on in a page: its shown elements that are not notes (its inputs), or, on a
/// page of notes only, its first shown note; nothing on a page hidden now. Each move looks from
/// the focus to the next or previous input, and at the page's first or last, never at the whole
/// page, so a key costs the same on a page of ten elements and of a hundred thousand.
extension Form {
  /// True for a shown element that is not a note.
  private func isInput(_ index: Int) -> Bool { shown[index] && !elements[index].isNote }

  /// The first element focus can rest on in page `page`, or nil for a page hidden now.
  package func firstTarget(onPage page: Int) -> Int? {
    let range = pages[page].elements
    return range.first(where: isInput) ?? range.first { shown[$0] }
  }

  /// The last element focus can rest on in page `page`, or nil for a page hidden now.
  package func lastTarget(onPage page: Int) -> Int? {
    let range = pages[page].elements
    return range.last(where: isInput) ?? range.first { shown[$0] }
  }

  /// True when page `page` shows something now (stopping at the first element shown).
  package func showsSomething(onPage page: Int) -> Bool { pages[page].elements.contains { shown[$0] } }

  /// The first page after `page` with something shown, or nil.
  package func nextPage(after page: Int) -> Int? {
    (page + 1..<pages.count).first(where: showsSomething)
  }

  /// The last page before `page` with something shown, or nil.
  package func previousPage(before page: Int) -> Int? {
    (0..<page).last(where: showsSomething)
  }

  /// The first element focus can rest on, on the page of `index` or after it.
  func firstTarget(from index: Int) -> Int? {
    guard !elements.isEmpty else { return nil }
    let page = pageOf[index]
    if let first = firstTarget(onPage: page) { return first }
    return nextPage(after: page).flatMap(firstTarget(onPage:))
  }

  /// True when no page after the focused one shows anything.
  public var isOnLastPage: Bool { nextPage(after: pageIndex) == nil }

  /// The number of the shown page (from 1) and how many pages are shown now, for "page 2 of 3".
  package var pagePosition: (number: Int, of: Int) {
    (max(pagesShown(through: pageIndex), 1), max(pagesShown(through: pages.count - 1), 1))
  }

  /// Moves focus to the next element of the page, wrapping after its last.
  public mutating func focusNext() {
    let range = pages[pageIndex].elements
    guard let first = firstTarget(onPage: pageIndex) else { return }
    // On a page of notes only, focus stays on its one target.
    guard isInput(first) else {
      focusIndex = first
      return
    }
    focusIndex = (focusIndex + 1..<range.upperBound).first(where: isInput) ?? first
  }

  /// Moves focus to the previous element of the page, wrapping before its first.
  public mutating func focusPrevious() {
    let range = pages[pageIndex].elements
    guard let last = lastTarget(onPage: pageIndex) else { return }
    guard isInput(last) else {
      focusIndex = last
      return
    }
    focusIndex = (range.lowerBound..<max(focusIndex, range.lowerBound)).last(where: isInput) ?? last
  }

  /// True when the focus is on the page's last element (its next is on another page, or wraps).
  package var isOnLastTarget: Bool { lastTarget(onPage: pageIndex).map { focusIndex >= $0 } ?? true }

  /// True when the focus is on the page's first element.
  package var isOnFirstTarget: Bool { firstTarget(onPage: pageIndex).map { focusIndex <= $0 } ?? true }

  /// Leaves the page forward when its checks pass: focus goes to the next shown page's first
  /// element. `.success(false)` on the last page (focus stays); the failure (focus on the failing
  /// element) when a check fails.
  package mutating func leavePage() -> Result<Bool, SubmitFailure> {
    takeDefaults(onPage: pageIndex)
    if let failure = validate(page: pageIndex).first {
      focusIndex = indexByID[failure.id] ?? focusIndex
      return .failure(SubmitFailure(id: failure.id, violations: failure.violations))
    }
    guard let next = nextPage(after: pageIndex), let first = firstTarget(onPage: next) else {
      return .success(false)
    }
    focusIndex = first
    return .success(true)
  }

  /// Goes back to the last element of the previous shown page, the answers kept; false on the
  /// first page.
  @discardableResult
  package mutating func backAPage() -> Bool {
    guard let previous = previousPage(before: pageIndex), let last = lastTarget(onPage: previous) else {
      return false
    }
    focusIndex = last
    return true
  }

  /// Moves focus to an element by index (clamped to the elements).
  public mutating func focus(_ index: Int) { focusIndex = min(max(index, 0), elements.count - 1) }

  /// Puts the default values of the empty fields of a page into them.
  private mutating func takeDefaults(onPage page: Int) {
    for index in pages[page].elements where elements[index].field.defaultValue != nil {
      if case .text = elements[index].kind { elements[index].field.takeDefaultIfEmpty() }
    }
  }
}
