import FieldChoices
import FieldEngine
import FieldIO

/// The layout of a choice list: a pure function of the controller's state. It costs the rows
/// shown, not the length of the list (the controller ranks the rows shown before it draws).
/// Full screen:
///
/// ```
///  Colour
///  Query: [re                         ] 2 of 5
/// › ✓ red
///     green
///     Other…
///
///  added "teal": chosen; Enter confirms
///  type a query · Enter choose · Esc cancel · ^C quit
/// ```
///
/// Inline, the title labels the query and one last row holds the message or the help:
///
/// ```
///  Colour: [re                  ] 2 of 5
/// › ✓ red
///     Other…
///  type a query · Enter choose · Esc cancel · ^C quit
/// ```
struct ChoiceListLayout {
  let controller: ChoiceListController

  /// The mark of the current choice.
  static let chosenMark = "✓"
  /// The narrowest screen worth drawing.
  static let minimumWidth = 16
  /// The narrowest query box for which the count stays on the query row; on a narrower screen
  /// the count moves to the title row (inline, it is left out), so the query keeps the room to
  /// show what is typed.
  static let queryAreaWithCount = 8
  /// The rows an inline list takes when it is not told (`ChoiceListController.inlineHeight`).
  static let defaultInlineHeight = 10

  /// Where the rows go, full screen or inline, in the list's layout: the title (full screen, or
  /// inline when a prompt labels the query instead), the query's row, the count's own row, the
  /// header next to them, the column names next to the items, the items, and the rows under them
  /// (message and help, or inline one row for both). As fzf 0.74.5 stacks them: from the top,
  /// query, count, header, column names, items (`queryOnTop`); items upwards, column names,
  /// header, count, query (`queryAtBottom`); column names, items downwards, header, count, query
  /// (`queryAtBottomItemsDown`).
  struct Arrangement {
    /// The title's row, or nil when the title labels the query (inline) or there is none.
    let titleRow: Int?
    /// The query's row (where it would be, when `showsInput` is false).
    let queryRow: Int
    /// False when the query's row is hidden (`--no-input`): it takes no row.
    let showsInput: Bool
    /// The count's own row (`Info.ownRow`), or nil.
    let infoRow: Int?
    /// The header's first row.
    let headerRow: Int
    /// The column names' first row (`--header-lines`).
    let headerLinesRow: Int
    /// The footer's first line's row (`--footer`).
    let footerRow: Int
    /// The row of the line between the footer and the items, or nil (no footer, or one in a box).
    let footerLineRow: Int?
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
    /// The query's label: "Query: ", inline the title, or the prompt given.
    let queryLabel: String
    /// The boxes drawn around parts of the list (`--input-border`, `--list-border` …).
    let boxes: [Box]
    /// The rows the boxes' borders take.
    var boxRows: Int { boxes.reduce(0) { $0 + $1.sides.rows } }
    /// The columns the query's row and the count's keep from the left and right edges: a box's
    /// sides, or none.
    let inputSides: Insets
    /// The columns the header keeps from the edges.
    let headerSides: Insets
    /// The columns the column names keep from the edges.
    let headerLinesSides: Insets
    /// The columns the items keep from the edges.
    let listSides: Insets
    /// The columns the footer keeps from the edges.
    let footerSides: Insets

    /// A box around some of the rows: its border (its sides among `sides`) on `rows`, the
    /// border's rows included.
    struct Box: Equatable {
      let rows: Range<Int>
      let sides: Insets
      let border: SectionBorder
      /// The roles its lines and its label are drawn in (`--color input-border:…`).
      var roles = BoxRoles()
    }

    /// The parts of a list, each a run of rows.
    private enum Part: CaseIterable {
      case input, header, headerLines, items, footer

      /// The roles of the part's box.
      var roles: BoxRoles {
        switch self {
        case .input: BoxRoles(border: .inputBorder, label: .inputLabel)
        case .header, .headerLines: BoxRoles(border: .headerBorder, label: .headerLabel)
        case .items: BoxRoles(border: .listBorder, label: .listLabel)
        case .footer: BoxRoles(border: .footerBorder, label: .footerLabel)
        }
      }
    }

