extension NumberFormat {
  /// True when some number whose text starts with the text read into `reading` (which has the
  /// number's shape) is in range and has no more places than allowed: exact, so a text this
  /// refuses can never become valid. Costs time in proportion to the bounds' digits.
  ///
  /// Without a point, the completions append integer digits (k of them) and perhaps a fraction:
  /// the values from D·10^k to D9…9.9…9, one interval per k, each above the last. The largest k
  /// whose start is not above the maximum is the only one to look at: if its interval ends below
  /// the minimum, every smaller one does too. With a point, the integer part is fixed and the
  /// completions fill the interval from the value to just below it plus 10^-c (c fraction digits
  /// typed): the smallest candidate is the value itself, or the minimum rounded up to the places.
  func canReach(_ reading: NumberReading) -> Bool {
    if !reading.started && allowsNegative {
      // The empty text can still take either sign.
      var minus = reading
      minus.read("-", keeping: keep)
      if canReach(minus) { return true }
    }
    if let places, reading.fractionCount > places { return false }
    guard let (low, high) = side(negative: reading.negative) else { return false }
    // Without a maximum on this side, more integer digits reach any minimum.
    if high == nil && !reading.hasPoint { return true }
    let least = low.roundedUp(toPlaces: places)
    if let high, Magnitude.compare(least, high) > 0 { return false }
    // Longer than every bound: above them all.
    if reading.integerCount > keep.integer && keep.integer > 0 { return high == nil }
    let value = reading.magnitude
    if reading.hasPoint {
      if Magnitude.compare(value, low) >= 0 { return high.map { Magnitude.compare(value, $0) <= 0 } ?? true }
      // Below the minimum: a completion reaches it only if the minimum (rounded up to the places)
      // starts with what was typed. A fraction longer than the bounds' is a whole step of its own
      // last digit below the minimum, so none does.
      guard reading.fractionCount < keep.fraction, least.integer == value.integer else { return false }
      let typed = reading.fraction.prefix(reading.fractionCount)
      let padded = least.fraction + Array(repeating: 0, count: max(0, typed.count - least.fraction.count))
      return padded.starts(with: typed)
    }
    guard reading.integerCount > 0, let high else { return true }
    let typed = value.integer
    guard typed.count <= high.integer.count else { return false }
    let startFits = !high.integer.prefix(typed.count).lexicographicallyPrecedes(typed)
    let appended = high.integer.count - typed.count - (startFits ? 0 : 1)
    guard appended >= 0 else { return false }
    let top = typed + Array(repeating: 9, count: appended)
    switch places {
    case nil: return Magnitude.compare(Magnitude(integer: low.integer), Magnitude(integer: top)) <= 0
    case let places?:
      let nines = Array(repeating: UInt8(9), count: min(places, low.fraction.count))
      return Magnitude.compare(low, Magnitude(integer: top, fraction: nines)) <= 0
    }
  }

  /// True when the number read, a whole number of the right shape, is in range.
  func isInRange(_ reading: NumberReading) -> Bool {
    guard let (low, high) = side(negative: reading.negative) else { return false }
    if reading.integerCount > keep.integer && keep.integer > 0 { return high == nil }
    let value = reading.magnitude
    return Magnitude.compare(value, low) >= 0 && (high.map { Magnitude.compare(value, $0) <= 0 } ?? true)
  }
}
