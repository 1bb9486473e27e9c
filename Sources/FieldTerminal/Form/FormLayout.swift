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
  ///
  /// When every field fits, the title, a blank row, two rows a field, then the message and help
  /// rows at the bottom. When the screen is lower than that, the fields scroll vertically between
  /// the title row (which then says how many fields are above and below) and the message row,
  /// keeping the focused field in view; the fewest rows are then five: the title, one field and
  /// its hint, the message and the help. Box widths depend on the rules and the screen, never on
  /// what a field holds.
  struct Geometry {
    /// The first column of the labels.
    static let labelColumn = 2
    /// The first row of the fields when all of them fit.
    static let firstFieldRow = 2
    /// Rows per field: the field, then its rules and counters.
    static let rowsPerField = 2
    /// The narrowest box worth drawing.
    static let minimumArea = 4
    /// The widest a label column gets on a narrow screen (it may take a third of a wider one).
    static let narrowLabelWidth = 8
    /// The fewest rows: the title, one field and its hint, the message and the help.
    static let minimumHeight = 5

    /// The columns given to labels.
    let labelWidth: Int
    /// The column of each box's opening bracket.
    let boxColumn: Int
    /// The inner width of each field's box.
    let fieldWidths: [Int]
    /// The smallest screen that fits, for the notice.
    let minimumWidth: Int
    /// The fewest rows that fit.
    let minimumHeight = Self.minimumHeight
    /// True when the screen is large enough.
    let fits: Bool
    /// True when the fields do not all fit and scroll between the title and the message row.
    let scrolls: Bool
    /// The row of the first field shown.
    let firstFieldRow: Int
    /// How many fields are shown at once (all of them unless `scrolls`).
    let visibleFields: Int

    init(form: Form, width: Int, height: Int) {
      let longest = form.fields.map { TerminalWidth.columns(of: DisplayText.line($0.label)) }.max() ?? 0
      labelWidth = Self.labelWidth(longest: longest, screenWidth: width)
      boxColumn = Self.labelColumn + labelWidth + 2
      let available = max(width - boxColumn - 2, 0)
      fieldWidths = form.fields.map { min(Self.desiredWidth($0.rules), available) }
      // The narrowest screen that fits, whatever the screen's width is now (the label column
      // shrinks with the screen): the first width with room for the smallest box. Found by 18
      // columns at the latest, where the label column is at most `narrowLabelWidth` wide.
      var narrowest = Self.labelColumn + 4 + Self.minimumArea
      while narrowest - Self.labelWidth(longest: longest, screenWidth: narrowest)
        < Self.labelColumn + 4 + Self.minimumArea
      {
        narrowest += 1
      }
      minimumWidth = narrowest
      let allRows = Self.firstFieldRow + Self.rowsPerField * form.fields.count + 2
      scrolls = height < allRows
      firstFieldRow = scrolls ? 1 : Self.firstFieldRow
      visibleFields = scrolls ? max(0, (height - 3) / Self.rowsPerField) : form.fields.count
      fits = width >= minimumWidth && height >= Self.minimumHeight
    }

    /// The label column's width: the longest label, at most a third of the screen (and never
    /// less than `narrowLabelWidth` for that reason).
    static func labelWidth(longest: Int, screenWidth: Int) -> Int {
      min(longest, max(narrowLabelWidth, screenWidth / 3))
    }

    /// Wide enough for the field's limit (two columns a character: characters can be wide) plus
    /// the cursor's cell; unlimited fields take what there is. Saturates instead of overflowing
    /// for limits too large to show.
    static func desiredWidth(_ rules: FieldRules) -> Int {
      // Two columns a character, saturating: a limit of 2^62 means "unlimited" on any screen.
      func twice(_ count: Int) -> Int { count > Int.max / 2 ? Int.max : count * 2 }
      var columns = Int.max
      for limit in rules.limits {
        let most =
          switch limit.unit {
          case .characters, .scalars, .utf16CodeUnits: twice(limit.maximum)
          case .utf8Bytes, .columns: limit.maximum
          }
        columns = min(columns, most)
      }
      switch rules.format?.kind {
      case .mask(let mask)?: columns = min(columns, twice(mask.length))
      case .number?: columns = min(columns, 20)
      default: break
      }
      return columns == Int.max ? Int.max : max(columns + 1, 2)
    }
  }

  /// The first visible offset for a box `areaWidth` cells wide, moving as little as possible from
  /// `start`: the cursor's cell is inside the box, and no cell at the box's end stays empty while
  /// text is hidden before its start. A character wider than the whole box is shown cut (see
  /// `drawField`). Never splits a character; costs the width of the box, not the length of the text.
  static func scroll(_ buffer: TextBuffer, from start: Int, areaWidth: Int, masked: Bool = false) -> Int {
    let text = buffer.text
    let cursor = buffer.headOffset
    let end = buffer.endOffset
    func width(from offset: Int) -> (width: Int, next: Int) {
      let next = buffer.offset(after: offset)!
      return (cells(text[buffer.index(at: offset)..<buffer.index(at: next)], masked: masked), next)
    }
    let cursorCell = cursor < end ? max(1, width(from: cursor).width) : 1
    if cursorCell > areaWidth { return cursor }
    var first = min(buffer.characterStart(containing: min(start, end)), cursor)
    // The cursor's cell must be inside the box: scroll right when it is past the end.
    var used = 0
    var position = first
    while position < cursor && used + cursorCell <= areaWidth {
      let step = width(from: position)
      used += step.width
      position = step.next
    }
    if position < cursor || used + cursorCell > areaWidth {
      first = cursor
      used = cursorCell
      while let previous = buffer.offset(before: first) {
        let step = width(from: previous)
        if used + step.width > areaWidth { break }
        used += step.width
        first = previous
      }
    }
    // No empty cells at the end while text is hidden at the start: scroll left into the room.
    var filled = 0
    position = first
    while position < end && filled <= areaWidth {
      let step = width(from: position)
      filled += step.width
      position = step.next
    }
    if cursor == end { filled += 1 }
    while filled < areaWidth, let previous = buffer.offset(before: first) {
      let step = width(from: previous)
      if filled + step.width > areaWidth {
        // Only a character wider than the room is left: show it cut rather than nothing.
        if first == end { first = previous }
        break
      }
      filled += step.width
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
