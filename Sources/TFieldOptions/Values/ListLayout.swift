/// Where `choose` puts its query and which way its items run (`--layout`, fzf's names).
public enum ListLayout: String, CaseIterable, Sendable {
  /// The query at the bottom, the best item above it, the rest upwards (fzf's default).
  case `default`
  /// The query on top, the best item under it (tfield's default).
  case reverse
  /// The query at the bottom, the items from the top down.
  case reverseList = "reverse-list"
}

/// Where `choose` shows its count of matches (`--info`, fzf's names).
public enum ListInfo: String, CaseIterable, Sendable {
  /// On a row of its own next to the query.
  case `default`
  /// After the query, on its row (tfield's default).
  case inline
  /// Not shown.
  case hidden
}
