/// The past values a field can recall, newest first, and where the user is among them: give a
/// field one (`Field.history`) and ↑ and ↓ walk it, Ctrl-R searches it, and the rest of the newest entry that starts with the text
/// is suggested after the cursor (`Field.suggestion`).
///
/// ```swift
/// var field = Field(id: "city", label: "City")
/// field.history = FieldHistory(["Oslo", "Paris", "Lima"])   // newest first
/// let form = FormController(form: try Form([field]), title: "")   // ↑ in it recalls "Oslo"
/// ```
///
/// Entries are kept in one buffer (`PackedEntries`), so a million of them cost about their bytes
/// plus 8 bytes each; recalling one costs its own length, however many there are. A history that
/// arrives in pieces (read from the end of a file, newest first) grows with `appendOlder(_:)`;
/// the indices of the entries already there never change.
///
/// Walking: the line being edited is kept when ↑ leaves it and comes back below the newest entry;
/// an entry enters the field through the field's paste policy, so one that breaks today's rules
/// is shown filtered, or refused with the reason, never slipped past them; edits to a recalled
/// entry (and their undo steps) last while the field is open and are never written back into
/// the history. Each line has its own undo steps, as in readline.
///
/// A password field never reads its history (`Field.isPassword`): no recall, no search, no
/// suggestion.
public struct FieldHistory: Sendable {
  var entries = PackedEntries()
  var index = PrefixIndex()
  /// The entry shown, or nil for the line being edited.
  public internal(set) var position: Int?
  /// The line whose text the field holds: an entry, or -1 for the line being edited. Differs
  /// from `position` only after an entry the rules refused.
  var shown = -1
  /// Lines left with edits: their text, undo steps and selection, by entry (-1: the line being
  /// edited).
  var saved: [Int: SavedLine] = [:]
  /// The incremental search in progress, or nil.
  package internal(set) var search: HistorySearch?
  /// The last search's text, which Ctrl-R on an empty search takes again.
  var lastSearchText = ""
  /// The text of the last non-incremental search, which an empty one searches for again.
  var lastEnteredSearchText = ""
  /// Byte counts of a sample of the entries, for the search's anchors; made at the first search.
  var byteFrequency: [Int]?
  /// Whether the field suggests the rest of the newest entry that starts with its text. On by
  /// default.
  public var suggests = true

  /// An empty history.
  public init() {}

  /// A history of these entries, newest first. Empty ones, ones with control characters (a
  /// field never holds them) and a repeat of the entry before are left out.
  public init(_ newestFirst: some Sequence<String>) {
    for entry in newestFirst { appendOlder(entry) }
  }

  /// The number of entries.
  public var count: Int { entries.count }

  /// The same entries, index and settings, with no walk, kept lines or search.
  public var restarted: FieldHistory {
    var history = self
    history.position = nil
    history.shown = -1
    history.saved = [:]
    history.search = nil
    return history
  }

  /// Entry `index`, 0 being the newest.
  public subscript(index: Int) -> String { entries.text(of: index) }

  /// The entries, newest first.
  public var all: [String] { (0..<count).map { entries.text(of: $0) } }

  /// Adds an entry older than all the others (histories are read newest first); returns why it
  /// was left out, or nil when it went in.
  @discardableResult
  package mutating func appendOlder(_ entry: String) -> EntryRefusal? {
    var entry = entry
    return entry.withUTF8 { appendOlder(utf8: $0) }
  }

  /// Adds an entry, given as UTF-8 bytes, older than all the others; returns why it was left out
  /// (not UTF-8, control characters, empty, the same as the entry before it), or nil when it
  /// went in. A reader of a history file hands its lines over this way, with no `String` made.
  @discardableResult
  package mutating func appendOlder(utf8 bytes: UnsafeBufferPointer<UInt8>) -> EntryRefusal? {
    if let refusal = EntryRefusal.check(bytes) { return refusal }
    if count > 0 && entries.entry(count - 1, equals: bytes) { return .repeated }
    entries.append(checked: bytes)
    return nil
  }

  /// Makes room for this many more entries and bytes, when a reader knows.
  public mutating func reserveCapacity(entries count: Int, bytes: Int) {
    entries.reserve(entries: count, bytes: bytes)
  }

  /// True once the index that finds suggestions quickly covers every entry. Before that, a
  /// suggestion is looked for among the newest `unpreparedScan` entries only.
  public var isPrepared: Bool { index.isReady && index.covered == count }

  /// Builds the index that finds a suggestion among a million entries in microseconds, in steps
  /// of about `work` comparisons (a million entries take about 25 million in all), so a program
  /// can build it between keystrokes; returns true once it is ready. Entries added later start a
  /// new index.
  @discardableResult
  public mutating func prepare(work: Int = .max) -> Bool {
    if index.isReady && index.covered != count { index = PrefixIndex() }
    return index.build(entries, work: work)
  }

  /// The `work` of a `prepare(work:)` step that takes about a millisecond (a component builds the
  /// index this much a wake; tf-bench measures its longest step): a million entries take about
  /// 3,000 steps.
  public static let preparationStep = 8_000

  /// How many of the newest entries a suggestion is looked for among before `prepare` is done.
  public static let unpreparedScan = 4096
}

/// A line the user left: its text, undo steps and selection, as they were.
struct SavedLine: Sendable {
  var text: String
  var undo: UndoHistory
  var anchor: Int
  var head: Int
}

/// An incremental search of a field's history (readline's Ctrl-R and Ctrl-S): what is searched
/// for, which way, and whether it found anything.
package struct HistorySearch: Equatable, Sendable {
  /// The text searched for.
  package internal(set) var text = ""
  /// True for a search towards older entries (Ctrl-R), false towards newer ones (Ctrl-S).
  package internal(set) var isBackward: Bool
  /// True when no entry in the search's direction holds the text: the last match stays shown.
  package internal(set) var isFailing = false
  /// False for a non-incremental search (Alt-P, Alt-N): the text is only searched for at Enter.
  package internal(set) var isIncremental = true
  /// The entry shown, which holds the text; nil before anything was found.
  package internal(set) var match: Int?
  /// Where the walk was, and the line the field held, when the search began: Escape goes back.
  var startPosition: Int?
  var startShown: Int
  var startLine: SavedLine

  /// Two searches are equal when they look for the same text the same way and found the same
  /// entry; where they began is left out.
  package static func == (lhs: HistorySearch, rhs: HistorySearch) -> Bool {
    lhs.text == rhs.text && lhs.isBackward == rhs.isBackward && lhs.isFailing == rhs.isFailing
      && lhs.match == rhs.match && lhs.isIncremental == rhs.isIncremental
  }
}
