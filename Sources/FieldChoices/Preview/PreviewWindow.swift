import FieldEngine

/// Where and how a picker's preview is shown: `--preview-window`, read as fzf 0.38's
/// `parsePreviewWindow` reads it. Words are separated by `:` or `,`, and each later word wins:
///
/// - `right` (the default), `left`, `up` (`top`), `down` (`bottom`): the side of the list it takes;
///   `next` (fzf 0.74's): next to the query, on the items' side (`up` with the query on top, else
///   `down`);
/// - `N` rows or columns (more than a terminal has, however many, is the most there is), or `N%`
///   of the screen (at most 99%; 50% by default);
/// - `hidden` / `nohidden`: shown only after toggle-preview; `wrap` / `nowrap`: long lines wrap
///   at any character;
/// - `cycle` / `nocycle`: scrolling past either end goes on at the other;
/// - `follow` / `nofollow`: the pane keeps the output's end in view as it arrives (until scrolled
///   up; scrolling back to the end follows again);
/// - `~N`: the output's first N lines stay at the top while the rest scrolls (a header; more
///   than a pane can show is the whole pane);
/// - `border` (also `rounded`, `sharp`, and fzf 0.74's `border-STYLE` for every `--border` style,
///   the default) draws a line between the list and the preview, `noborder` (`border-none`) draws
///   none;
/// - `info` / `noinfo`: the "first/total" position over the pane's top right, or none;
/// - `wrap-word`: long lines wrap after their last blank that fits, the blank left out (a word
///   longer than the pane at any character);
/// - `+N`, `+{2}`, `+{2}-5`, `+{2}-/2`: the line shown first, a number or a column of the item
///   plus or minus numbers, `/N` lowering it by a N-th of the pane (so `-/2` centres the line);
///   a line past the output's end (however large the numbers, from the option or the item) is
///   its end;
/// - `default`: everything back to the defaults.
///
/// fzf's `<N(...)` alternatives are refused as ``ParseError/unsupported(_:)``.
package struct PreviewWindow: Sendable, Hashable {
  /// The side of the list the preview takes.
  package enum Position: Sendable, Hashable {
    case right, left, up, down
    /// Next to the query, on the items' side: resolved by the list's layout.
    case next
  }

  /// How large the preview is.
  package enum Size: Sendable, Hashable {
    /// This many columns (left, right) or rows (up, down).
    case cells(Int)
    /// This percentage of the screen's width or height.
    case percent(Int)
  }

  /// Why a `--preview-window` value cannot be used.
  package enum ParseError: Error, Equatable, Sendable {
    /// A word that is none of fzf's.
    case invalid(String)
    /// A word of fzf's that tfield does not offer.
    case unsupported(String)
    /// A percentage over 99.
    case tooLarge(String)
  }

  /// The side of the list the preview takes.
  package var position = Position.right
  /// How large it is.
  package var size = Size.percent(50)
  /// True when it is shown only after toggle-preview.
  package var hidden = false
  /// True when long lines wrap instead of being cut.
  package var wrap = false
  /// True when long lines wrap between words (`wrap-word`); only with ``wrap``.
  package var wrapsWords = false
  /// True when scrolling past an end goes on at the other.
  package var cycle = false
  /// True when the end of the output is kept in view as it arrives.
  package var follow = false
  /// How many of the output's first lines stay at the top while the rest scrolls.
  package var headerLines = 0
  /// True when a line is drawn between the list and the preview.
  package var border = true
  /// True when the position ("first/total") shows over the pane's top right when the output is
  /// longer than the pane.
  package var info = true
  /// The most cells (and header lines) a size means: more than any terminal has (its size is
  /// 16 bits), so a larger number means as much as there is.
  package static let maximumCells = Int(UInt16.max)
  /// The first line's expression (`+{2}-/2`), or nil for the top.
  package var scroll: PreviewScroll?

  /// The defaults: right, 50%, shown, cut, a border.
  package init() {}

  /// The defaults changed by `value`, as one `--preview-window`.
  package init(parsing value: String) throws(ParseError) {
    self.init()
    try apply(value)
  }

  /// Changes the window by the words of one more `--preview-window` (later ones win).
  package mutating func apply(_ value: String) throws(ParseError) {
    for word in value.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init) {
      switch word {
      case "default": self = PreviewWindow()
      case "hidden": hidden = true
      case "nohidden": hidden = false
      case "wrap": (wrap, wrapsWords) = (true, false)
      case "wrap-word": (wrap, wrapsWords) = (true, true)
      case "nowrap": (wrap, wrapsWords) = (false, false)
      case "cycle": cycle = true
      case "nocycle": cycle = false
      case "up", "top": position = .up
      case "down", "bottom": position = .down
      case "left": position = .left
      case "right": position = .right
      case "next": position = .next
      case "info": info = true
      case "noinfo": info = false
      case "border", "rounded", "border-rounded", "sharp", "border-sharp": border = true
      case "noborder", "border-none": border = false
      case "follow": follow = true
      case "nofollow": follow = false
      case "border-bold", "border-double", "border-horizontal", "border-vertical", "border-up",
        "border-top", "border-down", "border-bottom", "border-left", "border-right", "border-line",
        "border-dashed", "border-block", "border-thinblock":
        // One line between the list and the pane, whatever the style.
        border = true
      default:
        // fzf's `^~(0|[1-9][0-9]*)$`.
        if word.first == "~" {
          let digits = word.dropFirst()
          guard digits == "0" || digits.first != "0", let lines = Self.count(digits) else {
            throw .invalid(word)
          }
          headerLines = lines
          continue
        }
        if word.first == "<" { throw .unsupported(word) }
        if let size = Self.size(word) {
          if case .percent(let percent) = size, percent > 99 { throw .tooLarge(word) }
          self.size = size
        } else if let scroll = PreviewScroll(word) {
          self.scroll = scroll
        } else {
          throw .invalid(word)
        }
      }
    }
  }

  /// `N` or `N%` (fzf's `^[0-9]+%?$`), or nil. Cells past `maximumCells` are that many; a
  /// percentage is kept up to 100, which `apply` refuses.
  private static func size(_ word: String) -> Size? {
    let percent = word.hasSuffix("%")
    let digits = percent ? word.dropLast() : Substring(word)
    guard let value = count(digits, to: percent ? 100 : maximumCells) else { return nil }
    return percent ? .percent(value) : .cells(value)
  }

  /// Digits read as a count from 0 to `limit`, a larger one held at `limit`; nil when they are
  /// not digits.
  private static func count(_ digits: Substring, to limit: Int = maximumCells) -> Int? {
    switch WholeNumber.read(digits, in: 0...limit) {
    case .number(let value): value
    case .outOfRange: limit
    case .notANumber: nil
    }
  }

  /// The rows a preview above or below `rows` rows of items adds to an inline list that is not
  /// told its height: its size in rows (and its border), or its share of the whole; 0 beside.
  package func inlineRows(besideItems rows: Int) -> Int {
    guard position == .up || position == .down else { return 0 }
    let border = border ? 1 : 0
    switch size {
    case .cells(let cells): return cells
    case .percent(let percent): return (rows + border) * percent / max(1, 100 - percent) + border
    }
  }

  /// The preview's extent along the screen's `length` (its width for left and right, its
  /// height for up and down): at least 1, leaving the list at least `keeping` cells.
  package func extent(of length: Int, keeping: Int) -> Int {
    let wanted =
      switch size {
      case .cells(let cells): cells
      case .percent(let percent): length * percent / 100
      }
    return max(0, min(wanted, length - keeping))
  }
}

