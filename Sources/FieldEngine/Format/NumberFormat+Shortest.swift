extension NumberFormat {
  /// The shortest text of a value in range written only with the characters `permits` lets
  /// through (a digit set, `-`, `.`): the answer to "can this field hold any number at all, and
  /// how long must it be?". Nil when no such text exists.
  ///
  /// A value with more fraction digits than the bounds can be cut to that many (but one, when it
  /// starts with its point: `.5`) and stay in range, and get shorter, so each count of fraction
  /// digits f up to that is tried; for each,
  /// the smallest value at or above the minimum that the digits can write is also the shortest
  /// (a longer integer part is a larger number), and it fits when it is not above the maximum.
  /// Costs time in proportion to the bounds' digits, squared.
  func shortestValue(permits: (Character) -> Bool) -> String? {
    let digits = (0...9).map(UInt8.init).filter { permits(Character(Unicode.Scalar($0 + 48))) }
    guard !digits.isEmpty else { return nil }
    let point = isDecimal && places != 0 && permits(".")
    var best: String?
    for negative in [false, true] where !negative || (allowsNegative && permits("-")) {
      guard let (low, high) = side(negative: negative) else { continue }
      let boundsFraction = max(low.fraction.count, high?.fraction.count ?? 0)
      let fractions = point ? min(places ?? .max, max(boundsFraction, 1)) : 0
      for fraction in 0...fractions {
        guard let written = Self.smallest(atOrAbove: low, fraction: fraction, digits: digits) else {
          continue
        }
        let split = written.count - fraction
        let value = Magnitude(
          integer: Array(written[..<max(split, 0)]), fraction: Array(written[max(split, 0)...]))
        if let high, Magnitude.compare(value, high) > 0 { continue }
        let spelled = written.map { Character(Unicode.Scalar($0 + 48)) }
        var text = negative ? "-" : ""
        text += split > 0 ? String(spelled[..<split]) : ""
        if fraction > 0 { text += "." + String(spelled[split...]) }
        if best == nil || text.count < best!.count { best = text }
      }
    }
    return best
  }

  /// The digits of the smallest number at or above `low` with exactly `fraction` fraction digits
  /// written only with `digits` (sorted): its integer digits (none when it is below 1 and has a
  /// fraction: `.5`; a single 0 for zero without one), then its fraction digits.
  private static func smallest(atOrAbove low: Magnitude, fraction: Int, digits: [UInt8]) -> [UInt8]? {
    let rounded = low.roundedUp(toPlaces: fraction)
    let scaled =
      rounded.integer + rounded.fraction + Array(repeating: 0, count: fraction - rounded.fraction.count)
    let target = Array(scaled.drop { $0 == 0 })
    // Below 1: the fraction digits alone, after a leading point.
    if fraction > 0, target.count <= fraction,
      let found = smallest(atOrAbove: padded(target, to: fraction), digits: digits, nonzeroFirst: false)
    {
      return found
    }
    let width = max(target.count, fraction + 1)
    if let found = smallest(
      atOrAbove: padded(target, to: width), digits: digits, nonzeroFirst: width > 1 || fraction > 0)
    {
      return found
    }
    // One digit more is always larger: the least nonzero digit, then the least digit.
    guard let first = digits.first(where: { $0 > 0 }) else { return nil }
    return [first] + Array(repeating: digits[0], count: width)
  }

  /// The smallest string of `target.count` digits from `digits` (sorted) that is not below
  /// `target`, read as numbers of that many digits; the first digit nonzero when asked.
  private static func smallest(atOrAbove target: [UInt8], digits: [UInt8], nonzeroFirst: Bool) -> [UInt8]? {
    func allowed(_ digit: UInt8, at index: Int) -> Bool {
      digits.contains(digit) && (index > 0 || !nonzeroFirst || digit > 0)
    }
    var matched = 0
    while matched < target.count && allowed(target[matched], at: matched) { matched += 1 }
    if matched == target.count { return target }
    // Raise the digit at some place up to the first mismatch, as late as possible, then fill
    // the rest with the least digit.
    for index in stride(from: matched, through: 0, by: -1) {
      if let raised = digits.first(where: { $0 > target[index] && allowed($0, at: index) }) {
        return target[..<index] + [raised] + Array(repeating: digits[0], count: target.count - index - 1)
      }
    }
    return nil
  }

  private static func padded(_ digits: [UInt8], to width: Int) -> [UInt8] {
    Array(repeating: 0, count: max(0, width - digits.count)) + digits
  }
}
