import Testing

@testable import FieldEngine

/// The calendar's model (`--calendar`): the day arithmetic, the moves that carry across months
/// and years (`Edit.shiftDate`), and the page a grid draws (`Field.calendarPage`). The navigation
/// cases come from inquire's DateSelect tests (mikaelmello/inquire,
/// inquire/src/prompts/dateselect/test.rs, MIT licence), inquire's keys read as our moves.
@Suite("Dates: the calendar")
struct CalendarTests {
  /// inquire's keys as moves: ← → a day, ↑ ↓ a week, [ ] a month, { } a year.
  static let inquireKeys: [Character: DateShift] = [
    "←": .days(-1), "→": .days(1), "↑": .days(-7), "↓": .days(7), "[": .months(-1), "]": .months(1),
    "{": .months(-12), "}": .months(12),
  ]

  /// The field's text after each key of `keys` (inquire's, `inquireKeys`).
  static func moving(_ field: Field, _ keys: String) -> String {
    var field = field
    for key in keys {
      field.apply(.shiftDate(inquireKeys[key]!))
      #expect(field.invariantViolations() == [])
    }
    return field.text
  }

  static func field(
    _ text: String, layout: String = "YYYY-MM-DD", minimum: String? = nil, maximum: String? = nil
  ) throws -> Field {
    try DateSteppingTests.field(layout, text, minimum: minimum, maximum: maximum)
  }

  @Test("day numbers: weekdays of known dates, and every day of four centuries there and back")
  func dayNumbers() {
    func weekday(_ year: Int, _ month: Int, _ day: Int) -> Weekday {
      ProlepticGregorian.weekday(ofDay: ProlepticGregorian.dayNumber(year: year, month: month, day: day))
    }
    #expect(weekday(1, 1, 1) == .monday)
    #expect(weekday(2000, 1, 1) == .saturday)
    #expect(weekday(2024, 2, 29) == .thursday)
    #expect(weekday(1582, 10, 15) == .friday)
    #expect(weekday(9999, 12, 31) == .friday)
    var number = ProlepticGregorian.dayNumber(year: 1900, month: 1, day: 1)
    for year in 1900..<2300 {
      for month in 1...12 {
        for day in 1...ProlepticGregorian.days(inMonth: month, year: year) {
          let date = ProlepticGregorian.date(ofDay: number)
          if date != (year, month, day)
            || ProlepticGregorian.dayNumber(year: year, month: month, day: day) != number
          {
            Issue.record("day \(number): \(date), expected \(year)-\(month)-\(day)")
            return
          }
          number += 1
        }
      }
    }
  }

  @Test(
    "inquire's navigation cases, from 2023-01-15",
    arguments: [
      ("daily_navigation_checks", "←←←→→→→→→→→", "2023-01-20"),
      ("weekly_navigation_checks", "↑↑↑↓↓↓↓↓↓↓↓", "2023-02-19"),
      ("monthly_navigation_checks", "[][][[", "2022-11-15"),
      ("yearly_navigation_checks", "}{}{}}", "2025-01-15"),
      ("naive_navigation_combination", "↑[↑←][↓←↓[←}↓[→↓↓→↓→]}→↓→{↓→{→}→}↑", "2024-12-24"),
    ])
  func inquireNavigation(name: String, keys: String, expected: String) throws {
    #expect(Self.moving(try Self.field("2023-01-15"), keys) == expected, "\(name)")
  }

