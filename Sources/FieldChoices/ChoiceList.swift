import FieldEngine

/// The state of a choice list, apart from keys and screens: the items, the query and its ranked
/// matches, the highlighted row, the marked items, and the source items still arrive from. The
/// last row is "Other…" when the list offers it. A value type with no I/O of its own (a
/// ``ChoiceSource`` reads on its own thread; the list takes what it read in ``absorb(budget:)``).
///
/// **Items** are bytes, kept as given, not one `String` each: a million paths take their own
/// bytes and five more each. Text that is not UTF-8 is shown, and matched, as U+FFFD; control
/// characters are shown as "�", never sent to the terminal; with
/// ``Configuration-swift.struct/readsEscapes`` an item's SGR colours are shown and its escape
/// sequences left out of matching and of ``ChoiceItem/bytes``.
///
/// **Matching** is fzf's (0.38): a ``ChoiceQuery`` of terms (and `|` sets of them), fuzzy by
/// default (the term's characters in order), smart case, accents folded as fzf folds them,
/// whole characters with canonical equivalence. The matches are ranked best first by score, then
/// shorter items, then input order (`tiebreaks`, `sortsMatches`,
/// `reversesInput` and `scheme` change that as fzf's `--tiebreak`, `--no-sort`, `--tac` and
/// `--scheme` do). A match scores 16 a
/// character, with bonuses where a character starts a word (after a space 10, after
/// `/ , : ; |` 9, after another character that is not a letter or a digit, such as `- _ .`, 8,
/// at a camelCase hump or the first digit of a number 7), the first character of a term
/// counting its bonus twice, a run of consecutive characters keeping the bonus of its first
/// (at least 4), and a gap costing 3 for its first character and 1 for each further one.
/// (The empty query matches every item, in the list's order; a query of only negated terms, such
/// as `!tmp`, keeps its matches in the list's order too, as fzf does.)
///
/// **Speed**: a query is matched on every core, and only the first rows are put in order (the
/// rest when they are shown: ``rank(rows:)``); a query that narrows the last one
/// searches only its matches.
public struct ChoiceList: Sendable {
  /// How a list chooses and matches.
  public struct Configuration: Equatable, Sendable {
    /// The last row is "Other…", for an item that is not in the list.
    public var allowsOther: Bool
    /// One item, or several (marked with Tab).
    public var selection: Selection
    /// How a plain term matches.
    public var matching: ChoiceQuery.Mode
    /// Whether terms ignore case (smart case by default).
    public var caseMatching: ChoiceQuery.CaseMatching
    /// Whether terms fold accents as fzf does (`resume` finds "résumé"); false is fzf's
    /// `--literal`.
    public var foldsAccents: Bool
    /// How matches of equal score are ordered: each tiebreak in turn (at most three besides
    /// `index`, which is always last), fzf's `--tiebreak`; `[.length]` by default.
    package var tiebreaks: [Tiebreak] = [.length]
    /// False to keep the matches in the items' order (fzf's `--no-sort`).
    public var sortsMatches = true
    /// True to put later items first: the empty query lists the items newest first, and equal
    /// matches are ordered later first (fzf's `--tac`).
    public var reversesInput = false
    /// The scoring scheme (fzf's `--scheme`).
    package var scheme = Scheme.default
    /// Items hold SGR colours (fzf's `--ansi`): shown, and left out of matching and of the
    /// chosen bytes with every other escape sequence.
    public var readsEscapes: Bool
    /// The columns the terms match within (fzf's `--nth`, cut by `--delimiter`), or nil for the
    /// whole item.
    package var matchedColumns: ColumnScope?
    /// The columns shown and matched instead of the whole item (fzf's `--with-nth`), or nil: the
    /// item chosen is still the line as read.
    package var shownColumns: ColumnTemplate?
    /// Items that do not match the query are dropped as they are read, for a list that is
    /// filtered once and printed (`tfield choose --filter`): its memory is its matches'.
    public var discardsUnmatched: Bool

    /// Creates a configuration: one item, fuzzy, smart case, accents folded, no "Other…".
    public init(
      allowsOther: Bool = false, selection: Selection = .single, matching: ChoiceQuery.Mode = .fuzzy,
      caseMatching: ChoiceQuery.CaseMatching = .smart, foldsAccents: Bool = true, readsEscapes: Bool = false,
      discardsUnmatched: Bool = false
    ) {
      self.allowsOther = allowsOther
      self.selection = selection
      self.matching = matching
      self.caseMatching = caseMatching
      self.foldsAccents = foldsAccents
      self.readsEscapes = readsEscapes
      self.discardsUnmatched = discardsUnmatched
    }
  }

