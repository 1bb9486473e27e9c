/// Where a field's suggestions come from, besides its history: give a field sources
/// (`Field.suggestionSources`) and it shows, dimmed after the cursor, the rest of the first value
/// they offer that its rules take whole.
///
/// ```swift
/// struct Branches: SuggestionSource {
///   let names: [String]
///   func suggestions(startingWith text: String, limit: Int) -> [String] {
///     Array(names.filter { $0.hasPrefix(text) && $0 != text }.prefix(limit))
///   }
/// }
/// var field = Field(id: "branch")
/// field.suggestionSources = [Branches(names: ["main", "feature/history"])]
/// field.apply(.insert("f"))
/// field.suggestion   // "eature/history"
/// ```
///
/// It is asked after every key that leaves the cursor at the end of a text that is not empty, so
/// it should answer in well under a millisecond; `SuggestionList` does for a million values.
package protocol SuggestionSource: Sendable {
  /// Up to `limit` values that start with `text` and are longer than it, best first.
  func suggestions(startingWith text: String, limit: Int) -> [String]
  /// Up to `limit` values that start with `text` in another case and are longer than it, best
  /// first (for ``SuggestionCase/insensitive``). A source that has no such lookup offers none:
  /// the default.
  func suggestions(startingWithAnyCaseOf text: String, limit: Int) -> [String]
}

extension SuggestionSource {
  /// None: a source offers values in another case only when it says how to find them.
  package func suggestions(startingWithAnyCaseOf text: String, limit: Int) -> [String] { [] }
}

/// Whether a suggestion's start must have the text's case (`tfield --suggest-case`). A struct
/// with static members, so a way added later breaks no program's `switch`.
package struct SuggestionCase: Equatable, Hashable, Sendable {
  enum Kind: Equatable, Hashable, Sendable { case sensitive, insensitive, smart }
  let kind: Kind

  /// The value must start with the text as typed (the default).
  package static let sensitive = SuggestionCase(kind: .sensitive)
  /// A value that starts with the text in another case is suggested after those in its own case;
  /// taking it gives the value's case (fish's autosuggestion): "p" suggests "Paris".
  package static let insensitive = SuggestionCase(kind: .insensitive)
  /// As `insensitive` while the text has no uppercase letter; a text with one is matched as
  /// typed (fzf's and vim's smart case).
  package static let smart = SuggestionCase(kind: .smart)

  /// True when a value in another case than `text` may be suggested.
  func ignoresCase(of text: String) -> Bool {
    switch kind {
    case .sensitive: false
    case .insensitive: true
    case .smart: !text.contains { $0.isUppercase }
    }
  }
}

/// A list of values to suggest, the first listed preferred (`tfield --suggest FILE`): the rest
/// of the first one that starts with the field's text is suggested. Kept in one buffer like a
/// history; `prepare(work:)` builds the index that finds a suggestion among a million values in
/// microseconds, and until it is done only the first `FieldHistory.unpreparedScan` are looked at.
package struct SuggestionList: SuggestionSource {
  var entries = PackedEntries()
  var index = PrefixIndex()

  /// A list of these values, the first preferred; empty ones, ones with control characters and
  /// repeats next to each other are left out.
  package init(_ values: some Sequence<String>) {
    for value in values { append(value) }
  }

  /// The number of values.
  package var count: Int { entries.count }

  /// Adds a value, least preferred; returns why it was left out, or nil.
  @discardableResult
  package mutating func append(_ value: String) -> EntryRefusal? {
    var value = value
    return value.withUTF8 { append(utf8: $0) }
  }

  /// Adds a value given as UTF-8 bytes, least preferred; returns why it was left out, or nil.
  @discardableResult
  package mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) -> EntryRefusal? {
    if let refusal = EntryRefusal.check(bytes) { return refusal }
    if count > 0 && entries.entry(count - 1, equals: bytes) { return .repeated }
    entries.append(checked: bytes)
    return nil
  }

  /// True once the index covers every value.
  package var isPrepared: Bool { index.isReady && index.covered == count }

  /// Builds the index in steps of about `work` comparisons; true once it is ready.
  @discardableResult
  package mutating func prepare(work: Int = .max) -> Bool {
    if index.isReady && index.covered != count { index = PrefixIndex() }
    return index.build(entries, work: work)
  }

  /// Up to `limit` values that start with `text` and are longer, the first listed first.
  package func suggestions(startingWith text: String, limit: Int) -> [String] {
    entries.suggestions(startingWith: text, limit: limit, index: index)
  }

  /// Up to `limit` values that start with `text` in another case and are longer.
  package func suggestions(startingWithAnyCaseOf text: String, limit: Int) -> [String] {
    entries.suggestions(startingWithAnyCaseOf: text, limit: limit, index: index)
  }
}

