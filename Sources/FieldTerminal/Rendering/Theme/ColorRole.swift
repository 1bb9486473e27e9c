/// What a span means: the name a ``Theme`` gives a colour and attributes to.
///
/// A role is a value with static members, so roles can be added without breaking a program's
/// `switch`. Each role belongs to a *family*, one of the six first roles (``none``, ``focus``,
/// ``error``, ``hint``, ``success``, ``match``): without colours (`NO_COLOR`, `--color never`,
/// a monochrome terminal) a role shows as its family's attributes, and a theme that gives a role
/// no look of its own draws it in its family's look. So ``Theme/default`` draws ``pointer`` as
/// it draws ``focus``, and a theme file that sets only `focus` changes both.
public struct ColorRole: Hashable, Sendable, CustomStringConvertible {
  /// The role's name, as theme files and `docs/themes.md` write it (`cursorRow`).
  public let name: String
  /// The family's name: the role whose look and attributes this one takes by default.
  package let familyName: String
  /// The name of the role whose look this one takes before its family's, when a theme gives it
  /// none (a part's border takes the border's), or nil.
  package let parentName: String?

  private init(_ name: String, family: String? = nil, parent: String? = nil) {
    self.name = name
    self.familyName = family ?? name
    self.parentName = parent
  }

  /// The role's family: one of ``none``, ``focus``, ``error``, ``hint``, ``success``, ``match``.
  public var family: ColorRole { Self.families.first { $0.name == familyName } ?? .none }

  /// The role's name.
  public var description: String { name }

  // The families.

  /// No colour: the terminal's default.
  public static let none = ColorRole("none")
  /// The focused thing: the focused field, a list's highlighted row.
  public static let focus = ColorRole("focus")
  /// An error or a refused edit, on the message row.
  public static let error = ColorRole("error")
  /// Help text, hints, placeholders, counts.
  public static let hint = ColorRole("hint")
  /// A success or confirmation message.
  public static let success = ColorRole("success")
  /// The characters a list's query matched.
  public static let match = ColorRole("match")

  // The roles components draw.

  /// A field's label.
  public static let label = ColorRole("label", family: "none")
  /// The text of a field (a list's query too).
  public static let text = ColorRole("text", family: "none")
  /// The text of a list's items and a select's options.
  public static let item = ColorRole("item", family: "none")
  /// What an empty field shows (`--placeholder`).
  public static let placeholder = ColorRole("placeholder", family: "none")
  /// The row under the cursor: a list's highlighted item, a focused field's box, a focused button.
  public static let cursorRow = ColorRole("cursorRow", family: "focus")
  /// The message row when it says something other than a refusal.
  public static let message = ColorRole("message", family: "success")
  /// The help row of keys.
  public static let help = ColorRole("help", family: "hint")
  /// A count: a list's matches, a field's characters left.
  public static let counter = ColorRole("counter", family: "hint")
  /// Frames and borders.
  public static let border = ColorRole("border", family: "hint")
  /// A title: a list's `--header`-less title row, a form page's title.
  public static let title = ColorRole("title", family: "none")
  /// A form's page marker ("page 2 of 3").
  public static let pageMarker = ColorRole("pageMarker", family: "hint")
  /// The pointer before a list's highlighted item.
  public static let pointer = ColorRole("pointer", family: "focus")
  /// The mark before a chosen item of a multiple choice.
  public static let mark = ColorRole("mark", family: "success")
  /// Matched characters in the highlighted item.
  public static let cursorMatch = ColorRole("cursorMatch", family: "focus")
  /// A list's header lines.
  public static let header = ColorRole("header", family: "hint")
  /// The prompt before a list's query.
  public static let prompt = ColorRole("prompt", family: "none")
  /// The text on a list's border (`--border-label`).
  public static let borderLabel = ColorRole("borderLabel", family: "none")
  /// A list's footer lines (`--footer`).
  public static let footer = ColorRole("footer", family: "none")
  /// A list's scrollbar (`--scrollbar`).
  public static let scrollbar = ColorRole("scrollbar", family: "hint")
  /// The preview pane's border and scroll position.
  public static let previewBorder = ColorRole("previewBorder", family: "none")
  /// Today in a calendar.
  public static let calendarToday = ColorRole("calendarToday", family: "none")
  /// The chosen day in a calendar.
  public static let calendarSelected = ColorRole("calendarSelected", family: "focus")
  /// Days a calendar cannot choose (out of range), and its weekday names.
  public static let calendarOutOfRange = ColorRole("calendarOutOfRange", family: "hint")
  /// A completion menu's entries.
  public static let completionMenu = ColorRole("completionMenu", family: "none")
  /// A completion menu's highlighted entry.
  public static let completionSelected = ColorRole("completionSelected", family: "focus")
  /// A suggestion shown after the cursor (`--suggest`).
  public static let suggestion = ColorRole("suggestion", family: "hint")

