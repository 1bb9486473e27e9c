import FieldEngine
import Testing

/// Dates typed into a field: refused at the character that makes them impossible,
/// separators typed for the user, paste through the same door.
@Suite("Dates: typing")
struct DateTypingTests {
  /// The day these tests call today, so that `today` and `now` do not depend on the clock.
  static let now = LocalDateTime(year: 2026, month: 12, day: 1, hour: 7, minute: 30, second: 15)

  static func field(_ layout: String, minimum: String? = nil, maximum: String? = nil) throws -> Field {
    let format = try TextFormat.date(DateFormat(layout, minimum: minimum, maximum: maximum), now: now)
    return Field(id: "date", rules: FieldRules(format: format))
  }

  /// The text typed so far and where typing stopped: the characters up to the first refused one
  /// are typed; the rest are not.
  static func refusal(typing text: String, into field: Field) -> (text: String, refusedAt: Int?) {
    var field = field
    for (index, character) in text.enumerated()
    where field.apply(.insert(String(character))).status == .refused {
      return (field.text, index)
    }
    #expect(field.invariantViolations() == [])
    return (field.text, nil)
  }

  @Test(
    "YYYY-MM-DD up to 2026-12-31: refused at the impossible character",
    arguments: [
      ("2023-02-29", "2023-02-2", 9), ("2026-13", "2026-1", 6), ("2027", "202", 3),
      ("2024-02-29", "2024-02-29", nil), ("2026-12-31", "2026-12-31", nil), ("2026-12-32", "2026-12-3", 9),
      ("0000", "000", 3), ("0001-01-01", "0001-01-01", nil),
    ])
  func boundedISODates(typed: String, shown: String, refusedAt: Int?) throws {
    let result = Self.refusal(typing: typed, into: try Self.field("YYYY-MM-DD", maximum: "2026-12-31"))
    #expect(result.text == shown)
    #expect(result.refusedAt == refusedAt)
  }

  @Test("with a minimum of 2024-03-15, 2024-03-1 is taken and 2024-03-14 refused at the 4")
  func minimum() throws {
    let field = try Self.field("YYYY-MM-DD", minimum: "2024-03-15")
    #expect(Self.refusal(typing: "2024-03-1", into: field) == ("2024-03-1", nil))
    #expect(Self.refusal(typing: "2024-03-14", into: field) == ("2024-03-1", 9))
    #expect(Self.refusal(typing: "2024-03-15", into: field) == ("2024-03-15", nil))
    #expect(Self.refusal(typing: "2024-02", into: field) == ("2024-0", 6))
    #expect(Self.refusal(typing: "2023", into: field) == ("202", 3))
  }

  @Test(
    "DD.MM.YYYY: 29.02.1900 is refused at the final 0, 29.02.2023 at the final 3",
    arguments: [
      ("29.02.1900", "29.02.190", 9), ("29.02.2023", "29.02.202", 9), ("29.02.2024", "29.02.2024", nil),
      ("29.02.2000", "29.02.2000", nil), ("31.04", "31.0", 4), ("30.02", "30.0", 4), ("32", "3", 1),
    ])
  func dayFirst(typed: String, shown: String, refusedAt: Int?) throws {
    let result = Self.refusal(typing: typed, into: try Self.field("DD.MM.YYYY"))
    #expect(result.text == shown)
    #expect(result.refusedAt == refusedAt)
  }

  @Test("separators are typed for the user; typing one again changes nothing")
  func separators() throws {
    var field = try Self.field("DD.MM.YYYY")
    field.type("2902")
    #expect(field.text == "29.02.")
    #expect(field.apply(.insert(".")).status == .unchanged)
    field.type("2024")
    #expect(field.text == "29.02.2024")
    #expect(field.formatState == .complete)
    var typedInFull = try Self.field("YYYY-MM-DD hh:mm")
    #expect(typedInFull.type("2024-02-29 13:05").allSatisfy { $0.status != .refused })
    #expect(typedInFull.text == "2024-02-29 13:05")
    #expect(typedInFull.apply(.insert("/")).status == .refused)
  }

