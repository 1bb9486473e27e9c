/// How a choice list's highlight moves.
package enum ListMove: Equatable, Hashable, Sendable {
  /// One row up.
  case up
  /// One row down.
  case down
  /// One page up.
  case pageUp
  /// One page down.
  case pageDown
  /// To the first row.
  case first
  /// To the last row.
  case last
}
