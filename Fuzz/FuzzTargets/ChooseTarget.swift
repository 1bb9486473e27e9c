import FieldChoices
import FieldKeys
import FieldTerminal
import TFieldArguments
import TFieldOptions

/// Fuzz target for what `tfield choose` reads out of its options and applies to items: the
/// `--bind` parser and its commands, placeholder templates (`--preview`, `execute(…)`),
/// `--preview-window` (sizes, `~N`, `+{2}-/2` evaluated on the items), `--delimiter`
/// expressions, column ranges (`--nth`, `--with-nth`, `{..N}`), key names (`--expect`) and
/// `--tabstop`. The bytes are `choose`'s arguments separated by NUL bytes, then an empty one,
/// then the items (bytes, not necessarily UTF-8): `-d\0:\0--preview\0cat {2}\0\0f:-9:x\0a b`.
///
/// Checked: parsing never traps, and a usage error names a flag the arguments hold; an item cut
/// into columns by a literal delimiter or an expression is its columns joined; an expression's
/// matches take at most twice its automaton's size in steps a character (linear, whatever the
/// expression: a hang is a finding); every template and scroll offset is evaluated for every
/// item without a trap; the list is matched and drawn with its columns and tab stop.
///
/// - Returns: what broke, empty when nothing did.
public func fuzzChoose(_ data: [UInt8]) -> [String] {
  guard data.count <= 4096 else { return [] }
  let parts = data.split(separator: 0, omittingEmptySubsequences: false)
  let end = parts.firstIndex(where: \.isEmpty) ?? parts.endIndex
  let words = parts[..<end].map { String(decoding: $0, as: UTF8.self) }
  let items = parts[end...].dropFirst().filter { !$0.isEmpty }.prefix(16).map { Array($0.prefix(512)) }
  let flags = givenFlags(words)
  let choose: Choose
  do {
    guard case .choose(let parsed) = try Arguments.parse(["choose"] + words) else { return [] }
    choose = parsed
  } catch {
    return usageProblems(error, words: words, flags: flags)
  }
  let choice = choose.choice
  let delimiter = choice.columnDelimiter
  var problems = items.flatMap { columnProblems($0, delimiter) }

  // Templates: the preview's and every --bind command's, for each item, current and marked.
  let bindings = (try? ListBinding.parse(all: choice.bindings)) ?? []
  let templates = ([choice.preview] + bindings.flatMap(\.actions).map(\.command)).compactMap { $0 }
  let previewItems = items.enumerated().map { PreviewItem(bytes: $1, index: $0) }
  for case let template? in templates.map({ try? PreviewTemplate($0) }) {
    for item in previewItems {
      _ = template.command(query: "q", current: item, marked: previewItems, delimiter: delimiter)
    }
    _ = template.command(query: "", current: nil, delimiter: delimiter)
  }
  // The preview window: its sizes laid out, its scroll offset evaluated on each item.
  var window = PreviewWindow()
  for value in choice.previewWindow { try? window.apply(value) }
  for length in [0, 24, 300] {
    let extent = window.extent(of: length, keeping: 4)
    if extent < 0 || extent > length { problems.append("preview extent \(extent) of \(length)") }
    _ = window.inlineRows(besideItems: length)
  }
  if let scroll = window.scroll {
    for item in previewItems {
      if scroll.firstLine(for: item.text, height: 20, delimiter: delimiter) < 0 {
        problems.append("a negative first line for \(item.bytes)")
      }
    }
  }
  // The list: matched within its columns, shown with them, drawn with the tab stop.
  var configuration = ChoiceList.Configuration()
  configuration.matchedColumns = choice.matchedColumns
  configuration.shownColumns = choice.shownColumns
  var list = ChoiceList(items: items, configuration: configuration)
  list.setQuery(choice.query ?? "a")
  list.rankAll()
  var controller = ChoiceListController(title: "fuzz", list: list)
  controller.appearance.tabStop = choice.tabStop
  controller.layout(in: Region(width: 120, height: 8))
  _ = controller.frame()
  return problems
}

/// An item cut into columns: the columns of a literal delimiter or an expression, joined, are the
/// item; an expression's matching is linear in the item.
private func columnProblems(_ item: [UInt8], _ delimiter: ColumnDelimiter) -> [String] {
  var problems: [String] = []
  let columns = ItemColumns.columns(of: item, delimiter: delimiter)
  switch delimiter {
  case .awk: break
  case .literal, .pattern:
    if Array(columns.joined()) != item { problems.append("\(item) cut by \(delimiter) into \(columns)") }
  }
  if case .pattern(let pattern) = delimiter {
    var steps = 0
    _ = item.withUnsafeBufferPointer { pattern.matches(in: $0, steps: &steps) }
    let bound = (item.count + 1) * 2 * pattern.automatonSize * (item.count + 1)
    if steps > bound { problems.append("\(pattern.source) took \(steps) steps on \(item.count) bytes") }
  }
  return problems
}