  /// The six families, in order.
  public static let families: [ColorRole] = [.none, .focus, .error, .hint, .success, .match]

  /// The border around a list's items (`--list-border`); the ``border``'s look unless a theme
  /// gives it one.
  public static let listBorder = ColorRole("listBorder", family: "hint", parent: "border")
  /// The border around a list's query and count (`--input-border`); the ``border``'s look unless
  /// a theme gives it one.
  public static let inputBorder = ColorRole("inputBorder", family: "hint", parent: "border")
  /// The border around a list's header (`--header-border`, `--header-lines-border`); the
  /// ``border``'s look unless a theme gives it one.
  public static let headerBorder = ColorRole("headerBorder", family: "hint", parent: "border")
  /// The border around a list's footer (`--footer-border`) and the line next to it; the
  /// ``border``'s look unless a theme gives it one.
  public static let footerBorder = ColorRole("footerBorder", family: "hint", parent: "border")
  /// The label on the items' border (`--list-label`); the ``borderLabel``'s look unless a theme
  /// gives it one.
  public static let listLabel = ColorRole("listLabel", family: "none", parent: "borderLabel")
  /// The label on the query's border (`--input-label`); the ``borderLabel``'s look unless a
  /// theme gives it one.
  public static let inputLabel = ColorRole("inputLabel", family: "none", parent: "borderLabel")
  /// The label on the header's border (`--header-label`); the ``borderLabel``'s look unless a
  /// theme gives it one.
  public static let headerLabel = ColorRole("headerLabel", family: "none", parent: "borderLabel")
  /// The label on the footer's border (`--footer-label`); the ``borderLabel``'s look unless a
  /// theme gives it one.
  public static let footerLabel = ColorRole("footerLabel", family: "none", parent: "borderLabel")
  /// The text over the preview's lines (`--preview-label`); the ``borderLabel``'s look unless a
  /// theme gives it one.
  public static let previewLabel = ColorRole("previewLabel", family: "none", parent: "borderLabel")

  /// The role whose look this one takes before its family's, or nil.
  public var parent: ColorRole? { parentName.flatMap { ColorRole(named: $0) } }

  /// Every role: the families, then the roles components draw.
  public static let allCases: [ColorRole] =
    families + [
      .label, .text, .item, .placeholder, .cursorRow, .message, .help, .counter, .border, .title, .pageMarker,
      .pointer, .mark, .cursorMatch, .header, .prompt, .previewBorder, .calendarToday, .calendarSelected,
      .calendarOutOfRange, .completionMenu, .completionSelected, .suggestion,
      .borderLabel, .footer,
      .scrollbar,
      .listBorder, .inputBorder, .headerBorder, .footerBorder, .listLabel, .inputLabel, .headerLabel,
      .footerLabel,
      .previewLabel,
    ]

  /// The role of a name (`"cursorRow"`), or nil.
  public init?(named name: String) {
    guard let role = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = role
  }
}
