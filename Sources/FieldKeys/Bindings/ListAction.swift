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
  /// Turns `--wrap` on or off (`toggle-wrap`).
  case toggleWrap

  /// The command of `execute`, `execute-silent` and `reload`; nil for the others.
  package var command: String? {
    switch self {
    case .execute(let command), .executeSilent(let command), .reload(let command): command
    default: nil
    }
  }

  /// fzf's actions that take a command, by name.
  package static let withCommand: [String: @Sendable (String) -> ListAction] = [
    "execute": { .execute($0) }, "execute-silent": { .executeSilent($0) }, "reload": { .reload($0) },
  ]

  /// fzf 0.38's names of the actions above (`src/options.go`, `parseKeymap`).
  package static let names: [String: ListAction] = [
    "up": .move(.up), "down": .move(.down), "page-up": .move(.pageUp), "page-down": .move(.pageDown),
    "first": .move(.first), "top": .move(.first), "last": .move(.last), "toggle": .toggle,
    "toggle-all": .toggleAll, "select-all": .selectAll, "deselect-all": .deselectAll, "accept": .accept,
    "abort": .abort, "cancel": .abort, "clear-query": .clearQuery, "ignore": .ignore,
    "previous-history": .history(older: true), "prev-history": .history(older: true),
    "next-history": .history(older: false),
    "toggle-wrap": .toggleWrap,
  ].merging(PreviewAction.all.map { ($0.name, ListAction.preview($0)) }) { first, _ in first }
}

/// One `--bind` entry: the key (fzf's name, and the events it stands for) and its actions.
package struct ListBinding: Equatable, Sendable {
  /// fzf's name of the key.
  package var key: String
  /// The events the key arrives as.
  package var events: [KeyEvent]
  /// The actions, in order.
  package var actions: [ListAction]

  /// A binding.
  package init(key: String, events: [KeyEvent], actions: [ListAction]) {
    self.key = key
    self.events = events
    self.actions = actions
  }
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
  /// written as itself (`,:accept`, `::accept`).
  package static func parse(_ text: String) throws(Problem) -> [ListBinding] {
    var bindings: [ListBinding] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      // The key: up to the first ':' after its first character (so ":" and "," can be keys).
      guard let colon = characters[(index + 1)...].firstIndex(of: ":") else {
        throw .missingAction(String(characters[index...]))
      }
      let key = String(characters[index..<colon])
      index = colon + 1
      guard let events = FzfKeyNames.events(key) else { throw .unknownKey(key) }
      // A leading "+" adds to the key's actions instead of replacing them (`f1:+first`).
      let appends = index < characters.count && characters[index] == "+"
      if appends { index += 1 }
      var actions: [ListAction] = []
      while true {
        let (name, argument, end) = Self.action(in: characters, from: index)
        let action: ListAction?
        if let argument {
          action = ListAction.withCommand[name.lowercased()].map { $0(argument) }
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
      if index < characters.count, characters[index] == "," { index += 1 }
      var binding = ListBinding(key: key, events: events, actions: actions)
      if let earlier = bindings.lastIndex(where: { $0.events == events }) {
        if appends { binding.actions = bindings[earlier].actions + actions }
        bindings.remove(at: earlier)
      }
      bindings.append(binding)
    }
    return bindings
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
    if characters[index] == ":" { return (name, String(characters[(index + 1)...]), characters.count) }
    guard let closing = delimiters[characters[index]] else { return (name, nil, index) }
    guard let end = characters[(index + 1)...].firstIndex(of: closing) else {
      return (name, String(characters[(index + 1)...]), characters.count)
    }
    return (name, String(characters[(index + 1)..<end]), end + 1)
  }

  /// The bindings of several `--bind` values, a later one for the same key replacing an earlier
  /// one (or adding to it, with a leading `+`).
  package static func parse(all values: [String]) throws(Problem) -> [ListBinding] {
    var text = ""
    for value in values where !value.isEmpty { text += (text.isEmpty ? "" : ",") + value }
    return try parse(text)
  }
}
