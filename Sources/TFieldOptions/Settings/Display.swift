/// How `input`, `form`, `prompt`, `choose` and `confirm` run on the terminal: how they draw, how
/// long they wait, whether they ask in plain lines.
public struct Display: Equatable, Sendable {
  /// Draw on the whole (alternate) screen instead of inline below the cursor (`--fullscreen`).
  public var fullscreen = false
  /// Inline, erase what was drawn when done instead of leaving a transcript (`--clear`).
  public var clearsWhenDone = false
  /// Inline, how many rows a list takes (`--height`); nil for its default.
  public var height: ListHeight?
  /// Inline, the fewest rows a height given as a share of the terminal takes (`--min-height`),
  /// as given; checked by `ListHeight.minimum(_:)`.
  public var minimumHeight: String?
  /// How long to wait for an answer, counted from the start (`--timeout`); nil for ever.
  public var timeout: Timeout?
  /// Ask in plain lines (`--plain`): no cursor addressing, the terminal's own line editing.
  public var plain = false
  /// When to draw in colour (`--color`).
  public var color = ColorMode.auto
  /// `choose --color`'s fzf colour spec, drawn over the theme; nil when none.
  public var colorSpec: String?
  /// The theme: a built-in's name or a theme file's path (`--theme`); nil for `TFIELD_THEME`'s,
  /// else the default.
  public var theme: String?
  /// A date field shows its calendar while it has the focus (`--calendar`).
  public var calendar = false
  /// The day a calendar's weeks start on (`--week-start`).
  public var weekStart = WeekStart.monday
  /// Text is edited with vi's keys (`--vi`); otherwise `TFIELD_EDITING_MODE` decides.
  public var vi = false
  /// `--bind` values of `input`, `write`, `form`, `prompt` and `confirm` (`choose`'s are
  /// `ChoiceSettings.bindings`), in order.
  public var bindings: [String] = []

  /// Draws inline, leaves a transcript, takes a list's default height.
  public init(fullscreen: Bool = false, clearsWhenDone: Bool = false, height: ListHeight? = nil) {
    self.fullscreen = fullscreen
    self.clearsWhenDone = clearsWhenDone
    self.height = height
  }
}
