import FieldChoices
import FieldEngine
import FieldIO

/// Where the items and the preview pane go: the rows between the query and the bottom rows are
/// shared, the pane taking its side (`PreviewWindow.position`) and its size, the items the rest.
/// The query, the title and the bottom rows keep the whole width.
struct ListArea: Equatable {
  /// The column of the items' highlight marker.
  var column: Int
  /// The width the items take (marker, mark and text).
  var width: Int
  /// The first row of items.
  var firstRow: Int
  /// The rows of items.
  var rows: Int
  /// The preview's text: its top left cell and size, or nil when no pane is shown.
  var pane: (row: Int, column: Int, width: Int, height: Int)?
  /// The border between the items and the pane: a column (left, right) or a row (up, down).
  var border: Border?
  /// The row above the pane's text that holds its label (`--preview-label`), or nil.
  var labelRow: Int?

  /// A border line.
  enum Border: Equatable {
    case column(Int, firstRow: Int, rows: Int)
    case row(Int, column: Int, width: Int)
  }

  static func == (lhs: ListArea, rhs: ListArea) -> Bool {
    lhs.column == rhs.column && lhs.width == rhs.width && lhs.firstRow == rhs.firstRow
      && lhs.rows == rhs.rows && lhs.border == rhs.border && lhs.labelRow == rhs.labelRow
      && lhs.pane.map { [$0.row, $0.column, $0.width, $0.height] }
        == rhs.pane.map {
          [$0.row, $0.column, $0.width, $0.height]
        }
  }

  /// The narrowest the items become beside a pane.
  static let minimumItemsWidth = 16

  /// The area of a list `width` cells wide whose items may take `rows` rows from `firstRow`,
  /// with `preview` (nil, or hidden: the items take it all); its `next` position is above the
  /// items when the query is on top (`queryOnTop`), else below them.
  init(width: Int, firstRow: Int, rows: Int, preview: ChoicePreview?, queryOnTop: Bool = true) {
    column = 0
    self.width = width
    self.firstRow = firstRow
    self.rows = rows
    guard let preview, preview.isShown else { return }
    let window = preview.window
    let gap = window.border ? 2 : 1  // the border line and a blank, or a blank
    let position = window.position == .next ? (queryOnTop ? .up : .down) : window.position
    switch position {
    case .left, .right:
      let extent = window.extent(of: width, keeping: Self.minimumItemsWidth)
      guard extent > gap else { return }
      self.width = width - extent
      if position == .right {
        pane = (firstRow, width - extent + gap, extent - gap, rows)
        if window.border { border = .column(width - extent, firstRow: firstRow, rows: rows) }
      } else {
        column = extent
        pane = (firstRow, 0, extent - gap, rows)
        if window.border { border = .column(extent - 2, firstRow: firstRow, rows: rows) }
      }
    case .up, .down, .next:
      let rowGap = window.border ? 1 : 0
      let extent = window.extent(of: rows, keeping: 1)
      guard extent > rowGap else { return }
      self.rows = rows - extent
      if position == .up {
        self.firstRow = firstRow + extent
        pane = (firstRow, 1, width - 2, extent - rowGap)
        if window.border { border = .row(firstRow + extent - 1, column: 0, width: width) }
      } else {
        pane = (firstRow + self.rows + rowGap, 1, width - 2, extent - rowGap)
        if window.border { border = .row(firstRow + self.rows, column: 0, width: width) }
      }
    }
    if let pane, pane.width <= 0 || pane.height <= 0 { self.pane = nil }
  }

  /// The same area with the pane's first row kept for its label (`--preview-label`), when the
  /// pane has a row to spare.
  func labelled(_ label: String) -> ListArea {
    guard !label.isEmpty, let pane, pane.height > 1 else { return self }
    var labelled = self
    labelled.labelRow = pane.row
    labelled.pane = (pane.row + 1, pane.column, pane.width, pane.height - 1)
    return labelled
  }
}

extension ListArea {
  /// The same area `columns` cells further right.
  func moved(by columns: Int) -> ListArea {
    guard columns != 0 else { return self }
    var moved = self
    moved.column += columns
    if let pane { moved.pane = (pane.row, pane.column + columns, pane.width, pane.height) }
    switch border {
    case .column(let column, let firstRow, let rows)?:
      moved.border = .column(column + columns, firstRow: firstRow, rows: rows)
    case .row(let row, let column, let width)?:
      moved.border = .row(row, column: column + columns, width: width)
    case nil: break
    }
    return moved
  }
}

extension ChoiceListLayout {
  /// Draws the preview's lines into its pane, from its first line shown, with their own
  /// colours; a "first/total" count over the pane's top right when the output is longer than
  /// the pane, and "…" after it when the output was cut at a cap.
  func drawPreview(_ preview: ChoicePreview, in area: ListArea, into frame: inout Frame) {
    switch area.border {
    case .column(let column, let firstRow, let rows)?:
      for row in firstRow..<(firstRow + rows) {
        frame.put("│", row: row, column: column, style: .dim, role: .previewBorder)
      }
    case .row(let row, let column, let width)?:
      frame.put(
        String(repeating: "─", count: max(0, width)), row: row, column: column, style: .dim,
        role: .previewBorder)
    case nil: break
    }
    guard let pane = area.pane else { return }
    if let labelRow = area.labelRow {
      let shown = DisplayText.fit(Self.labelText(controller.appearance.previewLabel), columns: pane.width)
      let column = controller.appearance.previewLabelPosition.start(
        width: pane.width, length: TerminalWidth.columns(of: shown))
      frame.put(shown, row: labelRow, column: pane.column + column, role: .previewLabel)
    }
    let lines = preview.lines
    let sign = DisplayText.line(controller.appearance.previewWrapSign ?? controller.appearance.wrapSign)
    var position: String?
    if preview.window.info && (lines.count > pane.height || lines.isCut) {
      let shown = "\(min(preview.firstLine, lines.count) + 1)/\(lines.count)\(lines.isCut ? "…" : "")"
      if TerminalWidth.columns(of: shown) + 2 <= pane.width { position = shown }
    }
    // The first row leaves room for the position.
    let firstRowEnd = pane.column + pane.width - (position.map { TerminalWidth.columns(of: $0) + 1 } ?? 0)
    var row = 0
    let header = min(preview.window.headerLines, lines.count)
    // The header lines, then the rest from the first line shown.
    let shown = Array(0..<header) + Array(max(header, min(preview.firstLine, lines.count))..<lines.count)
    for index in shown {
      guard row < pane.height else { break }
      let runs = lines.line(index)
      for shownRow in PreviewLines.rows(
        of: runs, columns: pane.width, wrap: preview.window.wrap, wrapsWords: preview.window.wrapsWords,
        signCells: TerminalWidth.columns(of: sign), tabStop: controller.appearance.tabStop)
      {
        guard row < pane.height else { break }
        var column = pane.column
        if shownRow.continued {
          frame.put(sign, row: pane.row + row, column: column, style: .dim)
          column += TerminalWidth.columns(of: sign)
        }
        for piece in shownRow.pieces {
          var text = piece.text
          if row == 0 {
            while !text.isEmpty, column + TerminalWidth.columns(of: text) > firstRowEnd { text.removeLast() }
          }
          frame.put(
            text, row: pane.row + row, column: column, style: runs[piece.run].style,
            colors: runs[piece.run].colors)
          column += TerminalWidth.columns(of: text)
        }
        row += 1
      }
    }
    if let position {
      let cells = TerminalWidth.columns(of: position)
      frame.put(
        position, row: pane.row, column: pane.column + pane.width - cells, style: .reverse, role: .counter)
    }
  }
}
