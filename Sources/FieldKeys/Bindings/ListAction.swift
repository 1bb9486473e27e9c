import FieldEngine

/// What a key bound with fzf's `--bind` does in a choice list: fzf's action names, those the list
/// has (`tfield choose --bind`); several run in order (`select-all+accept`).
package enum ListAction: Equatable, Sendable {
  /// Moves the highlight.
  case move(ListMove)
  /// Marks or unmarks the highlighted item (`toggle`), then moves (`toggle+down` is fzf's Tab).
  case toggle
  /// Marks the unmarked matches and unmarks the marked ones.
  case toggleAll
  /// Marks every match.
  case selectAll
  /// Unmarks every match.
  case deselectAll
  /// Chooses, as Enter does.
  case accept
  /// Cancels, as Escape does.
  case abort
  /// Empties the query.
  case clearQuery
  /// Does nothing (fzf's `ignore`): unbinds a key.
  case ignore
  /// Scrolls, shows or hides the preview pane (`preview-up`, `toggle-preview`, …).
  case preview(PreviewAction)
  /// Runs a command on the terminal, the list's screen left until it ends (`execute(…)`): its
  /// placeholders are the preview's (`{}`, `{q}`, `{+}`…).
  case execute(String)
  /// Runs a command with no terminal and waits for it, the screen left as it is
  /// (`execute-silent(…)`).
  case executeSilent(String)
  /// Replaces the items with a command's output lines, read as they come (`reload(…)`).
  case reload(String)
  /// Puts the older (`previous-history`) or newer (`next-history`) query of `--history` in the
  /// query.
  case history(older: Bool)
  /// Sets one of the list's texts (`change-prompt(…)`, `change-query(…)`, `change-header(…)`,
  /// …).
  case change(ListText, String)
  /// Runs a command in the background, no terminal, keys read meanwhile: what it prints is the
  /// actions to perform (`transform(…)`), or with a text, that text's new value
  /// (`transform-prompt(…)`, `transform-query(…)`, …).
  case transform(ListText?, String)
  /// Turns matching off (`disable-search`), on (`enable-search`) or over (`toggle-search`): while
  /// off, the query matches nothing and every item shows (fzf's `--disabled`).
  case search(ListSwitch)
  /// Keys or events no longer run their actions (`unbind(…)`), again (`rebind(…)`), or the one
  /// or the other (`toggle-bind`'s `toggle-bind(…)`).
  case binding(ListSwitch, [ListTarget])
  /// Runs the actions bound to keys or events, as if they had come (`trigger(…)`).
  case trigger([ListTarget])
  /// Types text into the query (`put(…)`).
  case put(String)
  /// Highlights the Nth match, counting from 1 (a negative N counts from the last) (`pos(N)`).
  case position(Int)
  /// Moves half a page (`half-page-up`, `half-page-down`).
  case halfPage(up: Bool)
  /// Chooses, as `accept` does, unless nothing matches and nothing is marked
  /// (`accept-non-empty`).
  case acceptNonEmpty
  /// Edits the query as readline's function of fzf's name does (`backward-char`, `kill-word`,
  /// `unix-line-discard`, …).
  case edit(Edit)
  /// Deletes a character of the query, or cancels when the query is empty
  /// (`backward-delete-char/eof`, `delete-char/eof`).
  case deleteOrAbort(forward: Bool)
  /// Ends the list and the program, which becomes the command (`become(…)`): the terminal
  /// restored, the command run in its place by the command shell (`sh -c` unless `$SHELL` or
  /// `--with-shell` chose another), the terminal its standard input.
  case become(String)
  /// Adds a line to what is printed when the list chooses (`print(…)`), before the items.
  case print(String)
  /// Chooses, as `accept` does; with no match and nothing marked, ends printing the query alone
  /// (`accept-or-print-query`).
  case acceptOrPrintQuery
  /// Turns `--wrap` on or off (`toggle-wrap`).
  case toggleWrap
  /// Turns `--wrap=word` on or off (`toggle-wrap-word`).
  case toggleWrapWord
  /// Turns the sideways scroll to the match on or off (`toggle-hscroll`, `--no-hscroll`).
  case toggleHscroll
  /// Draws an item's lines over several rows, or each item on one row (`toggle-multi-line`,
  /// `--no-multi-line`).
  case toggleMultiLine
  /// Ranks the matches, or keeps them in the items' order (`toggle-sort`: `--no-sort` the one way
  /// round).
  case toggleSort
  /// Scrolls the list a row without moving the highlight, unless it would leave the screen
  /// (`offset-up`, `offset-down`: Vim's Ctrl-Y and Ctrl-E), or scrolls it to put the highlighted
  /// row in the middle (`offset-middle`).
  case offset(ListOffset)
  /// Rings the terminal's bell (`bell`).
  case bell
  /// `reload(…)` that keeps the items shown until the command has ended, then shows its lines at
  /// once (`reload-sync(…)`).
  case reloadSync(String)
  /// Leaves the highlighted item out of the matches (`exclude`), or the marked items when some
  /// are (`exclude-multi`).
  case exclude(marked: Bool)
  /// Starts or stops keeping the highlight on its item as the matches change (`toggle-track`,
  /// `track-current`, …).
  case track(ListTracking)
  /// Shows the query's row (`show-input`), hides it (`hide-input`: fzf's `--no-input`; the query
  /// then keeps its text), or the one or the other (`toggle-input`).
  case input(ListSwitch)
  /// Marks the highlighted item (`select`), or unmarks it (`deselect`).
  case mark(Bool)
  /// Unmarks every item, matched or not (`clear-selection`, `clear-multi`).
  case clearMarks
  /// Marks or unmarks the highlighted item, then moves a row (`toggle-down`, `toggle-up`), or
  /// toward the query or away from it (`toggle-in`, `toggle-out`), as fzf's Tab and Shift-Tab.
  case toggleAndMove(ListToggleMove)
  /// Highlights the next marked match down the screen (`next-selected`, `down-selected`) or up
  /// it (`prev-selected`, `up-selected`), going on from the other end past the last.
  case markedStep(down: Bool)
  /// Draws the whole screen again (`clear-screen`).
  case clearScreen
  /// Ends the list printing the query alone (`print-query`).
  case printQuery
  /// Puts the highlighted item's text in the query (`replace-query`).
  case replaceQuery
  /// Hides the preview while one is shown, else cancels as `abort` does (`close`).
  case close
  /// Shows the header and the column names (`show-header`), hides them (`hide-header`), or the
  /// one or the other (`toggle-header`).
  case header(ListSwitch)

  /// The command of `execute`, `execute-silent`, `reload` and the `transform` actions; nil for
  /// the others.
  package var command: String? {
    switch self {
    case .execute(let command), .executeSilent(let command), .reload(let command), .transform(_, let command),
      .become(let command), .reloadSync(let command):
      command
    default: nil
    }
  }

  /// fzf's actions that take a command, by name.
  package static let withCommand: [String: @Sendable (String) -> ListAction] = {
    var table: [String: @Sendable (String) -> ListAction] = [
      "execute": { .execute($0) }, "execute-silent": { .executeSilent($0) }, "reload": { .reload($0) },
      "transform": { .transform(nil, $0) }, "become": { .become($0) }, "reload-sync": { .reloadSync($0) },
    ]
    for text in ListText.allCases {
      table["change-\(text.name)"] = { @Sendable in .change(text, $0) }
      table["transform-\(text.name)"] = { @Sendable in .transform(text, $0) }
    }
    return table
  }()

  /// fzf 0.74's editing actions (its man page's list), each readline's function of that name.
  package static let editingNames = [
    "backward-char", "forward-char", "backward-word", "forward-word", "beginning-of-line", "end-of-line",
    "backward-delete-char", "delete-char", "unix-word-rubout", "backward-kill-word", "kill-word", "kill-line",
    "unix-line-discard", "yank",
  ]

  /// fzf 0.74's subword actions, which readline does not have: a subword is a word, or a part of
  /// one that starts with a capital after a small letter.
  package static let subwordEdits: [(name: String, edit: Edit)] = [
    ("backward-subword", .move(.subwordLeft)), ("forward-subword", .move(.subwordRight)),
    ("backward-kill-subword", .kill(to: .subwordLeft)), ("kill-subword", .kill(to: .subwordRight)),
  ]

  /// fzf's actions that take an argument that is no command, by name: nil when the argument is
  /// not one the action takes (`pos(x)`, `unbind(no-such-key)`).
  package static let withArgument: [String: @Sendable (String) -> ListAction?] = [
    "put": { .put($0) }, "print": { .print($0) },
    "pos": { Int(String($0.filter { !$0.isWhitespace })).map { .position($0) } },
    "unbind": { ListTarget.all(in: $0).map { .binding(.off, $0) } },
    "rebind": { ListTarget.all(in: $0).map { .binding(.on, $0) } },
    "toggle-bind": { ListTarget.all(in: $0).map { .binding(.toggle, $0) } },
    "trigger": { ListTarget.all(in: $0).map { .trigger($0) } },
  ]

  /// fzf 0.38's names of the actions above (`src/options.go`, `parseKeymap`).
  package static let names: [String: ListAction] = [
    "up": .move(.up), "down": .move(.down), "page-up": .move(.pageUp), "page-down": .move(.pageDown),
    "first": .move(.first), "top": .move(.first), "last": .move(.last), "toggle": .toggle,
    "toggle-all": .toggleAll, "select-all": .selectAll, "deselect-all": .deselectAll, "accept": .accept,
    "abort": .abort, "cancel": .abort, "clear-query": .clearQuery, "ignore": .ignore,
    "previous-history": .history(older: true), "prev-history": .history(older: true),
    "next-history": .history(older: false),
    "toggle-wrap": .toggleWrap, "toggle-wrap-word": .toggleWrapWord,
    "toggle-hscroll": .toggleHscroll, "toggle-multi-line": .toggleMultiLine,
    // fzf 0.74's.
    "enable-search": .search(.on), "disable-search": .search(.off), "toggle-search": .search(.toggle),
    "half-page-up": .halfPage(up: true), "half-page-down": .halfPage(up: false),
    "accept-non-empty": .acceptNonEmpty, "accept-or-print-query": .acceptOrPrintQuery,
    "backward-delete-char/eof": .deleteOrAbort(forward: false),
    "delete-char/eof": .deleteOrAbort(forward: true),
    "toggle-sort": .toggleSort, "offset-up": .offset(.up), "offset-down": .offset(.down),
    "offset-middle": .offset(.middle), "bell": .bell,
    "exclude": .exclude(marked: false), "exclude-multi": .exclude(marked: true),
    "show-input": .input(.on), "hide-input": .input(.off), "toggle-input": .input(.toggle),
    "toggle-track": .track(.toggle), "toggle-track-current": .track(.toggleCurrent),
    "track": .track(.current), "track-current": .track(.current), "untrack-current": .track(.untrackCurrent),
    "select": .mark(true), "deselect": .mark(false), "clear-selection": .clearMarks,
    "clear-multi": .clearMarks,
    "toggle-up": .toggleAndMove(.up), "toggle-down": .toggleAndMove(.down), "toggle-in": .toggleAndMove(.in),
    "toggle-out": .toggleAndMove(.out), "next-selected": .markedStep(down: true),
    "down-selected": .markedStep(down: true), "prev-selected": .markedStep(down: false),
    "up-selected": .markedStep(down: false), "clear-screen": .clearScreen, "print-query": .printQuery,
    "replace-query": .replaceQuery, "close": .close, "show-header": .header(.on),
    "hide-header": .header(.off),
    "toggle-header": .header(.toggle),
    // Without fzf's `--raw` (the items the query does not match shown too), these are `first`,
    // `down` and `up`.
    "best": .move(.first), "down-match": .move(.down), "up-match": .move(.up),
  ].merging(
    ListAction.editingNames.compactMap { name in ReadlineFunctions.edit(named: name).map { (name, .edit($0)) }
    } + ListAction.subwordEdits.map { ($0.name, .edit($0.edit)) }
  ) { first, _ in first }.merging(PreviewAction.all.map { ($0.name, ListAction.preview($0)) }) { first, _ in
    first
  }
}

