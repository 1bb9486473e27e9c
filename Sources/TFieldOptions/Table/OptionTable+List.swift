import FieldEngine

extension OptionTable {
  /// How `choose`'s list looks and what its keys do, as fzf's options arrange it.
  static let listOptions: [Option] = [
    .text(
      "--header", [.choose], .command, name: "TEXT",
      help: "show TEXT (its lines, their SGR colours drawn) between the query and the items"
    ) {
      $0.choice.header = $1
    },
    .wholeNumber(
      "--header-lines", [.choose], .command,
      help: "show the first N items as a header between the query and the items, never matched, chosen or "
        + "printed"
    ) { $0.choice.headerLines = $1 },
    .text(
      "--prompt", [.choose], .command, name: "TEXT",
      help: "the query's label (by default \"Query: \", or inline the title, which a prompt moves to a row "
        + "of its own)"
    ) { $0.choice.prompt = $1 },
    .choice(
      "--layout", [.choose], .command, name: "LAYOUT", of: ListLayout.self,
      notes: [
        .default: "the query at the bottom, the best item just above it, the rest upwards (fzf's default; ↑ "
          + "moves up the screen)",
        .reverse: "the query on top, the best item under it",
        .reverseList: "the query at the bottom, the items from the top down",
      ],
      default: .reverse, help: "where the query goes and which way the items run"
    ) { $0.choice.layout = $1 },
    .boolean("--reverse", [.choose], .command, help: "the same as --layout=reverse") {
      $0.choice.layout = $1 ? .reverse : .default
    },
    .text(
      "--info", [.choose], .command, name: "STYLE",
      help: "where the count of matches goes, as fzf's: default (on a row of its own next to the query), "
        + "right (that row's right end), hidden (not shown), inline (after the query; tfield's default), "
        + "inline-right (the same: the query's box fills its row), inline:PREFIX and inline-right:PREFIX "
        + "(PREFIX before the count)"
    ) {
      if let (style, prefix) = ListInfo.parse($1) {
        $0.choice.info = style
        $0.choice.infoPrefix = prefix
        $0.choice.unknownInfo = nil
      } else {
        $0.choice.unknownInfo = $1
      }
    },
    .text(
      "--pointer", [.choose], .command, name: "TEXT",
      help: "drawn before the highlighted row (default ›, at most 2 columns)"
    ) {
      $0.choice.pointer = $1
    },
    .text(
      "--marker", [.choose], .command, name: "TEXT",
      help: "drawn before a marked item (default ✓, at most 2 columns)"
    ) {
      $0.choice.marker = $1
    },
    .boolean(
      "--cycle", [.choose], .command, help: "moving past the first or last row goes round to the other end"
    ) {
      $0.choice.cycles = $1
    },
    .boolean(
      "--hscroll", [.choose], .command,
      help: "an item too long for its row is cut at the start when that shows its match (the default); "
        + "--no-hscroll always cuts the end (toggle-hscroll switches)"
    ) { $0.choice.scrollsToMatch = $1 },
    .wholeNumber(
      "--hscroll-off", [.choose], .command,
      help: "when an item is cut at the start to show its match, show N more characters after the match, "
        + "at most half the row (default 0; fzf's is 10)"
    ) { $0.choice.columnsAfterMatch = $1 },
    .wholeNumber(
      "--scroll-off", [.choose], .command,
      help: "keep N items between the highlight and the top or bottom of the list as it moves, at most half "
        + "the list's rows (default 0; fzf's is 3)"
    ) { $0.choice.scrollOff = $1 },
    .boolean(
      "--inline-info", [.choose], .command,
      help: "as --info=inline (fzf's older spelling); --no-inline-info as --info=default"
    ) {
      $0.choice.info = $1 ? .inline : .default
      $0.choice.infoPrefix = nil
      $0.choice.unknownInfo = nil
    },
    .boolean(
      "--no-mouse", [.choose], .command,
      help: "taken for fzf's sake: tfield never reads the mouse, so the terminal keeps its own selection and "
        + "scrolling"
    ) { _, _ in },
    .boolean(
      "--filepath-word", [.choose], .command,
      help:
        "the query's word moves and kills (Alt-B, Alt-F, Alt-D, Alt-Backspace, backward-word, forward-word, "
        + "kill-word, backward-kill-word) take what lies between slashes as a word"
    ) {
      $0.choice.pathWords = $1
    },
    .boolean(
      "--no-input", [.choose], .command,
      help: "hide the query's row and the count: keys move and mark, the query (--query) still matches but "
        + "keeps its text until show-input or toggle-input shows it"
    ) {
      $0.choice.hidesInput = $1
    },
    .boolean(
      "--track", [.choose], .command,
      help: "keep the highlight on its item when the query, the order or the items change, while it matches "
        + "(+T after the count; toggle-track turns it off)"
    ) {
      $0.choice.tracksHighlight = $1
    },
    .boolean(
      "--disabled", [.choose], .command,
      help: "the query matches nothing and every item shows (fzf's --phony), until enable-search or "
        + "toggle-search: for a list that change:reload(CMD {q}) fills"
    ) {
      $0.choice.searchDisabled = $1
    },
    .boolean("--phony", [.choose], .command, help: "as --disabled (fzf's older name)") {
      $0.choice.searchDisabled = $1
    },
    Option(
      flag: "--bind", key: nil, subcommands: [.choose], value: .text(name: "KEY:ACTION"),
      help: "bind keys to actions, fzf's way (ctrl-a:select-all,ctrl-d:deselect-all, several actions with "
        + "+): up, down, page-up, page-down, first (top), last, toggle, toggle-all, select-all, deselect-all, "
        + "accept, abort (cancel), clear-query, ignore, preview-up, preview-down, preview-page-up, "
        + "preview-page-down, preview-top, preview-bottom, toggle-preview, execute(CMD) (on the terminal), "
        + "execute-silent(CMD) (unseen), reload(CMD) (its lines become the items), CMD with --preview's "
        + "placeholders; a bound key no longer does what the key table says; fzf 0.74's events bind too "
        + "(start, load, change, focus, result, one, zero, resize, multi, backward-eof; several keys or events "
        + "before one colon), and its actions transform(CMD) (CMD prints actions; in the background), "
        + "become(CMD), change-prompt(TEXT), change-query, change-header, change-preview, "
        + "change-preview-window, change-footer, change-ghost, change-border-label, change-list-label, "
        + "change-input-label, change-header-label, change-footer-label, change-preview-label, "
        + "transform-prompt(CMD) "
        + "and the other transform-… forms, enable-search, disable-search, toggle-search, print(TEXT), "
        + "put(TEXT), unbind(KEYS), rebind(KEYS), toggle-bind(KEYS), trigger(KEYS), accept-non-empty, "
        + "accept-or-print-query, half-page-up, half-page-down, pos(N), toggle-sort, offset-up, offset-down, "
        + "offset-middle, bell, reload-sync(CMD) (the items stay until CMD ends), exclude, exclude-multi, "
        + "toggle-track, track-current (track), untrack-current, toggle-track-current, show-input, hide-input, "
        + "toggle-input, select, deselect, clear-selection (clear-multi), toggle-up, toggle-down, toggle-in, "
        + "toggle-out, next-selected (down-selected), prev-selected (up-selected), show-header, hide-header, "
        + "toggle-header, print-query, replace-query, clear-screen, close, best, down-match, up-match, "
        + "show-preview, hide-preview, refresh-preview, preview-half-page-up, preview-half-page-down, "
        + "toggle-preview-wrap, toggle-preview-wrap-word, toggle-wrap, toggle-wrap-word, toggle-hscroll, toggle-multi-line, previous-history (prev-history), "
        + "next-history, backward-delete-char/eof, delete-char/eof, and the editing actions (backward-char, "
        + "forward-char, backward-word, forward-word, beginning-of-line, end-of-line, backward-delete-char, "
        + "delete-char, unix-word-rubout, backward-kill-word, kill-word, kill-line, unix-line-discard, yank, "
        + "backward-subword, forward-subword, backward-kill-subword, kill-subword: a capital after a small "
        + "letter starts a subword); "
        + "every command sees "
        + "fzf's variables (FZF_QUERY, FZF_KEY, FZF_ACTION, FZF_POS, …, and TFIELD_ twins)",
      section: .command, repeats: true,
      action: .set { settings, value in settings.choice.bindings.append(value.text) }),
    Option(
      flag: "--bind", key: nil, subcommands: [.input, .write, .form, .prompt, .confirm],
      value: .text(name: "KEY:ACTION"),
      help: "bind keys to actions, fzf's way (ctrl-k:kill-line,alt-s:accept): readline's function names for "
        + "editing (backward-char, kill-line, unix-word-rubout, history-search-backward…), and the "
        + "subcommand's own: accept, abort (cancel), interrupt, redraw, suspend, ignore; input and form: "
        + "next-field, previous-field, up, down, complete, list-completions, edit-in-editor, open-prompt, "
        + "open-list, toggle-reveal; prompt: next-control, previous-control, up, down, complete, "
        + "list-completions, toggle-reveal; write: newline, previous-line, next-line, beginning-of-buffer, "
        + "end-of-buffer, edit-in-editor; confirm: yes, no, toggle; after the inputrc's keys, and shown in "
        + "the help row (docs/keys.md)",
      section: .command, repeats: true,
      action: .set { settings, value in settings.display.bindings.append(value.text) }),
    .boolean(
      "--border", [.choose], .command,
      help: "draw a border around the list (fzf's rounded style); --border=STYLE another of fzf's: "
        + ListBorder.allCases.map { "\($0.rawValue) (\(ListBorder.notes[$0] ?? ""))" }.joined(separator: ", "),
      attachedChoice: Option.AttachedChoice(
        choices: ListBorder.allCases.map { Choice($0.rawValue, ListBorder.notes[$0] ?? "") },
        set: { settings, word in
          let style = ListBorder(rawValue: word) ?? .rounded
          settings.choice.borderStyle = style
          settings.choice.hasBorder = style != .none
        })
    ) {
      $0.choice.hasBorder = $1
      $0.choice.borderStyle = .rounded
    },
    .text(
      "--border-label", [.choose], .command, name: "LABEL",
      help: "the text on the border's top line (its escape sequences left out); with --border"
    ) { $0.choice.borderLabel = $1 },
    .text(
      "--border-label-pos", [.choose], .command, name: "N[:top|bottom]",
      help: "where the border's label goes: N from column N, -N ending N columns from the right end, 0 or "
        + "center centred (the default); :bottom on the border's bottom line"
    ) { $0.choice.borderLabelPosition = $1 },
    .text(
      "--footer", [.choose], .command, name: "TEXT",
      help: "show TEXT (its lines, escape sequences left out) at the end of the list away from the query, a "
        + "line between it and the items"
    ) { $0.choice.footer = $1 },
    .text(
      "--ghost", [.choose], .command, name: "TEXT",
      help: "shown dim in the query's box while the query is empty"
    ) { $0.choice.ghost = $1 },
    .boolean(
      "--highlight-line", [.choose], .command,
      help: "draw the highlighted row in its look across the whole width, not only under its text"
    ) { $0.choice.highlightsLine = $1 },
    .boolean(
      "--keep-right", [.choose], .command,
      help: "an item too long for its row shows its end, its start cut with …"
    ) { $0.choice.keepsRight = $1 },
    .boolean(
      "--multi-line", [.choose], .command,
      help: "an item's line breaks (--read0) start new rows, the item drawn over several (the default); "
        + "--no-multi-line draws each item on one row, a line feed as ␊"
    ) { $0.choice.multiLine = $1 },
    .boolean(
      "--wrap", [.choose], .command,
      help: "an item too long for its row goes on over the next rows, each after --wrap-sign; the "
        + "toggle-wrap action turns it on and off; --wrap=word at blanks and tabs, --wrap=char (the default) "
        + "at any character",
      attachedChoice: Option.AttachedChoice(
        choices: [Choice("char", "at any character"), Choice("word", "after the row's last blank or tab")],
        set: { settings, word in
          settings.choice.wraps = true
          settings.choice.wrapsWords = word == "word"
        })
    ) {
      $0.choice.wraps = $1
      $0.choice.wrapsWords = false
    },
    .boolean("--wrap-word", [.choose], .command, help: "the same as --wrap=word") {
      $0.choice.wraps = $1
      $0.choice.wrapsWords = $1
    },
    .text(
      "--wrap-sign", [.choose], .command, name: "TEXT",
      help: "drawn at the start of a row an item wrapped onto (↳ and a blank by default)"
    ) { $0.choice.wrapSign = $1 },
    .text(
      "--preview-wrap-sign", [.choose], .command, name: "TEXT",
      help: "drawn at the start of a row a preview's line wrapped onto (--wrap-sign's by default)"
    ) { $0.choice.previewWrapSign = $1 },
    .boolean(
      "--gap", [.choose], .command,
      help: "an empty row (drawn as a dim ┈ line) between items; --gap=N N rows",
      attachedNumber: { settings, rows in settings.choice.gap = rows }
    ) { $0.choice.gap = $1 ? 1 : 0 },
    .boolean(
      "--gap-line", [.choose], .command,
      help: "draw --gap's rows as a dim line of ┈ (the default); --gap-line=TEXT of TEXT repeated; "
        + "--no-gap-line leaves them blank",
      attachedText: { settings, text in settings.choice.gapLine = text }
    ) { $0.choice.gapLine = $1 ? nil : "" },
    .text(
      "--separator", [.choose], .command, name: "TEXT",
      help: "TEXT repeated after the count to the end of its row, dim (fzf draws ─ there by default, tfield "
        + "nothing); --no-separator none"
    ) { $0.choice.separator = $1 },
    .boolean("--no-separator", [.choose], .command, help: "no separator: the same as --separator=''") {
      if $1 { $0.choice.separator = "" }
    },
    .text(
      "--marker-multi-line", [.choose], .command, name: "CHARS",
      help: "the marker of a marked item of several rows: 3 characters of 1 column, for its first, middle "
        + "and last rows (╻┃╹ by default)"
    ) { $0.choice.markerMultiLine = $1 },
    .text(
      "--ellipsis", [.choose], .command, name: "TEXT",
      help: "drawn where an item too long for its row is cut, on one line (default: …; empty for none)"
    ) { $0.choice.ellipsis = $1 },
    .boolean(
      "--header-first", [.choose], .command,
      help: "the header on the far side of the query from the items: above the query with the query on top, "
        + "under it with the query at the bottom"
    ) { $0.choice.headerFirst = $1 },
    .boolean(
      "--scrollbar", [.choose], .command,
      help: "draw a scrollbar (│) in the items' last column when the list has more rows than it shows; "
        + "--scrollbar=C draws C, one column (empty for none)",
      attachedText: { settings, bar in settings.choice.scrollbar = bar }
    ) { $0.choice.scrollbar = $1 ? "│" : nil },
    .text(
      "--margin", [.choose], .command, name: "SIZES",
      help: "blank cells around the border, as fzf's: 1 to 4 sizes joined by commas (all sides; top and "
        + "bottom, left and right; top, the sides, bottom; top, right, bottom, left), each cells (2) or a share "
        + "of the screen (10%, at most 49%)"
    ) { $0.choice.margin = $1 },
    .text(
      "--padding", [.choose], .command, name: "SIZES",
      help: "blank cells inside the border, as --margin gives them"
    ) { $0.choice.padding = $1 },
    .boolean(
      "--tmux", [.choose], .command,
      help: "inside tmux 3.3 or later, open the list in a tmux popup, as fzf's --tmux[=SPEC]: SPEC is "
        + "[POSITION][,SIZE[%]][,SIZE[%]][,border-native], POSITION one of center, top, bottom, left, right "
        + "(default center,50%; one size is both at the centre, the height at the top or bottom, the width at "
        + "the left or right); the spec attached with = or the next word; outside tmux the list as without it",
      optionalText: { $0.choice.tmuxPopup = $1 }
    ) { $0.choice.tmuxPopup = $1 ? "center" : nil },
  ]

