import FieldChoices
import FieldKeys

extension ChoiceListController {
  /// Keeps the highlight on its item as the matches change (fzf's `--track`).
  package mutating func tracksHighlight() { list.tracking = .highlighted }
}

extension ChoiceList {
  /// Starts or stops tracking as fzf's tracking actions do: `toggle-track` tracks every
  /// highlighted item or stops (not while one item is tracked), `track-current` tracks the
  /// highlighted item (not while every one is), `untrack-current` stops tracking one item, and
  /// `toggle-track-current` does the one or the other.
  mutating func changeTracking(_ change: ListTracking) {
    let tracksItem = if case .item = tracking { true } else { false }
    switch change {
    case .toggle:
      if tracking == .highlighted {
        tracking = .off
      } else if tracking == .off {
        tracking = .highlighted
      }
    case .current:
      if tracking != .highlighted, let item = highlightedItem { tracking = .item(item) }
    case .untrackCurrent:
      if tracksItem { tracking = .off }
    case .toggleCurrent:
      if tracksItem {
        tracking = .off
      } else if tracking == .off, let item = highlightedItem {
        tracking = .item(item)
      }
    }
  }
}