/// The texts of a choice list that actions change (`change-prompt`, `transform-header`, …), by
/// the word fzf's action names use.
package enum ListText: String, CaseIterable, Equatable, Sendable {
  case prompt, query, header, footer, ghost
  case borderLabel = "border-label"
  case preview
  case previewWindow = "preview-window"
  case listLabel = "list-label"
  case inputLabel = "input-label"
  case headerLabel = "header-label"
  case footerLabel = "footer-label"
  case previewLabel = "preview-label"

  /// The word in fzf's action names.
  package var name: String { rawValue }
}

/// What the tracking actions do to which item the highlight follows as the matches change.
package enum ListTracking: String, Equatable, Sendable {
  /// `toggle-track`: follows whichever item is highlighted (fzf's `--track`), or stops.
  case toggle = "toggle-track"
  /// `track-current`: follows the highlighted item until the highlight moves off it.
  case current = "track-current"
  /// `untrack-current`: stops following the one item.
  case untrackCurrent = "untrack-current"
  /// `toggle-track-current`: the one or the other.
  case toggleCurrent = "toggle-track-current"
}

/// Where `toggle-up`, `toggle-down`, `toggle-in` and `toggle-out` move after marking.
package enum ListToggleMove: String, Equatable, Sendable {
  case up = "toggle-up"
  case down = "toggle-down"
  /// Toward the query: down with the query at the bottom, else up.
  case `in` = "toggle-in"
  /// Away from the query.
  case out = "toggle-out"
}