    /// The arrangement on an area `height` rows high.
    /// `mark` (the vi mode's) goes in front of the query's label.
    init(inline: Bool, title: String, appearance: ChoiceListAppearance, height: Int, mark: String = "") {
      let title = DisplayText.line(title)
      // Inline, the title labels the query, unless a prompt does: then it has a row of its own.
      let titleRows = !inline || (appearance.prompt != nil && !title.isEmpty) ? 1 : 0
      titleRow = titleRows > 0 ? 0 : nil
      bottomRows = inline ? 1 : 2
      let inputShown = !appearance.hidesInput
      showsInput = inputShown
      let infoRows = inputShown && (appearance.info == .ownRow || appearance.info == .ownRowRight) ? 1 : 0
      queryLabel =
        mark
        + (appearance.prompt.map(DisplayText.line)
          ?? ChoiceListLayout.defaultPrompt(title: title, inline: inline))
      // From the top: with the query on top, query, header, column names, items, footer; with it
      // at the bottom, footer, items (upwards, or downwards with the column names above them),
      // header, query. `--header-first` swaps the header and the query.
      let first = appearance.headerFirst
      let order: [Part]
      switch appearance.layout {
      case .queryOnTop:
        order = first ? [.header, .input, .headerLines, .items, .footer] : Part.allCases
      case .queryAtBottom:
        order = [.footer, .items, .headerLines] + (first ? [.input, .header] : [.header, .input])
      case .queryAtBottomItemsDown:
        order = [.footer, .headerLines, .items] + (first ? [.input, .header] : [.header, .input])
      }
      itemsUpward = appearance.layout == .queryAtBottom
      let itemsIndex = order.firstIndex(of: .items)!
      // Each part's box: a part between the query and the items (or beyond them) draws the
      // `line` shape on its side toward the items; the items, on their side toward the query.
      func sides(_ part: Part, _ border: SectionBorder) -> Insets {
        guard border.shape == .line else { return border.shape.sides(inline: true) }
        let index = order.firstIndex(of: part)!
        let towardQuery = appearance.layout == .queryOnTop ? Insets(top: 1) : Insets(bottom: 1)
        if part == .items { return towardQuery }
        return index < itemsIndex ? Insets(bottom: 1) : Insets(top: 1)
      }
      // The header and the column names next to it share the header's box.
      let adjacent = abs(order.firstIndex(of: .header)! - order.firstIndex(of: .headerLines)!) == 1
      let shares =
        adjacent && appearance.headerLinesBorder == nil && !appearance.shownHeader.isEmpty
        && !appearance.shownHeaderLines.isEmpty
      func border(_ part: Part) -> SectionBorder {
        switch part {
        case .input: inputShown ? appearance.inputBorder : SectionBorder()
        case .header, .headerLines:
          (part == .header ? appearance.shownHeader : appearance.shownHeaderLines).isEmpty
            ? SectionBorder()
            : part == .headerLines
              ? appearance.headerLinesBorder ?? appearance.headerBorder : appearance.headerBorder
        case .items: appearance.listBorder
        case .footer: appearance.footer.isEmpty ? SectionBorder() : appearance.footerBorder
        }
      }
      let footerBoxed = border(.footer).shape != .none
      func rows(_ part: Part) -> Int {
        switch part {
        case .input: inputShown ? 1 + infoRows : 0
        case .header: appearance.shownHeader.count
        case .headerLines: appearance.shownHeaderLines.count
        case .items: 0
        case .footer: appearance.footer.isEmpty ? 0 : appearance.footer.count + (footerBoxed ? 0 : 1)
        }
      }
      func grouped(_ part: Part) -> Bool { shares && (part == .header || part == .headerLines) }
      var row = titleRows
      var starts: [Part: Int] = [:]
      var boxes: [Box] = []
      var sideColumns: [Part: Insets] = [:]
      var open: (top: Int, sides: Insets, border: SectionBorder, roles: BoxRoles)?
      func place(_ part: Part, at index: Int, itemRows: Int) {
        let partBorder = border(part)
        let partSides = sides(grouped(part) ? .header : part, partBorder)
        let boxed = partBorder.shape != .none
        if boxed && open == nil {
          open = (row, partSides, partBorder, part.roles)
          row += partSides.top
        }
        starts[part] = row
        row += part == .items ? itemRows : rows(part)
        sideColumns[part] = boxed ? Insets(right: partSides.right, left: partSides.left) : Insets()
        let next = index + 1 < order.count ? order[index + 1] : nil
        if boxed, let box = open, !(grouped(part) && next.map(grouped) == true) {
          row += box.sides.bottom
          boxes.append(Box(rows: box.top..<row, sides: box.sides, border: box.border, roles: box.roles))
          open = nil
        }
      }
      // The fixed rows first (the items none), then every row for the items that is left.
      for (index, part) in order.enumerated() { place(part, at: index, itemRows: 0) }
      fixedRows = row + bottomRows
      itemRows = max(1, height - fixedRows)
      row = titleRows
      boxes = []
      for (index, part) in order.enumerated() { place(part, at: index, itemRows: itemRows) }
      let input = starts[.input]!
      let queryFirst = appearance.layout == .queryOnTop
      queryRow = queryFirst ? input : input + infoRows
      infoRow = infoRows > 0 ? (queryFirst ? input + 1 : input) : nil
      headerRow = starts[.header]!
      headerLinesRow = starts[.headerLines]!
      itemsTop = starts[.items]!
      let footer = starts[.footer]!
      if appearance.footer.isEmpty || footerBoxed {
        footerRow = footer
        footerLineRow = nil
      } else {
        footerRow = queryFirst ? footer + 1 : footer
        footerLineRow = queryFirst ? footer : footer + appearance.footer.count
      }
      self.boxes = boxes
      inputSides = sideColumns[.input]!
      headerSides = sideColumns[.header]!
      headerLinesSides = sideColumns[.headerLines]!
      listSides = sideColumns[.items]!
      footerSides = sideColumns[.footer]!
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
      height: inner(controller).height, mark: DisplayText.line(controller.modeMark))
  }

