import FieldEngine

/// Draws frames into a region of rows of the normal screen, below where the cursor was: the
/// inline presentation's painter. It composes bytes and does no I/O (`InlineSession` writes them),
/// so what it sends is tested without a terminal.
///
/// The region is `height` rows, its first row the one the cursor was on when it opened. The
/// renderer keeps the cells each row shows, the terminal's cursor (its row in the region and,
/// when known, its column) and the attributes in force, and moves only relatively (up, down, to
/// the first column, right), so it never needs to know where on the screen the region is, and
/// never writes above its first row or below its last. A frame is diffed cell by cell: each row
/// sends only the run from its first changed cell to its last (a row's blank end is cleared to
/// the end of the line), and attributes are sent only when they change, so a character typed at
/// the end of a field costs a few bytes. Rows are laid out one column narrower than the screen,
/// so the last column, where a terminal's automatic margin would wrap, is never written.
struct InlineRenderer: Sendable {
  let capabilities: TerminalCapabilities
  /// The colours and attributes of each role, where colours are used.
  let theme: Theme
  /// The bytes that draw a character: its UTF-8, or the locale's bytes for a stand-in.
  let encode: @Sendable (Character, Int) -> [UInt8]
  /// Colour roles drawn as colours (the capabilities have colours and they are wanted), or as
  /// attributes.
  var usesColor: Bool { capabilities.foreground != nil }
  /// The rows of the region.
  private(set) var height = 0
  /// The region row the terminal's cursor is on.
  private(set) var cursorRow = 0
  /// The terminal cursor's column, or nil when not known (after a line feed).
  private var cursorColumn: Int?
  /// The cells each row shows; nil when unknown (it is drawn whole and cleared to its end).
  private var painted: [[StyledCell]?] = []
  /// The look in force on the terminal, or nil when unknown.
  private var look: Look?
  /// Whether the cursor is shown, as last set; nil when unknown.
  private var cursorShown: Bool?

  /// A cell's style and colour role: what the attributes are set for.
  private struct Look: Equatable, Sendable {
    var style: Style
    var role: ColorRole
    var colors = TextColors()
  }

  init(
    capabilities: TerminalCapabilities, theme: Theme = .default,
    encode: @escaping @Sendable (Character, Int) -> [UInt8] = { character, _ in Array(String(character).utf8)
    }
  ) {
    self.capabilities = capabilities
    self.theme = theme
    self.encode = encode
  }

  /// Opens a region of `height` rows from the cursor's row (the cursor in the first column):
  /// line feeds scroll the screen up when the region would pass its bottom, then the cursor
  /// goes back up to the region's first row.
  mutating func open(height rows: Int) -> [UInt8] {
    height = max(1, rows)
    cursorRow = 0
    painted = Array(repeating: nil, count: height)
    cursorShown = nil
    look = nil
    var bytes = capabilities.carriageReturn
    if height > 1 {
      bytes += Array(repeating: 0x0A, count: height - 1)
      bytes += capabilities.up(height - 1)
    }
    cursorColumn = 0
    return bytes + capabilities.carriageReturn
  }

  /// After the window changed size: the region is cleared from its first row to the end of the
  /// screen (``clearAfterResize(columns:reflows:)``) and made `rows` high, and the next frame
  /// draws every row.
  mutating func reopen(height rows: Int, columns: Int, reflows: Bool) -> [UInt8] {
    var bytes = clearAfterResize(columns: columns, reflows: reflows)
    let rows = max(1, rows)
    if rows > 1 { bytes += Array(repeating: 0x0A, count: rows - 1) + capabilities.up(rows - 1) }
    height = rows
    cursorRow = 0
    cursorColumn = 0
    invalidate()
    return bytes + capabilities.carriageReturn
  }

  /// After the window changed size: the region cleared from its first row to the end of the
  /// screen, the cursor left in its first row and column. `columns` is the screen's new width;
  /// when the terminal `reflows` rows (tmux, VTE, kitty and iTerm2 wrap a row wider than the new
  /// width onto more rows, and move the cursor with its character), the first row is found from
  /// the widths of the rows drawn above the cursor and the cursor's column
  /// (``rowsAboveCursor(columns:reflows:)``); otherwise (xterm cuts rows) it is the cursor's row
  /// in the region. A row a reflow pushed above the screen's top cannot be reached: the cursor
  /// stops at the top row and the clear starts there. What the rows showed is forgotten.
  mutating func clearAfterResize(columns: Int, reflows: Bool) -> [UInt8] {
    var bytes = attributesOff()
    // `up` takes at least one row: a count of 0 is "one" to a terminal (CSI 0 A moves up a row).
    let above = rowsAboveCursor(columns: columns, reflows: reflows)
    if above > 0 { bytes += capabilities.up(above) }
    bytes += capabilities.carriageReturn
    cursorRow = 0
    cursorColumn = 0
    bytes += capabilities.clearToEndOfScreen.isEmpty ? clear() : capabilities.clearToEndOfScreen
    invalidate()
    return bytes
  }