extension FieldHistory: SuggestionSource {
  /// Up to `limit` entries that start with `text` and are longer, newest first; none when the
  /// history does not suggest (`suggests`).
  public func suggestions(startingWith text: String, limit: Int) -> [String] {
    guard suggests else { return [] }
    return entries.suggestions(startingWith: text, limit: limit, index: index)
  }

  /// Up to `limit` entries that start with `text` in another case and are longer, newest first
  /// within each spelling of the start.
  public func suggestions(startingWithAnyCaseOf text: String, limit: Int) -> [String] {
    guard suggests else { return [] }
    return entries.suggestions(startingWithAnyCaseOf: text, limit: limit, index: index)
  }
}

extension PackedEntries {
  /// The most spellings of a text's case that are looked up.
  static let caseSpellings = 64

  /// Up to `limit` entries that start with `text` in another case than its own and are longer:
  /// the spellings of the start that some entry has are found character by character, each
  /// a lookup that ends a spelling no entry starts with (a character's other case counts when it
  /// is one character of as many bytes); then each spelling's entries in turn.
  func suggestions(startingWithAnyCaseOf text: String, limit: Int, index: PrefixIndex) -> [String] {
    guard !text.isEmpty, limit > 0 else { return [] }
    var spellings = [""]
    for character in text {
      var cases = [String(character)]
      for other in [String(character).lowercased(), String(character).uppercased()]
      where !cases.contains(other) && other.count == 1 && other.utf8.count == String(character).utf8.count {
        cases.append(other)
      }
      var next: [String] = []
      for spelling in spellings {
        for variant in cases where next.count < Self.caseSpellings {
          let longer = spelling + variant
          if !suggestions(startingWith: longer, limit: 1, index: index).isEmpty { next.append(longer) }
        }
      }
      spellings = next
      if spellings.isEmpty { return [] }
    }
    var found: [String] = []
    for spelling in spellings where spelling != text && found.count < limit {
      found += suggestions(startingWith: spelling, limit: limit - found.count, index: index)
    }
    return found
  }

  /// Up to `limit` entries that start with `text` and are longer, the first listed first: from
  /// the index where it covers them, then among the rest by a scan of at most
  /// `FieldHistory.unpreparedScan` entries.
  func suggestions(startingWith text: String, limit: Int, index: PrefixIndex) -> [String] {
    let prefix = Array(text.utf8)
    guard !prefix.isEmpty, limit > 0 else { return [] }
    var found = index.isReady ? index.entries(startingWith: prefix, in: self, limit: limit) : []
    let scanned = index.isReady ? index.covered : 0
    if found.count < limit {
      bytes.withUnsafeBufferPointer { bytes in
        for entry in scanned..<min(count, scanned + FieldHistory.unpreparedScan) {
          let range = range(of: entry)
          if range.count > prefix.count && bytes[range.prefix(prefix.count)].elementsEqual(prefix) {
            found.append(entry)
            if found.count == limit { break }
          }
        }
      }
    }
    return found.map(text(of:))
  }
}
