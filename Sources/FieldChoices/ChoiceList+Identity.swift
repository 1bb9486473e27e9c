/// An item looked for among a reload's items by its identity, the columns `--id-nth` names
/// (fzf 0.74's tracking key): once found among the matches, the highlight goes to it.
package struct IdentitySearch: Sendable, Equatable {
  /// The columns that make an item's identity.
  package let scope: ColumnScope
  /// The identity looked for.
  package let identity: [UInt8]
  /// The items looked at so far: each is looked at once, as items arrive.
  var checked = 0

  /// A search for `identity`, the columns `scope` names.
  package init(_ identity: [UInt8], scope: ColumnScope) {
    self.identity = identity
    self.scope = scope
  }
}

extension ColumnScope {
  /// The columns joined, without the delimiter that ends the last (fzf's
  /// `StripLastDelimiter(JoinTokens(Transform(tokens, nth)))`): a `{2..3}` placeholder's value
  /// before trimming, and an item's identity for `--id-nth`.
  package func joinedColumns(of bytes: [UInt8]) -> [UInt8] {
    let picked = ItemColumns.pick(ranges, from: ItemColumns.columns(of: bytes, delimiter: delimiter))
    return ItemColumns.trimmingDelimiter(Array(picked.joined()), delimiter)
  }
}

extension ChoiceList {
  /// Item `index`'s identity: the columns `scope` names of its line as read (without its escape
  /// sequences under `--ansi`, as fzf's `AsString(ansi)`), and for AWK-style columns without the
  /// blanks after the last (fzf's `StripLastDelimiter`, which trims them where a placeholder's
  /// `{s1}` keeps them).
  package func identity(ofItem index: Int, _ scope: ColumnScope) -> [UInt8] {
    var identity = scope.joinedColumns(of: item(index).bytes)
    if case .awk = scope.delimiter {
      while let last = identity.last, last == UInt8(ascii: " ") || (0x09...0x0D).contains(last) {
        identity.removeLast()
      }
    }
    return identity
  }

  /// Looks at the items read since the last look for the one `search` names: when one of them
  /// is a match, the highlight goes to it (an item tracked alone is that item now) and the
  /// result is true.
  package mutating func find(_ search: inout IdentitySearch) -> Bool {
    while search.checked < count {
      let index = search.checked
      search.checked += 1
      guard identity(ofItem: index, search.scope) == search.identity, let row = row(ofItem: index) else {
        continue
      }
      keptRow = nil
      highlight = row
      rank(rows: row + 1)
      if case .item = tracking { tracking = .item(index) }
      return true
    }
    return false
  }

  /// Marks, for each of `identities`, the first item that has it (the columns `scope` names),
  /// within the limit: the marks a `reload-sync` keeps (fzf 0.74's `--id-nth` with `--multi`).
  package mutating func mark(identities: Set<[UInt8]>, _ scope: ColumnScope) {
    var wanted = identities
    for index in 0..<count where !wanted.isEmpty {
      guard !exclusions.contains(index), wanted.remove(identity(ofItem: index, scope)) != nil else {
        continue
      }
      if let limit, marks.count >= limit { break }
      marks.insert(index)
    }
  }
}
