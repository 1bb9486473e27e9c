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
  /// the wrap sign, where the text would pass the row's end. At most `limit` rows: an item taller
  /// than the list shows its first rows.
  static func rows(
    of runs: [ANSIText.Run], columns: Int, appearance: ChoiceListAppearance, limit: Int = .max
  ) -> [ItemRow] {
    let breaksLines = appearance.multiLine && runs.contains { $0.text.unicodeScalars.contains("\n") }
    guard breaksLines || appearance.wraps else { return [ItemRow(runs: runs, first: 0, wrapped: false)] }
    let signCells = TerminalWidth.columns(of: DisplayText.line(appearance.wrapSign))
    var rows: [ItemRow] = []
    var row = ItemRow(runs: [], first: 0, wrapped: false)
    var column = 0
    var offset = 0
    // The run the row's last characters come from.
    var rowRun: Int?
    func finish(wrapped: Bool, next: Int) {
      rows.append(row)
      row = ItemRow(runs: [], first: next, wrapped: wrapped)
      column = 0
      rowRun = nil
    }
    for (index, run) in runs.enumerated() {
      for character in run.text {
        guard rows.count < limit else { return rows }
        if appearance.multiLine && (character == "\n" || character == "\r\n") {
          offset += 1
          finish(wrapped: false, next: offset)
          continue
        }
        let cells = TerminalWidth.columns(
          of: shown(character, atColumn: column, tabStop: appearance.tabStop))
        let room = columns - (row.wrapped ? signCells : 0)
        if appearance.wraps && column > 0 && column + cells > room {
          finish(wrapped: true, next: offset)
        }
        if rowRun != index {
          row.runs.append(ANSIText.Run(text: "", style: run.style, colors: run.colors))
          rowRun = index
        }
        row.runs[row.runs.count - 1].text.append(character)
        column += cells
        offset += 1
      }
    }
    if rows.count < limit { rows.append(row) }
    return rows
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