/// Where `offset-up`, `offset-down` and `offset-middle` scroll the list.
package enum ListOffset: Equatable, Sendable {
  case up, down, middle
}

/// On, off, or the other one of the two.
package enum ListSwitch: Equatable, Sendable {
  case on, off, toggle
}

/// What a `--bind` entry binds: a key (the events it arrives as) or one of the list's events.
package struct ListTarget: Equatable, Sendable {
  /// The key events; empty for a list event.
  package var events: [KeyEvent]
  /// The list event, or nil for a key.
  package var event: ListEvent?

  /// A key's events or a list event.
  package init(events: [KeyEvent] = [], event: ListEvent? = nil) {
    self.events = events
    self.event = event
  }

  /// What fzf's name `name` binds: one of its key names or event names; nil for neither.
  package init?(name: String) {
    if let event = ListEvent(name: name) {
      self.init(event: event)
    } else if let events = FzfKeyNames.events(name) {
      self.init(events: events)
    } else {
      return nil
    }
  }

  /// The keys and events of a comma-separated list (`unbind(ctrl-a,change)`), nil when one is
  /// neither.
  package static func all(in list: String) -> [ListTarget]? {
    var targets: [ListTarget] = []
    for name in FzfKeyNames.names(in: list) {
      guard let target = ListTarget(name: name) else { return nil }
      targets.append(target)
    }
    return targets.isEmpty ? nil : targets
  }
}

