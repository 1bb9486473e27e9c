import FieldChoices
import FieldEngine
import FieldIO

/// The layout of a choice list: a pure function of the controller's state. It costs the rows
/// shown, not the length of the list (the controller ranks the rows shown before it draws).
/// Full screen:
///
/// ```
///  Colour
///  Filter: [re                        ] 2 of 5
/// › ✓ red
///     green
///     Other…
///
///  added "teal": chosen; Enter confirms
///  type to filter · Enter choose · Esc cancel · ^C quit
/// ```
///
/// Inline, the title labels the filter and one last row holds the message or the help:
///
/// ```
///  Colour: [re                  ] 2 of 5
/// › ✓ red
///     Other…
///  type to filter · Enter choose · Esc cancel · ^C quit
/// ```
struct ChoiceListLayout {
  let controller: ChoiceListController

  /// The mark of the current choice.
  static let chosenMark = "✓"
  /// The narrowest screen worth drawing.
  static let minimumWidth = 16
  /// The narrowest filter box for which the count stays on the filter row; on a narrower screen
  /// the count moves to the title row (inline, it is left out), so the filter keeps the room to
  /// show what is typed.
  static let filterAreaWithCount = 8
  /// The rows an inline list takes when it is not told (`ChoiceListController.inlineHeight`).
  static let defaultInlineHeight = 10

  /// Where the rows go, full screen or inline, in the list's layout: the title (full screen),
  /// the query's row, the count's own row and the header next to it, the items, and the rows under
  /// them (message and help, or inline one row for both).
  struct Arrangement {
    /// The filter's row.
    let filterRow: Int
    /// The count's own row (`Info.ownRow`), or nil.
    let infoRow: Int?
    /// The header's first row.
    let headerRow: Int
    /// The first row of the items' area.
    let itemsTop: Int
    /// The rows of items.
    let itemRows: Int
    /// True when the best item is at the bottom of the items' area, the rest upwards.
    let itemsUpward: Bool
    /// The rows under everything else: message and help, or (inline) one row for both.
    let bottomRows: Int
    /// Every row that is not an item's.
    let fixedRows: Int
    /// The filter's label: "Filter: ", inline the title, or the prompt given.
    let filterLabel: String

    /// The arrangement on an area `height` rows high.
    init(inline: Bool, title: String, appearance: ChoiceListAppearance, height: Int) {
      let title = DisplayText.line(title)
      let titleRows = inline ? 0 : 1
      bottomRows = inline ? 1 : 2
      let infoRows = appearance.info == .ownRow ? 1 : 0
      let headerRows = appearance.header.count
      fixedRows = titleRows + 1 + infoRows + headerRows + bottomRows
      itemRows = max(1, height - fixedRows)
      if let prompt = appearance.prompt {
        filterLabel = DisplayText.line(prompt)
      } else {
        filterLabel = inline && !title.isEmpty ? title + ": " : ComponentWording.filter
      }
      switch appearance.layout {
      case .queryOnTop:
        filterRow = titleRows
        infoRow = infoRows > 0 ? filterRow + 1 : nil
        headerRow = filterRow + 1 + infoRows
        itemsTop = headerRow + headerRows
        itemsUpward = false
      case .queryAtBottom, .queryAtBottomItemsDown:
        itemsTop = titleRows
        headerRow = itemsTop + itemRows
        infoRow = infoRows > 0 ? headerRow + headerRows : nil
        filterRow = headerRow + headerRows + infoRows
        itemsUpward = appearance.layout == .queryAtBottom
      }
    }

    /// The fewest rows worth drawing: the fixed rows and one item.
    var minimumHeight: Int { fixedRows + 1 }

    /// The screen row of the item `offset` rows past the first one shown.
    func row(ofItem offset: Int) -> Int { itemsUpward ? itemsTop + itemRows - 1 - offset : itemsTop + offset }
  }

  /// The arrangement for the controller, inside its border when it has one.
  static func arrangement(_ controller: ChoiceListController) -> Arrangement {
    Arrangement(
      inline: controller.isInline, title: controller.title, appearance: controller.appearance,
      height: inner(controller).height)
  }

  /// The area inside the border (the whole screen without one).
  static func inner(_ controller: ChoiceListController) -> (width: Int, height: Int) {
    let border = controller.appearance.hasBorder ? 2 : 0
    return (controller.width - border, controller.height - border)
  }

  /// Where the filter's box and the count go: the box's inner width (0 when the screen is too
  /// small) and whether the count follows it on the filter row.
  static func filterLayout(controller: ChoiceListController) -> (area: Int, countOnFilterRow: Bool) {
    let count =
      controller.appearance.info == .onQueryRow ? TerminalWidth.columns(of: countText(controller)) : 0
    let label = TerminalWidth.columns(of: arrangement(controller).filterLabel)
    let withoutCount = inner(controller).width - 1 - label - 2 - 1
    if count == 0 { return (withoutCount >= FieldBox.minimumArea ? withoutCount : 0, false) }
    if withoutCount - count - 1 >= filterAreaWithCount { return (withoutCount - count - 1, true) }
    return (withoutCount >= FieldBox.minimumArea ? withoutCount : 0, false)
  }