  /// The area inside the margin, the border and the padding (the whole screen without them).
  static func inner(_ controller: ChoiceListController) -> (width: Int, height: Int) {
    let total = surround(controller).total
    return (controller.width - total.columns, controller.height - total.rows)
  }

  /// The margin, border and padding around the controller's content; the margin and padding
  /// shrink to leave the content its fewest rows and columns.
  static func surround(_ controller: ChoiceListController) -> ChoiceListFrame {
    let least = Arrangement(
      inline: controller.isInline, title: controller.title, appearance: controller.appearance, height: 0
    ).minimumHeight
    return ChoiceListFrame(
      appearance: controller.appearance, inline: controller.isInline, width: controller.width,
      height: controller.height, minimum: (minimumWidth, least))
  }

  /// Where the count of matches goes with `Info.onQueryRow`.
  enum CountPlace: Equatable {
    /// After the query's box.
    case queryRow
    /// At the right end of the title's row (cutting the title), when the query's row has no room.
    case titleRow
    /// At the right end of the last row (inline without a title row), cutting the help; a
    /// message has the row to itself.
    case bottomRow
    /// Not on the query's row (`--info default` gives it a row of its own; `hidden`, none).
    case elsewhere
  }

  /// Where the query's box and the count go: the box's inner width (0 when the screen is too
  /// small), the count's wording (the full one, or on a narrow screen the short one) and its
  /// place. The count is the last thing to go: it takes the short wording, then leaves the
  /// query's row for the title's, or inline the last row, before it is left out.
  static func queryLayout(controller: ChoiceListController) -> (area: Int, count: String, place: CountPlace) {
    let counts = countTexts(controller)
    let arrangement = arrangement(controller)
    let label = TerminalWidth.columns(of: arrangement.queryLabel)
    let width = inner(controller).width - arrangement.inputSides.columns
    let withoutCount = width - 1 - label - 2 - 1
    let area = withoutCount >= FieldBox.minimumArea ? withoutCount : 0
    guard controller.appearance.info == .onQueryRow, arrangement.showsInput else {
      return (area, counts.full, .elsewhere)
    }
    let gap = TerminalWidth.columns(of: infoPrefix(controller.appearance))
    for count in [counts.full, counts.short] {
      let left = withoutCount - TerminalWidth.columns(of: count) - gap
      if left >= queryAreaWithCount { return (left, count, .queryRow) }
    }
    if arrangement.titleRow != nil {
      // The full wording when the title still fits beside it.
      let title = TerminalWidth.columns(of: DisplayText.line(controller.title))
      let fits = title + 2 + TerminalWidth.columns(of: counts.full) <= width - 2
      return (area, fits ? counts.full : counts.short, .titleRow)
    }
    let left = withoutCount - TerminalWidth.columns(of: counts.short) - gap
    if left >= FieldBox.minimumArea { return (left, counts.short, .queryRow) }
    return (area, counts.short, .bottomRow)
  }

