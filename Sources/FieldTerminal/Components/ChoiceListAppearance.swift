/// How a choice list is arranged and marked, as fzf's layout options arrange it: where the
/// query goes and which way the items run, a header, where the count goes, the pointer and the
/// marker, whether moving past an end wraps, and a border.
package struct ChoiceListAppearance: Equatable, Sendable {
  /// Where the query goes and which way the items run.
  package enum Layout: Equatable, Sendable {
    /// The query on top, the best item under it (fzf's `--layout=reverse`; the list's default).
    case queryOnTop
    /// The query at the bottom, the best item just above it, the rest upwards (fzf's default).
    case queryAtBottom
    /// The query at the bottom, the items from the top down (fzf's `--layout=reverse-list`).
    case queryAtBottomItemsDown
  }

  /// Where the count of matches goes.
  package enum Info: Equatable, Sendable {
    /// After the query, on its row.
    case onQueryRow
    /// On a row of its own next to the query's (fzf's `--info=default`).
    case ownRow
    /// On a row of its own next to the query's, at its right end (fzf's `--info=right`).
    case ownRowRight
    /// Not shown.
    case hidden
  }

  /// Where the query goes and which way the items run.
  package var layout = Layout.queryOnTop
  /// Where the count goes.
  package var info = Info.onQueryRow
  /// Drawn between the query's box and the count on its row instead of a blank
  /// (`--info=inline:PREFIX`); nil for the blank.
  package var infoPrefix: String?
  /// Lines shown between the query and the items, never matched or chosen (`--header`), each
  /// shown as one line: their SGR colours are drawn, every other escape sequence is left out (as
  /// fzf draws its `--header`, with or without `--ansi`).
  package var header: [String] = []
  /// The column names: the input's first lines, taken out of the items (`--header-lines`), drawn
  /// next to the items (the header is further from them) and in their columns, as an item is
  /// drawn (its colours only when the list reads them, `--ansi`).
  package var headerLines: [String] = []
  /// The header and the column names are hidden (`hide-header`): they take no rows.
  package var hidesHeader = false
  /// The header lines shown: none while hidden.
  var shownHeader: [String] { hidesHeader ? [] : header }
  /// The column names shown: none while hidden.
  var shownHeaderLines: [String] { hidesHeader ? [] : headerLines }
  /// The query's row, the count and the input's box are hidden, and the query keeps its text
  /// (`--no-input`, `hide-input`); it still matches.
  package var hidesInput = false
  /// An item too long for its row is cut at the start when that shows its last matched character
  /// (`--hscroll`, the default); off, it is always cut at the end (`--no-hscroll`,
  /// `toggle-hscroll`).
  package var scrollsToMatch = true
  /// The characters after the last matched one that the cut at the start also shows, at most
  /// half the row (`--hscroll-off`).
  package var columnsAfterMatch = 0
  /// Items kept between the highlight and either end of the list as it moves, at most half the
  /// list's rows (`--scroll-off`); counted in items, so an item of several rows counts as one.
  package var scrollOff = 0
  /// The query's word moves and kills take what lies between `/`s as a word (`--filepath-word`):
  /// Alt-B stops after each `/`, Alt-Backspace kills back to one.
  package var pathWords = false
  /// The header goes on the far side of the query's row from the items (`--header-first`):
  /// above the query with the query on top, under it with the query at the bottom.
  package var headerFirst = false
  /// Drawn where an item too long for its row is cut (`--ellipsis`), on one line.
  package var ellipsis = ChoiceListAppearance.defaultEllipsis
  /// The list's own ellipsis.
  package static let defaultEllipsis = "…"
  /// Drawn in the items' last column beside the rows shown, at their place in the list, when it
  /// has more rows than it shows (`--scrollbar`): one column; empty for none (the list's own).
  package var scrollbar = ""
  /// Lines shown at the end of the list away from the query, a line between them and the items
  /// (`--footer`): at the bottom with the query on top, else at the top. Their escape sequences
  /// are left out and other control characters written out.
  package var footer: [String] = []
  /// The highlighted row is drawn in its look across the whole width (`--highlight-line`), not
  /// only under its text.
  package var highlightsLine = false
  /// An item too long for its row shows its end, its start cut (`--keep-right`).
  package var keepsRight = false
  /// Shown dim in the query's box while the query is empty (`--ghost`).
  package var ghost = ""
  /// The query's label; nil for the list's own ("Query: ", or inline the title).
  package var prompt: String?
  /// Drawn before the highlighted row.
  package var pointer = "›"
  /// Drawn before a marked item.
  package var marker = "✓"
  /// Moving up from the first row goes to the last, and down from the last to the first.
  package var cycles = false
  /// The border around the list (`--border[=STYLE]`), inside the margin, outside the padding.
  package var border = BorderShape.none
  /// True when a border of fzf's default style (rounded) is drawn (`--border` alone).
  package var hasBorder: Bool {
    get { border != .none }
    set { border = newValue ? .rounded : .none }
  }
  /// The text drawn on the border's top or bottom line (`--border-label`): its SGR sequences and
  /// every other escape sequence are left out, other control characters written out.
  package var borderLabel = ""
  /// Where the border's label goes (`--border-label-pos`).
  package var borderLabelPosition = LabelPosition()
  /// The border around the items (`--list-border`) and its label (`--list-label`).
  package var listBorder = SectionBorder()
  /// The border around the query and the count (`--input-border`) and its label.
  package var inputBorder = SectionBorder()
  /// The border around the header and the column names (`--header-border`) and its label.
  package var headerBorder = SectionBorder()
  /// The column names' own border, apart from the header's (`--header-lines-border`), or nil
  /// for none of their own: next to the header they then share its border.
  package var headerLinesBorder: SectionBorder?
  /// The border around the footer (`--footer-border`) and its label.
  package var footerBorder = SectionBorder()
  /// The text over the preview's lines (`--preview-label`), on a row of the pane's own; drawn as
  /// `borderLabel` is.
  package var previewLabel = ""
  /// Where the preview's label goes on its row (`--preview-label-pos`; its `bottom` unused).
  package var previewLabelPosition = LabelPosition()
  /// What `gap`'s rows are drawn with, repeated (`--gap-line`); empty for blank rows.
  package var gapLine = "┈"
  /// Repeated after the count to the end of its row, dim (`--separator`); empty for none.
  package var separator = ""
  /// Blank cells around the border (`--margin`).
  package var margin = Spacing()
  /// Blank cells inside the border (`--padding`).
  package var padding = Spacing()
  /// The columns between tab stops in an item and in the preview (`--tabstop`).
  package var tabStop = ChoiceListLayout.tabStop
  /// An item's line breaks start new rows (fzf 0.74's `--multi-line`, its default); false draws
  /// each item on one row, a line feed as "␊" (`--no-multi-line`).
  package var multiLine = true
  /// An item too long for its row goes on over the next rows (`--wrap`), each after `wrapSign`.
  package var wraps = false
  /// A wrapped item goes on after its row's last blank or tab (`--wrap=word`), not at any character.
  package var wrapsWords = false
  /// Drawn at the start of a row an item wrapped onto (`--wrap-sign`; fzf's "↳ ").
  package var wrapSign = "↳ "
  /// What goes before the preview's rows that go on from the row before, or nil for
  /// ``wrapSign`` (`--preview-wrap-sign`).
  package var previewWrapSign: String?
  /// The empty rows between items (`--gap`), each drawn as a dim line of "┈", as fzf's.
  package var gap = 0
  /// The marker of a marked item of several rows, for its first, middle and last rows
  /// (`--marker-multi-line`; fzf's "╻┃╹").
  package var markerMultiLine = ["╻", "┃", "╹"]

  /// The list's own appearance.
  package init() {}
}

/// A border around one part of a list (its items, its query, its header, its footer, as fzf
/// 0.74's `--list-border`, `--input-border`, `--header-border`, `--footer-border`) and the label
/// on it (`--list-label` …).
package struct SectionBorder: Equatable, Sendable {
  /// The border's shape; `none` for no border.
  package var shape = BorderShape.none
  /// The text on the border's top or bottom line, drawn as `ChoiceListAppearance.borderLabel` is.
  package var label = ""
  /// Where the label goes (`--list-label-pos` …).
  package var labelPosition = LabelPosition()

  /// No border.
  package init(shape: BorderShape = .none) { self.shape = shape }
}
