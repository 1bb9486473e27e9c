import FieldEngine

/// The layout of a form on a screen: a pure function from a controller's state and the screen
/// size to a `Frame`. Widths come from `TerminalWidth`, the package's one width function.
///
/// ```
///  Title
///
/// › Label     [text of the field          ]
///              max 5 · only AEIOUaeiou · 3/5
///   Other     [                           ]
///
///  'b' is not allowed: only AEIOUaeiou
///  Tab next · Enter submit · Esc cancel · ^Z undo · ^C quit
/// ```
struct FormLayout {
  let controller: FormController

  /// Where things go for a form on a screen of a given size.
  struct Geometry {
    /// The first column of the labels.
    static let labelColumn = 2
    /// The first row of the fields.
    static let firstFieldRow = 2
    /// Rows per field: the field, then its rules and counters.
    static let rowsPerField = 2
    /// The narrowest box worth drawing.
    static let minimumArea = 4

    /// The columns given to labels.
    let labelWidth: Int
    /// The column of each box's opening bracket.
    let boxColumn: Int
    /// The inner width of each field's box.
    let fieldWidths: [Int]
    /// The smallest screen that fits, for the notice.
    let minimumWidth: Int
    /// The fewest rows that fit.
    let minimumHeight: Int
    /// True when the screen is large enough.
    let fits: Bool

    init(form: Form, width: Int, height: Int) {
      let longest = form.fields.map { TerminalWidth.columns(of: $0.label) }.max() ?? 0
      labelWidth = min(longest, max(8, width / 3))
      boxColumn = Self.labelColumn + labelWidth + 2
      let available = width - boxColumn - 2
      // A box is as wide as its limit allows, and grows to show what it holds: one "👍🏽" in a
      // one-character field takes 4 columns.
      fieldWidths = form.fields.map {
        // A hidden password shows one glyph per character.
        let holds = ($0.isPassword ? $0.buffer.metrics.characters : $0.buffer.metrics.columns) + 1
        return min(max(Self.desiredWidth($0.rules), holds), max(available, 0))
      }
      minimumWidth = boxColumn + 2 + Self.minimumArea
      minimumHeight = Self.firstFieldRow + Self.rowsPerField * form.fields.count + 2
      fits = width >= minimumWidth && height >= minimumHeight
    }

    /// Wide enough for the field's limit (two columns a character: characters can be wide) plus
    /// the cursor's cell; unlimited fields take what there is.
    static func desiredWidth(_ rules: FieldRules) -> Int {
      var columns = Int.max
      for limit in rules.limits {
        let most =
          switch limit.unit {
          case .characters, .scalars, .utf16CodeUnits: limit.maximum * 2
          case .utf8Bytes, .columns: limit.maximum
          }
        columns = min(columns, most)
      }
      switch rules.format?.kind {
      case .mask(let mask)?: columns = min(columns, mask.length * 2)
      case .number?: columns = min(columns, 20)
      default: break
      }
      return columns == Int.max ? Int.max : max(columns + 1, 2)
    }
  }

  /// The first visible offset that keeps the cursor's cell inside a box `areaWidth` wide, moving
  /// as little as possible from `start`.
  static func scroll(_ buffer: TextBuffer, from start: Int, areaWidth: Int, masked: Bool = false) -> Int {
    let text = buffer.text
    let cursor = buffer.headOffset
    var first = min(buffer.characterStart(containing: min(start, buffer.endOffset)), cursor)
    let cursorCell =
      cursor < buffer.endOffset ? max(1, cells(String(text[buffer.index(at: cursor)]), masked: masked)) : 1
    var used = 0
    var position = first
    while position < cursor && used + cursorCell <= areaWidth {
      let next = buffer.offset(after: position)!
      used += cells(text[buffer.index(at: position)..<buffer.index(at: next)], masked: masked)
      position = next
    }
    if position >= cursor && used + cursorCell <= areaWidth { return first }
    used = cursorCell
    first = cursor
    while let previous = buffer.offset(before: first) {
      let width = cells(text[buffer.index(at: previous)..<buffer.index(at: first)], masked: masked)
      if used + width > areaWidth { break }
      used += width
      first = previous
    }
    return first
  }

  /// The glyph a hidden password shows for each character.
  static let passwordGlyph: Character = "•"

  /// The cells one character takes: its columns, or one for a hidden password's glyph.
  static func cells(_ character: some StringProtocol, masked: Bool) -> Int {
    masked ? 1 : TerminalWidth.columns(of: character)
  }
}
