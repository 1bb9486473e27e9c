import FieldChoices
import FieldEngine
import FieldIO

extension ChoiceListLayout {
  /// The rows of the items' area the scrollbar covers, counted from the first row shown, as fzf
  /// 0.74's `getScrollbar` places it (an item a row): none when all `total` rows fit in `rows`;
  /// else the share of the list shown (at least one row), as far down the area as `offset` (the
  /// first row shown) is down the list.
  static func scrollbarRows(total: Int, rows: Int, offset: Int) -> Range<Int> {
    guard rows > 0, total > rows else { return 0..<0 }
    let length = max(1, rows * rows / total)
    let start = min(rows - length, (rows - length) * max(0, offset) / (total - rows))
    return start..<(start + length)
  }

  /// Draws the scrollbar (`--scrollbar`) in the items' last column, beside the rows it covers
  /// (`scrollbarRows`): from the best item's end of the area, as the items run.
  func drawScrollbar(_ items: ListArea, arrangement: Arrangement, into frame: inout Frame) {
    let bar = DisplayText.fit(Self.labelText(controller.appearance.scrollbar), columns: 1)
    guard !bar.isEmpty else { return }
    let covered = Self.scrollbarRows(
      total: controller.list.rowCount, rows: items.rows, offset: controller.scrollOffset)
    for offset in covered {
      frame.put(
        bar, row: arrangement.row(ofItem: offset), column: items.column + items.width - 1, style: .dim,
        role: .scrollbar)
    }
  }
}