  /// Where the items and the preview pane go on the controller's screen.
  static func listArea(_ controller: ChoiceListController) -> ListArea {
    let arrangement = arrangement(controller)
    return ListArea(
      width: inner(controller).width, firstRow: arrangement.itemsTop, rows: arrangement.itemRows,
      preview: controller.preview)
  }

  /// The inner width of the filter's box; 0 when the screen is too small.
  static func filterArea(controller: ChoiceListController) -> Int {
    filterLayout(controller: controller).area
  }

  static func countText(_ controller: ChoiceListController) -> String {
    let list = controller.list
    return ComponentWording.count(
      list.matchCount, of: list.itemsRead, reading: list.isReading,
      marked: list.allowsMultiple ? list.markedCount : nil, limit: list.allowsMultiple ? list.limit : nil)
  }

  func frame() -> Frame {
    guard controller.appearance.hasBorder else { return content() }
    var frame = Frame(width: controller.width, height: controller.height)
    guard controller.fitsScreen else { return content() }
    frame.drawBorder()
    frame.place(content(), row: 1, column: 1)
    return frame
  }

  /// Everything inside the border.
  private func content() -> Frame {
    let (width, height) =
      controller.fitsScreen ? Self.inner(controller) : (controller.width, controller.height)
    let arrangement = Self.arrangement(controller)
    let appearance = controller.appearance
    var frame = Frame(width: width, height: height)
    guard controller.fitsScreen else {
      frame.showOnly(
        notice: ComponentWording.tooSmall(width: Self.minimumWidth, height: arrangement.minimumHeight))
      return frame
    }
    let list = controller.list
    let (area, countOnFilterRow) = Self.filterLayout(controller: controller)
    if !controller.isInline {
      var titleRoom = width - 1
      if !countOnFilterRow && appearance.info == .onQueryRow {
        let count = Self.countText(controller)
        let column = width - 1 - TerminalWidth.columns(of: count)
        frame.put(count, row: 0, column: column, style: .dim, role: .hint)
        titleRoom = column - 2
      }
      frame.put(
        DisplayText.fit(DisplayText.line(controller.title), columns: titleRoom), row: 0, column: 1,
        style: .bold)
    }
    let filterRow = arrangement.filterRow
    frame.put(
      arrangement.filterLabel, row: filterRow, column: 1, style: controller.isInline ? .bold : [])
    let filterColumn = 1 + TerminalWidth.columns(of: arrangement.filterLabel)
    if area > 0 {
      frame.cursor = FieldBox.draw(
        controller.queryField, into: &frame, row: filterRow, column: filterColumn, area: area,
        start: controller.queryScrollOffset, focused: true)
      if countOnFilterRow {
        frame.put(
          Self.countText(controller), row: filterRow, column: filterColumn + area + 3, style: .dim,
          role: .hint)
      }
    }
    if let infoRow = arrangement.infoRow {
      frame.put(
        DisplayText.fit(Self.countText(controller), columns: width - 2), row: infoRow, column: 1, style: .dim,
        role: .hint)
    }
    for (offset, line) in appearance.header.enumerated() {
      frame.put(
        DisplayText.fit(Self.printable(DisplayText.line(line)), columns: width - 2),
        row: arrangement.headerRow + offset, column: 1, style: .dim, role: .hint)
    }
    let items = Self.listArea(controller)
    let textColumn = Self.textColumn(appearance)
    let textWidth = items.width - textColumn
    for offset in 0..<items.rows {
      let index = controller.scrollOffset + offset
      guard index < list.rowCount else { break }
      let row = arrangement.itemsUpward ? items.firstRow + items.rows - 1 - offset : items.firstRow + offset
      let highlighted = index == list.highlight
      if highlighted {
        frame.put(appearance.pointer, row: row, column: items.column, style: .bold, role: .focus)
      }
      guard let item = list.item(atRow: index) else {
        frame.put(
          ComponentWording.other, row: row, column: items.column + textColumn,
          style: highlighted ? [.reverse] : [], role: highlighted ? .focus : .none)
        continue
      }
      if list.isMarked(item) {
        frame.put(
          appearance.marker, row: row, column: items.column + Self.markColumn(appearance), style: .bold,
          role: .success)
      }
      drawItem(
        item, row: row, start: items.column + textColumn, columns: textWidth, highlighted: highlighted,
        into: &frame)
    }
    if let preview = controller.preview { drawPreview(preview, in: items, into: &frame) }
    let keys = controller.bindings.helpLine { row in
      if case .mark = row.command { return list.allowsMultiple }
      return true
    }
    let help = ([ComponentWording.typeToFilter] + [keys]).joined(separator: " · ")
    if let notice = controller.notice {
      // One row: the rows above are the items'. A notice cut there is written whole to standard
      // error once the terminal is restored (`Frame.cutMessages`).
      let laidOut = MessageLines(notice.text, columns: width - 2, rows: 1)
      if laidOut.isCut { frame.cutMessages.append(notice.text) }
      frame.put(
        laidOut.lines[0],
        row: height - arrangement.bottomRows,
        column: 1, style: notice.kind == .error ? .bold : [], role: notice.kind == .error ? .error : .success)
      if arrangement.bottomRows == 1 { return frame }
    }
    frame.put(DisplayText.fit(help, columns: width - 2), row: height - 1, column: 1, style: .dim, role: .hint)
    return frame
  }

