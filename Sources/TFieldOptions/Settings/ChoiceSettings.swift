/// What `choose` reads, how it matches, what it chooses and prints, besides its items.
public struct ChoiceSettings: Equatable, Sendable {
  /// Several items can be chosen (`--multi`, or `--limit`).
  public var multiple = false
  /// The most items that can be marked (`--limit`).
  public var limit: Int?
  /// The query the list starts with (`--query`).
  public var query: String?
  /// The query of a list printed without a terminal (`--filter`).
  public var filter: String?
  /// Plain terms match as substrings (`--exact`).
  public var exact = false
  /// stdin's items end with NUL bytes (`--read0`).
  public var readsNUL = false
  /// What is printed ends with NUL bytes (`--print0`).
  public var printsNUL = false
  /// Items hold SGR colours (`--ansi`).
  public var readsEscapes = false
  /// How items are cut into columns (`--delimiter`), as given.
  public var delimiter: String?
  /// The fields matched (`--nth`), as given.
  public var nth: String?
  /// The fields shown and matched (`--with-nth`), as given.
  public var withNth: String?
  /// The fields that name an item across reloads (`--id-nth`), as given.
  public var idNth: String?
  /// The fields printed of a chosen item (`--accept-nth`), as given.
  public var acceptNth: String?
  /// The shell command and flags that run every command the list runs (`--with-shell`), as
  /// given; nil for `$SHELL -c`. Checked by `Checks`.
  public var withShell: String?
  /// The file of the queries chosen with (`--history`), as fzf's.
  public var historyFile: String?
  /// The most queries the history file keeps (`--history-size`).
  public var historySize = 1000
  /// The list takes requests over HTTP (`--listen`, `--listen-unsafe`).
  public var listens = false
  /// Where it takes them (`--listen=[ADDR:]PORT` or `=PATH.sock`), as given; nil for a free port
  /// on localhost. Checked by `Checks`.
  public var listenAddress: String?
  /// Requests to an address other than localhost may run commands (`--listen-unsafe`).
  public var listenUnsafe = false
  /// The columns between tab stops (`--tabstop`).
  public var tabStop = 8
  /// The widest tab stop: wider than any terminal's line.
  public static let maximumTabStop = 1000
  /// The query is printed before the choice (`--print-query`).
  public var printsQuery = false
  /// Keys that choose as Enter does, their name printed before the choice (`--expect`): fzf's
  /// names, each value as given (comma-separated) until the arguments are parsed, then one name
  /// each.
  public var expectedKeys: [String] = []
  /// A query that matches one item once the input has ended chooses it (`--select-1`).
  public var selectsOnlyMatch = false
  /// A query that matches nothing once the input has ended exits 1 (`--exit-0`).
  public var exitsWithoutMatch = false
  /// Lines shown above the items (`--header`).
  public var header: String?
  /// Lines shown at the end of the list away from the query (`--footer`).
  public var footer: String?
  /// The highlighted row is drawn across the whole width (`--highlight-line`).
  public var highlightsLine = false
  /// An item too long for its row shows its end (`--keep-right`).
  public var keepsRight = false
  /// An item's line breaks start new rows (`--multi-line`, on by default).
  public var multiLine = true
  /// Long items go on over the next rows (`--wrap`).
  public var wraps = false
  /// Drawn where an item wraps (`--wrap-sign`); nil for fzf's "↳ ".
  public var wrapSign: String?
  /// What goes before the preview's rows that go on from the row before, or nil for
  /// ``wrapSign`` (`--preview-wrap-sign`).
  public var previewWrapSign: String?
  /// The empty rows between items (`--gap[=N]`).
  public var gap = 0
  /// The marker of a marked item's first, middle and last rows (`--marker-multi-line`).
  public var markerMultiLine: String?
  /// Drawn where an item too long for its row is cut (`--ellipsis`); nil for the list's own.
  public var ellipsis: String?
  /// Drawn beside the rows shown at their place in the list (`--scrollbar`); nil or empty for none.
  public var scrollbar: String?
  /// The header on the far side of the query from the items (`--header-first`).
  public var headerFirst = false
  /// Shown dim in the query's box while the query is empty (`--ghost`).
  public var ghost = ""
  /// The first lines of the input are shown as a header, not matched or chosen (`--header-lines`).
  public var headerLines = 0
  /// The query's label (`--prompt`).
  public var prompt: String?
  /// Where the query goes and which way the items run (`--layout`).
  public var layout = ListLayout.reverse
  /// The border around each part of the list given (`--list-border`, `--input-border`,
  /// `--header-border`, `--footer-border`); a part not here has none.
  public var partBorders: [ListPart: ListBorder] = [:]
  /// The column names' own border (`--header-lines-border[=STYLE]`), or nil for none: they
  /// share the header's.
  public var headerLinesBorder: ListBorder?
  /// The label on each part's border (`--list-label` …).
  public var partLabels: [ListPart: String] = [:]
  /// Where each part's label goes (`--list-label-pos` …), as given; checked by `Checks`.
  public var partLabelPositions: [ListPart: String] = [:]
  /// The text over the preview's lines (`--preview-label`).
  public var previewLabel = ""
  /// Where the preview's label goes (`--preview-label-pos`), as given; checked by `Checks`.
  public var previewLabelPosition: String?
  /// Wrapped items go on after a row's last blank (`--wrap=word`).
  public var wrapsWords = false
  /// What `--gap`'s rows are drawn with (`--gap-line=TEXT`); nil for the list's own, empty for
  /// blank rows.
  public var gapLine: String?
  /// Repeated after the count to the end of its row (`--separator`); empty for none.
  public var separator = ""
  /// A `--style` value that is no preset, as given; `Checks` names it.
  public var unknownStyle: String?
  /// Where the count goes (`--info`).
  public var info = ListInfo.inline
  /// Drawn before the count on the query's row (`--info=inline:PREFIX`); nil for a blank.
  public var infoPrefix: String?
  /// An `--info` value that is no style, as given; `Checks` names it.
  public var unknownInfo: String?
  /// Drawn before the highlighted row (`--pointer`).
  public var pointer: String?
  /// Drawn before a marked item (`--marker`).
  public var marker: String?
  /// Moving past either end wraps (`--cycle`).
  public var cycles = false
  /// An item too long for its row is cut at the start to show its match (`--hscroll`, the
  /// default; `--no-hscroll`).
  public var scrollsToMatch = true
  /// The characters after the match that such a cut also shows (`--hscroll-off`).
  public var columnsAfterMatch = 0
  /// Items kept between the highlight and either end of the list as it moves (`--scroll-off`).
  public var scrollOff = 0
  /// The query's word moves and kills take what lies between `/`s as a word (`--filepath-word`).
  public var pathWords = false
  /// The query's row hidden, its text kept (`--no-input`).
  public var hidesInput = false
  /// The highlight stays on its item as the matches change (`--track`).
  public var tracksHighlight = false
  /// Keys bound to actions, each value as given (`--bind`, fzf's syntax).
  public var bindings: [String] = []
  /// The query matches nothing and every item shows, until `enable-search` (`--disabled`): for a
  /// list a `change:reload(…)` binding fills from the query.
  public var searchDisabled = false
  /// A border around the list (`--border`).
  public var hasBorder = false
  /// The border's style (`--border=STYLE`; `--border` alone is rounded).
  public var borderStyle = ListBorder.rounded
  /// The text on the border's line (`--border-label`).
  public var borderLabel = ""
  /// Where the border's label goes (`--border-label-pos`), as given; checked by `Checks`.
  public var borderLabelPosition: String?
  /// Blank cells around the border (`--margin`), as given; checked by `Checks`.
  public var margin: String?
  /// Blank cells inside the border (`--padding`), as given; checked by `Checks`.
  public var padding: String?
  /// The tmux popup to open the list in (`--tmux`), as given (`center` for `--tmux` alone);
  /// checked by `Checks`, read by `TmuxPopup`.
  public var tmuxPopup: String?
  /// Every term ignores case (`-i`: true) or respects it (`+i`: false); nil for smart case.
  public var ignoresCase: Bool?
  /// Accents are folded (false with `--literal`).
  public var foldsAccents = true
  /// The tiebreaks as given (`--tiebreak`), checked by `tiebreaks(_:)`.
  public var tiebreak: String?
  /// The matches are ranked (false with `--no-sort`).
  public var sorts = true
  /// The items' order is reversed (`--tac`).
  public var reversesInput = false
  /// The scoring scheme (`--scheme`).
  public var scheme = ScoringScheme.default

  /// The command whose output is shown beside the list for the highlighted item (`--preview`).
  public var preview: String?
  /// Where and how the preview is shown: each `--preview-window` given, in order.
  public var previewWindow: [String] = []

  /// How fzf's built-in walker lists files when stdin is a terminal (`--walker`), as given;
  /// checked by `Checks`.
  public var walker: String?
  /// The directories the walker starts from (`--walker-root`, each directory after it too); `.`
  /// when none is given.
  public var walkerRoots: [String] = []
  /// The directories the walker leaves out (`--walker-skip`, comma-separated), as given.
  public var walkerSkip: String?
  /// True when `--scheme` was given: without it, the walker's paths are ranked with `path`, as
  /// fzf's.
  public var schemeGiven = false

  /// One item, fuzzy, lines.
  public init() {}
}
