extension Form {
  /// What focus can rest on in page `page`: its shown elements that are not notes, or, on a page
  /// of notes only, its first shown note; empty for a page hidden now.
  package func targets(onPage page: Int) -> [Int] {
    let range = pages[page].elements
    let inputs = range.filter { shown[$0] && !elements[$0].isNote }
    if !inputs.isEmpty { return inputs }
    return range.first { shown[$0] }.map { [$0] } ?? []
  }

  /// True when page `page` shows something now: as `!targets(onPage:).isEmpty`, but stopping at
  /// the first element shown, so that counting the pages shown costs about one look a page.
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
    if let first = targets(onPage: page).first { return first }
    return nextPage(after: page).flatMap { targets(onPage: $0).first }
  }

  /// True when no page after the focused one shows anything.
  public var isOnLastPage: Bool { nextPage(after: pageIndex) == nil }

  /// The number of the shown page (from 1) and how many pages are shown now, for "page 2 of 3".
  package var pagePosition: (number: Int, of: Int) {
    var number = 0
    var count = 0
    for page in pages.indices where showsSomething(onPage: page) {
      count += 1
      if page <= pageIndex { number += 1 }
    }
    return (max(number, 1), max(count, 1))
  }

  /// Moves focus to the next element of the page, wrapping after its last.
  public mutating func focusNext() {
    let targets = targets(onPage: pageIndex)
    guard !targets.isEmpty else { return }
    focusIndex = targets.first { $0 > focusIndex } ?? targets[0]
  }

  /// Moves focus to the previous element of the page, wrapping before its first.
  public mutating func focusPrevious() {
    let targets = targets(onPage: pageIndex)
    guard let last = targets.last else { return }
    focusIndex = targets.last { $0 < focusIndex } ?? last
  }

  /// True when the focus is on the page's last element (its next is on another page, or wraps).
  package var isOnLastTarget: Bool { targets(onPage: pageIndex).last.map { focusIndex >= $0 } ?? true }

  /// True when the focus is on the page's first element.
  package var isOnFirstTarget: Bool { targets(onPage: pageIndex).first.map { focusIndex <= $0 } ?? true }

  /// Leaves the page forward when its checks pass: focus goes to the next shown page's first
  /// element. `.success(false)` on the last page (focus stays); the failure (focus on the failing
  /// element) when a check fails.
  package mutating func leavePage() -> Result<Bool, SubmitFailure> {
    takeDefaults(onPage: pageIndex)
    if let failure = validate(page: pageIndex).first {
      focusIndex = indexByID[failure.id] ?? focusIndex
      return .failure(SubmitFailure(id: failure.id, violations: failure.violations))
    }
    guard let next = nextPage(after: pageIndex), let first = targets(onPage: next).first else {
      return .success(false)
    }
    focusIndex = first
    return .success(true)
  }

  /// Goes back to the last element of the previous shown page, the answers kept; false on the
  /// first page.
  @discardableResult
  package mutating func backAPage() -> Bool {
    guard let previous = previousPage(before: pageIndex), let last = targets(onPage: previous).last else {
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
