import FieldChoices
import FieldEngine
import FieldIO

extension ChoiceListLayout {
  /// One row of an item as drawn: its runs, the offset in the item of its first character, and
  /// whether it goes on from the row before (`--wrap`: drawn after the wrap sign).
  struct ItemRow: Equatable {
    /// The row's text in its runs.
    var runs: [ANSIText.Run]
    /// The offset in the item of the row's first character.
    var first: Int
    /// True when the item wrapped onto this row.
    var wrapped: Bool

    /// The row's characters, as the item counts them.
    var count: Int { runs.reduce(0) { $0 + $1.text.count } }
  }

  /// The rows an item's runs take in `columns` cells, as fzf 0.74.5 draws them: a new row at each
  /// line break (`multiLine`, fzf's `--multi-line`), and with `wraps` (`--wrap`) a new row, after
  /// the wrap sign, where the text would pass the row's end; with `wrapsWords` (`--wrap=word`)
  /// after the row's last blank or tab instead, when it has one. At most `limit` rows: an item
  /// taller than the list shows its first rows.
  static func rows(
    of runs: [ANSIText.Run], columns: Int, appearance: ChoiceListAppearance, limit: Int = .max
  ) -> [ItemRow] {
    let breaksLines = appearance.multiLine && runs.contains { $0.text.unicodeScalars.contains("\n") }
    guard breaksLines || appearance.wraps else { return [ItemRow(runs: runs, first: 0, wrapped: false)] }
    let signCells = TerminalWidth.columns(of: DisplayText.line(appearance.wrapSign))
    // Every character with its run, then the rows as ranges of them.
    let characters = runs.enumerated().flatMap { index, run in run.text.map { (character: $0, run: index) } }
    var ranges: [(range: Range<Int>, wrapped: Bool)] = []
    var start = 0
    var wrapped = false
    var column = 0
    var index = 0
    while index < characters.count, ranges.count < limit {
      let character = characters[index].character
      if appearance.multiLine && (character == "\n" || character == "\r\n") {
        ranges.append((start..<index, wrapped))
        index += 1
        (start, wrapped, column) = (index, false, 0)
        continue
      }
      let cells = TerminalWidth.columns(of: shown(character, atColumn: column, tabStop: appearance.tabStop))
      let room = columns - (wrapped ? signCells : 0)
      if appearance.wraps && column > 0 && column + cells > room {
        // A word's characters go to the next row with it, from after the row's last blank.
        var end = index
        if appearance.wrapsWords,
          let blank = (start..<index).last(where: {
            characters[$0].character == " " || characters[$0].character == "\t"
          }),
          blank + 1 > start, blank + 1 < index
        {
          end = blank + 1
        }
        ranges.append((start..<end, wrapped))
        (start, wrapped, column, index) = (end, true, 0, end)
        continue
      }
      column += cells
      index += 1
    }
    if ranges.count < limit { ranges.append((start..<characters.count, wrapped)) }
    return ranges.map { range, wrapped in
      var row = ItemRow(runs: [], first: range.lowerBound, wrapped: wrapped)
      var rowRun: Int?
      for (character, run) in characters[range] {
        if rowRun != run {
          row.runs.append(ANSIText.Run(text: "", style: runs[run].style, colors: runs[run].colors))
          rowRun = run
        }
        row.runs[row.runs.count - 1].text.append(character)
      }
      return row
    }
  }

  /// Item `index`'s runs: its own colours when the list reads them, else its text in one run.
  static func runs(of index: Int, in list: ChoiceList) -> [ANSIText.Run] {
    list.configuration.readsEscapes
      ? ANSIText.runs(list.rawBytes(of: index))
      : [ANSIText.Run(text: list.text(of: index), style: [], colors: TextColors())]
  }

  /// The rows list row `row` takes (one for "Other…"), at most the list's.
  static func height(ofRow row: Int, _ controller: ChoiceListController) -> Int {
    guard let item = controller.list.item(atRow: row) else { return 1 }
    let area = listArea(controller)
    return rows(
      of: runs(of: item, in: controller.list), columns: area.width - textColumn(controller.appearance),
      appearance: controller.appearance, limit: area.rows
    ).count
  }

  /// The rows list rows `range` take, the gaps between them included.
  static func span(_ range: ClosedRange<Int>, _ controller: ChoiceListController) -> Int {
    range.reduce(0) { $0 + height(ofRow: $1, controller) } + (range.count - 1) * controller.appearance.gap
  }
}
