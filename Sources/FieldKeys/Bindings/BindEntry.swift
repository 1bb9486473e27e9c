/// One `KEY:ACTION` entry of a `--bind` value of the subcommands other than `choose` (whose
/// entries are `ListBinding`s): fzf's key names and syntax, one action by name per key.
package struct BindEntry: Equatable, Sendable {
  /// fzf's name of the key.
  package var key: String
  /// The event the key arrives as (the first, where fzf's name stands for several).
  package var event: KeyEvent
  /// The action's name: readline's function or the component's own.
  package var action: String

  /// The entries of one `--bind` value, as fzf writes them: `KEY:ACTION`, separated by commas
  /// (`ctrl-k:kill-line,alt-s:accept`); a key named `,` or `:` is written as itself (`,:accept`).
  package static func parse(_ text: String) throws(ListBinding.Problem) -> [BindEntry] {
    var entries: [BindEntry] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      guard let colon = characters[(index + 1)...].firstIndex(of: ":") else {
        throw .missingAction(String(characters[index...]))
      }
      let key = String(characters[index..<colon])
      guard let event = FzfKeyNames.events(key)?.first else { throw .unknownKey(key) }
      let end = characters[(colon + 1)...].firstIndex(of: ",") ?? characters.count
      let action = String(characters[(colon + 1)..<end])
      guard !action.isEmpty else { throw .missingAction(String(characters[index..<end])) }
      entries.append(BindEntry(key: key, event: event, action: action))
      index = end + 1
    }
    return entries
  }
}