/// One `--bind` entry: the key or event (fzf's name, and what it stands for) and its actions.
package struct ListBinding: Equatable, Sendable {
  /// fzf's name of the key or event.
  package var key: String
  /// The events the key arrives as; empty for a list event.
  package var events: [KeyEvent]
  /// The list event bound, or nil for a key.
  package var event: ListEvent?
  /// The actions, in order.
  package var actions: [ListAction]

  /// A binding.
  package init(key: String, events: [KeyEvent], event: ListEvent? = nil, actions: [ListAction]) {
    self.key = key
    self.events = events
    self.event = event
    self.actions = actions
  }

  /// What it binds.
  package var target: ListTarget { ListTarget(events: events, event: event) }
}

extension ListBinding {
  /// What is wrong with a `--bind` value.
  package enum Problem: Error, Equatable, Sendable {
    /// A key name fzf does not have.
    case unknownKey(String)
    /// An action name the list does not have (or fzf does not).
    case unknownAction(String)
    /// An entry without `:` and actions.
    case missingAction(String)
  }

  /// The bindings of one `--bind` value, as fzf writes them: `KEY:ACTION[+ACTION…]`, entries
  /// separated by commas (`ctrl-a:select-all,ctrl-d:deselect-all`). A key named `,` or `:` is
  /// written as itself (`,:accept`, `::accept`). Several keys or events before one colon share
  /// the actions (`ctrl-j,start:first`: fzf 0.74), and an event's name binds it (`change:first`).
  package static func parse(_ text: String) throws(Problem) -> [ListBinding] {
    var bindings: [ListBinding] = []
    try parse(text, into: &bindings)
    return bindings
  }