  /// How many items can be chosen.
  public enum Selection: Equatable, Hashable, Sendable {
    /// One: Enter chooses the highlighted item; a marked item (✓) is the current choice.
    case single
    /// Several, at most `limit`: Tab marks; Enter chooses the marked items, or the highlighted
    /// one when none is marked.
    case multiple(limit: Int?)
  }

  var store: ItemStore
  /// With ``Configuration-swift.struct/shownColumns``, the items as read (`store` holds them as
  /// shown).
  var originals: ItemTexts?
  /// How the list chooses and matches (`setSortsMatches(_:)` changes whether it ranks).
  public internal(set) var configuration: Configuration
  /// The query, as read.
  public internal(set) var query: ChoiceQuery
  var prepared: PreparedQuery?
  var ranking = Ranking()
  /// The queries that the query narrowed, oldest first, with their matches (`setQuery`).
  var narrowed: [NarrowedQuery] = []
  /// The highlighted row: a rank among the matches, or ``matchCount`` for "Other…".
  public internal(set) var highlight = 0
  var marks = MarkSet()
  /// The items left out of the matches (fzf's `exclude`).
  var exclusions = ItemExclusions()
  /// Items to mark when they are read (``init(source:marked:configuration:)``).
  var pendingMarks: [[UInt8]] = []
  var source: ChoiceSource?
  /// True while items are still being read from a source.
  public internal(set) var isReading = false
  /// Why reading the source stopped early, or nil.
  public internal(set) var readFailure: String?
  /// How many items have been read or given (more than ``count`` when unmatched ones were
  /// discarded).
  public internal(set) var itemsRead = 0
  /// True once the highlight was moved or the query changed: items read later no longer move it.
  var highlightSettled = false
  /// Which item the highlight follows when the matches change (fzf's `--track`,
  /// `track-current`).
  package var tracking = ChoiceTracking.off
  /// The first row the list's host shows (its scrolling), for ``tracking``.
  package var firstShownRow = 0
  /// The row the highlight goes to when the first items come (``keepRow(_:)``), or nil.
  var keptRow: Int?
  /// The most rows asked to be ranked (the rows a screen shows): a new query ranks as many.
  var rowsWanted = 0

  /// Creates a list of `items`; the items equal to one of `marked` are marked (in a single-choice
  /// list, the first: the current choice, highlighted). Empty items are left out.
  public init(items: [String], marked: [String] = [], configuration: Configuration = Configuration()) {
    self.init(
      items: items.map { Array($0.utf8) }, marked: marked.map { Array($0.utf8) }, configuration: configuration
    )
  }

  /// Creates a list of items given as bytes (lines read from a file or a pipe, which need not be
  /// UTF-8).
  package init(items: [[UInt8]], marked: [[UInt8]] = [], configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.query = ChoiceQuery(
      "", mode: configuration.matching, caseMatching: configuration.caseMatching,
      foldsAccents: configuration.foldsAccents)
    self.store = ItemStore(readsEscapes: configuration.readsEscapes)
    pendingMarks = marked
    if configuration.shownColumns != nil { originals = ItemTexts() }
    for item in items where !item.isEmpty {
      if let scope = configuration.shownColumns {
        originals?.append(item)
        store.append(Array(scope.shown(String(decoding: item, as: UTF8.self), index: store.count).utf8))
      } else {
        store.append(item)
      }
    }
    itemsRead = store.count
    markPending(in: 0..<store.count)
  }

  /// Creates a list whose items are read from `source` as they arrive (see ``absorb(budget:)``);
  /// items equal to one of `marked` are marked when they are read.
  public init(source: ChoiceSource, marked: [String] = [], configuration: Configuration = Configuration()) {
    self.init(source: source, marked: marked.map { Array($0.utf8) }, configuration: configuration)
  }

  /// Creates a list whose items are read from `source`, marking those equal to one of `marked`
  /// (bytes, as the source gives them).
  package init(source: ChoiceSource, marked: [[UInt8]], configuration: Configuration = Configuration()) {
    var configuration = configuration
    configuration.readsEscapes = source.readsEscapes
    self.init(items: [], marked: marked, configuration: configuration)
    self.source = source
    isReading = true
  }

