import FieldEngine
import Testing

/// Stepping the part under the cursor (`Edit.step`, Alt-↑/Alt-↓): what wraps, what stops, where an
/// empty field starts (DECISIONS.md, 2026-12-01).
@Suite("Dates: stepping")
struct DateSteppingTests {
  /// A field holding `text`, the cursor `fromEnd` characters before its end.
  static func field(
    _ layout: String, _ text: String = "", minimum: String? = nil, maximum: String? = nil, fromEnd: Int = 0
  ) throws -> Field {
    var field = try DateTypingTests.field(layout, minimum: minimum, maximum: maximum)
    if !text.isEmpty { #expect(field.apply(.paste(text)).status == .applied) }
    for _ in 0..<fromEnd { field.apply(.move(.characterLeft)) }
    return field
  }

  /// The text after each step of `steps`.
  static func stepping(_ field: Field, _ steps: [Int]) -> [String] {
    var field = field
    return steps.map { units in
      field.apply(.step(units))
      #expect(field.invariantViolations() == [])
      return field.text
    }
  }

  @Test("an empty field starts from today, or now, moved into the range")
  func start() throws {
    #expect(Self.stepping(try Self.field("DD.MM.YYYY"), [1]) == ["01.12.2026"])
    #expect(Self.stepping(try Self.field("hh:mm"), [-1]) == ["07:30"])
    #expect(Self.stepping(try Self.field("YYYY-MM-DD hh:mm:ss"), [1]) == ["2026-12-01 07:30:15"])
    #expect(Self.stepping(try Self.field("YYYY-MM-DD", minimum: "2030-01-01"), [1]) == ["2030-01-01"])
    #expect(Self.stepping(try Self.field("YYYY-MM-DD", maximum: "1999-12-31"), [1]) == ["1999-12-31"])
    // Half typed: no value to step yet.
    #expect(Self.stepping(try Self.field("YYYY-MM-DD", "2024-0"), [1]) == ["2026-12-01"])
  }

  @Test("day, month, hour, minute wrap within their cycle without carrying; the year stops at 0001 and 9999")
  func wrapsAndStops() throws {
    // The cursor on the day (8 characters before the end of "31.01.2024").
    #expect(
      Self.stepping(try Self.field("DD.MM.YYYY", "31.01.2024", fromEnd: 9), [1, -1, -1]) == [
        "01.01.2024", "31.01.2024", "30.01.2024",
      ])
    #expect(
      Self.stepping(try Self.field("YYYY-MM-DD", "2024-12-15", fromEnd: 3), [1, -1]) == [
        "2024-01-15", "2024-12-15",
      ])
    #expect(Self.stepping(try Self.field("YYYY-MM-DD", "9999-06-15", fromEnd: 7), [1]) == ["9999-06-15"])
    #expect(
      Self.stepping(try Self.field("YYYY-MM-DD", "0001-06-15", fromEnd: 7), [-1, 1]) == [
        "0001-06-15", "0002-06-15",
      ])
    #expect(Self.stepping(try Self.field("hh:mm", "23:59"), [1, 1]) == ["23:00", "23:01"])
    #expect(Self.stepping(try Self.field("hh:mm", "23:59", fromEnd: 4), [1, -1]) == ["00:59", "23:59"])
  }

  @Test("a day the month lacks becomes its last day; a step that would leave the range changes nothing")
  func clamps() throws {
    #expect(
      Self.stepping(try Self.field("DD.MM.YYYY", "29.02.2024"), [1, -1]) == ["28.02.2025", "28.02.2024"])
    #expect(Self.stepping(try Self.field("YYYY-MM-DD", "2024-03-31", fromEnd: 3), [-1]) == ["2024-02-29"])
    let upToToday = try Self.field("DD.MM.YYYY", "30.11.2026", maximum: "today", fromEnd: 9)
    #expect(Self.stepping(upToToday, [1, 1, 1]) == ["01.11.2026", "02.11.2026", "03.11.2026"])
    let lastDays = try Self.field("DD.MM.YYYY", "30.11.2026", maximum: "today")
    // The year up would pass today (2026-12-01): refused, never moved to the bound (one key, one part).
    #expect(Self.stepping(lastDays, [1, -1]) == ["30.11.2026", "30.11.2025"])
    var atBound = try Self.field("YYYY-MM-DD", "2026-12-31", maximum: "2026-12-31", fromEnd: 7)
    let up = atBound.apply(.step(1))
    #expect(up.status == .refused)
    #expect(up.message == "at the maximum 2026-12-31")
    #expect(atBound.text == "2026-12-31")
    var atMinimum = try Self.field("DD.MM.YYYY", "15.01.2024", minimum: "01.01.2024", fromEnd: 2)
    let down = atMinimum.apply(.step(-1))
    #expect(down.message == "at the minimum 01.01.2024")
    #expect(atMinimum.text == "15.01.2024")
  }

  @Test("the cursor stays; one undo step; other fields are unchanged")
  func cursorAndUndo() throws {
    var field = try Self.field("YYYY-MM-DD", "2024-03-15", fromEnd: 4)
    let cursor = field.buffer.headOffset
    #expect(field.apply(.step(1)).status == .applied)
    #expect(field.text == "2024-04-15")
    #expect(field.buffer.headOffset == cursor)
    field.apply(.undo)
    #expect(field.text == "2024-03-15")
    var plain = Field(id: "plain", value: "2024-03-15")
    #expect(plain.apply(.step(1)).status == .unchanged)
    #expect(plain.text == "2024-03-15")
  }
}
