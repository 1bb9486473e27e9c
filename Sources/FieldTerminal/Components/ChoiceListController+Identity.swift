import FieldChoices
import FieldKeys

/// A reload looking for the tracked item by its identity (fzf 0.74's `--track --id-nth`): the
/// list shown stays, and keys wait, until it is found among the reload's items (`reload`) or
/// they are all read (`reload-sync`, or when it is not there).
struct IdentityReload: Equatable, Sendable {
  /// The item looked for.
  var search: IdentitySearch
  /// True for `reload-sync`: the search waits for the command's end.
  var sync: Bool
}

extension ChoiceListController {
  /// True while a reload looks for the tracked item and keys wait (fzf's `+T*`).
  package var looksForTrackedItem: Bool { identityReload != nil }

  /// A bound key's actions while a reload looks for the tracked item, as fzf 0.74 takes them:
  /// `abort` ends the search and the list stays; `toggle-track`, `toggle-track-current` and
  /// `untrack-current` do what they do and end it; the others do nothing.
  mutating func whileLooking(_ actions: [ListAction]) -> ComponentReply<Self> {
    var ends = false
    for action in actions {
      switch action {
      case .abort: ends = true
      case .track(let change) where change != .current:
        list.changeTracking(change)
        ends = true
      default: break
      }
    }
    guard ends else { return .unchanged }
    endIdentityReload()
    return .changed
  }

  /// A key table's command while a reload looks for the tracked item: cancel and interrupt
  /// (Escape, Ctrl-C) end the search and the list stays; the others do nothing.
  mutating func whileLooking(_ command: ListCommand?) -> ComponentReply<Self> {
    guard command == .cancel || command == .interrupt else { return .unchanged }
    endIdentityReload()
    return .changed
  }

  /// Ends the search for the tracked item: a `reload`'s items show at once, the highlight on its
  /// row; a `reload-sync`'s when they are all read.
  mutating func endIdentityReload() {
    guard let looking = identityReload else { return }
    identityReload = nil
    syncReload?.tracking = list.tracking == .highlighted ? .highlighted : .off
    if !looking.sync { showReload(found: false) }
  }

  /// Looks for the tracked item among the items `read` has so far (a `reload-sync`'s once they
  /// are all read); true when it is found.
  mutating func lookForTrackedItem(in read: inout ChoiceList) -> Bool {
    guard var looking = identityReload, !looking.sync || !read.isReading else { return false }
    let found = read.find(&looking.search)
    identityReload = looking
    return found
  }

  /// Shows the reload's items that waited (``syncReload``): on the item found, or on the row the
  /// highlight had; the marks a `reload-sync` keeps by identity put back.
  mutating func showReload(found: Bool) {
    guard var read = syncReload else { return }
    syncReload = nil
    let searched = identityReload != nil
    identityReload = nil
    read.setQuery(matchedQuery)
    if !found {
      read.keepRow(list.highlight)
      if searched, case .item = read.tracking { read.tracking = .off }
    }
    if let identities = keptMarkIdentities, let scope = identityColumns {
      read.mark(identities: identities, scope)
    }
    keptMarkIdentities = nil
    list = read
    observed.loads = true
    scrollOffset = 0
  }
}