  /// Parses one `--bind` value into `bindings`, replacing (or with a leading `+`, adding to) the
  /// actions of a key or event bound before.
  private static func parse(_ text: String, into bindings: inout [ListBinding]) throws(Problem) {
    let characters = Array(text)
    var index = 0
    var waiting: [(String, ListTarget)] = []
    while index < characters.count {
      // The key: up to the first ':' or ',' after its first character (so ":" and "," can be
      // keys); one ending in ',' waits for the actions of the next ("alt-," is Alt-comma).
      guard
        var end = characters[(index + 1)...].firstIndex(where: { $0 == ":" || $0 == "," })
      else {
        throw .missingAction(String(characters[index...]))
      }
      if characters[end] == ",", String(characters[index..<end]).lowercased().hasSuffix("alt-") {
        guard let colon = characters[(end + 1)...].firstIndex(where: { $0 == ":" || $0 == "," }) else {
          throw .missingAction(String(characters[index...]))
        }
        end = colon
      }
      let key = String(characters[index..<end])
      guard let target = ListTarget(name: key) else { throw .unknownKey(key) }
      index = end + 1
      waiting.append((key, target))
      if characters[end] == "," {
        guard index < characters.count else { throw .missingAction(key) }
        continue
      }
      // A leading "+" adds to the key's actions instead of replacing them (`f1:+first`).
      let appends = index < characters.count && characters[index] == "+"
      if appends { index += 1 }
      let actions: [ListAction]
      (actions, index) = try Self.actions(in: characters, from: index)
      if index < characters.count, characters[index] == "," { index += 1 }
      for (key, target) in waiting {
        var binding = ListBinding(key: key, events: target.events, event: target.event, actions: actions)
        if let earlier = bindings.lastIndex(where: { $0.target == target }) {
          if appends { binding.actions = bindings[earlier].actions + actions }
          bindings.remove(at: earlier)
        }
        bindings.append(binding)
      }
      waiting = []
    }
  }

  /// The actions of one `ACTION[+ACTION…]` list alone, as a `transform(…)` command prints them.
  package static func actions(_ text: String) throws(Problem) -> [ListAction] {
    let characters = Array(text)
    let (actions, end) = try actions(in: characters, from: 0)
    guard end >= characters.count else { throw .unknownAction(String(characters[end...])) }
    return actions
  }

  /// The actions joined by `+` that start at `start`, and where they end.
  private static func actions(in characters: [Character], from start: Int) throws(Problem) -> (
    [ListAction], Int
  ) {
    var actions: [ListAction] = []
    var index = start
    while true {
      let (name, argument, end) = Self.action(in: characters, from: index)
      let action: ListAction?
      if let argument {
        action =
          ListAction.withCommand[name.lowercased()].map { $0(argument) }
          ?? ListAction.withArgument[name.lowercased()].flatMap { $0(argument) }
      } else {
        action = ListAction.names[name.lowercased()]
      }
      guard let action else {
        throw .unknownAction(String(characters[index..<end]))
      }
      actions.append(action)
      index = end
      guard index < characters.count, characters[index] == "+" else { break }
      index += 1
    }
    return (actions, index)
  }

  /// The delimiters fzf takes around an action's argument (`execute(…)`, `execute[…]`,
  /// `execute~…~`), each with its closing one.
  private static let delimiters: [Character: Character] = [
    "(": ")", "[": "]", "{": "}", "<": ">", "~": "~", "!": "!", "@": "@", "#": "#", "$": "$", "%": "%",
    "^": "^", "&": "&", "*": "*", ";": ";", "/": "/", "|": "|",
  ]

  /// The action that starts at `start`: its name, its argument if it has one (up to the closing
  /// delimiter, or with `:` to the end of the text, as fzf reads them), and where it ends.
  private static func action(in characters: [Character], from start: Int) -> (String, String?, Int) {
    var index = start
    while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
    let name = String(characters[start..<index])
    guard index < characters.count, index > start else { return (name, nil, index) }
    // `backward-delete-char/eof`: a name that goes on after '/', not an argument.
    if String(characters[index...].prefix(4)) == "/eof", ListAction.names[name.lowercased() + "/eof"] != nil {
      return (name + "/eof", nil, index + 4)
    }
    if characters[index] == ":" { return (name, String(characters[(index + 1)...]), characters.count) }
    guard let closing = delimiters[characters[index]] else { return (name, nil, index) }
    // As fzf's `maskActionContents`: the first closing delimiter before a '+', a ',' or the end
    // (`execute((f)(o))`, `change-query@qu@ry@+up`), else the first one.
    let closings = characters.indices.dropFirst(index + 1).filter { characters[$0] == closing }
    let ending = closings.first { $0 + 1 == characters.count || "+,".contains(characters[$0 + 1]) }
    guard let end = ending ?? closings.first else {
      return (name, String(characters[(index + 1)...]), characters.count)
    }
    return (name, String(characters[(index + 1)..<end]), end + 1)
  }

  /// The bindings of several `--bind` values, a later one for the same key replacing an earlier
  /// one (or adding to it, with a leading `+`).
  /// Each value is read alone, as fzf reads each `--bind`: an argument to the end of one
  /// (`start:reload:CMD`) never takes in the next.
  package static func parse(all values: [String]) throws(Problem) -> [ListBinding] {
    var bindings: [ListBinding] = []
    for value in values { try parse(value, into: &bindings) }
    return bindings
  }
}