  /// What goes between the query's box and the count on its row: a blank, or the prefix given
  /// (`--info=inline:PREFIX`) on one line.
  /// The text in front of the query without `--prompt`: inline, the title labels the query.
  static func defaultPrompt(title: String, inline: Bool) -> String {
    inline && !title.isEmpty ? title + ": " : ComponentWording.queryLabel
  }

  static func infoPrefix(_ appearance: ChoiceListAppearance) -> String {
    appearance.infoPrefix.map { DisplayText.line($0) } ?? " "
  }

  /// Where the items and the preview pane go on the controller's screen.
  static func listArea(_ controller: ChoiceListController) -> ListArea {
    let arrangement = arrangement(controller)
    return ListArea(
      width: inner(controller).width - arrangement.listSides.columns, firstRow: arrangement.itemsTop,
      rows: arrangement.itemRows, preview: controller.preview,
      queryOnTop: controller.appearance.layout == .queryOnTop
    ).labelled(controller.appearance.previewLabel).moved(by: arrangement.listSides.left)
  }

  /// The inner width of the query's box; 0 when the screen is too small.
  static func queryArea(controller: ChoiceListController) -> Int {
    queryLayout(controller: controller).area
  }

  /// The count of matches in words ("2 of 5, 1 marked"), and short, as fzf writes it ("2/5 (1)").
  static func countTexts(_ controller: ChoiceListController) -> (full: String, short: String) {
    let list = controller.list
    let marked = list.allowsMultiple ? list.markedCount : nil
    let limit = list.allowsMultiple ? list.limit : nil
    // As fzf: with toggle-sort bound, whether the matches are ranked (+S) or not (-S).
    let bindsSort = controller.boundKeys.contains { $0.actions.contains(.toggleSort) }
    let sort =
      (bindsSort ? (list.configuration.sortsMatches ? " +S" : " -S") : "") + list.tracking.countMark
      + (controller.looksForTrackedItem ? "*" : "")
    return (
      ComponentWording.count(
        list.matchCount, of: list.itemsRead, reading: list.isReading, marked: marked, limit: limit) + sort,
      ComponentWording.shortCount(
        list.matchCount, of: list.itemsRead, reading: list.isReading, marked: marked, limit: limit) + sort
    )
  }