  /// The column of the marker: after the pointer and a blank.
  static func markColumn(_ appearance: ChoiceListAppearance) -> Int {
    max(1, TerminalWidth.columns(of: appearance.pointer)) + 1
  }

  /// The column of an item's text: after the pointer, the marker and a blank each.
  static func textColumn(_ appearance: ChoiceListAppearance) -> Int {
    markColumn(appearance) + max(1, TerminalWidth.columns(of: appearance.marker)) + 1
  }

  /// Draws item `index` from `Self.textColumn` in `columns` cells: its characters (a tab as the
  /// blanks up to the item's next tab stop (`--tabstop`), other control characters as "�"), its own colours when the list reads them, the characters the query
  /// matched in bold (a colour of their own, or underlined on the highlighted row). An item wider
  /// than its cells is cut with "…"; when the last matched character would be cut off, the
  /// start is cut instead, so the match shows.
  private func drawItem(
    _ index: Int, row: Int, start: Int, columns: Int, highlighted: Bool, into frame: inout Frame
  ) {
    let list = controller.list
    let runs: [ANSIText.Run]
    if list.configuration.readsEscapes {
      runs = ANSIText.runs(list.rawBytes(of: index))
    } else {
      runs = [ANSIText.Run(text: list.text(of: index), style: [], colors: TextColors())]
    }
    let matched = Set(list.matchedPositions(of: index))
    var characters = ShownCharacters(runs, tabStop: controller.appearance.tabStop)
    let window = Self.window(&characters, columns: columns, showing: matched.max())
    var column = start
    let base: Style = highlighted ? [.reverse] : []
    let baseRole: ColorRole = highlighted ? .focus : .none
    if window.cutStart {
      frame.put("…", row: row, column: column, style: base, role: baseRole)
      column += 1
    }
    let shown = window.characters
    var offset = 0
    while offset < shown.count {
      let isMatch = matched.contains(window.first + offset)
      let run = shown[offset].run
      var text = ""
      var cells = 0
      while offset < shown.count, matched.contains(window.first + offset) == isMatch, shown[offset].run == run
      {
        text += shown[offset].text
        cells += shown[offset].cells
        offset += 1
      }
      var style = base.union(highlighted ? [] : runs[run].style)
      var role = baseRole
      if isMatch {
        style.insert(.bold)
        if highlighted { style.insert(.underline) } else { role = .match }
      }
      frame.put(
        text, row: row, column: column, style: style, role: role,
        colors: highlighted || isMatch ? TextColors() : runs[run].colors)
      column += cells
    }
    if window.cutEnd { frame.put("…", row: row, column: column, style: base, role: baseRole) }
  }

  /// The cells that show one character of an item whose earlier characters take `column` cells:
  /// a tab as blanks up to the next multiple of `tabStop` columns (as a terminal's tab stops and
  /// `less` show it), anything else as ``printable(_:)`` makes it.
  static func shown(_ character: Character, atColumn column: Int, tabStop: Int = tabStop) -> String {
    guard character == "\t" else { return printable(String(character)) }
    let stop = max(1, tabStop)
    return String(repeating: " ", count: stop - column % stop)
  }

  /// The columns between tab stops in an item by default (`--tabstop`).
  static let tabStop = 8

  /// An item as one line: control characters (from a file or a pipe) become "�" so they cannot
  /// move the cursor, and invisible format characters are shown as their code point, `<U+202E>`
  /// (`VisibleText`), so an item cannot read as something it is not; an item is drawn, never
  /// interpreted.
  static func printable(_ item: String) -> String {
    guard item.unicodeScalars.contains(where: { $0.value < 0x20 || VisibleText.standIn(for: $0) != nil })
    else {
      return item
    }
    var result = ""
    for scalar in item.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result.unicodeScalars.append("\u{FFFD}")
      } else {
        result += VisibleText.standIn(for: scalar) ?? String(scalar)
      }
    }
    return result
  }
}
