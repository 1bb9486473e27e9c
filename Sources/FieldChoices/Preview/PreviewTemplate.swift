/// A preview command line with fzf's placeholders, replaced for the highlighted item as fzf 0.74
/// does (`replacePlaceholder` in its `src/terminal.go`):
///
/// - `{}`: the item; `{n}`: its index in the input (0-based; `''` for an item that has none);
///   `{q}` (`{fzf:query}`): the query.
/// - `{1}`, `{-1}`, `{2..}`, `{..3}`, `{1,3..4}`: columns of the item (``ItemColumns``), blanks
///   around them trimmed; `{s1}` keeps the blanks.
/// - `{+}`, `{+n}`, `{+1}`: the same for each marked item (the highlighted one when none is
///   marked), separated by spaces; `{*}`, `{*n}`, `{*1}`: for every match, in the list's order.
/// - `{r}`, `{r1}`, `{+r}`: the value not quoted (raw).
/// - `{q:1}`, `{q:2..}`, `{q:s1}`: words of the query, cut as items' columns are by blanks.
/// - `{fzf:action}`: the name of the last action (`FZF_ACTION`), not quoted; `{fzf:prompt}`: the
///   prompt.
/// - `\{}` is the text `{}`; anything else in braces is left as written.
///
/// Each value is quoted for the shell as fzf quotes it (``ShellQuoting``): for `sh`, in single
/// quotes, a `'` written `'\''` (`{n}` is a number and is not quoted). An item's value is its bytes, whether or not they are
/// UTF-8 (`caf\xe9.txt` is that file, not `caf\u{FFFD}.txt`), so the command line is bytes too.
/// fzf's `{f}` (values in a temporary file) is refused.
///
/// ```swift
/// let template = try PreviewTemplate("head -n 20 {} # {q}")
/// template.command(query: "a'b", current: PreviewItem(text: "notes.txt", index: 3))
/// // the UTF-8 of "head -n 20 'notes.txt' # 'a'\''b'"
/// ```
package struct PreviewTemplate: Sendable, Hashable {
  /// Why a template cannot be used.
  package enum ParseError: Error, Equatable, Sendable {
    /// A placeholder with fzf's `f` flag (its values written to a temporary file), which tfield
    /// does not offer: the placeholder as written.
    case temporaryFile(String)
  }

  /// Which items a placeholder names.
  enum Items: Sendable, Hashable {
    /// The highlighted one (`{}`).
    case current
    /// The marked ones (`{+}`).
    case marked
    /// Every match (`{*}`).
    case matched
  }

  /// One piece of the template.
  enum Piece: Sendable, Hashable {
    /// Text kept as it is.
    case text(String)
    /// `{q}`, or words of the query (`{q:2..}`).
    case query(words: [ColumnRange]?, keepsBlanks: Bool)
    /// `{}` or `{n}`, for the items named, quoted unless `raw`.
    case item(number: Bool, items: Items, raw: Bool)
    /// Columns of the items named (`{1}`, `{s2..}`), quoted unless `raw`.
    case columns([ColumnRange], keepsBlanks: Bool, items: Items, raw: Bool)
    /// `{fzf:action}`.
    case action
    /// `{fzf:prompt}`.
    case prompt
  }

  /// The template as written.
  package let text: String
  let pieces: [Piece]

  /// What is wrong with `text` as a template, or nil.
  package static func problem(_ text: String) -> ParseError? {
    do {
      _ = try PreviewTemplate(text)
      return nil
    } catch {
      return error
    }
  }

  /// Reads the placeholders of `text`.
  package init(_ text: String) throws(ParseError) {
    self.text = text
    var pieces: [Piece] = []
    var literal = ""
    let characters = Array(text.unicodeScalars)
    var index = 0
    while index < characters.count {
      if let (length, piece) = try Self.placeholder(in: characters, at: index) {
        if case .text(let escaped) = piece {
          literal += escaped
        } else {
          if !literal.isEmpty { pieces.append(.text(literal)) }
          literal = ""
          pieces.append(piece)
        }
        index += length
      } else {
        literal.unicodeScalars.append(characters[index])
        index += 1
      }
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    self.pieces = pieces
  }

  /// True when the template names the marked items (`{+}`, `{+1}`, `{+n}`).
  package var usesMarked: Bool { names(.marked) }

  /// True when the template names every match (`{*}`, `{*1}`, `{*n}`).
  package var usesMatched: Bool { names(.matched) }

  private func names(_ wanted: Items) -> Bool {
    pieces.contains { piece in
      switch piece {
      case .item(_, let items, _), .columns(_, _, let items, _): items == wanted
      default: false
      }
    }
  }

  /// True when the template names what no item decides: the query (`{q}`, `{q:1}`) or the list's
  /// state (`{fzf:action}`, `{fzf:prompt}`).
  package var usesQuery: Bool {
    pieces.contains { piece in
      switch piece {
      case .query, .action, .prompt: true
      default: false
      }
    }
  }

  /// True when the command runs with nothing highlighted, as fzf's `buildPlusList` decides: when
  /// it names the query or the list's state, every match, or marked items there are
  /// (`markedCount`). The highlighted item is then ``noItem``.
  package func runsWithoutItem(markedCount: Int) -> Bool {
    usesQuery || usesMatched || (usesMarked && markedCount > 0)
  }

  /// What stands for the highlighted item when there is none (fzf's `minItem`): no bytes, no
  /// index (`{}` and `{n}` are `''`).
  package static let noItem = PreviewItem(bytes: [], index: -1)

  /// True when the template has any placeholder.
  package var hasPlaceholders: Bool {
    pieces.contains { if case .text = $0 { false } else { true } }
  }

  /// The command line for `current` (nil: nothing highlighted), the `marked` items (their
  /// order is the order their values are written in; empty: the current item stands for them)
  /// and the `matched` ones (`{*}`: asked for only when ``usesMatched``), with every placeholder
  /// replaced, as bytes: an item's own, quoted. `forcePlus` makes every placeholder of the
  /// current item name the marked items. `action` and `prompt` are `{fzf:action}`'s and
  /// `{fzf:prompt}`'s. Values are quoted as `quoting` says, for the shell that runs the line.
  package func command(
    query: String, current: PreviewItem?, marked: [PreviewItem] = [], matched: () -> [PreviewItem] = { [] },
    forcePlus: Bool = false, delimiter: ColumnDelimiter = .awk, action: String = "", prompt: String = "",
    quoting: ShellQuoting = .posix
  ) -> [UInt8] {
    let plusItems = marked.isEmpty ? (current.map { [$0] } ?? []) : marked
    let matchedItems = usesMatched ? matched() : []
    func named(_ items: Items) -> [PreviewItem] {
      switch items {
      case .matched: matchedItems
      case .marked: plusItems
      case .current: forcePlus ? plusItems : current.map { [$0] } ?? []
      }
    }
    var result: [UInt8] = []
    func append(_ values: [[UInt8]]) {
      for (index, value) in values.enumerated() {
        if index > 0 { result.append(UInt8(ascii: " ")) }
        result += value
      }
    }
    for piece in pieces {
      switch piece {
      case .text(let text): result += Array(text.utf8)
      case .query(nil, _): result += quoting.quoted(Array(query.utf8))
      case .query(let words?, let keepsBlanks):
        let value = Array(ItemColumns.pick(words, from: ItemColumns.columns(of: Array(query.utf8))).joined())
        result += quoting.quoted(keepsBlanks ? value : Self.trimmingSpace(value))
      case .action: result += Array(action.utf8)
      case .prompt: result += quoting.quoted(Array(prompt.utf8))
      case .item(let number, let items, let raw):
        append(
          named(items).map { item in
            if number { return item.index < 0 ? quoting.quoted([]) : Array(String(item.index).utf8) }
            return raw ? item.bytes : quoting.quoted(item.bytes)
          })
      case .columns(let ranges, let keepsBlanks, let items, let raw):
        append(
          named(items).map { item in
            let value = ColumnScope(delimiter: delimiter, ranges: ranges).joinedColumns(of: item.bytes)
            let kept = keepsBlanks ? value : Self.trimmingSpace(value)
            return raw ? kept : quoting.quoted(kept)
          })
      }
    }
    return result
  }

  /// `bytes` without white space at either end (Go's `strings.TrimSpace`, which reads them as
  /// UTF-8: a byte that is not is no space).
  static func trimmingSpace(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { buffer in
      var first: Int?
      var end = 0
      var index = 0
      while index < buffer.count {
        let (scalar, width) = UTF8Rune.decode(buffer, at: index)
        if Unicode.Scalar(scalar)?.properties.isWhitespace != true {
          if first == nil { first = index }
          end = index + width
        }
        index += width
      }
      guard let first else { return [] }
      return Array(buffer[first..<end])
    }
  }

  /// The placeholder that starts at `index` (fzf 0.74's expression
  /// `\\?(?:{[+*sfr]*[0-9,-.]*}|{q(?::s?[0-9,-.]+)?}|{fzf:(?:query|action|prompt)}|{[+*]?f?nf?})`,
  /// its alternatives tried in order) and its length, or nil when none does.
  private static func placeholder(in scalars: [Unicode.Scalar], at index: Int) throws(ParseError)
    -> (Int, Piece)?
  {
    var start = index
    let escaped = scalars[start] == "\\"
    if escaped { start += 1 }
    guard start < scalars.count, scalars[start] == "{" else { return nil }
    guard let end = matchEnd(scalars, openingAt: start) else { return nil }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<(end - 1)]))
    let length = end - index
    if escaped { return (length, .text("{" + body + "}")) }
    switch body {
    case "q", "fzf:query": return (length, .query(words: nil, keepsBlanks: false))
    case "fzf:action": return (length, .action)
    case "fzf:prompt": return (length, .prompt)
    default: break
    }
    if body.hasPrefix("q:") {
      var words = body.dropFirst(2)
      let keepsBlanks = words.first == "s"
      if keepsBlanks { words = words.dropFirst() }
      guard let ranges = ColumnRange.list(words) else { return (length, .text("{q:" + words + "}")) }
      return (length, .query(words: ranges, keepsBlanks: keepsBlanks))
    }
    let flags = body.prefix { "+*snfr".contains($0) }
    if flags.contains("f") { throw .temporaryFile("{" + body + "}") }
    let items: Items = flags.contains("*") ? .matched : flags.contains("+") ? .marked : .current
    let raw = flags.contains("r")
    let expression = body.dropFirst(flags.count)
    if expression.isEmpty { return (length, .item(number: flags.contains("n"), items: items, raw: raw)) }
    // An expression that is not a column list is left as written, as fzf leaves it.
    guard let ranges = ColumnRange.list(expression) else {
      return (length, .text("{" + expression + "}"))
    }
    return (length, .columns(ranges, keepsBlanks: flags.contains("s"), items: items, raw: raw))
  }

  /// Where a placeholder opening at `start` ends (just past its `}`), by fzf's expression.
  private static func matchEnd(_ scalars: [Unicode.Scalar], openingAt start: Int) -> Int? {
    func run(from index: Int, while accepts: (Unicode.Scalar) -> Bool) -> Int {
      var index = index
      while index < scalars.count, accepts(scalars[index]) { index += 1 }
      return index
    }
    func closes(_ index: Int) -> Int? { index < scalars.count && scalars[index] == "}" ? index + 1 : nil }
    func isRange(_ scalar: Unicode.Scalar) -> Bool {
      ("0"..."9").contains(scalar) || (","...".").contains(scalar)
    }
    func spells(_ text: String, at index: Int) -> Int? {
      let wanted = Array(text.unicodeScalars)
      guard index + wanted.count <= scalars.count, Array(scalars[index..<(index + wanted.count)]) == wanted
      else { return nil }
      return index + wanted.count
    }
    // {[+*sfr]*[0-9,-.]*}
    let flagsEnd = run(from: start + 1) { "+*sfr".unicodeScalars.contains($0) }
    if let end = closes(run(from: flagsEnd, while: isRange)) { return end }
    // {q(?::s?[0-9,-.]+)?}
    if let afterQ = spells("q", at: start + 1) {
      if let end = closes(afterQ) { return end }
      if let colon = spells(":", at: afterQ) {
        let wordsStart = spells("s", at: colon) ?? colon
        let wordsEnd = run(from: wordsStart, while: isRange)
        if wordsEnd > wordsStart, let end = closes(wordsEnd) { return end }
      }
    }
    // {fzf:(?:query|action|prompt)}
    for name in ["query", "action", "prompt"] {
      if let after = spells("fzf:" + name, at: start + 1), let end = closes(after) { return end }
    }
    // {[+*]?f?nf?}
    var index = start + 1
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "*" { index += 1 }
    for (scalar, optional) in [("f", true), ("n", false), ("f", true)] as [(Unicode.Scalar, Bool)] {
      if index < scalars.count, scalars[index] == scalar {
        index += 1
      } else if !optional {
        return nil
      }
    }
    return closes(index)
  }
}

/// An item as a preview command names it: its bytes (escape sequences left out under `--ansi`),
/// whether or not they are UTF-8, and its index in the input.
package struct PreviewItem: Sendable, Hashable {
  /// The item's bytes.
  package var bytes: [UInt8]
  /// Its index in the input; negative for none.
  package var index: Int

  /// An item of these bytes.
  package init(bytes: [UInt8], index: Int) {
    self.bytes = bytes
    self.index = index
  }

  /// An item of this text's UTF-8.
  package init(text: String, index: Int) {
    self.init(bytes: Array(text.utf8), index: index)
  }

  /// The item as text, every byte sequence that is not UTF-8 as U+FFFD.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension ChoiceList {
  /// Item `index` as a command names it.
  package func previewItem(_ index: Int) -> PreviewItem {
    PreviewItem(bytes: item(index).bytes, index: index)
  }

  /// Every match as a command names it (`{*}`), in the list's order: the whole list ranked (a
  /// copy: ranking is done for the rows shown only).
  package var matchedPreviewItems: [PreviewItem] {
    var ranked = self
    ranked.rank(rows: matchCount)
    return (0..<matchCount).compactMap { ranked.item(atRow: $0) }.map(previewItem)
  }
}