  @Test("Backspace in the middle, which would shift the rest out of place, is refused with its reason")
  func backspace() throws {
    var field = try Self.field("YYYY-MM-DD")
    field.type("2024-02-29")
    field.apply(.move(.start))
    for _ in 0..<3 { field.apply(.move(.characterRight)) }
    let outcome = field.apply(.deleteBackward)
    #expect(outcome.status == .refused)
    #expect(
      outcome.message
        == "cannot delete here: what follows would shift out of place in the date YYYY-MM-DD; delete from the end"
    )
    #expect(field.text == "2024-02-29")
    #expect(field.formatState == .complete)
    field.apply(.move(.end))
    #expect(field.apply(.deleteBackward).changedState)
    #expect(field.text == "2024-02-2")
  }

  @Test("a paste goes through the same door: a whole date, or its digits")
  func paste() throws {
    var whole = try Self.field("DD.MM.YYYY", maximum: "today")
    #expect(whole.apply(.paste("29.02.2024")).status == .applied)
    #expect(whole.text == "29.02.2024")
    var digits = try Self.field("DD.MM.YYYY")
    digits.apply(.paste("29022024"))
    #expect(digits.text == "29.02.2024")
    // A whole date that is none, or out of range, is refused whole: never filtered into another.
    var impossible = try Self.field("DD.MM.YYYY")
    #expect(impossible.apply(.paste("29.02.2023")).status == .refused)
    #expect(impossible.text == "")
    var future = try Self.field("DD.MM.YYYY", maximum: "today")
    #expect(future.apply(.paste("02.12.2026")).status == .refused)
    #expect(future.text == "")
    var today = try Self.field("DD.MM.YYYY", maximum: "today")
    today.apply(.paste("01.12.2026"))
    #expect(today.formatState == .complete)
  }

  @Test("times: hh 00-23, minutes and seconds 00-59, within the range")
  func times() throws {
    let field = try Self.field("hh:mm", minimum: "09:00", maximum: "17:30")
    #expect(Self.refusal(typing: "08", into: field) == ("0", 1))
    #expect(Self.refusal(typing: "17:31", into: field) == ("17:3", 4))
    #expect(Self.refusal(typing: "1", into: field) == ("1", nil))
    #expect(Self.refusal(typing: "2", into: field) == ("", 0))
    let seconds = try Self.field("hh:mm:ss")
    #expect(Self.refusal(typing: "23:59:59", into: seconds) == ("23:59:59", nil))
    #expect(Self.refusal(typing: "24", into: seconds) == ("2", 1))
    #expect(Self.refusal(typing: "12:60", into: seconds) == ("12:", 3))
  }

  @Test("today and now are read once, from the format's now")
  func todayAndNow() throws {
    let upToToday = try Self.field("YYYY-MM-DD hh:mm", maximum: "today")
    #expect(Self.refusal(typing: "2026-12-01 23:59", into: upToToday).refusedAt == nil)
    #expect(Self.refusal(typing: "2026-12-02", into: upToToday).refusedAt == 9)
    let fromToday = try Self.field("YYYY-MM-DD hh:mm", minimum: "today")
    #expect(Self.refusal(typing: "2026-12-01 00:00", into: fromToday).refusedAt == nil)
    #expect(Self.refusal(typing: "2026-11-30", into: fromToday).refusedAt == 6)
    let untilNow = try Self.field("hh:mm", maximum: "now")
    #expect(Self.refusal(typing: "07:30", into: untilNow).refusedAt == nil)
    #expect(Self.refusal(typing: "07:31", into: untilNow).refusedAt == 4)
  }

  @Test("ISO 8601 values")
  func iso() throws {
    #expect(try TextFormat.date(DateFormat("DD.MM.YYYY")).isoValue(of: "29.02.2024") == "2024-02-29")
    #expect(try TextFormat.date(DateFormat("MM/DD/YYYY")).isoValue(of: "02/29/2024") == "2024-02-29")
    #expect(try TextFormat.date(DateFormat("hh:mm")).isoValue(of: "07:05") == "07:05")
    #expect(try TextFormat.date(DateFormat("hh:mm:ss")).isoValue(of: "07:05:09") == "07:05:09")
    #expect(
      try TextFormat.date(DateFormat("DD.MM.YYYY hh:mm")).isoValue(of: "29.02.2024 13:05")
        == "2024-02-29T13:05")
    #expect(try TextFormat.date(DateFormat("DD.MM.YYYY")).isoValue(of: "29.02.2023") == nil)
    #expect(try TextFormat.mask("00.00").isoValue(of: "29.02") == nil)
  }

  @Test(
    "a value a field submits in ISO 8601 passes the spec's check, read back into the layout; as typed, it fails",
    arguments: [
      ("DD.MM.YYYY", "29.02.2024", "2024-02-29"), ("MM/DD/YYYY", "02/29/2024", "2024-02-29"),
      ("hh.mm", "07.05", "07:05"), ("YYYY.MM", "2024.02", "2024-02"),
      ("DD.MM.YYYY hh:mm", "29.02.2024 13:05", "2024-02-29T13:05"),
      ("ss:mm:hh DD/MM/YYYY", "09:05:07 01/12/2026", "2026-12-01T07:05:09"),
    ])
  func isoRoundTrip(layout: String, typed: String, iso: String) throws {
    let spec = FieldSpec(
      id: "date", rules: FieldRules(format: try TextFormat.date(DateFormat(layout), now: Self.now)),
      submitsISO: true)
    var field = try spec.makeField()
    #expect(field.apply(.setText(typed)).status == .applied)
    #expect(field.submittedValue == iso)
    #expect(try spec.violations(of: iso) == [])
    #expect(field.rules.format?.text(ofISOValue: iso) == typed)
    #expect(try spec.violations(of: typed).map(\.rule) == [.iso])
    #expect(try spec.violations(of: "") == [])
  }
}
