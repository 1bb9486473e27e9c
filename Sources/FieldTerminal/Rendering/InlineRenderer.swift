import FieldEngine

/// Draws frames into a region of rows of the normal screen, below where the cursor was: the
/// inline presentation's painter. It composes bytes and does no I/O (`InlineSession` writes them),
/// so what it sends is tested without a terminal.
///
/// The region is `height` rows, its first row the one the cursor was on when it opened. The
/// renderer keeps what each row shows and the row the terminal's cursor is on, and moves only
/// relatively (up, down, to the first column, right), so it never needs to know where on the
/// screen the region is, and never writes above its first row or below its last. A frame is
/// diffed row by row: only rows that changed are drawn, each from its first column and then
/// cleared to its end. Rows are laid out one column narrower than the screen, so the last column,
/// where a terminal's automatic margin would wrap, is never written.
struct InlineRenderer: Sendable {
  let capabilities: TerminalCapabilities
  /// The bytes that draw a character: its UTF-8, or the locale's bytes for a stand-in.
  let encode: @Sendable (Character, Int) -> [UInt8]
  /// Colour roles drawn as colours (the capabilities have colours and they are wanted), or as
  /// attributes.
  var usesColor: Bool { capabilities.foreground != nil }
  /// The rows of the region.
  private(set) var height = 0
  /// The region row the terminal's cursor is on.
  private(set) var cursorRow = 0
  /// The bytes each row was last drawn with; nil when it must be drawn again.
  private var painted: [[UInt8]?] = []
  /// Whether the cursor is shown, as last set; nil when unknown.
  private var cursorShown: Bool?

  init(
    capabilities: TerminalCapabilities,
    encode: @escaping @Sendable (Character, Int) -> [UInt8] = { character, _ in Array(String(character).utf8)
    }
  ) {
    self.capabilities = capabilities
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
    var bytes = capabilities.carriageReturn
    if height > 1 {
      bytes += Array(repeating: 0x0A, count: height - 1)
      bytes += capabilities.up(height - 1)
    }
    return bytes + capabilities.carriageReturn
  }

  /// After the window changed size: the region is cleared from its first row to the end of the
  /// screen (a terminal that reflows lines may have wrapped a row of the region onto more rows,
  /// below it) and made `rows` high, and the next frame draws every row. The first row is found
  /// from the cursor's row in the region, so it is exact when no row above the cursor's wrapped:
  /// always for a single field, whose cursor is on the first row.
  mutating func reopen(height rows: Int) -> [UInt8] {
    var bytes = move(to: 0) + capabilities.carriageReturn
    bytes += capabilities.clearToEndOfScreen.isEmpty ? clear() : capabilities.clearToEndOfScreen
    let rows = max(1, rows)
    if rows > 1 { bytes += Array(repeating: 0x0A, count: rows - 1) + capabilities.up(rows - 1) }
    height = rows
    cursorRow = 0
    invalidate()
    return bytes + capabilities.carriageReturn
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
      painted += Array(repeating: nil, count: rows - height)
    } else {
      for row in rows..<height {
        bytes += move(to: row) + capabilities.carriageReturn + capabilities.clearToEndOfLine
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
  }

  /// The bytes that draw `frame`: the rows that changed, then the cursor.
  mutating func render(_ frame: Frame) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in 0..<height {
      let line = rowBytes(frame, row: row)
      if painted[row] == line { continue }
      bytes += move(to: row) + capabilities.carriageReturn + line
      painted[row] = line
    }
    if let cursor = frame.cursor, (0..<height).contains(cursor.row) {
      bytes += move(to: cursor.row) + capabilities.carriageReturn
      if cursor.column > 0 { bytes += capabilities.right(min(cursor.column, max(0, frame.width - 1))) }
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
    var bytes = capabilities.attributesOff
    for row in 0..<height {
      bytes += move(to: row) + capabilities.carriageReturn + capabilities.clearToEndOfLine
    }
    bytes += move(to: 0) + capabilities.carriageReturn
    painted = Array(repeating: nil, count: height)
    return bytes
  }

  /// What `clear()` would send now, with the cursor shown: the bytes a signal handler writes
  /// (precomputed: it cannot compose them).
  var leaveBytes: [UInt8] {
    var copy = self
    return copy.clear() + capabilities.cursorVisible
  }

  /// Moves the terminal's cursor to a region row, in its column.
  private mutating func move(to row: Int) -> [UInt8] {
    defer { cursorRow = row }
    if row < cursorRow { return capabilities.up(cursorRow - row) }
    if row > cursorRow { return capabilities.down(row - cursorRow) }
    return []
  }

  /// A row drawn from its first column: runs of one style, then attributes off and the rest of
  /// the row cleared.
  private func rowBytes(_ frame: Frame, row: Int) -> [UInt8] {
    let cells = frame.styledCells(row: row, width: frame.width)
    var bytes: [UInt8] = []
    var current: (style: Style, role: ColorRole)? = nil
    // Trailing blanks are left to the clear: fewer bytes, and no attribute runs past the text.
    var end = cells.count
    while end > 0, cells[end - 1] == .blank { end -= 1 }
    for cell in cells[..<end] where !cell.text.isEmpty {
      if current == nil || current! != (cell.style, cell.role) {
        bytes += attributes(style: cell.style, role: cell.role)
        current = (cell.style, cell.role)
      }
      for character in cell.text {
        bytes += encode(character, TerminalWidth.columns(of: character))
      }
    }
    return bytes + capabilities.attributesOff + capabilities.clearToEndOfLine
  }

  /// The bytes that set a span's look: attributes off, then its attributes and colours (or, with
  /// no colours, the attributes that stand for its role: `Painter.fallbackStyle(for:)`).
  private func attributes(style: Style, role: ColorRole) -> [UInt8] {
    var style = style
    var bytes = capabilities.attributesOff
    if usesColor {
      if role == .error { style.insert(.bold) }
      let colors = role.colors
      if let foreground = colors.foreground, let set = capabilities.foreground { bytes += set(foreground) }
      if let background = colors.background, let set = capabilities.background { bytes += set(background) }
    } else {
      style.formUnion(Painter.fallbackStyle(for: role))
    }
    if style.contains(.bold) { bytes += capabilities.bold }
    if style.contains(.dim) { bytes += capabilities.dim }
    if style.contains(.reverse) || style.contains(.standout) { bytes += capabilities.reverse }
    if style.contains(.underline) { bytes += capabilities.underline }
    return bytes
  }
}