  func frame() -> Frame {
    let surround = Self.surround(controller)
    guard surround.total != Insets(), controller.fitsScreen else { return content() }
    var frame = Frame(width: controller.width, height: controller.height)
    drawBorder(surround, into: &frame)
    frame.place(content(), row: surround.total.top, column: surround.total.left)
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
    let (area, count, countPlace) = Self.queryLayout(controller: controller)
    if let titleRow = arrangement.titleRow {
      var titleRoom = width - 1
      if countPlace == .titleRow {
        let shown = DisplayText.fit(count, columns: width - 2)
        let column = width - 1 - TerminalWidth.columns(of: shown)
        frame.put(shown, row: titleRow, column: column, style: .dim, role: .counter)
        titleRoom = column - 2
      }
      frame.put(
        DisplayText.fit(DisplayText.line(controller.title), columns: titleRoom), row: titleRow, column: 1,
        style: .bold, role: .title)
    }
    let queryRow = arrangement.queryRow
    let input = arrangement.inputSides
    // Hidden (`--no-input`): no label, no query, no count, no cursor.
    if arrangement.showsInput {
      frame.put(
        arrangement.queryLabel, row: queryRow, column: input.left + 1,
        style: controller.isInline ? .bold : [],
        role: .prompt)
      let queryColumn = input.left + 1 + TerminalWidth.columns(of: arrangement.queryLabel)
      if area > 0 {
        var queryField = controller.queryField
        if queryField.placeholder.isEmpty { queryField.placeholder = appearance.ghost }
        frame.cursor = FieldBox.draw(
          queryField, into: &frame, row: queryRow, column: queryColumn, area: area,
          start: controller.queryScrollOffset, focused: !controller.looksForTrackedItem)
        if countPlace == .queryRow {
          let prefix = Self.infoPrefix(appearance)
          if appearance.infoPrefix != nil {
            frame.put(prefix, row: queryRow, column: queryColumn + area + 2, style: .dim, role: .counter)
          }
          let countColumn = queryColumn + area + 2 + TerminalWidth.columns(of: prefix)
          frame.put(count, row: queryRow, column: countColumn, style: .dim, role: .counter)
          drawSeparator(
            row: queryRow, from: countColumn + TerminalWidth.columns(of: count) + 1, to: width - input.right,
            into: &frame)
        }
      }
    }
    if let infoRow = arrangement.infoRow {
      let counts = Self.countTexts(controller)
      let room = width - input.columns - 2
      let fits = TerminalWidth.columns(of: counts.full) <= room
      let shown = DisplayText.fit(fits ? counts.full : counts.short, columns: room)
      let column =
        appearance.info == .ownRowRight
        ? width - input.right - 1 - TerminalWidth.columns(of: shown) : input.left + 1
      frame.put(shown, row: infoRow, column: column, style: .dim, role: .counter)
      if appearance.info == .ownRowRight {
        drawSeparator(row: infoRow, from: input.left + 1, to: column - 1, into: &frame)
      } else {
        drawSeparator(
          row: infoRow, from: column + TerminalWidth.columns(of: shown) + 1, to: width - input.right,
          into: &frame)
      }
    }
    drawHeader(arrangement, width: width, into: &frame)
    drawFooter(arrangement, width: width, into: &frame)
    drawBoxes(arrangement, width: width, into: &frame)
    let items = Self.listArea(controller)
    let textColumn = Self.textColumn(appearance)
    let textWidth = items.width - textColumn - (appearance.scrollbar.isEmpty ? 0 : 1)
    // Item by item from the first shown, each over its rows (`--multi-line`, `--wrap`), `gap`
    // rows between them; with the items upwards an item's first row is still its top one.
    var used = 0
    var index = controller.scrollOffset
    while used < items.rows, index < list.rowCount {
      if index > controller.scrollOffset {
        for _ in 0..<appearance.gap where used < items.rows {
          let row = arrangement.itemsUpward ? items.firstRow + items.rows - 1 - used : items.firstRow + used
          frame.put(
            Self.repeated(appearance.gapLine, columns: textWidth), row: row,
            column: items.column + textColumn,
            style: .dim, role: .header)
          used += 1
        }
        guard used < items.rows else { break }
      }
      let item = list.item(atRow: index)
      let rows =
        item.map {
          Self.rows(
            of: Self.runs(of: $0, in: list), columns: textWidth, appearance: appearance,
            limit: items.rows - used)
        } ?? [ItemRow(runs: [], first: 0, wrapped: false)]
      let highlighted = index == list.highlight
      let marked = item.map { list.isMarked($0) } ?? false
      for (line, itemRow) in rows.enumerated() {
        let row =
          arrangement.itemsUpward
          ? items.firstRow + items.rows - used - rows.count + line : items.firstRow + used + line
        if highlighted && appearance.highlightsLine {
          // `--highlight-line`: the whole row in the highlighted row's look, the text drawn over it.
          frame.put(
            String(repeating: " ", count: max(0, items.width)), row: row, column: items.column,
            style: [.reverse],
            role: .cursorRow)
        }
        // The pointer on every row of the highlighted item, as fzf 0.74.5 draws it.
        if highlighted {
          frame.put(appearance.pointer, row: row, column: items.column, style: .bold, role: .pointer)
        }
        guard let item else {
          frame.put(
            ComponentWording.other, row: row, column: items.column + textColumn,
            style: highlighted ? [.reverse] : [], role: highlighted ? .cursorRow : .item)
          continue
        }
        if marked {
          frame.put(
            Self.marker(row: line, of: rows.count, appearance), row: row,
            column: items.column + Self.markColumn(appearance), style: .bold, role: .mark)
        }
        var start = items.column + textColumn
        if itemRow.wrapped {
          let sign = DisplayText.line(appearance.wrapSign)
          frame.put(sign, row: row, column: start, style: .dim, role: .header)
          start += TerminalWidth.columns(of: sign)
        }
        drawItem(
          item, itemRow, row: row, start: start, columns: textWidth - (start - items.column - textColumn),
          highlighted: highlighted, into: &frame)
      }
      used += rows.count
      index += 1
    }
    drawScrollbar(items, arrangement: arrangement, into: &frame)
    if let preview = controller.preview { drawPreview(preview, in: items, into: &frame) }
    let keys = controller.bindings.helpLine { row in
      if case .mark = row.command { return list.allowsMultiple }
      // In vi mode Escape goes to command mode: it cancels nothing.
      if row.command == .cancel { return controller.editing.mode != .vi }
      return true
    }
    let help = ([ComponentWording.typeAQuery] + [keys]).joined(separator: " · ")
    if let message = controller.message {
      // One row: the rows above are the items'. A message cut there is written whole to standard
      // error once the terminal is restored (`Frame.cutMessages`).
      let laidOut = MessageLines(message.text, columns: width - 2, rows: 1)
      if laidOut.isCut { frame.cutMessages.append(message.text) }
      frame.put(
        laidOut.lines[0], row: height - arrangement.bottomRows, column: 1,
        style: message.kind == .error ? .bold : [],
        role: message.kind == .error ? .error : .message)
      if arrangement.bottomRows == 1 { return frame }
    }
    // Inline without room for the count elsewhere, the last row ends with it (a message, which
    // the next key takes away, has the row to itself meanwhile).
    var bottomRoom = width - 2
    if countPlace == .bottomRow {
      let shown = DisplayText.fit(count, columns: width - 2)
      let column = width - 1 - TerminalWidth.columns(of: shown)
      frame.put(shown, row: height - 1, column: column, style: .dim, role: .counter)
      bottomRoom = column - 2
    }
    frame.put(
      DisplayText.fit(help, columns: bottomRoom), row: height - 1, column: 1, style: .dim, role: .help)
    return frame
  }