  @Test("inquire's bounds: 200 days back or on stop at the minimum or maximum; without bounds, 2000 years")
  func inquireBounds() throws {
    // set_min_date_is_respected, set_max_date_is_respected
    #expect(
      Self.moving(try Self.field("2023-01-01", minimum: "2022-12-25"), String(repeating: "←", count: 200))
        == "2022-12-25")
    #expect(
      Self.moving(try Self.field("2023-12-25", maximum: "2024-01-01"), String(repeating: "→", count: 200))
        == "2024-01-01")
    // no_min_date_means_you_can_go_very_far, no_max_date_means_you_can_go_very_far
    #expect(Self.moving(try Self.field("2023-01-01"), String(repeating: "{", count: 2000)) == "0023-01-01")
    #expect(Self.moving(try Self.field("2023-01-01"), String(repeating: "}", count: 2000)) == "4023-01-01")
  }

  @Test("moves carry into the next month and year; a month on cuts the day to the month's last")
  func carries() throws {
    #expect(Self.moving(try Self.field("2024-01-31"), "→") == "2024-02-01")
    #expect(Self.moving(try Self.field("2024-12-31"), "→") == "2025-01-01")
    #expect(Self.moving(try Self.field("2025-01-01"), "←") == "2024-12-31")
    #expect(Self.moving(try Self.field("2024-02-26"), "↓") == "2024-03-04")
    #expect(Self.moving(try Self.field("2024-01-31"), "]") == "2024-02-29")
    #expect(Self.moving(try Self.field("2023-01-31"), "]") == "2023-02-28")
    #expect(Self.moving(try Self.field("2024-02-29"), "}") == "2025-02-28")
    #expect(Self.moving(try Self.field("2024-12-15"), "]") == "2025-01-15")
    // Alt-↑ on the day wraps in its month instead (`Edit.step`).
    var stepped = try Self.field("2024-01-31")
    stepped.apply(.step(1))
    #expect(stepped.text == "2024-01-01")
    // In another layout, with a time that stays.
    #expect(Self.moving(try Self.field("31.12.2024", layout: "DD.MM.YYYY"), "→") == "01.01.2025")
    #expect(
      Self.moving(try Self.field("2024-03-31 10:30", layout: "YYYY-MM-DD hh:mm"), "→") == "2024-04-01 10:30")
  }

  @Test("the calendar's ends: 0001-01-01 and 9999-12-31 are never passed")
  func calendarEnds() throws {
    var last = try Self.field("9999-12-31")
    #expect(last.apply(.shiftDate(.days(1))).status == .unchanged)
    #expect(last.apply(.shiftDate(.days(Int.max))).status == .unchanged)
    #expect(Self.moving(try Self.field("0001-01-02"), "[{←←") == "0001-01-01")
    var first = try Self.field("0001-01-01")
    #expect(first.apply(.shiftDate(.months(Int.min))).status == .unchanged)
  }

  @Test("at a bound a move is refused, saying which; a bound with a time is kept whole")
  func bounds() throws {
    var field = try Self.field("2024-03-20", maximum: "2024-03-20")
    let outcome = field.apply(.shiftDate(.days(1)))
    #expect(outcome.status == .refused)
    #expect(outcome.message == "at the maximum 2024-03-20")
    #expect(Self.moving(try Self.field("2024-03-17", maximum: "2024-03-20"), "↓") == "2024-03-20")
    // The minimum's day, at a time before the minimum's: moved up to the minimum.
    let timed = try Self.field(
      "2024-03-16 09:00", layout: "YYYY-MM-DD hh:mm", minimum: "2024-03-15 10:00")
    #expect(Self.moving(timed, "←") == "2024-03-15 10:00")
  }

  @Test("an empty or half-typed field starts from today, moved into the range; one undo step a move")
  func startAndUndo() throws {
    // DateTypingTests.now is 2026-12-01.
    #expect(Self.moving(try Self.field(""), "→") == "2026-12-01")
    #expect(Self.moving(try Self.field("2024-0"), "→") == "2026-12-01")
    #expect(Self.moving(try Self.field("", minimum: "2030-06-01"), "←") == "2030-06-01")
    var field = try Self.field("2024-03-15")
    field.apply(.move(.start))
    field.apply(.shiftDate(.days(1)), argument: 3)
    #expect(field.text == "2024-03-18")
    #expect(field.buffer.headOffset == 0)
    field.apply(.undo)
    #expect(field.text == "2024-03-15")
  }

  @Test("a format without a day has no calendar: nothing moves, no page")
  func noDay() throws {
    var month = try Self.field("2024-03", layout: "YYYY-MM")
    #expect(month.apply(.shiftDate(.days(1))).status == .unchanged)
    #expect(month.calendarPage(weekStart: .monday) == nil)
    #expect(!month.hasCalendar)
    #expect(try Self.field("10:30", layout: "hh:mm").calendarPage(weekStart: .monday) == nil)
    #expect(Field(id: "x").calendarPage(weekStart: .monday) == nil)
    #expect(!DateFormat("YYYY-MM").hasDay && DateFormat("DD.MM.YYYY").hasDay && !DateFormat("YYY").hasDay)
  }

  /// The page's weeks as text: two columns a day of the month, blank for the others.
  static func grid(_ page: CalendarPage) -> [String] {
    page.weeks.map { week in
      week.map { $0.inMonth ? ($0.day < 10 ? " \($0.day)" : "\($0.day)") : "  " }.joined(separator: " ")
    }
  }

  @Test("a page: six weeks from the week of the 1st, Monday or Sunday first")
  func page() throws {
    let field = try Self.field("2024-03-15")
    let monday = try #require(field.calendarPage(weekStart: .monday))
    #expect(monday.title == "March 2024")
    #expect(monday.weekdayNames == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
    #expect(
      Self.grid(monday) == [
        "             1  2  3", " 4  5  6  7  8  9 10", "11 12 13 14 15 16 17", "18 19 20 21 22 23 24",
        "25 26 27 28 29 30 31", "                    ",
      ])
    let sunday = try #require(field.calendarPage(weekStart: .sunday))
    #expect(sunday.weekdayNames.first == "Su")
    #expect(Self.grid(sunday).first == "                1  2")
    // April 2024 starts on a Monday: its first row starts with the 1st (inquire shows the week
    // before first).
    let april = try #require(try Self.field("2024-04-01").calendarPage(weekStart: .monday))
    #expect(Self.grid(april).first == " 1  2  3  4  5  6  7")
    #expect(april.weeks.count == 6 && april.weeks.allSatisfy { $0.count == 7 })
  }

  @Test("a page marks the field's date, today, and the days out of range")
  func marks() throws {
    let field = try Self.field("2026-12-15", minimum: "2026-12-03", maximum: "2026-12-20")
    let page = try #require(field.calendarPage(weekStart: .monday))
    let days = page.weeks.joined().filter(\.inMonth)
    #expect(days.filter(\.isSelected).map(\.day) == [15])
    #expect(days.filter(\.isToday).map(\.day) == [1])
    #expect(days.filter { !$0.isAvailable }.map(\.day) == [1, 2] + Array(21...31))
    // Without a whole date: the month of today (moved into the range), nothing selected.
    let empty = try #require(try Self.field("", minimum: "2030-06-01").calendarPage(weekStart: .monday))
    #expect(empty.title == "June 2030")
    #expect(empty.weeks.joined().filter(\.isSelected).isEmpty)
    // The calendar's last month: the days after 9999-12-31 are out of range.
    let last = try #require(try Self.field("9999-12-31").calendarPage(weekStart: .monday))
    #expect(last.weeks.joined().filter(\.inMonth).count == 31)
    let beyond = last.weeks.joined().filter { $0.year == 0 }
    #expect(!beyond.isEmpty && beyond.allSatisfy { !$0.isAvailable && !$0.inMonth })
  }
}
