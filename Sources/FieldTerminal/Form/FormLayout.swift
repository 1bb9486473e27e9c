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
    /// The rows the form takes when nothing scrolls: what it asks for inline.
    let naturalHeight: Int
    /// The rows below the focused field's hint given to what shows there (`BelowField`): all it
    /// asks for, or none when the screen has not the room (it never makes the form scroll).
    let belowRows: Int

    /// The geometry of a page laid out as `rows` says (its shown elements, their rows and the rows
    /// before each: worked out once for many keys), measured as `measures`, the focused element at
    /// position `focus` among them; `top` rows of the page's heading (its description) go under
    /// the title. `messageRows` is how many rows the message wants inline
    /// (`MessageLines.rowsWanted`); it gets them only where the screen has rows to spare. `below`
    /// is what shows below the focused element, if anything.
    init(
      measures: Measures, rows: PageRows, focus: Int, title: String, titled: Bool, top: Int, inline: Bool,
      width: Int, height: Int, messageRows: Int, below: BelowField?, markWidth: Int = 0
    ) {
      let longest = measures.longestLabel + markWidth
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
      elements = rows.elements
      self.focus = focus
      heights = rows.heights
      offsets = rows.offsets
      let fixedBottom = inline ? 1 : 2
      let topRows = (inline ? (title.isEmpty && !titled ? 0 : 1) : 2) + top
      let base = topRows + offsets[offsets.count - 1] + fixedBottom
      // Inline, a long message's extra rows make the region taller; they never make it scroll.
      let extraWanted = inline ? max(0, messageRows - 1) : 0
      let belowColumn = boxColumn + 1
      let belowWanted = below?.rows(room: .max, width: width, column: belowColumn) ?? 0
      naturalHeight = base + extraWanted + belowWanted
      scrolls = height < base
      belowRows = scrolls ? 0 : below?.rows(room: height - base, width: width, column: belowColumn) ?? 0
      bottomRows = fixedBottom + min(extraWanted, max(0, height - base - belowRows))
      hasTitleRow = scrolls || topRows > 0
      headingRows = scrolls ? 0 : top
      firstFieldRow = scrolls ? 1 : topRows
      fieldRows = max(0, height - firstFieldRow - bottomRows)
      // Scrolling needs a title row for its markers; a page that does not scroll needs only its rows.
      let focusRows = heights.indices.contains(focus) ? heights[focus] : Self.rowsPerField
      minimumHeight = min(base, 1 + focusRows + fixedBottom)
      fits = width >= minimumWidth && height >= minimumHeight
    }

    /// The page's shown elements (their indices in the form), in order.
    let elements: [Int]
    /// The position of the focused element among them.
    let focus: Int
    /// The rows of each shown element of the page, in order.
    let heights: [Int]
    /// The rows before each shown element, from the page's first (one more than `heights`).
    let offsets: [Int]
    /// The rows of the page's description under the title, when it is drawn.
    let headingRows: Int
    /// The rows between the title and the bottom rows, when the page scrolls.
    let fieldRows: Int

    /// The positions of the elements shown from position `first` on: all when nothing scrolls,
    /// else as many whole elements as fit.
    func visible(from first: Int) -> Range<Int> {
      guard scrolls else { return 0..<heights.count }
      var end = first
      while end < heights.count && offsets[end + 1] - offsets[first] <= fieldRows { end += 1 }
      return first..<max(end, min(first + 1, heights.count))
    }

    /// The row of the element at `position` when `first` is the first shown: the rows of those
    /// before it, and the rows below the focused element pushing the elements after it down.
    func row(ofField position: Int, first: Int, focus: Int) -> Int {
      firstFieldRow + offsets[position] - offsets[first] + (position > focus ? belowRows : 0)
    }

    /// The first position to show so that `focus` is in view, moving as little as possible from
    /// `first`.
    func scrolled(first: Int, focus: Int) -> Int {
      guard scrolls, !heights.isEmpty else { return 0 }
      var first = min(max(0, first), heights.count - 1)
      if focus < first { first = focus }
      while first < focus && offsets[focus + 1] - offsets[first] > fieldRows { first += 1 }
      // A taller screen shows more: no empty rows below while elements are hidden above.
      while first > 0 && offsets[heights.count] - offsets[first - 1] <= fieldRows { first -= 1 }
      return first
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

    /// The box an element asks for: a field's and a text area's lines as their rules ask, a
    /// yes/no question's room for its two answers, a choice's the screen's width.
    static func desiredWidth(_ element: FormElement) -> Int {
      switch element.kind {
      case .text: FieldBox.desiredWidth(element.field.rules)
      case .area(let area): FieldBox.desiredWidth(area.lineRules)
      case .confirm: ConfirmBox.width
      case .choice, .note: Int.max
      }
    }

    /// The measures of a form's fields.
    init(_ form: Form) {
      var longest = 0
      var widths: [Int] = []
      widths.reserveCapacity(form.elements.count)
      for element in form.elements {
        // A note's title has a row of its own: it does not widen the label column.
        if !element.isNote {
          longest = max(longest, TerminalWidth.columns(of: DisplayText.line(element.label)))
        }
        widths.append(Self.desiredWidth(element))
      }
      longestLabel = longest
      desiredWidths = widths
    }
  }

  /// The geometry of the controller's form on its screen.
  static func geometry(of controller: FormController) -> Geometry {
    geometry(of: controller, width: controller.width, height: controller.height, inline: controller.isInline)
  }

  /// The geometry of the controller's page on a screen of a size.
  static func geometry(of controller: FormController, width: Int, height: Int, inline: Bool) -> Geometry {
    let rows = controller.pageRows(width: width)
    let form = controller.form
    return Geometry(
      measures: controller.measures, rows: rows, focus: rows.position(of: form.focusIndex) ?? 0,
      title: controller.title, titled: form.pageCount > 1, top: headingRows(of: controller, width: width),
      inline: inline, width: width, height: height,
      messageRows: messageRows(controller.message, width: width), below: controller.belowField,
      markWidth: controller.modeMarkWidth)
  }

  /// The rows an element takes: a field, a choice and a question two (the box, then its hint); a
  /// text area its lines (three to six) and its hint; a note its text wrapped, and its title.
  static func rows(of element: FormElement, width: Int) -> Int {
    switch element.kind {
    case .text, .choice, .confirm: Geometry.rowsPerField
    case .area(let area): areaRows(area) + 1
    case .note(let text):
      (element.label.isEmpty ? 0 : 1) + DisplayText.wrapped(text, columns: max(1, width - 4)).count
    }
  }

  /// The rows a text area's box shows: its lines, at least three and at most six.
  static func areaRows(_ area: TextArea) -> Int { min(max(area.lines.count, 3), 6) }

  /// The rows of the page's description under the title.
  static func headingRows(of controller: FormController, width: Int) -> Int {
    let description = controller.form.pages[controller.form.pageIndex].description
    return description.isEmpty ? 0 : DisplayText.wrapped(description, columns: max(1, width - 2)).count
  }

  /// The rows a message wants on a screen `width` columns wide (one when there is none).
  static func messageRows(_ message: StatusMessage?, width: Int) -> Int {
    message.map { MessageLines.rowsWanted($0.text, columns: width - 2) } ?? 1
  }
}
