import FieldEngine
import FieldIO
import FieldKeys

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
///  Tab next · Enter submit · Esc cancel · ^_ undo · ^C quit
/// ```
struct FormLayout {
  let controller: FormController

  /// Where things go for a form on a screen of a given size.
  ///
  /// Full screen, when every field fits: the title, a blank row, two rows a field, then the
  /// message and help rows at the bottom (a long message wraps upwards into free rows, up to
  /// three). Inline: the title only when there is one, two rows a field, and one last row for the
  /// message, or the help when there is no message; a long message asks for up to two more rows,
  /// which it gets where the screen has them. When the
  /// screen (or region) is lower than that, the fields scroll vertically between a title row
  /// (which then says how many fields are above and below) and the bottom rows, keeping the
  /// focused field in view; the fewest rows are then five full screen (title, one field and its
  /// hint, message, help) and four inline. Box widths depend on the rules and the screen, never
  /// on what a field holds.
  struct Geometry {
    /// The first column of the labels.
    static let labelColumn = 2
    /// Rows per field: the field, then its rules and counters.
    static let rowsPerField = 2
    /// The widest a label column gets on a narrow screen (it may take a third of a wider one).
    static let narrowLabelWidth = 8

    /// The columns given to labels.
    let labelWidth: Int
    /// The column of each box's opening bracket.
    let boxColumn: Int
    /// The widest a box's inside may be on this screen.
    let availableWidth: Int
    /// Each field's box width as its rules ask for it.
    private let desiredWidths: [Int]
    /// The smallest screen that fits, for the notice.
    let minimumWidth: Int
    /// The fewest rows that fit.
    let minimumHeight: Int
    /// True when the screen is large enough.
    let fits: Bool
    /// True when the fields do not all fit and scroll between the title and the message row.
    let scrolls: Bool
    /// True when the title row is drawn.
    let hasTitleRow: Bool
    /// The row of the first field shown.
    let firstFieldRow: Int
    /// The rows under the fields: message and help (full screen), or the message's rows or the
    /// help (inline).
    let bottomRows: Int
    /// How many fields are shown at once (all of them unless `scrolls`).
    let visibleFields: Int
    /// The rows the form takes when nothing scrolls: what it asks for inline.
    let naturalHeight: Int
    /// The rows below the focused field's hint given to what shows there (`BelowField`): all it
    /// asks for, or none when the screen has not the room (it never makes the form scroll).
    let belowRows: Int

    /// The geometry of a form of `fieldCount` fields measured as `measures`: it costs the same
    /// whatever the number of fields. `messageRows` is how many rows the message wants inline
    /// (`MessageLines.rowsWanted`); it gets them only where the screen has rows to spare.
    /// `below` is what shows below the focused field, if anything.
    init(
      measures: Measures, fieldCount: Int, title: String, inline: Bool, width: Int, height: Int,
      messageRows: Int = 1, below: BelowField? = nil
    ) {
      let longest = measures.longestLabel
      labelWidth = Self.labelWidth(longest: longest, screenWidth: width)
      boxColumn = Self.labelColumn + labelWidth + 2
      availableWidth = max(width - boxColumn - 2, 0)
      desiredWidths = measures.desiredWidths
      // The narrowest screen that fits, whatever the screen's width is now (the label column
      // shrinks with the screen): the first width with room for the smallest box. Found by 18
      // columns at the latest, where the label column is at most `narrowLabelWidth` wide.
      var narrowest = Self.labelColumn + 4 + FieldBox.minimumArea
      while narrowest - Self.labelWidth(longest: longest, screenWidth: narrowest)
        < Self.labelColumn + 4 + FieldBox.minimumArea
      {
        narrowest += 1
      }
      minimumWidth = narrowest
      let fixedBottom = inline ? 1 : 2
      let topRows = inline ? (title.isEmpty ? 0 : 1) : 2
      let base = topRows + Self.rowsPerField * fieldCount + fixedBottom
      // Inline, a long message's extra rows make the region taller; they never make it scroll.
      let extraWanted = inline ? max(0, messageRows - 1) : 0
      let belowColumn = boxColumn + 1
      let belowWanted = below?.rows(room: .max, width: width, column: belowColumn) ?? 0
      naturalHeight = base + extraWanted + belowWanted
      scrolls = height < base
      belowRows = scrolls ? 0 : below?.rows(room: height - base, width: width, column: belowColumn) ?? 0
      bottomRows = fixedBottom + min(extraWanted, max(0, height - base - belowRows))
      hasTitleRow = scrolls || topRows > 0
      firstFieldRow = scrolls ? 1 : topRows
      visibleFields =
        scrolls ? max(0, (height - firstFieldRow - bottomRows) / Self.rowsPerField) : fieldCount
      // Scrolling needs a title row for its markers; a form that does not scroll needs only its rows.
      minimumHeight = min(base, 1 + Self.rowsPerField + fixedBottom)
      fits = width >= minimumWidth && height >= minimumHeight
    }

    /// The row of field `index` when `first` is the first field shown: two rows a field, and the
    /// rows below the focused field pushing the fields after it down.
    func row(ofField index: Int, first: Int, focus: Int) -> Int {
      firstFieldRow + (index - first) * Self.rowsPerField + (index > focus ? belowRows : 0)
    }

    /// The inner width of field `index`'s box.
    func fieldWidth(_ index: Int) -> Int { min(desiredWidths[index], availableWidth) }

    /// The label column's width: the longest label, at most a third of the screen (and never
    /// less than `narrowLabelWidth` for that reason).
    static func labelWidth(longest: Int, screenWidth: Int) -> Int {
      min(longest, max(narrowLabelWidth, screenWidth / 3))
    }
  }

  /// What the layout needs of every field, measured in one pass over the fields when a form is
  /// made: its widest label and the box width each field's rules ask for. Labels and rules do not
  /// change while a form runs, so a key, a resize or a frame never measures the fields again.
  struct Measures: Equatable, Sendable {
    /// The widest label in cells.
    let longestLabel: Int
    /// Each field's box width as its rules ask for it (`FieldBox.desiredWidth`).
    let desiredWidths: [Int]

    /// The measures of a form's fields.
    init(_ form: Form) {
      var longest = 0
      var widths: [Int] = []
      widths.reserveCapacity(form.elements.count)
      for field in form.elements.lazy.map(\.field) {
        longest = max(longest, TerminalWidth.columns(of: DisplayText.line(field.label)))
        widths.append(FieldBox.desiredWidth(field.rules))
      }
      longestLabel = longest
      desiredWidths = widths
    }
  }

  /// The geometry of the controller's form on its screen.
  static func geometry(of controller: FormController) -> Geometry {
    Geometry(
      measures: controller.measures, fieldCount: controller.form.elements.count, title: controller.title,
      inline: controller.isInline, width: controller.width, height: controller.height,
      messageRows: messageRows(controller.message, width: controller.width), below: controller.belowField)
  }

  /// The rows a message wants on a screen `width` columns wide (one when there is none).
  static func messageRows(_ message: StatusMessage?, width: Int) -> Int {
    message.map { MessageLines.rowsWanted($0.text, columns: width - 2) } ?? 1
  }
}
