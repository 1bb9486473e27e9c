import FieldEngine

extension FormLayout {
  /// The shown elements of the focused page and the rows each takes on a screen of a width, with
  /// the rows before each. The controller keeps them between keys and works them out again only
  /// when the page, the elements shown, the width, or the focused element's rows (a text area's
  /// lines) change: a key then costs the same on a page of ten elements and of a hundred thousand,
  /// and paging through a form costs each page once.
  struct PageRows: Sendable, Equatable {
    /// The page.
    let page: Int
    /// The form's `shownRevision` they were worked out for.
    let shownRevision: Int
    /// The screen's width they were worked out for (a note's rows depend on it).
    let width: Int
    /// The page's shown elements, in order.
    let elements: [Int]
    /// The rows of each.
    private(set) var heights: [Int]
    /// The rows before each, from the page's first (one more than `heights`).
    private(set) var offsets: [Int]

    /// The rows of the focused page of `form` on a screen `width` columns wide.
    init(_ form: Form, width: Int) {
      page = form.pageIndex
      shownRevision = form.shownRevision
      self.width = width
      elements = form.pages[page].elements.filter(form.isShown)
      heights = elements.map { FormLayout.rows(of: form.elements[$0], width: width) }
      var sums = [0]
      sums.reserveCapacity(heights.count + 1)
      for rows in heights { sums.append(sums[sums.count - 1] + rows) }
      offsets = sums
    }

    /// True when these are the rows of `form`'s focused page on a screen `width` wide, but for
    /// the focused element's own rows (`fitFocused(_:)`).
    func isCurrent(for form: Form, width: Int) -> Bool {
      page == form.pageIndex && shownRevision == form.shownRevision && self.width == width
    }

    /// True when the focused element takes the rows these say it takes.
    func fitFocused(_ form: Form) -> Bool {
      guard let position = position(of: form.focusIndex) else { return true }
      return heights[position] == FormLayout.rows(of: form.elements[form.focusIndex], width: width)
    }

    /// Takes the focused element's rows as they are now (a text area that grew or shrank).
    mutating func updateFocused(_ form: Form) {
      guard let position = position(of: form.focusIndex) else { return }
      let rows = FormLayout.rows(of: form.elements[form.focusIndex], width: width)
      let change = rows - heights[position]
      guard change != 0 else { return }
      heights[position] = rows
      for after in position + 1..<offsets.count { offsets[after] += change }
    }

    /// The position of element `index` among the page's shown elements, or nil when it is not
    /// one of them (a binary search: they are in order).
    func position(of index: Int) -> Int? {
      var low = 0
      var high = elements.count
      while low < high {
        let middle = (low + high) / 2
        if elements[middle] < index { low = middle + 1 } else { high = middle }
      }
      return low < elements.count && elements[low] == index ? low : nil
    }
  }
}