  /// The number of items.
  public var count: Int { store.count }

  /// The row of item `index` under the empty query (the items' order, reversed with
  /// ``Configuration-swift.struct/reversesInput``).
  func rowWithoutQuery(of index: Int) -> Int {
    let kept = index - exclusions.countBefore(index)
    return configuration.reversesInput ? matchCount - 1 - kept : kept
  }

  /// `text` read as a query with the list's configuration.
  func makeQuery(_ text: String) -> ChoiceQuery {
    ChoiceQuery(
      text, mode: configuration.matching, caseMatching: configuration.caseMatching,
      foldsAccents: configuration.foldsAccents)
  }

  /// True when the last row is "Other…".
  public var allowsOther: Bool { configuration.allowsOther }

  /// True when several items can be chosen.
  public var allowsMultiple: Bool { configuration.selection != .single }

  /// The most items that can be marked, or nil for no limit.
  public var limit: Int? {
    if case .multiple(let limit) = configuration.selection { return limit }
    return 1
  }

  /// Item `index`, as chosen: its bytes as given (without escape sequences when the list reads
  /// colours).
  public func item(_ index: Int) -> ChoiceItem {
    if let originals {
      let bytes = originals[index]
      return ChoiceItem(index: index, bytes: configuration.readsEscapes ? ANSIText.stripped(bytes) : bytes)
    }
    var bytes = store.raw(index)
    if store.flags(index).contains(.escapes) { bytes = ANSIText.stripped(bytes) }
    return ChoiceItem(index: index, bytes: bytes)
  }

  /// Item `index`'s bytes as shown: exactly as given or read, or its columns with `--with-nth`.
  public func rawBytes(of index: Int) -> [UInt8] { store.raw(index) }

