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

  /// The cells of `line` laid out in rows of `columns` cells: one row cut at its end when
  /// `wrap` is false, else as many as it takes (at least one). Each row is a list of
  /// (text, cells, run index) pieces; a tab is blanks to the next multiple of `tabStop` columns
  /// of the line, controls are stand-ins.
  static func rows(
    of runs: [ANSIText.Run], columns: Int, wrap: Bool, tabStop: Int = ChoiceListLayout.tabStop
  ) -> [[(text: String, run: Int)]] {
    guard columns > 0 else { return [[]] }
    var rows: [[(text: String, run: Int)]] = [[]]
    var used = 0
    var lineColumn = 0
    for (index, run) in runs.enumerated() {
      for character in run.text {
        let shown = ChoiceListLayout.shown(character, atColumn: lineColumn, tabStop: tabStop)
        let cells = TerminalWidth.columns(of: shown)
        lineColumn += cells
        if used + cells > columns {
          guard wrap else { return rows }
          if cells > columns { continue }
          rows.append([])
          used = 0
        }
        if let last = rows[rows.count - 1].last, last.run == index {
          rows[rows.count - 1][rows[rows.count - 1].count - 1].text += shown
        } else {
          rows[rows.count - 1].append((shown, index))
        }
        used += cells
      }
    }
    return rows
  }
}
