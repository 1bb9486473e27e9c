import FieldEngine

/// A small terminal emulator for the bytes the inline presentation sends with
/// `TerminalCapabilities.ansi`: printable text (wide characters take two cells), CR, LF (which
/// scrolls at the bottom row), `ESC [ n A/B/C` (clamped at the edges), `ESC [ K`, `ESC [ J`;
/// other CSI sequences (attributes, the cursor's visibility, modes) change nothing it models.
/// It counts every cell ever written and every row scrolled away, so a test can check that
/// nothing above a region was touched.
struct VirtualTerminal {
  let width: Int
  let height: Int
  private(set) var lines: [[String]]
  private(set) var row = 0
  private(set) var column = 0
  /// Rows that scrolled off the top.
  private(set) var scrolledAway = 0
  /// The screen rows written to (by text or a clear), counted in rows from the first line ever
  /// shown, so scrolling does not move them.
  private(set) var touchedRows = Set<Int>()

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    lines = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// The screen as text, trailing blanks trimmed.
  var screen: [String] {
    lines.map { line in
      var text = line.joined()
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// The row from the first line ever shown, for the cursor's row now.
  var absoluteRow: Int { scrolledAway + row }

  /// Prints text lines as a shell would, each followed by CR LF.
  mutating func printLines(_ texts: [String]) {
    for text in texts { feed(Array((text + "\r\n").utf8)) }
    touchedRows = []
  }

  mutating func feed(_ bytes: [UInt8]) {
    var text = String(decoding: bytes, as: UTF8.self).unicodeScalars[...]
    while let scalar = text.first {
      text = text.dropFirst()
      switch scalar {
      case "\r": column = 0
      case "\n": lineFeed()
      case "\u{1B}":
        guard text.first == "[" else {
          text = text.dropFirst()
          continue
        }
        text = text.dropFirst()
        var parameters = ""
        while let next = text.first, !(0x40...0x7E).contains(next.value) {
          parameters.unicodeScalars.append(next)
          text = text.dropFirst()
        }
        guard let final = text.first else { return }
        text = text.dropFirst()
        let count = Int(parameters) ?? 1
        switch final {
        case "A": row = max(0, row - count)
        case "B": row = min(height - 1, row + count)
        case "C": column = min(width - 1, column + count)
        case "K":
          for cell in column..<width { lines[row][cell] = " " }
          touchedRows.insert(absoluteRow)
        case "J":
          for cell in column..<width { lines[row][cell] = " " }
          for below in row + 1..<height {
            lines[below] = Array(repeating: " ", count: width)
            touchedRows.insert(scrolledAway + below)
          }
          touchedRows.insert(absoluteRow)
        default: break
        }
      default:
        let character = Character(scalar)
        let cells = TerminalWidth.columns(of: character)
        if cells == 0 {
          if column > 0 { lines[row][column - 1] += String(scalar) }
          continue
        }
        if column + cells > width { continue }
        lines[row][column] = String(character)
        if cells == 2 { lines[row][column + 1] = "" }
        touchedRows.insert(absoluteRow)
        column += cells
      }
    }
  }

  private mutating func lineFeed() {
    if row == height - 1 {
      lines.removeFirst()
      lines.append(Array(repeating: " ", count: width))
      scrolledAway += 1
    } else {
      row += 1
    }
  }
}
