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
  /// On a row of its own, at its right end.
  case right
  /// After the query, at the right end of its row (as `inline`: the query's box fills the row).
  case inlineRight = "inline-right"

  /// The words `--info` takes, `PREFIX` standing for any text.
  public static let spellings = [
    "default", "right", "hidden", "inline", "inline-right", "inline:PREFIX", "inline-right:PREFIX",
  ]

  /// Reads fzf's `--info` value: a style, or `inline:PREFIX` or `inline-right:PREFIX` (the text
  /// drawn before the count); nil for anything else.
  public static func parse(_ text: String) -> (style: ListInfo, prefix: String?)? {
    if let style = ListInfo(rawValue: text) { return (style, nil) }
    for style in [ListInfo.inline, .inlineRight] where text.hasPrefix(style.rawValue + ":") {
      return (style, String(text.dropFirst(style.rawValue.count + 1)))
    }
    return nil
  }
}
