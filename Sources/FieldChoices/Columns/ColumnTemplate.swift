/// What `--with-nth` shows and `--accept-nth` prints of an item, as fzf 0.74's `nthTransformer`
/// reads them: a list of index expressions (`1,3..`: the columns picked, joined as they are), or
/// a template with placeholders in braces (`'{1},{3}'`, `{-1}`, `{2..}`, `{n}` the item's number)
/// and any text around them; each placeholder's columns lose the delimiter that ends them.
package struct ColumnTemplate: Sendable, Hashable {
  /// A part of a template.
  package enum Part: Sendable, Hashable {
    /// Text as written.
    case text(String)
    /// The columns a placeholder picks, joined, the last delimiter left out.
    case columns([ColumnRange])
    /// `{n}`: the item's number (from 0).
    case index
  }

  /// Why a value is not a template.
  package enum Problem: Error, Equatable, Sendable {
    /// Only digits, `,`, `-` and `.`, but not a list of index expressions.
    case invalidFormat
    /// Text without any placeholder.
    case noPlaceholder
  }

  /// How the item is cut into columns.
  package var delimiter: ColumnDelimiter
  /// The parts, in order.
  package var parts: [Part]
  /// True for a plain list of index expressions: the columns joined with their delimiters.
  package var isList: Bool
  /// The number `{n}` gives the first item (fzf counts the header lines read before it).
  package var firstIndex = 0

  /// Reads `text` as fzf 0.74's `nthTransformer`: a value of only digits, `,`, `-` and `.` is a
  /// list (`.invalidFormat` when a part is not an expression); anything else a template, which
  /// needs a placeholder `{…}` of those characters or `{n}` (a placeholder that is not an
  /// expression, `{1..2..3}`, is left out, as fzf leaves it out; `{x}` is text).
  package init(parsing text: String, delimiter: ColumnDelimiter = .awk) throws(Problem) {
    self.delimiter = delimiter
    let expression = Set("0123456789,-.")
    if !text.isEmpty && text.allSatisfy(expression.contains) {
      guard let ranges = ColumnRange.list(Substring(text)) else { throw .invalidFormat }
      parts = [.columns(ranges)]
      isList = true
      return
    }
    var parts: [Part] = []
    var found = false
    var rest = Substring(text)
    var pending = ""
    while let open = rest.firstIndex(of: "{") {
      let inside = rest[rest.index(after: open)...]
      let body = inside.prefix { expression.contains($0) }
      let close = body.endIndex
      let isIndex = body.isEmpty && inside.hasPrefix("n}")
      guard isIndex || !body.isEmpty && close < inside.endIndex && inside[close] == "}" else {
        pending += rest[...open]
        rest = inside
        continue
      }
      found = true
      pending += rest[..<open]
      if !pending.isEmpty { parts.append(.text(pending)) }
      pending = ""
      if isIndex {
        parts.append(.index)
        rest = inside.dropFirst(2)
      } else {
        if let ranges = ColumnRange.list(body) { parts.append(.columns(ranges)) }
        rest = inside[inside.index(after: close)...]
      }
    }
    guard found else { throw .noPlaceholder }
    pending += rest
    if !pending.isEmpty { parts.append(.text(pending)) }
    self.parts = parts
    isList = false
  }

  /// The template applied to an item's bytes (fzf's transformer over `Tokenize`'s columns).
  package func apply(to bytes: [UInt8], index: Int) -> [UInt8] {
    let columns = ItemColumns.columns(of: bytes, delimiter: delimiter)
    var result: [UInt8] = []
    for part in parts {
      switch part {
      case .text(let text): result += text.utf8
      case .columns(let ranges):
        let joined = ItemColumns.pick(ranges, from: columns).reduce(into: [UInt8]()) { $0 += $1 }
        result += isList ? joined : ItemColumns.strippingLastDelimiter(joined, delimiter)
      case .index: result += String(firstIndex + index).utf8
      }
    }
    return result
  }

  /// What `--accept-nth` prints of an item: the template applied, the delimiter at its end left
  /// out (fzf's `acceptNth`).
  package func accepted(_ bytes: [UInt8], index: Int) -> [UInt8] {
    ItemColumns.strippingLastDelimiter(apply(to: bytes, index: index), delimiter)
  }

  /// A chosen item as `--accept-nth` prints it.
  package func accepting(_ item: ChoiceItem) -> ChoiceItem {
    ChoiceItem(index: item.index, bytes: accepted(item.bytes, index: item.index))
  }

  /// What `--with-nth` shows of an item: the template applied, trailing white space left out
  /// (fzf's `TrimTrailingWhitespaces`).
  package func shown(_ text: String, index: Int) -> String {
    var shown = String(decoding: apply(to: Array(text.utf8), index: index), as: UTF8.self)
    while let last = shown.unicodeScalars.last, last.properties.isWhitespace {
      shown.unicodeScalars.removeLast()
    }
    return shown
  }
}

extension ItemColumns {
  /// `value` without the delimiter at its end (fzf's `StripLastDelimiter`): a literal delimiter,
  /// a pattern's last match when it ends there, or with the AWK style the trailing white space.
  package static func strippingLastDelimiter(_ value: [UInt8], _ delimiter: ColumnDelimiter) -> [UInt8] {
    guard case .awk = delimiter else { return trimmingDelimiter(value, delimiter) }
    var end = value.count
    while end > 0 {
      // The last character's first byte: up to 3 continuation bytes back.
      var start = end - 1
      while start > 0 && end - start < 4 && value[start] & 0xC0 == 0x80 { start -= 1 }
      guard let text = String(validating: value[start..<end], as: UTF8.self),
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
      else { break }
      end = start
    }
    return Array(value.prefix(end))
  }
}