  /// The most rows of the screen a list's transcript takes.
  static let transcriptRows = 3

  /// The chosen items as the transcript line shows them after `label`: joined with ", " while the
  /// line fits in `transcriptRows` rows of `columns` cells; past that, how many ("3000 chosen"),
  /// or a single item cut with "…". Reads the items only until the line is too long.
  static func transcriptValue(_ items: [ChoiceItem], label: String, columns: Int) -> String {
    let labelCells = label.isEmpty ? 0 : TerminalWidth.columns(of: DisplayText.line(label)) + 2
    let room = max(1, transcriptRows * max(1, columns) - labelCells)
    var value = ""
    var cells = 0
    for (offset, item) in items.enumerated() {
      let text = (offset == 0 ? "" : ", ") + printable(DisplayText.line(item.text))
      cells += TerminalWidth.columns(of: text)
      if cells > room {
        return items.count == 1
          ? DisplayText.fit(text, columns: room) : ComponentWording.chosenCount(items.count)
      }
      value += text
    }
    return value
  }

  /// The column of the marker: after the pointer and a blank.
  static func markColumn(_ appearance: ChoiceListAppearance) -> Int {
    max(1, TerminalWidth.columns(of: appearance.pointer)) + 1
  }

  /// The column of an item's text: after the pointer, the marker and a blank each.
  static func textColumn(_ appearance: ChoiceListAppearance) -> Int {
    markColumn(appearance) + max(1, TerminalWidth.columns(of: appearance.marker)) + 1
  }