/// fzf's scroll offset expression of `--preview-window`: `+N` or `+{COLUMN}`, more `+N`/`-N`,
/// and a last `/N` (or `-/N`) that lowers it by the pane's height over N. Every number, from the
/// option or from the item's column, is held within ``lineLimit`` either way, and so is their sum:
/// a line that far is past any output's end, which is where it shows.
package struct PreviewScroll: Sendable, Hashable {
  /// The largest line number (and offset) an expression means.
  package static let lineLimit = Int(Int32.max)
  private static let lines = -lineLimit...lineLimit

  /// The column whose number starts the line (`{2}`), or nil.
  package var column: ColumnRange?
  /// The numbers added to it.
  package var offset: Int
  /// The divisor of the pane's height taken off (`/2`), or nil.
  package var divisor: Int?

  /// Reads `+{2}+3-1-/2` as fzf's `^(\+{-?[0-9]+})?([+-][0-9]+)*(-?/[1-9][0-9]*)?$`; nil when it
  /// is not one, or is empty.
  package init?(_ word: String) {
    var rest = Substring(word)
    guard !rest.isEmpty else { return nil }
    column = nil
    offset = 0
    divisor = nil
    if rest.hasPrefix("+{") {
      guard let close = rest.firstIndex(of: "}") else { return nil }
      let inner = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
      // fzf's `\+{-?[0-9]+}`; `{0}` is no column, which fzf reads as 0.
      guard inner.first != "+", let index = WholeNumber.clamped(inner, to: Int.min + 1...Int.max) else {
        return nil
      }
      column = index == 0 ? nil : ColumnRange(begin: index, end: index)
      rest = rest[rest.index(after: close)...]
    }
    while let sign = rest.first, sign == "+" || sign == "-",
      let next = rest.dropFirst().first, next.isASCII && next.isNumber
    {
      let number = rest.prefix(1 + rest.dropFirst().prefix { $0.isASCII && $0.isNumber }.count)
      offset = Self.held(offset + (WholeNumber.clamped(number, to: Self.lines) ?? 0))
      rest = rest.dropFirst(number.count)
    }
    if rest.hasPrefix("-/") { rest = rest.dropFirst() }
    if rest.hasPrefix("/") {
      let digits = rest.dropFirst()
      // `[1-9][0-9]*`: a divisor past Int's range takes nothing off, as Int.max does.
      guard let first = digits.first, first != "0", first.isASCII && first.isNumber,
        let value = WholeNumber.clamped(digits, to: 1 ... .max)
      else { return nil }
      divisor = value
      rest = ""
    }
    guard rest.isEmpty else { return nil }
  }

  /// The 0-based first line for `item` in a pane `height` rows high (fzf's
  /// `evaluateScrollOffset`): the column's number (0 when it is not one) plus the offset, less
  /// one, less the height over the divisor; never below 0.
  package func firstLine(for item: String?, height: Int, delimiter: ColumnDelimiter = .awk) -> Int {
    var base = -1
    if let column, let item {
      let value = ItemColumns.pick([column], from: ItemColumns.columns(of: item, delimiter: delimiter))
        .joined()
      // fzf keeps the digits and signs of the column and reads them as a number.
      base +=
        WholeNumber.clamped(value.filter { $0.isASCII && ($0.isNumber || $0 == "-") }, to: Self.lines) ?? 0
    }
    base = Self.held(base + offset)
    if let divisor { base -= max(0, height) / divisor }
    return max(0, base)
  }

  /// `value` held within the lines an expression means.
  private static func held(_ value: Int) -> Int { min(max(value, lines.lowerBound), lines.upperBound) }
}
