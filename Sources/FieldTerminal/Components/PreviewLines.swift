import FieldChoices
import FieldEngine

/// A preview command's output as lines to draw, taken in as it arrives: split at LF (a CR before
/// it dropped), each line's SGR colours and attributes read into runs that carry on to the next
/// line as in a terminal, every other escape sequence left out. Controls left in the text are
/// drawn as stand-ins (``ChoiceListLayout/shown(_:atColumn:)``), never sent.
///
/// The output is capped: at most ``byteLimit`` bytes are read (the command's pipe is closed past
/// them, as `head -c` would) and at most ``lineLimit`` lines are kept; ``isCut`` says either
/// happened.
struct PreviewLines: Equatable, Sendable {
  /// The most bytes of output read.
  static let byteLimit = 512 * 1024
  /// The most lines kept.
  static let lineLimit = 10_000

  /// The complete lines, as runs.
  private(set) var complete: [[ANSIText.Run]] = []
  /// The bytes of a last line not ended yet.
  private var pending: [UInt8] = []
  /// The look the SGR sequences left at the start of `pending`.
  private var style: Style = []
  private var colors = TextColors()
  /// The bytes taken in.
  private(set) var byteCount = 0
  /// True when output was left out (past a cap).
  private(set) var isCut = false

  /// No lines.
  init() {}

  /// The lines of `bytes`, as if taken in at once.
  init(_ bytes: some Collection<UInt8>) { append(bytes) }

  /// The number of lines, a last one not ended yet included.
  var count: Int { complete.count + (pending.isEmpty ? 0 : 1) }

  /// Line `index` as runs (empty past the end).
  func line(_ index: Int) -> [ANSIText.Run] {
    if index < complete.count { return complete[index] }
    guard index == complete.count, !pending.isEmpty else { return [] }
    var style = self.style
    var colors = self.colors
    return Self.runs(of: pending[...], style: &style, colors: &colors)
  }

  /// Takes in more output.
  mutating func append(_ bytes: some Collection<UInt8>) {
    let room = Self.byteLimit - byteCount
    guard room > 0 else {
      if !bytes.isEmpty { isCut = true }
      return
    }
    if bytes.count > room { isCut = true }
    let taken = bytes.prefix(room)
    byteCount += taken.count
    for byte in taken {
      guard byte == 0x0A else {
        pending.append(byte)
        continue
      }
      if complete.count < Self.lineLimit {
        complete.append(Self.runs(of: pending[...], style: &style, colors: &colors))
      } else {
        isCut = true
      }
      pending.removeAll(keepingCapacity: true)
    }
    if complete.count >= Self.lineLimit && !pending.isEmpty {
      isCut = true
      pending = []
    }
  }

  /// Marks the output as cut by the command's own cap (the pipe closed past ``byteLimit``).
  mutating func markCut() { isCut = true }

  /// A line's runs, a CR at its end left out.
  private static func runs(of line: ArraySlice<UInt8>, style: inout Style, colors: inout TextColors)
    -> [ANSIText.Run]
  {
    let bytes = line.last == 0x0D ? line.dropLast() : line
    return ANSIText.runs(bytes, style: &style, colors: &colors)
  }

  /// A row of a preview line: its pieces (text and run index), and whether it goes on from the
  /// row before (drawn after the wrap sign).
  struct Row {
    var pieces: [(text: String, run: Int)] = []
    var continued = false
  }

  /// The cells of `line` laid out in rows of `columns` cells: one row cut at its end when
  /// `wrap` is false, else as many as it takes (at least one), each row after the first
  /// `signCells` narrower (the wrap sign's). `wrapsWords` wraps as fzf's `wrap-word` does: the
  /// line is first split after the last blank that fits (the blank left out), then each part is
  /// wrapped at characters if it still does not fit. A tab is blanks to the next multiple of
  /// `tabStop` columns of the line, controls are stand-ins.
  static func rows(
    of runs: [ANSIText.Run], columns: Int, wrap: Bool, wrapsWords: Bool = false, signCells: Int = 0,
    tabStop: Int = ChoiceListLayout.tabStop
  ) -> [Row] {
    guard columns > 0 else { return [Row()] }
    let signCells = signCells < columns ? signCells : 0
    // Every character as shown, with its cells and run.
    var characters: [(shown: String, cells: Int, run: Int, blank: Bool)] = []
    var lineColumn = 0
    for (index, run) in runs.enumerated() {
      for character in run.text {
        let shown = ChoiceListLayout.shown(character, atColumn: lineColumn, tabStop: tabStop)
        let cells = TerminalWidth.columns(of: shown)
        lineColumn += cells
        characters.append((shown, cells, index, character == " " || character == "\t"))
      }
    }
    // fzf's `wordWrapAnsiLine`: parts split at blanks, each later part after the sign.
    var parts: [Range<Int>] = []
    var start = 0
    if wrap && wrapsWords {
      var width = 0
      var limit = columns
      var blank: (index: Int, widthBefore: Int)?
      for (index, character) in characters.enumerated() {
        if character.blank { blank = (index, width) }
        width += character.cells
        if width > limit, let last = blank {
          parts.append(start..<last.index)
          start = last.index + 1
          width -= last.widthBefore + characters[last.index].cells
          blank = nil
          limit = columns - signCells
        }
      }
    }
    parts.append(start..<characters.count)
    var rows: [Row] = []
    for (number, part) in parts.enumerated() {
      var row = Row(continued: number > 0)
      var used = 0
      for index in part {
        let character = characters[index]
        if used + character.cells > columns - (row.continued ? signCells : 0) {
          guard wrap else {
            rows.append(row)
            return rows
          }
          if used > 0 {
            rows.append(row)
            row = Row(continued: true)
            used = 0
          }
          // A character wider than a row is left out.
          if character.cells > columns - signCells { continue }
        }
        if let last = row.pieces.last, last.run == character.run {
          row.pieces[row.pieces.count - 1].text += character.shown
        } else {
          row.pieces.append((character.shown, character.run))
        }
        used += character.cells
      }
      rows.append(row)
    }
    return rows
  }
}