  /// The header (`--header`, its SGR colours drawn, as fzf draws them with or without `--ansi`)
  /// from the first column, and the column names (`--header-lines`) in the items' columns, as
  /// items are drawn: with their colours under `--ansi`. A look set on a line carries on to the
  /// next, as on a terminal. Text without colours of its own is dim.
  private func drawHeader(_ arrangement: Arrangement, width: Int, into frame: inout Frame) {
    let appearance = controller.appearance
    var style: Style = []
    var colors = TextColors()
    let sides = arrangement.headerSides
    for (offset, line) in appearance.shownHeader.enumerated() {
      drawRuns(
        ANSIText.runs(line.utf8, style: &style, colors: &colors), row: arrangement.headerRow + offset,
        start: sides.left + 1, columns: width - sides.columns - 2, dimsPlainText: true, into: &frame)
    }
    // In the items' columns, in the header's box or their own rather than the items'.
    var items = Self.listArea(controller)
    let lineSides = arrangement.headerLinesSides
    items.column += lineSides.left - arrangement.listSides.left
    items.width -= lineSides.columns - arrangement.listSides.columns
    let textColumn = Self.textColumn(appearance)
    style = []
    colors = TextColors()
    // With the best item at the bottom they go upward too, the first next to the query, as
    // fzf's do.
    let lines = appearance.shownHeaderLines
    for (offset, line) in lines.enumerated() {
      let runs =
        controller.list.configuration.readsEscapes
        ? ANSIText.runs(line.utf8, style: &style, colors: &colors)
        : [ANSIText.Run(text: line, style: [], colors: TextColors())]
      let row = arrangement.itemsUpward ? lines.count - 1 - offset : offset
      drawRuns(
        runs, row: arrangement.headerLinesRow + row, start: items.column + textColumn,
        columns: items.width - textColumn, dimsPlainText: true, into: &frame)
    }
  }

  /// Draws a row of item `index` (`ItemRow`) from column `start` in `columns` cells (see
  /// `drawRuns`): its own colours when the list reads them, the characters the query matched in
  /// bold (a colour of their own, or underlined on the highlighted row).
  private func drawItem(
    _ index: Int, _ itemRow: ItemRow, row: Int, start: Int, columns: Int, highlighted: Bool,
    into frame: inout Frame
  ) {
    let range = itemRow.first..<(itemRow.first + itemRow.count)
    let matched = controller.list.matchedPositions(of: index).filter(range.contains).map {
      $0 - itemRow.first
    }
    drawRuns(
      itemRow.runs, matched: Set(matched), row: row, start: start, columns: columns,
      highlighted: highlighted, keepsRight: controller.appearance.keepsRight, into: &frame)
  }

  /// The marker of a marked item on its row `line` of `count`: the marker on an item of one row,
  /// else `--marker-multi-line`'s for its first, middle and last rows.
  static func marker(row line: Int, of count: Int, _ appearance: ChoiceListAppearance) -> String {
    let glyphs = appearance.markerMultiLine
    guard count > 1, glyphs.count == 3 else { return appearance.marker }
    return line == 0 ? glyphs[0] : line == count - 1 ? glyphs[2] : glyphs[1]
  }

  /// What a gap row (`--gap`) is drawn with, as fzf 0.74.5 draws it.
  static let gapLine = "┈"

  /// `text` (on one line, its escape sequences left out) repeated over `columns` cells, cut where
  /// a character would not fit; empty for empty text.
  static func repeated(_ text: String, columns: Int) -> String {
    let unit = labelText(text)
    guard TerminalWidth.columns(of: unit) > 0 else { return "" }
    var line = ""
    var used = 0
    while true {
      for character in unit {
        let width = TerminalWidth.columns(of: character)
        if used + width > columns { return line }
        line.append(character)
        used += width
      }
    }
  }

  /// Draws the separator (`--separator`) from `column` to the end of `row` in `end`, dim.
  func drawSeparator(row: Int, from column: Int, to end: Int, into frame: inout Frame) {
    let line = Self.repeated(controller.appearance.separator, columns: end - column)
    guard !line.isEmpty else { return }
    frame.put(line, row: row, column: column, style: .dim, role: .border)
  }

