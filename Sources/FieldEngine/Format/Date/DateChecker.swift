/// A date format compiled for checking while typing: its layout, its range read (with `today` and
/// `now` fixed when it was built), and the same in fixed-size vectors for the keystroke's check.
struct DateChecker: Sendable {
  let layout: DateLayout
  /// The range's ends, absent parts at their least value; nil for an open end.
  let minimum: LocalDateTime?
  let maximum: LocalDateTime?
  /// The date and time the format was built at: what `today` and `now` meant, and where stepping
  /// an empty field starts.
  let now: LocalDateTime

  // The keystroke's check reads these, indexed by the parts in the order of time: no array, no
  // reference count.
  private let partCount: Int
  private let digitOffsets: SIMD8<Int32>
  private let widths: SIMD8<Int32>
  private let domainLow: SIMD8<Int32>
  private let domainHigh: SIMD8<Int32>
  private let lowBound: SIMD8<Int32>
  private let highBound: SIMD8<Int32>
  /// The layout has a day (and so its month and year, the first three parts).
  private let hasDay: Bool

  /// Compiles a format, reading its bounds with `now` for `today` and `now`.
  init(_ format: DateFormat, now: LocalDateTime) throws(DateProblem) {
    let layout = try DateLayout(format.layout)
    self.layout = layout
    self.now = now
    func resolve(_ bound: DateFormat.Bound) throws(DateProblem) -> LocalDateTime? {
      guard let text = format.text(of: bound) else { return nil }
      return try Self.read(bound, text, layout: layout, now: now)
    }
    let minimum = try resolve(.minimum)
    let maximum = try resolve(.maximum)
    self.minimum = minimum
    self.maximum = maximum
    if let minimum, let maximum, maximum < minimum {
      throw .reversed(minimum: format.minimum!, maximum: format.maximum!)
    }
    partCount = layout.parts.count
    func vector(_ values: (DatePart, Int) -> Int) -> SIMD8<Int32> {
      var vector = SIMD8<Int32>()
      for (index, part) in layout.parts.enumerated() { vector[index] = Int32(values(part, index)) }
      return vector
    }
    digitOffsets = vector { layout.digitOffsets[$1] }
    widths = vector { part, _ in part.width }
    domainLow = vector { part, _ in part.range.lowerBound }
    domainHigh = vector { part, _ in part.range.upperBound }
    lowBound = vector { part, _ in minimum?[part] ?? 0 }
    highBound = vector { part, _ in maximum?[part] ?? 0 }
    hasDay = layout.parts.contains(.day)
  }

  /// A bound as written: in the layout, `today` or `now`.
  private static func read(_ bound: DateFormat.Bound, _ text: String, layout: DateLayout, now: LocalDateTime)
    throws(DateProblem) -> LocalDateTime
  {
    switch text {
    case "today":
      guard layout.hasDate else { throw .todayWithoutDate(bound) }
      var value = layout.cut(now)
      // The whole day: from its first second to its last.
      for part in layout.parts where !part.isDate {
        value[part] = bound == .minimum ? part.range.lowerBound : part.range.upperBound
      }
      return value
    case "now":
      return layout.cut(now)
    default:
      guard let value = layout.read(text) else { throw .notInLayout(bound, text) }
      if let flaw = DateFlaw.of(value) { throw .notADate(bound, text, flaw) }
      return value
    }
  }

