/// The proleptic Gregorian calendar, years 0001 to 9999: the Gregorian rules carried back before
/// 1582, as ISO 8601 and Python's `datetime` count (Foundation's Gregorian calendar switches to the
/// Julian one before 1582-10-15). Our own arithmetic: the engine has no Foundation.
enum ProlepticGregorian {
  /// The first and last years a date may have.
  static let years: ClosedRange<Int> = 1...9999

  /// True for a leap year: divisible by 4, but not by 100 unless by 400 (2000 is, 1900 is not).
  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The days of a month (1-12) in a year: 28 to 31.
  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// True when some year in `years` is a leap year. Leap years are never more than 8 years apart
  /// (1896 and 1904), so this looks at 8 years at most.
  static func hasLeapYear(in years: ClosedRange<Int>) -> Bool {
    var year = years.lowerBound
    while year <= years.upperBound && year < years.lowerBound + 8 {
      if isLeap(year) { return true }
      year += 1
    }
    return false
  }
}

/// A date and a time of day without a time zone: what a date field holds ("times are local and
/// naive"). Parts a format leaves out stay at their least value (month and day 1, time 00:00:00).
package struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The year, 1-9999.
  package var year: Int
  /// The month, 1-12.
  package var month: Int
  /// The day of the month, 1-31.
  package var day: Int
  /// The hour, 0-23.
  package var hour: Int
  /// The minute, 0-59.
  package var minute: Int
  /// The second, 0-59.
  package var second: Int

  /// A date and time from its parts; the time defaults to midnight.
  package init(year: Int, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The value of one part.
  package subscript(part: DatePart) -> Int {
    get {
      switch part {
      case .year: year
      case .month: month
      case .day: day
      case .hour: hour
      case .minute: minute
      case .second: second
      }
    }
    set {
      switch part {
      case .year: year = newValue
      case .month: month = newValue
      case .day: day = newValue
      case .hour: hour = newValue
      case .minute: minute = newValue
      case .second: second = newValue
      }
    }
  }

  /// True when every part is in its range and the day exists in its month (2023-02-29 does not).
  package var isValid: Bool {
    DatePart.allCases.allSatisfy { $0.range.contains(self[$0]) }
      && day <= ProlepticGregorian.days(inMonth: month, year: year)
  }

  /// Earlier dates and times first.
  package static func < (left: LocalDateTime, right: LocalDateTime) -> Bool {
    for part in DatePart.allCases where left[part] != right[part] { return left[part] < right[part] }
    return false
  }

  /// ISO 8601 in full: "2024-02-29T13:05:00".
  package var description: String {
    func padded(_ part: DatePart) -> String { part.digits(of: self[part]) }
    return "\(padded(.year))-\(padded(.month))-\(padded(.day))T\(padded(.hour)):\(padded(.minute)):"
      + padded(.second)
  }
}

/// One part of a date or time, in the order of time: a value's parts compare in this order.
package enum DatePart: Int, CaseIterable, Hashable, Sendable, Comparable {
  /// `YYYY`, 0001-9999.
  case year
  /// `MM`, 01-12.
  case month
  /// `DD`, 01 to the month's last day.
  case day
  /// `hh`, 00-23 (no AM/PM).
  case hour
  /// `mm`, 00-59.
  case minute
  /// `ss`, 00-59.
  case second

  /// How a format writes the part: "YYYY", "MM", "DD", "hh", "mm", "ss".
  package var symbol: String {
    switch self {
    case .year: "YYYY"
    case .month: "MM"
    case .day: "DD"
    case .hour: "hh"
    case .minute: "mm"
    case .second: "ss"
    }
  }

  /// The part's name in messages.
  package var name: String { "\(self)" }

  /// The digits the part takes: 4 for the year, 2 for the others.
  var width: Int { self == .year ? 4 : 2 }

  /// The values the part can take; a day is further bound by its month.
  var range: ClosedRange<Int> {
    switch self {
    case .year: ProlepticGregorian.years
    case .month: 1...12
    case .day: 1...31
    case .hour: 0...23
    case .minute, .second: 0...59
    }
  }

  /// True for the parts of a date, false for those of a time of day.
  var isDate: Bool { self <= .day }

  /// The value written with the part's width: "0007", "03".
  func digits(of value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// Parts compare in the order of time.
  package static func < (left: DatePart, right: DatePart) -> Bool { left.rawValue < right.rawValue }
}

extension ProlepticGregorian {
  /// The days from 0001-01-01 (day 0) to a date: a count that moves by days and weeks carry
  /// across months and years. `month` and `day` must exist.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let before = year - 1
    var days = before * 365 + before / 4 - before / 100 + before / 400
    for earlier in 1..<month { days += self.days(inMonth: earlier, year: year) }
    return days + day - 1
  }

  /// The date of a day number (`dayNumber(year:month:day:)`'s inverse), as year, month and day.
  static func date(ofDay number: Int) -> (year: Int, month: Int, day: Int) {
    // 146,097 days in each 400 years: find the year from an estimate, then walk the months.
    var year = max(1, number * 400 / 146_097 + 1)
    while dayNumber(year: year, month: 1, day: 1) > number { year -= 1 }
    while dayNumber(year: year + 1, month: 1, day: 1) <= number { year += 1 }
    var rest = number - dayNumber(year: year, month: 1, day: 1)
    var month = 1
    while rest >= days(inMonth: month, year: year) {
      rest -= days(inMonth: month, year: year)
      month += 1
    }
    return (year, month, rest + 1)
  }

  /// The day of the week of a day number: 0001-01-01 was a Monday in the proleptic calendar.
  static func weekday(ofDay number: Int) -> Weekday {
    Weekday.allCases[((number % 7) + 7) % 7]
  }
}

/// A day of the week, Monday first (as ISO 8601 counts them): where a calendar's weeks start
/// (`--week-start`).
package enum Weekday: Int, CaseIterable, Hashable, Sendable {
  /// Monday, ISO 8601's first day of the week.
  case monday
  /// Tuesday.
  case tuesday
  /// Wednesday.
  case wednesday
  /// Thursday.
  case thursday
  /// Friday.
  case friday
  /// Saturday.
  case saturday
  /// Sunday, where calendars in the United States start the week.
  case sunday

  /// The English name: "Monday".
  package var name: String {
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue]
  }

  /// The two letters a calendar's header shows: "Mo".
  package var shortName: String { String(name.prefix(2)) }

  /// The weekday `days` after this one.
  func advanced(by days: Int) -> Weekday { Weekday.allCases[((rawValue + days) % 7 + 7) % 7] }
}