  /// Draws a line of runs from column `start` in `columns` cells: its characters (a tab as the
  /// blanks up to the next tab stop (`--tabstop`), other control characters as `shown(_:atColumn:)`
  /// makes them), each run in its look, the `matched` characters in bold (a colour of their own,
  /// or underlined on the highlighted row), text without colours dim when `dimsPlainText`. A line
  /// wider than its cells is cut with the ellipsis (`--ellipsis`, "…" by default); when the last
  /// matched character (and `--hscroll-off`'s characters after it) would be cut off, or with
  /// `keepsRight` always, the start is cut instead, so the match (or the end) shows; never with
  /// `--no-hscroll`.
  private func drawRuns(
    _ runs: [ANSIText.Run], matched: Set<Int> = [], row: Int, start: Int, columns: Int,
    highlighted: Bool = false, dimsPlainText: Bool = false, keepsRight: Bool = false, into frame: inout Frame
  ) {
    var characters = ShownCharacters(runs, tabStop: controller.appearance.tabStop)
    let appearance = controller.appearance
    let ellipsis = Self.ellipsis(appearance.ellipsis, columns: columns)
    let mark = TerminalWidth.columns(of: ellipsis)
    // `--keep-right`: the last character shown, the start cut instead of the end; else the last
    // matched one and `--hscroll-off`'s after it, as fzf 0.74 does (none with `--no-hscroll`).
    let count = runs.reduce(0) { $0 + $1.text.count }
    let showing =
      !appearance.scrollsToMatch
      ? nil
      : keepsRight
        ? count - 1
        : matched.max().map { min($0 + min(columns / 2 - mark, appearance.columnsAfterMatch), count - 1) }
    let window = Self.window(&characters, columns: columns, showing: showing, mark: mark)
    var column = start
    let base: Style = highlighted ? [.reverse] : []
    let baseRole: ColorRole = highlighted ? .cursorRow : .item
    if window.cutStart {
      frame.put(ellipsis, row: row, column: column, style: base, role: baseRole)
      column += TerminalWidth.columns(of: ellipsis)
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
        if highlighted {
          style.insert(.underline)
          role = .cursorMatch
        } else {
          role = .match
        }
      } else if dimsPlainText && runs[run].colors.isDefault {
        style.insert(.dim)
        role = .header
      }
      frame.put(
        text, row: row, column: column, style: style, role: role,
        colors: highlighted || isMatch ? TextColors() : runs[run].colors)
      column += cells
    }
    if window.cutEnd {
      frame.put(
        ellipsis, row: row, column: column, style: dimsPlainText ? base.union(.dim) : base,
        role: dimsPlainText ? .header : baseRole)
    }
  }

  /// The ellipsis drawn where an item is cut (`--ellipsis`) in a row `columns` cells wide: on one
  /// line, its escape sequences left out and other control characters written out, and only the
  /// characters that leave at least one cell for the item's own.
  static func ellipsis(_ ellipsis: String, columns: Int) -> String {
    var kept = ""
    var used = 0
    for character in labelText(ellipsis) {
      let width = TerminalWidth.columns(of: character)
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return kept
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

  /// An item as one line: a line feed as "␊" and a carriage return as "␍" (a multi-line item, a
  /// `--read0` history entry, shows where its lines break, as fzf 0.74.5's `--no-multi-line`
  /// shows it), other control characters (from a file or a pipe) as "�", so none can move the
  /// cursor, and invisible format characters as their code point, `<U+202E>` (`VisibleText`), so
  /// an item cannot read as something it is not; an item is drawn, never interpreted.
  static func printable(_ item: String) -> String {
    guard item.unicodeScalars.contains(where: { $0.value < 0x20 || VisibleText.standIn(for: $0) != nil })
    else {
      return item
    }
    var result = ""
    for scalar in item.unicodeScalars {
      switch scalar.value {
      case 0x0A: result += lineFeedMark
      case 0x0D: result += carriageReturnMark
      case 0..<0x20, 0x7F...0x9F: result.unicodeScalars.append("\u{FFFD}")
      default: result += VisibleText.standIn(for: scalar) ?? String(scalar)
      }
    }
    return result
  }

  /// How a line feed in an item is drawn: U+240A, the symbol for line feed.
  static let lineFeedMark = "\u{240A}"
  /// How a carriage return in an item is drawn: U+240D, the symbol for carriage return.
  static let carriageReturnMark = "\u{240D}"
}
