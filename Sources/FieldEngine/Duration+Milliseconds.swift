extension Duration {
  /// The duration in whole milliseconds, rounded up so that a wait never ends just before it,
  /// for `poll`'s timeout: 0 for a duration not above zero.
  package var pollMilliseconds: Int32 {
    let (seconds, attoseconds) = components
    guard self > .zero else { return 0 }
    guard seconds < Int64(Int32.max) / 1000 else { return .max }
    return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }
}