  /// True when some continuation of the digits read is a real date (and time) within the range:
  /// exact, in constant time.
  ///
  /// The digits typed so far fix each part to an interval (a part's first digits fix its high
  /// digits: "2" of a month is 20-29, cut to 1-12 nothing is left). The range is an interval in
  /// the order of time, which is a union of at most 13 boxes: the parts before some part equal to
  /// a bound's, that part strictly between, the rest free. Each box holds a real date exactly when
  /// its intervals are not empty and its least day fits some month and year it allows (a 29th
  /// needs a month other than February or a leap year).
  /// `minimum` and `maximum` false leave that end of the range out (to tell why a key was refused).
  func canReach(_ reading: DateReading, minimum useMinimum: Bool = true, maximum useMaximum: Bool = true)
    -> Bool
  {
    var low = domainLow
    var high = domainHigh
    let count = Int32(reading.count)
    for index in 0..<partCount {
      let known = min(max(count - digitOffsets[index], 0), widths[index])
      guard known > 0 else { continue }
      var prefix: Int32 = 0
      let start = Int(digitOffsets[index])
      for digit in start..<start + Int(known) { prefix = prefix * 10 + Int32(reading.digit(at: digit)) }
      let scale = Self.powersOfTen[Int(widths[index] - known)]
      low[index] = max(low[index], prefix * scale)
      high[index] = min(high[index], prefix * scale + scale - 1)
      if low[index] > high[index] { return false }
    }
    return search(
      0, low, high, tightLow: useMinimum && minimum != nil, tightHigh: useMaximum && maximum != nil)
  }

  /// Why no date in range continues the digits read, where that can be named: an end of the range
  /// every continuation passes, or the parts typed in full making no real date ("2023-02-29").
  /// Nil when the digits only fit no part (a month starting with 2), which the format says.
  func refusal(_ reading: DateReading) -> DateRefusal? {
    if canReach(reading, minimum: false, maximum: false) {
      if let maximum, canReach(reading, maximum: false) { return .afterMaximum(layout.text(of: maximum)) }
      if let minimum { return .beforeMinimum(layout.text(of: minimum)) }
      return nil
    }
    // A year not typed yet is taken as a leap year: "30.02" fails in every year, "29.02" in none.
    var value = LocalDateTime(year: 4)
    var known = 0
    for (index, part) in layout.parts.enumerated() {
      let offset = layout.digitOffsets[index]
      guard Int(reading.count) >= offset + part.width else { continue }
      var number = 0
      for digit in offset..<offset + part.width { number = number * 10 + reading.digit(at: digit) }
      value[part] = number
      known += 1
    }
    guard known > 0, let flaw = DateFlaw.of(value) else { return nil }
    return .notADate(flaw)
  }

  private static let powersOfTen: [Int32] = [1, 10, 100, 1000, 10000]

  /// True when the box `low`...`high` holds a date and time within the range, where the parts
  /// before `index` equal the minimum's (while `tightLow`) or the maximum's (while `tightHigh`).
  private func search(
    _ index: Int, _ low: SIMD8<Int32>, _ high: SIMD8<Int32>, tightLow: Bool, tightHigh: Bool
  )
    -> Bool
  {
    if index == partCount || (!tightLow && !tightHigh) { return daysFit(low, high) }
    let least = tightLow ? max(low[index], lowBound[index]) : low[index]
    let most = tightHigh ? min(high[index], highBound[index]) : high[index]
    guard least <= most else { return false }
    // Strictly between the bounds: every later part is free.
    let innerLeast = tightLow ? max(least, lowBound[index] + 1) : least
    let innerMost = tightHigh ? min(most, highBound[index] - 1) : most
    if innerLeast <= innerMost {
      var (innerLow, innerHigh) = (low, high)
      innerLow[index] = innerLeast
      innerHigh[index] = innerMost
      if daysFit(innerLow, innerHigh) { return true }
    }
    let onMinimum = tightLow && least == lowBound[index]
    if onMinimum {
      var (fixedLow, fixedHigh) = (low, high)
      fixedLow[index] = least
      fixedHigh[index] = least
      let stillHigh = tightHigh && least == highBound[index]
      if search(index + 1, fixedLow, fixedHigh, tightLow: true, tightHigh: stillHigh) { return true }
    }
    if tightHigh && most == highBound[index] && !(onMinimum && most == least) {
      var (fixedLow, fixedHigh) = (low, high)
      fixedLow[index] = most
      fixedHigh[index] = most
      if search(index + 1, fixedLow, fixedHigh, tightLow: false, tightHigh: true) { return true }
    }
    return false
  }

