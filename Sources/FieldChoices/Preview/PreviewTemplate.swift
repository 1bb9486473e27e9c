/// A preview command line with fzf's placeholders, replaced for the highlighted item as fzf 0.38
/// does (`replacePlaceholder` in its `src/terminal.go`):
///
/// - `{}`: the item; `{n}`: its index in the input (0-based; empty when nothing is highlighted);
///   `{q}`: the query.
/// - `{1}`, `{-1}`, `{2..}`, `{..3}`, `{1,3..4}`: columns of the item (``ItemColumns``), blanks
///   around them trimmed; `{s1}` keeps the blanks.
/// - `{+}`, `{+n}`, `{+1}`: the same for each marked item (the highlighted one when none is
///   marked), separated by spaces.
/// - `\{}` is the text `{}`; anything else in braces is left as written.
///
/// Each value is quoted for `sh` as fzf quotes it: in single quotes, a `'` written `'\''`
/// (`{n}` is a number and is not quoted). An item's value is its bytes, whether or not they are
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

  /// One piece of the template.
  enum Piece: Sendable, Hashable {
    /// Text kept as it is.
    case text(String)
    /// `{q}`.
    case query
    /// `{}` or `{n}`, with `{+…}` for the marked items.
    case item(number: Bool, plus: Bool)
    /// Columns of the item (`{1}`, `{s2..}`), with `{+…}` for the marked items.
    case columns([ColumnRange], keepsBlanks: Bool, plus: Bool)
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
  package var usesMarked: Bool {
    pieces.contains { piece in
      switch piece {
      case .item(_, let plus), .columns(_, _, let plus): plus
      default: false
      }
    }
  }

  /// True when the template names the query.
  package var usesQuery: Bool { pieces.contains(.query) }

  /// True when the template has any placeholder.
  package var hasPlaceholders: Bool {
    pieces.contains { if case .text = $0 { false } else { true } }
  }

  /// The command line for `current` (nil: nothing highlighted) and the `marked` items (their
  /// order is the order their values are written in; empty: the current item stands for them),
  /// with every placeholder replaced, as bytes: an item's own, quoted. `forcePlus` makes every
  /// placeholder name the marked items.
  package func command(
    query: String, current: PreviewItem?, marked: [PreviewItem] = [], forcePlus: Bool = false,
    delimiter: ColumnDelimiter = .awk
  ) -> [UInt8] {
    let plusItems = marked.isEmpty ? (current.map { [$0] } ?? []) : marked
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
      case .query: result += Self.quoted(Array(query.utf8))
      case .item(let number, let plus):
        let items = plus || forcePlus ? plusItems : current.map { [$0] } ?? []
        append(
          items.map { number ? ($0.index < 0 ? [] : Array(String($0.index).utf8)) : Self.quoted($0.bytes) })
      case .columns(let ranges, let keepsBlanks, let plus):
        let items = plus || forcePlus ? plusItems : current.map { [$0] } ?? []
        append(
          items.map { item in
            let picked = ItemColumns.pick(
              ranges, from: ItemColumns.columns(of: item.bytes, delimiter: delimiter))
            let value = ItemColumns.trimmingDelimiter(Array(picked.joined()), delimiter)
            return Self.quoted(keepsBlanks ? value : Self.trimmingSpace(value))
          })
      }
    }
    return result
  }

  /// `bytes` in single quotes for `sh`, each `'` in them written `'\''` (fzf's `quoteEntry`).
  package static func quoted(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes {
      if byte == UInt8(ascii: "'") { result += Array("'\\''".utf8) } else { result.append(byte) }
    }
    result.append(UInt8(ascii: "'"))
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

  /// The placeholder that starts at `index` (fzf's expression
  /// `\\?(?:{[+sf]*[0-9,-.]*}|{q}|{\+?f?nf?})`, its alternatives tried in order) and its length,
  /// or nil when none does.
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
    if body == "q" { return (length, .query) }
    let flags = body.prefix { "+snf".contains($0) }
    if flags.contains("f") { throw .temporaryFile("{" + body + "}") }
    let plus = flags.contains("+")
    let expression = body.dropFirst(flags.count)
    if expression.isEmpty { return (length, .item(number: flags.contains("n"), plus: plus)) }
    // An expression that is not a column list is left as written, as fzf leaves it.
    guard let ranges = ColumnRange.list(expression) else {
      return (length, .text("{" + expression + "}"))
    }
    return (length, .columns(ranges, keepsBlanks: flags.contains("s"), plus: plus))
  }

  /// Where a placeholder opening at `start` ends (just past its `}`), by fzf's expression.
  private static func matchEnd(_ scalars: [Unicode.Scalar], openingAt start: Int) -> Int? {
    func run(from index: Int, while accepts: (Unicode.Scalar) -> Bool) -> Int {
      var index = index
      while index < scalars.count, accepts(scalars[index]) { index += 1 }
      return index
    }
    func closes(_ index: Int) -> Int? { index < scalars.count && scalars[index] == "}" ? index + 1 : nil }
    // {[+sf]*[0-9,-.]*}
    let flagsEnd = run(from: start + 1) { "+sf".unicodeScalars.contains($0) }
    let rangeEnd = run(from: flagsEnd) { ("0"..."9").contains($0) || (","...".").contains($0) }
    if let end = closes(rangeEnd) { return end }
    // {q}
    if start + 1 < scalars.count, scalars[start + 1] == "q", let end = closes(start + 2) { return end }
    // {\+?f?nf?}
    var index = start + 1
    for (scalar, optional) in [("+", true), ("f", true), ("n", false), ("f", true)]
      as [(Unicode.Scalar, Bool)]
    {
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
