import FieldChoices
import FieldEngine

extension ChoiceListLayout {
  /// One character of an item as it is drawn: its text (control characters as "�", a tab as the
  /// blanks to the next tab stop), its width in cells, and the run of the item's colours it
  /// belongs to.
  typealias ShownCharacter = (text: String, cells: Int, run: Int)

  /// An item's characters as drawn, one at a time from its runs: nothing is kept, so a long item
  /// costs its own text only.
  struct ShownCharacters: IteratorProtocol {
    private let runs: [ANSIText.Run]
    private var run = 0
    private var characters: String.Iterator?
    /// The cells the characters read so far take: where the next tab stop is.
    private var column = 0
    /// The columns between tab stops.
    private let tabStop: Int

    init(_ runs: [ANSIText.Run], tabStop: Int = ChoiceListLayout.tabStop) {
      self.runs = runs
      self.tabStop = tabStop
      characters = runs.first?.text.makeIterator()
    }

    mutating func next() -> ShownCharacter? {
      while run < runs.count {
        if let character = characters?.next() {
          let shown = ChoiceListLayout.shown(character, atColumn: column, tabStop: tabStop)
          let cells = TerminalWidth.columns(of: shown)
          column += cells
          return (shown, cells, run)
        }
        run += 1
        characters = run < runs.count ? runs[run].text.makeIterator() : nil
      }
      return nil
    }
  }

  /// The characters of an item that are drawn in a row.
  struct Window {
    /// The characters drawn, in order.
    var characters: [ShownCharacter]
    /// The offset in the item of the first of them.
    var first: Int
    /// True when the item's start is cut ("…" first).
    var cutStart: Bool
    /// True when the item's end is cut ("…" last).
    var cutEnd: Bool
    /// The most characters held at once while the window was worked out: about the row's width,
    /// whatever the item's length.
    var held: Int
  }

  /// Which characters of an item fit in `columns` cells: all of them, or a cut one ending in
  /// the ellipsis (`mark` cells wide, "…" by default), or, when the character `showing` would be
  /// cut off, one starting with the ellipsis that shows it.
  /// The characters are read once, in order, and only those that may still be drawn are held
  /// (about `columns`, plus a batch dropped at once): an item of any length costs the row's width.
  static func window(
    _ characters: inout some IteratorProtocol<ShownCharacter>, columns: Int, showing: Int?, mark: Int = 1
  ) -> Window {
    guard columns > 0 else {
      return Window(characters: [], first: 0, cutStart: false, cutEnd: false, held: 0)
    }
    // The characters while they fit in `columns` cells, and one more.
    var prefix: [ShownCharacter] = []
    var prefixCells = 0
    while prefixCells <= columns, let character = characters.next() {
      prefix.append(character)
      prefixCells += character.cells
    }
    if prefixCells <= columns {
      return Window(characters: prefix, first: 0, cutStart: false, cutEnd: false, held: prefix.count)
    }
    var end = 0
    var used = 0
    while end < prefix.count, used + prefix[end].cells <= columns - mark {
      used += prefix[end].cells
      end += 1
    }
    let cut = Window(
      characters: Array(prefix[..<end]), first: 0, cutStart: false, cutEnd: true, held: prefix.count)
    guard let showing, showing >= end else { return cut }
    // The characters before the one shown, those that end at least `columns` cells before it
    // dropped (the first `dropped` of the item); then those after it while they fit, and one more.
    let last = showing + 1
    var before = Array(prefix.prefix(last))
    var after = Array(prefix.dropFirst(last))
    var beforeCells = before.reduce(0) { $0 + $1.cells }
    var dropped = 0
    var head = 0
    var held = prefix.count
    var read = prefix.count
    while read < last, let character = characters.next() {
      read += 1
      before.append(character)
      beforeCells += character.cells
      while head + 1 < before.count && beforeCells - before[head].cells >= columns {
        beforeCells -= before[head].cells
        head += 1
      }
      held = max(held, before.count)
      if head >= 1024 && head * 2 >= before.count {
        before.removeFirst(head)
        dropped += head
        head = 0
      }
    }
    guard read >= last else { return cut }
    var afterCells = after.reduce(0) { $0 + $1.cells }
    while afterCells <= columns, let character = characters.next() {
      after.append(character)
      afterCells += character.cells
    }
    if afterCells > columns, let character = characters.next() { after.append(character) }
    let local = Array(before[head...]) + after
    held = max(held, before.count + after.count)
    // Start after a leading "…" and end with the shown character, or a little after it.
    let count = local.count
    let shownAt = last - dropped - head
    let trailing = shownAt < count ? mark : 0
    var start = shownAt
    used = 0
    while start > 0, used + local[start - 1].cells <= columns - mark - trailing {
      used += local[start - 1].cells
      start -= 1
    }
    var stop = shownAt
    while stop < count, used + local[stop].cells <= columns - mark - (stop + 1 < count ? mark : 0) {
      used += local[stop].cells
      stop += 1
    }
    return Window(
      characters: Array(local[start..<stop]), first: dropped + head + start, cutStart: true,
      cutEnd: stop < count,
      held: held)
  }
}