  /// True when the box's least day exists in one of its months of one of its years (a layout
  /// with a day has the year, month and day as its first three parts).
  private func daysFit(_ low: SIMD8<Int32>, _ high: SIMD8<Int32>) -> Bool {
    guard hasDay else { return true }
    let day = Int(low[2])
    if day <= 28 { return true }
    for month in Int(low[1])...Int(high[1]) {
      if month == 2 {
        if day == 29 && ProlepticGregorian.hasLeapYear(in: Int(low[0])...Int(high[0])) { return true }
      } else if day <= ProlepticGregorian.days(inMonth: month, year: 1) {
        return true
      }
    }
    return false
  }

  /// The value of a whole text, when it is a real date within the range.
  func value(of text: String) -> LocalDateTime? {
    guard let value = layout.read(text), value.isValid, contains(value) else { return nil }
    return value
  }

  /// True when `value` lies within the range.
  func contains(_ value: LocalDateTime) -> Bool {
    !(minimum.map { value < $0 } ?? false) && !(maximum.map { $0 < value } ?? false)
  }

  /// `value` moved into the range: a bound when it lies beyond it.
  func clamped(_ value: LocalDateTime) -> LocalDateTime {
    if let minimum, value < minimum { return minimum }
    if let maximum, maximum < value { return maximum }
    return value
  }
}

extension DateChecker {
  /// What a text pasted into a date field reads as.
  enum PastedDate {
    /// No whole date, in the field's layout or in ISO form.
    case notADate
    /// A whole date in range, written in the field's layout.
    case date(String)
    /// A whole date that is no real date or lies outside the range.
    case refused(DateRefusal)
  }

  /// The ISO forms a pasted value may take: a date, with minutes or seconds.
  private static let isoLayouts = ["YYYY-MM-DD hh:mm:ss", "YYYY-MM-DD hh:mm", "YYYY-MM-DD"].map {
    try! DateLayout($0)
  }

  /// Reads a pasted text (spaces around it ignored) as a whole date in the field's layout or in
  /// ISO form (`YYYY-MM-DD[ hh:mm[:ss]]`, a `T` for the space), written back in the layout. An
  /// ISO value gives only the parts the layout has, and must have them all.
  func readPasted(_ text: String) -> PastedDate {
    var trimmed = Substring(text)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    var value = layout.read(String(trimmed))
    if value == nil {
      var iso = Array(trimmed)
      if iso.count > 10 && iso[10] == "T" { iso[10] = " " }
      for candidate in Self.isoLayouts where Set(layout.parts).isSubset(of: candidate.parts) {
        if let read = candidate.read(String(iso)) {
          value = layout.cut(read)
          break
        }
      }
    }
    guard let value else { return .notADate }
    if let flaw = DateFlaw.of(value) { return .refused(.notADate(flaw)) }
    if let maximum, maximum < value { return .refused(.afterMaximum(layout.text(of: maximum))) }
    if let minimum, value < minimum { return .refused(.beforeMinimum(layout.text(of: minimum))) }
    return .date(layout.text(of: value))
  }
}

extension DateLayout {
  /// A value with the layout's parts only, the others at their least value.
  func cut(_ value: LocalDateTime) -> LocalDateTime {
    var cut = LocalDateTime(year: 1)
    for part in parts { cut[part] = value[part] }
    return cut
  }
}

/// What a date's check needs from the text read so far: its digits, in the order typed (the
/// automaton of the layout keeps them in their slots), packed four bits each.
struct DateReading: Hashable, Sendable {
  private var digits: UInt64 = 0
  /// How many digits were read.
  private(set) var count: UInt8 = 0

  /// Takes one more character of the text: a digit is kept, anything else (a separator) is not.
  mutating func read(_ character: Character) {
    guard let digit = character.asciiDigit, count < 16 else { return }
    digits |= UInt64(digit) << (4 * UInt64(count))
    count += 1
  }

  /// The digit read at `index`.
  func digit(at index: Int) -> Int { Int((digits >> (4 * UInt64(index))) & 0xF) }
}