  /// `choose`'s preview pane, as fzf's.
  /// A border and a label for each part of the list (`--list-border[=STYLE]`, `--list-label`,
  /// `--list-label-pos`, and the same for input, header and footer), and `--style`.
  static let partOptions: [Option] =
    ListPart.allCases.flatMap { part -> [Option] in
      [
        .boolean(
          "--\(part.rawValue)-border", [.choose], .command,
          help: "draw a border around \(part.contents) (rounded); --\(part.rawValue)-border=STYLE one of "
            + "--border's styles (line: one line on the side toward the items)",
          attachedChoice: Option.AttachedChoice(
            choices: ListBorder.allCases.map { Choice($0.rawValue, ListBorder.notes[$0] ?? "") },
            set: { settings, word in
              settings.choice.partBorders[part] = ListBorder(rawValue: word) ?? .rounded
            })
        ) { settings, on in settings.choice.partBorders[part] = on ? .rounded : ListBorder.none },
        .text(
          "--\(part.rawValue)-label", [.choose], .command, name: "LABEL",
          help:
            "the text on the line of the border around \(part.contents) (escape sequences left out); with "
            + "--\(part.rawValue)-border"
        ) { $0.choice.partLabels[part] = $1 },
        .text(
          "--\(part.rawValue)-label-pos", [.choose], .command, name: "N[:top|bottom]",
          help: "where --\(part.rawValue)-label goes, as --border-label-pos"
        ) { $0.choice.partLabelPositions[part] = $1 },
      ]
    } + [
      .boolean(
        "--header-lines-border", [.choose], .command,
        help: "a border of their own around the column names (--header-lines), apart from the header's "
          + "(rounded); --header-lines-border=STYLE one of --border's styles (none: apart, no border; line: "
          + "one line on the side toward the items)",
        attachedChoice: Option.AttachedChoice(
          choices: ListBorder.allCases.map { Choice($0.rawValue, ListBorder.notes[$0] ?? "") },
          set: { settings, word in settings.choice.headerLinesBorder = ListBorder(rawValue: word) ?? .rounded
          })
      ) { settings, on in settings.choice.headerLinesBorder = on ? .rounded : nil },
      .text(
        "--preview-label", [.choose], .command, name: "LABEL",
        help: "the text on a row over the preview's lines (escape sequences left out)"
      ) { $0.choice.previewLabel = $1 },
      .text(
        "--preview-label-pos", [.choose], .command, name: "N",
        help: "where --preview-label goes on its row, as --border-label-pos"
      ) { $0.choice.previewLabelPosition = $1 },
      .text(
        "--style", [.choose], .command, name: "PRESET",
        help: "a look, as fzf's: default (no part borders), minimal (a line above the footer), full (a "
          + "rounded border around the query, the items, the header and the footer, the count at the query's "
          + "right end, the highlighted row across the width), full:STYLE (those borders in another of "
          + "--border's styles); later options change what it sets"
      ) { settings, text in
        if let style = ListStyle(text) {
          style.apply(to: &settings.choice)
          settings.choice.unknownStyle = nil
        } else {
          settings.choice.unknownStyle = text
        }
      },
    ]

  static let previewOptions: [Option] = [
    .text(
      "--preview", [.choose], .command, name: "COMMAND",
      help: "show COMMAND's output beside the list for the highlighted item, run by sh as it moves: "
        + "{} the item, {n} its index, {q} the query, {1} {-1} {2..} its columns, {+} the marked items, "
        + "each quoted; up to 512 KiB and 10,000 lines, SGR colours kept; Shift-↑ Shift-↓ scroll it"
    ) { $0.choice.preview = $1 },
    .text(
      "--preview-window", [.choose], .command, name: "WORDS", repeats: true,
      help: "the preview's place and look, words joined by , or : (later ones win): right, left, up or "
        + "down; N cells or N% (50% by default); hidden; wrap; cycle; follow; ~N header lines; border or "
        + "noborder; +N or +{2}-/2 for its first line; default"
    ) { $0.choice.previewWindow.append($1) },
  ]

  /// `choose`'s row for a new item.
  static let newItemOptions: [Option] = [
    .boolean(
      "--other", [.choose], .command,
      help: "a last row \"Other…\" prompts for a new item under the RULES; it is added (once), the list "
        + "sorted case-insensitively and the item chosen"
    ) { $0.offersOther = $1 }
  ]
}