  /// Item `index` as shown and matched (its columns with `--with-nth`): U+FFFD for bytes that are
  /// not UTF-8, escape sequences left out when the list reads colours. Control characters are
  /// kept (the layout draws them as "�").
  public func text(of index: Int) -> String {
    var bytes = store.raw(index)
    if store.flags(index).contains(.escapes) { bytes = ANSIText.stripped(bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every item as text, in order (for short lists: a million items make a million strings).
  public var texts: [String] { (0..<count).map(text(of:)) }

  /// True when item `index`'s bytes are UTF-8.
  public func isUTF8(_ index: Int) -> Bool { !store.flags(index).contains(.invalid) }

  /// The number of items the query matches (every item for the empty query).
  public var matchCount: Int { prepared == nil ? count - exclusions.count : ranking.count }

  /// The number of rows: the matches, and "Other…" when offered.
  public var rowCount: Int { matchCount + (allowsOther ? 1 : 0) }

  /// How many rows are in rank order: ``item(atRow:)`` knows their items; ``rank(rows:)`` ranks
  /// more.
  public var rankedRows: Int { prepared == nil ? matchCount : ranking.ranked }

  /// Puts at least the first `rows` rows in rank order (a new query ranks as many at once).
  /// Matches that were only checked, not scored, because they could not be among the rows ranked
  /// so far are scored first when more rows are wanted.
  public mutating func rank(rows: Int) {
    rowsWanted = max(rowsWanted, min(rows, 4096))
    guard let prepared, rows > ranking.ranked else { return }
    if ranking.unscored > 0 {
      ranking = Ranking(entries: ParallelMatch.scoreAll(store, prepared, ranking.entries))
    }
    ranking.rank(rows: rows)
  }

  /// The index of the item on row `row` (a rank), or nil for "Other…", past the rows, and past
  /// the ranked rows (``rankedRows``: the list ranks the rows its moves reach, and
  /// `ChoiceListController` the rows it shows).
  public func item(atRow row: Int) -> Int? {
    guard row >= 0, row < matchCount else { return nil }
    guard prepared != nil else {
      let kept = configuration.reversesInput ? matchCount - 1 - row : row
      return exclusions.isEmpty ? kept : exclusions.keptItem(kept)
    }
    return ranking.item(atRow: row)
  }

  /// The score of the item on a ranked row (see the type's description), or nil for the empty
  /// query and past the ranked rows.
  public func score(ofRow row: Int) -> Int? {
    guard prepared != nil, row >= 0, row < ranking.ranked else { return nil }
    return Int(Ranking.score(of: ranking.top[row]))
  }

  /// True when "Other…" is highlighted.
  public var isOtherHighlighted: Bool { allowsOther && highlight == matchCount }

  /// The index of the highlighted item, or nil ("Other…", or nothing to show).
  public var highlightedItem: Int? { item(atRow: highlight) }

  /// Moves the highlight; a page is `page` rows. The rows up to the highlight are ranked.
  package mutating func move(_ move: ListMove, page: Int) {
    guard rowCount > 0 else { return }
    highlightSettled = true
    let last = rowCount - 1
    switch move {
    case .up: highlight = max(0, highlight - 1)
    case .down: highlight = min(last, highlight + 1)
    case .pageUp: highlight = max(0, highlight - max(1, page))
    case .pageDown: highlight = min(last, highlight + max(1, page))
    case .first: highlight = 0
    case .last: highlight = last
    }
    rank(rows: highlight + max(1, page) + 1)
    untrackIfMoved()
  }

  /// Puts the highlight on a row (clamped to the rows).
  public mutating func highlight(row: Int) {
    highlightSettled = true
    highlight = max(0, min(row, rowCount - 1))
    rank(rows: highlight + 1)
    untrackIfMoved()
  }

  /// The offsets of the characters of item `index`'s text (``text(of:)``) that the query
  /// matches, ascending: what a list highlights. Empty for the empty query or no match.
  public func matchedPositions(of index: Int) -> [Int] {
    guard let prepared else { return [] }
    let matcher = ItemMatcher(prepared)
    return store.withView(index) { matcher.match($0, positions: true)?.positions ?? [] }
  }
}

extension ChoiceList {
  /// How matches of equal score are ordered, after their score (fzf's `--tiebreak`): each in
  /// turn, then the earlier item. A struct with static members, so that a new tiebreak breaks no
  /// `switch`.
  package struct Tiebreak: Hashable, Sendable, CustomStringConvertible {
    /// The criteria.
    enum Kind: String, CaseIterable {
      case length, begin, end, chunk, index, pathname
    }

    let kind: Kind

    /// The shorter item first (its leading and trailing spaces left out).
    package static let length = Tiebreak(kind: .length)
    /// The item whose match ends nearer its start first (fzf 0.38 measures the earliest end of
    /// the terms' matches, from the first character that is not a space).
    package static let begin = Tiebreak(kind: .begin)
    /// The item whose match ends nearer its end first.
    package static let end = Tiebreak(kind: .end)
    /// The item whose match lies in the shorter run of characters between spaces first.
    package static let chunk = Tiebreak(kind: .chunk)
    /// The earlier item first (the last tiebreak whether given or not).
    package static let index = Tiebreak(kind: .index)
    /// The item whose match starts nearer the start of its last path component (after its last
    /// `/` or backslash) first: fzf 0.74's `pathname` (0.59), the first tiebreak of `--scheme=path`.
    package static let pathname = Tiebreak(kind: .pathname)

    private init(kind: Kind) { self.kind = kind }

    /// The tiebreak fzf names so (`length`, `begin`, `end`, `chunk`, `index`), or nil.
    package init?(name: String) {
      guard let kind = Kind(rawValue: name) else { return nil }
      self.kind = kind
    }

    /// fzf's name of the tiebreak.
    package var description: String { kind.rawValue }
  }

  /// fzf's scoring schemes (`--scheme`). A struct with static members, so that a new scheme
  /// breaks no `switch`.
  package struct Scheme: Hashable, Sendable, CustomStringConvertible {
    /// The schemes.
    enum Kind: String {
      case `default`, path, history
    }

    let kind: Kind

    /// fzf's default.
    package static let `default` = Scheme(kind: .default)
    /// For paths: only `/` is a delimiter, a word start after it scores 9 and one after a space
    /// 8, the item's start counts as after a `/`.
    package static let path = Scheme(kind: .path)
    /// For command history: word starts score 8 after a space and a delimiter, and equal scores
    /// keep the input's order (no tiebreak but the index).
    package static let history = Scheme(kind: .history)

    private init(kind: Kind) { self.kind = kind }

    /// The scheme fzf names so (`default`, `path`, `history`), or nil.
    package init?(name: String) {
      guard let kind = Kind(rawValue: name) else { return nil }
      self.kind = kind
    }

    /// fzf's name of the scheme.
    package var description: String { kind.rawValue }
  }
}