  /// How many screen rows the region's first row now is above the cursor's, on a screen
  /// `columns` wide: the cursor's row in the region, or, when the terminal reflows rows, the
  /// rows each row above the cursor's now takes (a row of `w` cells takes `⌈w / columns⌉`, at
  /// least one) and the rows the cursor's own row wrapped before the cursor's column.
  func rowsAboveCursor(columns: Int, reflows: Bool) -> Int {
    guard reflows, columns > 0 else { return cursorRow }
    var rows = 0
    for row in 0..<min(cursorRow, painted.count) {
      rows += max(1, (drawnWidth(row: row) + columns - 1) / columns)
    }
    return rows + (cursorColumn ?? 0) / columns
  }

  /// The terminal cursor's column, when known.
  var column: Int? { cursorColumn }

  /// The cells of a row up to its last one drawn that is not a blank: what a terminal that
  /// reflows counts as the row's length (the cleared end is not part of it).
  private func drawnWidth(row: Int) -> Int {
    guard let cells = painted[row] else { return 0 }
    var end = cells.count
    while end > 0, cells[end - 1] == .blank { end -= 1 }
    return end
  }

  /// Makes the region `rows` high: more rows are made room for below it (scrolling the screen up
  /// when needed); fewer clear the rows left behind.
  mutating func resize(height rows: Int) -> [UInt8] {
    let rows = max(1, rows)
    guard rows != height else { return [] }
    var bytes: [UInt8] = []
    if rows > height {
      bytes += move(to: height - 1) + capabilities.carriageReturn
      bytes += Array(repeating: 0x0A, count: rows - height)
      bytes += capabilities.up(rows - height)
      cursorRow = height - 1
      cursorColumn = 0
      painted += Array(repeating: nil, count: rows - height)
    } else {
      bytes += attributesOff()
      for row in rows..<height {
        bytes += move(to: row) + capabilities.carriageReturn + capabilities.clearToEndOfLine
        cursorColumn = 0
      }
      painted.removeLast(height - rows)
    }
    height = rows
    return bytes
  }

  /// Forgets what the rows show, so the next frame draws every row (Ctrl-L, a resize, a
  /// continue after a stop).
  mutating func invalidate() {
    painted = Array(repeating: nil, count: height)
    cursorShown = nil
    look = nil
  }

