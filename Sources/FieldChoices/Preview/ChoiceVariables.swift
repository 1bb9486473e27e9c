/// What a command the list runs (a preview, `execute`, `reload`, `transform`, `become`, …) is
/// told about the list in its environment, as fzf 0.74 tells it (`environImpl` in its
/// `src/terminal.go`): each variable under fzf's name (`FZF_QUERY`) and under tfield's
/// (`TFIELD_QUERY`).
///
/// - `SOCK`, `PORT`: the Unix socket's path or the TCP port `--listen` takes requests on (left
///   out without `--listen`).
/// - `QUERY`, `PROMPT`, `GHOST`, `POINTER`, `BORDER_LABEL`: the texts as the list has them now.
/// - `ACTION`: the name of the last action that ran and runs no command (`up`, `char`,
///   `toggle-down`; `start` before any), as fzf names it; `KEY`: the last key pressed (`ctrl-t`,
///   `enter`, `a`, `space`), empty before any (an event is no key).
/// - `TOTAL_COUNT`, `MATCH_COUNT`, `SELECT_COUNT`: the items, the matches, the marked items;
///   `POS`: the highlighted match's place, from 1 (0 when nothing matches).
/// - `LINES`, `COLUMNS`: the picker's size; `PREVIEW_LINES`, `PREVIEW_COLUMNS`: the preview
///   pane's, while it shows (and, for the preview's own command, `LINES` and `COLUMNS` too).
/// - `DIRECTION`: `up` when the list grows up from the query at the bottom, else `down`;
///   `INPUT_STATE`: `enabled`, `disabled` while matching is off, `hidden` while the query is; `WRAP`: `char` while items
///   wrap; `CURRENT_ITEM`: the highlighted item (left out when it holds a NUL or passes 64 KiB,
///   as fzf leaves it out).
///
/// ```swift
/// var variables = ChoiceVariables()
/// variables.query = "src"
/// variables.environment(adding: [:])["TFIELD_QUERY"]  // "src"
/// ```
package struct ChoiceVariables: Sendable {
  /// Whether the query is matched against the items (fzf's `FZF_INPUT_STATE`).
  package enum InputState: String, Sendable {
    case enabled, disabled, hidden
  }

  /// The Unix socket `--listen` takes requests on, or nil.
  package var socketPath: String?
  /// The TCP port `--listen` takes requests on, or nil.
  package var port: Int?
  /// The query.
  package var query = ""
  /// fzf's name of the last action that ran no command.
  package var action = "start"
  /// fzf's name of the last key pressed; empty before any.
  package var key = ""
  /// The text in front of the query.
  package var prompt = ""
  /// The text shown in an empty query.
  package var ghost = ""
  /// The highlighted row's pointer.
  package var pointer = ""
  /// The border's label.
  package var borderLabel = ""
  /// True when the list grows up from a query at the bottom (fzf's default layout).
  package var growsUp = false
  /// Whether the query is matched.
  package var inputState = InputState.enabled
  /// True while items wrap (`--wrap`).
  package var wraps = false
  /// True while items wrap between words (`--wrap=word`): `FZF_WRAP` is `word`.
  package var wrapsWords = false
  /// The items read.
  package var totalCount = 0
  /// The matches.
  package var matchCount = 0
  /// The marked items.
  package var selectCount = 0
  /// The picker's rows.
  package var lines = 0
  /// The picker's columns.
  package var columns = 0
  /// The highlighted match's place among the matches, from 1; 0 for none.
  package var position = 0
  /// The highlighted item's text, or nil for none.
  package var currentItem: String?
  /// The preview pane's size while it shows, or nil.
  package var previewSize: (lines: Int, columns: Int)?

  /// The longest item `CURRENT_ITEM` holds (fzf's `maxCurrentItemEnvSize`).
  static let currentItemLimit = 64 * 1024

  /// Variables with every value at its start.
  package init() {}

  /// The variables by their names after `FZF_`, in fzf's order.
  package var entries: [(name: String, value: String)] {
    var entries: [(String, String)] = []
    if let socketPath { entries.append(("SOCK", socketPath)) }
    if let port { entries.append(("PORT", String(port))) }
    entries += [
      ("QUERY", query), ("ACTION", action), ("KEY", key), ("PROMPT", prompt), ("GHOST", ghost),
      ("POINTER", pointer), ("BORDER_LABEL", borderLabel), ("DIRECTION", growsUp ? "up" : "down"),
    ]
    if wraps { entries.append(("WRAP", wrapsWords ? "word" : "char")) }
    entries += [
      ("INPUT_STATE", inputState.rawValue), ("TOTAL_COUNT", String(totalCount)),
      ("MATCH_COUNT", String(matchCount)), ("SELECT_COUNT", String(selectCount)), ("LINES", String(lines)),
      ("COLUMNS", String(columns)), ("POS", String(position)),
    ]
    if let item = currentItem, !item.utf8.contains(0), item.utf8.count <= Self.currentItemLimit {
      entries.append(("CURRENT_ITEM", item))
    }
    if let size = previewSize {
      entries += [("PREVIEW_LINES", String(size.lines)), ("PREVIEW_COLUMNS", String(size.columns))]
    }
    return entries
  }

  /// `environment` with every variable added under both prefixes; a preview's command
  /// (`forPreview`) gets the pane's size in `LINES` and `COLUMNS` too, as fzf gives it.
  package func environment(adding environment: [String: String], forPreview: Bool = false) -> [String: String]
  {
    var result = environment
    // A text a list holds may hold a NUL, which no environment can: it ends the value there.
    for (name, value) in entries {
      let kept = String(value.unicodeScalars.prefix { $0 != "\0" })
      result["FZF_" + name] = kept
      result["TFIELD_" + name] = kept
    }
    if forPreview, let size = previewSize {
      result["LINES"] = String(size.lines)
      result["COLUMNS"] = String(size.columns)
    }
    return result
  }
}
