import FieldEngine
import Testing

/// A date field says why it refused a key, and `check` why a whole date fails: the calendar or
/// the range, never only "does not fit" or "cannot be completed".
@Suite("Dates: the reasons in words")
struct DateMessageTests {
  @Test(
    "a refused key names the reason",
    arguments: [
      ("YYYY-MM-DD", nil, "2023-02-2", "9", "'9' is not allowed: 2023 has no 29 February (not a leap year)"),
      (
        "YYYY-MM-DD", "2026-12-31", "202", "7",
        "'7' is not allowed: every date it could start is after the maximum 2026-12-31"
      ),
      ("YYYY-MM-DD", nil, "2026-1", "3", "'3' is not allowed: there is no month 13 (01-12)"),
      ("DD.MM.YYYY", nil, "30.0", "2", "'2' is not allowed: month 02 has 29 days, not 30"),
      ("YYYY-MM-DD", nil, "2026-0", "a", "'a' is not allowed: does not fit the date YYYY-MM-DD"),
    ] as [(String, String?, String, String, String)])
  func typed(_ layout: String, _ maximum: String?, _ before: String, _ key: String, _ message: String) throws
  {
    var field = try DateTypingTests.field(layout, maximum: maximum)
    for character in before { #expect(field.apply(.insert(String(character))).status != .refused) }
    let outcome = field.apply(.insert(key))
    #expect(outcome.status == .refused)
    #expect(outcome.message == message)
  }

  @Test(
    "a whole date that fails says why",
    arguments: [
      (
        "2023-02-29",
        "not a date in range (date YYYY-MM-DD up to 2026-12-31): 2023 has no 29 February (not a leap year)"
      ),
      ("2027-01-01", "not a date in range (date YYYY-MM-DD up to 2026-12-31): after the maximum 2026-12-31"),
      ("2026-04-31", "not a date in range (date YYYY-MM-DD up to 2026-12-31): month 04 has 30 days, not 31"),
    ])
  func whole(_ value: String, _ message: String) throws {
    let spec = FieldSpec(id: "d", date: DateFormat("YYYY-MM-DD", maximum: "2026-12-31"))
    #expect(try spec.violations(of: value).map(\.message) == [message])
  }
}