  /// The bytes that draw `frame`: the cells that changed, then the cursor.
  mutating func render(_ frame: Frame) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in 0..<height {
      let cells = frame.styledCells(row: row, width: frame.width)
      bytes += draw(cells, row: row)
      painted[row] = cells
    }
    if let cursor = frame.cursor, (0..<height).contains(cursor.row) {
      bytes += move(to: cursor.row) + moveToColumn(min(max(0, cursor.column), max(0, frame.width - 1)))
      if cursorShown != true { bytes += capabilities.cursorVisible }
      cursorShown = true
    } else if cursorShown != false {
      bytes += capabilities.cursorInvisible
      cursorShown = false
    }
    return bytes
  }

  /// Clears every row of the region and leaves the cursor in its first row and column: what is
  /// written before a transcript, on `--clear`, and by a signal handler.
  mutating func clear() -> [UInt8] {
    var bytes = attributesOff()
    for row in 0..<height {
      bytes += move(to: row) + capabilities.carriageReturn + capabilities.clearToEndOfLine
    }
    bytes += move(to: 0) + capabilities.carriageReturn
    cursorColumn = 0
    painted = Array(repeating: nil, count: height)
    return bytes
  }

  /// What `clear()` would send now, with the cursor shown: the bytes a signal handler writes
  /// (precomputed: it cannot compose them).
  var leaveBytes: [UInt8] {
    var copy = self
    return copy.clear() + capabilities.cursorVisible
  }

  /// The bytes that make one row show `cells`: nothing when it already does; the run from the
  /// first changed cell to the last, or to the row's blank end, which is cleared.
  private mutating func draw(_ cells: [StyledCell], row: Int) -> [UInt8] {
    var end = cells.count
    while end > 0, cells[end - 1] == .blank { end -= 1 }
    let old = painted[row]
    var first = 0
    var last = cells.count - 1
    if let old, old.count == cells.count {
      while first < cells.count, cells[first] == old[first] { first += 1 }
      if first == cells.count { return [] }
      while last > first, cells[last] == old[last] { last -= 1 }
      // Start on a whole character: not on the second cell of a wide one, old or new.
      while first > 0, cells[first].text.isEmpty || old[first].text.isEmpty { first -= 1 }
    }
    var bytes = move(to: row) + moveToColumn(first)
    // The changed run reaches the row's blank end: draw up to it and clear the rest.
    let clearsEnd = old == nil || last >= end
    let stop = clearsEnd ? end : last + 1
    var column = first
    for cell in cells[first..<max(first, stop)] {
      column += 1
      guard !cell.text.isEmpty else { continue }
      let wanted = Look(style: cell.style, role: cell.role, colors: usesColor ? cell.colors : TextColors())
      if look != wanted {
        bytes += attributes(wanted)
        look = wanted
      }
      for character in cell.text {
        bytes += encode(character, TerminalWidth.columns(of: character))
      }
    }
    // A wide character drawn last takes its second cell too.
    cursorColumn = max(column, first)
    if clearsEnd {
      bytes += attributesOff() + capabilities.clearToEndOfLine
    }
    return bytes
  }

  /// Attributes off, unless they are already.
  private mutating func attributesOff() -> [UInt8] {
    let none = Look(style: [], role: .none)
    guard look != none else { return [] }
    look = none
    return capabilities.attributesOff
  }

  /// The bytes that set a look: attributes off, then its attributes and colours (or, with no
  /// colours, the attributes that stand for its role: `Painter.fallbackStyle(for:)`).
  private func attributes(_ look: Look) -> [UInt8] {
    var style = look.style
    var bytes = capabilities.attributesOff
    if usesColor {
      let themed = theme[look.role]
      style = themed.style(over: style)
      // The text's own colours (an item's SGR colours) over the role's.
      let own = look.colors.reduced(toColors: capabilities.colorCount)
      bytes += color(
        own.foreground.map { .ansi($0) } ?? themed.foreground, set: capabilities.foreground, trueColor: 38)
      bytes += color(
        own.background.map { .ansi($0) } ?? themed.background, set: capabilities.background, trueColor: 48)
    } else {
      style.formUnion(Painter.fallbackStyle(for: look.role))
    }
    if style.contains(.bold) { bytes += capabilities.bold }
    if style.contains(.dim) { bytes += capabilities.dim }
    if style.contains(.reverse) || style.contains(.standout) { bytes += capabilities.reverse }
    if style.contains(.underline) { bytes += capabilities.underline }
    if style.contains(.italic) { bytes += capabilities.italic }
    if style.contains(.strikethrough) { bytes += capabilities.strikethrough }
    return bytes
  }

  /// The bytes that set a colour: a 24-bit one as `ESC [ 38 ; 2 ; r ; g ; b m` (48 for the
  /// background) where the terminal has 24-bit colour (`COLORTERM`), otherwise the palette's
  /// nearest of the colours terminfo says it has.
  private func color(_ color: ThemeColor?, set: (@Sendable (Int) -> [UInt8])?, trueColor selector: Int)
    -> [UInt8]
  {
    guard let color, let set else { return [] }
    if capabilities.trueColor, case .rgb(let red, let green, let blue) = color {
      return Array("\u{1B}[\(selector);2;\(red);\(green);\(blue)m".utf8)
    }
    return set(Int(color.folded(toColors: capabilities.colorCount)))
  }

  /// Moves the terminal's cursor to a region row, in its column.
  private mutating func move(to row: Int) -> [UInt8] {
    defer { cursorRow = row }
    if row < cursorRow { return capabilities.up(cursorRow - row) }
    if row > cursorRow {
      // A line feed (cud1 on most terminals) also returns to the first column, with output
      // processing on.
      if capabilities.downResetsColumn { cursorColumn = nil }
      return capabilities.down(row - cursorRow)
    }
    return []
  }

  /// Moves the terminal's cursor to a column of its row.
  private mutating func moveToColumn(_ column: Int) -> [UInt8] {
    guard cursorColumn != column else { return [] }
    cursorColumn = column
    return capabilities.carriageReturn + (column > 0 ? capabilities.right(column) : [])
  }
}
