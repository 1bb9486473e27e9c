import FieldChoices
import FieldIO
import FieldKeys

extension ChoiceListController {
  /// Does what the requests to `--listen` asked, in the order they came: runs the actions of a
  /// `POST` as a bound key runs them (the events they cause follow), answers a `GET` with the
  /// state. A command an action runs runs first; the requests after it wait for the next wake.
  mutating func takeInRequests() -> ComponentReply<Self> {
    guard let server = listenServer else { return .unchanged }
    listenWork += server.take()
    var reply = ComponentReply<Self>.unchanged
    while !listenWork.isEmpty, !isFinished {
      switch listenWork.removeFirst() {
      case .actions(let actions):
        observed.deletesBackwardOnEmptyQuery = false
        reply = reply.then(performActions(actions[...]))
        noteEvents(afterActions: true)
      case .state(let id, let page):
        server.answer(id, with: listenState(page).json)
      }
      if reply.effects.command != nil || reply.effects.child != nil { break }
    }
    return reply
  }

  /// The state a `GET` answers (fzf 0.74's `dumpStatus`): a page of the matches, best first, and
  /// of the marked items, each with the places the query matches.
  mutating func listenState(_ page: ListenPage) -> ListenState {
    let rows = page.places(of: list.matchCount)
    list.rank(rows: rows.upperBound)
    let item = { (list: ChoiceList, index: Int) in
      ListenState.Item(index: index, text: list.item(index).text, positions: list.matchedPositions(of: index))
    }
    var state = ListenState()
    state.reading = list.isReading
    state.query = queryField.text
    state.position = min(list.highlight, max(0, list.matchCount - 1))
    state.sort = list.configuration.sortsMatches
    state.totalCount = list.count
    state.matchCount = list.matchCount
    state.current = list.highlightedItem.map { item(list, $0) }
    state.matches = rows.compactMap { list.item(atRow: $0) }.map { item(list, $0) }
    let marked = list.markedItems
    state.selected = page.places(of: marked.count).map { item(list, marked[$0]) }
    return state
  }
}
